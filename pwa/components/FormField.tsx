import { Field } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { z } from 'zod';

/** A labelled form control with its error text (Chakra Field). */
export function FormField({ label, error, required, helper, children }: { label: string; error?: string | undefined; required?: boolean; helper?: string; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A zod issue's i18n key translated with its bounds and parameters. */
export function issueMessage(issue: z.core.$ZodIssue, t: TFunction, path?: string): string {
  const params: Record<string, unknown> = { path: path ?? issue.path.join('.') };
  if ('maximum' in issue) params.max = Number(issue.maximum);
  if ('minimum' in issue) params.min = Number(issue.minimum);
  if ('params' in issue && issue.params) Object.assign(params, issue.params);
  return issue.message.includes('.') ? t(issue.message, params) : t('validation.fieldInvalid');
}

/** Field → first translated message, for forms that check with the shared schemas before sending. */
export function fieldErrors(error: z.ZodError, t: TFunction, labels: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    out[key] ??= issueMessage(issue, t, labels[key] ?? key);
  }
  return out;
}
