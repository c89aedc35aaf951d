import { useCallback, useState } from 'react';
import { useErrorHandler } from '../ui/errors/useErrorHandler';

/**
 * A screen's action (save, enable, delete): `busy` while it runs, a failure
 * down the one error path. `run` answers whether the action went through.
 */
export function useAction(): { busy: boolean; run(action: () => Promise<unknown>): Promise<boolean> } {
  const handleError = useErrorHandler();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: () => Promise<unknown>) => {
      setBusy(true);
      try {
        await action();
        return true;
      } catch (error) {
        handleError(error);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [handleError],
  );
  return { busy, run };
}
