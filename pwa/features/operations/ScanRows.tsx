import { Badge, IconButton, Table, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocalDatabase } from '../../data/LocalDataProvider';
import { useActions } from '../../data/outbox';
import type { ScanRow } from './useScanList';
import { useFormatters } from '../../components/useFormatters';

const COLOURS = { toConfirm: 'gray', queued: 'orange', applied: 'green', rejected: 'red', refused: 'red' } as const;

/** Scanned serials with what happened to each: to confirm, queued, applied, or rejected with the reason. */
export function ScanRows({ rows, onRemove }: { rows: ScanRow[]; onRemove?: (serial: string) => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const db = useLocalDatabase();
  const actions = useActions(
    db,
    rows.flatMap((r) => (r.actionId ? [r.actionId] : [])),
  );
  if (!rows.length) return null;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
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
            const state = row.refusal ? 'refused' : row.actionId ? (action?.state ?? 'queued') : 'toConfirm';
            return (
              <Table.Row key={row.serial} data-serial={row.serial} data-state={state}>
                <Table.Cell>{format.number(index + 1)}</Table.Cell>
                <Table.Cell dir="ltr" fontFamily="mono">
                  {row.serial}
                </Table.Cell>
                <Table.Cell>
                  {row.itemName ?? (
                    <Text as="span" color="fg.muted" fontSize="xs">
                      {t('operations.notOnDevice')}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={COLOURS[state]}>{t(`operations.state.${state}`)}</Badge>
                  {state === 'rejected' && action?.error && (
                    <Text as="span" ms="2" color="red.fg" fontSize="sm" data-testid="row-error">
                      {action.error}
                    </Text>
                  )}
                  {row.refusal && (
                    <Text as="span" ms="2" color="red.fg" fontSize="sm" data-testid="row-error">
                      {t(row.refusal.key, row.refusal.params)}
                    </Text>
                  )}
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
  );
}
