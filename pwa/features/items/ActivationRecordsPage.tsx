import { Alert, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ACTIVATION_STATUSES, type ActivationStatus } from '../../../shared/items';
import { FilterBar, optionsOf, SelectFilter, TextFilter } from '../../components/list/FilterBar';
import { textOrNull } from '../../components/list/listQuery';
import { ListHeading, PagedResults } from '../../components/list/ListParts';
import { StatusBadge } from '../../components/list/StatusBadge';
import { useListState } from '../../components/list/useListState';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { fetchActivationRecords } from '../../data/itemDatabase';
import { useLoad } from '../../ui/useLoad';

interface Filter {
  status: '' | ActivationStatus;
  phoneNumber: string;
}

const STATUS_COLOR: Record<ActivationStatus, string> = { normal: 'green', exceeded: 'red' };

/** Activations per client phone, with the spec's notice when someone passed the limit. */
export function ActivationRecordsPage() {
  const { t } = useTranslation();
  usePageTitle('nav.activationRecords');
  const format = useFormatters();
  const list = useListState<Filter>({ status: '', phoneNumber: '' });
  const query = { status: list.applied.status || null, phoneNumber: textOrNull(list.applied.phoneNumber), ...list.paging };
  const remote = useLoad(`activationRecords:${JSON.stringify(query)}`, (signal) => fetchActivationRecords(query, signal));
  const data = remote.data;

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
      <PagedResults
        loaded={remote}
        list={list}
        header={
          <>
            <Table.ColumnHeader>{t('items.activation.userName')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('items.fields.clientPhone')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('items.activation.count')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('items.activation.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('items.activation.items')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('items.activation.activatedBy')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('items.fields.updatedAt')}</Table.ColumnHeader>
          </>
        }
      >
        {(row) => (
          <Table.Row key={row.id}>
            <Table.Cell>{row.userName ?? '—'}</Table.Cell>
            <Table.Cell dir="ltr" textAlign="start">
              {row.phoneNumber}
            </Table.Cell>
            <Table.Cell>{format.number(row.numberOfActivations)}</Table.Cell>
            <Table.Cell>
              <StatusBadge status={row.activationStatus} palette={STATUS_COLOR} labels="items.activationStatus" />
            </Table.Cell>
            <Table.Cell>
              <Stack gap="0.5">
                {row.items.map((serial) => (
                  <RouterLink key={serial} to={`/admin/items/${serial}`} dir="ltr" fontFamily="mono" fontSize="xs">
                    {serial}
                  </RouterLink>
                ))}
              </Stack>
            </Table.Cell>
            <Table.Cell>{row.activator ?? '—'}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{format.dateTime(row.updatedAt)}</Table.Cell>
          </Table.Row>
        )}
      </PagedResults>
    </Stack>
  );
}
