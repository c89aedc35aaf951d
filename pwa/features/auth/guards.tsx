import { Center, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Permission } from '../../../shared/permissions';
import { useLanguage } from '../../app/language';
import { useCan, useSession } from './session';
import { localized, splitLanguagePrefix } from '../../lib/languagePath';

// Route guards (public-site spec §5): the back-office needs a signed-in user
// with at least one role; a route's permission failing goes to /403; pages
// for signed-out visitors send a signed-in user on.

function Loading() {
  return (
    <Center minHeight="50dvh">
      <Spinner size="lg" aria-label="…" />
    </Center>
  );
}

/** Where a signed-in user belongs: the back-office, or the pending screen without roles. */
export function homeOf(roles: readonly string[] | undefined): string {
  return roles?.length ? '/admin' : '/auth/pending-permissions';
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
  if (!user.roles.length) return <Navigate to={localized(language, '/auth/pending-permissions')} replace />;
  return <Outlet />;
}

export function RequirePermission({ permission, children }: { permission: Permission; children?: ReactNode }) {
  const allowed = useCan()(permission);
  const language = useLanguage();
  if (!allowed) return <Navigate to={localized(language, '/403')} replace />;
  return children ?? <Outlet />;
}

/** A `redirect` query value only if it is a path inside the app (never another site). */
export function safeRedirect(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : null;
}

export function OnlySignedOut() {
  const { status, user } = useSession();
  const language = useLanguage();
  const location = useLocation();
  if (status === 'loading') return <Loading />;
  if (user) {
    const redirect = user.roles.length ? safeRedirect(new URLSearchParams(location.search).get('redirect')) : null;
    return <Navigate to={localized(language, redirect ?? homeOf(user.roles))} replace />;
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
