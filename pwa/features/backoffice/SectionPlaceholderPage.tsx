import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';

/** A back-office section whose screens are not built yet: says so plainly. */
export function SectionPlaceholderPage({ sectionKey }: { sectionKey: string }) {
  const { t } = useTranslation();
  usePageTitle(sectionKey);
  return (
    <Stack gap="2">
      <Heading as="h1" size="xl">
        {t(sectionKey)}
      </Heading>
      <Text color="fg.muted">{t('common.comingSoon.text')}</Text>
    </Stack>
  );
}
