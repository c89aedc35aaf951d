import { describe, expect, it } from 'vitest';
import { catalogues, leafKeys } from './index';

describe('i18n catalogues', () => {
  const en = new Set(leafKeys(catalogues.en));
  const ar = new Set(leafKeys(catalogues.ar));

  it('has every English key in Arabic', () => {
    expect([...en].filter((key) => !ar.has(key))).toEqual([]);
  });

  it('has every Arabic key in English', () => {
    expect([...ar].filter((key) => !en.has(key))).toEqual([]);
  });

  it('has no empty strings', () => {
    const empty = (lang: 'en' | 'ar') =>
      leafKeys(catalogues[lang]).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogues[lang]);
        return typeof value !== 'string' || value.trim() === '';
      });
    expect(empty('en')).toEqual([]);
    expect(empty('ar')).toEqual([]);
  });

  it('detects a key missing from one side', () => {
    const a = new Set(leafKeys({ x: { y: 'a', z: 'b' } }));
    const b = new Set(leafKeys({ x: { y: 'a' } }));
    expect([...a].filter((key) => !b.has(key))).toEqual(['x.z']);
  });
});
