import { Field, Heading, Input, SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { dayOf, startOfDay } from '../../../shared/dates';
import { useTranslation } from 'react-i18next';
import { showError } from '../../ui/toaster';
import { usePageTitle } from '../../components/usePageTitle';
import { useLocalDatabase } from '../../data/LocalDataProvider';
import { ScannerPanel } from '../../scan/ScannerPanel';
import { useAccess } from '../../session/access';
import { precheck } from './precheck';
import { queueRows } from './queue';
import { ScanRows } from './ScanRows';
import { useScanList } from './useScanList';

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
 * bill date first, spec §4) or only sold, its warranty to be activated later.
 */
export function ActivationPage() {
  const { t } = useTranslation();
  usePageTitle('operations.activate.title');
  const db = useLocalDatabase();
  const list = useScanList(db);
  const { caller } = useAccess();
  const [clientName, setClientName] = useState('');
  const [clientPhone, setClientPhone] = useState('');
  const [step, setStep] = useState<Step>('activate');
  const [billDay, setBillDay] = useState(() => dayOf(new Date()));

  async function onSerial(serial: string, source: Parameters<typeof list.add>[1]) {
    if (!db || !caller) return;
    const now = new Date();
    const payload = { clientName: clientName.trim(), clientPhone: clientPhone.trim(), billDate: billDateOf(billDay || dayOf(now), now) };
    const row = await list.add(serial, source, (item) => precheck(step, payload, item, caller, now));
    if (!row || row.refusal) return;
    const ids = await queueRows(db, [row], step, payload);
    list.markQueued(ids);
  }

  return (
    <Stack gap="5" maxW="4xl">
      <Heading as="h1" size="xl">
        {t('operations.activate.title')}
      </Heading>
      <Text color="fg.muted">{t('operations.activate.hint')}</Text>
      <SegmentGroup.Root
        value={step}
        onValueChange={(e) => setStep(e.value === 'sell' ? 'sell' : 'activate')}
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
          <Input name="clientName" value={clientName} onChange={(e) => setClientName(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('operations.activate.clientPhone')}</Field.Label>
          <Input name="clientPhone" type="tel" dir="ltr" value={clientPhone} onChange={(e) => setClientPhone(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('operations.activate.billDate')}</Field.Label>
          <Input
            name="billDate"
            type="date"
            dir="ltr"
            value={billDay}
            max={dayOf(new Date())}
            onChange={(e) => setBillDay(e.currentTarget.value)}
          />
        </Field.Root>
      </SimpleGrid>
      <ScannerPanel
        autoFocus={false}
        onSerial={(serial, source) => void onSerial(serial, source)}
        onInvalid={() => showError(t('scan.incorrect'))}
      />
      <ScanRows rows={list.rows} />
    </Stack>
  );
}
