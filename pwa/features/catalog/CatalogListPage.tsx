import { Button, Input, NativeSelect, Stack, Table } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemType } from '../../../shared/items';
import { useErrorHandler } from '../../app/errors/useErrorHandler';
import { showSuccess } from '../../app/toaster';
import { useDeleteConfirmation } from '../../components/ConfirmDialog';
import { ExportButton } from '../../components/export/ExportButton';
import { fetchAllPages } from '../../components/export/exportXlsx';
import { FilterBar, FilterField } from '../../components/list/FilterBar';
import { Pager } from '../../components/list/Pager';
import { SortHeader } from '../../components/list/SortHeader';
import { DateRangeFields, ListHeading, ResultsTable, RowActions } from '../../components/list/ListParts';
import { useListState } from '../../components/list/useListState';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { deleteCatalogEntries, fetchCatalogList, type CatalogEntry } from '../../data/catalog';
import { useAccess } from '../auth/access';
import { useRemote } from '../../data/useRemote';
import { catalogFilterVariables, EMPTY_CATALOG_FILTER, type CatalogFilterForm } from './catalogForm';
import { CATALOG_KINDS } from './kinds';

/** Products, spare parts or accessories: filters, sort and paging on the server. */
export function CatalogListPage({ kind }: { kind: ItemType }) {
  const { t } = useTranslation();
  const config = CATALOG_KINDS[kind];
  usePageTitle(config.titleKey);
  const { canCall, can } = useAccess();
  const handleError = useErrorHandler();
  const format = useFormatters();
  const list = useListState<CatalogFilterForm>(EMPTY_CATALOG_FILTER, 'createdAt_DESC');
  const query = { filter: catalogFilterVariables(list.applied), orderBy: list.orderBy, ...list.paging };
  const remote = useRemote((signal) => fetchCatalogList(kind, query, signal), `${kind}:${JSON.stringify(query)}`);
  const removal = useDeleteConfirmation();

  useEffect(() => {
    if (remote.error) handleError(remote.error);
  }, [remote.error, handleError]);

  async function remove(id: string, name: string) {
    try {
      const pin = await removal.ask(t('catalog.confirmDelete', { name }));
      if (pin === false) return;
      await deleteCatalogEntries(kind, [id], pin);
      showSuccess(t('catalog.deleted'));
      remote.reload();
    } catch (error) {
      handleError(error);
    }
  }

  const count = remote.data?.count ?? 0;
  const sort = (field: string, label: string) => (
    <SortHeader field={field} orderBy={list.orderBy} onSort={list.sortBy}>
      {label}
    </SortHeader>
  );
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
              { key: 'name', label: t('catalog.fields.name'), value: (r) => r.name },
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
          <Button asChild variant="outline">
            <RouterLink to={`/admin/${config.path}/import`} _hover={{ textDecoration: 'none' }}>
              <Upload aria-hidden /> {t('imports.button')}
            </RouterLink>
          </Button>
        )}
      </ListHeading>

      <FilterBar onApply={list.apply} onReset={list.reset}>
        <FilterField label={t('catalog.fields.name')}>
          <Input value={draft.name} onChange={(e) => list.patchDraft({ name: e.target.value })} />
        </FilterField>
        <FilterField label={t('catalog.fields.barcode')}>
          <Input dir="ltr" value={draft.barcode} onChange={(e) => list.patchDraft({ barcode: e.target.value })} />
        </FilterField>
        <FilterField label={t('catalog.fields.brand')}>
          <Input value={draft.brand} onChange={(e) => list.patchDraft({ brand: e.target.value })} />
        </FilterField>
        <FilterField label={t('catalog.fields.warrantyPeriod')}>
          <Input
            inputMode="numeric"
            width="28"
            value={draft.warrantyPeriod}
            onChange={(e) => list.patchDraft({ warrantyPeriod: e.target.value })}
          />
        </FilterField>
        <FilterField label={t('catalog.fields.quantity')}>
          <NativeSelect.Root width="40">
            <NativeSelect.Field
              value={draft.stock}
              onChange={(e) => list.patchDraft({ stock: e.target.value as CatalogFilterForm['stock'] })}
            >
              <option value="">{t('list.any')}</option>
              <option value="inStock">{t('catalog.stock.inStock')}</option>
              <option value="outOfStock">{t('catalog.stock.outOfStock')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FilterField>
        <DateRangeFields from={draft.from} to={draft.to} onChange={list.patchDraft} />
      </FilterBar>

      <ResultsTable
        loading={remote.loading}
        count={count}
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
        {(remote.data?.rows ?? []).map((row) => (
          <Table.Row key={row.id}>
            <Table.Cell>
              <RouterLink to={`/admin/${config.path}/${row.id}`} fontWeight="medium">
                {row.name}
              </RouterLink>
            </Table.Cell>
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
              onDelete={canCall(config.ops.destroy) && (() => void remove(row.id, row.name))}
            />
          </Table.Row>
        ))}
      </ResultsTable>

      <Pager count={count} page={list.page} pageSize={list.pageSize} onPage={list.setPage} onPageSize={list.setPageSize} />
    </Stack>
  );
}
