import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseErrorMessage } from '../../app/errors/errorHandler';
import { useRequest } from './session';
import { sendVerificationEmail } from './api';
import { AuthForm } from './AuthForm';

/** Resend verification: for a signed-in user whose address is not verified yet. */
export function EmailUnverifiedPage() {
  const { t } = useTranslation();
  const request = useRequest();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ error: string | null; success: string | null }>({ error: null, success: null });

  async function resend() {
    setBusy(true);
    try {
      await sendVerificationEmail(request);
      setResult({ error: null, success: t('auth.unverified.success') });
    } catch (err) {
      setResult({ error: chooseErrorMessage(err, t), success: null });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthForm
      titleKey="auth.unverified.title"
      title={t('auth.unverified.title')}
      text={t('auth.unverified.text')}
      error={result.error}
      success={result.success}
    >
      <Button colorPalette="brand" loading={busy} onClick={() => void resend()}>
        {t('auth.unverified.resend')}
      </Button>
    </AuthForm>
  );
}
