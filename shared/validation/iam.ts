import { z } from 'zod';
import { ROLES } from '../access/permissions';
import { isHttpUrl, listSort, sortSchema } from './common';
import { emailSchema, idNumberSchema, optionalPersonName, phoneNumberSchema, USER_CATEGORIES, USER_LIMITS } from './user';

// User administration inputs (spec back-office §5, §7). Messages are i18n
// keys; the PWA runs the same schemas before sending, the server again.

export const USER_TYPES = ['admin', 'seller', 'client'] as const;
export const USER_STATUSES = ['enabled', 'disabled'] as const;
export const IAM_PAGE_SIZE = 10;
export const IMPORT_BATCH_SIZE = 10;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const roleSchema = z.enum(ROLES, { message: 'validation.invalid' });

/** "Email {value} is invalid" names the offending address (spec §5). */
export const invitedEmailSchema = z.string().superRefine((value, ctx) => {
  if (!emailSchema.safeParse(value).success) ctx.addIssue({ code: 'custom', message: 'validation.emailInvalid', params: { value } });
});

/** Splits "a@x.com, b@y.com" (or an array) into trimmed, lower-cased, unique addresses. */
export function splitEmails(value: unknown): unknown {
  const list = typeof value === 'string' ? value.split(/[,;\s]+/) : value;
  if (!Array.isArray(list)) return list;
  return [...new Set(list.map((e) => (typeof e === 'string' ? e.trim().toLowerCase() : e)).filter((e) => e !== ''))];
}

/** An avatar: either a file already stored (publicUrl) or a new one (base64 `content`, checked on the server by magic bytes). */
export const avatarInputSchema = z.object({
  id: z.string().trim().max(64).nullish(),
  name: z.string().trim().min(1, 'validation.required').max(255, 'validation.maxChars'),
  sizeInBytes: z.number().int().min(0).nullish(),
  publicUrl: z.string().trim().max(2048).nullish(),
  content: z
    .string()
    .max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 16, 'validation.fileTooBig')
    .nullish(),
});
export type AvatarInput = z.infer<typeof avatarInputSchema>;

const avatarsSchema = z.array(avatarInputSchema).max(USER_LIMITS.avatars, 'validation.maxItems').nullish();

const rolesRequired = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[\s,;]+/).filter(Boolean) : v),
  z.array(roleSchema, { message: 'validation.required' }).min(1, 'iam.errors.rolesRequired'),
);

export const iamCreateSchema = z.object({
  emails: z.preprocess(splitEmails, z.array(invitedEmailSchema).min(1, 'iam.errors.emailsRequired').max(100, 'validation.maxItems')),
  firstName: optionalPersonName(USER_LIMITS.firstName),
  lastName: optionalPersonName(USER_LIMITS.lastName),
  phoneNumber: phoneNumberSchema.nullish().or(z.literal('').transform(() => null)),
  avatars: avatarsSchema,
  roles: rolesRequired,
});
export type IamCreateInput = z.infer<typeof iamCreateSchema>;

export const iamEditSchema = z.object({ id: z.string().trim().min(1, 'validation.required'), roles: rolesRequired });
export type IamEditInput = z.infer<typeof iamEditSchema>;

export const iamRemoveSchema = z.object({
  emails: z.preprocess(splitEmails, z.array(invitedEmailSchema).min(1, 'iam.errors.emailsRequired').max(100, 'validation.maxItems')),
  roles: z.array(roleSchema).nullish(),
  all: z.boolean().nullish(),
});

export const iamChangeStatusSchema = z.object({
  ids: z.array(z.string().trim().min(1)).min(1, 'validation.required').max(100, 'validation.maxItems'),
  disabled: z.boolean(),
});

/**
 * One row of an import file, as the template names its columns. Cells arrive
 * as text from the spreadsheet; list columns hold values separated by spaces
 * (spec §5), so the same schema accepts a string or an array.
 */
export const iamImportRowSchema = z.object({
  email: z.preprocess((v) => (typeof v === 'number' ? String(v) : (v ?? '')), emailSchema),
  firstName: z.preprocess((v) => (v == null ? v : String(v)), optionalPersonName(USER_LIMITS.firstName)),
  lastName: z.preprocess((v) => (v == null ? v : String(v)), optionalPersonName(USER_LIMITS.lastName)),
  phoneNumber: z.preprocess((v) => (v == null || v === '' ? null : String(v)), phoneNumberSchema.nullable()),
  avatars: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(/\s+/).filter(Boolean) : (v ?? [])),
    z
      .array(z.string().trim().max(2048, 'validation.maxChars').refine(isHttpUrl, 'validation.url'))
      .max(USER_LIMITS.avatars, 'validation.maxItems'),
  ),
  roles: rolesRequired,
});
export type IamImportRow = z.infer<typeof iamImportRowSchema>;
export const IAM_IMPORT_COLUMNS = ['email', 'firstName', 'lastName', 'phoneNumber', 'avatars', 'roles'] as const;

export const importHashSchema = z.string().trim().min(1, 'iam.errors.importHashRequired').max(128);

export const USER_SORT = listSort(
  ['email', 'fullName', 'firstName', 'lastName', 'phoneNumber', 'createdAt', 'updatedAt', 'disabled', 'userType'],
  'createdAt_DESC',
);
/** The role listing sorts by name only, A to Z unless asked. */
export const ROLE_SORT = listSort(['role'], 'role_ASC');

/** How many rows one read answers: 1 to 100, `fallback` when the caller does not say. */
const rowLimit = (fallback: number) =>
  z
    .number()
    .int()
    .min(1)
    .max(100)
    .nullish()
    .transform((v) => v ?? fallback);

export const pagingSchema = {
  limit: rowLimit(IAM_PAGE_SIZE),
  offset: z
    .number()
    .int()
    .min(0)
    .nullish()
    .transform((v) => v ?? 0),
};

export const iamListUsersSchema = z.object({
  filter: z
    .object({
      email: z.string().trim().max(255).nullish(),
      fullName: z.string().trim().max(255).nullish(),
      role: roleSchema.nullish(),
      status: z.enum(USER_STATUSES).nullish(),
      userType: z.enum(USER_TYPES).nullish(),
    })
    .nullish(),
  orderBy: sortSchema(USER_SORT),
  ...pagingSchema,
});
export type IamListUsersInput = z.infer<typeof iamListUsersSchema>;

export const autocompleteSchema = z.object({
  query: z
    .string()
    .trim()
    .max(255)
    .nullish()
    .transform((v) => v ?? ''),
  limit: rowLimit(100),
});

export const profileSchema = z.object({
  firstName: optionalPersonName(USER_LIMITS.firstName),
  lastName: optionalPersonName(USER_LIMITS.lastName),
  phoneNumber: phoneNumberSchema.nullish().or(z.literal('').transform(() => null)),
  idNumber: idNumberSchema.nullish().or(z.literal('').transform(() => null)),
  userCategory: z
    .enum(USER_CATEGORIES, 'validation.mustBeSelected')
    .nullish()
    .or(z.literal('').transform(() => null)),
  avatars: avatarsSchema,
});
