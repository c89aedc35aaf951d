import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPLAY_TIME_ZONE, formatInstant, type DatePrecision } from '../../shared/dates';
import type { Language } from '../../shared/i18n';
import { displayLocale, numberFormat } from '../../shared/locales';

// The one place dates, numbers and money are formatted for the screen: in
// Cairo time (spec §9) and the UI's locale (ar-EG with Arabic digits, en-US),
// money in Egyptian pounds. Back-office screens use the hook, whose dates are
// the spec's YYYY-MM-DD HH:mm (formatInstant); the public site, which renders
// on the server too, calls the functions with its language and writes dates
// in its own spec's reader form.

// Building an Intl formatter costs far more than using one (it showed in the
// home page's profile: a card calls three per render, the countdown four a
// second), so each (locale, options) pair is built once (numbers: shared/locales.ts).
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, { timeZone: DISPLAY_TIME_ZONE, ...options })));
  return format;
}

function instant(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A text in the visitor's language, else in the other one. */
export function pick(text: { en: string; ar: string } | null | undefined, language: Language): string {
  if (!text) return '';
  return text[language] || text[language === 'ar' ? 'en' : 'ar'] || '';
}

/** 'ddd DD MMM YYYY hh:mm A' in the visitor's language (spec §9); '' for no date. */
export function formatDateTime(iso: string | null | undefined, language: Language): string {
  const date = instant(iso);
  if (!date) return '';
  const options = {
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  } as const;
  return dateFormat(displayLocale(language), options).format(date);
}

/** A day with its month's name (en: 'November 22, 2026'); '' for no date. */
export function formatDate(iso: string | null | undefined, language: Language): string {
  const date = instant(iso);
  return date ? dateFormat(displayLocale(language), { day: 'numeric', month: 'long', year: 'numeric' }).format(date) : '';
}

export { formatNumber } from '../../shared/locales';

/** Whole pounds (the public site's prices). */
export function formatMoney(value: number, language: Language): string {
  return numberFormat(displayLocale(language), { style: 'currency', currency: 'EGP', maximumFractionDigits: 0 }).format(value);
}

/** The back-office's formats, in the UI's language. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = displayLocale(i18n.language);
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  return useMemo(() => {
    const number = numberFormat(locale);
    const money = numberFormat(locale, { style: 'currency', currency: 'EGP' });
    const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    // One written form for every date of the back-office (formatInstant); something that is not a date shows as it is.
    const written = (precision: DatePrecision) => (iso: string | null | undefined) => {
      if (!iso) return '';
      return Number.isNaN(Date.parse(iso)) ? iso : formatInstant(iso, language, precision);
    };
    return {
      locale,
      dateTime: written('minute'),
      date: written('day'),
      /** Down to the second (the audit log). */
      second: written('second'),
      /** The time of day alone (a list of today's actions). */
      time: written('time'),
      number: (n: number | null | undefined) => (n == null ? '' : number.format(n)),
      money: (n: number | null | undefined) => (n == null ? '' : money.format(n)),
      /** A ratio (0.125) as a percentage (12.5%). */
      percent: (n: number | null | undefined) => (n == null ? '' : percent.format(n)),
    };
  }, [locale, language]);
}
