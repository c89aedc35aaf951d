import type { Kysely } from 'kysely';
import { splitLegacyName } from '../../../shared/names';

// Catalog entries and outlets get a name in each language (issue 19). The old
// single name goes where its script says (shared/names.ts); `name` stays as
// the sort and search key, the Arabic name else the English one, kept by the
// commands. Rows are few (hundreds of entries, outlets): one update each.

const TABLES = ['catalog_entries', 'sellers'] as const;

interface NamedRow {
  id: string;
  name: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const any = db as unknown as Kysely<Record<(typeof TABLES)[number], NamedRow & { name_ar: string | null; name_en: string | null }>>;
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('name_ar', 'text').execute();
    await db.schema.alterTable(table).addColumn('name_en', 'text').execute();
    const rows = await any.selectFrom(table).select(['id', 'name']).execute();
    for (const row of rows) {
      const split = splitLegacyName(row.name);
      await any.updateTable(table).set({ name_ar: split.nameAr, name_en: split.nameEn }).where('id', '=', row.id).execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('name_ar').execute();
    await db.schema.alterTable(table).dropColumn('name_en').execute();
  }
}
