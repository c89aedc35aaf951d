import { useSyncExternalStore } from 'react';

// The browser's own idea of the network (navigator.onLine with its online and
// offline events): false means certainly offline; true means a network is
// there, not that the server answers (the outbox's queue says that).

function subscribe(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
