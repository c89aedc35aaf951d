import { HStack, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function Logo({ showBeta = false }: { showBeta?: boolean }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2">
      <Image src="/icons/icon-192.png" alt="" width="32px" height="32px" />
      <Text as="span" fontWeight="bold" fontSize="lg" whiteSpace="nowrap">
        {t('common.appTitle')}
      </Text>
      {showBeta && (
        // Not on a phone: beside the header's buttons it ran into the language toggle at 360 px.
        <Text as="span" fontSize="xs" px="1.5" borderRadius="sm" bg="brand.muted" color="brand.fg" hideBelow="sm">
          {t('common.beta')}
        </Text>
      )}
    </HStack>
  );
}
