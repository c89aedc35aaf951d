import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, resources, type Language } from '../../shared/i18n';
import { localeDigits } from '../../shared/locales';

const instance = i18next.createInstance();
void instance.use(localeDigits).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: 'en',
  initAsync: false,
  // Every number in a message in the language's digits (shared/locales.ts).
  interpolation: { escapeValue: false, alwaysFormat: true },
});

export function translator(language: Language): TFunction {
  return instance.getFixedT(language);
}

/**
 * The first supported language in an Accept-Language header, by quality;
 * Arabic when none matches (the product's default).
 */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
