import { Heading, Text, VStack } from '@chakra-ui/react';
import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';

export function ComingSoonPage() {
  const { t } = useTranslation();
  usePageTitle('common.comingSoon.title');
  return (
    <VStack py={{ base: '12', md: '20' }} px="4" gap="3" textAlign="center">
      <Hourglass size={48} aria-hidden />
      <Heading as="h1" size="2xl">
        {t('common.comingSoon.title')}
      </Heading>
      <Text color="fg.muted">{t('common.comingSoon.text')}</Text>
    </VStack>
  );
}
