import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionType } from '../../../shared/items';
import { showError } from '../../ui/toaster';
import { usePageTitle } from '../../components/usePageTitle';
import { useLocalDatabase } from '../../data/LocalDataProvider';
import { ScannerPanel } from '../../scan/ScannerPanel';
import { useAccess } from '../../session/access';
import { usePrintLabels } from '../labels';
import { precheck } from './precheck';
import { queueRows } from './queue';
import { ScanRows } from './ScanRows';
import { useScanList } from './useScanList';

/** Scan a batch, confirm, queue: restore and factory export work this way. */
function ScanConfirmPage({ type, textKey }: { type: ActionType; textKey: 'restore' | 'factory' }) {
  const { t } = useTranslation();
  usePageTitle(`operations.${textKey}.title`);
  const db = useLocalDatabase();
  const list = useScanList(db);
  const { caller } = useAccess();
  const [done, setDone] = useState(false);
  const toConfirm = list.rows.filter((r) => !r.actionId && !r.refusal).length;

  // Receiving into stock can go straight on to the labels of what was received.
  const printLabels = usePrintLabels();
  const canPrint = textKey === 'factory' && printLabels !== null;

  async function confirm(andPrint = false) {
    if (!db) return;
    const queued = await queueRows(db, list.rows, type);
    list.markQueued(queued);
    setDone(true);
    if (andPrint) printLabels?.([...queued.keys()]);
  }

  return (
    <Stack gap="5" maxW="4xl">
      <Heading as="h1" size="xl">
        {t(`operations.${textKey}.title`)}
      </Heading>
      <ScannerPanel
        onSerial={(serial, source) => {
          setDone(false);
          void list.add(serial, source, (item) => (caller ? precheck(type, {}, item, caller) : { verdict: 'serverChecks' }));
        }}
        onInvalid={() => showError(t('scan.incorrect'))}
      />
      <ScanRows rows={list.rows} onRemove={list.remove} />
      {toConfirm > 0 && !done && (
        <HStack wrap="wrap">
          <Text>{t(`operations.${textKey}.confirmText`, { count: toConfirm })}</Text>
          <Button colorPalette="brand" onClick={() => void confirm()}>
            {t('operations.confirm')}
          </Button>
          {canPrint && (
            <Button variant="outline" onClick={() => void confirm(true)}>
              <Printer aria-hidden /> {t('operations.confirmAndPrint')}
            </Button>
          )}
        </HStack>
      )}
    </Stack>
  );
}

export function RestorePage() {
  return <ScanConfirmPage type="restore" textKey="restore" />;
}

export function FactoryExportPage() {
  return <ScanConfirmPage type="factoryExport" textKey="factory" />;
}
