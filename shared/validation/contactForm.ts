// The sponsor / advertising contact form (spec public-site §5), checked the
// same way in the PWA (before sending) and on the server (authoritative).
export interface ContactFormInput {
  name: string;
  email: string;
  companyName: string;
  companyEmail: string;
  phoneNumber: string;
  message: string;
}

export const CONTACT_FIELDS = ['name', 'email', 'companyName', 'companyEmail', 'phoneNumber', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** 01, then 0–2, then 1 to 8 digits (spec §5). */
export const PHONE_PATTERN = /^01[0-2]\d{1,8}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** As `isVisibleName` in ./common (kept here: this file stays free of zod, it ships with the public pages). */
const showsAName = (value: string) => /[\p{L}\p{N}]/u.test(value) && !/\p{Cc}/u.test(value);
export const CONTACT_MAX = { name: 100, email: 254, companyName: 150, companyEmail: 254, phoneNumber: 11, message: 2000 } as const;

export interface ContactFormError {
  field: ContactField;
  /** i18n key of the spec's message. */
  messageKey: string;
  params?: Record<string, unknown>;
}

/** The first problem, in the order the spec lists them: all fields, then email, then phone. */
export function checkContactForm(input: ContactFormInput): { ok: true; value: ContactFormInput } | { ok: false; error: ContactFormError } {
  const value = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, String(input[f] ?? '').trim()])) as unknown as ContactFormInput;
  // A name of only zero-width or control characters names no one: it counts as not filled in.
  const empty = CONTACT_FIELDS.find((f) => !value[f] || ((f === 'name' || f === 'companyName') && !showsAName(value[f])));
  if (empty) return { ok: false, error: { field: empty, messageKey: 'public.contact.errors.fillAll' } };
  const badEmail = (['email', 'companyEmail'] as const).find((f) => !EMAIL_PATTERN.test(value[f]));
  if (badEmail) return { ok: false, error: { field: badEmail, messageKey: 'public.contact.errors.email' } };
  if (!PHONE_PATTERN.test(value.phoneNumber))
    return { ok: false, error: { field: 'phoneNumber', messageKey: 'public.contact.errors.phone' } };
  const long = CONTACT_FIELDS.find((f) => value[f].length > CONTACT_MAX[f]);
  if (long) return { ok: false, error: { field: long, messageKey: 'public.contact.errors.tooLong', params: { count: CONTACT_MAX[long] } } };
  return { ok: true, value };
}
