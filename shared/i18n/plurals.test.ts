import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues, leafKeys } from './index';

// The plural check of npm test: Arabic counts in six forms (zero, one, two,
// few, many, other), so "٣ أصناف" and "١١ صنفًا" each read right. A count key
// that lacks a form, a {{count}} outside a plural family, or a t(key, { count })
// whose key has no forms fails here.

const FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const FORM_SUFFIX = new RegExp(`_(${FORMS.join('|')})$`);

/** Plural families (key without its suffix) → the forms a catalogue has. */
function familiesOf(tree: unknown): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const key of leafKeys(tree)) {
    const match = FORM_SUFFIX.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    found.set(base, (found.get(base) ?? new Set()).add(match[1] as string));
  }
  return found;
}

const lackingForms = (tree: unknown) => [...familiesOf(tree)].filter(([, forms]) => forms.size !== FORMS.length).map(([base]) => base);

function valueOf(language: 'ar' | 'en', key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogues[language]);
}

/** Every `t('a.key', { … count … })` in the code: the keys that are given a count to choose a form with. */
function keysCalledWithCount(): Array<{ key: string; file: string }> {
  const calls: Array<{ key: string; file: string }> = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        for (const match of text.matchAll(/\bt\(\s*['"`]([\w.]+)['"`]\s*,\s*\{([^{}]*)\}/g))
          if (/\bcount\b/.test(match[2] as string)) calls.push({ key: match[1] as string, file: full });
      }
    }
  };
  for (const root of ['pwa', 'server', 'shared']) walk(root);
  return calls;
}

describe('plural forms', () => {
  it('gives every count key all six forms, in Arabic and in English', () => {
    for (const language of ['ar', 'en'] as const) {
      expect(lackingForms(catalogues[language]), language).toEqual([]);
    }
  });

  it('puts {{count}} only in plural forms', () => {
    for (const language of ['ar', 'en'] as const) {
      const loose = leafKeys(catalogues[language]).filter(
        (key) => !FORM_SUFFIX.test(key) && String(valueOf(language, key)).includes('{{count}}'),
      );
      expect(loose, language).toEqual([]);
    }
  });

  it('finds plural forms for every key the code gives a count', () => {
    const calls = keysCalledWithCount();
    expect(calls.length).toBeGreaterThan(20);
    const known = familiesOf(catalogues.ar);
    expect(calls.filter(({ key }) => !known.has(key))).toEqual([]);
  });

  it('would catch a count key without its forms', () => {
    const full = Object.fromEntries(FORMS.map((form) => [`n_${form}`, form]));
    expect(lackingForms({ x: full, y: { n_one: 'a', n_other: 'b' } })).toEqual(['y.n']);
  });
});
