import { Field, Stack } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { issueParams } from '../../shared/validation/common';

interface Props {
  label: string;
  error?: string | undefined;
  helper?: string | undefined;
  required?: boolean;
  readOnly?: boolean;
  children: ReactNode;
}

/**
 * A labelled form control. Spec §9: labels 180 px beside the control on wide
 * screens, above it on mobile. The label sits on the start side in both
 * directions (logical layout).
 */
export function FormField({ label, error, helper, required, readOnly, children }: Props) {
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      readOnly={readOnly}
      orientation={{ base: 'vertical', md: 'horizontal' }}
      alignItems={{ md: 'start' }}
      css={{ '--field-label-width': '180px' }}
    >
      <Field.Label pt={{ md: '2' }}>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Stack flex="1" minWidth="0" width="full" gap="1">
        {children}
        {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Stack>
    </Field.Root>
  );
}

/** A zod issue's i18n key translated with its bounds and parameters. */
export function issueMessage(issue: z.core.$ZodIssue, t: TFunction, path?: string): string {
  const params = { path: path ?? issue.path.join('.'), ...issueParams(issue) };
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
