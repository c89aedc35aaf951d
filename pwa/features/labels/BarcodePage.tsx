import { Alert, Box, Button, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Printer, Ruler } from 'lucide-react';
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { showError } from '../../ui/toaster';
import { usePageTitle } from '../../components/usePageTitle';
import { fetchLabelItems, fetchLabelSettings, type LabelItem } from '../../data/labels';
import { useLoad } from '../../ui/useLoad';
import { useLanguage } from '../../ui/language';
import { ScannerPanel } from '../../scan/ScannerPanel';
import { readSerial } from '../../../shared/items/serial';
import { LabelSheet, type LabelTexts } from './LabelSheet';
import { LABEL_MEDIA, mediaById } from './media';
import { ZplPanel } from './ZplPanel';

const NONE: LabelItem[] = [];

/** /barcode: pick items by scanning or pasting serials, choose the medium, print labels (PDF, or ZPL for a thermal printer). */
export function BarcodePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle('nav.barcode');
  // A factory batch opens this screen with its serials already chosen.
  const location = useLocation();
  const [serials, setSerials] = useState<string[]>(() => {
    const state = location.state as { serials?: unknown } | null;
    return Array.isArray(state?.serials) ? state.serials.filter((s): s is string => typeof s === 'string') : [];
  });
  const [mediaId, setMediaId] = useState(LABEL_MEDIA[0]?.id ?? '');
  const [copies, setCopies] = useState<number | null>(null);
  const [skip, setSkip] = useState(0);
  const settings = useLoad('labelSettings', fetchLabelSettings).data;
  // The settings' offsets until the user moves the labels here.
  const [movedOffset, setOffset] = useState<{ x: number; y: number } | null>(null);
  const offset = movedOffset ?? { x: settings?.labelOffsetStartMm ?? 0, y: settings?.labelOffsetTopMm ?? 0 };
  const texts: LabelTexts = {
    title: settings?.title ?? '',
    barcodeTitle: settings?.barcodeTitle ?? '',
    barcodeName: settings?.barcodeName ?? '',
    signature: settings?.signature ?? null,
  };
  const [alignment, setAlignment] = useState(false);
  // Per language: the names come in it.
  const chosen = useLoad(serials.length ? `labels:${language}:${serials.join(',')}` : null, (signal) =>
    fetchLabelItems(serials, signal),
  ).data;
  const items = chosen?.items ?? NONE;
  const missing = chosen?.missing ?? [];

  const labels = useMemo(
    () =>
      items.map((item) => ({
        serial: item.serialNumber,
        url: `${window.location.origin}${item.qrCode}`,
        // The entry's name in the label's language (the interface's); the model code when the entry is gone.
        name: item.catalogName ?? item.itemName ?? '',
        brand: item.brand ?? '',
      })),
    [items],
  );
  const perItem = copies ?? Math.max(1, items[0]?.printingCountPerItem ?? 1);

  // The preview and the copy the printer gets show the same sheet.
  const sheet = { media: mediaById(mediaId), labels, copies: perItem, skip, offset, texts, outlinesOnly: alignment };

  function addSerials(text: string) {
    const found = text
      .split(/[\s,;]+/)
      .map(readSerial)
      .filter((s): s is string => s !== null);
    if (!found.length) return showError(t('scan.incorrect'));
    setSerials((current) => [...new Set([...current, ...found])]);
  }

  function print(outlines: boolean) {
    setAlignment(outlines);
    // Let React render the sheet for this mode, and the Arabic font load, before the print dialog snapshots it.
    setTimeout(() => void document.fonts.ready.then(() => window.print()), 50);
  }

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t('nav.barcode')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <Stack gap="3">
          <ScannerPanel
            pasting={false}
            onSerial={(serial) => setSerials((current) => (current.includes(serial) ? current : [...current, serial]))}
            onInvalid={() => showError(t('scan.incorrect'))}
          />
          <Field.Root>
            <Field.Label>{t('labels.paste')}</Field.Label>
            <Textarea
              dir="ltr"
              rows={3}
              onBlur={(e) => e.currentTarget.value.trim() && (addSerials(e.currentTarget.value), (e.currentTarget.value = ''))}
            />
          </Field.Root>
          <Text data-testid="label-count">{t('labels.selected', { count: items.length })}</Text>
          {missing.length > 0 && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>
                {t('labels.missing')} {missing.join(', ')}
              </Alert.Title>
            </Alert.Root>
          )}
          {serials.length > 0 && (
            <Box>
              <Button size="sm" variant="outline" onClick={() => setSerials([])}>
                {t('labels.clear')}
              </Button>
            </Box>
          )}
        </Stack>
        <Stack gap="3">
          <Field.Root>
            <Field.Label>{t('labels.media')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={mediaId} onChange={(e) => setMediaId(e.currentTarget.value)}>
                {LABEL_MEDIA.map((m) => (
                  <option key={m.id} value={m.id}>
                    {t(`labels.mediaNames.${m.id}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <SimpleGrid columns={2} gap="3">
            <NumberField label={t('labels.copies')} value={perItem} min={1} onChange={setCopies} />
            <NumberField label={t('labels.skip')} value={skip} min={0} onChange={setSkip} disabled={mediaById(mediaId).kind === 'roll'} />
            <NumberField label={t('labels.offsetStart')} value={offset.x} step={0.5} onChange={(x) => setOffset({ ...offset, x })} />
            <NumberField label={t('labels.offsetTop')} value={offset.y} step={0.5} onChange={(y) => setOffset({ ...offset, y })} />
          </SimpleGrid>
          <HStack gap="2" flexWrap="wrap">
            <Button colorPalette="brand" disabled={!items.length} onClick={() => print(false)}>
              <Printer aria-hidden /> {t('labels.print')}
            </Button>
            <Button variant="outline" onClick={() => print(true)}>
              <Ruler aria-hidden /> {t('labels.alignment')}
            </Button>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t('labels.pdfHint')}
          </Text>
          <ZplPanel media={sheet.media} labels={labels} copies={perItem} offset={offset} texts={texts} />
        </Stack>
      </SimpleGrid>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md" p="3" bg="gray.100" _dark={{ bg: 'gray.900' }}>
        <LabelSheet {...sheet} />
      </Box>
      {createPortal(<LabelSheet mode="print" {...sheet} />, document.body)}
    </Stack>
  );
}

function NumberField({
  label,
  value,
  onChange,
  min,
  step = 1,
  disabled,
}: {
  label: string;
  value: number;
  onChange(v: number): void;
  min?: number;
  step?: number;
  disabled?: boolean;
}) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="number"
        dir="ltr"
        value={value}
        min={min}
        step={step}
        onChange={(e) => Number.isFinite(e.currentTarget.valueAsNumber) && onChange(e.currentTarget.valueAsNumber)}
      />
    </Field.Root>
  );
}
