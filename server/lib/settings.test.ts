import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_EXAMPLE_FILE, envExample, README_FILE, readmeWithSettings } from '../../scripts/docs/settingsDocs';
import { SETTING_NAMES } from './settings';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The TypeScript files of the server and of the scripts an operator runs with its settings. */
function operatorSources(): string[] {
  const server = fs.readdirSync(path.join(ROOT, 'server'), { recursive: true, encoding: 'utf8' }).map((f) => path.join('server', f));
  return [...server, 'scripts/create-owner.ts', 'scripts/backup.ts', 'scripts/restore.ts'].filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
}

describe('the one list of settings (server/lib/settings.ts)', () => {
  it('names every variable the server and the operator scripts read', () => {
    const read = new Map<string, string>();
    for (const file of operatorSources()) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const match of text.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]+)|\[`\$\{prefix\}([A-Z_]+)`\])/g)) {
        // OIDC_<PROVIDER>_<PART>: the list names each provider's variables in full.
        const names = match[1] ? [match[1]] : ['GOOGLE', 'FACEBOOK'].map((p) => `OIDC_${p}_${match[2]}`);
        for (const name of names) read.set(name, file);
      }
    }
    expect(read.size).toBeGreaterThan(20);
    const undeclared = [...read].filter(([name]) => !SETTING_NAMES.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(undeclared, 'read but not in SETTINGS: add it there, then npm run docs:settings').toEqual([]);
  });

  it('is what the README table and .env.example say (npm run docs:settings rewrites them)', () => {
    const readme = fs.readFileSync(README_FILE, 'utf8');
    expect(readme === readmeWithSettings(readme), 'README.md settings table drifted: npm run docs:settings').toBe(true);
    expect(fs.readFileSync(ENV_EXAMPLE_FILE, 'utf8') === envExample(), '.env.example drifted: npm run docs:settings').toBe(true);
    for (const name of ['MAIL_FROM', 'UPLOADS_DIR', 'ENV_FILE']) expect(readme).toContain(`| \`${name}\` |`);
  });

  it('keeps .env.example inert: a copied file sets nothing until edited', () => {
    const set = envExample()
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'));
    expect(set).toEqual([]);
  });
});
