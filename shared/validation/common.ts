import { z } from 'zod';

// Building blocks for the per-entity schemas: trimmed text with the spec's
// messages (§5) as i18n keys, so both sides show the same words.
/**
 * What a zod issue's message key reads: its bound as {{max}} or {{min}}, and as
 * `count` too, so a bound that counts something ("at most 100 characters")
 * takes its plural form; a custom issue adds its own parameters.
 */
export function issueParams(issue: z.core.$ZodIssue): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  if ('maximum' in issue) params.max = params.count = Number(issue.maximum);
  if ('minimum' in issue) params.min = params.count = Number(issue.minimum);
  if ('params' in issue && issue.params) Object.assign(params, issue.params);
  return params;
}

export const requiredText = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.maxChars');

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.maxChars')
    .transform((v) => (v === '' ? null : v))
    .nullish()
    .transform((v) => v ?? null);

/**
 * A name must show something: a letter or digit of any script, and no
 * control character. Strings made only of zero-width, control or white-space
 * characters ("\u200b\u200b", "\u0000") pass `trim()` and `min(1)` but name
 * nothing; they get the spec's "field is invalid". Empty is left to `required`.
 */
export const isVisibleName = (value: string): boolean => value === '' || (/[\p{L}\p{N}]/u.test(value) && !/\p{Cc}/u.test(value));
export const requiredName = (max: number) => requiredText(max).refine(isVisibleName, 'validation.fieldInvalid');
export const optionalName = (max: number) => optionalText(max).refine((v) => v === null || isVisibleName(v), 'validation.fieldInvalid');

/** A name in Arabic, in English or in both (shared/names.ts); pair with `requireOneName`. */
export const bilingualNameFields = (max: number) => ({ nameAr: optionalName(max), nameEn: optionalName(max) });

/**
 * For an object's own check: run it even when a field of the object already
 * failed (zod skips it then by default), so a form shows every problem at once.
 */
export const EVEN_WITH_FIELD_ISSUES = { when: () => true };

/** One of the two names at least; the message sits under the Arabic field, the first of the pair. */
export function requireOneName(value: { nameAr: string | null; nameEn: string | null }, ctx: z.RefinementCtx): void {
  if (!value.nameAr && !value.nameEn) ctx.addIssue({ code: 'custom', path: ['nameAr'], message: 'validation.nameInOneLanguage' });
}

/** An absolute http(s) URL: never javascript:, data: or another scheme a link could run. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s<>"]+$/i.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const idSchema = z.string().trim().min(1, 'validation.required').max(64, 'validation.maxChars');

export const uploadedFileSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1).max(255),
  sizeInBytes: z.number().int('validation.integer').min(0),
  publicUrl: z.string().max(2048),
  privateUrl: z
    .string()
    .max(2048)
    .nullish()
    .transform((v) => v ?? null),
  new: z.boolean().optional(),
});

export const phoneSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(24, 'validation.maxChars')
  .regex(/^\+?\d[\d\s-]*$/, 'validation.invalid');

/** A list's sort as the spec gives it: `field_ASC` or `field_DESC`. */
export type SortKey<F extends string> = `${F}_${'ASC' | 'DESC'}`;

/**
 * The fields a list sorts by and its first sort, declared once beside the list's schema: the server's GraphQL enum
 * (`server/graphql/sortEnum.ts`) and zod schema, and the PWA's list state (what the address may hold), read it.
 */
export interface ListSort<F extends string = string> {
  fields: readonly F[];
  keys: ReadonlyArray<SortKey<F>>;
  initial: SortKey<F>;
}

export function listSort<const F extends string>(fields: readonly [F, ...F[]], initial: NoInfer<SortKey<F>>): ListSort<F> {
  return { fields, keys: fields.flatMap((f) => [`${f}_ASC`, `${f}_DESC`] as const), initial };
}

export function parseSort<F extends string>(key: SortKey<F>): { field: F; direction: 'ASC' | 'DESC' } {
  const at = key.lastIndexOf('_');
  return { field: key.slice(0, at) as F, direction: key.slice(at + 1) as 'ASC' | 'DESC' };
}

/** A list's sort input: one of its keys (GraphQL's enum refuses others first), its first sort when absent. */
export function sortSchema<F extends string>(sort: ListSort<F>) {
  return z
    .enum(sort.keys as [SortKey<F>, ...Array<SortKey<F>>], { message: 'validation.invalid' })
    .nullish()
    .transform((v) => v ?? sort.initial);
}

/** Server paging: spec §9 page size default 10; a bound (`max` rows) keeps one request cheap. */
export const pagingFields = (max: number) => ({
  limit: z
    .number()
    .int('validation.integer')
    .min(1, 'validation.min')
    .max(max, 'validation.max')
    .nullish()
    .transform((v) => v ?? 10),
  offset: z
    .number()
    .int('validation.integer')
    .min(0, 'validation.min')
    .nullish()
    .transform((v) => v ?? 0),
});

export const pagingSchema = z.object(pagingFields(500));

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))?)?$/;

/** Years a date filter may name: keeps a bound's arithmetic (the next day, a time zone) inside 4-digit years. */
export const FILTER_YEARS = { min: 1900, max: 2999 } as const;

function isoParts(value: string): { year: number; day: boolean } | undefined {
  const m = ISO_DATE_TIME.exec(value);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // A real calendar day: 2024-02-30 and 2024-13-45 are not (Date.UTC would roll them over).
  const date = new Date(Date.UTC(2000, month - 1, day));
  if (month < 1 || month > 12 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  if (month === 2 && day === 29 && !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0))) return undefined;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59)) return undefined;
  if (m[8] !== undefined && (Number(m[8]) > 14 || Number(m[9]) > 59)) return undefined;
  return { year, day: m[4] === undefined };
}

/** ISO 8601 text: a calendar day (YYYY-MM-DD) or a date-time, a real date with a 4-digit year. */
export function isIsoDate(value: string): boolean {
  return isoParts(value) !== undefined && !Number.isNaN(Date.parse(value));
}

/** A real calendar day YYYY-MM-DD within FILTER_YEARS. */
export function isCalendarDay(value: string): boolean {
  const parts = isoParts(value);
  return parts !== undefined && parts.day && parts.year >= FILTER_YEARS.min && parts.year <= FILTER_YEARS.max;
}

/** One end of a date filter: a calendar day or an ISO date-time, within FILTER_YEARS. */
export function isDateBound(value: string): boolean {
  const parts = isoParts(value);
  return parts !== undefined && parts.year >= FILTER_YEARS.min && parts.year <= FILTER_YEARS.max && !Number.isNaN(Date.parse(value));
}

/** An ISO date or date-time (isIsoDate); anything else is 'validation.invalid', never a server error downstream. */
export const isoDate = z.string().trim().max(40, 'validation.maxChars').refine(isIsoDate, 'validation.invalid');

/** A day a filter names, YYYY-MM-DD (isCalendarDay). */
export const calendarDay = z.string().trim().max(10, 'validation.invalid').refine(isCalendarDay, 'validation.invalid');

/** One end of a date range filter (isDateBound). */
export const dateBound = z.string().trim().max(40, 'validation.maxChars').refine(isDateBound, 'validation.invalid');

/** A list's optional filter object: absent means no filter (every field in it is optional). */
export function filterSchema<S extends z.ZodRawShape>(shape: S) {
  const object = z.object(shape);
  return object.nullish().transform((v) => (v ?? {}) as z.infer<typeof object>);
}
