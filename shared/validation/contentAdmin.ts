import { z } from 'zod';
import { listSort, pagingFields, sortSchema } from './common';
import { CONTENT_TYPES, type ContentTypeKey, type FieldDef } from '../contentAdmin';

// One zod schema per content type, built from its field description
// (shared/contentAdmin.ts): the PWA checks the form with it before sending and
// the server runs the same one. Messages are i18n keys (spec §5 wording).

/** Where uploaded files live: our own /uploads path, nothing else reaches an <img src> or a link. */
const UPLOAD_URL = /^\/uploads\/[\w\-./]+$/;
const uploadUrl = z
  .string()
  .trim()
  .max(500, 'validation.maxChars')
  .refine((v) => UPLOAD_URL.test(v) && !v.includes('..'), 'validation.fieldInvalid');
// Links: http(s), mailto, or a path of this site (an ad pointing at /coming-soon); never javascript: or //host.
const LINK = /^(https?:\/\/[^\s<>"]+|mailto:[^\s<>"]+|\/(?!\/)[^\s<>"]*)$/i;
const WEB = /^https?:\/\/[^\s<>"]+$/i;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PHONE = /^\+?\d[\d\s-]*$/;

/** '' and absent become null, so an emptied field clears its column. */
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

function localized(field: FieldDef) {
  const part = z
    .string()
    .trim()
    .max(field.max ?? 300, 'validation.maxChars');
  const one = field.required ? part.min(1, 'validation.required') : part.default('');
  // An absent pair is an empty one: a required text then says "required", an optional one stores ''.
  return z.preprocess((v) => v ?? { en: '', ar: '' }, z.object({ en: one, ar: one }));
}

/** Empty is null; a required field refuses null with `requiredKey` (an image: "You must upload an image"). */
function optional<S extends z.ZodType>(schema: S, required: boolean | undefined, requiredKey = 'validation.required') {
  const nullable = z.preprocess(blankToNull, schema.nullable());
  return required ? nullable.refine((v) => v !== null, requiredKey) : nullable;
}

function fieldSchema(field: FieldDef): z.ZodType {
  const max = field.max ?? 300;
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'html':
      return localized(field);
    case 'string':
      return optional(
        z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.maxChars'),
        field.required,
      );
    case 'slug':
      return optional(
        z.string({ message: 'validation.required' }).trim().max(max, 'validation.maxChars').regex(SLUG, 'validation.invalid'),
        field.required,
      );
    case 'phone':
      return optional(z.string().trim().max(max, 'validation.maxChars').regex(PHONE, 'validation.invalid'), field.required);
    case 'url':
      return optional(
        z.string({ message: 'validation.required' }).trim().max(2048, 'validation.maxChars').regex(LINK, 'validation.url'),
        field.required,
      );
    case 'image':
      return optional(
        uploadUrl.refine((v) => !v.endsWith('.pdf'), 'validation.mustBeImage'),
        field.required,
        'validation.mustBeImage',
      );
    case 'pdf':
      return optional(
        uploadUrl.refine((v) => v.endsWith('.pdf'), { message: 'validation.invalidFormat', params: { format: 'pdf' } }),
        field.required,
      );
    case 'images':
      return z
        .array(uploadUrl)
        .max(field.max ?? 10, 'validation.maxItems')
        .nullish()
        .transform((v) => v ?? []);
    case 'photo':
      return optional(z.object({ name: z.string().trim().min(1).max(255, 'validation.maxChars'), publicUrl: uploadUrl }), field.required);
    case 'datetime':
      return optional(
        z
          .string({ message: 'validation.required' })
          .trim()
          .refine((v) => !Number.isNaN(Date.parse(v)), 'validation.invalid')
          .transform((v) => new Date(v).toISOString()),
        field.required,
      );
    case 'number':
      return optional(
        z.number({ message: 'validation.number' }).min(0, 'validation.min').max(1_000_000_000, 'validation.max'),
        field.required,
      );
    case 'integer':
      return z.preprocess(
        blankToNull,
        z
          .number({ message: 'validation.number' })
          .int('validation.integer')
          .min(0, 'validation.min')
          .max(1_000_000, 'validation.max')
          .nullable()
          .transform((v) => v ?? 0),
      );
    case 'boolean':
      return z
        .boolean()
        .nullish()
        .transform((v) => v ?? false);
    case 'select':
      return optional(
        z.enum(field.options as [string, ...string[]], { message: 'validation.mustBeSelected' }),
        field.required,
        'validation.mustBeSelected',
      );
    case 'branch':
    case 'parentCategory':
      return optional(
        z.string({ message: 'validation.mustBeSelected' }).regex(/^\d{1,15}$/, 'validation.mustBeSelected'),
        field.required,
        'validation.mustBeSelected',
      );
    case 'categories':
      return z
        .array(z.string().regex(/^\d{1,15}$/, 'validation.invalid'))
        .max(20, 'validation.maxItems')
        .nullish()
        .transform((v) => [...new Set(v ?? [])]);
    case 'lines':
      return z
        .array(
          z
            .string()
            .trim()
            .min(1, 'validation.required')
            .max(field.urls ? 2048 : 300, 'validation.maxChars')
            .regex(field.urls ? WEB : /[\s\S]*/, 'validation.url'),
        )
        .max(field.max ?? 20, 'validation.maxItems')
        .nullish()
        .transform((v) => v ?? []);
    case 'records': {
      const entry = z.object(
        Object.fromEntries(
          (field.parts ?? []).map((part) => [part, localized({ name: part, kind: 'text', required: part === field.parts?.[0], max: 300 })]),
        ),
      );
      return z
        .array(entry)
        .max(field.max ?? 20, 'validation.maxItems')
        .nullish()
        .transform((v) => v ?? []);
    }
  }
}

const cache = new Map<ContentTypeKey, z.ZodType<Record<string, unknown>>>();

/** The values of one record of `type`, as the form sends them and the server stores them. */
export function contentValuesSchema(type: ContentTypeKey): z.ZodType<Record<string, unknown>> {
  let schema = cache.get(type);
  if (!schema) {
    const fields: readonly FieldDef[] = CONTENT_TYPES[type].fields;
    schema = z.object(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)]))) as unknown as z.ZodType<
      Record<string, unknown>
    >;
    cache.set(type, schema);
  }
  return schema;
}

export const CONTENT_ADMIN_PAGE_MAX = 100;

export const CONTENT_ADMIN_SORT = listSort(['createdAt', 'updatedAt'], 'createdAt_DESC');

export const contentAdminListSchema = z.object({
  filter: z
    .object({
      search: z.string().trim().max(200, 'validation.maxChars').nullish(),
      published: z.boolean().nullish(),
    })
    .nullish()
    .transform((v) => v ?? {}),
  orderBy: sortSchema(CONTENT_ADMIN_SORT),
  ...pagingFields(CONTENT_ADMIN_PAGE_MAX),
});
