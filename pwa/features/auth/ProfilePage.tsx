import { Button, Heading, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { profileSchema } from '../../../shared/validation/iam';
import { useLanguage } from '../../ui/language';
import { showSuccess } from '../../ui/toaster';
import { fieldErrors, FormField } from '../../components/FormField';
import { RouterLink } from '../../components/RouterLink';
import { useAction } from '../../components/useAction';
import { usePageTitle } from '../../components/usePageTitle';
import { updateProfile, type AvatarInput } from '../../data/auth';
import { localized } from '../../lib/languagePath';
import { RoleBadges } from '../../components/users/UserBadges';
import { useSession } from '../../session/session';
import { AvatarPicker, UserDetails } from '../../components/users/UserParts';

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
  const { busy, run } = useAction();
  usePageTitle('auth.profile.edit');
  const [values, setValues] = useState({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phoneNumber: user?.phoneNumber ?? '',
  });
  // The avatars kept as they are (id and address) until one is chosen or removed.
  const [avatars, setAvatars] = useState<AvatarInput[]>(
    user?.avatars.map((a) => ({ id: a.id, name: a.name, publicUrl: a.publicUrl })) ?? [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!user) return null;
  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function save() {
    const profile = { ...values, avatars };
    const parsed = profileSchema.safeParse(profile);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error, t));
    setErrors({});
    await run(async () => {
      setUser(await updateProfile(profile));
      showSuccess(t('auth.profile.success'));
      void navigate(localized(language, '/admin/profile'));
    });
  }

  return (
    <Stack as="section" gap="5" maxW="xl">
      <Heading as="h1" size="xl">
        {t('auth.profile.edit')}
      </Heading>
      <AvatarPicker
        name={user.fullName ?? user.email}
        value={avatars[0] ?? null}
        onChange={(avatar) => setAvatars(avatar ? [avatar] : [])}
      />
      <FormField label={t('auth.fields.firstName')} error={errors.firstName}>
        <Input name="firstName" value={values.firstName} onChange={set('firstName')} />
      </FormField>
      <FormField label={t('auth.fields.lastName')} error={errors.lastName}>
        <Input name="lastName" value={values.lastName} onChange={set('lastName')} />
      </FormField>
      <FormField label={t('auth.fields.phoneNumber')} error={errors.phoneNumber}>
        <Input name="phoneNumber" type="tel" dir="ltr" value={values.phoneNumber} onChange={set('phoneNumber')} />
      </FormField>
      <HStack gap="3">
        <Button colorPalette="brand" loading={busy} onClick={() => void save()}>
          {t('auth.profile.save')}
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/admin/profile">{t('auth.profile.cancel')}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
