import { Button, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Download, Usb } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayOf } from '../../../shared/dates';
import { saveBlob } from '../../components/export/exportXlsx';
import { useLanguage } from '../../ui/language';
import { showError, showSuccess } from '../../ui/toaster';
import type { LabelData, LabelTexts } from './LabelSheet';
import type { LabelMedia } from './media';
import { ZPL_DPIS, zplDocument, zplSupports, type ZplDpi } from './zpl';
import { sendToUsbPrinter, usbAvailable, UsbPrinterError } from './zplUsb';

interface Props {
  media: LabelMedia;
  labels: LabelData[];
  copies: number;
  offset: { x: number; y: number };
  texts: LabelTexts;
}

const USB_MESSAGES = { noEndpoint: 'labels.zpl.usbNoEndpoint', failed: 'labels.zpl.usbFailed' } as const;

/** The thermal printer's way out of the label screen: the same labels as ZPL, downloaded or sent over USB. */
export function ZplPanel({ media, labels, copies, offset, texts }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [dpi, setDpi] = useState<ZplDpi>(203);
  const [busy, setBusy] = useState(false);
  const rolls = zplSupports(media);
  const usb = usbAvailable();

  async function withZpl(then: (zpl: string) => Promise<void> | void) {
    setBusy(true);
    let zpl: string;
    try {
      // The drawing and its codes load now, when they are asked for, not with the label screen.
      const { rasterLabels } = await import('./zplRaster');
      const bitmaps = await rasterLabels(labels, { media, dpi, texts, dir: language === 'ar' ? 'rtl' : 'ltr' });
      zpl = zplDocument({ media, dpi, offset, copies, labels: bitmaps });
    } catch {
      setBusy(false);
      return showError(t('labels.zpl.failed'));
    }
    try {
      await then(zpl);
    } finally {
      setBusy(false);
    }
  }

  const download = () =>
    withZpl((zpl) => saveBlob(new Blob([zpl], { type: 'application/octet-stream' }), `labels-${dayOf(new Date())}.zpl`));

  const send = () =>
    withZpl(async (zpl) => {
      try {
        await sendToUsbPrinter(new TextEncoder().encode(zpl));
        showSuccess(t('labels.zpl.sent', { count: labels.length * copies }));
      } catch (error) {
        const reason = error instanceof UsbPrinterError ? error.reason : 'failed';
        // Closing the browser's chooser is the user's choice, not an error.
        if (reason !== 'cancelled') showError(t(USB_MESSAGES[reason]));
      }
    });

  return (
    <Stack gap="3" borderTopWidth="1px" pt="3" data-testid="zpl-panel">
      <Heading as="h2" size="md">
        {t('labels.zpl.title')}
      </Heading>
      <Field.Root disabled={!rolls}>
        <Field.Label>{t('labels.zpl.dpi')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={dpi} onChange={(e) => setDpi(Number(e.currentTarget.value) as ZplDpi)}>
            {ZPL_DPIS.map((d) => (
              <option key={d} value={d}>
                {t('labels.zpl.dpiOption', { dpi: d })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <HStack gap="2" flexWrap="wrap">
        <Button variant="outline" disabled={!rolls || !labels.length || busy} loading={busy} onClick={() => void download()}>
          <Download aria-hidden /> {t('labels.zpl.download')}
        </Button>
        {usb && (
          <Button variant="outline" disabled={!rolls || !labels.length || busy} onClick={() => void send()}>
            <Usb aria-hidden /> {t('labels.zpl.send')}
          </Button>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted" data-testid="zpl-hint">
        {rolls ? t('labels.zpl.hint') : t('labels.zpl.sheets')}
      </Text>
    </Stack>
  );
}
