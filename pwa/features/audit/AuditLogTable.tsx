import { Button, CloseButton, Code, Dialog, Input, NativeSelect, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Autocomplete } from '../../components/Autocomplete';
import { useFormatters } from '../../components/useFormatters';
import { FilterBar, FilterField } from '../../components/list/FilterBar';
import { DateRangeFields, ListPager, ResultsTable } from '../../components/list/ListParts';
import { useListState } from '../../components/list/useListState';
import { ColumnCells, ColumnHeaders, type ListColumn } from '../../components/list/columns';
import { useAccess } from '../../session/access';
import { AUDIT_ACTIONS } from '../../../shared/audit';
import { fetchAuditLogs, type AuditFilter, type AuditRow } from '../../data/audit';
import { autocompleteUsers } from '../../data/iam';
import { useLoad } from '../../ui/useLoad';

// What the server audits (server/modules/*: writeAudit); content types are `content.<type>`.
const ENTITIES = [
  'user',
  'auth',
  'permission',
  'item',
  'product',
  'sparePart',
  'accessory',
  'seller',
  'application',
  'userSeller',
  'complaint',
  'offer',
  'settings',
  'settingsHistory',
  'member',
  'governorate',
  'city',
  'region',
] as const;

type Draft = { entityName: string; entityId: string; action: string; from: string; to: string; createdByEmail: string };
const EMPTY: Draft = { entityName: '', entityId: '', action: '', from: '', to: '', createdByEmail: '' };

function toFilter(draft: Draft, fixed: AuditFilter): AuditFilter {
  return {
    ...(draft.entityName ? { entityNames: [draft.entityName] } : {}),
    ...(draft.entityId ? { entityId: draft.entityId } : {}),
    ...(draft.action ? { action: draft.action } : {}),
    ...(draft.createdByEmail ? { createdByEmail: draft.createdByEmail } : {}),
    ...(draft.from || draft.to ? { timestampRange: [draft.from || null, draft.to || null] } : {}),
    ...fixed,
  };
}

/** An entry's entity and action in the UI's language; names the server adds later still show, untranslated. */
function useAuditLabels() {
  const { t } = useTranslation();
  const format = useFormatters();
  return {
    // Seconds matter in a log.
    time: (iso: string) => format.second(iso),
    entity: (name: string) =>
      name.startsWith('content.')
        ? `${t('audit.entities.content')} · ${name.slice('content.'.length)}`
        : t(`audit.entities.${name}`, { defaultValue: name }),
    action: (name: string) => t(`audit.actions.${name}`, { defaultValue: name }),
  };
}

