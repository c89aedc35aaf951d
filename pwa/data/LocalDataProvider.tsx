import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { onAccessTokenChange, getAccessToken } from './accessToken';
import { openLocalDatabase, type LocalDatabase } from './db';
import { startReplication } from './replication';

const LocalDataContext = createContext<LocalDatabase | undefined>(undefined);

/**
 * Opens the device database for back-office screens and keeps it replicating
 * while someone is signed in. Screens read it through the hooks in pwa/data.
 */
export function LocalDataProvider({ children }: { children: ReactNode }) {
  const [db, setDb] = useState<LocalDatabase | undefined>(undefined);
  const [signedIn, setSignedIn] = useState(() => getAccessToken() !== null);

  useEffect(() => {
    const unsubscribe = onAccessTokenChange((token) => setSignedIn(token !== null));
    // The token may have arrived between the first render and this effect.
    setSignedIn(getAccessToken() !== null);
    return unsubscribe;
  }, []);

  useEffect(() => {
    let cancelled = false;
    void openLocalDatabase().then((opened) => {
      if (!cancelled) setDb(opened);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!db || !signedIn) return;
    const replication = startReplication(db);
    return () => void replication.stop();
  }, [db, signedIn]);

  return <LocalDataContext.Provider value={db}>{children}</LocalDataContext.Provider>;
}

/** The device database, or undefined while it opens. */
export function useLocalDatabase(): LocalDatabase | undefined {
  return useContext(LocalDataContext);
}
