import { useEffect } from 'react';
import { Box, Card, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { normalizeSerial } from '../../../shared/items/serial';
import { Photo } from '../../components/Photo';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isItemType } from '../../../shared/items';
import { DetailList } from '../../components/DetailList';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { fetchItemWithTimeline } from '../../data/itemDatabase';
import { useLoad } from '../../ui/useLoad';
import { useLocalDatabase } from '../../data/LocalDataProvider';
import { isNetworkFailure } from '../../lib/graphql';
import { useReachable } from '../../lib/useReachable';
import { DeviceItemView } from './DeviceItemView';
import { useAccess } from '../../session/access';
import { CATALOG_KINDS } from '../catalog';
import { ItemStatusBadge, WarrantyBadge } from './ItemBadges';
import { ItemTimeline } from './ItemTimeline';

/** One item with every field and its timeline. */
export function ItemViewPage() {
  const { t } = useTranslation();
  usePageTitle('nav.database');
  // A serial typed into the address is read as a scanned one (issue 41 point 6).
  const serial = normalizeSerial(useParams().serial);
  const format = useFormatters();
  const { canCall } = useAccess();
  const online = useReachable();
  const store = useLocalDatabase();
  // Without a connection, the device's copy (a seller's own items): not an error to toast.
  const remote = useLoad(`item:${serial}`, (signal) => fetchItemWithTimeline(serial, signal), { quiet: !online });
  // The server answers again (a slow answer was taken for no network): its record, with the timeline, replaces the copy.
  const unreached = isNetworkFailure(remote.error);
  const { reload } = remote;
  useEffect(() => {
    if (online && unreached) reload();
  }, [online, unreached, reload]);

  if (!remote.data && store && isNetworkFailure(remote.error)) return <DeviceItemView store={store} serial={serial} />;
  if (!remote.data)
    return remote.error ? (
      <RouterLink to="/admin/items">{t('list.backTo', { name: t('nav.database') })}</RouterLink>
    ) : (
      <Spinner role="status" aria-label={t('common.loading')} />
    );
  const { item, timeline } = remote.data;
  const ltr = (v: string | null) => v && <span dir="ltr">{v}</span>;

  return (
    <Stack gap="5" maxWidth="5xl">
      <RouterLink to="/admin/items">{t('list.backTo', { name: t('nav.database') })}</RouterLink>
      <HStack gap="4" wrap="wrap" alignItems="start">
        <Photo src={item.photo} alt="" height="20" borderRadius="md" borderWidth="1px" />
        <Stack gap="1">
          <Heading as="h1" size="xl" dir="ltr" fontFamily="mono" textAlign="start">
            {item.serialNumber}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Text color="fg.muted">{item.itemName ?? t(`items.type.${item.itemType}`)}</Text>
            <ItemStatusBadge status={item.status} />
            <WarrantyBadge status={item.warrantyStatus} />
            {item.activationDate && canCall('certificateSettings') && (
              <RouterLink to={`/admin/items/${encodeURIComponent(item.serialNumber)}/certificate`} fontSize="sm">
                {t('labels.certificate.open')}
              </RouterLink>
            )}
            {item.isRestored && (
              <Text fontSize="sm" color="fg.muted">
                {t('items.restoredMark')}
              </Text>
            )}
          </HStack>
        </Stack>
      </HStack>
      <Stack direction={{ base: 'column', lg: 'row' }} gap="5" alignItems="start">
        <Card.Root flex="3" width="full">
          <Card.Body>
            <DetailList
              rows={[
                [t('items.fields.itemType'), t(`items.type.${item.itemType}`)],
                [
                  t('items.fields.catalogEntry'),
                  // The schema's type is a string: an entry of a type this screen does not know is named, not linked.
                  isItemType(item.itemType) ? (
                    <RouterLink key="c" to={`/admin/${CATALOG_KINDS[item.itemType].path}/${item.catalogId}`}>
                      {item.itemName ?? item.catalogId}
                    </RouterLink>
                  ) : (
                    (item.itemName ?? item.catalogId)
                  ),
                ],
                [t('items.fields.brand'), item.brand],
                [t('items.fields.qrCode'), ltr(item.qrCode)],
                [
                  t('items.fields.batch'),
                  t('items.batchOf', { iteration: format.number(item.iterationNumber), copies: format.number(item.printingCountPerItem) }),
                ],
                [t('items.fields.exportedAt'), format.dateTime(item.exportedAt)],
                [t('items.fields.billDate'), format.date(item.billDate)],
                [t('items.fields.clientName'), item.clientName],
                [t('items.fields.clientPhone'), ltr(item.clientPhone)],
                [t('items.fields.activationDate'), format.date(item.activationDate)],
                [t('items.fields.expirationDate'), format.date(item.expirationDate)],
                [t('items.fields.restoredAt'), format.dateTime(item.restoredAt)],
                [t('items.fields.notes'), item.notes],
                [t('items.fields.createdAt'), format.dateTime(item.createdAt)],
                [t('items.fields.updatedAt'), format.dateTime(item.updatedAt)],
              ]}
            />
          </Card.Body>
        </Card.Root>
        <Box flex="2" width="full">
          <Heading as="h2" size="md" mb="3">
            {t('items.timeline.title')}
          </Heading>
          <ItemTimeline entries={timeline} />
        </Box>
      </Stack>
    </Stack>
  );
}