const show = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** The recorded values: a field-by-field old → new table for updates, a field → value table otherwise. */
export function AuditValues({ values }: { values: string | null }) {
  const { t } = useTranslation();
  let parsed: unknown;
  try {
    parsed = values ? JSON.parse(values) : null;
  } catch {
    parsed = values;
  }
  if (parsed === null || typeof parsed !== 'object')
    return <Text color="fg.muted">{parsed === null ? t('audit.noValues') : show(parsed)}</Text>;
  const record = parsed as Record<string, unknown>;
  const isChange = 'before' in record || 'after' in record;
  const before = (isChange ? record.before : {}) as Record<string, unknown> | null;
  const after = (isChange ? record.after : record) as Record<string, unknown> | null;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return (
    <Table.Root size="sm" variant="outline">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('audit.field')}</Table.ColumnHeader>
          {isChange && <Table.ColumnHeader>{t('audit.old')}</Table.ColumnHeader>}
          <Table.ColumnHeader>{t(isChange ? 'audit.new' : 'audit.value')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {fields.map((field) => {
          const oldValue = show(before?.[field]);
          const newValue = show(after?.[field]);
          return (
            <Table.Row key={field}>
              <Table.Cell fontWeight="medium">{field}</Table.Cell>
              {isChange && (
                <Table.Cell>
                  <Code colorPalette={oldValue !== newValue ? 'red' : 'gray'} wordBreak="break-all">
                    {oldValue || '—'}
                  </Code>
                </Table.Cell>
              )}
              <Table.Cell>
                <Code colorPalette={isChange && oldValue !== newValue ? 'green' : 'gray'} wordBreak="break-all">
                  {newValue || '—'}
                </Code>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

function Details({ row }: { row: AuditRow }) {
  const { t } = useTranslation();
  const label = useAuditLabels();
  return (
    <Dialog.Root size="lg">
      <Dialog.Trigger asChild>
        <Button size="xs" variant="outline">
          {t('audit.details')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {label.entity(row.entityName)} · {label.action(row.action)}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text fontSize="sm" color="fg.muted">
                  {label.time(row.timestamp)} · {row.createdByEmail ?? t('audit.system')} · {row.entityId ?? ''}
                </Text>
                <AuditValues values={row.values} />
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Audit entries with the spec's filters; `fixedFilter` scopes it (a user's activity). */
export function AuditLogTable({ fixedFilter = {}, showFilters = true }: { fixedFilter?: AuditFilter; showFilters?: boolean }) {
  const { t } = useTranslation();
  const label = useAuditLabels();
  // Filters, page and size in the address (newest first, always).
  const view = useListState<Draft>(EMPTY);
  const { draft, applied } = view;
  const query = { filter: toFilter(applied, fixedFilter), ...view.paging };
  const list = useLoad(`audit:${JSON.stringify(query)}`, (signal) => fetchAuditLogs(query, signal));
  const rows = list.data?.rows ?? [];
  const count = list.data?.count ?? 0;
  const set = (field: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    view.patchDraft({ [field]: e.target.value });
  const columns: Array<ListColumn<AuditRow>> = [
    { id: 'timestamp', header: t('audit.fields.timestamp'), cell: (r) => label.time(r.timestamp), cellProps: { whiteSpace: 'nowrap' } },
    { id: 'entityName', header: t('audit.fields.entityName'), cell: (r) => label.entity(r.entityName) },
    { id: 'action', header: t('audit.fields.action'), cell: (r) => label.action(r.action) },
    {
      id: 'entityId',
      header: t('audit.fields.entityId'),
      cell: (r) => r.entityId ?? '—',
      cellProps: (r) => ({ maxW: '48', truncate: true, dir: 'ltr', title: r.entityId ?? '' }),
    },
    { id: 'createdByEmail', header: t('audit.fields.createdByEmail'), cell: (r) => r.createdByEmail ?? t('audit.system') },
    { id: 'values', header: t('audit.fields.values'), cell: (r) => <Details row={r} /> },
  ];
  // Suggest users only to those allowed to list them; others type the address.
  const canSuggest = useAccess().canCall('iamUserAutocomplete');

  return (
    <Stack gap="4">
      {showFilters && (
        <FilterBar onApply={view.apply} onReset={view.reset}>
          <FilterField label={t('audit.fields.entityName')}>
            <NativeSelect.Root width={{ base: 'full', sm: '44' }}>
              <NativeSelect.Field value={draft.entityName} onChange={set('entityName')}>
                <option value="">{t('audit.anyEntity')}</option>
                {ENTITIES.map((e) => (
                  <option key={e} value={e}>
                    {t(`audit.entities.${e}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FilterField>
          <FilterField label={t('audit.fields.action')}>
            <NativeSelect.Root width={{ base: 'full', sm: '44' }}>
              <NativeSelect.Field value={draft.action} onChange={set('action')}>
                <option value="">{t('audit.anyAction')}</option>
                {AUDIT_ACTIONS.map((a) => (
                  <option key={a} value={a}>
                    {label.action(a)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FilterField>
          <FilterField label={t('audit.fields.entityId')}>
            <Input dir="ltr" width={{ base: 'full', sm: '56' }} value={draft.entityId} onChange={set('entityId')} />
          </FilterField>
          <FilterField label={t('audit.fields.createdByEmail')}>
            <Autocomplete
              width={{ base: 'full', sm: '56' }}
              aria-label={t('audit.fields.createdByEmail')}
              value={draft.createdByEmail}
              onChange={(text) => view.patchDraft({ createdByEmail: text })}
              search={canSuggest ? autocompleteUsers : undefined}
            />
          </FilterField>
          <DateRangeFields from={draft.from} to={draft.to} onChange={view.patchDraft} />
        </FilterBar>
      )}
      <ResultsTable loading={list.loading} count={count} header={<ColumnHeaders columns={columns} />}>
        {rows.map((row) => (
          <Table.Row key={row.id}>
            <ColumnCells columns={columns} row={row} />
          </Table.Row>
        ))}
      </ResultsTable>
      <ListPager count={list.data?.count} list={view} totalKey="audit.total" />
    </Stack>
  );
}
