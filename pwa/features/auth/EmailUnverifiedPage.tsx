import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendVerificationEmail } from '../../data/auth';
import { AuthForm, useAuthAction } from './AuthForm';

/** Resend verification: for a signed-in user whose address is not verified yet. */
export function EmailUnverifiedPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const { busy, error, run } = useAuthAction();
  const resend = () =>
    run(async () => {
      setSent(false);
      await sendVerificationEmail();
      setSent(true);
    });

  return (
    <AuthForm
      titleKey="auth.unverified.title"
      title={t('auth.unverified.title')}
      text={t('auth.unverified.text')}
      error={error}
      success={sent ? t('auth.unverified.success') : null}
    >
      <Button colorPalette="brand" loading={busy} onClick={() => void resend()}>
        {t('auth.unverified.resend')}
      </Button>
    </AuthForm>
  );
}
