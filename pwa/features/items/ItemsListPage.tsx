import { Button, Input, NativeSelect, Stack, Table } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ITEM_STATUSES, ITEM_TYPES, WARRANTY_STATUSES } from '../../../shared/items';
import { useErrorHandler } from '../../app/errors/useErrorHandler';
import { ExportButton } from '../../components/export/ExportButton';
import { fetchAllPages } from '../../components/export/exportXlsx';
import { FilterBar, FilterField } from '../../components/list/FilterBar';
import { DateRangeFields, ListHeading, ResultsTable } from '../../components/list/ListParts';
import { Pager } from '../../components/list/Pager';
import { SellerFilter, useSellerOptions } from '../../components/list/SellerFilter';
import { SortHeader } from '../../components/list/SortHeader';
import { useListState } from '../../components/list/useListState';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { useAccess } from '../auth/access';
import { fetchItemList, type ItemRow } from '../../data/itemDatabase';
import { useRemote } from '../../data/useRemote';
import { ItemStatusBadge, WarrantyBadge } from './ItemBadges';
import { itemFilterFromSearch, itemFilterVariables, type ItemFilterForm } from './itemFilters';

/** Spec "Database": every item, filtered, sorted and paged on the server. */
export function ItemsListPage() {
  const { t } = useTranslation();
  usePageTitle('nav.database');
  const handleError = useErrorHandler();
  const format = useFormatters();
  const [search] = useSearchParams();
  const initial = useMemo(() => itemFilterFromSearch(search), [search]);
  const list = useListState<ItemFilterForm>(initial, 'createdAt_DESC');
  const { sellers, nameOf } = useSellerOptions();
  const query = { filter: itemFilterVariables(list.applied), orderBy: list.orderBy, ...list.paging };
  const remote = useRemote((signal) => fetchItemList(query, signal), JSON.stringify(query));
  const { can, canCall } = useAccess();

  useEffect(() => {
    if (remote.error) handleError(remote.error);
  }, [remote.error, handleError]);

  const draft = list.draft;
  const count = remote.data?.count ?? 0;
  const select = <K extends 'itemType' | 'status' | 'warrantyStatus'>(key: K, values: readonly string[], label: (v: string) => string) => (
    <NativeSelect.Root width={{ base: 'full', sm: '44' }}>
      <NativeSelect.Field value={draft[key]} onChange={(e) => list.patchDraft({ [key]: e.target.value } as Partial<ItemFilterForm>)}>
        <option value="">{t('list.any')}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {label(v)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  const sort = (field: string, label: string) => (
    <SortHeader field={field} orderBy={list.orderBy} onSort={list.sortBy}>
      {label}
    </SortHeader>
  );

  return (
    <Stack gap="5">
      <ListHeading title={t('nav.database')}>
        {canCall('itemImport') && (
          <Button asChild variant="outline">
            <RouterLink to="/admin/items/import" _hover={{ textDecoration: 'none' }}>
              <Upload aria-hidden /> {t('imports.button')}
            </RouterLink>
          </Button>
        )}
        {/* §6: list export is the catalog kinds' Export permission. */}
        {ITEM_TYPES.some((kind) => can(`${kind}Export`)) && (
          <ExportButton<ItemRow>
            fileName={t('nav.database')}
            columns={[
              { key: 'serialNumber', label: t('items.fields.serialNumber'), value: (r) => r.serialNumber },
              { key: 'itemName', label: t('items.fields.itemName'), value: (r) => r.itemName },
              { key: 'itemType', label: t('items.fields.itemType'), value: (r) => t(`items.type.${r.itemType}`) },
              { key: 'status', label: t('items.fields.status'), value: (r) => t(`items.statusLabel.${r.status}`) },
              {
                key: 'warrantyStatus',
                label: t('items.fields.warrantyStatus'),
                value: (r) => t(`items.warrantyStatus.${r.warrantyStatus}`),
              },
              { key: 'seller', label: t('items.fields.seller'), value: (r) => nameOf(r.sellerId) },
              { key: 'clientPhone', label: t('items.fields.clientPhone'), value: (r) => r.clientPhone },
              { key: 'createdAt', label: t('items.fields.createdAt'), value: (r) => format.date(r.createdAt) },
              { key: 'exportedAt', label: t('items.fields.exportedAt'), value: (r) => format.date(r.exportedAt) || null },
              { key: 'expirationDate', label: t('items.fields.expirationDate'), value: (r) => format.date(r.expirationDate) || null },
            ]}
            // The applied filter and sort, every page of it (itemList pages up to 500 rows).
            loadRows={() =>
              fetchAllPages(
                (limit, offset) => fetchItemList({ filter: itemFilterVariables(list.applied), orderBy: list.orderBy, limit, offset }),
                500,
              )
            }
          />
        )}
      </ListHeading>
      <FilterBar onApply={list.apply} onReset={list.reset}>
        <FilterField label={t('items.fields.serialNumber')}>
          <Input dir="ltr" value={draft.serialNumber} onChange={(e) => list.patchDraft({ serialNumber: e.target.value })} />
        </FilterField>
        <FilterField label={t('items.fields.itemType')}>{select('itemType', ITEM_TYPES, (v) => t(`items.type.${v}`))}</FilterField>
        <FilterField label={t('items.fields.status')}>{select('status', ITEM_STATUSES, (v) => t(`items.statusLabel.${v}`))}</FilterField>
        <FilterField label={t('items.fields.warrantyStatus')}>
          {select('warrantyStatus', WARRANTY_STATUSES, (v) => t(`items.warrantyStatus.${v}`))}
        </FilterField>
        <SellerFilter
          label={t('items.fields.seller')}
          value={draft.sellerId}
          sellers={sellers}
          onChange={(sellerId) => list.patchDraft({ sellerId })}
        />
        <FilterField label={t('items.fields.clientPhone')}>
          <Input dir="ltr" inputMode="tel" value={draft.clientPhone} onChange={(e) => list.patchDraft({ clientPhone: e.target.value })} />
        </FilterField>
        <FilterField label={t('items.filters.dateField')}>
          <NativeSelect.Root width={{ base: 'full', sm: '40' }}>
            <NativeSelect.Field
              value={draft.dateField}
              onChange={(e) => list.patchDraft({ dateField: e.target.value as ItemFilterForm['dateField'] })}
            >
              <option value="createdAt">{t('items.fields.createdAt')}</option>
              <option value="exportedAt">{t('items.fields.exportedAt')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FilterField>
        <DateRangeFields from={draft.from} to={draft.to} onChange={list.patchDraft} />
      </FilterBar>

      <ResultsTable
        loading={remote.loading}
        count={count}
        header={
          <>
            {sort('serialNumber', t('items.fields.serialNumber'))}
            <Table.ColumnHeader>{t('items.fields.itemName')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('items.fields.itemType')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('items.fields.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('items.fields.warrantyStatus')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('items.fields.seller')}</Table.ColumnHeader>
            {sort('createdAt', t('items.fields.createdAt'))}
            {sort('exportedAt', t('items.fields.exportedAt'))}
            {sort('expirationDate', t('items.fields.expirationDate'))}
          </>
        }
      >
        {(remote.data?.rows ?? []).map((row) => (
          <Table.Row key={row.id}>
            <Table.Cell>
              <RouterLink to={`/admin/items/${row.serialNumber}`} dir="ltr" fontFamily="mono" fontWeight="medium">
                {row.serialNumber}
              </RouterLink>
            </Table.Cell>
            <Table.Cell>{row.itemName ?? '—'}</Table.Cell>
            <Table.Cell>{t(`items.type.${row.itemType}`)}</Table.Cell>
            <Table.Cell>
              <ItemStatusBadge status={row.status} />
            </Table.Cell>
            <Table.Cell>
              <WarrantyBadge status={row.warrantyStatus} />
            </Table.Cell>
            <Table.Cell>{nameOf(row.sellerId) ?? '—'}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{format.date(row.createdAt)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{format.date(row.exportedAt) || '—'}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{format.date(row.expirationDate) || '—'}</Table.Cell>
          </Table.Row>
        ))}
      </ResultsTable>
      <Pager count={count} page={list.page} pageSize={list.pageSize} onPage={list.setPage} onPageSize={list.setPageSize} />
    </Stack>
  );
}
