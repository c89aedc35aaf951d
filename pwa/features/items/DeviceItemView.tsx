import { Alert, Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/DetailList';
import { RouterLink } from '../../components/RouterLink';
import { useFormatters } from '../../components/useFormatters';
import { useSellerOptions } from '../../components/list/SellerFilter';
import { useLocalItem } from '../../data/device/items';
import { useItemActions } from '../../data/device/outbox';
import type { DeviceStore } from '../../data/device/store';
import { noteWords, refusalWords } from '../operations';
import { ItemStatusBadge, WarrantyBadge } from './ItemBadges';

const STATE_COLOURS = { queued: 'orange', applied: 'green', rejected: 'red', dismissed: 'gray' } as const;

/**
 * An item's page without a connection (issue 41 point 7: it was blank, "the server cannot be reached"): the device's
 * copy of it, as last pulled, and what this phone did to it (waiting, applied, refused). The server's full record and
 * history come back with the connection.
 */
export function DeviceItemView({ store, serial }: { store: DeviceStore; serial: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const item = useLocalItem(store, serial);
  const actions = useItemActions(store, serial);
  const { nameOf } = useSellerOptions();
  const back = <RouterLink to="/admin/items">{t('list.backTo', { name: t('nav.database') })}</RouterLink>;
  if (item === undefined) return back;
  return (
    <Stack gap="5" maxWidth="5xl" data-testid="device-item">
      {back}
      <Alert.Root status="info">
        <Alert.Indicator />
        <Stack gap="1">
          <Alert.Title>{t('items.offline.itemTitle')}</Alert.Title>
          <Alert.Description>{t(item ? 'items.offline.itemHint' : 'items.offline.itemMissing')}</Alert.Description>
        </Stack>
      </Alert.Root>
      <Stack gap="1">
        <Heading as="h1" size="xl" dir="ltr" fontFamily="mono" textAlign="start">
          {serial}
        </Heading>
        {item && (
          <HStack gap="2" wrap="wrap">
            <Text color="fg.muted">{item.itemName}</Text>
            <ItemStatusBadge status={item.status} />
            <WarrantyBadge status={item.warrantyStatus} />
          </HStack>
        )}
      </Stack>
      {item && (
        <Card.Root>
          <Card.Body>
            <DetailList
              rows={[
                [t('items.fields.seller'), item.sellerId ? (nameOf(item.sellerId) ?? '—') : null],
                [t('items.fields.billDate'), format.date(item.billDate ?? null)],
                [t('items.fields.clientName'), item.clientName ?? null],
                [t('items.fields.activationDate'), format.date(item.activationDate)],
                [t('items.fields.expirationDate'), format.date(item.expirationDate)],
                [t('items.fields.returnedAt'), format.dateTime(item.returnedAt ?? null)],
              ]}
            />
          </Card.Body>
        </Card.Root>
      )}
      {actions && actions.length > 0 && (
        <Stack gap="2" as="section" aria-labelledby="device-actions">
          <Heading as="h2" size="md" id="device-actions">
            {t('items.offline.onThisPhone')}
          </Heading>
          <Stack as="ul" listStyleType="none" gap="2">
            {actions.map((action) => (
              <Card.Root as="li" key={action.id} size="sm" data-action-state={action.state}>
                <Card.Body gap="1" py="2" px="3">
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <Text fontWeight="semibold">{t(`operations.actionType.${action.type}`)}</Text>
                    <Badge colorPalette={STATE_COLOURS[action.state]}>
                      {t(`operations.state.${action.state === 'dismissed' ? 'rejected' : action.state}`)}
                    </Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {format.dateTime(action.createdAt)}
                  </Text>
                  <AnswerLine text={refusalWords(t, action)} color="red.fg" />
                  <AnswerLine text={noteWords(t, action)} color="orange.fg" />
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

const AnswerLine = ({ text, color }: { text: string | null; color: string }) => (text ? <Text color={color}>{text}</Text> : null);
