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
  Image,
  Input,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useErrorHandler } from '../../app/errors/useErrorHandler';
import { useLanguage } from '../../app/language';
import { usePageTitle } from '../../components/usePageTitle';
import { fetchWarranty, sendWarrantyComplaint, type WarrantyInfo } from './api';
import { displayLocale } from '../../../shared/locales';

const STATUS_COLOUR = { inactive: 'orange', active: 'green', expired: 'red' } as const;

/** `/:lang/w/:serial`: what the QR code on a label opens, for the customer. */
export function WarrantyPage() {
  const { t } = useTranslation();
  usePageTitle('warranty.title');
  const { serial = '' } = useParams();
  const language = useLanguage();
  const handleError = useErrorHandler();
  const [info, setInfo] = useState<WarrantyInfo | null | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    setInfo(undefined);
    fetchWarranty(serial).then(
      (result) => !cancelled && setInfo(result),
      (error: unknown) => {
        if (cancelled) return;
        setInfo(null);
        handleError(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [serial, handleError]);

  const date = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(displayLocale(language), { dateStyle: 'long', timeZone: 'Africa/Cairo' }).format(new Date(iso)) : '—';

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
                {info.photoUrl && <Image src={info.photoUrl} alt="" width="140px" height="140px" objectFit="cover" borderRadius="md" />}
                <Stack gap="3" flex="1">
                  <Heading as="h2" size="lg">
                    {info.name}
                  </Heading>
                  {info.model && <Text color="fg.muted">{info.model}</Text>}
                  <Box>
                    <Badge size="lg" colorPalette={STATUS_COLOUR[info.warrantyStatus]} data-testid="warranty-status">
                      {t(`warranty.status.${info.warrantyStatus}`)}
                    </Badge>
                  </Box>
                  <DataList.Root orientation="horizontal">
                    <DataList.Item>
                      <DataList.ItemLabel>{t('warranty.serial')}</DataList.ItemLabel>
                      <DataList.ItemValue dir="ltr" fontFamily="mono">
                        {info.serialNumber}
                      </DataList.ItemValue>
                    </DataList.Item>
                    {info.warrantyStatus !== 'inactive' && (
                      <>
                        <DataList.Item>
                          <DataList.ItemLabel>{t('warranty.activatedOn')}</DataList.ItemLabel>
                          <DataList.ItemValue data-testid="warranty-activated">{date(info.activationDate)}</DataList.ItemValue>
                        </DataList.Item>
                        <DataList.Item>
                          <DataList.ItemLabel>
                            {t(info.warrantyStatus === 'expired' ? 'warranty.expiredOn' : 'warranty.expiresOn')}
                          </DataList.ItemLabel>
                          <DataList.ItemValue data-testid="warranty-expires">{date(info.expirationDate)}</DataList.ItemValue>
                        </DataList.Item>
                      </>
                    )}
                    {info.outletName && (
                      <DataList.Item>
                        <DataList.ItemLabel>{t('warranty.outlet')}</DataList.ItemLabel>
                        <DataList.ItemValue>{info.outletName}</DataList.ItemValue>
                      </DataList.Item>
                    )}
                  </DataList.Root>
                  {info.warrantyStatus === 'inactive' && <Text color="fg.muted">{t('warranty.inactiveHelp')}</Text>}
                </Stack>
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
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
