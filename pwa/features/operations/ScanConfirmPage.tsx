import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { serverNow } from '../../lib/serverClock';
import { Printer } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionType } from '../../../shared/items';
import { showError } from '../../ui/toaster';
import { usePageTitle } from '../../components/usePageTitle';
import { useLocalDatabase } from '../../data/LocalDataProvider';
import { ScannerPanel } from '../../scan/ScannerPanel';
import type { ScanSource } from '../../scan/keyboardWedge';
import { useAccess } from '../../session/access';
import { usePrintLabels } from '../labels';
import { ReturnDialog } from './CustomerReturn';
import { precheck } from './precheck';
import { ScanRows } from './ScanRows';
import { StorageAlert } from './StorageAlert';
import { useScanList } from './useScanList';
import { useOutcomeToast } from './useOutcomeToast';

/**
 * Scan a batch, confirm, queue: restore and factory export work this way. The list is the screen's draft on the
 * device until it is confirmed. A restore of a sold item is the customer's return: its row shows the sale, and
 * confirming asks for the reason first.
 */
function ScanConfirmPage({ type, textKey }: { type: ActionType; textKey: 'restore' | 'factory' }) {
  const { t } = useTranslation();
  usePageTitle(`operations.${textKey}.title`);
  const db = useLocalDatabase();
  const list = useScanList(db, textKey, { keepQueued: false });
  const { caller } = useAccess();
  const [done, setDone] = useState(false);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  // A second tap while the first confirmation is being written queues nothing twice.
  const inFlight = useRef(false);
  const toConfirm = list.rows.filter((r) => !r.actionId && !r.refusal);

  // Receiving into stock can go straight on to the labels of what was received.
  const printLabels = usePrintLabels();
  const announce = useOutcomeToast(db, `operations.${textKey}.queued`, `items.done.${type}`);
  const canPrint = textKey === 'factory' && printLabels !== null;

  function take(serials: string[], source: ScanSource) {
    setDone(false);
    void list.addMany(serials, source, (item, pending) =>
      caller ? precheck(type, {}, item, caller, serverNow(), pending) : { verdict: 'serverChecks' },
    );
  }

  async function confirm(andPrint = false, returnReason?: string) {
    // Returns are queued only with their reason: asked first.
    if (returnReason === undefined && toConfirm.some((r) => r.sale)) return setAsking(true);
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const queued = await list.queue(toConfirm, type, (row) => (row.sale && returnReason ? { returnReason } : {}));
      setAsking(false);
      setDone(true);
      announce([...queued.values()]);
      if (andPrint) printLabels?.([...queued.keys()]);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <Stack gap="5" maxW="4xl">
      <Heading as="h1" size="xl">
        {t(`operations.${textKey}.title`)}
      </Heading>
      <StorageAlert unsaved={list.unsaved.size} onRetry={list.retrySaving} />
      <ScannerPanel
        onSerial={(serial, source) => take([serial], source)}
        onSerials={take}
        onInvalid={() => showError(t('scan.incorrect'))}
      />
      <ScanRows
        rows={list.rows}
        onRemove={list.remove}
        rereads={list.rereads}
        unsaved={list.unsaved}
        actions={
          toConfirm.length > 0 &&
          !done && (
            <>
              <Text>{t(`operations.${textKey}.confirmText`, { count: toConfirm.length })}</Text>
              <HStack gap="2" wrap="wrap">
                <Button colorPalette="brand" minH="11" loading={busy} onClick={() => void confirm()}>
                  {t('operations.confirm')}
                </Button>
                {canPrint && (
                  <Button variant="outline" minH="11" disabled={busy} onClick={() => void confirm(true)}>
                    <Printer aria-hidden /> {t('operations.confirmAndPrint')}
                  </Button>
                )}
              </HStack>
            </>
          )
        }
      />
      <ReturnDialog open={asking} rows={toConfirm} onCancel={() => setAsking(false)} onConfirm={(reason) => void confirm(false, reason)} />
    </Stack>
  );
}

export function RestorePage() {
  return <ScanConfirmPage type="restore" textKey="restore" />;
}

export function FactoryExportPage() {
  return <ScanConfirmPage type="factoryExport" textKey="factory" />;
}
