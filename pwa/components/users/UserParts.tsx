import { Avatar, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_MAX_BYTES } from '../../../shared/validation/iam';
import { shrinkImage } from '../../lib/shrinkImage';
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

/**
 * The avatars a form sends (the profile keeps its own until one is picked or removed; an invitation starts with none).
 * A picked picture is scaled down on the device first (shrinkImage: a phone photo of up to the spec's 2 MB went into
 * the form's body as base64 and met the server's 1 MB body limit). That takes a moment on a slow phone, so the form
 * sends `await settled()`, never the value of the moment: a Save tapped while the picture is scaled waits for it.
 */
export function useAvatarField(initial: AvatarInput[] = []) {
  const [value, setValue] = useState(initial);
  const [preparing, setPreparing] = useState(false);
  const current = useRef(initial);
  const pending = useRef<Promise<void> | null>(null);
  const generation = useRef(0);
  const set = useCallback((next: AvatarInput[]) => {
    generation.current += 1; // a picture still being scaled no longer counts, nor keeps the form busy
    current.current = next;
    setValue(next);
    setPreparing(false);
  }, []);
  const pick = useCallback((file: File, content: Promise<string | null>) => {
    const mine = ++generation.current;
    setPreparing(true);
    const done = content.then((scaled) => {
      if (mine !== generation.current) return;
      if (scaled) {
        current.current = [{ name: file.name, content: scaled }];
        setValue(current.current);
      }
      setPreparing(false);
    });
    pending.current = done;
  }, []);
  return {
    value,
    preparing,
    pick,
    set,
    /** The avatars once any picture being scaled is ready. */
    settled: async () => {
      await pending.current;
      return current.current;
    },
  };
}

export type AvatarField = ReturnType<typeof useAvatarField>;

/**
 * One avatar image, sent inside the form (base64): the profile and the invitation. `name` is what the fallback
 * initials are made of.
 */
export function AvatarPicker({ name, field }: { name: string; field: AvatarField }) {
  const { t } = useTranslation();
  const value = field.value[0] ?? null;
  const preview = value?.content ?? value?.publicUrl ?? null;

  function pick(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) return showError(t('validation.mustBeImage'));
    if (file.size > AVATAR_MAX_BYTES) return showError(t('validation.fileTooBig', { max: '2 MB' }));
    // A file that says it is an image and is not one cannot be decoded: said as such, not as a failed save.
    field.pick(
      file,
      shrinkImage(file).catch(() => {
        showError(t('validation.mustBeImage'));
        return null;
      }),
    );
  }

  return (
    <HStack gap="4">
      <Avatar.Root size="2xl" aria-busy={field.preparing}>
        <Avatar.Fallback name={name} />
        {preview && <Avatar.Image src={preview} alt="" />}
      </Avatar.Root>
      <Stack gap="2">
        <Button asChild variant="outline" size="sm" loading={field.preparing}>
          <label>
            {t('auth.profile.chooseAvatar')}
            <input
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              hidden
              onChange={(e) => {
                pick(e.target.files?.[0]);
                e.target.value = ''; // the same file picked again is a change too
              }}
            />
          </label>
        </Button>
        {value ? (
          <Button variant="ghost" size="sm" onClick={() => field.set([])}>
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
