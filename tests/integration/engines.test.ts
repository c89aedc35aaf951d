import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, openPostgres } from '../../server/db';
import { describeSchema } from '../../server/db/introspect';
import { migrateToLatest } from '../../server/db/migrate';
import { newTestDatabase, onPostgres } from '../support/server';

// Runs in the integration-pg project (it needs both engines): the same
// migrations must make the same tables, columns, keys and indexes on each.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-engines-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!onPostgres)('the schema on SQLite and on PostgreSQL', () => {
  it('has the same tables, columns, primary keys, references and indexes', async () => {
    const sqlite = openDatabase(path.join(dir, 'compare.sqlite'));
    await migrateToLatest(sqlite.db);
    const copy = await newTestDatabase(dir);
    const postgres = openPostgres(copy.config.databaseUrl as string, { max: 1 });
    try {
      const [left, right] = await Promise.all([describeSchema(sqlite), describeSchema(postgres)]);
      expect(left.tables.length).toBeGreaterThan(40);
      expect(right.tables.map((t) => t.name)).toEqual(left.tables.map((t) => t.name));
      for (const table of left.tables) {
        const other = right.tables.find((t) => t.name === table.name);
        expect({ ...other, references: other?.references.sort() }, table.name).toEqual({ ...table, references: table.references.sort() });
      }
      expect(left.indexes.length).toBeGreaterThan(50);
      expect(right.indexes).toEqual(left.indexes);
    } finally {
      await sqlite.close();
      await postgres.close();
      await copy.drop();
    }
  });
});
