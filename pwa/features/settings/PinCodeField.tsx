import { Field, HStack, IconButton, Input } from '@chakra-ui/react';
import { Copy, Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../ui/toaster';

/** The pin code, masked until shown, with a copy button. */
export function PinCodeField({ value, onChange, error }: { value: string; onChange(value: string): void; error?: string }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  // Spec §8 has two failures: no clipboard at all here (a page not served over HTTPS) is "Oops, unable to copy"; a
  // clipboard that refused the write (permission denied) is "Pin Code was copied unsuccessful".
  async function copy() {
    if (!navigator.clipboard) return showError(t('settings.copy.unavailable'));
    try {
      await navigator.clipboard.writeText(value);
      showSuccess(t('settings.copy.success'));
    } catch {
      showError(t('settings.copy.failure'));
    }
  }
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{t('settings.fields.pinCode')}</Field.Label>
      <HStack width="100%">
        <Input
          type={visible ? 'text' : 'password'}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          maxLength={12}
        />
        <IconButton
          variant="outline"
          aria-label={t(visible ? 'settings.hidePinCode' : 'settings.showPinCode')}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff /> : <Eye />}
        </IconButton>
        <IconButton variant="outline" aria-label={t('settings.copyPinCode')} onClick={() => void copy()} disabled={!value}>
          <Copy />
        </IconButton>
      </HStack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
