import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLanguage } from '../../ui/language';
import { usePageTitle } from '../../components/usePageTitle';
import { localized } from '../../lib/languagePath';
import { callerOf } from '../../session/access';
import { landingOf } from '../../session/backofficeMenu';
import { useSession } from '../../session/session';

/** 'offline': a screen this device has not loaded yet, asked for without a connection. */
export type ErrorPageCode = 403 | 404 | 500 | 'offline';

/** 403, 404 and 500: the code, the spec's message and a way home; offline: what to do about it. */
export function ErrorPage({ code }: { code: ErrorPageCode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(`errors.page.${code}`);
  const offline = code === 'offline';
  // Inside the back-office, home is the account's own landing screen (a seller's: the sale screen, which works
  // offline), never the overview: offline on a new phone that could be this same page again.
  const { user } = useSession();
  const inBackoffice = useLocation().pathname.includes('/admin');
  const home = inBackoffice ? (user ? landingOf(callerOf(user)) : '/admin') : '/';
  return (
    <VStack as="section" gap="4" py={{ base: '12', md: '20' }} px="4" textAlign="center" aria-labelledby="error-code">
      <Heading
        id="error-code"
        as="h1"
        fontSize={offline ? { base: '4xl', md: '6xl' } : { base: '6xl', md: '8xl' }}
        color="brand.fg"
        lineHeight="1"
      >
        {offline ? t('errors.page.offline') : code}
      </Heading>
      <Text fontSize="lg" data-testid="error-message">
        {t(offline ? 'errors.page.offlineMessage' : `errors.page.${code}`)}
      </Text>
      <Button asChild colorPalette="brand">
        <Link to={localized(language, home)}>{t('common.backToHome')}</Link>
      </Button>
    </VStack>
  );
}
