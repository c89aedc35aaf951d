import { StrictMode, useEffect, type ReactNode } from 'react';
import { App } from '../app/App';

/**
 * The whole React tree, the same on the server and in the browser (a
 * hydration must find exactly the server's tree). `onHydrated` runs once the
 * first commit is done: boot.ts replays input that arrived before it.
 */
export function Root({ router, onHydrated }: { router?: ReactNode; onHydrated?: () => void }) {
  return (
    <StrictMode>
      <App router={router} />
      <Committed onCommit={onHydrated} />
    </StrictMode>
  );
}

function Committed({ onCommit }: { onCommit?: () => void }) {
  useEffect(() => {
    onCommit?.();
    // Once: the first commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
