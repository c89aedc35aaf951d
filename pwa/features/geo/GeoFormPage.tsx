import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { geoInputSchema, type GeoInput } from '../../../shared/validation/seller';
import { useLanguage } from '../../ui/language';
import { showSuccess } from '../../ui/toaster';
import { FormScreen, useFormSave, useRecordForm, type Checked } from '../../components/list/RecordForm';
import { usePageTitle } from '../../components/usePageTitle';
import { fetchPlace, savePlace, type PlaceLevel } from '../../data/geo';
import { fieldErrorsOf } from '../../lib/formValues';
import { localized } from '../../lib/languagePath';
import { GEO_LEVELS } from './levels';
import { PlaceSelect } from './PlaceSelect';
import { RecordPending } from '../../components/RecordPending';

interface Form {
  nameAr: string;
  nameEn: string;
  /** A region's governorate only narrows the city choice; it is not saved. */
  governorateId: string;
  parentId: string;
}
const EMPTY: Form = { nameAr: '', nameEn: '', governorateId: '', parentId: '' };

/** A place as its form shows it; a region's city names its governorate, so the city picker opens on the right list. */
async function loadForm(level: PlaceLevel, id: string, signal: AbortSignal): Promise<Form> {
  const place = await fetchPlace(level, id, signal);
  const governorateId = level === 'region' && place.parentId ? ((await fetchPlace('city', place.parentId, signal)).parentId ?? '') : '';
  return { nameAr: place.nameAr, nameEn: place.nameEn, governorateId, parentId: place.parentId ?? '' };
}

/** New and edit screens of a governorate, city or region: Arabic and English names side by side. */
export function GeoFormPage({ level }: { level: PlaceLevel }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const config = GEO_LEVELS[level];
  usePageTitle(config.titleKey);
  const language = useLanguage();
  const navigate = useNavigate();
  const listPath = `/admin/${config.path}`;
  const { form, loaded, setForm } = useRecordForm({
    key: id ? `placeForm:${level}:${id}` : null,
    load: (signal) => loadForm(level, id ?? '', signal),
    toForm: (loaded: Form) => loaded,
    empty: EMPTY,
  });
  const { errors, saving, errorOf, save } = useFormSave();

  if (!form) return <RecordPending loaded={loaded} />;

  function check(values: Form): Checked<GeoInput> {
    const parsed = geoInputSchema.safeParse({ nameAr: values.nameAr, nameEn: values.nameEn, parentId: values.parentId });
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    if (config.parent && !values.parentId) found.parentId = { key: 'validation.mustBeSelected', params: {} };
    return parsed.success && Object.keys(found).length === 0 ? { ok: true, data: parsed.data } : { ok: false, errors: found };
  }

  async function submit() {
    if (!form) return;
    await save(check(form), async (data) => {
      await savePlace(level, id ?? null, data);
      showSuccess(t(id ? 'geo.updated' : 'geo.created'));
      void navigate(localized(language, listPath));
    });
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
        onChange={(e) => setForm({ [field]: e.target.value })}
      />
      <Field.ErrorText>{errorOf(field, t(`geo.fields.${field}`))}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <FormScreen
      title={t(id ? `geo.edit.${level}` : `geo.new.${level}`)}
      saving={saving}
      onSubmit={() => void submit()}
      cancelTo={listPath}
      indent={false}
      gap="5"
      maxWidth="3xl"
    >
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
              onChange={(g) => setForm({ governorateId: g, parentId: '' })}
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
              onChange={(parentId) => setForm({ parentId })}
            />
            <Field.ErrorText>{errorOf('parentId', t(`geo.${config.parent}`))}</Field.ErrorText>
          </Field.Root>
        )}
      </SimpleGrid>
    </FormScreen>
  );
}
