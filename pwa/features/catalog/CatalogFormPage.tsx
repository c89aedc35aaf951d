import { Input, InputGroup, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { ItemType } from '../../../shared/items';
import { CATALOG_LIMITS } from '../../../shared/validation/catalog';
import { useLanguage } from '../../ui/language';
import { showSuccess } from '../../ui/toaster';
import { BilingualNameFields } from '../../components/BilingualNameFields';
import { FormField } from '../../components/FormField';
import { ImageUpload } from '../../components/ImageUpload';
import { FormScreen, useFormSave, useRecordForm } from '../../components/list/RecordForm';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormatters } from '../../components/useFormatters';
import { fetchCatalogEntry, fetchPartOptions, saveCatalogEntry } from '../../data/catalog';
import { useLoad } from '../../ui/useLoad';
import { localized } from '../../lib/languagePath';
import { catalogFormFromEntry, catalogInputFromForm, EMPTY_CATALOG_FORM } from './catalogForm';
import { CATALOG_KINDS } from './kinds';
import { ProductPartsPicker } from './ProductPartsPicker';
import { RecordPending } from '../../components/RecordPending';

/** New and edit screens of a catalog entry of any kind. */
export function CatalogFormPage({ kind }: { kind: ItemType }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const config = CATALOG_KINDS[kind];
  usePageTitle(config.titleKey);
  const language = useLanguage();
  const navigate = useNavigate();
  const format = useFormatters();
  const listPath = `/admin/${config.path}`;
  const { record, form, loaded, setForm } = useRecordForm({
    key: id ? `catalog:${kind}:${id}` : null,
    load: (signal) => fetchCatalogEntry(kind, id ?? '', signal),
    toForm: catalogFormFromEntry,
    empty: EMPTY_CATALOG_FORM,
  });
  const parts = useLoad(kind === 'product' ? 'partOptions' : null, fetchPartOptions).data ?? [];
  const { errors, saving, errorOf, save } = useFormSave();

  if (!form) return <RecordPending loaded={loaded} />;
  const label = (field: string) => t(`catalog.fields.${field}`);
  const error = (field: string) => errorOf(field, label(field));

  async function submit() {
    if (!form) return;
    await save(catalogInputFromForm(form), async (data) => {
      const saved = await saveCatalogEntry(kind, id ?? null, data);
      showSuccess(t(id ? 'catalog.updated' : 'catalog.created'));
      void navigate(localized(language, `${listPath}/${saved.id}`));
    });
  }

  const text = (field: 'itemName' | 'brand' | 'barcode', options: { dir?: 'ltr' } = {}) => (
    <FormField label={label(field)} error={error(field)}>
      <Input
        dir={options.dir}
        value={form[field]}
        maxLength={CATALOG_LIMITS[field]}
        onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))}
      />
    </FormField>
  );

  return (
    <FormScreen
      title={t(id ? `catalog.edit.${kind}` : `catalog.new.${kind}`)}
      saving={saving}
      onSubmit={() => void submit()}
      cancelTo={id ? `${listPath}/${id}` : listPath}
    >
      <BilingualNameFields
        value={form}
        onChange={(field, value) => setForm({ [field]: value })}
        errorOf={errorOf}
        maxLength={CATALOG_LIMITS.name}
      />
      {text('itemName')}
      {text('brand')}
      {text('barcode', { dir: 'ltr' })}
      <FormField label={label('unitPrice')} error={error('unitPrice')}>
        <InputGroup endElement={<Text fontSize="sm">{t('catalog.currency')}</Text>}>
          <Input inputMode="decimal" value={form.unitPrice} onChange={(e) => setForm({ unitPrice: e.target.value })} />
        </InputGroup>
      </FormField>
      <FormField label={label('warrantyPeriod')} error={error('warrantyPeriod')} required helper={t('catalog.warrantyHelp')}>
        <InputGroup endElement={<Text fontSize="sm">{t('catalog.monthsUnit')}</Text>}>
          <Input inputMode="numeric" value={form.warrantyPeriod} onChange={(e) => setForm({ warrantyPeriod: e.target.value })} />
        </InputGroup>
      </FormField>
      {record && (
        <FormField label={label('quantity')} readOnly helper={t('catalog.quantityHelp')}>
          <Input readOnly value={format.number(record.quantity)} />
        </FormField>
      )}
      <FormField label={label('description')} error={error('description')}>
        <Textarea
          rows={4}
          value={form.description}
          maxLength={CATALOG_LIMITS.description}
          onChange={(e) => setForm({ description: e.target.value })}
        />
      </FormField>
      <FormField label={label('features')} error={error('features')} helper={t('catalog.featuresHelp')}>
        <Textarea rows={4} value={form.features} onChange={(e) => setForm({ features: e.target.value })} />
      </FormField>
      <FormField label={label('photos')} error={error('photos')} helper={t('catalog.photosHelp', { count: CATALOG_LIMITS.photos })}>
        <ImageUpload
          folder="catalog/photos"
          label={label('photos')}
          max={CATALOG_LIMITS.photos}
          value={form.photos}
          invalid={Boolean(errors.photos)}
          onChange={(files) => setForm({ photos: files.map((f) => ({ ...f, privateUrl: f.privateUrl ?? null })) })}
        />
      </FormField>
      {kind === 'product' && (
        <FormField label={label('productParts')} error={error('productParts')}>
          <ProductPartsPicker options={parts} value={form.productParts} onChange={(productParts) => setForm({ productParts })} />
        </FormField>
      )}
    </FormScreen>
  );
}
