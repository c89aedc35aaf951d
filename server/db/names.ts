import { sql, type RawBuilder } from 'kysely';
import type { Language } from '../../shared/i18n';
import { localName, type BilingualName } from '../../shared/names';

// Tables with a name per language (catalog_entries, sellers: name_ar, name_en,
// and `name`, the Arabic name else the English one; shared/names.ts).

/** The row's two names as a presenter hands them on. */
export const bilingualNameOf = (row: { name_ar: string | null; name_en: string | null }): BilingualName => ({
  nameAr: row.name_ar,
  nameEn: row.name_en,
});

/** A row's name in `language`, else in the other one; null when it has neither (an outer join that found nothing). */
export function rowName(row: { name_ar: string | null; name_en: string | null }, language: Language): string | null {
  return row.name_ar || row.name_en ? localName(bilingualNameOf(row), language).text : null;
}

/** What "sort by name" sorts on: the names as the reader sees them, so an English list is in English order. */
export function nameOrder(language: Language): 'name' | RawBuilder<string> {
  return language === 'ar' ? 'name' : sql<string>`coalesce(name_en, name_ar)`;
}
