// The local-storage keys the spec names (currentUser: the signed-in profile,
// so the back-office opens offline), plus 'theme' (the last app theme, for
// the first paint), 'visitorId' (anonymous likes and views on the public site)
// 'authSplashSeen' (the /auth welcome shows once), 'signOutPending' (a sign-out made offline, not yet told to the server)
// 'screensCached' (for which account and build every screen's code was cached, pwa/app/warmScreens.ts),
// 'offlineAccounts' (each account's password verifier and profile for an offline sign-in, pwa/session/offlineUnlock.ts)
// 'sessionRemembered' ('0': the last sign-in left "Remember me" unticked, so a browser restart ends it here too)
// 'lastSync' (each account's last sync round, before the device store kept it: read once by pwa/data/device/legacyStores.ts)
// 'serverClock' (this device's clock offset from the server's, pwa/lib/serverClock.ts), 'reachable' (whether the
// server answered the last request, pwa/lib/reachability.ts) and 'warrantyCertificates' (the warranty registrations
// confirmed on this device, so their certificates can be downloaded after a reload, pwa/features/warranty/keptCertificates.ts).
export type StorageKey =
  | 'language'
  | 'mode'
  | 'current_branch'
  | 'userId'
  | 'browser'
  | 'token'
  | 'currentUser'
  | 'theme'
  | 'visitorId'
  | 'authSplashSeen'
  | 'signOutPending'
  | 'screensCached'
  | 'offlineAccounts'
  | 'sessionRemembered'
  | 'lastSync'
  | 'serverClock'
  | 'reachable'
  | 'warrantyCertificates';

/** The page's local storage; none in a worker (the transport runs in the items pull's worker and the service worker too). */
interface KeyValues {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
function local(): KeyValues | undefined {
  return (globalThis as { localStorage?: KeyValues }).localStorage;
}

export function readStored(key: StorageKey): string | null {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null; // storage disabled (private mode, policy): behave as if nothing is stored
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    local()?.setItem(key, value);
  } catch {
    /* storage disabled: the choice lasts for this page only */
  }
}

export function removeStored(key: StorageKey): void {
  try {
    local()?.removeItem(key);
  } catch {
    /* storage disabled: nothing was kept */
  }
}
