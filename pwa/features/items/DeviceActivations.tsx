import { Alert, Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/RouterLink';
import { useFormatters } from '../../components/useFormatters';
import { useDeviceActions } from '../../data/device/outbox';
import type { DeviceStore } from '../../data/device/store';
import type { LocalAction } from '../../data/device/types';

const STATE_COLOURS = { queued: 'orange', applied: 'green', rejected: 'red', dismissed: 'gray' } as const;

/**
 * The activation records without a connection (issue 41 point 7: a retry that could not work was all it offered): the
 * sales and activations done on this phone, by the customer's phone, with each one's state. The records of every
 * device, and the activation limit's notice, come back with the connection.
 */
export function DeviceActivations({ store }: { store: DeviceStore }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const actions = useDeviceActions(store, ['activate', 'sell']);
  const byPhone = useMemo(() => {
    const groups = new Map<string, LocalAction[]>();
    for (const action of actions ?? []) {
      const phone = action.payload.clientPhone?.trim() || '—';
      groups.set(phone, [...(groups.get(phone) ?? []), action]);
    }
    return [...groups.entries()];
  }, [actions]);
  return (
    <Stack gap="4" data-testid="device-activations">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Stack gap="1">
          <Alert.Title>{t('items.activation.offlineTitle')}</Alert.Title>
          <Alert.Description>{t('items.activation.offlineHint')}</Alert.Description>
        </Stack>
      </Alert.Root>
      {actions?.length === 0 && <Text color="fg.muted">{t('items.activation.offlineNone')}</Text>}
      <Stack as="ul" listStyleType="none" gap="2">
        {byPhone.map(([phone, done]) => (
          <Card.Root as="li" key={phone} size="sm" data-phone={phone}>
            <Card.Body gap="1" py="2" px="3">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Text fontWeight="semibold" dir="ltr">
                  {phone}
                </Text>
                <Text fontSize="sm">{done[0]?.payload.clientName ?? ''}</Text>
              </HStack>
              {done.map((action) => (
                <HStack key={action.id} gap="2" wrap="wrap" fontSize="sm">
                  <RouterLink to={`/admin/items/${encodeURIComponent(action.serialNumber)}`} dir="ltr" fontFamily="mono">
                    {action.serialNumber}
                  </RouterLink>
                  <Text color="fg.muted">{t(`operations.actionType.${action.type}`)}</Text>
                  <Badge colorPalette={STATE_COLOURS[action.state]}>{t(`operations.state.${action.state}`)}</Badge>
                  <Text color="fg.muted">{format.dateTime(action.createdAt)}</Text>
                </HStack>
              ))}
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  );
}
