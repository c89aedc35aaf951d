import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setAccessToken } from '../../data/accessToken';
import { setTokenRefresher } from '../../data/request';
import { forgetLoaded } from '../../data/useLoad';
import { graphqlRequest, GraphQLRequestError } from '../../lib/graphql';
import { readStored, removeStored, writeStored } from '../../lib/storage';

// The signed-in user and the access token. The token lives in memory only;
// the refresh token is an httpOnly cookie the page cannot read. On load the
// session is restored through authRefresh, and refreshed again a minute
// before the access token expires.

export const USER_FIELDS =
  'id email firstName lastName fullName phoneNumber avatars { id name sizeInBytes publicUrl privateUrl } roles permissions outletId disabled emailVerified userType createdAt updatedAt';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  phoneNumber: string | null;
  avatars: Array<{ id: string; name: string; sizeInBytes: number; publicUrl: string; privateUrl: string | null }>;
  roles: string[];
  permissions: string[];
  /** The outlet an outlet account works for; null for back-office accounts (shared/access). */
  outletId: string | null;
  disabled: boolean;
  emailVerified: boolean;
  userType: string;
  createdAt: string;
  updatedAt: string;
}

type Payload = { token: string; user: SessionUser };
export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';
export type Request = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

interface SessionValue {
  status: SessionStatus;
  user: SessionUser | null;
  request: Request;
  signIn(email: string, password: string, rememberMe: boolean): Promise<SessionUser>;
  signUp(input: { email: string; password: string; firstName?: string; lastName?: string }): Promise<SessionUser>;
  signOut(): Promise<void>;
  /** Reloads the user (after a profile change or when roles may have changed). */
  reload(): Promise<void>;
  setUser(user: SessionUser): void;
  /** Takes a session another sign-in made (the public site's member modal: phone code or email). */
  adopt(payload: { token: string; user: SessionUser }): void;
}

const SessionContext = createContext<SessionValue | null>(null);

const REFRESH = `mutation { authRefresh { token user { ${USER_FIELDS} } } }`;

function expiryOf(token: string): number | undefined {
  try {
    const payload = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return payload.exp ? payload.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

// One refresh at a time for the whole page: a refresh token is single-use, so
// two concurrent refreshes would look like reuse and end the session.
// 'offline': the server could not be reached, which says nothing about the
// session; the cached profile keeps the back-office usable until it can.
let refreshing: Promise<Payload | null | 'offline'> | null = null;
function refreshOnce(language: string): Promise<Payload | null | 'offline'> {
  refreshing ??= graphqlRequest<{ authRefresh: Payload }>(REFRESH, undefined, { language })
    .then((data) => data.authRefresh)
    .catch((err: unknown) => (err instanceof GraphQLRequestError && err.networkError?.status === 0 ? ('offline' as const) : null))
    .finally(() => setTimeout(() => (refreshing = null), 0));
  return refreshing;
}

function cachedUser(): SessionUser | null {
  try {
    const text = readStored('currentUser');
    return text ? (JSON.parse(text) as SessionUser) : null;
  } catch {
    return null;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [status, setStatus] = useState<SessionStatus>('loading');
  const [user, setUserState] = useState<SessionUser | null>(null);
  const token = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const accept = useCallback(
    (result: Payload | null | 'offline') => {
      clearTimeout(timer.current);
      if (result === 'offline') {
        // Keep whoever was signed in on this device; sync waits for a token.
        const user = cachedUser();
        token.current = null;
        setAccessToken(null);
        setUserState(user);
        setStatus(user ? 'signedIn' : 'signedOut');
        return;
      }
      const payload = result;
      token.current = payload?.token ?? null;
      // Data modules outside React (pwa/data: request, replication) read it from here.
      setAccessToken(token.current);
      setUserState(payload?.user ?? null);
      setStatus(payload ? 'signedIn' : 'signedOut');
      if (payload) {
        writeStored('userId', payload.user.id);
        writeStored('currentUser', JSON.stringify(payload.user));
      } else {
        // Signed out: the next account must not see this one's answers (a visitor who never signed in keeps the page's).
        if (readStored('currentUser')) forgetLoaded();
        removeStored('currentUser');
      }
      const expires = payload ? expiryOf(payload.token) : undefined;
      if (expires)
        timer.current = setTimeout(() => void refreshOnce(i18n.language).then(accept), Math.max(5_000, expires - Date.now() - 60_000));
    },
    [i18n],
  );

  useEffect(() => {
    void refreshOnce(i18n.language).then(accept);
    // pwa/data/request.ts refreshes an expired token through here, once per call.
    setTokenRefresher(async () => {
      const payload = await refreshOnce(i18n.language);
      accept(payload);
      return payload && payload !== 'offline' ? payload.token : null;
    });
    // Back online without a token (offline start): get one, so sync resumes.
    const onOnline = () => {
      if (!token.current && cachedUser()) void refreshOnce(i18n.language).then(accept);
    };
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(timer.current);
      window.removeEventListener('online', onOnline);
      setTokenRefresher(null);
    };
  }, [accept, i18n]);

  const request = useCallback<Request>(
    async <T,>(query: string, variables?: Record<string, unknown>) => {
      try {
        return await graphqlRequest<T>(query, variables, { language: i18n.language, token: token.current });
      } catch (err) {
        // An access token that expired (or a sleeping laptop): refresh once and retry.
        if (err instanceof GraphQLRequestError && err.code === 'UNAUTHENTICATED' && token.current) {
          const payload = await refreshOnce(i18n.language);
          accept(payload);
          if (payload && payload !== 'offline')
            return graphqlRequest<T>(query, variables, { language: i18n.language, token: payload.token });
        }
        throw err;
      }
    },
    // i18n.language is read at call time.
    [accept, i18n],
  );

  const value = useMemo<SessionValue>(
    () => ({
      status,
      user,
      request,
      async signIn(email, password, rememberMe) {
        const data = await graphqlRequest<{ authSignIn: Payload }>(
          `mutation ($email: String!, $password: String!, $rememberMe: Boolean) { authSignIn(email: $email, password: $password, rememberMe: $rememberMe) { token user { ${USER_FIELDS} } } }`,
          { email, password, rememberMe },
          { language: i18n.language },
        );
        accept(data.authSignIn);
        return data.authSignIn.user;
      },
      async signUp(input) {
        const data = await graphqlRequest<{ authSignUp: Payload }>(
          `mutation ($email: String!, $password: String!, $firstName: String, $lastName: String) { authSignUp(email: $email, password: $password, firstName: $firstName, lastName: $lastName) { token user { ${USER_FIELDS} } } }`,
          input,
          { language: i18n.language },
        );
        accept(data.authSignUp);
        return data.authSignUp.user;
      },
      async signOut() {
        try {
          await graphqlRequest('mutation { authSignOut }', undefined, { language: i18n.language });
        } finally {
          accept(null);
        }
      },
      async reload() {
        const data = await request<{ authMe: SessionUser | null }>(`{ authMe { ${USER_FIELDS} } }`);
        if (data.authMe) setUserState(data.authMe);
        else accept(null);
      },
      setUser: setUserState,
      adopt: accept,
    }),
    [status, user, request, accept, i18n],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The GraphQL doorway for screens: the caller's language and token added. */
export function useRequest(): Request {
  return useSession().request;
}
