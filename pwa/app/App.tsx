import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { fetchTheme } from '../data/appSettings';
import { AppThemeProvider } from '../ui/appTheme';
import { SessionProvider } from '../session/session';
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
          {given ?? (router && <RouterProvider router={router} />)}
        </SessionProvider>
        <UpdatePrompt />
        <Toaster />
      </ColorModeProvider>
    </AppThemeProvider>
  );
}

/** Caches, after sign-in, the code of every screen the account may open (warmScreens.ts). */
function ScreenWarmer() {
  useWarmScreens(routes);
  return null;
}
