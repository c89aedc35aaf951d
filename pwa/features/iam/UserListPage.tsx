import { Button, Checkbox, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '../../../shared/access/permissions';
import { USER_SORT } from '../../../shared/validation/iam';
import { showSuccess } from '../../ui/toaster';
import { FilterBar, FilterField } from '../../components/list/FilterBar';
import { ListHeading, ListPager, ResultsTable } from '../../components/list/ListParts';
import { useListState } from '../../components/list/useListState';
import { ColumnCells, ColumnHeaders, type ListColumn } from '../../components/list/columns';
import { RouterLink } from '../../components/RouterLink';
import { useAction } from '../../components/useAction';
import { useFormatters } from '../../components/useFormatters';
import { usePageTitle } from '../../components/usePageTitle';
import { useAccess } from '../../session/access';
import { changeUserStatus, fetchUsers, type UserSortKey } from '../../data/iam';
import type { User } from '../../data/auth';
import { useLoad } from '../../ui/useLoad';
import { RoleBadges, StatusBadge } from '../../components/users/UserBadges';

// The Users, Administrators and Clients screens: one list scoped by userType.
const SCOPES = {
  all: { title: 'nav.users', userType: undefined },
  admins: { title: 'nav.administrators', userType: 'admin' },
  clients: { title: 'nav.clients', userType: 'client' },
} as const;
const SORTS = [
  ['createdAt_DESC', 'iam.list.newest'],
  ['createdAt_ASC', 'iam.list.oldest'],
  ['email_ASC', 'iam.list.emailAsc'],
  ['email_DESC', 'iam.list.emailDesc'],
  ['fullName_ASC', 'iam.list.nameAsc'],
  ['fullName_DESC', 'iam.list.nameDesc'],
] as const satisfies ReadonlyArray<readonly [UserSortKey, string]>;

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  children: React.ReactNode;
}) {
  return (
    <FilterField label={label}>
      <NativeSelect.Root width={{ base: 'full', sm: '48' }}>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FilterField>
  );
}

/** The list's filter as the address keeps it: every field text, empty for "any". */
type FilterForm = { email: string; fullName: string; role: string; status: string; userType: string };

