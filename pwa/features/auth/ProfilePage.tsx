import { Button, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../ui/language';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { localized } from '../../lib/languagePath';
import { RoleBadges } from '../../components/users/UserBadges';
import { useSession } from '../../session/session';
import { UserDetails } from '../../components/users/UserParts';
import { ProfileForm } from '../../components/users/ProfileForm';

export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageTitle('auth.profile.title');
  if (!user) return null;
  return (
    <UserDetails
      user={user}
      heading={t('auth.profile.title')}
      actions={
        <Button asChild colorPalette="brand">
          <RouterLink to="/admin/profile/edit">{t('auth.profile.edit')}</RouterLink>
        </Button>
      }
      rows={[
        [t('auth.fields.email'), user.email],
        [t('auth.fields.firstName'), user.firstName],
        [t('auth.fields.lastName'), user.lastName],
        [t('auth.fields.phoneNumber'), user.phoneNumber],
        [t('iam.fields.roles'), user.roles.length > 0 && <RoleBadges roles={user.roles} />],
      ]}
    />
  );
}

export function ProfileEditPage() {
  const { t } = useTranslation();
  const { user, setUser } = useSession();
  const navigate = useNavigate();
  const language = useLanguage();
  usePageTitle('auth.profile.edit');
  if (!user) return null;
  return (
    <Stack as="section" gap="5" maxW="xl">
      <Heading as="h1" size="xl">
        {t('auth.profile.edit')}
      </Heading>
      <ProfileForm
        user={user}
        onSaved={(saved) => {
          setUser(saved);
          void navigate(localized(language, '/admin/profile'));
        }}
        cancel={
          <Button asChild variant="outline">
            <RouterLink to="/admin/profile">{t('auth.profile.cancel')}</RouterLink>
          </Button>
        }
      />
    </Stack>
  );
}
