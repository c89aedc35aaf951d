import { Button, Field, Heading, HStack, Input, SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { serverNow } from '../../lib/serverClock';
import { UserPlus } from 'lucide-react';
import { dayOf, startOfDay } from '../../../shared/dates';
import { useTranslation } from 'react-i18next';
import { showError } from '../../ui/toaster';
import { usePageTitle } from '../../components/usePageTitle';
import { useLocalDatabase } from '../../data/LocalDataProvider';
import { ScannerPanel } from '../../scan/ScannerPanel';
import type { ScanSource } from '../../scan/keyboardWedge';
import { useAccess } from '../../session/access';
import { precheck } from './precheck';
import { ScanRows } from './ScanRows';
import { StorageAlert } from './StorageAlert';
import { useScanList } from './useScanList';
import type { ScanRow } from './scanQueue';

type Step = 'activate' | 'sell';
const HALF_DAY_MS = 12 * 3600 * 1000;

/**
 * The bill date a payload carries: the scan's own time for today (the default), noon in Cairo for an
 * earlier day (a receipt's day, not its minute).
 */
function billDateOf(day: string, now: Date): string {
  return day === dayOf(now) ? now.toISOString() : new Date(startOfDay(day).getTime() + HALF_DAY_MS).toISOString();
}

/**
 * The seller's counter: the client once, the bill date (today unless changed), then every scanned item is
 * queued at once, either sold and its warranty activated (one activation: an unsold item is sold on its
 * bill date first, spec §4) or only sold, its warranty to be activated later. The customer and the items stay
 * on the device as the screen's draft (a reload or a crash loses nothing) until "New customer" clears them.
 */
export function ActivationPage() {
  const { t } = useTranslation();
  usePageTitle('operations.activate.title');
  const db = useLocalDatabase();
  const list = useScanList(db, 'activation', { keepQueued: true });
  const { caller } = useAccess();
  const clientName = list.fields.clientName ?? '';
  const clientPhone = list.fields.clientPhone ?? '';
  const step: Step = list.fields.step === 'sell' ? 'sell' : 'activate';
  // Today as the server counts it: a phone whose clock is off does not date its sales by it (issue 41 point 4).
  const billDay = list.fields.billDay ?? dayOf(serverNow());

  const payloadAt = (now: Date) => ({
    clientName: clientName.trim(),
    clientPhone: clientPhone.trim(),
    billDate: billDateOf(billDay || dayOf(now), now),
  });

  async function take(serials: string[], source: ScanSource) {
    if (!caller) return;
    const now = serverNow();
    const payload = payloadAt(now);
    const rows = await list.addMany(serials, source, (item, pending) => precheck(step, payload, item, caller, now, pending));
    await list.queue(rows, step, () => payload);
  }

  /** Rows the phone could not keep are queued again (each scan is queued at once here: there is no Confirm to press). */
  function retry() {
    const now = serverNow();
    const payload = payloadAt(now);
    const waiting: ScanRow[] = list.rows.filter((r) => !r.actionId && !r.refusal && list.unsaved.has(r.serial));
    void list.queue(waiting, step, () => payload);
  }

  return (
    <Stack gap="5" maxW="4xl">
      <Heading as="h1" size="xl">
        {t('operations.activate.title')}
      </Heading>
      <Text color="fg.muted">{t('operations.activate.hint')}</Text>
      <SegmentGroup.Root
        value={step}
        onValueChange={(e) => list.setField('step', e.value === 'sell' ? 'sell' : 'activate')}
        size="lg"
        aria-label={t('operations.activate.step')}
        width={{ base: 'full', sm: 'auto' }}
        alignSelf="start"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          flex={{ base: '1', sm: 'initial' }}
          justifyContent="center"
          items={[
            { value: 'activate', label: t('operations.activate.sellAndActivate') },
            { value: 'sell', label: t('operations.activate.sellOnly') },
          ]}
        />
      </SegmentGroup.Root>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <Field.Root required>
          <Field.Label>{t('operations.activate.clientName')}</Field.Label>
          <Input name="clientName" value={clientName} onChange={(e) => list.setField('clientName', e.currentTarget.value)} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('operations.activate.clientPhone')}</Field.Label>
          <Input
            name="clientPhone"
            type="tel"
            dir="ltr"
            value={clientPhone}
            onChange={(e) => list.setField('clientPhone', e.currentTarget.value)}
          />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('operations.activate.billDate')}</Field.Label>
          <Input
            name="billDate"
            type="date"
            dir="ltr"
            value={billDay}
            max={dayOf(serverNow())}
            onChange={(e) => list.setField('billDay', e.currentTarget.value)}
          />
        </Field.Root>
      </SimpleGrid>
      <StorageAlert unsaved={list.unsaved.size} onRetry={retry} />
      <ScannerPanel
        autoFocus={false}
        onSerial={(serial, source) => void take([serial], source)}
        onSerials={(serials, source) => void take(serials, source)}
        onInvalid={() => showError(t('scan.incorrect'))}
      />
      {(list.rows.length > 0 || clientName || clientPhone) && (
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontSize="sm" color="fg.muted">
            {t('operations.draftKept')}
          </Text>
          <Button variant="outline" size="sm" minH="11" onClick={() => list.clear()}>
            <UserPlus aria-hidden /> {t('operations.activate.newCustomer')}
          </Button>
        </HStack>
      )}
      <ScanRows rows={list.rows} rereads={list.rereads} unsaved={list.unsaved} />
    </Stack>
  );
}
