import { Avatar, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_MAX_BYTES } from '../../../shared/validation/iam';
import { showError } from '../../ui/toaster';
import { DetailList } from '../DetailList';
import { FormField } from '../FormField';
import type { AvatarInput, User } from '../../data/auth';

// What the profile and the IAM screens show of a user the same way.

export function UserAvatar({ user, size = '2xl' }: { user: Pick<User, 'fullName' | 'email' | 'avatars'>; size?: '2xl' | 'sm' }) {
  return (
    <Avatar.Root size={size}>
      <Avatar.Fallback name={user.fullName ?? user.email} />
      {user.avatars[0] && <Avatar.Image src={user.avatars[0].publicUrl} alt="" />}
    </Avatar.Root>
  );
}

/** A user's page: the avatar and a heading, the actions beside them, then the details (empty values show a dash). */
export function UserDetails({
  user,
  heading,
  actions,
  rows,
}: {
  user: Pick<User, 'fullName' | 'email' | 'avatars'>;
  heading: string;
  actions?: ReactNode;
  rows: Array<[label: string, value: ReactNode]>;
}) {
  return (
    <Stack gap="6" maxW="3xl">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="4">
          <UserAvatar user={user} />
          <Heading as="h1" size="xl">
            {heading}
          </Heading>
        </HStack>
        {actions}
      </HStack>
      <DetailList rows={rows} />
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

/**
 * One avatar image, sent inside the form (base64, at most 2 MB): the profile
 * and the invitation. `name` is what the fallback initials are made of.
 */
export function AvatarPicker({
  name,
  value,
  onChange,
}: {
  name: string;
  value: AvatarInput | null;
  onChange(avatar: AvatarInput | null): void;
}) {
  const { t } = useTranslation();
  const preview = value?.content ?? value?.publicUrl ?? null;

  async function pick(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) return showError(t('validation.mustBeImage'));
    if (file.size > AVATAR_MAX_BYTES) return showError(t('validation.fileTooBig', { max: '2 MB' }));
    onChange({ name: file.name, content: await readAsDataUrl(file) });
  }

  return (
    <HStack gap="4">
      <Avatar.Root size="2xl">
        <Avatar.Fallback name={name} />
        {preview && <Avatar.Image src={preview} alt="" />}
      </Avatar.Root>
      <Stack gap="2">
        <Button asChild variant="outline" size="sm">
          <label>
            {t('auth.profile.chooseAvatar')}
            <input type="file" accept="image/png,image/jpeg,image/gif,image/webp" hidden onChange={(e) => void pick(e.target.files?.[0])} />
          </label>
        </Button>
        {value ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('auth.profile.removeAvatar')}
          </Button>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('auth.profile.noAvatar')}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}

/** A person's first and last name, as sign-up and the profile both ask for them. */
export function PersonNameFields({
  values,
  errors,
  set,
}: {
  values: { firstName: string; lastName: string };
  errors: Record<string, string | undefined>;
  set: (field: 'firstName' | 'lastName') => (e: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField label={t('auth.fields.firstName')} error={errors.firstName}>
        <Input name="firstName" autoComplete="given-name" value={values.firstName} onChange={set('firstName')} />
      </FormField>
      <FormField label={t('auth.fields.lastName')} error={errors.lastName}>
        <Input name="lastName" autoComplete="family-name" value={values.lastName} onChange={set('lastName')} />
      </FormField>
    </>
  );
}
