import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { DeviceRuntime } from './device/runtime';
import type { DeviceStore } from './device/store';

/** The signed-in account's device data: its store once open, or why it could not be opened. */
export interface LocalData {
  store: DeviceStore | undefined;
  /** The store could not be opened (storage disabled, full, or broken): the screens say so and keep their rows in memory. */
  failure: Error | null;
  /** Tries to open it again (after the seller freed space). */
  retry(): void;
  /** The store's sync engine: ask it to push or pull now. */
  engine: DeviceRuntime['engine'] | undefined;
}

const NONE: LocalData = { store: undefined, failure: null, retry: () => undefined, engine: undefined };
const LocalDataContext = createContext<LocalData>(NONE);

/**
 * Opens the signed-in account's device store and keeps it syncing, on every page of the app (the public site too: a
 * seller who opened the club's news still sends the sale queued a minute ago). Another account, or none, closes it:
 * one account never reads or pushes another's local data. `userId` undefined: nobody whose work is kept on the device
 * (a visitor, a club member), and the store's code is never loaded. `watches`: the account pulls something, so the
 * engine keeps the server's change stream open (shared/sync.ts pullsAnything).
 */
export function LocalDataProvider({ userId, watches, children }: { userId: string | undefined; watches: boolean; children: ReactNode }) {
  const [runtime, setRuntime] = useState<DeviceRuntime | undefined>(undefined);
  const [failure, setFailure] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    let opened: DeviceRuntime | undefined;
    setFailure(null);
    void import('./device/runtime')
      .then(({ openDeviceRuntime }) => openDeviceRuntime(userId, { watches }))
      .then(
        (ready) => {
          opened = ready;
          if (cancelled) void ready.close();
          else setRuntime(ready);
        },
        (error: unknown) => {
          if (!cancelled) setFailure(error instanceof Error ? error : new Error(String(error)));
        },
      );
    return () => {
      cancelled = true;
      setRuntime(undefined);
      // The engine stops before the store closes: a push must not run on a closing store, nor with the next account's token.
      void opened?.close();
    };
  }, [userId, watches, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const value: LocalData = userId ? { store: runtime?.store, failure, retry, engine: runtime?.engine } : NONE;
  return <LocalDataContext.Provider value={value}>{children}</LocalDataContext.Provider>;
}

/** The signed-in account's device store, or undefined while it opens, when it failed, or when nobody is signed in. */
export function useLocalDatabase(): DeviceStore | undefined {
  return useContext(LocalDataContext).store;
}

/** The store with its failure and engine (the screens that must say why nothing is kept). */
export function useLocalData(): LocalData {
  return useContext(LocalDataContext);
}
