import { Alert, Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { serverNow } from '../../lib/serverClock';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../ui/toaster';
import { useNameText } from '../../components/LocalName';
import { nameKeywords, SellerSelect } from '../../components/list/SellerFilter';
import { usePageTitle } from '../../components/usePageTitle';
import { useConfirmedSellers } from '../../data/device/items';
import { useLocalDatabase } from '../../data/LocalDataProvider';
import { ScannerPanel } from '../../scan/ScannerPanel';
import type { ScanSource } from '../../scan/keyboardWedge';
import { useAccess } from '../../session/access';
import { precheck } from './precheck';
import { useOutcomeToast } from './useOutcomeToast';
import { ScanRows } from './ScanRows';
import { StorageAlert } from './StorageAlert';
import { useScanList } from './useScanList';
import { useFormatters } from '../../components/useFormatters';

type Step = 'outlet' | 'scan' | 'review' | 'done';
const STEPS: Step[] = ['outlet', 'scan', 'review', 'done'];

/** Export to an outlet: choose it, scan serials, review, confirm (spec §2 step flow); the outlet and the list are the screen's draft until confirmed. */
export function ExportationPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  usePageTitle('operations.export.title');
  const db = useLocalDatabase();
  const confirmed = useConfirmedSellers(db);
  const nameText = useNameText();
  const sellers = useMemo(
    () => confirmed.map((s) => ({ id: s.id, name: nameText(s), keywords: nameKeywords(s) })).sort((a, b) => a.name.localeCompare(b.name)),
    [confirmed, nameText],
  );
  const list = useScanList(db, 'export', { keepQueued: false });
  const { caller } = useAccess();
  const stored: Step = STEPS.find((s) => s === list.fields.step) ?? 'outlet';
  // A draft whose list went out (or was emptied) goes on scanning for the same outlet.
  const step: Step = (stored === 'review' || stored === 'done') && list.rows.length === 0 ? 'scan' : stored;
  const setStep = (next: Step) => list.setField('step', next);
  const sellerId = list.fields.sellerId ?? '';
  const setSellerId = (id: string) => list.setField('sellerId', id);
  // A second tap on Confirm while the first is being written queues nothing twice.
  const inFlight = useRef(false);
  const outlet = sellers.find((s) => s.id === sellerId);
  // Rows refused on the device are shown with their reason and never queued.
  const toQueue = list.rows.filter((r) => !r.refusal).length;

  const announce = useOutcomeToast(db, 'operations.export.queued', 'items.done.export');

  async function confirm() {
    if (!outlet || inFlight.current) return;
    inFlight.current = true;
    try {
      const ids = await list.queue(list.rows, 'export', () => ({ sellerId: outlet.id }));
      setStep('done');
      announce([...ids.values()]);
    } finally {
      inFlight.current = false;
    }
  }

  function take(serials: string[], source: ScanSource) {
    void list.addMany(serials, source, (item, pending) =>
      caller ? precheck('export', { sellerId }, item, caller, serverNow(), pending) : { verdict: 'serverChecks' },
    );
  }

  return (
    <Stack gap="5" maxW="4xl">
      <Heading as="h1" size="xl">
        {t('operations.export.title')}
      </Heading>
      <HStack gap="2" flexWrap="wrap" aria-label={t('operations.export.title')}>
        {STEPS.map((s, i) => (
          <Badge
            key={s}
            size="lg"
            variant={s === step ? 'solid' : 'subtle'}
            colorPalette={s === step ? 'brand' : 'gray'}
            aria-current={s === step ? 'step' : undefined}
          >
            {format.number(i + 1)}. {t(`operations.export.steps.${s}`)}
          </Badge>
        ))}
      </HStack>

      <StorageAlert unsaved={list.unsaved.size} onRetry={list.retrySaving} />

      {step === 'outlet' && (
        <Card.Root>
          <Card.Body>
            <Stack gap="3">
              {sellers.length === 0 && (
                <Alert.Root status="info">
                  <Alert.Indicator />
                  <Alert.Title>{t('operations.export.noOutlets')}</Alert.Title>
                </Alert.Root>
              )}
              <SellerSelect
                label={t('operations.export.outlet')}
                placeholder={t('operations.export.chooseOutlet')}
                width="full"
                value={sellerId}
                sellers={sellers}
                onChange={setSellerId}
              />
              <HStack>
                <Button colorPalette="brand" disabled={!outlet} onClick={() => setStep('scan')}>
                  {t('operations.next')}
                </Button>
              </HStack>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}

      {step === 'scan' && (
        <Stack gap="4">
          <Text fontWeight="semibold">{outlet?.name}</Text>
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
              <HStack>
                <Button variant="outline" onClick={() => setStep('outlet')}>
                  {t('operations.back')}
                </Button>
                <Button colorPalette="brand" disabled={!toQueue} onClick={() => setStep('review')}>
                  {t('operations.next')}
                </Button>
              </HStack>
            }
          />
          {list.rows.length === 0 && (
            <HStack>
              <Button variant="outline" onClick={() => setStep('outlet')}>
                {t('operations.back')}
              </Button>
            </HStack>
          )}
        </Stack>
      )}

      {step === 'review' && (
        <Stack gap="4">
          <Text>{t('operations.export.review', { count: toQueue, outlet: outlet?.name ?? '' })}</Text>
          <ScanRows
            rows={list.rows}
            onRemove={list.remove}
            unsaved={list.unsaved}
            actions={
              <HStack>
                <Button variant="outline" onClick={() => setStep('scan')}>
                  {t('operations.back')}
                </Button>
                <Button colorPalette="brand" disabled={!toQueue} onClick={() => void confirm()}>
                  {t('operations.confirm')}
                </Button>
              </HStack>
            }
          />
        </Stack>
      )}

      {step === 'done' && (
        <Stack gap="4">
          <ScanRows rows={list.rows} />
          <HStack>
            <Button
              variant="outline"
              onClick={() => {
                list.clear({ fields: false });
                setStep('scan');
              }}
            >
              {t('operations.startOver')}
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
