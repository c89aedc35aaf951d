import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../ui/language';
import { localized } from '../../lib/languagePath';
import { useSession } from '../../session/session';
import { homeOf } from '../../session/guards';
import { signInWithLink } from '../../data/auth';
import { AuthForm, useAuthAction } from './AuthForm';

/**
 * Reached from a sign-in link mail: /auth/signin-link?token=… It signs in only when the button is pressed, so a mail
 * scanner that fetches the page spends nothing; then this browser is a known device of the account.
 */
export function SignInLinkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const { adopt } = useSession();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const action = useAuthAction();
  const error = action.error ?? (token ? null : t('auth.codes.expired-action-code'));

  async function submit() {
    if (!token) return;
    await action.run(async () => {
      const payload = await signInWithLink(token);
      adopt(payload);
      void navigate(localized(language, homeOf(payload.user)), { replace: true });
    });
  }

  return (
    <AuthForm
      titleKey="auth.signInLink.title"
      title={t('auth.signInLink.title')}
      text={t('auth.signInLink.text')}
      error={error}
      onSubmit={() => void submit()}
    >
      <Button type="submit" colorPalette="brand" loading={action.busy} disabled={!token}>
        {t('auth.signInLink.submit')}
      </Button>
    </AuthForm>
  );
}
