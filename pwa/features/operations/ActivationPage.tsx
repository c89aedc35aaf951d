import { Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
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

/** Warranty activation: the client once, then every scanned item is queued for activation at once. */
export function ActivationPage() {
  const { t } = useTranslation();
  usePageTitle('operations.activate.title');
  const db = useLocalDatabase();
  const list = useScanList(db);
  const { caller } = useAccess();
  const [clientName, setClientName] = useState('');
  const [clientPhone, setClientPhone] = useState('');

  async function onSerial(serial: string, source: Parameters<typeof list.add>[1]) {
    if (!db || !caller) return;
    const payload = { clientName: clientName.trim(), clientPhone: clientPhone.trim() };
    const row = await list.add(serial, source, (item) => precheck('activate', payload, item, caller));
    if (!row || row.refusal) return;
    const ids = await queueRows(db, [row], 'activate', payload);
    list.markQueued(ids);
  }

  return (
    <Stack gap="5" maxW="4xl">
      <Heading as="h1" size="xl">
        {t('operations.activate.title')}
      </Heading>
      <Text color="fg.muted">{t('operations.activate.hint')}</Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Field.Root required>
          <Field.Label>{t('operations.activate.clientName')}</Field.Label>
          <Input name="clientName" value={clientName} onChange={(e) => setClientName(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('operations.activate.clientPhone')}</Field.Label>
          <Input name="clientPhone" type="tel" dir="ltr" value={clientPhone} onChange={(e) => setClientPhone(e.currentTarget.value)} />
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
