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
import { sorter } from '../../components/list/SortHeader';
import { useListState } from '../../components/list/useListState';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { fetchItemList, type ItemRow } from '../../data/itemDatabase';
import { useLoad } from '../../ui/useLoad';
import { useLocalDatabase } from '../../data/LocalDataProvider';
import { useOnline } from '../../lib/online';
import { DeviceItemsList } from './DeviceItemsList';
import { useAccess } from '../../session/access';
import { SerialInput } from '../../scan/SerialInput';
import { ItemStatusBadge, WarrantyBadge } from './ItemBadges';
import { ItemColumnCells, ItemColumnHeaders } from './ItemColumns';
import { useLabelSelection } from './useLabelSelection';
import { itemFilterFromSearch, itemFilterVariables, type ItemFilterForm } from './itemFilters';

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
  const online = useOnline();
  const db = useLocalDatabase();
  const remote = useLoad(`itemList:${JSON.stringify(query)}`, (signal) => fetchItemList(query, signal), { quiet: !online });
  const offline = !online && remote.error !== undefined && !remote.data;
  const sort = sorter(list);
  const draft = list.draft;
  const labels = useLabelSelection();

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
            loadRows={() => fetchAllPages((limit, offset) => fetchItemList({ ...query, limit, offset }), 500)}
          />
        )}
      </ListHeading>
      {offline ? (
        db && <DeviceItemsList db={db} />
      ) : (
        <>
          <FilterBar onApply={list.apply} onReset={list.reset}>
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
              options={optionsOf(ITEM_STATUSES, (v) => t(`items.statusLabel.${v}`))}
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
                <ItemColumnHeaders sort={sort} />
                <Table.ColumnHeader>{t('items.fields.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('items.fields.warrantyStatus')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('items.fields.seller')}</Table.ColumnHeader>
                {sort('createdAt', t('items.fields.createdAt'))}
                {sort('exportedAt', t('items.fields.exportedAt'))}
                {sort('expirationDate', t('items.fields.expirationDate'))}
              </>
            }
          >
            {(row) => (
              <Table.Row key={row.id}>
                {labels?.cell(row.serialNumber)}
                <ItemColumnCells row={row} />
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
            )}
          </PagedResults>
        </>
      )}
    </Stack>
  );
}
