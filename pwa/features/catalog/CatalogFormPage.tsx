import { Button, Heading, HStack, Input, InputGroup, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { CATALOG_LIMITS } from '../../../shared/validation/catalog';
import type { ItemType } from '../../../shared/items';
import { useErrorHandler } from '../../app/errors/useErrorHandler';
import { useLanguage } from '../../app/language';
import { showSuccess } from '../../app/toaster';
import { FormField } from '../../components/FormField';
import { ImageUpload } from '../../components/ImageUpload';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { fetchCatalogEntry, fetchPartOptions, saveCatalogEntry, type PartOption } from '../../data/catalog';
import { serverFieldErrors } from '../../lib/fieldErrors';
import { localized } from '../../lib/languagePath';
import { catalogFormFromEntry, catalogInputFromForm, EMPTY_CATALOG_FORM, type CatalogFormValues, type FieldErrors } from './catalogForm';
import { CATALOG_KINDS } from './kinds';
import { ProductPartsPicker } from './ProductPartsPicker';

/** New and edit screens of a catalog entry of any kind. */
export function CatalogFormPage({ kind }: { kind: ItemType }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const config = CATALOG_KINDS[kind];
  usePageTitle(config.titleKey);
  const language = useLanguage();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const format = useFormatters();
  const [form, setForm] = useState<CatalogFormValues | null>(id ? null : EMPTY_CATALOG_FORM);
  const [quantity, setQuantity] = useState<number | null>(null);
  const [parts, setParts] = useState<PartOption[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const listPath = `/admin/${config.path}`;

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    fetchCatalogEntry(kind, id, controller.signal)
      .then((entry) => {
        setForm(catalogFormFromEntry(entry));
        setQuantity(entry.quantity);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        handleError(error);
        void navigate(localized(language, listPath));
      });
    return () => controller.abort();
  }, [kind, id, handleError, navigate, language, listPath]);

  useEffect(() => {
    if (kind !== 'product') return;
    const controller = new AbortController();
    fetchPartOptions(controller.signal)
      .then(setParts)
      .catch((error: unknown) => !controller.signal.aborted && handleError(error));
    return () => controller.abort();
  }, [kind, handleError]);

  if (!form) return <Spinner aria-label={t('common.loading')} />;
  const set = <K extends keyof CatalogFormValues>(key: K, value: CatalogFormValues[K]) => setForm((f) => (f ? { ...f, [key]: value } : f));
  const errorOf = (field: string) => {
    const e = errors[field];
    return e ? t(e.key, { path: t(`catalog.fields.${field}`), ...e.params }) : undefined;
  };

  async function submit() {
    if (!form) return;
    const result = catalogInputFromForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await saveCatalogEntry(kind, id ?? null, result.data);
      showSuccess(t(id ? 'catalog.updated' : 'catalog.created'));
      void navigate(localized(language, `${listPath}/${saved.id}`));
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, { key, params: {} }])));
      handleError(error);
      setSaving(false);
    }
  }

  const text = (field: 'name' | 'itemName' | 'brand' | 'barcode', options: { required?: boolean; dir?: 'ltr' } = {}) => (
    <FormField label={t(`catalog.fields.${field}`)} error={errorOf(field)} required={options.required}>
      <Input dir={options.dir} value={form[field]} maxLength={CATALOG_LIMITS[field]} onChange={(e) => set(field, e.target.value)} />
    </FormField>
  );

  return (
    // noValidate: the shared schema checks the fields and shows the spec's messages in the UI's language.
    <Stack asChild gap="4" maxWidth="4xl">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Heading as="h1" size="xl">
          {t(id ? `catalog.edit.${kind}` : `catalog.new.${kind}`)}
        </Heading>
        {text('name', { required: true })}
        {text('itemName')}
        {text('brand')}
        {text('barcode', { dir: 'ltr' })}
        <FormField label={t('catalog.fields.unitPrice')} error={errorOf('unitPrice')}>
          <InputGroup endElement={<Text fontSize="sm">{t('catalog.currency')}</Text>}>
            <Input inputMode="decimal" value={form.unitPrice} onChange={(e) => set('unitPrice', e.target.value)} />
          </InputGroup>
        </FormField>
        <FormField label={t('catalog.fields.warrantyPeriod')} error={errorOf('warrantyPeriod')} required helper={t('catalog.warrantyHelp')}>
          <InputGroup endElement={<Text fontSize="sm">{t('catalog.monthsUnit')}</Text>}>
            <Input inputMode="numeric" value={form.warrantyPeriod} onChange={(e) => set('warrantyPeriod', e.target.value)} />
          </InputGroup>
        </FormField>
        {id && (
          <FormField label={t('catalog.fields.quantity')} readOnly helper={t('catalog.quantityHelp')}>
            <Input readOnly value={format.number(quantity)} />
          </FormField>
        )}
        <FormField label={t('catalog.fields.description')} error={errorOf('description')}>
          <Textarea
            rows={4}
            value={form.description}
            maxLength={CATALOG_LIMITS.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </FormField>
        <FormField label={t('catalog.fields.features')} error={errorOf('features')} helper={t('catalog.featuresHelp')}>
          <Textarea rows={4} value={form.features} onChange={(e) => set('features', e.target.value)} />
        </FormField>
        <FormField
          label={t('catalog.fields.photos')}
          error={errorOf('photos')}
          helper={t('catalog.photosHelp', { max: CATALOG_LIMITS.photos })}
        >
          <ImageUpload
            folder="catalog/photos"
            label={t('catalog.fields.photos')}
            max={CATALOG_LIMITS.photos}
            value={form.photos}
            invalid={Boolean(errors.photos)}
            onChange={(files) =>
              set(
                'photos',
                files.map((f) => ({ ...f, privateUrl: f.privateUrl ?? null })),
              )
            }
          />
        </FormField>
        {kind === 'product' && (
          <FormField label={t('catalog.fields.productParts')} error={errorOf('productParts')}>
            <ProductPartsPicker
              options={parts}
              value={form.productParts}
              onChange={(ids) => set('productParts', ids)}
              invalid={Boolean(errors.productParts)}
            />
          </FormField>
        )}
        <HStack ps={{ md: '180px' }} gap="3">
          <Button type="submit" colorPalette="brand" loading={saving}>
            {t('list.save')}
          </Button>
          <Button variant="outline" onClick={() => void navigate(localized(language, id ? `${listPath}/${id}` : listPath))}>
            {t('list.cancel')}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
