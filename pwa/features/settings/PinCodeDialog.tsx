import { Button, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAppSettings } from '../../data/appSettings';

/**
 * Asks for the pin code before a deletion when the settings require one
 * (spec §6). `ask()` resolves to the pin typed, null when no pin is needed,
 * or false when the user cancelled. The server checks the pin.
 */
export function usePinCodePrompt(): { ask(): Promise<string | null | false>; dialog: ReactNode } {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pin, setPin] = useState('');
  const resolver = useRef<((value: string | false) => void) | null>(null);

  const ask = useCallback(async () => {
    const { deletionNeedsPinCode } = await fetchAppSettings();
    if (!deletionNeedsPinCode) return null;
    setPin('');
    setOpen(true);
    return new Promise<string | false>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const finish = (value: string | false) => {
    setOpen(false);
    resolver.current?.(value);
    resolver.current = null;
  };

  const dialog = (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && finish(false)} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            as="form"
            onSubmit={(e: React.FormEvent) => {
              e.preventDefault();
              finish(pin);
            }}
          >
            <Dialog.Header>
              <Dialog.Title>{t('settings.pinCodePrompt.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root>
                <Field.Label>{t('settings.pinCodePrompt.text')}</Field.Label>
                <Input
                  type="password"
                  inputMode="numeric"
                  autoComplete="off"
                  autoFocus
                  value={pin}
                  onChange={(e) => setPin(e.target.value)}
                />
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => finish(false)}>
                {t('settings.pinCodePrompt.cancel')}
              </Button>
              <Button type="submit" colorPalette="red" disabled={!pin}>
                {t('settings.pinCodePrompt.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
  return { ask, dialog };
}
