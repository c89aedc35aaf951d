import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useErrorHandler } from '../app/errors/useErrorHandler';

export interface QueryState<T> {
  loading: boolean;
  data: T | undefined;
  error: unknown;
  reload(): Promise<void>;
}

/**
 * Runs a load function when its key changes; errors go through the shared
 * handler (toast or error page) unless `onError` takes them. A stale answer
 * (the key changed meanwhile) is dropped.
 */
/** @deprecated Being replaced by `useLoad` (pwa/data/useLoad.ts), area by area (issue 16). */
export function useQuery<T>(
  load: () => Promise<T>,
  key: unknown[],
  options: { onError?: (error: unknown) => void; enabled?: boolean } = {},
): QueryState<T> {
  const handle = useErrorHandler();
  const [state, setState] = useState<{ loading: boolean; data: T | undefined; error: unknown }>({
    loading: options.enabled !== false,
    data: undefined,
    error: undefined,
  });
  const generation = useRef(0);
  const latest = useRef({ load, onError: options.onError ?? handle });
  useLayoutEffect(() => {
    latest.current = { load, onError: options.onError ?? handle };
  });
  const keyText = JSON.stringify(key);

  const run = useCallback(async () => {
    const mine = ++generation.current;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    try {
      const data = await latest.current.load();
      if (mine === generation.current) setState({ loading: false, data, error: undefined });
    } catch (error) {
      if (mine !== generation.current) return;
      setState({ loading: false, data: undefined, error });
      latest.current.onError(error);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key's text says when to load again; the load is read from `latest`.
  }, [keyText]);

  useEffect(() => {
    if (options.enabled !== false) void run();
  }, [run, options.enabled]);

  return { ...state, reload: run };
}
