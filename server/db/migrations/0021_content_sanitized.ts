import type { Kysely } from 'kysely';
import type { AnyDb } from '../dialect';

// Rich text is cleaned once, when it is saved, and public reads serve it as
// stored (issue 15). Rows stored before that, or written around the content
// writer, are cleaned here with the policy of shared/contentHtml.ts. Plain
// Kysely reads and updates, so the same code runs on SQLite and PostgreSQL.
// Running it again changes nothing: a clean row stays as it is. Frozen once
// shipped: a later policy change cleans again in a new migration.

/** The HTML columns of migration 0020 (entities.ts `html`), both languages. */
const HTML_COLUMNS: ReadonlyArray<[table: string, columns: string[]]> = [
  ['content_news', ['content_en', 'content_ar']],
  ['content_articles', ['content_en', 'content_ar']],
  ['content_live', ['html_en', 'html_ar']],
];

const BATCH = 200;

type Row = Record<string, unknown> & { id: number };

/** Cleans every stored row of one table, a batch at a time in id order; answers how many rows changed. */
async function cleanTable(db: AnyDb, table: string, columns: string[]): Promise<number> {
  let after = 0;
  let changed = 0;
  for (;;) {
    const rows = (await db
      .selectFrom(table)
      .select(['id', ...columns])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as Row[];
    if (!rows.length) return changed;
    // Loaded only when there is something to clean (jsdom is heavy; a new database has no rows).
    const { sanitizeHtml } = await import('../../lib/sanitizeHtml');
    const updates: Array<{ id: number; values: Record<string, string> }> = [];
    for (const row of rows) {
      const values: Record<string, string> = {};
      for (const column of columns) {
        const stored = typeof row[column] === 'string' ? (row[column] as string) : '';
        const clean = sanitizeHtml(stored);
        if (clean !== stored) values[column] = clean;
      }
      if (Object.keys(values).length) updates.push({ id: Number(row.id), values });
    }
    if (updates.length) {
      // On PostgreSQL the migrator already runs this in its transaction; on SQLite one per batch.
      const write = async (trx: AnyDb) => {
        for (const u of updates) await trx.updateTable(table).set(u.values).where('id', '=', u.id).execute();
      };
      if (db.isTransaction) await write(db);
      else await db.transaction().execute(write);
      changed += updates.length;
    }
    after = Number(rows[rows.length - 1]?.id);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, columns] of HTML_COLUMNS) await cleanTable(db as AnyDb, table, columns);
}

// Cleaning cannot be undone (what was removed is gone); going down leaves the rows clean.
export async function down(): Promise<void> {}
