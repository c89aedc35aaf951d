import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../components/useFormatters';
import type { ItemTimelineEntry } from '../../data/itemDatabase';
import { orderTimeline, TIMELINE_ACTIONS, timelineDetails } from './itemFilters';

/** Every transition of an item, oldest first: what, when (Cairo time), who, and where (the outlet). */
export function ItemTimeline({ entries }: { entries: ItemTimelineEntry[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const ordered = orderTimeline(entries);
  if (ordered.length === 0) return <Text color="fg.muted">{t('items.timeline.empty')}</Text>;
  return (
    <Stack as="ol" gap="0" listStyleType="none" aria-label={t('items.timeline.title')}>
      {ordered.map((entry, index) => {
        const known = (TIMELINE_ACTIONS as readonly string[]).includes(entry.action);
        const details = timelineDetails(entry.values);
        return (
          <Box as="li" key={entry.id} position="relative" ps="6" pb={index === ordered.length - 1 ? '0' : '5'}>
            {/* The line and dot sit on the start side, so the timeline mirrors in Arabic. */}
            {index < ordered.length - 1 && (
              <Box position="absolute" insetInlineStart="7px" top="4" bottom="0" borderStartWidth="2px" borderColor="border" />
            )}
            <Box position="absolute" insetInlineStart="2px" top="1.5" boxSize="3" borderRadius="full" bg="brand.solid" />
            <Text fontWeight="semibold">
              {details.returnReason ? t('items.timeline.action.return') : known ? t(`items.timeline.action.${entry.action}`) : entry.action}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {format.dateTime(entry.at)}
              {/* A buyer's own registration acts as "customer" (server/modules/warranty/registration.ts). */}
              {entry.byEmail ? ` · ${entry.byEmail === 'customer' ? t('items.timeline.customer') : entry.byEmail}` : ''}
            </Text>
            {entry.sellerName && <Text fontSize="sm">{t('items.timeline.where', { name: entry.sellerName })}</Text>}
            {details.outcome && <Text fontSize="sm">{t(`items.timeline.outcome.${details.outcome}`)}</Text>}
            {details.replacedBy && (
              <Text fontSize="sm" fontWeight="semibold" data-testid="timeline-replaced-by">
                {t('items.timeline.replacedBy', { serial: details.replacedBy })}
              </Text>
            )}
            {details.replaces && (
              <Text fontSize="sm" fontWeight="semibold" data-testid="timeline-replaces">
                {t('items.timeline.replaces', { serial: details.replaces })}
              </Text>
            )}
            {details.sale && (
              <Text fontSize="sm" data-testid="timeline-returned-sale">
                {t('items.timeline.returnedSale', {
                  name: details.sale.clientName ?? '—',
                  date: format.date(details.sale.billDate) || '—',
                })}
              </Text>
            )}
            {details.returnReason && <Text fontSize="sm">{t('items.timeline.returnReason', { reason: details.returnReason })}</Text>}
            {details.notes && <Text fontSize="sm">{details.notes}</Text>}
            {details.deviceId && (
              <Text fontSize="xs" color="fg.subtle">
                {t('items.timeline.device', { id: details.deviceId })}
              </Text>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
