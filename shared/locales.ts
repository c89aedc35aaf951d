import { formatInstant } from './dates';

/**
 * The locale tags every screen formats numbers and dates with: Arabic with
 * Arabic-Indic digits, English with Latin digits, pinned in the tag so no
 * browser or server default changes them (docs/decisions.md "Dates").
 */
export const DISPLAY_LOCALES = { ar: 'ar-EG-u-nu-arab', en: 'en-US-u-nu-latn' } as const;

export function displayLocale(language: string): string {
  return language === 'ar' ? DISPLAY_LOCALES.ar : DISPLAY_LOCALES.en;
}

// Building an Intl formatter costs far more than using one, so each (locale, options) pair is built once.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The number formatter of a locale and options, built once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/**
 * A whole number as formatNumber writes it, without Intl: for boot.ts, which ticks the public pages' countdowns
 * before the app loads. A page's first Intl formatter costs 70–125 ms at Lighthouse's 4× CPU (ICU's data for the
 * locale), a long task in every public page's load (issue 46 point 5).
 */
export function formatWholeNumber(value: number, language: string): string {
  const grouped = String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, language === 'ar' ? '٬' : ',');
  return language === 'ar' ? grouped.replace(/\d/g, (digit) => ARABIC_DIGITS[Number(digit)] ?? digit) : grouped;
}

/** A number in the language's digits (ar: ١٬٢٣٤, en: 1,234). */
export function formatNumber(value: number, language: string): string {
  return numberFormat(displayLocale(language)).format(value);
}

/**
 * The i18next formatter of both sides (with `interpolation.alwaysFormat`):
 * every number put into a string is written in the string's digits, so a
 * count reads ٣ in Arabic text and 3 in English. Serials, phone numbers and
 * codes are strings and pass through as they are, in Latin digits. `{{at, minute}}`
 * writes an instant (ISO, as a stored message's parameters keep it) as every date is written (formatInstant).
 */
export const localeDigits = {
  type: 'formatter' as const,
  init() {},
  add() {},
  addCached() {},
  format: (value: unknown, format: string | undefined, language: string | undefined): unknown => {
    if (format === 'minute' && typeof value === 'string' && !Number.isNaN(Date.parse(value))) return formatInstant(value, language ?? 'ar');
    return typeof value === 'number' && Number.isFinite(value) ? formatNumber(value, language ?? 'ar') : value;
  },
};
