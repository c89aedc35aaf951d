import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { fetchTheme } from '../data/appSettings';
import { AppThemeProvider } from '../ui/appTheme';
import { LocalDataProvider } from '../data/LocalDataProvider';
import { pullsAnything } from '../../shared/sync';
import { SessionProvider, useSession } from '../session/session';
import { ColorModeProvider } from '../ui/colorMode';
import { OutdatedBrowserNotice, UpdatePrompt } from './Notices';
import { createRouter, routes } from './router';
import { useWarmScreens } from './warmScreens';
import { Toaster } from '../ui/toaster';

/** `router`: the router element when the caller made it (hydration in main.tsx, the server's static router). */
export function App({ router: given }: { router?: ReactNode }) {
  const [router] = useState(() => (given ? null : createRouter()));
  return (
    <AppThemeProvider loadTheme={fetchTheme}>
      <ColorModeProvider>
        <OutdatedBrowserNotice />
        <SessionProvider>
          {!given && <ScreenWarmer />}
          <DeviceData>{given ?? (router && <RouterProvider router={router} />)}</DeviceData>
        </SessionProvider>
        <UpdatePrompt />
        <Toaster />
      </ColorModeProvider>
    </AppThemeProvider>
  );
}

/**
 * The signed-in account's device store and sync engine, on every page (issue 41: a sale queued at the counter goes
 * out whatever page is open). Only staff keep work on the device: a club member (no role) or a visitor opens nothing.
 */
function DeviceData({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return (
    <LocalDataProvider userId={user?.roles.length ? user.id : undefined} watches={Boolean(user && pullsAnything(user))}>
      {children}
    </LocalDataProvider>
  );
}

/** Caches, after sign-in, the code of every screen the account may open (warmScreens.ts). */
function ScreenWarmer() {
  useWarmScreens(routes);
  return null;
}
