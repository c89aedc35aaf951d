import { Button, Heading, HStack, Spinner, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { contentTypePath, type ContentTypeKey } from '../../../shared/contentAdmin';
import { useErrorHandler } from '../../ui/errors/useErrorHandler';
import { useLanguage } from '../../ui/language';
import { showSuccess } from '../../ui/toaster';
import { useLeaveOnError } from '../../components/useLeaveOnError';
import { usePageTitle } from '../../components/usePageTitle';
import { fetchContentRecord, saveContentRecord } from '../../data/contentAdmin';
import { useLoad } from '../../ui/useLoad';
import { serverFieldErrors } from '../../lib/fieldErrors';
import { localized } from '../../lib/languagePath';
import { useAccess } from '../../session/access';
import { checkForm, emptyForm, fieldsOf, formFromValues, translateFieldErrors, type FormState } from './contentForm';
import { FieldInput } from './FieldInput';
import { useContentOptions } from './useContentOptions';

/** New and edit screens of any content type: the type's fields, Arabic and English side by side. */
export function ContentFormPage({ type }: { type: ContentTypeKey }) {
  const { t } = useTranslation();
  const { id } = useParams();
  usePageTitle(`contentAdmin.typeNames.${type}`);
  const language = useLanguage();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const { canCall } = useAccess();
  const loaded = useLoad(id ? `contentAdmin:${type}/${id}` : null, (signal) => fetchContentRecord(type, id ?? '', signal));
  // The loaded record (or an empty form) until the user changes something.
  const [edited, setForm] = useState<FormState | null>(null);
  const form = edited ?? (id ? loaded.data && formFromValues(type, loaded.data.values) : emptyForm(type));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState<'draft' | 'publish' | null>(null);
  const options = useContentOptions(type);
  const listPath = `/admin/content/${contentTypePath(type)}`;

  useLeaveOnError(loaded.error, listPath);

  if (!form) return <Spinner role="status" aria-label={t('common.loading')} />;

  async function submit(publish: boolean) {
    if (!form) return;
    const checked = checkForm(type, form, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(publish ? 'publish' : 'draft');
    try {
      const saved = await saveContentRecord(type, id ?? null, checked.values, publish);
      showSuccess(t(id ? 'contentAdmin.updated' : publish ? 'contentAdmin.createdPublished' : 'contentAdmin.created'));
      void navigate(localized(language, `${listPath}/${saved.id}`));
    } catch (error) {
      setErrors(translateFieldErrors(serverFieldErrors(error), t));
      handleError(error);
      setSaving(null);
    }
  }

  const typeOne = t(`contentAdmin.typeOne.${type}`);
  return (
    // noValidate: the shared schema checks the fields and shows the spec's messages in the UI's language.
    <Stack asChild gap="5" maxWidth="6xl">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit(false);
        }}
      >
        <Heading as="h1" size="xl">
          {t(id ? 'contentAdmin.editOf' : 'contentAdmin.newOf', { type: typeOne })}
        </Heading>
        {fieldsOf(type).map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            value={form[field.name]}
            errors={errors}
            branches={options.branches}
            categories={options.categories}
            recordId={id}
            onChange={(value) => setForm((f) => ({ ...(f ?? form), [field.name]: value }))}
          />
        ))}
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="brand" loading={saving === 'draft'} disabled={saving !== null}>
            {t('contentAdmin.actions.save')}
          </Button>
          {!id && canCall('contentAdminPublish') && (
            <Button
              variant="outline"
              colorPalette="brand"
              loading={saving === 'publish'}
              disabled={saving !== null}
              onClick={() => void submit(true)}
            >
              {t('contentAdmin.actions.saveAndPublish')}
            </Button>
          )}
          <Button variant="ghost" onClick={() => void navigate(localized(language, id ? `${listPath}/${id}` : listPath))}>
            {t('contentAdmin.actions.cancel')}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
