import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppThemeProvider } from './appTheme';
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
        <RouterProvider router={router} />
        <UpdatePrompt />
        <Toaster />
      </ColorModeProvider>
    </AppThemeProvider>
  );
}
