import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorHandler } from '../../ui/errors/useErrorHandler';
import { showSuccess } from '../../ui/toaster';
import { useDeleteConfirmation } from '../ConfirmDialog';

/**
 * Deleting a record from its list or its page: the confirmation (or the pin
 * code when the settings ask for one), the call, "deleted", then `onDone`
 * (reload the list, go back to it); a refusal goes down the one error path.
 */
export function useRemoval({
  confirmKey,
  doneKey,
  destroy,
  onDone,
}: {
  /** The question, with {{name}}. */
  confirmKey: string;
  doneKey: string;
  destroy(id: string, pinCode: string | null): Promise<unknown>;
  onDone(): void;
}): { remove(id: string, name: string): Promise<void>; busy: boolean; dialog: ReactNode } {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const confirmation = useDeleteConfirmation();
  const [busy, setBusy] = useState(false);

  async function remove(id: string, name: string) {
    try {
      const pin = await confirmation.ask(t(confirmKey, { name }));
      if (pin === false) return;
      setBusy(true);
      await destroy(id, pin);
      showSuccess(t(doneKey));
      onDone();
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  }

  return { remove, busy, dialog: confirmation.dialog };
}
