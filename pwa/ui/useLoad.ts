import { startTransition, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useErrorHandler } from './errors/useErrorHandler';
import { GraphQLRequestError } from '../lib/graphql';
import { forgetAnswers, readAnswer, saveAnswer } from '../lib/savedAnswers';
import { readClientPayload, ServerRenderContext } from '../lib/ssrPayload';
import { startLoad } from './loadProgress';

// The one loading hook of every screen, public and back-office. A screen names
// what it loads with a key and loads it through pwa/data (typed documents, one
// doorway); this hook runs it when the key changes, cancels what the screen no
// longer needs, shows the last answer for a key at once while asking again, and
// sends failures down the one error path (toast, 403 or 500 page: spec §8).

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  /** The last failure (already shown, unless `quiet`); the data is then empty (spec §4). */
  error: unknown;
  /** Set when the network failed and `data` is this device's last answer for the key: when that answer came (ISO). */
  savedAt?: string | undefined;
  /** Loads the same key again (after a change the screen made). */
  reload(): void;
}

export interface LoadOptions {
  /** A failure is not shown (view counts, a background refresh): the screen reads `error` itself. */
  quiet?: boolean;
}

// Answers already seen in this tab, so going back shows a list at once. A
// server-rendered page brings the answers its HTML was made from; those are
// fresh, so the first mount of each uses it without asking again.
const memory = new Map<string, unknown>();
const fresh = new Set<string>();
const payload = readClientPayload();
if (payload) {
  for (const [key, value] of Object.entries(payload.answers)) {
    memory.set(key, value);
    if (!(payload.staleViews && key.startsWith('view:'))) fresh.add(key);
  }
}

/** Forgets every answer (on sign-out: the next account must not see the last one's). */
export function forgetLoaded(): void {
  memory.clear();
  fresh.clear();
  forgetAnswers();
}

/** No answer at all: the device is offline or the server out of reach (not a refusal, not a server error). */
function unreachable(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.networkError?.status === 0;
}

/** View counts and likes are events, not data to show again. */
const keeps = (key: string) => !key.startsWith('view:');

type State<T> = { key: string | null; data: T | undefined; loading: boolean; error: unknown; savedAt?: string | undefined };

function initial<T>(key: string | null): State<T> {
  if (key === null) return { key, data: undefined, loading: false, error: undefined };
  return { key, data: memory.get(key) as T | undefined, loading: !memory.has(key), error: undefined };
}

/**
 * Loads `key` with `load`; `key` null loads nothing. On the server the render
 * only records the load; pwa/ssr/entry-server.tsx runs it and renders again
 * with the answer.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, { quiet = false }: LoadOptions = {}): Loaded<T> {
  const server = useContext(ServerRenderContext);
  const onError = useErrorHandler();
  const [state, setState] = useState<State<T>>(() => initial(key));
  const [generation, setGeneration] = useState(0);
  // The newest load and error path, without making each render a new request.
  const latest = useRef({ load, onError, quiet });
  useLayoutEffect(() => {
    latest.current = { load, onError, quiet };
  });

  useEffect(() => {
    if (key === null) return;
    // The server's answer for this page is as new as it gets.
    if (generation === 0 && fresh.delete(key)) return;
    const controller = new AbortController();
    setState((current) => (current.key === key ? { ...current, loading: true } : initial(key)));
    const done = startLoad();
    controller.signal.addEventListener('abort', done);
    latest.current
      .load(controller.signal)
      .finally(done)
      .then(
        (data) => {
          memory.set(key, data);
          if (keeps(key)) saveAnswer(key, data);
          // Rendering the answer (a page of cards) is a transition: React can slice it instead of blocking input.
          if (!controller.signal.aborted) startTransition(() => setState({ key, data, loading: false, error: undefined }));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // Offline with an earlier answer: show it, with its time, and no error toast.
          const saved = unreachable(error) && keeps(key) ? readAnswer<T>(key) : null;
          if (saved) {
            setState({ key, data: saved.data, loading: false, error: undefined, savedAt: saved.at });
            return;
          }
          memory.delete(key);
          setState({ key, data: undefined, loading: false, error });
          if (!latest.current.quiet) latest.current.onError(error);
        },
      );
    return () => controller.abort();
  }, [key, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  if (server) return { ...serverAnswer<T>(server, key, load), reload };
  return { ...(state.key === key ? state : initial<T>(key)), reload };
}

/** During a server render: the answer if the first pass fetched it, else the load is recorded for entry-server.tsx to run. */
function serverAnswer<T>(
  server: NonNullable<React.ContextType<typeof ServerRenderContext>>,
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
) {
  const done = (data: T | undefined, loading: boolean) => ({ data, loading, error: undefined });
  if (key === null) return done(undefined, false);
  if (key in server.payload.answers) return done(server.payload.answers[key] as T, false);
  if (server.tried.has(key)) return done(undefined, true);
  if (!server.countViews && key.startsWith('view:')) {
    server.tried.add(key);
    (server.payload.deferredViews ??= []).push(key);
    return done(undefined, true);
  }
  if (!server.pending.has(key)) server.pending.set(key, load(new AbortController().signal));
  return done(undefined, true);
}
