import { normalizeSerial } from '../../../shared/items/serial';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Container,
  DataList,
  Field,
  Heading,
  Input,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { Photo } from '../../components/Photo';
import { RouterLink } from '../../components/RouterLink';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { WARRANTY_STATUSES, type WarrantyStatus } from '../../../shared/items/states';
import { useErrorHandler } from '../../ui/errors/useErrorHandler';
import { useLanguage } from '../../ui/language';
import { formatDate } from '../../components/useFormatters';
import { usePageTitle } from '../../components/usePageTitle';
import { useLoad } from '../../ui/useLoad';
import { fetchWarranty, sendWarrantyComplaint } from '../../data/warranty';
import { keptCertificate } from './keptCertificates';
import { Certificate, RegisterWarranty } from './RegisterWarranty';

const STATUS_COLOUR: Record<WarrantyStatus, string> = { inactive: 'orange', active: 'green', expired: 'red' };

/** The schema answers the status as a string: one this screen knows, else null (shown as it came). */
const knownStatus = (status: string): WarrantyStatus | null => WARRANTY_STATUSES.find((s) => s === status) ?? null;

/** `/:lang/w/:serial`: what the QR code on a label opens, for the customer. */
export function WarrantyPage() {
  const { t } = useTranslation();
  usePageTitle('warranty.title');
  // A serial typed into the address is read as a scanned one (issue 41 point 6).
  const serial = normalizeSerial(useParams().serial);
  const language = useLanguage();
  // undefined while loading; null for no such item, or a failure (which the error path shows).
  const { data, loading, reload } = useLoad(`warranty:${serial}`, (signal) => fetchWarranty(serial, signal));
  // The registration's answer stays on screen (its certificate) while the card above shows the new state.
  const [registering, setRegistering] = useState(false);
  const info = data === undefined && loading ? undefined : (data ?? null);
  const status = info ? knownStatus(info.warrantyStatus) : null;
  // Its buyer returned it (and it is not sold again): that is what the page says, not "not activated".
  const returned = Boolean(info?.returnedAt && status === 'inactive');
  // Offered for an item its outlet sold, not yet registered, its warranty not over: the server's own rule.
  const canRegister = Boolean(info && info.outletName && info.sold && !info.registered && status !== 'expired');
  // Not sold as far as the server knows (issue 41 point 8): a form that could only fail is replaced by why, and a retry.
  const awaitingSale = Boolean(info && !info.sold && status === 'inactive' && !returned);
  const date = (iso: string | null) => formatDate(iso, language) || '—';
  // Registered from this browser before (a reload, the QR code scanned again): its certificate again.
  const keptSerial = info?.registered && !registering ? info.serialNumber : null;
  const kept = useMemo(() => (keptSerial ? keptCertificate(keptSerial) : null), [keptSerial]);

  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t('warranty.title')}
        </Heading>
        {info === undefined && <Skeleton height="40" />}
        {info === null && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('warranty.notFound')}</Alert.Title>
          </Alert.Root>
        )}
        {info && (
          <Card.Root data-testid="warranty-card" data-status={info.warrantyStatus}>
            <Card.Body>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="5">
                <Photo src={info.photoUrl} alt="" width="140px" height="140px" objectFit="cover" borderRadius="md" />
                <Stack gap="3" flex="1">
                  <Heading as="h2" size="lg">
                    {info.name}
                  </Heading>
                  {info.model && <Text color="fg.muted">{info.model}</Text>}
                  <Box>
                    <Badge
                      size="lg"
                      colorPalette={returned ? 'gray' : status ? STATUS_COLOUR[status] : 'gray'}
                      data-testid="warranty-status"
                    >
                      {returned ? t('warranty.status.returned') : status ? t(`warranty.status.${status}`) : info.warrantyStatus}
                    </Badge>
                  </Box>
                  <DataList.Root orientation="horizontal">
                    <DataList.Item>
                      <DataList.ItemLabel>{t('warranty.serial')}</DataList.ItemLabel>
                      <DataList.ItemValue dir="ltr" fontFamily="mono">
                        {info.serialNumber}
                      </DataList.ItemValue>
                    </DataList.Item>
                    {status !== 'inactive' && (
                      <>
                        <DataList.Item>
                          <DataList.ItemLabel>{t('warranty.activatedOn')}</DataList.ItemLabel>
                          <DataList.ItemValue data-testid="warranty-activated">{date(info.activationDate)}</DataList.ItemValue>
                        </DataList.Item>
                        <DataList.Item>
                          <DataList.ItemLabel>{t(status === 'expired' ? 'warranty.expiredOn' : 'warranty.expiresOn')}</DataList.ItemLabel>
                          <DataList.ItemValue data-testid="warranty-expires">{date(info.expirationDate)}</DataList.ItemValue>
                        </DataList.Item>
                      </>
                    )}
                    {info.outletName && (
                      <DataList.Item>
                        <DataList.ItemLabel>{t(info.sold ? 'warranty.outlet' : 'warranty.outletUnsold')}</DataList.ItemLabel>
                        <DataList.ItemValue>{info.outletName}</DataList.ItemValue>
                      </DataList.Item>
                    )}
                  </DataList.Root>
                  {returned && (
                    <Stack gap="1" data-testid="warranty-returned">
                      <Text fontWeight="semibold">{t('warranty.returnedOn', { date: date(info.returnedAt ?? null) })}</Text>
                      <Text color="fg.muted">{t('warranty.returnedHelp')}</Text>
                    </Stack>
                  )}
                  {status === 'inactive' && !returned && !awaitingSale && (
                    <Text color="fg.muted">{t(canRegister ? 'warranty.inactiveRegister' : 'warranty.inactiveHelp')}</Text>
                  )}
                  {info.registered && !registering && <Text data-testid="warranty-registered">{t('warranty.register.registered')}</Text>}
                  {/* A warranty claim's replacement, both ways: each page leads to the other item's. */}
                  {info.replacedBy && (
                    <Alert.Root status="info" data-testid="warranty-replaced-by">
                      <Alert.Indicator />
                      <Stack gap="1">
                        <Alert.Title>{t('warranty.replacedBy', { serial: info.replacedBy })}</Alert.Title>
                        <RouterLink to={`/w/${encodeURIComponent(info.replacedBy)}`}>{t('warranty.openReplacement')}</RouterLink>
                      </Stack>
                    </Alert.Root>
                  )}
                  {info.replaces && (
                    <Alert.Root status="info" data-testid="warranty-replaces">
                      <Alert.Indicator />
                      <Stack gap="1">
                        <Alert.Title>{t('warranty.replaces', { serial: info.replaces })}</Alert.Title>
                        <RouterLink to={`/w/${encodeURIComponent(info.replaces)}`}>{t('warranty.openOriginal')}</RouterLink>
                      </Stack>
                    </Alert.Root>
                  )}
                </Stack>
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
        {awaitingSale && !registering && (
          <Alert.Root status="info" role="status" data-testid="warranty-awaiting-sale">
            <Alert.Indicator />
            <Alert.Content gap="3">
              <Alert.Description>{t('warranty.register.notSold')}</Alert.Description>
              <Box>
                <Button variant="outline" size="sm" loading={loading} onClick={reload}>
                  <RefreshCw aria-hidden /> {t('warranty.register.checkAgain')}
                </Button>
              </Box>
            </Alert.Content>
          </Alert.Root>
        )}
        {(registering || canRegister) && (
          <RegisterWarranty
            serial={info?.serialNumber ?? serial}
            onRegistered={() => {
              setRegistering(true);
              reload();
            }}
          />
        )}
        {info && kept && <Certificate info={info} customerName={kept.customerName} ticketId={kept.ticketId} />}
        {info && <ComplaintForm serial={info.serialNumber} />}
      </Stack>
    </Container>
  );
}

function ComplaintForm({ serial }: { serial: string }) {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const [number, setNumber] = useState<number | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      setNumber(await sendWarrantyComplaint(serial, phone.trim(), message.trim()));
    } catch (error) {
      handleError(error);
    } finally {
      setSending(false);
    }
  }

  if (number) {
    return (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>{t('warranty.complaint.sent', { number })}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Card.Root as="form" onSubmit={(e: FormEvent) => void submit(e)}>
      <Card.Header>
        <Heading as="h2" size="md">
          {t('warranty.complaint.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Field.Root required>
            <Field.Label>{t('warranty.complaint.phone')}</Field.Label>
            <Input type="tel" dir="ltr" value={phone} onChange={(e) => setPhone(e.currentTarget.value)} required />
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('warranty.complaint.message')}</Field.Label>
            <Textarea value={message} onChange={(e) => setMessage(e.currentTarget.value)} required rows={4} />
          </Field.Root>
          <Box>
            <Button type="submit" colorPalette="brand" loading={sending}>
              {t('warranty.complaint.send')}
            </Button>
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
