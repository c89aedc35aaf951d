import { z } from 'zod';
import { isVisibleName } from './common';

// Spec §5 user bounds. Messages are i18n keys; both sides use these schemas.
export const USER_LIMITS = {
  firstName: 80,
  lastName: 175,
  email: 255,
  phoneNumber: 24,
  avatars: 1,
  passwordMin: 8,
  passwordMax: 128,
} as const;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'auth.codes.invalid-email')
  .max(USER_LIMITS.email, 'auth.codes.invalid-email')
  .email('auth.codes.invalid-email');

export const passwordSchema = z
  .string()
  .min(USER_LIMITS.passwordMin, 'auth.codes.weak-password')
  .max(USER_LIMITS.passwordMax, 'auth.codes.weak-password');

/** An optional first or last name: empty is none; anything else must show a letter (isVisibleName). */
export const optionalPersonName = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.maxChars')
    .refine(isVisibleName, 'validation.fieldInvalid')
    .transform((v) => (v === '' ? null : v))
    .nullish();

export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: optionalPersonName(USER_LIMITS.firstName),
  lastName: optionalPersonName(USER_LIMITS.lastName),
});

/** A club member's categories of membership (the spec names the field, not its values): Egyptian clubs' usual four. */
export const USER_CATEGORIES = ['working', 'affiliate', 'athletic', 'honorary'] as const;

/** Arabic-Indic and Persian digits typed on an Arabic keyboard become ASCII digits. */
export function toLatinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

/** A national id or passport number: digits only (spec §5), Arabic-Indic digits read as Latin ones. */
export const idNumberSchema = z
  .string()
  .transform((v) => toLatinDigits(v).trim())
  .pipe(z.string().max(20, 'validation.maxChars').regex(/^\d*$/, 'members.validation.digitsOnly'));

export const phoneNumberSchema = z
  .string()
  .trim()
  .max(USER_LIMITS.phoneNumber, 'validation.maxChars')
  // A leading + for numbers written in international form (members' phones are stored as +201…).
  .regex(/^\+?\d[\d\s-]*$/, 'validation.invalid');
