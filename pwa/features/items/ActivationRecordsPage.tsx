import { Alert, Badge, Heading, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorHandler } from '../../app/errors/useErrorHandler';
import { EmptyResults } from '../../components/EmptyResults';
import { FilterBar, FilterField } from '../../components/list/FilterBar';
import { textOrNull } from '../../components/list/listQuery';
import { Pager } from '../../components/list/Pager';
import { useListState } from '../../components/list/useListState';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { fetchActivationRecords } from '../../data/itemDatabase';
import { useRemote } from '../../data/useRemote';

interface Filter {
  status: '' | 'normal' | 'exceeded';
  phoneNumber: string;
}

/** Activations per client phone, with the spec's notice when someone passed the limit. */
export function ActivationRecordsPage() {
  const { t } = useTranslation();
  usePageTitle('nav.activationRecords');
  const handleError = useErrorHandler();
  const format = useFormatters();
  const list = useListState<Filter>({ status: '', phoneNumber: '' }, 'updatedAt_DESC');
  const query = { status: list.applied.status || null, phoneNumber: textOrNull(list.applied.phoneNumber), ...list.paging };
  const remote = useRemote((signal) => fetchActivationRecords(query, signal), JSON.stringify(query));

  useEffect(() => {
    if (remote.error) handleError(remote.error);
  }, [remote.error, handleError]);

  const data = remote.data;
  const count = data?.count ?? 0;
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {t('nav.activationRecords')}
        </Heading>
        {data && <Text color="fg.muted">{t('items.activation.limit', { formatted: format.number(data.limit) })}</Text>}
      </Stack>
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
        <FilterField label={t('items.activation.status')}>
          <NativeSelect.Root width={{ base: 'full', sm: '40' }}>
            <NativeSelect.Field value={list.draft.status} onChange={(e) => list.patchDraft({ status: e.target.value as Filter['status'] })}>
              <option value="">{t('list.any')}</option>
              <option value="normal">{t('items.activationStatus.normal')}</option>
              <option value="exceeded">{t('items.activationStatus.exceeded')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FilterField>
        <FilterField label={t('items.fields.clientPhone')}>
          <Input
            dir="ltr"
            inputMode="tel"
            value={list.draft.phoneNumber}
            onChange={(e) => list.patchDraft({ phoneNumber: e.target.value })}
          />
        </FilterField>
      </FilterBar>
      {!remote.loading && count === 0 ? (
        <EmptyResults />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-busy={remote.loading}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('items.activation.userName')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('items.fields.clientPhone')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('items.activation.count')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('items.activation.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('items.activation.items')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('items.activation.activatedBy')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('items.fields.updatedAt')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(data?.rows ?? []).map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell>{row.userName ?? '—'}</Table.Cell>
                  <Table.Cell dir="ltr" textAlign="start">
                    {row.phoneNumber}
                  </Table.Cell>
                  <Table.Cell>{format.number(row.numberOfActivations)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={row.activationStatus === 'exceeded' ? 'red' : 'green'}>
                      {t(`items.activationStatus.${row.activationStatus}`)}
                    </Badge>
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
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Pager count={count} page={list.page} pageSize={list.pageSize} onPage={list.setPage} onPageSize={list.setPageSize} />
    </Stack>
  );
}
