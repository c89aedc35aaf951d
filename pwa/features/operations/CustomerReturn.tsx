import { Badge, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RETURN_REASON_MAX } from '../../../shared/validation/item';
import { AlertDialog } from '../../components/AlertDialog';
import { useNameText } from '../../components/LocalName';
import { useFormatters } from '../../components/useFormatters';
import { useLocalSellers } from '../../data/device/items';
import { useLocalDatabase } from '../../data/LocalDataProvider';
import type { SaleView } from './precheck';
import type { ScanRow } from './scanQueue';

// A restore of a sold item is the customer's return (docs/decisions.md): the restore screen shows the sale on the
// row, and asks for the reason, with the sales it ends, before anything is queued.

/** The outlets this device holds, by id (an outlet account: its own), to name where an item was sold. */
function useOutletNames() {
  const sellers = useLocalSellers(useLocalDatabase());
  return useMemo(() => new Map((sellers ?? []).map((s) => [s.id, s])), [sellers]);
}

/** "Sold to Mona on 3 March 2026 at the Smouha branch", and whether that sale still waits in the outbox. */
export function SaleLine({ sale }: { sale: SaleView }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const outlets = useOutletNames();
  const nameText = useNameText();
  const outlet = sale.sellerId ? outlets.get(sale.sellerId) : undefined;
  return (
    <Stack gap="1" data-testid="row-sale">
      <Badge colorPalette="orange" alignSelf="start">
        {t('operations.restore.returnBadge')}
      </Badge>
      <Text fontSize="sm">
        {t('operations.restore.sale', {
          name: sale.clientName ?? '—',
          date: format.date(sale.billDate) || '—',
          outlet: outlet ? nameText(outlet) : '—',
        })}
      </Text>
      {sale.waiting && (
        <Text fontSize="xs" color="fg.muted">
          {t('operations.restore.saleWaiting')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Before returns are queued: the sales they end and the reason (required), one for the batch. `rows` are the
 * returns; confirming hands the reason back.
 */
export function ReturnDialog({
  open,
  rows,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  rows: ScanRow[];
  onConfirm(reason: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const sold = useMemo(() => rows.filter((r) => r.sale), [rows]);
  return (
    <AlertDialog
      open={open && sold.length > 0}
      title={t('operations.restore.returnTitle')}
      confirmLabel={t('operations.restore.recordReturn')}
      cancelLabel={t('operations.restore.cancel')}
      onCancel={onCancel}
      onConfirm={() => {
        if (!reason.trim()) return setMissing(true);
        onConfirm(reason.trim());
      }}
    >
      <Stack gap="4">
        <Text>{t('operations.restore.returnText', { count: sold.length })}</Text>
        <Stack gap="3" maxH="40dvh" overflowY="auto">
          {sold.map((row) => (
            <Stack key={row.serial} gap="1">
              <Text fontFamily="mono" fontWeight="semibold">
                <bdi dir="ltr">{row.serial}</bdi>
              </Text>
              {row.sale && <SaleLine sale={row.sale} />}
            </Stack>
          ))}
        </Stack>
        <Field.Root invalid={missing}>
          <Field.Label>{t('operations.restore.returnReason')}</Field.Label>
          <Textarea
            name="returnReason"
            rows={2}
            maxLength={RETURN_REASON_MAX}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setMissing(false);
            }}
          />
          {missing && <Field.ErrorText>{t('operations.restore.returnReasonRequired')}</Field.ErrorText>}
        </Field.Root>
      </Stack>
    </AlertDialog>
  );
}
