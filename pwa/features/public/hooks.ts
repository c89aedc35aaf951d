import { startTransition, useEffect, useState } from 'react';
import { useErrorHandler } from '../../app/errors/useErrorHandler';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
}

// Answers already seen in this tab, so going back shows a list at once.
const memory = new Map<string, unknown>();

/**
 * Loads `key` with `load`; a failure goes to the shared error handler and the
 * result is empty (spec §8: a failed list resets to empty with count 0).
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const onError = useErrorHandler();
  const [state, setState] = useState<{ key: string; data: T | undefined; loading: boolean }>(() => ({ key, data: memory.get(key) as T | undefined, loading: !memory.has(key) }));
  useEffect(() => {
    const controller = new AbortController();
    setState({ key, data: memory.get(key) as T | undefined, loading: !memory.has(key) });
    load(controller.signal).then(
      (data) => {
        memory.set(key, data);
        // Rendering the answer (a page of cards) is a transition: React can slice it instead of blocking input.
        if (!controller.signal.aborted) startTransition(() => setState({ key, data, loading: false }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ key, data: undefined, loading: false });
        onError(error);
      },
    );
    return () => controller.abort();
    // `load` is recreated each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state : { data: memory.get(key) as T | undefined, loading: !memory.has(key) };
}
