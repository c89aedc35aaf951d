import { Stack, Table } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ITEM_STATUSES, ITEM_TYPES, WARRANTY_STATUSES } from '../../../shared/items';
import { ITEM_SORT, type ItemSortField } from '../../../shared/validation/item';
import { ExportButton } from '../../components/export/ExportButton';
import { fetchAllPages } from '../../components/export/exportXlsx';
import { FilterBar, FilterField, optionsOf, SelectFilter, TextFilter } from '../../components/list/FilterBar';
import { DateRangeFields, LinkButton, ListHeading, PagedResults } from '../../components/list/ListParts';
import { SellerFilter, useSellerOptions } from '../../components/list/SellerFilter';
import { ColumnCells, ColumnHeaders, exportColumns, type ListColumn } from '../../components/list/columns';
import { useListState } from '../../components/list/useListState';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { fetchItemList, type ItemRow } from '../../data/itemDatabase';
import { useLoad } from '../../ui/useLoad';
import { useLocalDatabase } from '../../data/LocalDataProvider';
import { isNetworkFailure } from '../../lib/graphql';
import { useReachable } from '../../lib/useReachable';
import { DeviceItemsList } from './DeviceItemsList';
import { useAccess } from '../../session/access';
import { SerialInput } from '../../scan/SerialInput';
import { ItemStatusBadge, WarrantyBadge } from './ItemBadges';
import { itemColumns } from './ItemColumns';
import { useLabelSelection } from './useLabelSelection';
import { appliedItemFilters, itemFilterFromSearch, itemFilterVariables, type ItemFilterForm } from './itemFilters';

