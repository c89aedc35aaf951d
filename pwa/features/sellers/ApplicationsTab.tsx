import { Button, HStack, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../shared/items';
import { useAction } from '../../components/useAction';
import { showSuccess } from '../../ui/toaster';
import { FilterBar, optionsOf, SelectFilter } from '../../components/list/FilterBar';
import { PagedResults } from '../../components/list/ListParts';
import { stickyEnd } from '../../components/list/tableStyles';
import { ColumnCells, ColumnHeaders, type ListColumn } from '../../components/list/columns';
import { useListState } from '../../components/list/useListState';
import { useFormatters } from '../../components/useFormatters';
import { answerApplication, fetchApplications, type Application } from '../../data/sellers';
import { useLoad } from '../../ui/useLoad';
import { useAccess } from '../../session/access';
import { ApplicationStatusBadge } from './SellerBadges';
import { distributorTypeLabel } from './sellerTypes';

/** Join Requests: distributor applications from the public site; a pending one is marked contacted or rejected, once. */
export function ApplicationsTab() {
  const { t } = useTranslation();
  const { canCall } = useAccess();
  const format = useFormatters();
  const list = useListState<{ status: ApplicationStatus | '' }>({ status: 'pending' });
  const query = { status: list.applied.status || null, ...list.paging };
  const remote = useLoad(`applications:${JSON.stringify(query)}`, (signal) => fetchApplications(query, signal));
  const action = useAction();
  const columns: Array<ListColumn<Application>> = [
    { id: 'name', header: t('sellers.fields.name'), cell: (r) => r.name },
    { id: 'email', header: t('sellers.fields.email'), cell: (r) => r.email, cellProps: { dir: 'ltr', textAlign: 'start' } },
    { id: 'phoneNumber', header: t('sellers.fields.telephone'), cell: (r) => r.phoneNumber, cellProps: { dir: 'ltr', textAlign: 'start' } },
    { id: 'city', header: t('sellers.fields.city'), cell: (r) => r.city },
    { id: 'distributorType', header: t('sellers.fields.distributorType'), cell: (r) => distributorTypeLabel(t, r.distributorType) },
    { id: 'status', header: t('sellers.fields.status'), cell: (r) => <ApplicationStatusBadge status={r.status} /> },
    { id: 'createdAt', header: t('sellers.fields.createdAt'), cell: (r) => format.date(r.createdAt), cellProps: { whiteSpace: 'nowrap' } },
  ];
  // The row being answered.
  const [answering, setAnswering] = useState<string | null>(null);

  async function answer(id: string, verdict: 'contacted' | 'rejected') {
    setAnswering(id);
    const done = await action.run(() => answerApplication(id, verdict));
    setAnswering(null);
    if (!done) return;
    showSuccess(t(verdict === 'contacted' ? 'sellers.applications.contacted' : 'sellers.applications.rejected'));
    remote.reload();
  }

  return (
    <Stack gap="4">
      <FilterBar onApply={list.apply} onReset={list.reset}>
        <SelectFilter
          label={t('sellers.fields.status')}
          value={list.draft.status}
          options={optionsOf(APPLICATION_STATUSES, (s) => t(`sellers.applicationStatus.${s}`))}
          onChange={(status) => list.patchDraft({ status })}
        />
      </FilterBar>
      <PagedResults
        loaded={remote}
        list={list}
        header={
          <>
            <ColumnHeaders columns={columns} />
            <Table.ColumnHeader {...stickyEnd}>{t('list.actions')}</Table.ColumnHeader>
          </>
        }
      >
        {(row) => (
          <Table.Row key={row.id}>
            <ColumnCells columns={columns} row={row} />
            <Table.Cell {...stickyEnd}>
              {row.status === 'pending' && canCall('applicationMarkContacted') && (
                <HStack gap="1">
                  <Button size="xs" colorPalette="brand" loading={answering === row.id} onClick={() => void answer(row.id, 'contacted')}>
                    {t('sellers.markContacted')}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    loading={answering === row.id}
                    onClick={() => void answer(row.id, 'rejected')}
                  >
                    {t('sellers.applications.reject')}
                  </Button>
                </HStack>
              )}
            </Table.Cell>
          </Table.Row>
        )}
      </PagedResults>
    </Stack>
  );
}
