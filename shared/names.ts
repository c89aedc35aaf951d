import type { Language } from './i18n';

// Names a user reads (catalog entries, outlets) are kept in Arabic and in
// English; either may be missing, not both. Places and the club's content
// have always had both and need none of this. The server and the device's
// offline copies pick the shown name with the same function.

export interface BilingualName {
  nameAr: string | null;
  nameEn: string | null;
}

const ARABIC_LETTER = /\p{Script=Arabic}/u;

/**
 * Where a single name from before names had two languages belongs: with the
 * Arabic ones if it has an Arabic letter, else with the English ones. Used by
 * the database migration, the offline copies' migration and imports of files
 * that still have one name column.
 */
export function splitLegacyName(name: string): BilingualName {
  return ARABIC_LETTER.test(name) ? { nameAr: name, nameEn: null } : { nameAr: null, nameEn: name };
}

/** The stored sort and search key (`name` column): the Arabic name, else the English one. */
export function primaryName(name: BilingualName): string {
  return name.nameAr || name.nameEn || '';
}

/**
 * The name in `language`, else in the other one; `language` of the answer
 * says which it is, so a screen can mark a name shown in the other language.
 */
export function localName(name: BilingualName, language: Language): { text: string; language: Language } {
  const wanted = language === 'ar' ? name.nameAr : name.nameEn;
  if (wanted) return { text: wanted, language };
  const other: Language = language === 'ar' ? 'en' : 'ar';
  return { text: (other === 'ar' ? name.nameAr : name.nameEn) ?? '', language: other };
}
