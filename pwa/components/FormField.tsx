import { Field, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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
    <Field.Root invalid={Boolean(error)} required={required} readOnly={readOnly} orientation={{ base: 'vertical', md: 'horizontal' }} alignItems={{ md: 'start' }} css={{ '--field-label-width': '180px' }}>
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
