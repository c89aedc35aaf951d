import { Field, Input } from '@chakra-ui/react';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog, useAnswer } from './AlertDialog';
import { fetchAppSettings } from '../data/appSettings';

/**
 * Asks for the pin code before a deletion when the settings require one
 * (spec §6). `ask()` resolves to the pin typed, null when no pin is needed,
 * or false when the user cancelled. The server checks the pin.
 */
export function usePinCodePrompt(): { ask(): Promise<string | null | false>; dialog: ReactNode } {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const prompt = useAnswer<string | false>();
  const { ask: askPin } = prompt;

  const ask = useCallback(async () => {
    const { deletionNeedsPinCode } = await fetchAppSettings();
    if (!deletionNeedsPinCode) return null;
    setPin('');
    return askPin();
  }, [askPin]);

  const dialog = (
    <AlertDialog
      open={prompt.open}
      title={t('settings.pinCodePrompt.title')}
      cancelLabel={t('settings.pinCodePrompt.cancel')}
      confirmLabel={t('settings.pinCodePrompt.confirm')}
      confirmDisabled={!pin}
      onConfirm={() => prompt.answer(pin)}
      onCancel={() => prompt.answer(false)}
    >
      <Field.Root>
        <Field.Label>{t('settings.pinCodePrompt.text')}</Field.Label>
        <Input type="password" inputMode="numeric" autoComplete="off" autoFocus value={pin} onChange={(e) => setPin(e.target.value)} />
      </Field.Root>
    </AlertDialog>
  );
  return { ask, dialog };
}
