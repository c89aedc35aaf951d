import { EmptyState, VStack } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The spec's empty-results screen: "No Results Found / Sorry! We couldn't find any results." */
export function EmptyResults() {
  const { t } = useTranslation();
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <SearchX aria-hidden />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t('common.empty.title')}</EmptyState.Title>
          <EmptyState.Description>{t('common.empty.text')}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
