import { Button, HStack } from '@chakra-ui/react';
import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useLanguage } from '../../ui/language';
import { useErrorHandler } from '../../ui/errors/useErrorHandler';
import { RouterLink } from '../../components/RouterLink';
import { useSession } from '../../session/session';
import { localized } from '../../lib/languagePath';
import { AuthForm } from './AuthForm';

/** The only screen a signed-in user without roles sees (spec §2). */
export function PendingPermissionsPage() {
  const { t } = useTranslation();
  const { user, reload, signOut } = useSession();
  const language = useLanguage();
  const navigate = useNavigate();
  const handle = useErrorHandler();
  if (user?.roles.length) return <Navigate to={localized(language, '/admin')} replace />;
  return (
    <AuthForm titleKey="auth.pending.title" title={t('auth.pending.title')} text={t('auth.pendingPermissions')}>
      <Hourglass aria-hidden size={40} />
      {user && !user.emailVerified && <RouterLink to="/auth/email-unverified">{t('auth.unverified.resend')}</RouterLink>}
      <HStack gap="3">
        <Button colorPalette="brand" onClick={() => void reload().catch(handle)}>
          {t('auth.pending.reload')}
        </Button>
        <Button variant="outline" onClick={() => void signOut().then(() => navigate(localized(language, '/auth/signin')))}>
          {t('auth.signOut')}
        </Button>
      </HStack>
    </AuthForm>
  );
}
