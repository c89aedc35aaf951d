import { Button, Heading, HStack, Spinner, Stack, Switch } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { iamEditSchema } from '../../../shared/validation/iam';
import { useLanguage } from '../../ui/language';
import { showSuccess } from '../../ui/toaster';
import { fieldErrors } from '../../components/FormField';
import { RouterLink } from '../../components/RouterLink';
import { useAction } from '../../components/useAction';
import { useLeaveOnError } from '../../components/useLeaveOnError';
import { useFormatters } from '../../components/useFormatters';
import { usePageTitle } from '../../components/usePageTitle';
import { changeUserStatus, editUserRoles, fetchUser } from '../../data/iam';
import { useLoad } from '../../ui/useLoad';
import { localized } from '../../lib/languagePath';
import { AuditLogTable } from '../audit';
import { useAccess } from '../../session/access';
import { useSession } from '../../session/session';
import { UserDetails } from '../../components/users/UserParts';
import { RoleBadges, StatusBadge } from '../../components/users/UserBadges';
import { RolesPicker } from './RolesPicker';

/** Loads the user of the route; a failure (already shown) goes back to /iam (spec §7). */
function useRouteUser() {
  const { id = '' } = useParams();
  const user = useLoad(`iam:user:${id}`, (signal) => fetchUser(id, signal));
  useLeaveOnError(user.error, '/admin/iam');
  return user;
}

export function UserViewPage() {
  const { t } = useTranslation();
  const { canCall } = useAccess();
  const { user: me } = useSession();
  const format = useFormatters();
  const { busy, run } = useAction();
  usePageTitle('iam.view.title');
  const { data: user, reload } = useRouteUser();
  if (!user) return <Spinner />;

  const toggle = () =>
    run(async () => {
      await changeUserStatus([user.id], !user.disabled);
      showSuccess(t(user.disabled ? 'iam.success.doEnableSuccess' : 'iam.success.doDisableSuccess'));
      reload();
    });

  return (
    <UserDetails
      user={user}
      heading={user.fullName ?? user.email}
      actions={
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
      }
      rows={[
        [t('iam.fields.email'), user.email],
        [t('iam.fields.fullName'), user.fullName],
        [t('iam.fields.phoneNumber'), user.phoneNumber],
        [t('iam.fields.userType'), t(`iam.userTypes.${user.userType}`, { defaultValue: user.userType })],
        [t('iam.fields.roles'), <RoleBadges key="roles" roles={user.roles} />],
        [t('iam.fields.status'), <StatusBadge key="status" disabled={user.disabled} />],
        [t('iam.fields.emailVerified'), t(user.emailVerified ? 'iam.view.yes' : 'iam.view.no')],
        [t('iam.fields.createdAt'), format.dateTime(user.createdAt)],
        [t('iam.fields.updatedAt'), format.dateTime(user.updatedAt)],
      ]}
    />
  );
}

export function UserEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const { busy, run } = useAction();
  usePageTitle('iam.edit.title');
  const { data: user } = useRouteUser();
  // The user's roles until one is ticked or cleared.
  const [edited, setRoles] = useState<string[] | null>(null);
  const [error, setError] = useState<string>();
  if (!user) return <Spinner />;
  const roles = edited ?? user.roles;

  async function save() {
    if (!user) return;
    const parsed = iamEditSchema.safeParse({ id: user.id, roles });
    if (!parsed.success) return setError(fieldErrors(parsed.error, t).roles);
    await run(async () => {
      await editUserRoles(user.id, roles);
      showSuccess(t('iam.success.doUpdateSuccess'));
      void navigate(localized(language, `/admin/iam/${user.id}`));
    });
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
