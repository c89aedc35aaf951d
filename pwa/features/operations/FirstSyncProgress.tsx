import { Box, HStack, Progress, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFirstSyncProgress } from '../../data/sync/itemPull';

/**
 * Under the header's sync status while a device pulls its items for the first time ("12,000 of 50,000
 * items"): until then a scan of an item not yet here would say the device does not hold it.
 */
export function FirstSyncProgress() {
  const { t } = useTranslation();
  const progress = useFirstSyncProgress();
  if (!progress) return null;
  const count = t('operations.sync.firstSyncCount', { done: progress.done, count: progress.total });
  return (
    <Box px="4" py="2" borderBottomWidth="1px" bg="bg.panel" data-testid="first-sync">
      {/* Named through `translations` (its track is the progressbar), not on the root, which has no role. */}
      <Progress.Root
        value={progress.done}
        max={Math.max(progress.total, 1)}
        size="sm"
        colorPalette="brand"
        translations={{ value: () => `${t('operations.sync.firstSync')}: ${count}` }}
      >
        <HStack justify="space-between" gap="2" mb="1" fontSize="sm" wrap="wrap">
          <Progress.Label>{t('operations.sync.firstSync')}</Progress.Label>
          <Text>{count}</Text>
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
