import type { z } from 'zod';
import { issueParams } from '../../shared/validation/common';

// Small helpers for forms validated by the shared zod schemas: typed text →
// values, and schema issues → per-field i18n keys with their bounds.

/** A typed number: empty is null; anything unparsable stays NaN so the schema reports it. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  // Arabic-Indic digits typed on an Arabic keyboard count as digits.
  const western = trimmed.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace('٫', '.');
  return Number(western);
}

/** Field → the first problem's i18n key and its parameters ({{max}}, {{min}}). */
export type FieldErrors = Record<string, { key: string; params: Record<string, unknown> }>;

export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= { key: issue.message, params: issueParams(issue) };
  }
  return errors;
}
