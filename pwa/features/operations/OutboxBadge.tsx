import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocalDatabase } from '../../data/LocalDataProvider';
import { useOutboxSummary } from '../../data/outbox';
import { displayLocale } from '../../../shared/locales';

/** How many actions wait to reach the server, and since when. */
export function OutboxBadge() {
  const { t, i18n } = useTranslation();
  const db = useLocalDatabase();
  const { pending, oldest } = useOutboxSummary(db);
  if (!pending) return null;
  const since = oldest ? new Intl.DateTimeFormat(displayLocale(i18n.language), { timeStyle: 'short' }).format(new Date(oldest)) : '';
  return (
    <Badge
      colorPalette="orange"
      size="lg"
      title={since ? t('operations.outbox.oldest', { time: since }) : undefined}
      data-testid="outbox-badge"
      data-pending={pending}
    >
      {t('operations.outbox.badge', { count: pending })}
    </Badge>
  );
}
