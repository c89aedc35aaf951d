import { NativeSelect, Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_STATUSES, type ComplaintStatusName } from '../../../shared/validation/complaints';
import { FilterBar, FilterField } from '../../components/list/FilterBar';
import { DateRangeFields, ListHeading, ListPager, ResultsTable } from '../../components/list/ListParts';
import { SellerFilter, useSellerOptions } from '../../components/list/SellerFilter';
import { ColumnCells, ColumnHeaders, type ListColumn } from '../../components/list/columns';
import { useListState } from '../../components/list/useListState';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { useAccess } from '../../session/access';
import { fetchComplaints, type ComplaintFilter, type ComplaintListRow } from '../../data/complaints';
import { useLoad } from '../../ui/useLoad';
import { ComplaintStatusBadge } from './ComplaintStatusBadge';

interface FilterForm {
  status: ComplaintStatusName | '';
  from: string;
  to: string;
  sellerId: string;
}
const EMPTY: FilterForm = { status: '', from: '', to: '', sellerId: '' };

// Days stay YYYY-MM-DD: the server reads them as Cairo calendar days.
function toFilter(f: FilterForm): ComplaintFilter {
  return {
    status: f.status || null,
    sellerId: f.sellerId || null,
    createdAtRange: f.from || f.to ? [f.from || null, f.to || null] : null,
  };
}

/** Complaints, newest first: filters, page and page size in the address like every list. */
export function ComplaintsListPage() {
  const { t } = useTranslation();
  usePageTitle('complaints.title');
  const { canCall } = useAccess();
  const format = useFormatters();
  const list = useListState<FilterForm>(EMPTY);
  const { sellers, nameOf } = useSellerOptions();
  const query = { filter: toFilter(list.applied), ...list.paging };
  const remote = useLoad(`complaints:${JSON.stringify(query)}`, (signal) => fetchComplaints(query, signal));

  const count = remote.data?.count ?? 0;
  const draft = list.draft;
  const columns: Array<ListColumn<ComplaintListRow>> = [
    {
      id: 'number',
      header: t('complaints.fields.number'),
      cell: (r) => <RouterLink to={`/admin/complaints/${r.id}`}>#{format.number(r.number)}</RouterLink>,
    },
    { id: 'status', header: t('complaints.fields.status'), cell: (r) => <ComplaintStatusBadge status={r.status} /> },
    {
      id: 'serialNumber',
      header: t('complaints.fields.serialNumber'),
      cell: (r) => r.serialNumber ?? '—',
      cellProps: { dir: 'ltr', fontFamily: 'mono' },
    },
    { id: 'phoneNumber', header: t('complaints.fields.phoneNumber'), cell: (r) => r.phoneNumber, cellProps: { dir: 'ltr' } },
    { id: 'seller', header: t('complaints.fields.seller'), cell: (r) => nameOf(r.sellerId) ?? '—' },
    // Customers write either language: each message takes its own direction.
    {
      id: 'lastMessage',
      header: t('complaints.fields.lastMessage'),
      cell: (r) => r.lastMessage,
      cellProps: { maxWidth: 'xs', truncate: true, dir: 'auto' },
    },
    {
      id: 'createdAt',
      header: t('complaints.fields.createdAt'),
      cell: (r) => format.dateTime(r.createdAt),
      cellProps: { whiteSpace: 'nowrap' },
    },
  ];

  return (
    <Stack gap="5">
      <ListHeading
        title={t('complaints.title')}
        newTo={canCall('complaintRecord') && '/admin/complaints/new'}
        newLabel={t('complaints.record')}
      />

      <FilterBar onApply={list.apply} onReset={list.reset}>
        <FilterField label={t('complaints.fields.status')}>
          <NativeSelect.Root width={{ base: 'full', sm: '44' }}>
            <NativeSelect.Field value={draft.status} onChange={(e) => list.patchDraft({ status: e.target.value as FilterForm['status'] })}>
              <option value="">{t('complaints.status.all')}</option>
              {COMPLAINT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`complaints.status.${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FilterField>
        <SellerFilter
          label={t('complaints.fields.seller')}
          value={draft.sellerId}
          sellers={sellers}
          onChange={(sellerId) => list.patchDraft({ sellerId })}
        />
        <DateRangeFields from={draft.from} to={draft.to} onChange={list.patchDraft} />
      </FilterBar>

      <ResultsTable loading={remote.loading} count={count} header={<ColumnHeaders columns={columns} />}>
        {(remote.data?.rows ?? []).map((row) => (
          <Table.Row key={row.id}>
            <ColumnCells columns={columns} row={row} />
          </Table.Row>
        ))}
      </ResultsTable>
      <ListPager count={remote.data?.count} list={list} totalKey="complaints.total" />
    </Stack>
  );
}
