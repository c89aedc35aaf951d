import { Button, Field, Heading, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_LIMITS, COMPLAINT_STATUSES, type ComplaintStatusName } from '../../../shared/validation/complaints';
import { useErrorHandler } from '../../app/errors/useErrorHandler';
import { EmptyResults } from '../../components/EmptyResults';
import { ExportButton } from '../../components/export/ExportButton';
import { fetchAllPages } from '../../components/export/exportXlsx';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { fetchComplaints, type ComplaintFilter, type ComplaintRow } from '../../data/complaints';
import { useRemote } from '../../data/useRemote';
import { ComplaintStatusBadge } from './ComplaintStatusBadge';
import { displayLocale } from '../../../shared/locales';

const PAGE_SIZE = 10;

interface FilterForm {
  status: ComplaintStatusName | '';
  from: string;
  to: string;
  sellerId: string;
}
const EMPTY: FilterForm = { status: '', from: '', to: '', sellerId: '' };

function toFilter(f: FilterForm): ComplaintFilter {
  return {
    status: f.status || null,
    sellerId: f.sellerId.trim() || null,
    createdAtRange: f.from || f.to ? [f.from || null, f.to || null] : null,
  };
}

export function ComplaintsListPage() {
  const { t, i18n } = useTranslation();
  usePageTitle('complaints.title');
  const handleError = useErrorHandler();
  const [draft, setDraft] = useState<FilterForm>(EMPTY);
  const [applied, setApplied] = useState<FilterForm>(EMPTY);
  const [page, setPage] = useState(0);
  const query = { filter: toFilter(applied), limit: PAGE_SIZE, offset: page * PAGE_SIZE };
  const list = useRemote((signal) => fetchComplaints(query, signal), JSON.stringify(query));

  useEffect(() => {
    if (list.error) handleError(list.error);
  }, [list.error, handleError]);

  const count = list.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const dateFormat = new Intl.DateTimeFormat(displayLocale(i18n.language), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Africa/Cairo' });

  return (
    <Stack gap="5">
      <HStack justifyContent="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          {t('complaints.title')}
        </Heading>
        <ExportButton<ComplaintRow>
          fileName={t('complaints.title')}
          columns={[
            { key: 'number', label: t('complaints.fields.number'), value: (r) => r.number },
            { key: 'status', label: t('complaints.fields.status'), value: (r) => t(`complaints.status.${r.status}`) },
            { key: 'serialNumber', label: t('complaints.fields.serialNumber'), value: (r) => r.serialNumber },
            { key: 'phoneNumber', label: t('complaints.fields.phoneNumber'), value: (r) => r.phoneNumber },
            { key: 'lastMessage', label: t('complaints.fields.lastMessage'), value: (r) => r.lastMessage },
            { key: 'createdAt', label: t('complaints.fields.createdAt'), value: (r) => dateFormat.format(new Date(r.createdAt)) },
          ]}
          // The applied filter, every page of it (not only the page on screen), in pages the complaint list accepts.
          loadRows={() => fetchAllPages((limit, offset) => fetchComplaints({ filter: toFilter(applied), limit, offset }), COMPLAINT_LIMITS.pageSizeMax)}
        />
      </HStack>

      <HStack
        as="form"
        gap="3"
        wrap="wrap"
        alignItems="end"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(0);
          setApplied(draft);
        }}
      >
        <Field.Root width="auto">
          <Field.Label>{t('complaints.fields.status')}</Field.Label>
          <NativeSelect.Root width="44">
            <NativeSelect.Field value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value as FilterForm['status'] })}>
              <option value="">{t('complaints.status.all')}</option>
              {COMPLAINT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`complaints.status.${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>{t('complaints.filters.from')}</Field.Label>
          <Input type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>{t('complaints.filters.to')}</Field.Label>
          <Input type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>{t('complaints.filters.sellerId')}</Field.Label>
          <Input value={draft.sellerId} onChange={(e) => setDraft({ ...draft, sellerId: e.target.value })} />
        </Field.Root>
        <Button type="submit" colorPalette="brand">
          {t('complaints.filters.apply')}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setDraft(EMPTY);
            setApplied(EMPTY);
            setPage(0);
          }}
        >
          {t('complaints.filters.reset')}
        </Button>
      </HStack>

      {!list.loading && count === 0 ? (
        <EmptyResults />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('complaints.fields.number')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('complaints.fields.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('complaints.fields.serialNumber')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('complaints.fields.phoneNumber')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('complaints.fields.lastMessage')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('complaints.fields.createdAt')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(list.data?.rows ?? []).map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell>
                    <RouterLink to={`/admin/complaints/${row.id}`}>#{row.number}</RouterLink>
                  </Table.Cell>
                  <Table.Cell>
                    <ComplaintStatusBadge status={row.status} />
                  </Table.Cell>
                  <Table.Cell dir="ltr">{row.serialNumber ?? '—'}</Table.Cell>
                  <Table.Cell dir="ltr">{row.phoneNumber}</Table.Cell>
                  <Table.Cell maxWidth="xs" truncate>
                    {row.lastMessage}
                  </Table.Cell>
                  <Table.Cell>{dateFormat.format(new Date(row.createdAt))}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}

      <HStack justifyContent="space-between">
        <Text color="fg.muted">{t('complaints.total', { count })}</Text>
        <HStack>
          <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            {t('complaints.actions.previous')}
          </Button>
          <Text>{t('complaints.pageOf', { page: page + 1, pages })}</Text>
          <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('complaints.actions.next')}
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}
