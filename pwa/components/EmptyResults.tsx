import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { CloudOff, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The spec's empty-results screen: "No Results Found / Sorry! We couldn't find
 * any results." With `onRetry`, the list could not be loaded (offline, server
 * out of reach): it says that instead, and offers to try again.
 */
export function EmptyResults({ onRetry }: { onRetry?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const failed = Boolean(onRetry);
  return (
    <EmptyState.Root data-testid={failed ? 'results-failed' : 'results-empty'}>
      <EmptyState.Content>
        <EmptyState.Indicator>{failed ? <CloudOff aria-hidden /> : <SearchX aria-hidden />}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t(failed ? 'common.empty.failedTitle' : 'common.empty.title')}</EmptyState.Title>
          <EmptyState.Description>{t(failed ? 'common.empty.failedText' : 'common.empty.text')}</EmptyState.Description>
        </VStack>
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            {t('common.empty.retry')}
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
