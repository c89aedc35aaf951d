import { Button, Field, Heading, HStack, Input, SimpleGrid, Spinner, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { geoInputSchema } from '../../../shared/validation/seller';
import { useErrorHandler } from '../../app/errors/useErrorHandler';
import { useLanguage } from '../../app/language';
import { showSuccess } from '../../app/toaster';
import { fetchPlace, savePlace, type PlaceLevel } from '../../data/geo';
import { usePageTitle } from '../../components/usePageTitle';
import { serverFieldErrors } from '../../lib/fieldErrors';
import { fieldErrorsOf, type FieldErrors } from '../../lib/formValues';
import { localized } from '../../lib/languagePath';
import { GEO_LEVELS } from './levels';
import { PlaceSelect } from './PlaceSelect';

interface Form {
  nameAr: string;
  nameEn: string;
  /** A region's governorate only narrows the city choice; it is not saved. */
  governorateId: string;
  parentId: string;
}

/** New and edit screens of a governorate, city or region: Arabic and English names side by side. */
export function GeoFormPage({ level }: { level: PlaceLevel }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const config = GEO_LEVELS[level];
  usePageTitle(config.titleKey);
  const language = useLanguage();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const [form, setForm] = useState<Form | null>(id ? null : { nameAr: '', nameEn: '', governorateId: '', parentId: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const listPath = `/admin/${config.path}`;

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    (async () => {
      const place = await fetchPlace(level, id, controller.signal);
      // A region's city names its governorate, so the city picker opens on the right list.
      const governorateId =
        level === 'region' && place.parentId ? ((await fetchPlace('city', place.parentId, controller.signal)).parentId ?? '') : '';
      setForm({ nameAr: place.nameAr, nameEn: place.nameEn, governorateId, parentId: place.parentId ?? '' });
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      handleError(error);
      void navigate(localized(language, listPath));
    });
    return () => controller.abort();
  }, [level, id, handleError, navigate, language, listPath]);

  if (!form) return <Spinner aria-label={t('common.loading')} />;
  const errorOf = (field: string, label: string) => {
    const e = errors[field];
    return e ? t(e.key, { path: label, ...e.params }) : undefined;
  };

  async function submit() {
    if (!form) return;
    const parsed = geoInputSchema.safeParse({ nameAr: form.nameAr, nameEn: form.nameEn, parentId: form.parentId });
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    if (config.parent && !form.parentId) found.parentId = { key: 'validation.mustBeSelected', params: {} };
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await savePlace(level, id ?? null, parsed.data);
      showSuccess(t(id ? 'geo.updated' : 'geo.created'));
      void navigate(localized(language, listPath));
    } catch (error) {
      setErrors(Object.fromEntries(Object.entries(serverFieldErrors(error)).map(([f, key]) => [f, { key, params: {} }])));
      handleError(error);
      setSaving(false);
    }
  }

  const name = (field: 'nameAr' | 'nameEn') => (
    <Field.Root invalid={Boolean(errors[field])} required>
      <Field.Label>
        {t(`geo.fields.${field}`)} <Field.RequiredIndicator />
      </Field.Label>
      <Input
        lang={field === 'nameAr' ? 'ar' : 'en'}
        dir={field === 'nameAr' ? 'rtl' : 'ltr'}
        maxLength={120}
        value={form[field]}
        onChange={(e) => setForm({ ...form, [field]: e.target.value })}
      />
      <Field.ErrorText>{errorOf(field, t(`geo.fields.${field}`))}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <Stack asChild gap="5" maxWidth="3xl">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Heading as="h1" size="xl">
          {t(id ? `geo.edit.${level}` : `geo.new.${level}`)}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {name('nameAr')}
          {name('nameEn')}
          {level === 'region' && (
            <Field.Root>
              <Field.Label>{t('geo.governorate')}</Field.Label>
              <PlaceSelect
                level="governorate"
                parentId={null}
                value={form.governorateId}
                onChange={(g) => setForm({ ...form, governorateId: g, parentId: '' })}
              />
            </Field.Root>
          )}
          {config.parent && (
            <Field.Root invalid={Boolean(errors.parentId)} required>
              <Field.Label>
                {t(`geo.${config.parent}`)} <Field.RequiredIndicator />
              </Field.Label>
              <PlaceSelect
                level={config.parent}
                parentId={level === 'region' ? form.governorateId || null : null}
                value={form.parentId}
                onChange={(p) => setForm({ ...form, parentId: p })}
              />
              <Field.ErrorText>{errorOf('parentId', t(`geo.${config.parent}`))}</Field.ErrorText>
            </Field.Root>
          )}
        </SimpleGrid>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={saving}>
            {t('list.save')}
          </Button>
          <Button variant="outline" onClick={() => void navigate(localized(language, listPath))}>
            {t('list.cancel')}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
