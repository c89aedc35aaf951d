import { Box, Button, Checkbox, Field, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CONTENT_DOCUMENT_FOLDER, CONTENT_IMAGE_FOLDER, isLocalizedKind, type FieldDef } from '../../../shared/contentAdmin';
import { ImageUpload, type UploadedValue } from '../../components/ImageUpload';
import type { LocalizedPair } from './contentForm';
import { RichTextEditor } from './RichTextEditor';

export interface Option {
  id: string;
  name: LocalizedPair;
  /** A category's main category. */
  parentId?: string | null;
}

interface Props {
  field: FieldDef;
  value: unknown;
  onChange(value: unknown): void;
  /** Messages by path: `name`, or `name.en` / `name.ar` for localised fields. */
  errors: Record<string, string>;
  branches: Option[];
  categories: Option[];
  /** The record being edited: a category cannot sit under itself. */
  recordId?: string;
}

const LANGUAGES = [
  ['ar', 'rtl'],
  ['en', 'ltr'],
] as const;

/** A stored URL as the upload component's record (older records keep only the URL). */
const asUpload = (url: string, name?: string): UploadedValue => ({
  id: url,
  name: name ?? url.split('/').pop() ?? url,
  sizeInBytes: 0,
  publicUrl: url,
});

/**
 * One field of the generic content form, chosen by its kind. Localised fields
 * show Arabic and English side by side (Arabic first: the start side in both
 * directions of the page).
 */
