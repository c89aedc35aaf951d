import { Button, Heading, HStack, IconButton, Input, NativeSelect, Stack, Table, VisuallyHidden } from '@chakra-ui/react';
import { Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemType } from '../../../shared/items';
import { useErrorHandler } from '../../app/errors/useErrorHandler';
import { showSuccess } from '../../app/toaster';
import { useDeleteConfirmation } from '../../components/ConfirmDialog';
import { EmptyResults } from '../../components/EmptyResults';
import { FilterBar, FilterField } from '../../components/list/FilterBar';
import { Pager } from '../../components/list/Pager';
import { SortHeader } from '../../components/list/SortHeader';
import { stickyEnd } from '../../components/list/tableStyles';
import { useListState } from '../../components/list/useListState';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { deleteCatalogEntries, fetchCatalogList } from '../../data/catalog';
import { usePermissions } from '../../data/currentUser';
import { useRemote } from '../../data/useRemote';
import { catalogFilterVariables, EMPTY_CATALOG_FILTER, type CatalogFilterForm } from './catalogForm';
import { CATALOG_KINDS } from './kinds';

/** Products, spare parts or accessories: filters, sort and paging on the server. */
export function CatalogListPage({ kind }: { kind: ItemType }) {
  const { t } = useTranslation();
  const config = CATALOG_KINDS[kind];
  usePageTitle(config.titleKey);
  const allowed = usePermissions();
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
      <HStack justifyContent="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          {t(config.titleKey)}
        </Heading>
        <HStack gap="2">
          {allowed(`${kind}Import`) && (
            <Button asChild variant="outline">
              <RouterLink to={`/admin/${config.path}/import`} _hover={{ textDecoration: 'none' }}>
                <Upload aria-hidden /> {t('imports.button')}
              </RouterLink>
            </Button>
          )}
          {allowed(config.permissions.create) && (
            <Button asChild colorPalette="brand">
              <RouterLink to={`/admin/${config.path}/new`} _hover={{ textDecoration: 'none' }}>
                <Plus aria-hidden /> {t(`catalog.new.${kind}`)}
              </RouterLink>
            </Button>
          )}
        </HStack>
      </HStack>

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
          <Input inputMode="numeric" width="28" value={draft.warrantyPeriod} onChange={(e) => list.patchDraft({ warrantyPeriod: e.target.value })} />
        </FilterField>
        <FilterField label={t('catalog.fields.quantity')}>
          <NativeSelect.Root width="40">
            <NativeSelect.Field value={draft.stock} onChange={(e) => list.patchDraft({ stock: e.target.value as CatalogFilterForm['stock'] })}>
              <option value="">{t('list.any')}</option>
              <option value="inStock">{t('catalog.stock.inStock')}</option>
              <option value="outOfStock">{t('catalog.stock.outOfStock')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FilterField>
        <FilterField label={t('list.from')}>
          <Input type="date" value={draft.from} onChange={(e) => list.patchDraft({ from: e.target.value })} />
        </FilterField>
        <FilterField label={t('list.to')}>
          <Input type="date" value={draft.to} onChange={(e) => list.patchDraft({ to: e.target.value })} />
        </FilterField>
      </FilterBar>

      {!remote.loading && count === 0 ? (
        <EmptyResults />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" interactive aria-busy={remote.loading}>
            <Table.Header>
              <Table.Row>
                {sort('name', t('catalog.fields.name'))}
                {sort('barcode', t('catalog.fields.barcode'))}
                {sort('brand', t('catalog.fields.brand'))}
                {sort('unitPrice', t('catalog.fields.unitPrice'))}
                {sort('quantity', t('catalog.fields.quantity'))}
                {sort('warrantyPeriod', t('catalog.fields.warrantyPeriod'))}
                {sort('createdAt', t('catalog.fields.createdAt'))}
                <Table.ColumnHeader {...stickyEnd}>
                  <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
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
                  <Table.Cell whiteSpace="nowrap">{t('catalog.months', { count: row.warrantyPeriod, formatted: format.number(row.warrantyPeriod) })}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{format.date(row.createdAt)}</Table.Cell>
                  <Table.Cell {...stickyEnd}>
                    <HStack gap="0" justifyContent="end">
                      {allowed(config.permissions.edit) && (
                        <IconButton asChild size="xs" variant="ghost" aria-label={t('list.editNamed', { name: row.name })}>
                          <RouterLink to={`/admin/${config.path}/${row.id}/edit`}>
                            <Pencil aria-hidden />
                          </RouterLink>
                        </IconButton>
                      )}
                      {allowed(config.permissions.destroy) && (
                        <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('list.deleteNamed', { name: row.name })} onClick={() => void remove(row.id, row.name)}>
                          <Trash2 aria-hidden />
                        </IconButton>
                      )}
                    </HStack>
                  </Table.Cell>
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
