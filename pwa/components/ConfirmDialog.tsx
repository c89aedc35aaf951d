import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePinCodePrompt } from './PinCodeDialog';
import { AlertDialog, useAnswer } from './AlertDialog';

interface ConfirmOptions {
  title: string;
  text: string;
  confirmLabel: string;
}

/** A promise-returning confirmation dialog: `await confirm({...})` is true when the user confirmed. */
export function useConfirm(): { confirm(options: ConfirmOptions): Promise<boolean>; dialog: ReactNode } {
  // The last question stays while the dialog closes.
  const [options, setOptions] = useState<ConfirmOptions>({ title: '', text: '', confirmLabel: '' });
  const { open, ask, answer } = useAnswer<boolean>();
  const confirm = useCallback(
    (next: ConfirmOptions) => {
      setOptions(next);
      return ask();
    },
    [ask],
  );
  const dialog = (
    <AlertDialog
      open={open}
      title={options.title}
      confirmLabel={options.confirmLabel}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    >
      {options.text}
    </AlertDialog>
  );
  return { confirm, dialog };
}

/**
 * Deletion as the spec wants it: when the settings ask for a pin code, the
 * pin dialog is the confirmation (and the server checks the pin); otherwise a
 * plain confirmation. `ask()` resolves to the pin (string), null (no pin
 * needed, confirmed) or false (cancelled).
 */
export function useDeleteConfirmation(): { ask(text: string): Promise<string | null | false>; dialog: ReactNode } {
  const { t } = useTranslation();
  const { ask: askPin, dialog: pinDialog } = usePinCodePrompt();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const ask = useCallback(
    async (text: string) => {
      const answer = await askPin();
      if (answer !== null) return answer;
      return (await confirm({ title: t('list.confirmDeleteTitle'), text, confirmLabel: t('list.delete') })) ? null : false;
    },
    [askPin, confirm, t],
  );
  return {
    ask,
    dialog: (
      <>
        {pinDialog}
        {confirmDialog}
      </>
    ),
  };
}