export function FieldInput({ field, value, onChange, errors, branches, categories, recordId }: Props) {
  const { t, i18n } = useTranslation();
  const label = t(`contentAdmin.fields.${field.name}`);
  const error = errors[field.name];
  const english = i18n.language === 'en';

  if (isLocalizedKind(field.kind)) {
    const pair = (value ?? { en: '', ar: '' }) as LocalizedPair;
    return (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {LANGUAGES.map(([language, dir]) => {
          const partLabel = `${label} (${t(`contentAdmin.languages.${language}`)})`;
          const partError = errors[`${field.name}.${language}`];
          const set = (text: string) => onChange({ ...pair, [language]: text });
          return (
            <Field.Root key={language} invalid={Boolean(partError)} required={field.required}>
              <Field.Label>
                {partLabel}
                {field.required && <Field.RequiredIndicator />}
              </Field.Label>
              {field.kind === 'html' ? (
                <RichTextEditor value={pair[language]} onChange={set} label={partLabel} dir={dir} invalid={Boolean(partError)} />
              ) : field.kind === 'textarea' ? (
                <Textarea dir={dir} rows={4} value={pair[language]} maxLength={field.max} onChange={(e) => set(e.target.value)} />
              ) : (
                <Input dir={dir} value={pair[language]} maxLength={field.max} onChange={(e) => set(e.target.value)} />
              )}
              {partError && <Field.ErrorText>{partError}</Field.ErrorText>}
            </Field.Root>
          );
        })}
      </SimpleGrid>
    );
  }

  const control = (() => {
    switch (field.kind) {
      case 'image':
      case 'pdf':
        return (
          <ImageUpload
            folder={field.kind === 'pdf' ? CONTENT_DOCUMENT_FOLDER : CONTENT_IMAGE_FOLDER}
            label={label}
            invalid={Boolean(error)}
            value={typeof value === 'string' && value ? [asUpload(value)] : []}
            onChange={(files) => onChange(files[0]?.publicUrl ?? '')}
          />
        );
      case 'images':
        return (
          <ImageUpload
            folder={CONTENT_IMAGE_FOLDER}
            label={label}
            max={field.max ?? 10}
            invalid={Boolean(error)}
            value={(value as string[]).map((url) => asUpload(url))}
            onChange={(files) => onChange(files.map((f) => f.publicUrl))}
          />
        );
      case 'photo': {
        const photo = value as { name: string; publicUrl: string } | '' | null;
        return (
          <ImageUpload
            folder={CONTENT_IMAGE_FOLDER}
            label={label}
            invalid={Boolean(error)}
            value={photo ? [asUpload(photo.publicUrl, photo.name)] : []}
            onChange={(files) => onChange(files[0] ? { name: files[0].name, publicUrl: files[0].publicUrl } : '')}
          />
        );
      }
      case 'boolean':
        return (
          <Checkbox.Root checked={Boolean(value)} onCheckedChange={(e) => onChange(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
        );
      case 'select':
      case 'branch':
      case 'parentCategory': {
        const named = (list: Option[]) => list.map((o) => [o.id, english ? o.name.en : o.name.ar] as const);
        const options =
          field.kind === 'branch'
            ? named(branches)
            : field.kind === 'parentCategory'
              ? named(categories.filter((c) => !c.parentId && c.id !== recordId))
              : (field.options ?? []).map((o) => [o, t(`contentAdmin.options.${o}`)] as const);
        return (
          <NativeSelect.Root>
            <NativeSelect.Field value={String(value ?? '')} onChange={(e) => onChange(e.target.value)}>
              {!field.required && <option value="">{t('contentAdmin.actions.choose')}</option>}
              {options.map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        );
      }
      case 'categories': {
        const chosen = value as string[];
        return (
          <Wrap gap="4" pt="2">
            {categories.map((c) => (
              <Checkbox.Root
                key={c.id}
                checked={chosen.includes(c.id)}
                onCheckedChange={(e) => onChange(e.checked ? [...chosen, c.id] : chosen.filter((id) => id !== c.id))}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{english ? c.name.en : c.name.ar}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
        );
      }
      case 'lines':
        return <Textarea dir="auto" rows={3} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />;
      case 'records':
        return <RecordsInput field={field} value={value as Array<Record<string, LocalizedPair>>} onChange={onChange} errors={errors} />;
      case 'datetime':
        return <Input type="datetime-local" dir="ltr" value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />;
      case 'number':
      case 'integer':
        return (
          <Input
            inputMode={field.kind === 'number' ? 'decimal' : 'numeric'}
            dir="ltr"
            value={String(value ?? '')}
            onChange={(e) => onChange(e.target.value)}
          />
        );
      default:
        return (
          <Input
            dir="ltr"
            type={field.kind === 'url' ? 'url' : field.kind === 'phone' ? 'tel' : 'text'}
            value={String(value ?? '')}
            maxLength={field.kind === 'url' ? 2048 : field.max}
            onChange={(e) => onChange(e.target.value)}
          />
        );
    }
  })();

  return (
    <Field.Root invalid={Boolean(error)} required={field.required}>
      {field.kind !== 'boolean' && (
        <Field.Label>
          {label}
          {field.required && <Field.RequiredIndicator />}
        </Field.Label>
      )}
      <Box width="full">{control}</Box>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A clinic's doctors: rows of localised parts, added and removed in place. */
function RecordsInput({
  field,
  value,
  onChange,
  errors,
}: {
  field: FieldDef;
  value: Array<Record<string, LocalizedPair>>;
  onChange(value: unknown): void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const parts = field.parts ?? [];
  const blank = () => Object.fromEntries(parts.map((p) => [p, { en: '', ar: '' }]));
  const update = (index: number, part: string, language: 'en' | 'ar', text: string) =>
    onChange(value.map((row, i) => (i === index ? { ...row, [part]: { ...(row[part] ?? { en: '', ar: '' }), [language]: text } } : row)));
  return (
    <Stack gap="3">
      {value.map((row, index) => (
        <Box key={index} borderWidth="1px" borderRadius="md" p="3">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
            {parts.flatMap((part) =>
              LANGUAGES.map(([language, dir]) => {
                const partError = errors[`${field.name}.${index}.${part}.${language}`];
                return (
                  <Field.Root key={`${part}-${language}`} invalid={Boolean(partError)}>
                    <Field.Label fontSize="xs">{`${t(`contentAdmin.parts.${part}`)} (${t(`contentAdmin.languages.${language}`)})`}</Field.Label>
                    <Input
                      size="sm"
                      dir={dir}
                      value={row[part]?.[language] ?? ''}
                      onChange={(e) => update(index, part, language, e.target.value)}
                    />
                    {partError && <Field.ErrorText>{partError}</Field.ErrorText>}
                  </Field.Root>
                );
              }),
            )}
          </SimpleGrid>
          <Button size="xs" variant="ghost" colorPalette="red" mt="2" onClick={() => onChange(value.filter((_, i) => i !== index))}>
            {t('contentAdmin.actions.removeRecord')}
          </Button>
        </Box>
      ))}
      {value.length < (field.max ?? 20) && (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => onChange([...value, blank()])}>
          {t('contentAdmin.actions.addRecord')}
        </Button>
      )}
      {value.length === 0 && (
        <Text color="fg.muted" fontSize="sm">
          {t('contentAdmin.noValue')}
        </Text>
      )}
    </Stack>
  );
}
