import { Center, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { landingOf } from './backofficeMenu';
import { useLanguage } from '../ui/language';
import { callerOf, useAccess, type ScreenAccess } from './access';
import { useSession, type SessionUser } from './session';
import { localized, splitLanguagePrefix } from '../lib/languagePath';
import { safeRedirect } from '../../shared/signIn';

// Route guards (public-site spec §5): the back-office needs a signed-in user
// with at least one role and a verified address; a route's permission failing goes to /403; pages
// for signed-out visitors send a signed-in user on.

function Loading() {
  return (
    <Center minHeight="50dvh">
      <Spinner role="status" size="lg" aria-label="…" />
    </Center>
  );
}

/** Where a signed-in user belongs: its first useful back-office screen, or the pending screen without roles. */
export function homeOf(user: Pick<SessionUser, 'roles' | 'outletId' | 'emailVerified' | 'userType'>): string {
  return landingOf(callerOf(user));
}

export function RequireBackoffice() {
  const { status, user } = useSession();
  const language = useLanguage();
  const location = useLocation();
  if (status === 'loading') return <Loading />;
  if (!user) {
    const redirect = splitLanguagePrefix(location.pathname).rest + location.search;
    return <Navigate to={`${localized(language, '/auth/signin')}?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  // The address first: a new account can act on it now, where roles wait for an admin (issue 43 point 2).
  if (!user.emailVerified) return <Navigate to={localized(language, '/auth/email-unverified')} replace />;
  if (!user.roles.length) return <Navigate to={localized(language, '/auth/pending-permissions')} replace />;
  return <Outlet />;
}

/**
 * A screen's access (its operation, action or permission) failing goes to
 * /403, or with `elseLanding` to the account's own first screen (the
 * back-office home of an account that may not read the overview).
 */
export function RequireAccess({ access, elseLanding, children }: { access: ScreenAccess; elseLanding?: boolean; children?: ReactNode }) {
  const { caller, canOpen } = useAccess();
  const language = useLanguage();
  if (!canOpen(access)) return <Navigate to={localized(language, elseLanding ? landingOf(caller) : '/403')} replace />;
  return children ?? <Outlet />;
}

/**
 * The route behind its screen's access (docs/ARCHITECTURE.md "Adding an operation"). The access rides in the
 * route's `handle` too, so the screens an account may open can be listed (their code cached at sign-in).
 */
export function guarded(access: ScreenAccess, route: RouteObject): RouteObject {
  return { element: <RequireAccess access={access} />, handle: { access }, children: [route] };
}

export function OnlySignedOut() {
  const { status, user } = useSession();
  const language = useLanguage();
  const location = useLocation();
  if (status === 'loading') return <Loading />;
  if (user) {
    const redirect = user.roles.length ? safeRedirect(new URLSearchParams(location.search).get('redirect')) : null;
    return <Navigate to={localized(language, redirect ?? homeOf(user))} replace />;
  }
  return <Outlet />;
}

export function RequireSignedIn() {
  const { status, user } = useSession();
  const language = useLanguage();
  if (status === 'loading') return <Loading />;
  if (!user) return <Navigate to={localized(language, '/auth/signin')} replace />;
  return <Outlet />;
}
