import { Alert, Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocalData } from '../../data/LocalDataProvider';

/**
 * What a scan screen says when the phone's storage fails (issue 41 point 2): the store could not be opened at all,
 * or some rows could not be written and are only on this screen. Both offer to try again (after space was freed).
 */
export function StorageAlert({ unsaved, onRetry }: { unsaved: number; onRetry(): void }) {
  const { t } = useTranslation();
  const { failure, retry } = useLocalData();
  if (!failure && !unsaved) return null;
  return (
    <Alert.Root status="error" data-testid="storage-alert" role="alert">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{t('operations.storage.title')}</Alert.Title>
        <Alert.Description>
          {failure ? t('operations.storage.unavailable') : t('operations.storage.unsavedRows', { count: unsaved })}
        </Alert.Description>
        <Button size="sm" variant="outline" alignSelf="start" minH="11" onClick={() => (failure ? retry() : onRetry())}>
          {t('operations.storage.retry')}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
