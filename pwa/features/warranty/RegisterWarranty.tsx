import { Alert, Box, Button, Card, DataList, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { FileDown } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { certificateRows } from '../../../shared/warranty/certificate';
import {
  confirmWarrantyRegistration,
  downloadCertificate,
  startWarrantyRegistration,
  type WarrantyCertificate,
  type WarrantyInfo,
} from '../../data/warranty';
import { saveBlob } from '../../components/export/exportXlsx';
import { useErrorHandler } from '../../ui/errors/useErrorHandler';
import { useLanguage } from '../../ui/language';
import { isolateLtr } from '../../lib/bidi';
import { keepCertificate } from './keptCertificates';

/**
 * The buyer registers the item's warranty (issue 20): name and mobile phone,
 * then the SMS code; then the certificate, downloaded as a PDF in the page's
 * language. `onRegistered` lets the page show the warranty's new state.
 */
export function RegisterWarranty({ serial, onRegistered }: { serial: string; onRegistered(): void }) {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [ticket, setTicket] = useState<{ ticketId: string; phone: string } | null>(null);
  const [certificate, setCertificate] = useState<WarrantyCertificate | null>(null);
  const [busy, setBusy] = useState(false);

  async function step(event: FormEvent, run: () => Promise<void>) {
    event.preventDefault();
    setBusy(true);
    try {
      await run();
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  }

  if (certificate && ticket)
    return <Certificate info={certificate.info} customerName={certificate.customerName} ticketId={ticket.ticketId} confirmed />;
  return (
    <Card.Root data-testid="warranty-register">
      <Card.Header>
        <Heading as="h2" size="md">
          {t('warranty.register.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        {!ticket ? (
          <Stack
            as="form"
            gap="3"
            onSubmit={(e: FormEvent) =>
              void step(e, async () => setTicket(await startWarrantyRegistration(serial, name.trim(), phone.trim())))
            }
          >
            <Text color="fg.muted">{t('warranty.register.intro')}</Text>
            <Field.Root required>
              <Field.Label>{t('warranty.register.name')}</Field.Label>
              <Input value={name} autoComplete="name" onChange={(e) => setName(e.currentTarget.value)} required />
            </Field.Root>
            <Field.Root required>
              <Field.Label>{t('warranty.register.phone')}</Field.Label>
              <Input type="tel" dir="ltr" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.currentTarget.value)} required />
            </Field.Root>
            <Box>
              <Button type="submit" colorPalette="brand" loading={busy}>
                {t('warranty.register.send')}
              </Button>
            </Box>
          </Stack>
        ) : (
          <Stack
            as="form"
            gap="3"
            onSubmit={(e: FormEvent) =>
              void step(e, async () => {
                const confirmed = await confirmWarrantyRegistration(ticket.ticketId, code.trim());
                keepCertificate({ serial: confirmed.info.serialNumber, ticketId: ticket.ticketId, customerName: confirmed.customerName });
                setCertificate(confirmed);
                onRegistered();
              })
            }
          >
            <Text role="status">{t('warranty.register.codeSent', { phone: isolateLtr(ticket.phone) })}</Text>
            <Field.Root required>
              <Field.Label>{t('warranty.register.code')}</Field.Label>
              <Input
                dir="ltr"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                required
              />
            </Field.Root>
            <Box>
              <Button type="submit" colorPalette="brand" loading={busy}>
                {t('warranty.register.confirm')}
              </Button>
            </Box>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * What the registration proves, on the screen, printed alone, and downloaded as a one-page PDF in the page's language
 * that the server typesets from its records (issue 43 point 5: it was a picture of the page; issue 29 point 9: the
 * button opened the print dialog). `confirmed`: just now, with the registration's success; otherwise one this
 * browser confirmed before (keptCertificates.ts), shown again with the item's current record.
 */
export function Certificate({
  info,
  customerName,
  ticketId,
  confirmed = false,
}: {
  info: WarrantyInfo;
  customerName: string;
  ticketId: string;
  confirmed?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const handleError = useErrorHandler();
  const [saving, setSaving] = useState(false);
  const rows = certificateRows(info, customerName, t, language);
  return (
    <Stack gap="3">
      {confirmed && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t('warranty.register.done')}</Alert.Title>
        </Alert.Root>
      )}
      <style>{`@media print {
        body * { visibility: hidden; }
        [data-print-certificate], [data-print-certificate] * { visibility: visible; }
        [data-print-certificate] { position: absolute; inset: 0; border: none; }
      }`}</style>
      <Card.Root data-print-certificate data-testid="warranty-certificate">
        <Card.Body gap="4">
          <Heading as="h2" size="lg">
            {t('warranty.register.certificateTitle')}
          </Heading>
          <DataList.Root orientation="horizontal">
            {rows.map(([label, value, ltr]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue dir={ltr ? 'ltr' : undefined} fontFamily={ltr ? 'mono' : undefined}>
                  {value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Card.Body>
      </Card.Root>
      <HStack>
        <Button
          variant="outline"
          loading={saving}
          onClick={() => {
            setSaving(true);
            void downloadCertificate(ticketId, language)
              .then((file) => saveBlob(file.blob, file.name))
              .catch(handleError)
              .finally(() => setSaving(false));
          }}
        >
          <FileDown aria-hidden /> {t('warranty.register.certificate')}
        </Button>
      </HStack>
    </Stack>
  );
}
