import { SimpleGrid, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { ScanLine } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ITEM_TYPES, type ItemType } from '../../../shared/items';
import { ITEM_SORT, type ItemSortField } from '../../../shared/validation/item';
import { Autocomplete, type AutocompleteOption } from '../../components/Autocomplete';
import { FilterBar, FilterField, optionsOf, SelectFilter } from '../../components/list/FilterBar';
import { DateRangeFields, LinkButton, ListHeading, PagedResults } from '../../components/list/ListParts';
import { ColumnCells, ColumnHeaders, type ListColumn } from '../../components/list/columns';
import { useListState } from '../../components/list/useListState';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { searchCatalog } from '../../data/catalog';
import { fetchItemList, type ItemRow } from '../../data/itemDatabase';
import { useAccess } from '../../session/access';
import { useLoad } from '../../ui/useLoad';
import { itemColumns } from './ItemColumns';
import { useLabelSelection } from './useLabelSelection';
import { EMPTY_ITEM_FILTER, itemFilterVariables, type ItemFilterForm } from './itemFilters';

/** The importation filter: the items database's, held to the stock, with the catalog entry's name as typed. */
interface StockFilter extends ItemFilterForm {
  catalogName: string;
}
const EMPTY_STOCK_FILTER: StockFilter = { ...EMPTY_ITEM_FILTER, status: 'inStock', catalogName: '' };

/**
 * Spec §2 "Importation (the stock stage)": what is in stock, by kind, catalog
 * entry and date, with a count per kind; receiving factory items into stock is
 * the factory scan screen (the factoryExport action, offline through the outbox).
 */
export function ImportationPage() {
  const { t } = useTranslation();
  usePageTitle('nav.importation');
  const format = useFormatters();
  const { can, canQueue } = useAccess();
  const list = useListState(EMPTY_STOCK_FILTER, ITEM_SORT);
  const columns: Array<ListColumn<ItemRow, ItemSortField>> = [
    ...itemColumns<ItemRow>(t),
    {
      id: 'createdAt',
      header: t('items.fields.createdAt'),
      sort: 'createdAt',
      cell: (r) => format.date(r.createdAt),
      cellProps: { whiteSpace: 'nowrap' },
    },
  ];
  const labels = useLabelSelection();
  const filter = itemFilterVariables({ ...list.applied, status: 'inStock' });
  const query = { filter, orderBy: list.orderBy, ...list.paging };
  const remote = useLoad(`stockList:${JSON.stringify(query)}`, (signal) => fetchItemList(query, signal));
  // One count per kind under the same catalog entry and dates (the kind filter narrows the list, not the counts).
  const counts = useLoad(`stockCounts:${JSON.stringify({ ...filter, itemType: null })}`, async (signal) =>
    Promise.all(
      ITEM_TYPES.map(async (itemType) => {
        const page = await fetchItemList({ filter: { ...filter, itemType }, orderBy: 'createdAt_DESC', limit: 1, offset: 0 }, signal);
        return { itemType, count: page.count };
      }),
    ),
  );
  const readableKinds = useMemo(() => ITEM_TYPES.filter((kind) => can(`${kind}Read`)), [can]);
  const chosenKind = list.draft.itemType;
  const searchEntries = useCallback(
    async (text: string): Promise<AutocompleteOption[]> => {
      const kinds: readonly ItemType[] = chosenKind ? readableKinds.filter((k) => k === chosenKind) : readableKinds;
      const found = await Promise.all(kinds.map((kind) => searchCatalog(kind, text)));
      return found.flat().map((entry) => ({ id: entry.id, label: entry.name }));
    },
    [chosenKind, readableKinds],
  );

  return (
    <Stack gap="5">
      <ListHeading title={t('nav.importation')} subtitle={<Text color="fg.muted">{t('items.stock.intro')}</Text>}>
        {labels?.button}
        {canQueue('factoryExport') && (
          <LinkButton to="/admin/factory" icon={<ScanLine aria-hidden />} variant="solid" colorPalette="brand">
            {t('items.stock.receive')}
          </LinkButton>
        )}
      </ListHeading>
      <SimpleGrid columns={3} gap={{ base: 2, sm: 3 }} data-testid="stock-counts">
        {ITEM_TYPES.map((itemType) => (
          <Stat.Root key={itemType} borderWidth="1px" borderRadius="md" p={{ base: 2, sm: 3 }} data-kind={itemType}>
            <Stat.Label fontSize={{ base: 'xs', sm: 'sm' }}>{t(`items.type.${itemType}`)}</Stat.Label>
            <Stat.ValueText fontSize={{ base: 'xl', sm: '2xl' }}>
              {counts.data ? format.number(counts.data.find((c) => c.itemType === itemType)?.count ?? 0) : '…'}
            </Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <FilterBar onApply={list.apply} onReset={list.reset}>
        <SelectFilter
          label={t('items.fields.itemType')}
          value={list.draft.itemType}
          options={optionsOf(ITEM_TYPES, (v) => t(`items.type.${v}`))}
          onChange={(itemType) => list.patchDraft({ itemType, catalogId: '', catalogName: '' })}
        />
        {readableKinds.length > 0 && (
          <FilterField label={t('items.fields.catalogEntry')}>
            <Autocomplete
              value={list.draft.catalogName}
              search={searchEntries}
              placeholder={t('items.factory.searchEntry')}
              onChange={(catalogName, option) => list.patchDraft({ catalogName, catalogId: option?.id ?? '' })}
            />
          </FilterField>
        )}
        <DateRangeFields from={list.draft.from} to={list.draft.to} onChange={list.patchDraft} />
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
          <Table.Row key={row.id} data-serial={row.serialNumber}>
            {labels?.cell(row.serialNumber)}
            <ColumnCells columns={columns} row={row} />
          </Table.Row>
        )}
      </PagedResults>
    </Stack>
  );
}
