import { Button, HStack, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../shared/items';
import { useAction } from '../../components/useAction';
import { showSuccess } from '../../ui/toaster';
import { FilterBar, optionsOf, SelectFilter } from '../../components/list/FilterBar';
import { PagedResults } from '../../components/list/ListParts';
import { stickyEnd } from '../../components/list/tableStyles';
import { useListState } from '../../components/list/useListState';
import { useFormatters } from '../../components/useFormatters';
import { answerApplication, fetchApplications } from '../../data/sellers';
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
            <Table.ColumnHeader>{t('sellers.fields.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('sellers.fields.email')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('sellers.fields.telephone')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('sellers.fields.city')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('sellers.fields.distributorType')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('sellers.fields.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('sellers.fields.createdAt')}</Table.ColumnHeader>
            <Table.ColumnHeader {...stickyEnd}>{t('list.actions')}</Table.ColumnHeader>
          </>
        }
      >
        {(row) => (
          <Table.Row key={row.id}>
            <Table.Cell>{row.name}</Table.Cell>
            <Table.Cell dir="ltr" textAlign="start">
              {row.email}
            </Table.Cell>
            <Table.Cell dir="ltr" textAlign="start">
              {row.phoneNumber}
            </Table.Cell>
            <Table.Cell>{row.city}</Table.Cell>
            <Table.Cell>{distributorTypeLabel(t, row.distributorType)}</Table.Cell>
            <Table.Cell>
              <ApplicationStatusBadge status={row.status} />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{format.date(row.createdAt)}</Table.Cell>
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