export function UserListPage({ scope = 'all' }: { scope?: keyof typeof SCOPES }) {
  const { t } = useTranslation();
  const { canCall } = useAccess();
  const { title, userType } = SCOPES[scope];
  usePageTitle(title);
  const format = useFormatters();
  const empty: FilterForm = { email: '', fullName: '', role: '', status: '', userType: userType ?? '' };
  // Filters, sort, page and size in the address, like every list.
  const view = useListState(empty, USER_SORT);
  const { applied: filter, orderBy, draft } = view;
  const [selected, setSelected] = useState<string[]>([]);
  const { busy, run } = useAction();
  const query = { filter, orderBy, ...view.paging };
  const list = useLoad(`iam:users:${JSON.stringify(query)}`, (signal) => fetchUsers(query, signal));
  const rows = list.data?.rows ?? [];
  const count = list.data?.count ?? 0;
  const set = (field: keyof FilterForm) => (value: string) => view.patchDraft({ [field]: value });
  const canChangeStatus = canCall('iamChangeStatus');

  const bulk = (disabled: boolean) =>
    run(async () => {
      await changeUserStatus(selected, disabled);
      showSuccess(t(disabled ? 'iam.success.doDisableAllSuccess' : 'iam.success.doEnableAllSuccess'));
      setSelected([]);
      list.reload();
    });

  const allChecked = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  // The data columns; the selection and the row's links stay outside them.
  const columns: Array<ListColumn<User>> = [
    { id: 'email', header: t('iam.fields.email'), cell: (r) => <RouterLink to={`/admin/iam/${r.id}`}>{r.email}</RouterLink> },
    { id: 'fullName', header: t('iam.fields.fullName'), cell: (r) => r.fullName ?? '—' },
    { id: 'roles', header: t('iam.fields.roles'), cell: (r) => <RoleBadges roles={r.roles} size="sm" /> },
    { id: 'status', header: t('iam.fields.status'), cell: (r) => <StatusBadge disabled={r.disabled} /> },
    { id: 'createdAt', header: t('iam.fields.createdAt'), cell: (r) => format.dateTime(r.createdAt), cellProps: { whiteSpace: 'nowrap' } },
  ];
  return (
    <Stack gap="5">
      <ListHeading title={t(title)}>
        {canCall('iamImport') && (
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/admin/iam/import">{t('iam.list.import')}</RouterLink>
          </Button>
        )}
        {canCall('iamCreate') && (
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to="/admin/iam/new">{t('iam.list.new')}</RouterLink>
          </Button>
        )}
      </ListHeading>

      <FilterBar onApply={view.apply} onReset={view.reset}>
        <FilterField label={t('iam.fields.email')}>
          <Input dir="ltr" width={{ base: 'full', sm: '56' }} value={draft.email} onChange={(e) => set('email')(e.target.value)} />
        </FilterField>
        <FilterField label={t('iam.fields.fullName')}>
          <Input width={{ base: 'full', sm: '48' }} value={draft.fullName} onChange={(e) => set('fullName')(e.target.value)} />
        </FilterField>
        <Select label={t('iam.fields.roles')} value={draft.role} onChange={set('role')}>
          <option value="">{t('iam.anyRole')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`iam.roles.${role}`)}
            </option>
          ))}
        </Select>
        <Select label={t('iam.fields.status')} value={draft.status} onChange={set('status')}>
          <option value="">{t('iam.status.any')}</option>
          <option value="enabled">{t('iam.status.enabled')}</option>
          <option value="disabled">{t('iam.status.disabled')}</option>
        </Select>
        {!userType && (
          <Select label={t('iam.fields.userType')} value={draft.userType} onChange={set('userType')}>
            <option value="">{t('iam.userTypes.any')}</option>
            {(['admin', 'seller', 'client'] as const).map((type) => (
              <option key={type} value={type}>
                {t(`iam.userTypes.${type}`)}
              </option>
            ))}
          </Select>
        )}
        {/* Sorting applies at once, without the Search button. */}
        <Select
          label={t('iam.list.sortBy')}
          value={orderBy}
          onChange={(value) => view.setOrderBy(SORTS.find(([key]) => key === value)?.[0] ?? USER_SORT.initial)}
        >
          {SORTS.map(([value, key]) => (
            <option key={value} value={value}>
              {t(key)}
            </option>
          ))}
        </Select>
      </FilterBar>

      {canChangeStatus && selected.length > 0 && (
        <HStack gap="3" bg="bg.muted" px="3" py="2" borderRadius="md" role="toolbar" aria-label={t('iam.list.actions')}>
          <Text fontSize="sm">{t('iam.list.selected', { count: selected.length })}</Text>
          <Button size="xs" variant="outline" loading={busy} onClick={() => void bulk(false)}>
            {t('iam.list.enable')}
          </Button>
          <Button size="xs" colorPalette="red" variant="outline" loading={busy} onClick={() => void bulk(true)}>
            {t('iam.list.disable')}
          </Button>
        </HStack>
      )}

      <ResultsTable
        loading={list.loading}
        count={count}
        header={
          <>
            {canChangeStatus && (
              <Table.ColumnHeader width="8">
                <Checkbox.Root
                  size="sm"
                  checked={allChecked}
                  onCheckedChange={(e) => setSelected(e.checked === true ? rows.map((r) => r.id) : [])}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label srOnly>{t('iam.list.selectAll')}</Checkbox.Label>
                </Checkbox.Root>
              </Table.ColumnHeader>
            )}
            <ColumnHeaders columns={columns} />
            <Table.ColumnHeader>{t('iam.list.actions')}</Table.ColumnHeader>
          </>
        }
      >
        {rows.map((user) => (
          <Table.Row key={user.id} data-email={user.email}>
            {canChangeStatus && (
              <Table.Cell>
                <Checkbox.Root
                  size="sm"
                  checked={selected.includes(user.id)}
                  onCheckedChange={(e) => setSelected((s) => (e.checked === true ? [...s, user.id] : s.filter((id) => id !== user.id)))}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label srOnly>{t('iam.list.selectRow', { email: user.email })}</Checkbox.Label>
                </Checkbox.Root>
              </Table.Cell>
            )}
            <ColumnCells columns={columns} row={user} />
            <Table.Cell>
              <HStack gap="2" fontSize="sm">
                <RouterLink to={`/admin/iam/${user.id}`}>{t('iam.list.view')}</RouterLink>
                {canCall('iamEdit') && <RouterLink to={`/admin/iam/${user.id}/edit`}>{t('iam.list.edit')}</RouterLink>}
                {canCall('auditLogList') && <RouterLink to={`/admin/iam/${user.id}/activity`}>{t('iam.list.activity')}</RouterLink>}
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </ResultsTable>
      <ListPager count={list.data?.count} list={view} totalKey="iam.list.total" />
    </Stack>
  );
}
