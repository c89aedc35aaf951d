import { sql, type RawBuilder } from 'kysely';
import type { Language } from '../../shared/i18n';
import { camelPick } from './camel';
import { localName, type BilingualName } from '../../shared/names';

// Tables with a name per language (catalog_entries, sellers: name_ar, name_en,
// and `name`, the Arabic name else the English one; shared/names.ts).

/** A name in `language`, else in the other one; null when it has neither (an outer join that found nothing). */
export function shownName(name: BilingualName, language: Language): string | null {
  return name.nameAr || name.nameEn ? localName(name, language).text : null;
}

/** A row's name (its name_ar and name_en) as shownName shows it. */
export function rowName(row: { name_ar: string | null; name_en: string | null }, language: Language): string | null {
  return shownName(camelPick(row, ['name_ar', 'name_en']), language);
}

/** What "sort by name" sorts on: the names as the reader sees them, so an English list is in English order. */
export function nameOrder(language: Language): 'name' | RawBuilder<string> {
  return language === 'ar' ? 'name' : sql<string>`coalesce(name_en, name_ar)`;
}
