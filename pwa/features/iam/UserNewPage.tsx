import { Avatar, Button, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AVATAR_MAX_BYTES, iamCreateSchema, splitEmails } from '../../../shared/validation/iam';
import { useErrorHandler } from '../../app/errors/useErrorHandler';
import { useLanguage } from '../../app/language';
import { showError, showSuccess } from '../../app/toaster';
import { fieldErrors, FormField } from '../../components/FormField';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useRequest } from '../auth/session';
import { localized } from '../../lib/languagePath';
import { createUsers } from './api';
import { RolesPicker } from './RolesPicker';

const EMPTY = { emails: '', firstName: '', lastName: '', phoneNumber: '' };

/** The invitation form (spec §2): one or several emails; with one, also name, phone, avatar; roles required. */
export function UserNewPage() {
  const { t } = useTranslation();
  const request = useRequest();
  const navigate = useNavigate();
  const language = useLanguage();
  const handle = useErrorHandler();
  usePageTitle('iam.new.title');
  const [values, setValues] = useState(EMPTY);
  const [roles, setRoles] = useState<string[]>([]);
  const [avatar, setAvatar] = useState<{ name: string; content: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const emails = splitEmails(values.emails) as string[];
  const single = emails.length <= 1;
  const set = (field: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  function pick(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) return showError(t('validation.mustBeImage'));
    if (file.size > AVATAR_MAX_BYTES) return showError(t('validation.fileTooBig', { max: '2 MB' }));
    const reader = new FileReader();
    reader.onload = () => setAvatar({ name: file.name, content: String(reader.result) });
    reader.readAsDataURL(file);
  }

  async function save() {
    const input = single
      ? {
          emails,
          firstName: values.firstName,
          lastName: values.lastName,
          phoneNumber: values.phoneNumber,
          avatars: avatar ? [avatar] : [],
          roles,
        }
      : { emails, roles };
    const parsed = iamCreateSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error, t, { emails: t('iam.fields.emails') }));
    setErrors({});
    setBusy(true);
    try {
      await createUsers(request, input);
      showSuccess(t('iam.success.doAddSuccess'));
      void navigate(localized(language, '/admin/iam'));
    } catch (err) {
      handle(err);
    } finally {
      setBusy(false);
    }
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
          <HStack gap="3" align="start" wrap={{ base: 'wrap', md: 'nowrap' }}>
            <FormField label={t('iam.fields.firstName')} error={errors.firstName}>
              <Input name="firstName" value={values.firstName} onChange={set('firstName')} />
            </FormField>
            <FormField label={t('iam.fields.lastName')} error={errors.lastName}>
              <Input name="lastName" value={values.lastName} onChange={set('lastName')} />
            </FormField>
          </HStack>
          <FormField label={t('iam.fields.phoneNumber')} error={errors.phoneNumber}>
            <Input name="phoneNumber" type="tel" dir="ltr" value={values.phoneNumber} onChange={set('phoneNumber')} />
          </FormField>
          <HStack gap="3">
            <Avatar.Root size="lg">
              <Avatar.Fallback name={values.firstName || values.emails || '?'} />
              {avatar && <Avatar.Image src={avatar.content} alt="" />}
            </Avatar.Root>
            <Button asChild variant="outline" size="sm">
              <label>
                {t('auth.profile.chooseAvatar')}
                <input type="file" accept="image/png,image/jpeg,image/gif,image/webp" hidden onChange={(e) => pick(e.target.files?.[0])} />
              </label>
            </Button>
          </HStack>
        </Stack>
      )}
      <RolesPicker value={roles} onChange={setRoles} error={errors.roles} />
      <HStack gap="3">
        <Button colorPalette="brand" loading={busy} onClick={() => void save()}>
          {t('iam.new.save')}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setValues(EMPTY);
            setRoles([]);
            setAvatar(null);
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
