import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ITEM_STATUSES } from './states';

// A list of every item status written out by hand drifts from ITEM_STATUSES the day a status is added: the dashboard's
// columns and charts once missed nothing only because nobody had added one yet.
const ROOTS = ['server', 'pwa', 'shared'];
const SKIP = /(^|\/)(node_modules|dist|migrations)\/|\.d\.ts$|^shared\/items\/states\.ts$/;
const STRING_ARRAY = /\[\s*'[^'\n]*'(?:\s*,\s*'[^'\n]*')+\s*,?\s*\]/g;

function sourceFiles(): string[] {
  return ROOTS.flatMap((root) =>
    fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .map((f) => path.join(root, f).split(path.sep).join('/'))
      .filter((f) => /\.tsx?$/.test(f) && !SKIP.test(f)),
  );
}

describe('item statuses', () => {
  it('are listed once, in ITEM_STATUSES: no other array names them all', () => {
    const twins = sourceFiles().flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(STRING_ARRAY)]
        .filter(([list]) => ITEM_STATUSES.every((status) => list.includes(`'${status}'`)))
        .map(([list]) => `${file}: ${list}`),
    );
    expect(twins).toEqual([]);
  });
});
