import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { localized } from '../../lib/languagePath';
import { useLanguage } from '../../ui/language';
import { useErrorHandler } from '../../ui/errors/useErrorHandler';
import { showSuccess } from '../../ui/toaster';
import { useDeleteConfirmation } from '../ConfirmDialog';

/**
 * Deleting a record from its list or its page: the confirmation (or the pin
 * code when the settings ask for one), the call, "deleted", then `onDone`
 * (reload the list) or, from the record's page, back to its list (`backTo`);
 * a refusal goes down the one error path.
 */
export function useRemoval({
  confirmKey,
  doneKey,
  destroy,
  onDone,
  backTo,
}: {
  /** The question, with {{name}}. */
  confirmKey: string;
  doneKey: string;
  destroy(id: string, pinCode: string | null): Promise<unknown>;
  onDone?(): void;
  /** The list to go back to once deleted (a language-neutral path). */
  backTo?: string;
}): { remove(id: string, name: string): Promise<void>; busy: boolean; dialog: ReactNode } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
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
      onDone?.();
      if (backTo !== undefined) void navigate(localized(language, backTo));
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  }

  return { remove, busy, dialog: confirmation.dialog };
}
