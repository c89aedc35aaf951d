import { Alert, Field, Input, type InputProps } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { fieldErrors } from '../../components/FormField';
import { GraphQLRequestError } from '../../lib/graphql';

type TextFieldProps = Omit<InputProps, 'onChange' | 'value'> & {
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  onValue: (value: string) => void;
};

/** Chakra's default error red is under 4.5:1 on white at this size (axe); a shade darker (lighter in dark mode) passes. */
export const ERROR_TEXT_COLOR = { base: 'red.700', _dark: 'red.300' } as const;

/** A labelled input with its message under it; the member forms' one field shape. */
export function TextField({ name, label, value, error, onValue, ...rest }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input name={name} value={value} onChange={(e) => onValue(e.currentTarget.value)} {...rest} />
      {error && (
        <Field.ErrorText data-testid="field-error" color={ERROR_TEXT_COLOR}>
          {error}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}

/** The server's answer (already in the user's language), or the network message. */
export function messageOf(error: unknown, t: TFunction): string {
  if (error instanceof GraphQLRequestError && error.graphQLErrors[0]) return error.graphQLErrors[0].message;
  return t('errors.network');
}

export function ProblemAlert({ message, testId }: { message: string | null; testId: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/** Checks values with a shared schema: the parsed value, or the translated message of each field. */
export function checkWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
  t: TFunction,
  labels: Record<string, string>,
): { ok: true; value: z.infer<S> } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrors(result.error, t, labels) };
}
