import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePinCodePrompt } from '../features/settings/PinCodeDialog';

interface ConfirmOptions {
  title: string;
  text: string;
  confirmLabel: string;
}

/** A promise-returning confirmation dialog: `await confirm({...})` is true when the user confirmed. */
export function useConfirm(): { confirm(options: ConfirmOptions): Promise<boolean>; dialog: ReactNode } {
  const { t } = useTranslation();
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const confirm = useCallback((next: ConfirmOptions) => {
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const finish = (value: boolean) => {
    setOptions(null);
    resolver.current?.(value);
    resolver.current = null;
  };

  const dialog = (
    <Dialog.Root open={options !== null} onOpenChange={(e) => !e.open && finish(false)} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{options?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{options?.text}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => finish(false)}>
                {t('list.cancel')}
              </Button>
              <Button colorPalette="red" onClick={() => finish(true)}>
                {options?.confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
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
