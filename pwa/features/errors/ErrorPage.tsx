import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../ui/language';
import { usePageTitle } from '../../components/usePageTitle';
import { localized } from '../../lib/languagePath';

export type ErrorPageCode = 403 | 404 | 500;

/** 403, 404 and 500: the code, the spec's message and a way home. */
export function ErrorPage({ code }: { code: ErrorPageCode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(`errors.page.${code}`);
  return (
    <VStack as="section" gap="4" py={{ base: '12', md: '20' }} px="4" textAlign="center" aria-labelledby="error-code">
      <Heading id="error-code" as="h1" fontSize={{ base: '6xl', md: '8xl' }} color="brand.fg" lineHeight="1">
        {code}
      </Heading>
      <Text fontSize="lg" data-testid="error-message">
        {t(`errors.page.${code}`)}
      </Text>
      <Button asChild colorPalette="brand">
        <Link to={localized(language, '/')}>{t('common.backToHome')}</Link>
      </Button>
    </VStack>
  );
}
