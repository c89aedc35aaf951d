import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLanguage } from '../../ui/language';
import { usePageTitle } from '../../components/usePageTitle';
import { localized } from '../../lib/languagePath';

/** 'offline': a screen this device has not loaded yet, asked for without a connection. */
export type ErrorPageCode = 403 | 404 | 500 | 'offline';

/** 403, 404 and 500: the code, the spec's message and a way home; offline: what to do about it. */
export function ErrorPage({ code }: { code: ErrorPageCode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(`errors.page.${code}`);
  const offline = code === 'offline';
  // Inside the back-office, home is its first screen (the account's own), not the club's site.
  const home = useLocation().pathname.includes('/admin') ? '/admin' : '/';
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
