import { Badge, Box, Card, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalDatabase } from '../../data/LocalDataProvider';
import { useActions } from '../../data/device/outbox';
import type { LocalAction } from '../../data/device/types';
import { SaleLine } from './CustomerReturn';
import type { ScanRow } from './scanQueue';
import { noteWords, refusalWords } from './answerWords';
import { useFormatters } from '../../components/useFormatters';
import { cameraRunning } from '../../scan/CameraScanner';

const COLOURS = { toConfirm: 'gray', unsaved: 'red', queued: 'orange', applied: 'green', rejected: 'red', refused: 'red' } as const;
type RowState = keyof typeof COLOURS;

function stateOf(row: ScanRow, action: LocalAction | undefined, unsaved: ReadonlySet<string> | undefined): RowState {
  if (row.refusal) return 'refused';
  // The device could not keep it (storage full or unavailable): it is only on this screen (issue 41 point 2).
  if (!row.actionId) return unsaved?.has(row.serial) ? 'unsaved' : 'toConfirm';
  // A refusal put away in the outbox (dismissed, or retried as a new action) was still a refusal here.
  return action?.state === 'dismissed' ? 'rejected' : (action?.state ?? 'queued');
}

/** What happened to a row, in words: its state, and the reason of a refusal. */
function Verdict({ row, state, action }: { row: ScanRow; state: RowState; action: LocalAction | undefined }) {
  const { t } = useTranslation();
  const refused = state === 'rejected' && action ? refusalWords(t, action) : null;
  const note = state === 'applied' && action ? noteWords(t, action) : null;
  return (
    <>
      <Badge size="md" colorPalette={COLOURS[state]}>
        {t(`operations.state.${state}`)}
      </Badge>
      {refused && (
        <Text as="span" ms="2" color="red.fg" fontSize="sm" data-testid="row-error">
          {refused}
        </Text>
      )}
      {row.refusal && (
        <Text as="span" ms="2" color="red.fg" fontSize="sm" data-testid="row-error">
          {t(row.refusal.key, row.refusal.params)}
        </Text>
      )}
      {state === 'unsaved' && (
        <Text as="span" ms="2" color="red.fg" fontSize="sm" data-testid="row-error">
          {t('operations.storage.rowNotKept')}
        </Text>
      )}
      {note && (
        <Text as="span" ms="2" color="orange.fg" fontSize="sm" data-testid="row-note">
          {note}
        </Text>
      )}
      {row.sale && !row.actionId && (
        <Box mt="1">
          <SaleLine sale={row.sale} />
        </Box>
      )}
    </>
  );
}

/** A serial read again while it is in the list: a quiet mark on its row that flashes once per re-read, never an error. */
function ReadAgain({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <Badge key={count} variant="subtle" colorPalette="blue" ms="2" data-testid="read-again" animation="pulse 0.4s ease-in-out 2">
      {t('scan.readAgain')}
    </Badge>
  );
}

/** How many of the list go ahead and how many were refused, counted the way its rows show them. */
function ScanCounts({ accepted, refused }: { accepted: number; refused: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <HStack gap="2" wrap="wrap" aria-live="polite" data-testid="scan-summary" data-accepted={accepted} data-refused={refused}>
      <Badge size="lg" colorPalette="green" variant="subtle">
        {t('operations.summary.accepted', { count: accepted, formatted: format.number(accepted) })}
      </Badge>
      {refused > 0 && (
        <Badge size="lg" colorPalette="red" variant="subtle">
          {t('operations.summary.refused', { count: refused, formatted: format.number(refused) })}
        </Badge>
      )}
    </HStack>
  );
}

export interface ScanRowsProps {
  rows: ScanRow[];
  onRemove?: (serial: string) => void;
  /** Serial → how often it was read again while in the list (useScanList's `rereads`). */
  rereads?: ReadonlyMap<string, number>;
  /** The screen's next step (Confirm, Next): kept in view at the bottom of the screen however long the list (issue 29 point 6). */
  actions?: ReactNode;
  /** Rows the device could not keep (useScanList's `unsaved`). */
  unsaved?: ReadonlySet<string>;
}

/**
 * Scanned serials with what happened to each: to confirm, queued, applied, or rejected with the reason, under
 * the list's accepted and refused counts. A phone gets one card per serial, newest first (no sideways
 * scrolling); a wider screen the table.
 */
