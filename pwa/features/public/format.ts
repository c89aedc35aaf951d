import type { Language } from '../../../shared/i18n';
import type { Localized } from './api';
import { DISPLAY_LOCALES } from '../../../shared/locales';

/** Dates in Cairo time; Arabic with Arabic-Indic digits (ar-EG, nu-arab), English with Latin digits (en-US). */
export const LOCALES: Record<Language, string> = DISPLAY_LOCALES;
export const TIME_ZONE = 'Africa/Cairo';

// Building an Intl formatter costs far more than using one (it showed in the
// home page's profile: a card calls three per render, the countdown four a
// second), so each (locale, options) pair is built once.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${language}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(LOCALES[language], options)));
  return format;
}
function numberFormat(language: Language, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${language}|${JSON.stringify(options ?? {})}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(LOCALES[language], options)));
  return format;
}

export function pick(text: Localized | null | undefined, language: Language): string {
  if (!text) return '';
  return text[language] || text[language === 'ar' ? 'en' : 'ar'] || '';
}

/** 'ddd DD MMM YYYY hh:mm A' in the visitor's language (spec §9). */
export function formatDateTime(iso: string | null | undefined, language: Language): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(language, {
    timeZone: TIME_ZONE,
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).format(date);
}

export function formatDate(iso: string | null | undefined, language: Language): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(language, { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

export function formatNumber(value: number, language: Language): string {
  return numberFormat(language).format(value);
}

export function formatMoney(value: number, language: Language): string {
  return numberFormat(language, { style: 'currency', currency: 'EGP', maximumFractionDigits: 0 }).format(value);
}
