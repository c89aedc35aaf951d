import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_SCHEMA_VERSION } from '../../server/db/schemaVersion';
import { onPostgres } from '../support/server';

// Issue 44, point 5: what the docs name is there. A path in backticks or a link (`server/…`, `e2e/….test.ts`) names
// a file or folder of this checkout, and the README's /healthz example tells the schema version this code has.

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = [
  'README.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const TOP = /^(\.\/)?(pwa|server|shared|scripts|tests|docs|\.ci)\//;

/** The checkout paths a document names: in backticks or as a link, test files also relative to tests/. */
function namedPaths(text: string): string[] {
  const named = [...text.matchAll(/`([^`\s]+)`|\]\(([^)\s#]+)/g)].map((m) => (m[1] ?? m[2] ?? '').replace(/[.,:;)]+$/, ''));
  return named
    .map((p) => (/^(e2e|integration)\//.test(p) ? `tests/${p}` : p))
    .filter((p) => TOP.test(p) && !/[*{<…]/.test(p))
    .map((p) => p.replace(/[:#].*$/, ''));
}

describe.skipIf(onPostgres)('the docs', () => {
  it('name only paths that exist', () => {
    const missing = DOCS.flatMap((doc) =>
      namedPaths(fs.readFileSync(path.join(ROOT, doc), 'utf8'))
        .filter((p) => !fs.existsSync(path.join(ROOT, p)))
        .map((p) => `${doc}: ${p}`),
    );
    expect(DOCS.flatMap((doc) => namedPaths(fs.readFileSync(path.join(ROOT, doc), 'utf8'))).length).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });

  it("give /healthz's schema version as this code's", () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const versions = [...readme.matchAll(/"schemaVersion":(\d+)/g)].map((m) => Number(m[1]));
    expect(versions.length).toBeGreaterThan(0);
    expect(new Set(versions)).toEqual(new Set([CODE_SCHEMA_VERSION]));
  });

  const analyze = spawnSync('systemd-analyze', ['--version']).status === 0;
  it.skipIf(!analyze)("hold systemd units that systemd-analyze verify passes, the server's hardened", () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    // Each unit is the ini block after the line naming its file.
    const units = [...readme.matchAll(/\/etc\/systemd\/system\/([\w.-]+\.(?:service|timer))`[^\n]*\n\n```ini\n([\s\S]*?)```/g)].map(
      (m) => ({ name: m[1] as string, text: m[2] as string }),
    );
    expect(units.map((u) => u.name).sort()).toEqual(['aqua-club-backup.service', 'aqua-club-backup.timer', 'aqua-club.service']);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-units-'));
    try {
      for (const unit of units) fs.writeFileSync(path.join(dir, unit.name), unit.text);
      const verify = spawnSync('systemd-analyze', ['verify', ...units.map((u) => path.join(dir, u.name))], { encoding: 'utf8' });
      // A misspelt key is only a warning there: any line it prints fails the test.
      expect(`${verify.stdout}${verify.stderr}`.trim()).toBe('');
      expect(verify.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const server = units.find((u) => u.name === 'aqua-club.service')?.text ?? '';
    for (const line of ['UMask=0077', 'NoNewPrivileges=true', 'ProtectSystem=strict', 'ReadWritePaths=/srv/aqua-club/data'])
      expect(server).toContain(`\n${line}\n`);
    expect(server.match(/^ReadWritePaths=.*$/gm)).toHaveLength(1);
    expect(server).toContain('ExecStart=/usr/bin/node ');
  });
});
