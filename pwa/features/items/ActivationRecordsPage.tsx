import { Alert, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ACTIVATION_STATUSES, type ActivationStatus } from '../../../shared/items';
import { FilterBar, optionsOf, SelectFilter, TextFilter } from '../../components/list/FilterBar';
import { textOrNull } from '../../components/list/listQuery';
import { ListHeading, PagedColumns } from '../../components/list/ListParts';
import { StatusBadge } from '../../components/list/StatusBadge';
import type { ListColumn } from '../../components/list/columns';
import { useListState } from '../../components/list/useListState';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { fetchActivationRecords, type ActivationRecord } from '../../data/itemDatabase';
import { useLoad } from '../../ui/useLoad';
import { useLocalDatabase } from '../../data/LocalDataProvider';
import { isNetworkFailure } from '../../lib/graphql';
import { useAccess } from '../../session/access';
import { useReachable } from '../../lib/useReachable';
import { DeviceActivations } from './DeviceActivations';

interface Filter {
  status: '' | ActivationStatus;
  phoneNumber: string;
}

const STATUS_COLOR: Record<ActivationStatus, string> = { normal: 'green', exceeded: 'red' };

/** Activations per client phone, with the spec's notice when someone passed the limit. */
export function ActivationRecordsPage() {
  const { t } = useTranslation();
  const { canOpen } = useAccess();
  usePageTitle('nav.activationRecords');
  const format = useFormatters();
  const list = useListState<Filter>({ status: '', phoneNumber: '' });
  const query = { status: list.applied.status || null, phoneNumber: textOrNull(list.applied.phoneNumber), ...list.paging };
  const online = useReachable();
  const store = useLocalDatabase();
  // Without a connection: what this phone did, above the list's own "could not be loaded" and its retry (not a toast).
  const remote = useLoad(`activationRecords:${JSON.stringify(query)}`, (signal) => fetchActivationRecords(query, signal), {
    quiet: !online,
  });
  const data = remote.data;
  // Offline, what this phone did shows above the list: above "could not be loaded", and above an answer kept from an
  // earlier visit too, which cannot hold the activations made since.
  const offline = store !== undefined && (Boolean(remote.savedAt) || (!data && isNetworkFailure(remote.error)));
  const mayOpenItems = canOpen({ op: 'itemFind' });
  const columns: Array<ListColumn<ActivationRecord>> = [
    { id: 'userName', header: t('items.activation.userName'), cell: (r) => r.userName ?? '—' },
    { id: 'phoneNumber', header: t('items.fields.clientPhone'), cell: (r) => r.phoneNumber, cellProps: { dir: 'ltr', textAlign: 'start' } },
    { id: 'count', header: t('items.activation.count'), cell: (r) => format.number(r.numberOfActivations) },
    {
      id: 'status',
      header: t('items.activation.status'),
      cell: (r) => <StatusBadge status={r.activationStatus} palette={STATUS_COLOR} labels="items.activationStatus" />,
    },
    {
      id: 'items',
      header: t('items.activation.items'),
      cell: (r) => (
        <Stack gap="0.5">
          {/* Links to the item's page only for whoever may open it (spec §6); the serial shows either way. */}
          {r.items.map((serial) =>
            mayOpenItems ? (
              <RouterLink key={serial} to={`/admin/items/${serial}`} dir="ltr" fontFamily="mono" fontSize="xs">
                {serial}
              </RouterLink>
            ) : (
              <Text key={serial} as="span" dir="ltr" fontFamily="mono" fontSize="xs">
                {serial}
              </Text>
            ),
          )}
        </Stack>
      ),
    },
    { id: 'activatedBy', header: t('items.activation.activatedBy'), cell: (r) => r.activator ?? '—' },
    {
      id: 'updatedAt',
      header: t('items.fields.updatedAt'),
      cell: (r) => format.dateTime(r.updatedAt),
      cellProps: { whiteSpace: 'nowrap' },
    },
  ];

  return (
    <Stack gap="5">
      <ListHeading
        title={t('nav.activationRecords')}
        subtitle={data && <Text color="fg.muted">{t('items.activation.limit', { formatted: format.number(data.limit) })}</Text>}
      />
      {data?.notice && (
        <Alert.Root status="warning" data-testid="activation-exceeded">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{data.notice}</Alert.Title>
            <Alert.Description>{t('items.activation.exceededCount', { formatted: format.number(data.exceededCount) })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {offline && <DeviceActivations store={store} />}
      <FilterBar onApply={list.apply} onReset={list.reset}>
        <SelectFilter
          label={t('items.activation.status')}
          width={{ base: 'full', sm: '40' }}
          value={list.draft.status}
          options={optionsOf(ACTIVATION_STATUSES, (s) => t(`items.activationStatus.${s}`))}
          onChange={(status) => list.patchDraft({ status })}
        />
        <TextFilter
          label={t('items.fields.clientPhone')}
          dir="ltr"
          inputMode="tel"
          value={list.draft.phoneNumber}
          onChange={(phoneNumber) => list.patchDraft({ phoneNumber })}
        />
      </FilterBar>
      <PagedColumns loaded={remote} list={list} columns={columns} />
    </Stack>
  );
}
