import { Badge, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { useLocalDatabase } from '../../data/LocalDataProvider';
import { useAppliedToday, useLastSync, useOutbox } from '../../data/device/outbox';
import type { DeviceStore } from '../../data/device/store';
import type { LocalAction } from '../../data/device/types';
import { useReachable } from '../../lib/useReachable';
import { useSyncState } from '../../data/sync/status';
import { noteWords } from './answerWords';
import { StorageAlert } from './StorageAlert';
import { ActionCard, clientOf, RefusalGroups } from './RefusalGroups';

/**
 * The outbox: what waits to reach the server, the refused-actions inbox (one card per reason), and what was
 * applied today. A refusal stays here across reloads until it is dismissed or fixed and sent again as a new action
 * (a new id: the server has already answered the old one, and answers it the same way however often it is sent).
 */
export function OutboxPage() {
  const { t } = useTranslation();
  usePageTitle('operations.outbox.title');
  const db = useLocalDatabase();
  const online = useReachable();
  const { queued, refused, loaded } = useOutbox(db);
  const applied = useAppliedToday(db);
  const sync = useSyncState(db?.name);
  // Until the store has answered, an empty list would read as "nothing refused" (issue 41 point 3): it is a loading state.
  const reading = <Skeleton height="10" data-testid="outbox-loading" aria-busy="true" />;
  return (
    <Stack gap="6" maxW="3xl">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {t('operations.outbox.title')}
        </Heading>
        <Text color="fg.muted" data-testid="outbox-connection">
          {t(online ? (queued.length ? 'operations.sync.syncingLong' : 'operations.sync.onlineLong') : 'operations.sync.offlineLong')}
        </Text>
        <LastSync store={db} />
        {sync.problem && queued.length > 0 && (
          <Text color="red.fg" fontSize="sm" data-testid="sync-problem">
            {t('operations.sync.problem', { problem: sync.problem })}
          </Text>
        )}
      </Stack>
      <StorageAlert unsaved={0} onRetry={() => undefined} />

      <Stack gap="3" as="section" aria-labelledby="refused-heading">
        <Heading as="h2" size="md" id="refused-heading">
          {t('operations.outbox.refusedTitle', { count: refused.length })}
        </Heading>
        {!loaded ? (
          reading
        ) : refused.length === 0 ? (
          <Text color="fg.muted">{t('operations.outbox.noRefusals')}</Text>
        ) : (
          <RefusalGroups refused={refused} />
        )}
      </Stack>

      <Stack gap="3" as="section" aria-labelledby="queued-heading">
        <Heading as="h2" size="md" id="queued-heading">
          {t('operations.outbox.queuedTitle', { count: queued.length })}
        </Heading>
        {!loaded ? (
          reading
        ) : queued.length === 0 ? (
          <Text color="fg.muted">{t('operations.outbox.allSynced')}</Text>
        ) : (
          queued.map((a) => <ActionCard key={a.id} action={a} />)
        )}
      </Stack>

      <Stack gap="3" as="section" aria-labelledby="applied-heading">
        <Heading as="h2" size="md" id="applied-heading">
          {t('operations.outbox.appliedTitle', { count: applied?.length ?? 0 })}
        </Heading>
        {!applied ? (
          reading
        ) : applied.length === 0 ? (
          <Text color="fg.muted">{t('operations.outbox.noneApplied')}</Text>
        ) : (
          <AppliedList actions={applied} />
        )}
      </Stack>
    </Stack>
  );
}

/** "Last sync: 12 applied, 1 refused, at 10:42", as kept on the device (it outlives a reload in the middle of a sync). */
function LastSync({ store }: { store: DeviceStore | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const round = useLastSync(store);
  if (!round) return null;
  return (
    <Text fontSize="sm" fontWeight="medium" data-testid="last-sync" data-applied={round.applied} data-refused={round.refused}>
      {t('operations.outbox.lastSync', {
        applied: t('operations.sync.applied', { count: round.applied, formatted: format.number(round.applied) }),
        refused: t('operations.sync.refused', { count: round.refused, formatted: format.number(round.refused) }),
        time: format.dateTime(round.at),
      })}
    </Text>
  );
}

/** Today's applied actions, one line each: a long day stays a short list. */
function AppliedList({ actions }: { actions: LocalAction[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Card.Root size="sm">
      <Card.Body p="0">
        <Stack as="ul" listStyleType="none" gap="0" data-testid="applied-today">
          {actions.map((action) => {
            const client = clientOf(action);
            const note = noteWords(t, action);
            return (
              <HStack
                as="li"
                key={action.id}
                data-serial={action.serialNumber}
                justify="space-between"
                wrap="wrap"
                gap="1"
                px="3"
                py="2"
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: '0' }}
              >
                <Stack gap="0" minW="0">
                  <Text fontFamily="mono" fontWeight="semibold">
                    <bdi dir="ltr">{action.serialNumber}</bdi>
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {[client, action.resultAt ? format.time(action.resultAt) : null].filter(Boolean).join(' · ')}
                  </Text>
                  {note && (
                    <Text fontSize="sm" color="orange.fg" data-testid="applied-note">
                      {note}
                    </Text>
                  )}
                </Stack>
                <Badge colorPalette="green" size="lg">
                  {t(`operations.actionType.${action.type}`)}
                </Badge>
              </HStack>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
