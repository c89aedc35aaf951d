import { Button, Heading, HStack, Input, NativeSelect, Stack, Table, Tabs } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useErrorHandler } from '../../app/errors/useErrorHandler';
import { showSuccess } from '../../app/toaster';
import { useDeleteConfirmation } from '../../components/ConfirmDialog';
import { FilterBar, FilterField } from '../../components/list/FilterBar';
import { textOrNull } from '../../components/list/listQuery';
import { ResultsTable, RowActions } from '../../components/list/ListParts';
import { Pager } from '../../components/list/Pager';
import { SortHeader } from '../../components/list/SortHeader';
import { useListState } from '../../components/list/useListState';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { useAccess } from '../auth/access';
import { deleteSeller, fetchSellers, type SellerType } from '../../data/sellers';
import { useRemote } from '../../data/useRemote';
import { ApplicationsTab } from './ApplicationsTab';
import { SellerStatusBadge } from './SellerBadges';
import { SELLER_KINDS } from './sellerTypes';

const SELLER_TABS = ['current', 'new', 'renewal', 'old'] as const;
type Tab = (typeof SELLER_TABS)[number] | 'joinRequests';

interface Filter {
  name: string;
  distributorType: '' | 'retailer' | 'wholesaler';
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
      <HStack justifyContent="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          {t(kind.titleKey)}
        </Heading>
        {canOpen({ op: 'sellerCreate', permission: kind.permissions.create }) && (
          <Button asChild colorPalette="brand">
            <RouterLink to={`/admin/${kind.path}/new`} _hover={{ textDecoration: 'none' }}>
              <Plus aria-hidden /> {t(`sellers.new.${type}`)}
            </RouterLink>
          </Button>
        )}
      </HStack>
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
  const handleError = useErrorHandler();
  const format = useFormatters();
  const removal = useDeleteConfirmation();
  const list = useListState<Filter>({ name: '', distributorType: '' }, 'createdAt_DESC');
  const query = {
    filter: { tab, sellerType: type, name: textOrNull(list.applied.name), distributorType: list.applied.distributorType || null },
    orderBy: list.orderBy,
    ...list.paging,
  };
  const remote = useRemote((signal) => fetchSellers(query, signal), JSON.stringify(query));

  useEffect(() => {
    if (remote.error) handleError(remote.error);
  }, [remote.error, handleError]);

  async function remove(id: string, name: string) {
    try {
      const pin = await removal.ask(t('sellers.confirmDelete', { name }));
      if (pin === false) return;
      await deleteSeller(id, pin);
      showSuccess(t('sellers.deleted'));
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
  return (
    <Stack gap="4" pt="2">
      {removal.dialog}
      <FilterBar onApply={list.apply} onReset={list.reset}>
        <FilterField label={t('sellers.fields.name')}>
          <Input value={list.draft.name} onChange={(e) => list.patchDraft({ name: e.target.value })} />
        </FilterField>
        {type === 'distributor' && (
          <FilterField label={t('sellers.fields.distributorType')}>
            <NativeSelect.Root width={{ base: 'full', sm: '40' }}>
              <NativeSelect.Field
                value={list.draft.distributorType}
                onChange={(e) => list.patchDraft({ distributorType: e.target.value as Filter['distributorType'] })}
              >
                <option value="">{t('list.any')}</option>
                <option value="retailer">{t('sellers.distributorType.retailer')}</option>
                <option value="wholesaler">{t('sellers.distributorType.wholesaler')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FilterField>
        )}
      </FilterBar>
      <ResultsTable
        loading={remote.loading}
        count={count}
        actions
        header={
          <>
            {sort('name', t('sellers.fields.name'))}
            {type === 'distributor' && <Table.ColumnHeader>{t('sellers.fields.distributorType')}</Table.ColumnHeader>}
            {sort('status', t('sellers.fields.status'))}
            <Table.ColumnHeader>{t('sellers.fields.telephone')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('sellers.fields.managerName')}</Table.ColumnHeader>
            {sort('createdAt', t('sellers.fields.createdAt'))}
          </>
        }
      >
        {(remote.data?.rows ?? []).map((row) => (
          <Table.Row key={row.id}>
            <Table.Cell>
              <RouterLink to={`/admin/${kind.path}/${row.id}`} fontWeight="medium">
                {row.name}
              </RouterLink>
            </Table.Cell>
            {type === 'distributor' && (
              <Table.Cell>{row.distributorType ? t(`sellers.distributorType.${row.distributorType}`) : '—'}</Table.Cell>
            )}
            <Table.Cell>
              <SellerStatusBadge status={row.status} />
            </Table.Cell>
            <Table.Cell dir="ltr" textAlign="start">
              {row.telephone ?? '—'}
            </Table.Cell>
            <Table.Cell>{row.managerName ?? '—'}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{format.date(row.createdAt)}</Table.Cell>
            <RowActions
              name={row.name}
              editTo={canOpen({ op: 'sellerUpdate', permission: kind.permissions.edit }) && `/admin/${kind.path}/${row.id}/edit`}
              onDelete={canOpen({ op: 'sellerDestroy', permission: kind.permissions.destroy }) && (() => void remove(row.id, row.name))}
            />
          </Table.Row>
        ))}
      </ResultsTable>
      <Pager count={count} page={list.page} pageSize={list.pageSize} onPage={list.setPage} onPageSize={list.setPageSize} />
    </Stack>
  );
}
