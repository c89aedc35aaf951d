import { startTransition, useContext, useEffect, useState } from 'react';
import { useErrorHandler } from '../../app/errors/useErrorHandler';
import { readClientPayload, ServerRenderContext } from '../../ssr/payload';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
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

/**
 * Loads `key` with `load`; a failure goes to the shared error handler and the
 * result is empty (spec §8: a failed list resets to empty with count 0).
 * `key` null loads nothing. `quiet`: a failure is not shown (view counts).
 * On the server the render only records the load; entry-server.tsx runs it
 * and renders again with the answer.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, { quiet = false } = {}): Loaded<T> {
  const server = useContext(ServerRenderContext);
  const onError = useErrorHandler();
  const [state, setState] = useState<{ key: string | null; data: T | undefined; loading: boolean }>(() => initial(key));
  useEffect(() => {
    if (key === null) return;
    // The server's answer for this page is as new as it gets.
    if (fresh.delete(key)) return;
    const controller = new AbortController();
    setState(initial(key));
    load(controller.signal).then(
      (data) => {
        memory.set(key, data);
        // Rendering the answer (a page of cards) is a transition: React can slice it instead of blocking input.
        if (!controller.signal.aborted) startTransition(() => setState({ key, data, loading: false }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ key, data: undefined, loading: false });
        if (!quiet) onError(error);
      },
    );
    return () => controller.abort();
    // `load` is recreated each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (server) {
    if (key === null) return { data: undefined, loading: false };
    if (key in server.payload.answers) return { data: server.payload.answers[key] as T, loading: false };
    if (server.tried.has(key)) return { data: undefined, loading: true };
    if (!server.countViews && key.startsWith('view:')) {
      server.tried.add(key);
      (server.payload.deferredViews ??= []).push(key);
      return { data: undefined, loading: true };
    }
    if (!server.tried.has(key) && !server.pending.has(key)) server.pending.set(key, load(new AbortController().signal));
    return { data: undefined, loading: true };
  }
  return state.key === key ? state : initial(key);
}

function initial<T>(key: string | null): { key: string | null; data: T | undefined; loading: boolean } {
  if (key === null) return { key, data: undefined, loading: false };
  return { key, data: memory.get(key) as T | undefined, loading: !memory.has(key) };
}
