import { z } from 'zod';
import { isVisibleName } from './common';
import { emailSchema, passwordSchema, toLatinDigits, USER_LIMITS } from './user';

// The member sign-in modal (public-site spec §2 steps, §5 rules), checked the
// same way in the PWA before each step and on the server. Messages are i18n keys.

/** Spec §9: the verification code has 6 digits. */
export const MEMBER_CODE_LENGTH = 6;
/** Spec §5: the phone number has 9 digits, after the fixed "+20 1" of an Egyptian mobile (default country EG). */
export const MEMBER_PHONE_DIGITS = 9;
export const MEMBER_PHONE_PREFIX = '+201';
export const MEMBER_ID_MAX = 20;

/**
 * The 9 significant digits of an Egyptian mobile number. Accepts them alone,
 * or the whole number as people write it (01xxxxxxxxx, +20 1xx…, 0020 1xx…),
 * with spaces or dashes; anything else is undefined.
 */
export function phoneDigits(raw: string): string | undefined {
  let digits = toLatinDigits(raw).replace(/[\s-]/g, '');
  if (/^(\+|00)20/.test(digits)) digits = digits.replace(/^(\+|00)20/, '');
  if (!/^\d+$/.test(digits)) return undefined;
  if (digits.length === MEMBER_PHONE_DIGITS + 2 && digits.startsWith('01')) digits = digits.slice(2);
  else if (digits.length === MEMBER_PHONE_DIGITS + 1 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length === MEMBER_PHONE_DIGITS ? digits : undefined;
}

const digitsOnly = (max: number) =>
  z
    .string()
    .transform((v) => toLatinDigits(v).trim())
    .pipe(z.string().min(1, 'validation.required').max(max, 'validation.maxChars').regex(/^\d+$/, 'members.validation.digitsOnly'));

/** Step 1: the membership number printed on the member's card. */
export const memberIdSchema = z.object({ memberId: digitsOnly(MEMBER_ID_MAX) });

/** Step 5: the phone the code goes to, answered in E.164 (+201xxxxxxxxx). */
export const memberPhoneSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(24, 'members.validation.phoneDigits')
  .transform((v, ctx) => {
    const digits = phoneDigits(v);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: 'members.validation.phoneDigits' });
      return z.NEVER;
    }
    return `${MEMBER_PHONE_PREFIX}${digits}`;
  });

/** Step 6: exactly six digits. */
export const memberCodeSchema = z
  .string()
  .transform((v) => toLatinDigits(v).replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'validation.required')
      .regex(new RegExp(`^\\d{${MEMBER_CODE_LENGTH}}$`), 'members.validation.codeDigits'),
  );

const requiredName = (max: number) =>
  z.string().trim().min(1, 'validation.required').max(max, 'validation.maxChars').refine(isVisibleName, 'validation.fieldInvalid');

/** Step 4: the registration form of a member without an account yet. */
export const memberRegistrationSchema = z
  .object({
    firstName: requiredName(USER_LIMITS.firstName),
    lastName: requiredName(USER_LIMITS.lastName),
    email: z.string().trim().min(1, 'validation.required').pipe(emailSchema),
    password: z.string().min(1, 'validation.required').pipe(passwordSchema),
    confirmPassword: z.string().min(1, 'validation.required'),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.passwordsDontMatch' });
  });
export type MemberRegistrationInput = z.input<typeof memberRegistrationSchema>;
export type MemberRegistration = z.output<typeof memberRegistrationSchema>;

export const memberSendCodeSchema = z.object({
  identityId: z.string().trim().min(1, 'validation.required').max(64, 'validation.maxChars'),
  phoneNumber: memberPhoneSchema,
  registration: memberRegistrationSchema.nullish().transform((v) => v ?? null),
});

export const memberVerifySchema = z.object({
  ticketId: z.string().trim().min(1, 'validation.required').max(64, 'validation.maxChars'),
  code: memberCodeSchema,
});

/** Email/password in the modal (spec §4: administrators only); both fields required. */
export const memberEmailSignInSchema = z.object({
  email: z.string().trim().min(1, 'validation.required').max(USER_LIMITS.email, 'validation.maxChars'),
  password: z.string().min(1, 'validation.required').max(USER_LIMITS.passwordMax, 'validation.maxChars'),
});

/** The profile's Activity list: the newest entries, 20 unless asked, at most 50. */
export const MEMBER_ACTIVITY_LIMITS = { default: 20, max: 50 } as const;
export const memberActivitySchema = z.object({
  limit: z
    .number()
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(MEMBER_ACTIVITY_LIMITS.max, 'validation.invalid')
    .nullish()
    .transform((v) => v ?? MEMBER_ACTIVITY_LIMITS.default),
});

/** What a member's activity lists (docs/decisions.md "A member's activity"). */
export const MEMBER_ACTIVITY_KINDS = ['warrantyRegistered', 'complaintFiled'] as const;
export type MemberActivityKind = (typeof MEMBER_ACTIVITY_KINDS)[number];

/** "+201012345678" → "•••• 78": enough for a member to recognise their phone, too little to learn it. */
export function maskPhone(phone: string): string {
  return `•••• ${phone.slice(-2)}`;
}
