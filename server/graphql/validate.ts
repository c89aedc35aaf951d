import type { z } from 'zod';
import { AppError } from './errors';
import { issueParams } from '../../shared/validation/common';

/**
 * Validates resolver input against a shared schema. The first problem becomes
 * a BAD_USER_INPUT error whose message is the schema's i18n key; every
 * problem is listed in `extensions.fields` (path → key) for forms.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  const first = result.error.issues[0];
  const key = first?.message && first.message.includes('.') ? first.message : 'errors.badRequest';
  // Custom issues carry their own parameters (e.g. "Email {{value}} is invalid").
  const params = { path: first?.path.join('.') ?? '', ...(first && issueParams(first)) };
  throw new AppError('BAD_USER_INPUT', key, params, { fields });
}
