import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n';
import { localeDigits } from '../../shared/locales';
import arCommon from '../../shared/i18n/ar/common.json';
import arErrors from '../../shared/i18n/ar/errors.json';
import arPublic from '../../shared/i18n/ar/public.json';
import enCommon from '../../shared/i18n/en/common.json';
import enErrors from '../../shared/i18n/en/errors.json';
import enPublic from '../../shared/i18n/en/public.json';

// The first load carries only the strings of the public shell (both languages,
// so the language toggle needs no request). Every other area — back-office,
// sign-in, warranty — arrives with its screens through loadAllCatalogues().
// The JSON files are imported directly rather than through shared/i18n/index.ts,
// whose `catalogues` would pull every area into the entry chunk.
const shell = {
  en: { common: enCommon, errors: enErrors, public: enPublic },
  ar: { common: arCommon, errors: arErrors, public: arPublic },
};

export function initI18n(language: Language = DEFAULT_LANGUAGE) {
  void i18next
    .use(initReactI18next)
    .use(localeDigits)
    .init({
      resources: { en: { translation: shell.en }, ar: { translation: shell.ar } },
      lng: language,
      fallbackLng: 'en',
      initAsync: false,
      // React escapes; every number is written in the language's digits (shared/locales.ts).
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
    });
  return i18next;
}

let everything: Promise<void> | undefined;

/** Adds every area's strings (both languages) once; lazy routes outside the public site await it. */
export function loadAllCatalogues(): Promise<void> {
  everything ??= import('./i18nCatalogues').then(({ catalogues }) => {
    for (const [language, areas] of Object.entries(catalogues)) i18next.addResourceBundle(language, 'translation', areas, true, false);
  });
  return everything;
}
