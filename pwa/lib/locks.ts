// Web Locks (navigator.locks): one holder at a time across this origin's tabs, workers and service worker. Where the
// browser has none (older ones, a page served over plain HTTP on another host), the work runs unlocked: what the locks
// guard is then guarded only within the page, as before.

export function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  // request() resolves to what the callback's promise resolves to.
  return locks ? (locks.request(name, work) as Promise<T>) : work();
}

/**
 * A refresh token is single-use: two refreshes at once from one browser (two tabs, a tab and the service worker's
 * background sync) would present the same cookie twice, which the server takes for a stolen token and ends the
 * session. Every refresh on this origin holds this lock, so the second sends the cookie the first one got.
 */
export const SESSION_REFRESH_LOCK = 'aqua-session-refresh';
