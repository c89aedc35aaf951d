import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type OpenedDatabase } from '../../server/db';
import { FRESH_COPY_KEY, setMeta } from '../../server/db/meta';
import { migrateToLatest } from '../../server/db/migrate';

// PostgreSQL for tests: one migrated template database per run, and a fresh
// copy of it per test file (CREATE DATABASE … TEMPLATE copies files, far
// cheaper than migrating again). The integration-pg project's global setup
// puts the server URL and the template's name in these variables.
export const PG_URL_ENV = 'AQUA_TEST_PG_URL';
export const PG_TEMPLATE_ENV = 'AQUA_TEST_PG_TEMPLATE';

/** The same URL pointing at another database of the same server. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates and migrates the template (marked as never started, so each copy seeds like a new database). */
export async function createTemplate(url: string): Promise<string> {
  const name = `aqua_template_${randomBytes(4).toString('hex')}`;
  await admin(url, (c) => c.query(`create database ${name}`));
  await makeTemplate(openPostgres(withDatabase(url, name), { max: 1 }));
  return name;
}

/**
 * Migrates a new database and marks it never started (FRESH_COPY_KEY), then closes it: a copy of it starts and seeds
 * as a new database does. The PostgreSQL runs' template, and each process's SQLite one (tests/support/server.ts).
 */
export async function makeTemplate(opened: OpenedDatabase): Promise<void> {
  try {
    await migrateToLatest(opened.db);
    await setMeta(opened.db, FRESH_COPY_KEY, '1');
  } finally {
    await opened.close();
  }
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await admin(url, (c) => c.query(`drop database if exists ${name} with (force)`));
}

/** A fresh database copied from the template; answers its URL. */
export async function copyTemplate(url: string, template: string): Promise<{ url: string; name: string }> {
  const name = `aqua_t_${randomBytes(6).toString('hex')}`;
  // Two copies of one template at the same instant can collide on the template's lock: retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin(url, (c) => c.query(`create database ${name} template ${template}`));
      return { url: withDatabase(url, name), name };
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

/** A new database with nothing in it (what a restore goes into); answers its URL. */
export async function createEmptyDatabase(url: string): Promise<{ url: string; name: string }> {
  const name = `aqua_e_${randomBytes(6).toString('hex')}`;
  await admin(url, (c) => c.query(`create database ${name}`));
  return { url: withDatabase(url, name), name };
}

/** Set when this test run targets PostgreSQL (the integration-pg project). */
export function testPostgres(): { url: string; template: string } | undefined {
  const url = process.env[PG_URL_ENV];
  const template = process.env[PG_TEMPLATE_ENV];
  return url && template ? { url, template } : undefined;
}
