import { Box, EmptyState, Heading, HStack, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import { History, MessageSquareWarning, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/list/StatusBadge';
import { RouterLink } from '../../../components/RouterLink';
import { formatDateTime } from '../../../components/useFormatters';
import { fetchMemberActivity, type MemberActivityEntry } from '../../../data/members';
import { useLanguage } from '../../../ui/language';
import { useLoad } from '../../../ui/useLoad';
import { EmptyResults } from '../../../components/EmptyResults';
import { isolateLtr } from '../../../lib/bidi';

/** A complaint's state as the member reads it: received, being handled, closed. */
const COMPLAINT_PALETTE = { pending: 'blue', opened: 'orange', closed: 'gray' } as const;

/**
 * The member's activity on their /profile: the warranties they registered and
 * the complaints they filed, newest first, each with its Cairo date and a link
 * to the item's warranty page. The server decides what is theirs
 * (`memberActivity`); this only shows it.
 */
export function MemberActivity({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { data, loading, error, reload } = useLoad(`memberActivity:${userId}`, (signal) => fetchMemberActivity(signal));
  const entries = data?.entries ?? [];

  return (
    <Stack
      as="section"
      aria-labelledby="member-activity"
      gap="4"
      maxW="3xl"
      mt="4"
      pt="6"
      borderTopWidth="1px"
      data-testid="member-activity"
    >
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h2" size="lg" id="member-activity">
          {t('public.profile.activity.title')}
        </Heading>
        {entries.length > 0 && (
          <Text color="fg.muted" fontSize="sm">
            {t('public.profile.activity.count', { count: entries.length })}
          </Text>
        )}
      </HStack>
      {data && (
        <Text color="fg.muted" fontSize="sm">
          {data.phoneHint
            ? t('public.profile.activity.byPhone', { phone: isolateLtr(data.phoneHint) })
            : t('public.profile.activity.noPhone')}
        </Text>
      )}
      {loading && !data ? (
        <Stack gap="3" aria-busy="true">
          <Skeleton height="16" />
          <Skeleton height="16" />
        </Stack>
      ) : error && !data ? (
        <EmptyResults onRetry={reload} />
      ) : entries.length === 0 ? (
        <EmptyState.Root size="sm" borderWidth="1px" borderRadius="l2" data-testid="activity-empty">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <History aria-hidden />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>{t('public.profile.activity.emptyTitle')}</EmptyState.Title>
              <EmptyState.Description>{t('public.profile.activity.emptyText')}</EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" aria-labelledby="member-activity">
          {entries.map((entry) => (
            <ActivityItem key={`${entry.kind}:${entry.id}`} entry={entry} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ActivityItem({ entry }: { entry: MemberActivityEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const warranty = entry.kind === 'warrantyRegistered';
  const Icon = warranty ? ShieldCheck : MessageSquareWarning;
  const what = warranty
    ? t('public.profile.activity.warrantyRegistered', { item: entry.itemName ?? entry.serialNumber ?? '' })
    : t('public.profile.activity.complaintFiled', { number: entry.complaintNumber ?? 0 });
  return (
    <HStack as="li" align="start" gap="3" p="3" borderWidth="1px" borderRadius="l2" data-testid="activity-entry">
      <Box
        flexShrink={0}
        p="2"
        borderRadius="full"
        bg={warranty ? 'green.subtle' : 'orange.subtle'}
        color={warranty ? 'green.fg' : 'orange.fg'}
      >
        <Icon size={18} aria-hidden />
      </Box>
      <Stack gap="1" minW="0" flex="1">
        <Text fontWeight="medium" overflowWrap="anywhere">
          {what}
        </Text>
        <HStack gap="2" wrap="wrap" color="fg.muted" fontSize="sm">
          <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
          {entry.complaintStatus && (
            <StatusBadge status={entry.complaintStatus} palette={COMPLAINT_PALETTE} labels="public.profile.activity.status" />
          )}
          {entry.serialNumber && (
            <RouterLink
              to={`/w/${encodeURIComponent(entry.serialNumber)}`}
              dir="ltr"
              colorPalette="brand"
              color="colorPalette.fg"
              textDecoration="underline"
              textUnderlineOffset="2px"
              aria-label={t('public.profile.activity.openItem', { serial: entry.serialNumber })}
            >
              {entry.serialNumber}
            </RouterLink>
          )}
        </HStack>
      </Stack>
    </HStack>
  );
}
