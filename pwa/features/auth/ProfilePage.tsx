import { Avatar, Button, DataList, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { profileSchema, AVATAR_MAX_BYTES } from '../../../shared/validation/iam';
import { useLanguage } from '../../app/language';
import { useErrorHandler } from '../../app/errors/useErrorHandler';
import { showError, showSuccess } from '../../app/toaster';
import { fieldErrors, FormField } from '../../components/FormField';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useSession, type SessionUser } from './session';
import { localized } from '../../lib/languagePath';
import { updateProfile, type ProfileInput } from './api';

function UserAvatar({ user, size = '2xl' }: { user: Pick<SessionUser, 'fullName' | 'email' | 'avatars'>; size?: '2xl' | 'sm' }) {
  return (
    <Avatar.Root size={size}>
      <Avatar.Fallback name={user.fullName ?? user.email} />
      {user.avatars[0] && <Avatar.Image src={user.avatars[0].publicUrl} alt="" />}
    </Avatar.Root>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageTitle('auth.profile.title');
  if (!user) return null;
  const rows: Array<[string, string]> = [
    [t('auth.fields.email'), user.email],
    [t('auth.fields.firstName'), user.firstName ?? '—'],
    [t('auth.fields.lastName'), user.lastName ?? '—'],
    [t('auth.fields.phoneNumber'), user.phoneNumber ?? '—'],
    [t('iam.fields.roles'), user.roles.map((r) => t(`iam.roles.${r}`, { defaultValue: r })).join('، ') || '—'],
  ];
  return (
    <Stack gap="6" maxW="2xl">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="4">
          <UserAvatar user={user} />
          <Heading as="h1" size="xl">
            {t('auth.profile.title')}
          </Heading>
        </HStack>
        <Button asChild colorPalette="brand">
          <RouterLink to="/admin/profile/edit">{t('auth.profile.edit')}</RouterLink>
        </Button>
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

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export function ProfileEditPage() {
  const { t } = useTranslation();
  const { user, request, setUser } = useSession();
  const navigate = useNavigate();
  const language = useLanguage();
  const handle = useErrorHandler();
  usePageTitle('auth.profile.edit');
  const [values, setValues] = useState({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phoneNumber: user?.phoneNumber ?? '',
  });
  const [avatars, setAvatars] = useState<ProfileInput['avatars']>(
    user?.avatars.map((a) => ({ id: a.id, name: a.name, publicUrl: a.publicUrl })) ?? [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const preview = avatars[0]?.content ?? avatars[0]?.publicUrl ?? null;

  async function pick(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) return showError(t('validation.mustBeImage'));
    if (file.size > AVATAR_MAX_BYTES) return showError(t('validation.fileTooBig', { max: '2 MB' }));
    setAvatars([{ name: file.name, content: await readAsDataUrl(file) }]);
  }

  async function save() {
    const input = { ...values, avatars };
    const parsed = profileSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error, t));
    setErrors({});
    setBusy(true);
    try {
      const data = await updateProfile(request, {
        firstName: values.firstName,
        lastName: values.lastName,
        phoneNumber: values.phoneNumber,
        avatars,
      });
      setUser(data.authUpdateProfile);
      showSuccess(t('auth.profile.success'));
      void navigate(localized(language, '/admin/profile'));
    } catch (err) {
      handle(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack as="section" gap="5" maxW="xl">
      <Heading as="h1" size="xl">
        {t('auth.profile.edit')}
      </Heading>
      <HStack gap="4">
        <Avatar.Root size="2xl">
          <Avatar.Fallback name={user.fullName ?? user.email} />
          {preview && <Avatar.Image src={preview} alt="" />}
        </Avatar.Root>
        <Stack gap="2">
          <Button asChild variant="outline" size="sm">
            <label>
              {t('auth.profile.chooseAvatar')}
              <input
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                hidden
                onChange={(e) => void pick(e.target.files?.[0])}
              />
            </label>
          </Button>
          {avatars.length ? (
            <Button variant="ghost" size="sm" onClick={() => setAvatars([])}>
              {t('auth.profile.removeAvatar')}
            </Button>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('auth.profile.noAvatar')}
            </Text>
          )}
        </Stack>
      </HStack>
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

export { UserAvatar };
