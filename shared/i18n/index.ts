// Every user-visible string lives in one JSON file per area and language.
// Adding an area: create en/<area>.json and ar/<area>.json and list them below;
// the catalogue test fails when a key exists in one language only.
import arAudit from './ar/audit.json';
import arAuth from './ar/auth.json';
import arCommon from './ar/common.json';
import arErrors from './ar/errors.json';
import arIam from './ar/iam.json';
import arImporter from './ar/importer.json';
import arMail from './ar/mail.json';
import arNav from './ar/nav.json';
import arValidation from './ar/validation.json';
import enAudit from './en/audit.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enIam from './en/iam.json';
import enImporter from './en/importer.json';
import enMail from './en/mail.json';
import enNav from './en/nav.json';
import enValidation from './en/validation.json';

export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export const catalogues = {
  en: { common: enCommon, errors: enErrors, nav: enNav, auth: enAuth, validation: enValidation, iam: enIam, audit: enAudit, mail: enMail, importer: enImporter },
  ar: { common: arCommon, errors: arErrors, nav: arNav, auth: arAuth, validation: arValidation, iam: arIam, audit: arAudit, mail: arMail, importer: arImporter },
} satisfies Record<Language, Record<string, unknown>>;

export const resources = {
  en: { translation: catalogues.en },
  ar: { translation: catalogues.ar },
};

/** Dotted paths of every leaf string, for the parity check and for tooling. */
export function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}
