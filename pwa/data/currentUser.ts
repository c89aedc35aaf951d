import { useCallback, useSyncExternalStore } from 'react';
import { can, type Permission } from '../../shared/permissions';

// The signed-in user's roles, the one place screens read them from to hide
// what the user cannot do (the server checks again on every call).
// The session provider (pwa/features/auth/session.tsx) sets them whenever
// the user changes, and [] on sign-out.
let roles: readonly string[] = [];
const listeners = new Set<() => void>();

export function setCurrentUserRoles(next: readonly string[]): void {
  roles = [...next];
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentUser(): { roles: readonly string[] } {
  const current = useSyncExternalStore(subscribe, () => roles);
  return { roles: current };
}

/** `allowed('productEdit')`: true when any of the user's roles grants it. */
export function usePermissions(): (permission: Permission) => boolean {
  const { roles: current } = useCurrentUser();
  return useCallback((permission: Permission) => can(current, permission), [current]);
}
