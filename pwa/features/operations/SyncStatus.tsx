import { Badge, Box } from '@chakra-ui/react';
import { CloudOff, RefreshCw, Cloud } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/RouterLink';
import { useFormatters } from '../../components/useFormatters';
import { useLocalDatabase } from '../../data/LocalDataProvider';
import { useOutbox } from '../../data/device/outbox';
import { useReachable } from '../../lib/useReachable';
import { OUTBOX_PATH } from './outboxPath';
import { useSyncOutcome } from './useSyncOutcome';

type Connection = 'offline' | 'syncing' | 'online';

/**
 * The header's connection and sync state, on every back-office screen: offline, syncing with the number
 * of actions waiting, or online with nothing waiting; a red count of refusals not yet dealt with. It opens
 * the outbox (waiting actions and the refused-actions inbox). Compact on a phone: an icon and the numbers,
 * the words in its label.
 */
export function SyncStatus() {
  const { t } = useTranslation();
  const format = useFormatters();
  const db = useLocalDatabase();
  // The server's answers say whether it is online, not the browser (Wi-Fi without internet stays "online" there).
  const online = useReachable();
  const { queued, refused, loaded } = useOutbox(db);
  const connection: Connection = !online ? 'offline' : queued.length ? 'syncing' : 'online';
  useReconnectSummary(online, queued.length, refused.length, loaded);
  const label = [
    t(`operations.sync.${connection}`),
    queued.length ? t('operations.outbox.badge', { count: queued.length }) : null,
    refused.length ? t('operations.outbox.refusedCount', { count: refused.length }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const Icon = connection === 'offline' ? CloudOff : connection === 'syncing' ? RefreshCw : Cloud;
  const palette = connection === 'offline' ? 'gray' : connection === 'syncing' ? 'orange' : 'green';
  return (
    <RouterLink
      to={OUTBOX_PATH}
      aria-label={label}
      title={label}
      data-testid="sync-status"
      data-connection={connection}
      data-pending={queued.length}
      data-refused={refused.length}
      display="inline-flex"
      alignItems="center"
      gap="1"
      minH="11"
      minW="11"
      px="1"
      justifyContent="center"
      _hover={{ textDecoration: 'none' }}
    >
      <Badge
        colorPalette={palette}
        size="lg"
        variant={connection === 'online' ? 'subtle' : 'solid'}
        gap="1"
        data-testid="outbox-badge"
        data-pending={queued.length}
      >
        <Icon aria-hidden size="14" />
        <Box as="span" hideBelow="sm">
          {t(`operations.sync.${connection}`)}
        </Box>
        {queued.length > 0 && <span>{format.number(queued.length)}</span>}
      </Badge>
      {refused.length > 0 && (
        <Badge colorPalette="red" variant="solid" size="lg" borderRadius="full">
          {format.number(refused.length)}
        </Badge>
      )}
    </RouterLink>
  );
}

/**
 * After the device comes back online, once the actions that waited have all had their answer: one toast
 * with how many were applied and how many refused ("12 applied, 1 refused"), and a button that opens the outbox
 * (the outbox's header keeps the same figures after the toast has gone).
 */
function useReconnectSummary(online: boolean, pending: number, refusedNow: number, loaded: boolean) {
  const { t } = useTranslation();
  const showOutcome = useSyncOutcome();
  // The refusals already there when the device last went offline (null: not read yet); null while nothing waits
  // for a summary.
  const since = useRef<{ refused: number | null } | null>(null);
  const peak = useRef(0);
  useEffect(() => {
    if (!online && since.current === null) since.current = { refused: loaded ? refusedNow : null };
    // Until the outbox is read its lists are empty, which would end the wait with nothing answered: a device opened
    // offline whose network came back in that moment lost its summary.
    if (!loaded || !since.current) return;
    since.current.refused ??= refusedNow;
    peak.current = Math.max(peak.current, pending);
    if (online && pending === 0) {
      const answered = peak.current;
      const refused = Math.max(0, refusedNow - since.current.refused);
      since.current = null;
      peak.current = 0;
      if (answered === 0) return;
      showOutcome((counts) => t('operations.sync.summary', counts), Math.max(0, answered - refused), refused);
    }
  }, [online, pending, refusedNow, loaded, t, showOutcome]);
}
