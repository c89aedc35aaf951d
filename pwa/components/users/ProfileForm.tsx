import { Button, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { profileSchema } from '../../../shared/validation/iam';
import { USER_CATEGORIES } from '../../../shared/validation/user';
import { showSuccess } from '../../ui/toaster';
import { updateProfile, type AvatarInput, type User } from '../../data/auth';
import { fieldErrors, FormField } from '../FormField';
import { useAction } from '../useAction';
import { AvatarPicker, PersonNameFields, useAvatarField } from './UserParts';

/**
 * The signed-in user's own details (spec §3 profile update: names, phone,
 * avatar), for staff and members alike; a member also gives the id number and
 * membership category that complete a registration (public spec §4).
 */
/** What completing a member's registration asks for (public spec §4: phone, id number, category). */
export const REGISTRATION_FIELDS = ['phoneNumber', 'idNumber', 'userCategory'] as const;

/** Whether the member has given everything a registration needs. */
export const registrationComplete = (user: User) => REGISTRATION_FIELDS.every((field) => Boolean(user[field]));

export function ProfileForm({
  user,
  member = false,
  required = [],
  onSaved,
  cancel,
}: {
  user: User;
  member?: boolean;
  /** Fields this screen cannot go without (completing a registration). */
  required?: ReadonlyArray<(typeof REGISTRATION_FIELDS)[number]>;
  /** The saved user: the caller puts it into the session (components/ does not import session/). */
  onSaved(saved: User): void;
  cancel: ReactNode;
}) {
  const { t } = useTranslation();
  const { busy, run } = useAction();
  const [values, setValues] = useState({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phoneNumber: user.phoneNumber ?? '',
    ...(member ? { idNumber: user.idNumber ?? '', userCategory: user.userCategory ?? '' } : {}),
  });
  // The avatars kept as they are (id and address) until one is chosen or removed.
  const avatarField = useAvatarField(user.avatars.map((a): AvatarInput => ({ id: a.id, name: a.name, publicUrl: a.publicUrl })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function save() {
    const profile = { ...values, avatars: await avatarField.settled() };
    const parsed = profileSchema.safeParse(profile);
    const missing = Object.fromEntries(
      required
        .filter((field) => !String((values as Record<string, string | undefined>)[field] ?? '').trim())
        .map((field) => [field, t('validation.required')]),
    );
    if (!parsed.success || Object.keys(missing).length)
      return setErrors({ ...missing, ...(parsed.success ? {} : fieldErrors(parsed.error, t)) });
    setErrors({});
    await run(async () => {
      const saved = await updateProfile(profile);
      showSuccess(t('auth.profile.success'));
      onSaved(saved);
    });
  }

  return (
    <Stack asChild gap="5" maxW="xl">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <AvatarPicker name={user.fullName ?? user.email} field={avatarField} />
        <PersonNameFields values={values} errors={errors} set={set} />
        <FormField label={t('auth.fields.phoneNumber')} error={errors.phoneNumber}>
          <Input name="phoneNumber" type="tel" autoComplete="tel" dir="ltr" value={values.phoneNumber} onChange={set('phoneNumber')} />
        </FormField>
        {member && (
          <>
            <FormField label={t('auth.fields.idNumber')} error={errors.idNumber}>
              <Input name="idNumber" inputMode="numeric" dir="ltr" maxLength={20} value={values.idNumber} onChange={set('idNumber')} />
            </FormField>
            <FormField label={t('auth.fields.userCategory')} error={errors.userCategory}>
              <NativeSelect.Root>
                <NativeSelect.Field name="userCategory" value={values.userCategory} onChange={set('userCategory')}>
                  <option value="">{t('auth.userCategory.none')}</option>
                  {USER_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {t(`auth.userCategory.${c}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </>
        )}
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" loading={busy || avatarField.preparing}>
            {t('auth.profile.save')}
          </Button>
          {cancel}
        </HStack>
      </form>
    </Stack>
  );
}
