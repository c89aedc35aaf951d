import { Button, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { iamCreateSchema, splitEmails } from '../../../shared/validation/iam';
import { useLanguage } from '../../ui/language';
import { showSuccess } from '../../ui/toaster';
import { fieldErrors, FormField } from '../../components/FormField';
import { RouterLink } from '../../components/RouterLink';
import { useAction } from '../../components/useAction';
import { usePageTitle } from '../../components/usePageTitle';
import { inviteUsers, type InvitationInput } from '../../data/iam';
import { localized } from '../../lib/languagePath';
import { AvatarPicker, useAvatarField } from '../../components/users/UserParts';
import { RolesPicker } from './RolesPicker';

const EMPTY = { emails: '', firstName: '', lastName: '', phoneNumber: '' };

/** The invitation form (spec §2): one or several emails; with one, also name, phone, avatar; roles required. */
export function UserNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const { busy, run } = useAction();
  usePageTitle('iam.new.title');
  const [values, setValues] = useState(EMPTY);
  const [roles, setRoles] = useState<string[]>([]);
  const avatarField = useAvatarField();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const emails = splitEmails(values.emails) as string[];
  const single = emails.length <= 1;
  const set = (field: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function save() {
    const input: InvitationInput = single
      ? {
          emails,
          firstName: values.firstName,
          lastName: values.lastName,
          phoneNumber: values.phoneNumber,
          avatars: await avatarField.settled(),
          roles,
        }
      : { emails, roles };
    const parsed = iamCreateSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error, t, { emails: t('iam.fields.emails') }));
    setErrors({});
    await run(async () => {
      await inviteUsers(input);
      showSuccess(t('iam.success.doAddSuccess'));
      void navigate(localized(language, '/admin/iam'));
    });
  }

  return (
    <Stack gap="5" maxW="3xl">
      <Heading as="h1" size="xl">
        {t('iam.new.title')}
      </Heading>
      <FormField label={t('iam.fields.emails')} error={errors.emails} helper={t('iam.new.emailsHelper')} required>
        <Textarea name="emails" rows={2} dir="ltr" value={values.emails} onChange={set('emails')} />
      </FormField>
      {single && (
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {t('iam.new.singleOnly')}
          </Text>
          <FormField label={t('iam.fields.firstName')} error={errors.firstName}>
            <Input name="firstName" value={values.firstName} onChange={set('firstName')} />
          </FormField>
          <FormField label={t('iam.fields.lastName')} error={errors.lastName}>
            <Input name="lastName" value={values.lastName} onChange={set('lastName')} />
          </FormField>
          <FormField label={t('iam.fields.phoneNumber')} error={errors.phoneNumber}>
            <Input name="phoneNumber" type="tel" dir="ltr" value={values.phoneNumber} onChange={set('phoneNumber')} />
          </FormField>
          <AvatarPicker name={values.firstName || values.emails || '?'} field={avatarField} />
        </Stack>
      )}
      <RolesPicker value={roles} onChange={setRoles} error={errors.roles} />
      <HStack gap="3">
        <Button colorPalette="brand" loading={busy || avatarField.preparing} onClick={() => void save()}>
          {t('iam.new.save')}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setValues(EMPTY);
            setRoles([]);
            avatarField.set([]);
            setErrors({});
          }}
        >
          {t('iam.new.reset')}
        </Button>
        <Button asChild variant="ghost">
          <RouterLink to="/admin/iam">{t('iam.new.cancel')}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
