import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppThemeProvider } from './appTheme';
import { SessionProvider } from '../features/auth/session';
import { ColorModeProvider } from './colorMode';
import { OutdatedBrowserNotice, UpdatePrompt } from './Notices';
import { createRouter } from './router';
import { Toaster } from './toaster';

export function App() {
  const [router] = useState(createRouter);
  return (
    <AppThemeProvider>
      <ColorModeProvider>
        <OutdatedBrowserNotice />
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
        <UpdatePrompt />
        <Toaster />
      </ColorModeProvider>
    </AppThemeProvider>
  );
}
