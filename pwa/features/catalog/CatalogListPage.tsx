import { Stack, Table } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ItemType } from '../../../shared/items';
import { CATALOG_SORT, type CatalogSortField } from '../../../shared/validation/catalog';
import { ExportButton } from '../../components/export/ExportButton';
import { fetchAllPages } from '../../components/export/exportXlsx';
import { FilterBar, SelectFilter, TextFilter } from '../../components/list/FilterBar';
import { DateRangeFields, LinkButton, ListHeading, PagedResults, RowActions, RowLink } from '../../components/list/ListParts';
import { ColumnCells, ColumnHeaders, exportColumns, type ListColumn } from '../../components/list/columns';
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
  const draft = list.draft;
  // Every column once: the table, its sort headers and the export read it (the export has each name on its own).
  const columns: Array<ListColumn<CatalogEntry, CatalogSortField>> = [
    {
      id: 'name',
      header: t('catalog.fields.name'),
      sort: 'name',
      cell: (r) => (
        <RowLink to={`/admin/${config.path}/${r.id}`}>
          <LocalName name={r} />
        </RowLink>
      ),
    },
    { id: 'nameAr', header: t('common.names.nameAr'), export: (r) => r.nameAr },
    { id: 'nameEn', header: t('common.names.nameEn'), export: (r) => r.nameEn },
    {
      id: 'barcode',
      header: t('catalog.fields.barcode'),
      sort: 'barcode',
      cell: (r) => r.barcode ?? '—',
      cellProps: { dir: 'ltr', textAlign: 'start' },
      export: (r) => r.barcode,
    },
    { id: 'brand', header: t('catalog.fields.brand'), sort: 'brand', cell: (r) => r.brand ?? '—', export: (r) => r.brand },
    {
      id: 'unitPrice',
      header: t('catalog.fields.unitPrice'),
      sort: 'unitPrice',
      cell: (r) => format.money(r.unitPrice) || '—',
      cellProps: { whiteSpace: 'nowrap' },
      export: (r) => r.unitPrice,
    },
    {
      id: 'quantity',
      header: t('catalog.fields.quantity'),
      sort: 'quantity',
      cell: (r) => format.number(r.quantity),
      export: (r) => r.quantity,
    },
    {
      id: 'warrantyPeriod',
      header: t('catalog.fields.warrantyPeriod'),
      sort: 'warrantyPeriod',
      cell: (r) => t('catalog.months', { count: r.warrantyPeriod, formatted: format.number(r.warrantyPeriod) }),
      cellProps: { whiteSpace: 'nowrap' },
      export: (r) => r.warrantyPeriod,
    },
    {
      id: 'createdAt',
      header: t('catalog.fields.createdAt'),
      sort: 'createdAt',
      cell: (r) => format.date(r.createdAt),
      cellProps: { whiteSpace: 'nowrap' },
      export: (r) => format.date(r.createdAt),
    },
  ];

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
            columns={exportColumns(columns)}
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

      <PagedResults loaded={remote} list={list} actions header={<ColumnHeaders columns={columns} sort={list} />}>
        {(row) => (
          <Table.Row key={row.id}>
            <ColumnCells columns={columns} row={row} />
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