/** Spec "Database": every item, filtered, sorted and paged on the server. */
export function ItemsListPage() {
  const { t } = useTranslation();
  usePageTitle('nav.database');
  const format = useFormatters();
  const [search] = useSearchParams();
  const { caller, can, canCall } = useAccess();
  const ownOutlet = caller?.outletId ?? null;
  // An outlet account's list opens on its own outlet's items, not on the company stock it may also see (issue 29
  // point 9); clearing the outlet filter shows everything it reaches.
  const initial = useMemo(() => {
    const filter = itemFilterFromSearch(search);
    return ownOutlet && !search.has('sellerId') ? { ...filter, sellerId: ownOutlet } : filter;
  }, [search, ownOutlet]);
  const list = useListState<ItemFilterForm, ItemSortField>(initial, ITEM_SORT);
  const { sellers, nameOf } = useSellerOptions();
  const query = { filter: itemFilterVariables(list.applied), orderBy: list.orderBy, ...list.paging };
  // Offline, a list answered before shows as it was (with its time); one never answered on this device shows the
  // device's own items (DeviceItemsList) instead of "could not be loaded". Being offline is not an error to toast.
  // Offline means the server did not answer (issue 41 point 7), whatever the browser believes (Wi-Fi without internet).
  const online = useReachable();
  const db = useLocalDatabase();
  const remote = useLoad(`itemList:${JSON.stringify(query)}`, (signal) => fetchItemList(query, signal), { quiet: !online });
  const offline = isNetworkFailure(remote.error) && !remote.data;
  const draft = list.draft;
  const labels = useLabelSelection();
  const dateColumn = (
    field: 'createdAt' | 'exportedAt' | 'expirationDate',
    emptyAs: string | null,
  ): ListColumn<ItemRow, ItemSortField> => ({
    id: field,
    header: t(`items.fields.${field}`),
    sort: field,
    cell: (r) => format.date(r[field]) || emptyAs,
    cellProps: { whiteSpace: 'nowrap' },
    export: (r) => format.date(r[field]) || null,
  });
  // Every column once: the table, its sort headers and the export read it (the export adds the customer's phone).
  const columns: Array<ListColumn<ItemRow, ItemSortField>> = [
    ...itemColumns<ItemRow>(t),
    {
      id: 'status',
      header: t('items.fields.status'),
      cell: (r) => <ItemStatusBadge status={r.status} />,
      export: (r) => t(`items.status.${r.status}`),
    },
    {
      id: 'warrantyStatus',
      header: t('items.fields.warrantyStatus'),
      cell: (r) => <WarrantyBadge status={r.warrantyStatus} />,
      export: (r) => t(`items.warrantyStatus.${r.warrantyStatus}`),
    },
    { id: 'seller', header: t('items.fields.seller'), cell: (r) => nameOf(r.sellerId) ?? '—', export: (r) => nameOf(r.sellerId) },
    { id: 'clientPhone', header: t('items.fields.clientPhone'), export: (r) => r.clientPhone },
    dateColumn('createdAt', null),
    dateColumn('exportedAt', '—'),
    dateColumn('expirationDate', '—'),
  ];

  return (
    <Stack gap="5">
      <ListHeading title={t('nav.database')}>
        {labels?.button}
        {canCall('itemImport') && (
          <LinkButton to="/admin/items/import" icon={<Upload aria-hidden />}>
            {t('imports.button')}
          </LinkButton>
        )}
        {/* §6: list export is the catalog kinds' Export permission. */}
        {ITEM_TYPES.some((kind) => can(`${kind}Export`)) && (
          <ExportButton<ItemRow>
            fileName={t('nav.database')}
            columns={exportColumns(columns)}
            // The applied filter and sort, every page of it (itemList pages up to 500 rows).
            loadRows={() => fetchAllPages((limit, offset) => fetchItemList({ ...query, limit, offset }), 500)}
          />
        )}
      </ListHeading>
      {offline ? (
        db && <DeviceItemsList db={db} />
      ) : (
        <>
          <FilterBar onApply={list.apply} onReset={list.reset} active={appliedItemFilters(list.applied)}>
            <FilterField label={t('items.fields.serialNumber')}>
              {/* A scan (wedge or camera) finds the item at once: the serial is applied as read. */}
              <SerialInput
                compact
                width={{ base: 'full', sm: '64' }}
                value={draft.serialNumber}
                onChange={(serialNumber) => list.patchDraft({ serialNumber })}
                onEnter={(serialNumber) => list.apply({ serialNumber })}
              />
            </FilterField>
            <SelectFilter
              label={t('items.fields.itemType')}
              value={draft.itemType}
              options={optionsOf(ITEM_TYPES, (v) => t(`items.type.${v}`))}
              onChange={(itemType) => list.patchDraft({ itemType })}
            />
            <SelectFilter
              label={t('items.fields.status')}
              value={draft.status}
              options={optionsOf(ITEM_STATUSES, (v) => t(`items.status.${v}`))}
              onChange={(status) => list.patchDraft({ status })}
            />
            <SelectFilter
              label={t('items.fields.warrantyStatus')}
              value={draft.warrantyStatus}
              options={optionsOf(WARRANTY_STATUSES, (v) => t(`items.warrantyStatus.${v}`))}
              onChange={(warrantyStatus) => list.patchDraft({ warrantyStatus })}
            />
            <SellerFilter
              label={t('items.fields.seller')}
              value={draft.sellerId}
              sellers={sellers}
              onChange={(sellerId) => list.patchDraft({ sellerId })}
            />
            <TextFilter
              label={t('items.fields.clientPhone')}
              dir="ltr"
              inputMode="tel"
              value={draft.clientPhone}
              onChange={(clientPhone) => list.patchDraft({ clientPhone })}
            />
            <SelectFilter
              label={t('items.filters.dateField')}
              width={{ base: 'full', sm: '40' }}
              any={false}
              value={draft.dateField}
              options={optionsOf(['createdAt', 'exportedAt'] as const, (v) => t(`items.fields.${v}`))}
              onChange={(dateField) => dateField && list.patchDraft({ dateField })}
            />
            <DateRangeFields from={draft.from} to={draft.to} onChange={list.patchDraft} />
          </FilterBar>

          <PagedResults
            loaded={remote}
            list={list}
            header={
              <>
                {labels?.header(remote.data?.rows ?? [])}
                <ColumnHeaders columns={columns} sort={list} />
              </>
            }
          >
            {(row) => (
              <Table.Row key={row.id}>
                {labels?.cell(row.serialNumber)}
                <ColumnCells columns={columns} row={row} />
              </Table.Row>
            )}
          </PagedResults>
        </>
      )}
    </Stack>
  );
}
