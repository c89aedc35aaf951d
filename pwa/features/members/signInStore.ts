import { useSyncExternalStore } from 'react';

// Whether the sign-in modal is open, outside React state: the header bar and
// the mobile drawer both have a sign-in button, but only the bar's (always
// mounted) hosts the modal, so closing the drawer does not unmount it.
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  open = value;
  for (const listener of listeners) listener();
}

export const openSignIn = () => set(true);
export const closeSignIn = () => set(false);

export function useSignInOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    // Server render and hydration: closed (a page is never rendered with it open).
    () => false,
  );
}
