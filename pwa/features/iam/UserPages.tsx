import { Button, DataList, Heading, HStack, Spinner, Stack, Switch, Wrap, Badge } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { iamEditSchema } from '../../../shared/validation/iam';
import { useErrorHandler } from '../../app/errors/useErrorHandler';
import { useLanguage } from '../../app/language';
import { showSuccess } from '../../app/toaster';
import { fieldErrors } from '../../components/FormField';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useAccess } from '../auth/access';
import { useRequest, useSession } from '../auth/session';
import { useQuery } from '../../lib/useQuery';
import { localized } from '../../lib/languagePath';
import { AuditLogTable } from '../audit/AuditLogTable';
import { UserAvatar } from '../auth/ProfilePage';
import { changeStatus, editRoles, findUser } from './api';
import { StatusBadge } from './parts';
import { RolesPicker } from './RolesPicker';

/** Loads the user of the route; a failure goes back to /iam (spec §7). */
function useRouteUser() {
  const { id = '' } = useParams();
  const request = useRequest();
  const navigate = useNavigate();
  const language = useLanguage();
  const handle = useErrorHandler();
  return useQuery(() => findUser(request, id), [request, id], {
    onError: (err) => {
      handle(err);
      void navigate(localized(language, '/admin/iam'), { replace: true });
    },
  });
}

export function UserViewPage() {
  const { t } = useTranslation();
  const { canCall } = useAccess();
  const request = useRequest();
  const handle = useErrorHandler();
  const { user: me } = useSession();
  usePageTitle('iam.view.title');
  const { data: user, reload } = useRouteUser();
  const [busy, setBusy] = useState(false);
  if (!user) return <Spinner />;

  async function toggle() {
    if (!user) return;
    setBusy(true);
    try {
      await changeStatus(request, [user.id], !user.disabled);
      showSuccess(t(user.disabled ? 'iam.success.doEnableSuccess' : 'iam.success.doDisableSuccess'));
      await reload();
    } catch (err) {
      handle(err);
    } finally {
      setBusy(false);
    }
  }

  const rows: Array<[string, React.ReactNode]> = [
    [t('iam.fields.email'), user.email],
    [t('iam.fields.fullName'), user.fullName ?? '—'],
    [t('iam.fields.phoneNumber'), user.phoneNumber ?? '—'],
    [t('iam.fields.userType'), t(`iam.userTypes.${user.userType}`)],
    [
      t('iam.fields.roles'),
      <Wrap key="roles" gap="1">
        {user.roles.map((r) => (
          <Badge key={r}>{t(`iam.roles.${r}`, { defaultValue: r })}</Badge>
        ))}
      </Wrap>,
    ],
    [t('iam.fields.status'), <StatusBadge key="status" disabled={user.disabled} />],
    [t('iam.fields.emailVerified'), t(user.emailVerified ? 'iam.view.yes' : 'iam.view.no')],
    [
      t('iam.fields.createdAt'),
      <span key="created" dir="ltr">
        {user.createdAt.slice(0, 16).replace('T', ' ')}
      </span>,
    ],
    [
      t('iam.fields.updatedAt'),
      <span key="updated" dir="ltr">
        {user.updatedAt.slice(0, 16).replace('T', ' ')}
      </span>,
    ],
  ];
  return (
    <Stack gap="6" maxW="3xl">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="3">
          <UserAvatar user={user} />
          <Heading as="h1" size="xl">
            {user.fullName ?? user.email}
          </Heading>
        </HStack>
        <HStack gap="3">
          {canCall('iamChangeStatus') && user.id !== me?.id && (
            <Switch.Root checked={!user.disabled} disabled={busy} onCheckedChange={() => void toggle()}>
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{t(user.disabled ? 'iam.view.enable' : 'iam.view.disable')}</Switch.Label>
            </Switch.Root>
          )}
          {canCall('iamEdit') && (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`/admin/iam/${user.id}/edit`}>{t('iam.list.edit')}</RouterLink>
            </Button>
          )}
          {canCall('auditLogList') && (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`/admin/iam/${user.id}/activity`}>{t('iam.list.activity')}</RouterLink>
            </Button>
          )}
        </HStack>
      </HStack>
      <DataList.Root orientation="horizontal">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

export function UserEditPage() {
  const { t } = useTranslation();
  const request = useRequest();
  const navigate = useNavigate();
  const language = useLanguage();
  const handle = useErrorHandler();
  usePageTitle('iam.edit.title');
  const { data: user } = useRouteUser();
  const [roles, setRoles] = useState<string[] | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (user && roles === null) setRoles(user.roles);
  }, [user, roles]);
  if (!user || roles === null) return <Spinner />;

  async function save() {
    if (!user || !roles) return;
    const parsed = iamEditSchema.safeParse({ id: user.id, roles });
    if (!parsed.success) return setError(fieldErrors(parsed.error, t).roles);
    setBusy(true);
    try {
      await editRoles(request, user.id, roles);
      showSuccess(t('iam.success.doUpdateSuccess'));
      void navigate(localized(language, `/admin/iam/${user.id}`));
    } catch (err) {
      handle(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="5" maxW="3xl">
      <Heading as="h1" size="xl">
        {t('iam.edit.title')}: {user.email}
      </Heading>
      <RolesPicker value={roles} onChange={setRoles} error={error} />
      <HStack gap="3">
        <Button colorPalette="brand" loading={busy} onClick={() => void save()}>
          {t('iam.edit.save')}
        </Button>
        <Button asChild variant="ghost">
          <RouterLink to={`/admin/iam/${user.id}`}>{t('iam.new.cancel')}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

/** That user's entries in the audit log, newest first. */
export function UserActivityPage() {
  const { t } = useTranslation();
  usePageTitle('iam.list.activity');
  const { data: user } = useRouteUser();
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t('iam.activity.title', { email: user?.email ?? '' })}
      </Heading>
      {user ? <AuditLogTable fixedFilter={{ createdByEmail: user.email }} /> : <Spinner />}
    </Stack>
  );
}
