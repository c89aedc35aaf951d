import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConfigured } from '../../server/db';
import { migrations } from '../../server/db/migrations';
import { CODE_SCHEMA_VERSION } from '../../server/db/schemaVersion';
import { readConfig } from '../../server/lib/config';
import { operatorSandbox, shellBlocks, type OperatorSandbox, type ShellBlock } from '../support/operatorSandbox';
import { onPostgres } from '../support/server';
import { healthOf } from '../support/serverChild';

// Issue 44: every shell command the README and docs/ tell an operator to run, run as written (bash -eu, pipefail) on
// a machine of the README's in a temporary folder: install and start in each mode, create the first owner, upgrade,
// roll back, restore, the restore drill. Its paths and ports are the sandbox's; sudo, git pull/checkout, npm ci and
// the build are stand-ins (operatorSandbox.ts), systemctl runs the README's unit as its [Service] section says.

const DOCS = [
  'README.md',
  ...fs
    .readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const BLOCKS = shellBlocks(DOCS);

/** Blocks not run here, each with its reason; every other block must be run by a test below. */
const NOT_RUN: Record<string, string> = {
  'The two commands #2': '`npm test` is the run this test is part of',
  'Running beyond one machine #1': "creates a role and a database in the machine's PostgreSQL server; the PostgreSQL pass makes its own",
  'Running beyond one machine #2': 'needs a PostgreSQL server; tests/integration/copy.test.ts runs the same script into one',
};
const ran = new Set<string>();
const block = (key: string): ShellBlock => {
  const found = BLOCKS.find((b) => b.key === key);
  if (!found) throw new Error(`no shell block "${key}" in ${DOCS.join(', ')}: ${BLOCKS.map((b) => b.key).join('; ')}`);
  ran.add(key);
  return found;
};

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://club.example.org' };
const dbFile = (box: OperatorSandbox) => path.join(box.install, 'data/app.sqlite');
const schemaOf = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('select count(*) as n from kysely_migration').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe.skipIf(onPostgres)('the operator commands of the docs, as written', () => {
  let dir: string;
  let box: OperatorSandbox;
  const url = () => `http://127.0.0.1:${box.port}`;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-operator-'));
    box = await operatorSandbox(dir);
  });
  afterAll(async () => {
    if (box) await box.run({ key: 'cleanup', file: '', line: 0, text: 'systemctl stop aqua-club' });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A block that serves until stopped: it comes up healthy, then drains on SIGTERM. */
  async function serve(key: string, env: Record<string, string> = {}) {
    const started = box.spawn(block(key), env);
    try {
      await healthOf(url(), () => started.proc.exitCode === null);
    } catch (err) {
      throw new Error(`${key}: ${String(err)}\n${started.output()}`, { cause: err });
    }
    await started.stop();
    return started.output();
  }

  it('installs and starts the demo (npm install && npm start): demo accounts printed, the banner says demo', async () => {
    // The README's 3000 is the sandbox's port; here it comes from the operator's environment.
    const output = await serve('The two commands #1', { PORT: String(box.port) });
    expect(output).toContain('Mode: demo');
    expect(output).toContain('owner@demo.test');
    fs.rmSync(path.join(box.install, 'data'), { recursive: true });
  }, 180_000);

  it('starts in production, then makes its first owner: a one-time link at PUBLIC_URL', async () => {
    const output = await serve('Demo and production #1', { PORT: String(box.port) });
    expect(output).toContain('Mode: production');
    expect(output).not.toContain('Demo accounts');
    const owner = await box.run(block('Demo and production #2'), PRODUCTION);
    expect(owner.code, owner.output).toBe(0);
    expect(owner.output).toMatch(/https:\/\/club\.example\.org\/\S+/);
  }, 180_000);

  it('upgrades (backup, pull, build, restart): the unit runs the new schema, the old one kept in pre-upgrade', async () => {
    // The database of the release before: every migration but the last.
    const opened = openConfigured(readConfig({ DATABASE_FILE: dbFile(box) }));
    try {
      const migrator = new Migrator({ db: opened.db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
      const { error } = await migrator.migrateDown();
      if (error) throw error;
    } finally {
      await opened.close();
    }
    expect(schemaOf(dbFile(box))).toBe(CODE_SCHEMA_VERSION - 1);
    const upgrade = await box.run(block('Upgrading #1'));
    expect(upgrade.code, `${upgrade.output}\n${box.unitLog()}`).toBe(0);
    expect(upgrade.output).toContain(`"schemaVersion":${CODE_SCHEMA_VERSION}`);
    expect(fs.readdirSync(box.backups)).toHaveLength(1);
    expect(fs.readdirSync(path.join(box.install, 'data/backups/pre-upgrade'))).toHaveLength(1);
  }, 240_000);

  it('rolls back: restores the pre-upgrade backup with the release it leaves, and the unit starts again', async () => {
    const rollback = await box.run(block('Rolling back #1'), { PREVIOUS_RELEASE: 'the-release-before' });
    expect(rollback.code, `${rollback.output}\n${box.unitLog()}`).toBe(0);
    expect(rollback.output).toContain(`schema version ${CODE_SCHEMA_VERSION - 1}`);
    expect(rollback.output).toContain('git checkout the-release-before');
    expect((await healthOf(url())).ok).toBe(true);
  }, 240_000);

  it('restores the newest nightly backup in place, and the unit starts on it', async () => {
    const restore = await box.run(block('Restoring, and a restore drill #1'));
    expect(restore.code, `${restore.output}\n${box.unitLog()}`).toBe(0);
    expect(restore.output).toContain(`restored: ${box.backups}/aqua-`);
    expect((await healthOf(url())).schemaVersion).toBe(CODE_SCHEMA_VERSION);
  }, 240_000);

  it('runs the restore drill: a copy elsewhere answers /healthz on another port, then is gone', async () => {
    const drill = await box.run(block('Restoring, and a restore drill #2'));
    expect(drill.code, drill.output).toBe(0);
    expect(drill.output).toContain('"ok":true');
    expect(fs.existsSync(path.join(dir, 'tmp/drill'))).toBe(false);
    expect(schemaOf(dbFile(box))).toBe(CODE_SCHEMA_VERSION);
  }, 240_000);

  it('leaves no shell block of the docs unrun without a reason', () => {
    const unrun = BLOCKS.filter((b) => !ran.has(b.key) && !(b.key in NOT_RUN)).map((b) => `${b.file}:${b.line} ${b.key}`);
    expect(unrun).toEqual([]);
    expect(Object.keys(NOT_RUN).filter((key) => !BLOCKS.some((b) => b.key === key))).toEqual([]);
  });
});
