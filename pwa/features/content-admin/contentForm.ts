import type { TFunction } from 'i18next';
import { CONTENT_TYPES, type ContentTypeKey, type FieldDef } from '../../../shared/contentAdmin';
import { contentValuesSchema } from '../../../shared/validation/contentAdmin';
import { parseNumber } from '../../lib/formValues';
import { issueParams } from '../../../shared/validation/common';

// The generic content form's state and its conversions. The form keeps what
// inputs hold (numbers and dates as typed text, lines as one string); the
// record's values are what the server takes (shared/validation/contentAdmin.ts).

export type FormState = Record<string, unknown>;
export type LocalizedPair = { en: string; ar: string };

export const fieldsOf = (type: ContentTypeKey): readonly FieldDef[] => CONTENT_TYPES[type].fields;

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO instant → the value of an <input type="datetime-local"> in the browser's time zone. */
export function toLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function emptyForm(type: ContentTypeKey): FormState {
  return formFromValues(type, {});
}

export function formFromValues(type: ContentTypeKey, values: Record<string, unknown>): FormState {
  const form: FormState = {};
  for (const field of fieldsOf(type)) {
    const value = values[field.name];
    switch (field.kind) {
      case 'text':
      case 'textarea':
      case 'html':
        form[field.name] = { en: '', ar: '', ...(value as Partial<LocalizedPair> | undefined) };
        break;
      case 'number':
      case 'integer':
        form[field.name] = typeof value === 'number' ? String(value) : '';
        break;
      case 'datetime':
        form[field.name] = toLocalInput(value);
        break;
      case 'lines':
        form[field.name] = Array.isArray(value) ? value.join('\n') : '';
        break;
      case 'images':
      case 'categories':
      case 'records':
        form[field.name] = Array.isArray(value) ? value : [];
        break;
      case 'boolean':
        form[field.name] = Boolean(value);
        break;
      case 'select':
        form[field.name] = value ?? (field.required ? (field.options?.[0] ?? '') : '');
        break;
      default:
        form[field.name] = value ?? '';
    }
  }
  return form;
}

/** Form → the values the shared schema checks (numbers parsed, dates as instants, lines split). */
export function valuesFromForm(type: ContentTypeKey, form: FormState): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fieldsOf(type)) {
    const value = form[field.name];
    switch (field.kind) {
      case 'number':
      case 'integer': {
        const text = typeof value === 'string' ? value.trim() : '';
        values[field.name] = text === '' ? null : (parseNumber(text) ?? Number.NaN);
        break;
      }
      case 'datetime': {
        const text = typeof value === 'string' ? value : '';
        values[field.name] = text ? (Number.isNaN(new Date(text).getTime()) ? text : new Date(text).toISOString()) : null;
        break;
      }
      case 'lines':
        values[field.name] = String(value ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean);
        break;
      default:
        values[field.name] = value === '' ? null : value;
    }
  }
  return values;
}

/** The shared schema's verdict, as translated messages by path (`title.en`, `slug`, …). */
export function checkForm(
  type: ContentTypeKey,
  form: FormState,
  t: TFunction,
): { ok: true; values: Record<string, unknown> } | { ok: false; errors: Record<string, string> } {
  const result = contentValuesSchema(type).safeParse(valuesFromForm(type, form));
  if (result.success) return { ok: true, values: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    const key = path.join('.');
    if (errors[key]) continue;
    const params = { path: t(`contentAdmin.fields.${path[0]}`), ...issueParams(issue) };
    errors[key] = issue.message.includes('.') ? t(issue.message, params) : t('validation.fieldInvalid');
  }
  return { ok: false, errors };
}

/** Server field errors (`extensions.fields`: path → key) translated the same way. */
export function translateFieldErrors(fields: Record<string, string>, t: TFunction): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([path, key]) => [path, t(key, { path: t(`contentAdmin.fields.${path.split('.')[0]}`), format: 'pdf' })]),
  );
}
