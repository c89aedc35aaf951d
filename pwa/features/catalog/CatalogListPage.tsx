import { Stack, Table } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ItemType } from '../../../shared/items';
import { CATALOG_SORT } from '../../../shared/validation/catalog';
import { ExportButton } from '../../components/export/ExportButton';
import { fetchAllPages } from '../../components/export/exportXlsx';
import { FilterBar, SelectFilter, TextFilter } from '../../components/list/FilterBar';
import { DateRangeFields, LinkButton, LinkCell, ListHeading, PagedResults, RowActions } from '../../components/list/ListParts';
import { sorter } from '../../components/list/SortHeader';
import { useListState } from '../../components/list/useListState';
import { useRemoval } from '../../components/list/useRemoval';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { deleteCatalogEntries, fetchCatalogList, type CatalogEntry } from '../../data/catalog';
import { useLoad } from '../../ui/useLoad';
import { useAccess } from '../../session/access';
import { catalogFilterVariables, EMPTY_CATALOG_FILTER } from './catalogForm';
import { CATALOG_KINDS } from './kinds';
import { LocalName } from '../../components/LocalName';

/** Products, spare parts or accessories: filters, sort and paging on the server. */
export function CatalogListPage({ kind }: { kind: ItemType }) {
  const { t } = useTranslation();
  const config = CATALOG_KINDS[kind];
  usePageTitle(config.titleKey);
  const { canCall, can } = useAccess();
  const format = useFormatters();
  const list = useListState(EMPTY_CATALOG_FILTER, CATALOG_SORT);
  const query = { filter: catalogFilterVariables(list.applied), orderBy: list.orderBy, ...list.paging };
  const remote = useLoad(`catalogList:${kind}:${JSON.stringify(query)}`, (signal) => fetchCatalogList(kind, query, signal));
  const removal = useRemoval({
    confirmKey: 'catalog.confirmDelete',
    doneKey: 'catalog.deleted',
    destroy: (id, pin) => deleteCatalogEntries(kind, [id], pin),
    onDone: remote.reload,
  });
  const sort = sorter(list);
  const draft = list.draft;

  return (
    <Stack gap="5">
      {removal.dialog}
      <ListHeading
        title={t(config.titleKey)}
        newTo={canCall(config.ops.create) && `/admin/${config.path}/new`}
        newLabel={t(`catalog.new.${kind}`)}
      >
        {/* §6: each catalog kind's Export permission; the applied filter and sort, every page of it. */}
        {can(`${kind}Export`) && (
          <ExportButton<CatalogEntry>
            fileName={t(config.titleKey)}
            columns={[
              { key: 'nameAr', label: t('common.names.nameAr'), value: (r) => r.nameAr },
              { key: 'nameEn', label: t('common.names.nameEn'), value: (r) => r.nameEn },
              { key: 'barcode', label: t('catalog.fields.barcode'), value: (r) => r.barcode },
              { key: 'brand', label: t('catalog.fields.brand'), value: (r) => r.brand },
              { key: 'unitPrice', label: t('catalog.fields.unitPrice'), value: (r) => r.unitPrice },
              { key: 'quantity', label: t('catalog.fields.quantity'), value: (r) => r.quantity },
              { key: 'warrantyPeriod', label: t('catalog.fields.warrantyPeriod'), value: (r) => r.warrantyPeriod },
              { key: 'createdAt', label: t('catalog.fields.createdAt'), value: (r) => format.date(r.createdAt) },
            ]}
            loadRows={() => fetchAllPages((limit, offset) => fetchCatalogList(kind, { ...query, limit, offset }), 500)}
          />
        )}
        {canCall(config.ops.import) && (
          <LinkButton to={`/admin/${config.path}/import`} icon={<Upload aria-hidden />}>
            {t('imports.button')}
          </LinkButton>
        )}
      </ListHeading>

      <FilterBar onApply={list.apply} onReset={list.reset}>
        <TextFilter label={t('catalog.fields.name')} value={draft.name} onChange={(name) => list.patchDraft({ name })} />
        <TextFilter
          label={t('catalog.fields.barcode')}
          dir="ltr"
          value={draft.barcode}
          onChange={(barcode) => list.patchDraft({ barcode })}
        />
        <TextFilter label={t('catalog.fields.brand')} value={draft.brand} onChange={(brand) => list.patchDraft({ brand })} />
        <TextFilter
          label={t('catalog.fields.warrantyPeriod')}
          inputMode="numeric"
          width="28"
          value={draft.warrantyPeriod}
          onChange={(warrantyPeriod) => list.patchDraft({ warrantyPeriod })}
        />
        <SelectFilter
          label={t('catalog.fields.quantity')}
          width="40"
          value={draft.stock}
          options={[
            { value: 'inStock', label: t('catalog.stock.inStock') },
            { value: 'outOfStock', label: t('catalog.stock.outOfStock') },
          ]}
          onChange={(stock) => list.patchDraft({ stock })}
        />
        <DateRangeFields from={draft.from} to={draft.to} onChange={list.patchDraft} />
      </FilterBar>

      <PagedResults
        loaded={remote}
        list={list}
        actions
        header={
          <>
            {sort('name', t('catalog.fields.name'))}
            {sort('barcode', t('catalog.fields.barcode'))}
            {sort('brand', t('catalog.fields.brand'))}
            {sort('unitPrice', t('catalog.fields.unitPrice'))}
            {sort('quantity', t('catalog.fields.quantity'))}
            {sort('warrantyPeriod', t('catalog.fields.warrantyPeriod'))}
            {sort('createdAt', t('catalog.fields.createdAt'))}
          </>
        }
      >
        {(row) => (
          <Table.Row key={row.id}>
            <LinkCell to={`/admin/${config.path}/${row.id}`}>
              <LocalName name={row} />
            </LinkCell>
            <Table.Cell dir="ltr" textAlign="start">
              {row.barcode ?? '—'}
            </Table.Cell>
            <Table.Cell>{row.brand ?? '—'}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{format.money(row.unitPrice) || '—'}</Table.Cell>
            <Table.Cell>{format.number(row.quantity)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              {t('catalog.months', { count: row.warrantyPeriod, formatted: format.number(row.warrantyPeriod) })}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{format.date(row.createdAt)}</Table.Cell>
            <RowActions
              name={row.name}
              editTo={canCall(config.ops.edit) && `/admin/${config.path}/${row.id}/edit`}
              onDelete={canCall(config.ops.destroy) && (() => void removal.remove(row.id, row.name))}
            />
          </Table.Row>
        )}
      </PagedResults>
    </Stack>
  );
}
