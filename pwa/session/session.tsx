import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import * as auth from '../data/auth';
import { setAccessToken } from '../data/accessToken';
import { setTokenRefresher } from '../data/request';
import { forgetLoaded } from '../ui/useLoad';
import { GraphQLRequestError } from '../lib/graphql';
import { isReachable } from '../lib/reachability';
import { readStored, removeStored, writeStored } from '../lib/storage';
import { AuthCodeError, CustomError } from '../ui/errors/errorHandler';
import { refreshOfflineProfile, rememberForOffline, unlockOffline } from './offlineUnlock';

// The signed-in user and the access token. The token lives in memory only;
// the refresh token is an httpOnly cookie the page cannot read. On load the
// session is restored through authRefresh, and refreshed again a minute
// before the access token expires. The calls themselves are pwa/data/auth.ts.

/** The signed-in user: the schema's User as pwa/data/auth.ts asks for it (its UserFields fragment). */
export type SessionUser = auth.User;

type Payload = auth.AuthPayload;
export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

interface SessionValue {
  status: SessionStatus;
  user: SessionUser | null;
  signIn(email: string, password: string, rememberMe: boolean): Promise<SessionUser>;
  signUp(input: auth.SignUpInput): Promise<SessionUser>;
  signOut(): Promise<void>;
  /** Reloads the user (after a profile change or when roles may have changed). */
  /** Asks the server for the account again (roles granted, address verified meanwhile); resolves to it. */
  reload(): Promise<SessionUser | null>;
  setUser(user: SessionUser): void;
  /** Takes a session another sign-in made (the public site's member modal: phone code or email). */
  adopt(payload: Payload): void;
}

const SessionContext = createContext<SessionValue | null>(null);

