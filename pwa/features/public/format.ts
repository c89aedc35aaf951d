import type { Language } from '../../../shared/i18n';
import type { Localized } from './api';

/** Dates in Cairo time; Arabic with Arabic-Indic digits (ar-EG, nu-arab), English with Latin digits (en-US). */
export const LOCALES: Record<Language, string> = { ar: 'ar-EG-u-nu-arab', en: 'en-US-u-nu-latn' };
export const TIME_ZONE = 'Africa/Cairo';

export function pick(text: Localized | null | undefined, language: Language): string {
  if (!text) return '';
  return text[language] || text[language === 'ar' ? 'en' : 'ar'] || '';
}

/** 'ddd DD MMM YYYY hh:mm A' in the visitor's language (spec §9). */
export function formatDateTime(iso: string | null | undefined, language: Language): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[language], {
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
  return new Intl.DateTimeFormat(LOCALES[language], { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language]).format(value);
}

export function formatMoney(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EGP', maximumFractionDigits: 0 }).format(value);
}
