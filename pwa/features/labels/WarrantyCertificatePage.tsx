import { Alert, Box, Button, HStack, Spinner, Stack } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RouterLink } from '../../components/RouterLink';
import { useFormatters } from '../../components/useFormatters';
import { usePageTitle } from '../../components/usePageTitle';
import { fetchItemWithTimeline } from '../../data/itemDatabase';
import { fetchCertificateSettings } from '../../data/labels';
import { useLoad } from '../../ui/useLoad';
import { qrDataUrl } from './codes';
import './printFont';

type Loaded = Awaited<ReturnType<typeof fetchItemWithTimeline>>;

/**
 * An activated item's warranty certificate, on A5: the settings' printed
 * title, the item and its customer, the warranty's dates, a QR code of the
 * public warranty page and, when the settings ask for it, the signature.
 * Printed in the interface's language.
 */
export function WarrantyCertificatePage() {
  const { t } = useTranslation();
  usePageTitle('labels.certificate.title');
  const { serial = '' } = useParams();
  const item = useLoad(`certificate:${serial}`, (signal) => fetchItemWithTimeline(serial, signal));
  const settings = useLoad('certificateSettings', fetchCertificateSettings);
  const back = <RouterLink to={`/admin/items/${encodeURIComponent(serial)}`}>{serial}</RouterLink>;

  if (!item.data || !settings.data) return item.error || settings.error ? back : <Spinner role="status" aria-label={t('common.loading')} />;
  if (!item.data.item.activationDate)
    return (
      <Stack gap="4" maxWidth="3xl">
        {back}
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('labels.certificate.notActivated')}</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  const sheet = <Certificate loaded={item.data} title={settings.data.title} signature={settings.data.signature} />;
  return (
    <Stack gap="4" maxWidth="3xl">
      <HStack justifyContent="space-between" flexWrap="wrap" gap="3">
        {back}
        <Button colorPalette="brand" onClick={() => void document.fonts.ready.then(() => window.print())}>
          <Printer aria-hidden /> {t('labels.certificate.print')}
        </Button>
      </HStack>
      <Box borderWidth="1px" borderRadius="md" bg="white" className="certificate-screen" data-testid="certificate-preview">
        {sheet}
      </Box>
      {createPortal(<div className="certificate-print">{sheet}</div>, document.body)}
    </Stack>
  );
}

function Certificate({ loaded, title, signature }: { loaded: Loaded; title: string; signature: string | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { item, timeline } = loaded;
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (item.qrCode) void qrDataUrl(item.qrCode).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [item.qrCode]);
  // The outlet that activated it, as the timeline names it.
  const outlet = [...timeline].reverse().find((e) => e.action === 'activate' && e.sellerName)?.sellerName ?? null;
  const rows: Array<[string, string | null, boolean?]> = [
    // The entry's name in the certificate's language; the model code when the entry is gone.
    [t('items.fields.itemName'), item.catalogName ?? item.itemName ?? t(`items.type.${item.itemType}`)],
    [t('items.fields.brand'), item.brand],
    [t('items.fields.serialNumber'), item.serialNumber, true],
    [t('items.fields.clientName'), item.clientName],
    [t('items.fields.clientPhone'), item.clientPhone, true],
    [t('items.fields.seller'), outlet],
    [t('items.fields.billDate'), format.date(item.billDate)],
    [t('items.fields.activationDate'), format.date(item.activationDate)],
    [t('items.fields.expirationDate'), format.date(item.expirationDate)],
  ];
  return (
    <div className="certificate" data-testid="certificate">
      <style>{`
        .certificate { width: 148mm; min-height: 200mm; box-sizing: border-box; padding: 12mm; margin: 0 auto; background: white; color: black;
          font-family: 'Noto Sans Arabic', 'Segoe UI', Tahoma, sans-serif; display: flex; flex-direction: column; gap: 6mm; }
        .certificate header { text-align: center; border-bottom: 0.4mm solid black; padding-bottom: 4mm; }
        .certificate .company { font-size: 4.5mm; font-weight: 700; }
        .certificate h1 { font-size: 7mm; margin: 2mm 0 0; }
        .certificate table { width: 100%; border-collapse: collapse; font-size: 3.6mm; }
        .certificate th { text-align: start; font-weight: 600; width: 40%; padding: 1.6mm 0; vertical-align: top; }
        .certificate td { padding: 1.6mm 0; border-bottom: 0.2mm solid #ccc; }
        .certificate .ltr { direction: ltr; unicode-bidi: isolate; font-family: monospace; }
        .certificate footer { margin-top: auto; display: flex; justify-content: space-between; align-items: end; gap: 6mm; font-size: 3mm; }
        .certificate .qr img { width: 26mm; height: 26mm; display: block; }
        .certificate .sign { text-align: center; min-width: 45mm; }
        .certificate .sign img { max-height: 20mm; max-width: 60mm; display: block; margin: 0 auto 1mm; }
        .certificate .sign .line { border-top: 0.3mm solid black; padding-top: 1mm; }
        /* On screen the preview fits a phone; the printed copy keeps A5. */
        .certificate-screen .certificate { width: 100%; max-width: 148mm; min-height: 0; padding: 6mm; }
        @page { size: A5 portrait; margin: 0; }
        @media screen { .certificate-print { display: none; } }
        @media print { #root { display: none !important; } .certificate-print { display: block; } }
      `}</style>
      <header>
        {title && <div className="company">{title}</div>}
        <h1>{t('labels.certificate.title')}</h1>
      </header>
      <table>
        <tbody>
          {rows
            .filter(([, value]) => value)
            .map(([label, value, ltr]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className={ltr ? 'ltr' : undefined}>{value}</td>
              </tr>
            ))}
        </tbody>
      </table>
      <footer>
        <div className="qr">
          {qr && <img src={qr} alt="" data-testid="certificate-qr" />}
          <div>{t('labels.certificate.check')}</div>
          <div>{t('labels.certificate.issued', { date: format.date(new Date().toISOString()) })}</div>
        </div>
        <div className="sign">
          {signature && <img src={signature} alt={t('labels.certificate.signature')} data-testid="certificate-signature" />}
          <div className="line">{t('labels.certificate.signature')}</div>
        </div>
      </footer>
    </div>
  );
}
