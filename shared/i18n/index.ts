// Every user-visible string lives in one JSON file per area and language.
// Adding an area: create en/<area>.json and ar/<area>.json and list them below;
// the catalogue test fails when a key exists in one language only.
import arCommon from './ar/common.json';
import arErrors from './ar/errors.json';
import arNav from './ar/nav.json';
import arPublic from './ar/public.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enNav from './en/nav.json';
import enPublic from './en/public.json';

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
  en: { common: enCommon, errors: enErrors, nav: enNav, public: enPublic },
  ar: { common: arCommon, errors: arErrors, nav: arNav, public: arPublic },
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
