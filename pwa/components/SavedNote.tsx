import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from './useFormatters';

/** Over a screen showing this device's last answer because the network failed: since when the data is. */
export function SavedNote({ savedAt }: { savedAt: string | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!savedAt) return null;
  return (
    <Alert.Root status="warning" size="sm" data-testid="saved-note">
      <Alert.Indicator />
      <Alert.Title>{t('common.savedAt', { time: format.dateTime(savedAt) })}</Alert.Title>
    </Alert.Root>
  );
}
