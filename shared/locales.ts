/**
 * The locale tags every screen formats numbers and dates with: Arabic with
 * Arabic-Indic digits, English with Latin digits, pinned in the tag so no
 * browser or server default changes them (docs/decisions.md "Dates").
 */
export const DISPLAY_LOCALES = { ar: 'ar-EG-u-nu-arab', en: 'en-US-u-nu-latn' } as const;

export function displayLocale(language: string): string {
  return language === 'ar' ? DISPLAY_LOCALES.ar : DISPLAY_LOCALES.en;
}
