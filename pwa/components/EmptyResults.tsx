import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { CloudOff, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface EmptyResultsProps {
  onRetry?: (() => void) | undefined;
  /** What could not be loaded: a list (the default) or one record's page. */
  subject?: 'list' | 'record';
  /** Why, when it is known (the server's message); else the connection is blamed. */
  reason?: string | undefined;
}

/**
 * The spec's empty-results screen: "No Results Found / Sorry! We couldn't find
 * any results." With `onRetry`, the list could not be loaded (offline, server
 * out of reach): it says that instead, and offers to try again.
 */
export function EmptyResults({ onRetry, subject = 'list', reason }: EmptyResultsProps) {
  const { t } = useTranslation();
  const failed = Boolean(onRetry);
  const failedTitle = subject === 'record' ? 'common.empty.recordFailedTitle' : 'common.empty.failedTitle';
  return (
    <EmptyState.Root data-testid={failed ? 'results-failed' : 'results-empty'}>
      <EmptyState.Content>
        <EmptyState.Indicator>{failed ? <CloudOff aria-hidden /> : <SearchX aria-hidden />}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t(failed ? failedTitle : 'common.empty.title')}</EmptyState.Title>
          <EmptyState.Description>{failed ? (reason ?? t('common.empty.failedText')) : t('common.empty.text')}</EmptyState.Description>
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
