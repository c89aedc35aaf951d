import { Stack, Table, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DISTRIBUTOR_TYPES, SELLER_SORT, type SellerSortField, type SellerType } from '../../../shared/validation/seller';
import { FilterBar, optionsOf, SelectFilter, TextFilter } from '../../components/list/FilterBar';
import { textOrNull } from '../../components/list/listQuery';
import { ListHeading, PagedResults, RowActions, RowLink } from '../../components/list/ListParts';
import { ColumnCells, ColumnHeaders, type ListColumn } from '../../components/list/columns';
import { useListState } from '../../components/list/useListState';
import { useRemoval } from '../../components/list/useRemoval';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { deleteSeller, fetchSellers, type Seller } from '../../data/sellers';
import { useLoad } from '../../ui/useLoad';
import { useAccess } from '../../session/access';
import { ApplicationsTab } from './ApplicationsTab';
import { SellerStatusBadge } from './SellerBadges';
import { distributorTypeLabel, SELLER_KINDS } from './sellerTypes';
import { LocalName } from '../../components/LocalName';

const SELLER_TABS = ['current', 'new', 'renewal', 'old'] as const;
type Tab = (typeof SELLER_TABS)[number] | 'joinRequests';

interface Filter {
  name: string;
  distributorType: '' | (typeof DISTRIBUTOR_TYPES)[number];
}

/** Branches or distributors, by tab (spec §2); distributors also have Join Requests. */
export function SellersListPage({ type }: { type: SellerType }) {
  const { t } = useTranslation();
  const kind = SELLER_KINDS[type];
  usePageTitle(kind.titleKey);
  const { canOpen } = useAccess();
  const [search, setSearch] = useSearchParams();
  const tabs: Tab[] = type === 'distributor' ? [...SELLER_TABS, 'joinRequests'] : [...SELLER_TABS];
  const requested = search.get('tab') as Tab | null;
  const tab: Tab = requested && tabs.includes(requested) ? requested : 'current';

  return (
    <Stack gap="5">
      <ListHeading
        title={t(kind.titleKey)}
        newTo={canOpen({ op: 'sellerCreate', permission: kind.permissions.create }) && `/admin/${kind.path}/new`}
        newLabel={t(`sellers.new.${type}`)}
      />
      <Tabs.Root value={tab} onValueChange={(e) => setSearch({ tab: e.value }, { replace: true })} variant="line" lazyMount unmountOnExit>
        <Tabs.List overflowX="auto" overflowY="hidden">
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value} whiteSpace="nowrap" flexShrink={0}>
              {t(type === 'distributor' ? `sellers.tabs.${value}` : `sellers.branchTabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((value) => (
          <Tabs.Content key={value} value={value}>
            {value === 'joinRequests' ? <ApplicationsTab /> : <SellerTable type={type} tab={value} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

function SellerTable({ type, tab }: { type: SellerType; tab: (typeof SELLER_TABS)[number] }) {
  const { t } = useTranslation();
  const kind = SELLER_KINDS[type];
  const { canOpen } = useAccess();
  const format = useFormatters();
  const list = useListState<Filter, SellerSortField>({ name: '', distributorType: '' }, SELLER_SORT);
  const query = {
    filter: { tab, sellerType: type, name: textOrNull(list.applied.name), distributorType: list.applied.distributorType || null },
    orderBy: list.orderBy,
    ...list.paging,
  };
  const remote = useLoad(`sellerList:${JSON.stringify(query)}`, (signal) => fetchSellers(query, signal));
  const removal = useRemoval({
    confirmKey: 'sellers.confirmDelete',
    doneKey: 'sellers.deleted',
    destroy: deleteSeller,
    onDone: remote.reload,
  });
  // Every column once: the table and its sort headers read it.
  const columns: Array<ListColumn<Seller, SellerSortField>> = [
    {
      id: 'name',
      header: t('sellers.fields.name'),
      sort: 'name',
      cell: (r) => (
        <RowLink to={`/admin/${kind.path}/${r.id}`}>
          <LocalName name={r} />
        </RowLink>
      ),
    },
    ...(type === 'distributor'
      ? [
          {
            id: 'distributorType',
            header: t('sellers.fields.distributorType'),
            cell: (r: Seller) => distributorTypeLabel(t, r.distributorType) ?? '—',
          },
        ]
      : []),
    { id: 'status', header: t('sellers.fields.status'), sort: 'status', cell: (r) => <SellerStatusBadge status={r.status} /> },
    {
      id: 'telephone',
      header: t('sellers.fields.telephone'),
      cell: (r) => r.telephone ?? '—',
      cellProps: { dir: 'ltr', textAlign: 'start' },
    },
    { id: 'managerName', header: t('sellers.fields.managerName'), cell: (r) => r.managerName ?? '—' },
    {
      id: 'createdAt',
      header: t('sellers.fields.createdAt'),
      sort: 'createdAt',
      cell: (r) => format.date(r.createdAt),
      cellProps: { whiteSpace: 'nowrap' },
    },
  ];

  return (
    <Stack gap="4" pt="2">
      {removal.dialog}
      <FilterBar onApply={list.apply} onReset={list.reset}>
        <TextFilter label={t('sellers.fields.name')} value={list.draft.name} onChange={(name) => list.patchDraft({ name })} />
        {type === 'distributor' && (
          <SelectFilter
            label={t('sellers.fields.distributorType')}
            width={{ base: 'full', sm: '40' }}
            value={list.draft.distributorType}
            options={optionsOf(DISTRIBUTOR_TYPES, (v) => t(`sellers.distributorType.${v}`))}
            onChange={(distributorType) => list.patchDraft({ distributorType })}
          />
        )}
      </FilterBar>
      <PagedResults loaded={remote} list={list} actions header={<ColumnHeaders columns={columns} sort={list} />}>
        {(row) => (
          <Table.Row key={row.id}>
            <ColumnCells columns={columns} row={row} />
            <RowActions
              name={row.name}
              editTo={canOpen({ op: 'sellerUpdate', permission: kind.permissions.edit }) && `/admin/${kind.path}/${row.id}/edit`}
              onDelete={
                canOpen({ op: 'sellerDestroy', permission: kind.permissions.destroy }) && (() => void removal.remove(row.id, row.name))
              }
            />
          </Table.Row>
        )}
      </PagedResults>
    </Stack>
  );
}
