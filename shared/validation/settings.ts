import { z } from 'zod';
import { THEME_NAMES } from '../themes';
import { uploadedImageSchema } from './uploadedFile';

export const SETTINGS_LIMITS = {
  text: 120,
  pinCodeMin: 4,
  pinCodeMax: 12,
  activationLimitMax: 1000,
  labelOffsetMm: 50,
  /** The warranty terms a certificate prints: a paragraph or two on an A5 page. */
  warrantyTermsMax: 1500,
  /** A drawn signature as a data URL: at most this many characters (~190 KB of image). */
  signatureDataUrlChars: 256 * 1024,
  signatureBytes: 512 * 1024,
} as const;

export const DEFAULT_ACTIVATION_LIMIT = 5;

const text = z.string().trim().max(SETTINGS_LIMITS.text, 'validation.maxChars');
const offset = z
  .number('validation.number')
  .min(-SETTINGS_LIMITS.labelOffsetMm, 'validation.min')
  .max(SETTINGS_LIMITS.labelOffsetMm, 'validation.max');

/** A signature drawn on the settings screen (PNG/JPEG/WebP data URL), size-checked. */
export const signatureDataUrlSchema = z
  .string()
  .max(SETTINGS_LIMITS.signatureDataUrlChars, 'validation.fileTooBig')
  .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/, 'validation.mustBeImage');

export const signatureSchema = z.union([
  z.object({ dataUrl: signatureDataUrlSchema }),
  uploadedImageSchema('settings/signature', SETTINGS_LIMITS.signatureBytes),
]);

export const settingsInputSchema = z
  .object({
    theme: z.enum(THEME_NAMES, 'validation.mustBeSelected'),
    title: text.default(''),
    barcodeTitle: text.default(''),
    barcodeName: text.default(''),
    pinCode: z
      .string()
      .trim()
      .max(SETTINGS_LIMITS.pinCodeMax, 'validation.maxChars')
      .regex(/^(\d{4,})?$/, 'settings.validation.pinCodeDigits')
      .default(''),
    deletionNeedsPinCode: z.boolean().default(false),
    signature: signatureSchema.nullish().transform((v) => v ?? null),
    signatureOnCertificate: z.boolean().default(true),
    signatureOnLabels: z.boolean().default(false),
    activationLimit: z
      .number('validation.number')
      .int('validation.integer')
      .min(1, 'validation.min')
      .max(SETTINGS_LIMITS.activationLimitMax, 'validation.max')
      .default(DEFAULT_ACTIVATION_LIMIT),
    labelOffsetTopMm: offset.default(0),
    labelOffsetStartMm: offset.default(0),
    warrantyTerms: z.string().trim().max(SETTINGS_LIMITS.warrantyTermsMax, 'validation.maxChars').default(''),
  })
  .refine((s) => !s.deletionNeedsPinCode || s.pinCode.length >= SETTINGS_LIMITS.pinCodeMin, {
    message: 'settings.validation.pinCodeRequired',
    path: ['pinCode'],
  });

export type SettingsInput = z.input<typeof settingsInputSchema>;
export type SettingsValues = z.output<typeof settingsInputSchema>;
