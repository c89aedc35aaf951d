import { readStored, writeStored } from './storage';

// Whether the server answers, judged by its answers (issue 41 point 1): navigator.onLine says only that a network is
// there, and on Wi-Fi without internet it stays true while nothing gets through. Every request through the
// transport reports here: an answer (any HTTP status but a gateway's 502-504) means reachable; no answer, or a
// gateway that could not reach the server, means not. Until the first report, the browser's own idea stands.

type Listener = () => void;
/** The last page's verdict carries over a reload: a page opened on Wi-Fi without internet starts knowing it. */
let reachable: boolean | null = readStored('reachable') === '0' ? false : null;
const listeners = new Set<Listener>();

function set(next: boolean) {
  if (reachable === next) return;
  reachable = next;
  writeStored('reachable', next ? '1' : '0');
  listeners.forEach((l) => l());
}

export function noteAnswered(): void {
  set(true);
}

export function noteUnreachable(): void {
  set(false);
}

/** True when the server answered last (or, before any request, when the browser thinks it is online). */
export function isReachable(): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  return reachable ?? true;
}

// The global scope's own listeners: a window's, or a worker's (the transport reports here from both).
export function subscribeReachable(changed: Listener): () => void {
  listeners.add(changed);
  addEventListener('online', changed);
  addEventListener('offline', changed);
  return () => {
    listeners.delete(changed);
    removeEventListener('online', changed);
    removeEventListener('offline', changed);
  };
}
