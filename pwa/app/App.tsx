import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '../features/auth/session';
import { ColorModeProvider } from './colorMode';
import { OutdatedBrowserNotice, UpdatePrompt } from './Notices';
import { createRouter } from './router';
import { system } from './theme';
import { Toaster } from './toaster';

export function App() {
  const [router] = useState(createRouter);
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <OutdatedBrowserNotice />
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
        <UpdatePrompt />
        <Toaster />
      </ColorModeProvider>
    </ChakraProvider>
  );
}
