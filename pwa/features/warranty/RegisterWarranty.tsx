import { Alert, Box, Button, Card, DataList, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { FileDown } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/useFormatters';
import { confirmWarrantyRegistration, startWarrantyRegistration, type WarrantyCertificate } from '../../data/warranty';
import { useErrorHandler } from '../../ui/errors/useErrorHandler';
import { useLanguage } from '../../ui/language';
import { isolateLtr } from '../../lib/bidi';
import { useBrand, useWarrantyTerms } from '../../components/useBrand';

/**
 * The buyer registers the item's warranty (issue 20): name and mobile phone,
 * then the SMS code; then the certificate, printed to PDF in the page's
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

  if (certificate) return <Certificate certificate={certificate} />;
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
                setCertificate(await confirmWarrantyRegistration(ticket.ticketId, code.trim()));
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
 * What the registration proves, on the screen, printed alone, and downloaded as a one-page PDF drawn in the page's
 * language with the brand's logo (issue 29 point 9: the button opened the print dialog, two pages, faint values).
 */
function Certificate({ certificate }: { certificate: WarrantyCertificate }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const brand = useBrand();
  const terms = useWarrantyTerms();
  const [saving, setSaving] = useState(false);
  const { info } = certificate;
  const rows: Array<[string, string, boolean?]> = [
    [t('warranty.register.customer'), certificate.customerName],
    [t('warranty.register.product'), [info.name, info.model].filter(Boolean).join(' · ')],
    [t('warranty.serial'), info.serialNumber, true],
    [t('warranty.activatedOn'), formatDate(info.activationDate, language) || '—'],
    [t('warranty.expiresOn'), formatDate(info.expirationDate, language) || '—'],
    ...(info.outletName ? ([[t('warranty.outlet'), info.outletName]] as Array<[string, string]>) : []),
  ];
  return (
    <Stack gap="3">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>{t('warranty.register.done')}</Alert.Title>
      </Alert.Root>
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
            void import('./certificatePdf')
              .then(async ({ certificatePdf, saveFile }) =>
                saveFile(
                  await certificatePdf({
                    brand: brand ?? t('common.appTitle'),
                    title: t('warranty.register.certificateTitle'),
                    rows,
                    terms: terms ? { title: t('warranty.register.certificateTerms'), text: terms } : null,
                    footer: [t('warranty.register.certificateCheck', { url: `${location.origin}/w/${info.serialNumber}` })],
                    language,
                    logo: '/icons/icon-192.png',
                  }),
                  `${t('warranty.register.certificateTitle')} ${info.serialNumber}.pdf`,
                ),
              )
              .finally(() => setSaving(false));
          }}
        >
          <FileDown aria-hidden /> {t('warranty.register.certificate')}
        </Button>
      </HStack>
    </Stack>
  );
}
