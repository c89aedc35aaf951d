import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPLAY_TIME_ZONE } from '../../shared/dates';
import { displayLocale } from '../../shared/locales';

/**
 * Dates in Cairo time and numbers in the UI's locale (ar-EG: Arabic digits,
 * en-US). Money is in Egyptian pounds.
 */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = displayLocale(i18n.language);
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: DISPLAY_TIME_ZONE });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: DISPLAY_TIME_ZONE });
    const number = new Intl.NumberFormat(locale);
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EGP' });
    const safe = (f: Intl.DateTimeFormat) => (iso: string | null | undefined) => {
      if (!iso) return '';
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : f.format(d);
    };
    return {
      locale,
      dateTime: safe(dateTime),
      date: safe(date),
      number: (n: number | null | undefined) => (n == null ? '' : number.format(n)),
      money: (n: number | null | undefined) => (n == null ? '' : money.format(n)),
    };
  }, [locale]);
}
