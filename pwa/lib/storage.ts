// The local-storage keys the spec names (currentUser: the signed-in profile,
// so the back-office opens offline), plus 'theme' (the last app theme, for
// the first paint), 'visitorId' (anonymous likes and views on the public site)
// 'authSplashSeen' (the /auth welcome shows once), 'signOutPending' (a sign-out made offline, not yet told to the server)
// and 'screensCached' (for which account and build every screen's code was cached, pwa/app/warmScreens.ts).
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
  | 'screensCached';

export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, policy): behave as if nothing is stored
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* storage disabled: the choice lasts for this page only */
  }
}

export function removeStored(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* storage disabled: nothing was kept */
  }
}
