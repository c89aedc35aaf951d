import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { onAccessTokenChange, getAccessToken } from './accessToken';
import { closeLocalDatabase, localDatabaseName, openLocalDatabase, type LocalDatabase } from './db';
import { adoptLegacyDatabase } from './legacyDatabase';
import { startReplication, type Replication } from './replication';

const LocalDataContext = createContext<LocalDatabase | undefined>(undefined);

/**
 * Opens the signed-in account's device database for back-office screens and
 * keeps it replicating while its token is at hand. Another account (or none)
 * closes it: one account never reads or pushes another's local data.
 * Screens read it through the hooks in pwa/data.
 */
export function LocalDataProvider({
  userId,
  children,
}: {
  /** The signed-in account (the session keeps it through an offline start, without a token). */ userId: string | undefined;
  children: ReactNode;
}) {
  const [db, setDb] = useState<LocalDatabase | undefined>(undefined);
  const [signedIn, setSignedIn] = useState(() => getAccessToken() !== null);
  const replication = useRef<Replication | undefined>(undefined);

  useEffect(() => {
    const unsubscribe = onAccessTokenChange((token) => setSignedIn(token !== null));
    // The token may have arrived between the first render and this effect.
    setSignedIn(getAccessToken() !== null);
    return unsubscribe;
  }, []);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    void openLocalDatabase(localDatabaseName(userId)).then(async (opened) => {
      await adoptLegacyDatabase(opened).catch(() => undefined);
      if (!cancelled) setDb(opened);
    });
    return () => {
      cancelled = true;
      setDb(undefined);
      // Replication first: a push must not run on a closing database, nor with the next account's token.
      const stopping = replication.current?.stop();
      replication.current = undefined;
      void Promise.resolve(stopping).then(() => closeLocalDatabase());
    };
  }, [userId]);

  useEffect(() => {
    if (!db || !signedIn) return;
    const started = startReplication(db);
    replication.current = started;
    return () => {
      if (replication.current === started) replication.current = undefined;
      void started.stop();
    };
  }, [db, signedIn]);

  return <LocalDataContext.Provider value={db}>{children}</LocalDataContext.Provider>;
}

/** The signed-in account's device database, or undefined while it opens or when nobody is signed in. */
export function useLocalDatabase(): LocalDatabase | undefined {
  return useContext(LocalDataContext);
}
