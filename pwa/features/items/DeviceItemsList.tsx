import { Alert, Button, Card, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeSerial } from '../../../shared/items/serial';
import { useSellerOptions } from '../../components/list/SellerFilter';
import { RouterLink } from '../../components/RouterLink';
import { useFormatters } from '../../components/useFormatters';
import { localItems } from '../../data/device/items';
import type { DeviceStore } from '../../data/device/store';
import type { LocalItem } from '../../data/device/types';
import { useAccess } from '../../session/access';
import { ItemStatusBadge, WarrantyBadge } from './ItemBadges';

const PAGE = 50;

/** The device's own items (its replica: an outlet's items, the stock for whoever exports), from memory or IndexedDB. */
function useDeviceItems(db: DeviceStore): LocalItem[] | undefined {
  const [items, setItems] = useState<LocalItem[] | undefined>(undefined);
  useEffect(() => {
    if (items) return;
    let cancelled = false;
    void localItems(db).then(
      (all) => !cancelled && setItems(all),
      () => !cancelled && setItems([]),
    );
    return () => {
      cancelled = true;
    };
  }, [db, items]);
  return items;
}

/**
 * The items list without a connection (issue 29 point 5): what this device holds, its own outlet's first, newest
 * change first, found by serial. The server-paged list and its filters come back with the connection.
 */
export function DeviceItemsList({ db }: { db: DeviceStore }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { caller } = useAccess();
  const items = useDeviceItems(db);
  const { nameOf } = useSellerOptions();
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(PAGE);
  const outlet = caller?.outletId ?? null;
  const sorted = useMemo(() => {
    const wanted = normalizeSerial(search);
    return (items ?? [])
      .filter((item) => !wanted || item.serialNumber.includes(wanted))
      .sort((a, b) => Number(b.sellerId === outlet) - Number(a.sellerId === outlet) || Number(b.updatedAt) - Number(a.updatedAt));
  }, [items, search, outlet]);

  return (
    <Stack gap="4" data-testid="device-items">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Stack gap="1">
          <Alert.Title>{t('items.offline.title')}</Alert.Title>
          <Alert.Description>{t('items.offline.hint')}</Alert.Description>
        </Stack>
      </Alert.Root>
      <Input
        dir="ltr"
        maxW={{ base: 'full', sm: '64' }}
        value={search}
        placeholder={t('items.offline.search')}
        aria-label={t('items.offline.search')}
        autoComplete="off"
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setShown(PAGE);
        }}
      />
      {items && (
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {t('list.total', { formatted: format.number(sorted.length) })}
        </Text>
      )}
      {items?.length === 0 && <Text color="fg.muted">{t('items.offline.none')}</Text>}
      <Stack gap="2" as="ul" listStyleType="none">
        {sorted.slice(0, shown).map((item) => (
          <Card.Root as="li" key={item.id} size="sm" data-item-serial={item.serialNumber}>
            <Card.Body gap="1" py="2" px="3">
              <RouterLink to={`/admin/items/${encodeURIComponent(item.serialNumber)}`} fontFamily="mono" fontWeight="semibold">
                <bdi dir="ltr">{item.serialNumber}</bdi>
              </RouterLink>
              <Text fontSize="sm">{item.itemName}</Text>
              {item.sellerId && (
                <Text fontSize="sm" color="fg.muted" data-testid="device-item-outlet">
                  {t('items.fields.seller')}: {nameOf(item.sellerId) ?? '—'}
                </Text>
              )}
              <HStack gap="2" wrap="wrap">
                <ItemStatusBadge status={item.status} />
                <WarrantyBadge status={item.warrantyStatus} />
                {item.expirationDate && (
                  <Text fontSize="xs" color="fg.muted">
                    {t('items.fields.expirationDate')}: {format.date(item.expirationDate)}
                  </Text>
                )}
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      {sorted.length > shown && (
        <Button variant="outline" alignSelf="start" minH="11" onClick={() => setShown((n) => n + PAGE)}>
          {t('items.offline.more')}
        </Button>
      )}
    </Stack>
  );
}
