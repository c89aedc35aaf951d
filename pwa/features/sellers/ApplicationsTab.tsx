import { Button, HStack, NativeSelect, Stack, Table } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../shared/items';
import { useErrorHandler } from '../../app/errors/useErrorHandler';
import { showSuccess } from '../../app/toaster';
import { EmptyResults } from '../../components/EmptyResults';
import { FilterBar, FilterField } from '../../components/list/FilterBar';
import { Pager } from '../../components/list/Pager';
import { stickyEnd } from '../../components/list/tableStyles';
import { useListState } from '../../components/list/useListState';
import { useFormatters } from '../../components/useFormatters';
import { useAccess } from '../auth/access';
import { answerApplication, fetchApplications } from '../../data/sellers';
import { useRemote } from '../../data/useRemote';
import { ApplicationStatusBadge } from './SellerBadges';

/** Join Requests: distributor applications from the public site; a pending one is marked contacted or rejected, once. */
export function ApplicationsTab() {
  const { t } = useTranslation();
  const { canCall } = useAccess();
  const handleError = useErrorHandler();
  const format = useFormatters();
  const list = useListState<{ status: ApplicationStatus | '' }>({ status: 'pending' }, 'createdAt_DESC');
  const query = { status: list.applied.status || null, ...list.paging };
  const remote = useRemote((signal) => fetchApplications(query, signal), JSON.stringify(query));
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (remote.error) handleError(remote.error);
  }, [remote.error, handleError]);

  async function answer(id: string, verdict: 'contacted' | 'rejected') {
    setBusy(id);
    try {
      await answerApplication(id, verdict);
      showSuccess(t(verdict === 'contacted' ? 'sellers.applications.contacted' : 'sellers.applications.rejected'));
      remote.reload();
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(null);
    }
  }

  const count = remote.data?.count ?? 0;
  return (
    <Stack gap="4">
      <FilterBar onApply={list.apply} onReset={list.reset}>
        <FilterField label={t('sellers.fields.status')}>
          <NativeSelect.Root width={{ base: 'full', sm: '44' }}>
            <NativeSelect.Field
              value={list.draft.status}
              onChange={(e) => list.patchDraft({ status: e.target.value as ApplicationStatus | '' })}
            >
              <option value="">{t('list.any')}</option>
              {APPLICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`sellers.applicationStatus.${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FilterField>
      </FilterBar>
      {!remote.loading && count === 0 ? (
        <EmptyResults />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-busy={remote.loading}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('sellers.fields.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('sellers.fields.email')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('sellers.fields.telephone')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('sellers.fields.city')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('sellers.fields.distributorType')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('sellers.fields.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('sellers.fields.createdAt')}</Table.ColumnHeader>
                <Table.ColumnHeader {...stickyEnd}>{t('list.actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(remote.data?.rows ?? []).map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell>{row.name}</Table.Cell>
                  <Table.Cell dir="ltr" textAlign="start">
                    {row.email}
                  </Table.Cell>
                  <Table.Cell dir="ltr" textAlign="start">
                    {row.phoneNumber}
                  </Table.Cell>
                  <Table.Cell>{row.city}</Table.Cell>
                  <Table.Cell>{t(`sellers.distributorType.${row.distributorType}`)}</Table.Cell>
                  <Table.Cell>
                    <ApplicationStatusBadge status={row.status} />
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{format.date(row.createdAt)}</Table.Cell>
                  <Table.Cell {...stickyEnd}>
                    {row.status === 'pending' && canCall('applicationMarkContacted') && (
                      <HStack gap="1">
                        <Button size="xs" colorPalette="brand" loading={busy === row.id} onClick={() => void answer(row.id, 'contacted')}>
                          {t('sellers.markContacted')}
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          loading={busy === row.id}
                          onClick={() => void answer(row.id, 'rejected')}
                        >
                          {t('sellers.applications.reject')}
                        </Button>
                      </HStack>
                    )}
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
