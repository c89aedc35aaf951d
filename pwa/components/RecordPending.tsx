import { Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { chooseErrorMessage } from '../ui/errors/errorHandler';
import type { Loaded } from '../ui/useLoad';
import { EmptyResults } from './EmptyResults';

/**
 * A record page before its record is there: a spinner while it loads; after a failure, why and a way to try again.
 * A blank page under the top bar left the user nothing to do but guess (the toast that said why had gone).
 */
export function RecordPending({ loaded }: { loaded: Pick<Loaded<unknown>, 'error' | 'reload'> }) {
  const { t } = useTranslation();
  if (!loaded.error) return <Spinner role="status" aria-label={t('common.loading')} />;
  return <EmptyResults onRetry={loaded.reload} subject="record" reason={chooseErrorMessage(loaded.error, t)} />;
}
