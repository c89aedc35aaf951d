import fs from 'node:fs';
import path from 'node:path';
import { SETTINGS } from '../../server/lib/settings';

// The README's settings table and `.env.example`, written from the one list of settings (server/lib/settings.ts).

const ROOT = path.resolve(import.meta.dirname, '../..');
export const README_FILE = path.join(ROOT, 'README.md');
export const ENV_EXAMPLE_FILE = path.join(ROOT, '.env.example');
const START = '<!-- settings: written by `npm run docs:settings` from server/lib/settings.ts -->';
const END = '<!-- settings end -->';

const code = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ');

export function settingsTable(): string {
  const rows = SETTINGS.filter((setting) => !setting.internal).map(
    (setting) => `| ${code(setting.names)} | ${setting.default} | ${setting.meaning.replaceAll('|', '\\|')} |`,
  );
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}

/** The README with its table between the markers written afresh. */
export function readmeWithSettings(readme: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} block`);
  return `${readme.slice(0, start + START.length)}\n${settingsTable()}\n${readme.slice(end)}`;
}

/** Markdown to the plain words of a comment: links keep their text, code loses its backticks. */
const plain = (markdown: string) => markdown.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1 (README)').replaceAll('`', '');

function wrapped(text: string, width = 116): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

const envValue = (value: string) => (/[\s<>#"']/.test(value) ? `"${value}"` : value);

export function envExample(): string {
  const out = [
    '# Aqua Club settings: copy to .env (never committed), or name another file with ENV_FILE. Every line is',
    '# commented out: a copied file changes nothing until you edit it. A variable set in the environment wins.',
    `# Written by \`npm run docs:settings\` from server/lib/settings.ts; the README's "Configuration" has the same list.`,
  ];
  for (const setting of SETTINGS.filter((s) => !s.internal && s.names[0] !== 'ENV_FILE')) {
    out.push('', ...wrapped(`${plain(setting.meaning)}. Default: ${plain(setting.default)}.`).map((line) => `# ${line}`));
    for (const name of setting.names) out.push(`# ${name}=${envValue(setting.example ?? '')}`);
  }
  return `${out.join('\n')}\n`;
}

/** Writes both; answers the files that changed. */
export function writeSettingsDocs(): string[] {
  const changed: string[] = [];
  for (const [file, next] of [
    [README_FILE, readmeWithSettings(fs.readFileSync(README_FILE, 'utf8'))],
    [ENV_EXAMPLE_FILE, envExample()],
  ] as const) {
    if (fs.readFileSync(file, 'utf8') === next) continue;
    fs.writeFileSync(file, next);
    changed.push(path.relative(ROOT, file));
  }
  return changed;
}
