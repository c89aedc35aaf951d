// One-way copy of the SQLite database into a new PostgreSQL database, checked
// by row counts table by table. Stop the server first (nothing may write to
// the file meanwhile), then:
//   npx tsx scripts/copy-sqlite-to-postgres.ts [--from ./data/app.sqlite] [--to postgres://…]
// --from defaults to DATABASE_FILE (./data/app.sqlite), --to to DATABASE_URL.
// Afterwards start the servers with DATABASE_URL set; the file is left as it was.
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, openPostgres } from '../server/db';
import { copySqliteToPostgres } from '../server/db/copy';
import { isPostgresUrl } from '../server/db/postgres';

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const from = path.resolve(arg('from') ?? process.env.DATABASE_FILE ?? './data/app.sqlite');
const to = arg('to') ?? process.env.DATABASE_URL;
if (!fs.existsSync(from)) {
  console.error(`No SQLite database at ${from} (--from).`);
  process.exit(1);
}
if (!isPostgresUrl(to)) {
  console.error('Give the PostgreSQL database as --to postgres://… or DATABASE_URL.');
  process.exit(1);
}
const source = openDatabase(from);
const target = openPostgres(to, { max: 2 });
try {
  const started = Date.now();
  const report = await copySqliteToPostgres(source, target, (line) => console.log(line));
  const bad = report.tables.filter((t) => t.source !== t.target);
  for (const t of bad) console.error(`row counts differ: ${t.table} ${t.source} in SQLite, ${t.target} in PostgreSQL`);
  console.log(
    report.ok
      ? `copied ${report.tables.length} tables, row counts equal (${((Date.now() - started) / 1000).toFixed(1)} s)`
      : 'copy FAILED: row counts differ',
  );
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await source.close();
  await target.close();
}
