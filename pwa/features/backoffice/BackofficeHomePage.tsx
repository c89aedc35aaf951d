import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';

export function BackofficeHomePage() {
  const { t } = useTranslation();
  usePageTitle('nav.home');
  return (
    <Stack gap="2">
      <Heading as="h1" size="xl">
        {t('nav.home')}
      </Heading>
      <Text color="fg.muted">{t('common.backoffice')}</Text>
    </Stack>
  );
}
