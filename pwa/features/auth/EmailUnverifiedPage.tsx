import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { sendVerificationEmail } from '../../data/auth';
import { localized } from '../../lib/languagePath';
import { homeOf } from '../../session/guards';
import { useSession } from '../../session/session';
import { useLanguage } from '../../ui/language';
import { showError } from '../../ui/toaster';
import { AuthForm, useAuthAction } from './AuthForm';

/**
 * Where an account whose roles wait on its address lands (spec: "unverified
 * users are told to verify; when verified the app reloads, otherwise an error
 * shows"): resend the link, or say it was opened and go on.
 */
export function EmailUnverifiedPage() {
  const { t } = useTranslation();
  const { user, reload, signOut } = useSession();
  const language = useLanguage();
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const resend = useAuthAction();
  const check = useAuthAction();
  if (user?.emailVerified) return <Navigate to={localized(language, homeOf(user))} replace />;

  const sendAgain = () =>
    resend.run(async () => {
      setSent(false);
      await sendVerificationEmail();
      setSent(true);
    });
  const checkAgain = () =>
    check.run(async () => {
      const me = await reload();
      if (me && !me.emailVerified) showError(t('auth.emailNotVerified'));
    });

  return (
    <AuthForm
      titleKey="auth.unverified.title"
      title={t('auth.unverified.title')}
      text={t('auth.unverified.text')}
      error={resend.error ?? check.error}
      success={sent ? t('auth.unverified.success') : null}
    >
      <Button colorPalette="brand" loading={check.busy} onClick={() => void checkAgain()}>
        {t('auth.unverified.done')}
      </Button>
      <HStack gap="3" flexWrap="wrap">
        <Button variant="outline" loading={resend.busy} onClick={() => void sendAgain()}>
          {t('auth.unverified.resend')}
        </Button>
        <Button variant="ghost" onClick={() => void signOut().then(() => navigate(localized(language, '/auth/signin')))}>
          {t('auth.signOut')}
        </Button>
      </HStack>
    </AuthForm>
  );
}