function expiryOf(token: string): number | undefined {
  try {
    const payload = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return payload.exp ? payload.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server said the session is over (no refresh cookie, or one it refused). Anything else (no answer, a gateway's
 * 502 while the server restarts, a throttle, a server error) says nothing of the session: it is tried again later
 * rather than signing the seller out with sales still waiting.
 */
function sessionEnded(err: unknown): boolean {
  return err instanceof GraphQLRequestError && !err.networkError && (err.code === 'UNAUTHENTICATED' || err.code === 'FORBIDDEN');
}

// One refresh at a time for the whole page: a refresh token is single-use, so
// two concurrent refreshes would look like reuse and end the session.
// 'offline': the server could not be reached, which says nothing about the
// session; the cached profile keeps the back-office usable until it can.
let refreshing: Promise<Payload | null | 'offline'> | null = null;
function refreshOnce(): Promise<Payload | null | 'offline'> {
  refreshing ??= auth
    .refreshSession()
    .catch((err: unknown) => (sessionEnded(err) ? null : ('offline' as const)))
    .finally(() => setTimeout(() => (refreshing = null), 0));
  return refreshing;
}

/**
 * A sign-out made offline never reached the server, so the refresh cookie still
 * names the account and the next load would restore it: on a phone shared by
 * two accounts, the first would come back to whoever picks it up. The sign-out
 * stays pending on the device and is told to the server before any refresh.
 * Answers whether it is still pending (the server is still out of reach).
 */
async function tellPendingSignOut(): Promise<boolean> {
  if (!readStored('signOutPending')) return false;
  try {
    await auth.signOut();
    removeStored('signOutPending');
    return false;
  } catch {
    return true;
  }
}

/**
 * This browser session signed in (or restored its session from the server): kept in sessionStorage, which a
 * reload keeps and a browser restart drops. A session not remembered ("Remember me" unticked) does not open
 * offline after a restart; the password then unlocks it on the device (offlineUnlock.ts).
 */
const ALIVE = 'aquaSessionAlive';
function markAlive(): void {
  try {
    sessionStorage.setItem(ALIVE, '1');
  } catch {
    /* storage disabled */
  }
}
function sessionOpensOffline(): boolean {
  // Signed in before this entry existed: remembered, as it was.
  if (readStored('sessionRemembered') !== '0') return true;
  try {
    return sessionStorage.getItem(ALIVE) === '1';
  } catch {
    return false;
  }
}

/**
 * After an offline sign-in, the password typed is held in this page's memory (never stored) until the network
 * returns, to get a fresh token then when the session's cookie is gone (a browser restart without "Remember me"):
 * the queue goes out without asking the seller again. Dropped once used, on sign-out, and with the page.
 */
let offlineCredentials: { email: string; password: string; rememberMe: boolean } | null = null;

const isNetworkError = (err: unknown) => err instanceof GraphQLRequestError && err.networkError?.status === 0;

function cachedUser(): SessionUser | null {
  try {
    const text = readStored('currentUser');
    return text ? (JSON.parse(text) as SessionUser) : null;
  } catch {
    return null;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>('loading');
  const [user, setUserState] = useState<SessionUser | null>(null);
  const token = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const accept = useCallback((result: Payload | null | 'offline') => {
    clearTimeout(timer.current);
    if (result === 'offline') {
      // Keep whoever was signed in on this device and still in session; sync waits for a token.
      const user = sessionOpensOffline() ? cachedUser() : null;
      token.current = null;
      setAccessToken(null);
      setUserState(user);
      setStatus(user ? 'signedIn' : 'signedOut');
      return;
    }
    // Spec public §4: signed in means the current user has an id; an answer without one is no session.
    const payload = result && result.user.id ? result : null;
    token.current = payload?.token ?? null;
    // Data modules outside React (pwa/data: request, replication) read it from here.
    setAccessToken(token.current);
    setUserState(payload?.user ?? null);
    setStatus(payload ? 'signedIn' : 'signedOut');
    if (payload) {
      // A new sign-in replaces the cookie a pending sign-out was about.
      removeStored('signOutPending');
      writeStored('userId', payload.user.id);
      writeStored('currentUser', JSON.stringify(payload.user));
      markAlive();
      offlineCredentials = null;
      refreshOfflineProfile(payload.user);
    } else {
      // Signed out: the next account must not see this one's answers (a visitor who never signed in keeps the page's).
      if (readStored('currentUser')) forgetLoaded();
      removeStored('currentUser');
      offlineCredentials = null;
    }
    const expires = payload ? expiryOf(payload.token) : undefined;
    if (expires) timer.current = setTimeout(() => void refreshOnce().then(accept), Math.max(5_000, expires - Date.now() - 60_000));
  }, []);

  useEffect(() => {
    // After a pending sign-out, whatever the server said, this device starts signed out.
    const signedOutHere = readStored('signOutPending') !== null;
    // The server did not answer the last page (Wi-Fi without internet, the morning at a shop): open with the account
    // kept on the device at once, as an offline start does, rather than after the refresh's own wait for no answer;
    // the refresh goes on behind it and its answer replaces this (issue 41 point 1).
    if (!signedOutHere && !isReachable() && sessionOpensOffline() && cachedUser()) accept('offline');
    void tellPendingSignOut().then(() => (signedOutHere ? accept(null) : refreshOnce().then(accept)));
    // pwa/data/request.ts refreshes an expired token through here, once per call.
    setTokenRefresher(async () => {
      const payload = await reconnect();
      return payload === 'offline' ? 'offline' : (payload?.token ?? null);
    });
    // Back online without a token (offline start or offline sign-in): get one, so the queue goes out.
    const onOnline = () => {
      void tellPendingSignOut();
      if (!token.current && cachedUser()) void reconnect();
    };
    /** A fresh token from the refresh cookie, else (the cookie went with the browser) from the offline sign-in's password. */
    async function reconnect(): Promise<Payload | null | 'offline'> {
      let result = await refreshOnce();
      const held = offlineCredentials;
      if (result === null && held)
        result = await auth
          .signIn(held.email, held.password, held.rememberMe)
          .catch((err: unknown) => (isNetworkError(err) ? 'offline' : null));
      // Still out of reach while already running offline: nothing to change (the sync engine asks every few seconds).
      if (result === 'offline' && token.current === null) return result;
      accept(result);
      return result;
    }
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(timer.current);
      window.removeEventListener('online', onOnline);
      setTokenRefresher(null);
    };
  }, [accept]);

  const value = useMemo<SessionValue>(
    () => ({
      status,
      user,
      async signIn(email, password, rememberMe) {
        // The cookie still names the account signed out offline: end that session before this one replaces it.
        await tellPendingSignOut();
        let payload: Payload;
        try {
          payload = await auth.signIn(email, password, rememberMe);
        } catch (err) {
          if (!isNetworkError(err)) throw err;
          // No connection: an account that signed in here before opens on the device with its password.
          const unlocked = await unlockOffline(email, password);
          if (unlocked === 'unknown') throw new CustomError('auth.offline.unknown');
          if (unlocked === 'wrong') throw new AuthCodeError('auth/wrong-password');
          writeStored('sessionRemembered', rememberMe ? '1' : '0');
          markAlive();
          writeStored('userId', unlocked.id);
          writeStored('currentUser', JSON.stringify(unlocked));
          offlineCredentials = { email, password, rememberMe };
          accept('offline');
          return unlocked;
        }
        writeStored('sessionRemembered', rememberMe ? '1' : '0');
        accept(payload);
        // The verifier for the next offline sign-in, in the background (a second of a phone's time).
        void rememberForOffline(email, password, payload.user).catch(() => undefined);
        return payload.user;
      },
      async signUp(input) {
        const payload = await auth.signUp(input);
        accept(payload);
        return payload.user;
      },
      async signOut() {
        try {
          await auth.signOut();
        } catch (error) {
          // Out of reach: signed out on this device now, and told to the server when it can be (tellPendingSignOut).
          if (error instanceof GraphQLRequestError && error.networkError?.status === 0) writeStored('signOutPending', '1');
          else throw error;
        } finally {
          accept(null);
        }
      },
      async reload() {
        const me = await auth.fetchMe();
        if (me) setUserState(me);
        else accept(null);
        return me;
      },
      setUser: setUserState,
      adopt: accept,
    }),
    [status, user, accept],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
