import { Button, Field, Heading, HStack, Input, SimpleGrid, Spinner, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { offerInputSchema, OFFER_LIMITS } from '../../../shared/validation/offers';
import { useLanguage } from '../../ui/language';
import { showSuccess } from '../../ui/toaster';
import { useAction } from '../../components/useAction';
import { useLeaveOnError } from '../../components/useLeaveOnError';
import { usePageTitle } from '../../components/usePageTitle';
import { ImageUpload } from '../../components/ImageUpload';
import { fetchOffer, saveOffer, type Offer } from '../../data/offers';
import { toFileInput, type UploadedFileInput } from '../../data/uploads';
import { useLoad } from '../../ui/useLoad';
import { localized } from '../../lib/languagePath';
import { issueParams } from '../../../shared/validation/common';

/** The form: every text as typed; it is sent as it is (OfferInput). */
type Form = { title: string; description: string; titleEn: string; descriptionEn: string; date: string; image: UploadedFileInput | null };
const emptyForm = (): Form => ({
  title: '',
  description: '',
  titleEn: '',
  descriptionEn: '',
  date: new Date().toISOString().slice(0, 10),
  image: null,
});

function formOf(offer: Offer): Form {
  const { title, description, titleEn, descriptionEn, date, image } = offer;
  return { title, description, titleEn, descriptionEn, date, image: image && toFileInput(image) };
}

/** New and edit screens of an offer; its one image is uploaded to offer/images. */
export function OfferFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  usePageTitle(id ? 'offers.edit' : 'offers.new');
  const language = useLanguage();
  const navigate = useNavigate();
  const loaded = useLoad(id ? `offer:${id}` : null, (signal) => fetchOffer(id ?? '', signal));
  // The loaded offer (or an empty one) until the user changes something.
  const [edited, setForm] = useState<Form | null>(null);
  const form = edited ?? (id ? loaded.data && formOf(loaded.data) : emptyForm());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy: saving, run } = useAction();

  useLeaveOnError(loaded.error, '/admin/offers');

  if (!form) return <Spinner role="status" aria-label={t('common.loading')} />;
  const set = (key: Exclude<keyof Form, 'image'>, value: string) => setForm((f) => ({ ...(f ?? form), [key]: value }));

  async function submit() {
    if (!form) return;
    const parsed = offerInputSchema.safeParse(form);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        found[field] ??= t(issue.message, { path: t(`offers.fields.${field}`), ...issueParams(issue) });
      }
      setErrors(found);
      return;
    }
    setErrors({});
    await run(async () => {
      await saveOffer(id ?? null, form);
      showSuccess(t(id ? 'offers.updated' : 'offers.created'));
      void navigate(localized(language, '/admin/offers'));
    });
  }

  const text = (key: 'title' | 'titleEn', dir: 'rtl' | 'ltr') => (
    <Field.Root invalid={Boolean(errors[key])} required>
      <Field.Label>{t(`offers.fields.${key}`)}</Field.Label>
      <Input dir={dir} value={form[key]} maxLength={OFFER_LIMITS.title} onChange={(e) => set(key, e.target.value)} />
      {errors[key] && <Field.ErrorText>{errors[key]}</Field.ErrorText>}
    </Field.Root>
  );
  const area = (key: 'description' | 'descriptionEn', dir: 'rtl' | 'ltr') => (
    <Field.Root invalid={Boolean(errors[key])}>
      <Field.Label>{t(`offers.fields.${key}`)}</Field.Label>
      <Textarea dir={dir} rows={5} value={form[key]} maxLength={OFFER_LIMITS.description} onChange={(e) => set(key, e.target.value)} />
      {errors[key] && <Field.ErrorText>{errors[key]}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <Stack
      as="form"
      gap="5"
      maxWidth="4xl"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Heading as="h1" size="xl">
        {t(id ? 'offers.edit' : 'offers.new')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text('title', 'rtl')}
        {text('titleEn', 'ltr')}
        {area('description', 'rtl')}
        {area('descriptionEn', 'ltr')}
        <Field.Root invalid={Boolean(errors.date)} required>
          <Field.Label>{t('offers.fields.date')}</Field.Label>
          <Input type="date" value={form.date} onChange={(e) => set('date', e.target.value)} />
          {errors.date && <Field.ErrorText>{errors.date}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.image)}>
          <Field.Label>{t('offers.fields.image')}</Field.Label>
          <ImageUpload
            folder="offer/images"
            label={t('offers.fields.image')}
            value={form.image ? [form.image] : []}
            invalid={Boolean(errors.image)}
            onChange={(files) => setForm((f) => ({ ...(f ?? form), image: files[0] ? toFileInput(files[0]) : null }))}
          />
          {errors.image && <Field.ErrorText>{errors.image}</Field.ErrorText>}
        </Field.Root>
      </SimpleGrid>
      <HStack>
        <Button type="submit" colorPalette="brand" loading={saving}>
          {t('offers.actions.save')}
        </Button>
        <Button variant="outline" onClick={() => void navigate(localized(language, '/admin/offers'))}>
          {t('offers.actions.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}