export function ScanRows({ rows, onRemove, rereads, actions: next, unsaved }: ScanRowsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const db = useLocalDatabase();
  const actions = useActions(
    db,
    rows.flatMap((r) => (r.actionId ? [r.actionId] : [])),
  );
  // While the camera runs, the newest card (the first on a phone) is brought into sight as it arrives (issue 29 point 7),
  // and again as it changes: read again, its mark makes it taller, and its foot went past the screen's edge.
  const cards = useRef<HTMLDivElement>(null);
  const last = rows.at(-1);
  const newest =
    last &&
    `${last.serial} ${rereads?.get(last.serial) ?? 0} ${stateOf(last, last.actionId ? actions.get(last.actionId) : undefined, unsaved)}`;
  useEffect(() => {
    if (newest && cameraRunning.current) cards.current?.firstElementChild?.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  }, [newest]);
  if (!rows.length) return null;
  const states = rows.map((row) => stateOf(row, row.actionId ? actions.get(row.actionId) : undefined, unsaved));
  const refused = states.filter((s) => s === 'refused' || s === 'rejected').length;
  return (
    <>
      <ScanCounts accepted={rows.length - refused} refused={refused} />
      <Stack ref={cards} gap="2" hideFrom="md" data-testid="scan-cards" aria-label={t('operations.scanned', { count: rows.length })}>
        {[...rows].reverse().map((row) => {
          const action = row.actionId ? actions.get(row.actionId) : undefined;
          const state = stateOf(row, action, unsaved);
          return (
            <Card.Root
              key={row.serial}
              size="sm"
              data-card-serial={row.serial}
              data-card-state={state}
              data-reread={rereads?.get(row.serial)}
            >
              <Card.Body gap="1" py="2" px="3">
                <HStack justify="space-between" gap="2">
                  <Text dir="ltr" fontFamily="mono" fontWeight="semibold" truncate>
                    {row.serial}
                  </Text>
                  <ReadAgain count={rereads?.get(row.serial)} />
                  <Box flex="1" />
                  {onRemove && !row.actionId && (
                    <IconButton
                      size="md"
                      minW="11"
                      minH="11"
                      variant="ghost"
                      aria-label={`${t('operations.remove')} ${row.serial}`}
                      onClick={() => onRemove(row.serial)}
                    >
                      <Trash2 aria-hidden />
                    </IconButton>
                  )}
                </HStack>
                {(row.itemName || !row.refusal) && (
                  <Text fontSize="sm" color={row.itemName ? undefined : 'fg.muted'}>
                    {row.itemName ?? t('operations.notOnDevice')}
                  </Text>
                )}
                <Box>
                  <Verdict row={row} state={state} action={action} />
                </Box>
              </Card.Body>
            </Card.Root>
          );
        })}
      </Stack>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" hideBelow="md">
        <Table.Root size="sm" data-testid="scan-rows">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>#</Table.ColumnHeader>
              <Table.ColumnHeader>{t('operations.columns.serial')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('operations.columns.item')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('operations.columns.state')}</Table.ColumnHeader>
              {onRemove && <Table.ColumnHeader />}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, index) => {
              const action = row.actionId ? actions.get(row.actionId) : undefined;
              const state = stateOf(row, action, unsaved);
              return (
                <Table.Row key={row.serial} data-serial={row.serial} data-state={state} data-reread={rereads?.get(row.serial)}>
                  <Table.Cell>{format.number(index + 1)}</Table.Cell>
                  <Table.Cell>
                    <bdi dir="ltr">
                      <Text as="span" fontFamily="mono">
                        {row.serial}
                      </Text>
                    </bdi>
                    <ReadAgain count={rereads?.get(row.serial)} />
                  </Table.Cell>
                  <Table.Cell>
                    {row.itemName ??
                      (!row.refusal && (
                        <Text as="span" color="fg.muted" fontSize="xs">
                          {t('operations.notOnDevice')}
                        </Text>
                      ))}
                  </Table.Cell>
                  <Table.Cell>
                    <Verdict row={row} state={state} action={action} />
                  </Table.Cell>
                  {onRemove && (
                    <Table.Cell textAlign="end">
                      {!row.actionId && (
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={`${t('operations.remove')} ${row.serial}`}
                          onClick={() => onRemove(row.serial)}
                        >
                          <Trash2 aria-hidden />
                        </IconButton>
                      )}
                    </Table.Cell>
                  )}
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {next && (
        <HStack
          position="sticky"
          bottom="0"
          zIndex="docked"
          bg="bg.panel"
          borderTopWidth="1px"
          mx={{ base: '-3', md: '0' }}
          px="3"
          py="2"
          pb="max(0.5rem, env(safe-area-inset-bottom))"
          css={{ '[data-demo] &': { paddingBottom: '3rem' } }}
          gap="2"
          wrap="wrap"
          justify="space-between"
          data-testid="scan-actions"
        >
          {next}
        </HStack>
      )}
    </>
  );
}
