import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface Remote<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload(): void;
}

/**
 * Loads once per change of `key` and on reload(); a newer load cancels the older one.
 * Spec §4 lists: on error the data is emptied.
 */
/** @deprecated Being replaced by `useLoad` (./useLoad.ts), area by area (issue 16). */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Remote<T> {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: unknown }>({ data: undefined, loading: true, error: undefined });
  const [generation, setGeneration] = useState(0);
  const latest = useRef(load);
  useLayoutEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    latest.current(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setState({ data, loading: false, error: undefined });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ data: undefined, loading: false, error });
      });
    return () => controller.abort();
  }, [key, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, reload };
}
