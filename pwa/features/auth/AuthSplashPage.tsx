import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { LogIn, Trophy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useLanguage } from '../../ui/language';
import { localized } from '../../lib/languagePath';
import { readStored, writeStored } from '../../lib/storage';

/**
 * Spec §2 /auth: a welcome for a signed-out visitor, the first time only;
 * afterwards /auth is the sign-in screen. Seen once it is shown, whichever
 * way the visitor leaves.
 */
export function AuthSplashPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle('auth.splash.title');
  // Read once, before this visit marks it seen.
  const [firstTime] = useState(() => readStored('authSplashSeen') !== '1');
  useEffect(() => {
    if (firstTime) writeStored('authSplashSeen', '1');
  }, [firstTime]);
  if (!firstTime) return <Navigate to={localized(language, '/auth/signin')} replace />;
  return (
    <Stack gap="6" align="center" textAlign="center" data-testid="auth-splash">
      <Heading as="h1" size="2xl">
        {t('auth.splash.title')}
      </Heading>
      <Text color="fg.muted">{t('auth.splash.text')}</Text>
      <Stack gap="3" width="full">
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/auth/signin" _hover={{ textDecoration: 'none' }}>
            <LogIn aria-hidden /> {t('auth.splash.signIn')}
          </RouterLink>
        </Button>
        <Button asChild variant="outline" size="lg">
          <RouterLink to="/" _hover={{ textDecoration: 'none' }}>
            <Trophy aria-hidden /> {t('auth.splash.site')}
          </RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}
