import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../audit';
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

  // The audit log names each action the server may write (AuditEntry's type): the claim steps were shown as
  // "claimReceive", and a complaint taken up by a claim as "claim", in both languages.
  it('names every audit action in the audit log, in both languages', () => {
    for (const lang of ['en', 'ar'] as const) {
      const named = new Set(leafKeys(catalogues[lang]).filter((key) => key.startsWith('audit.actions.')));
      expect(AUDIT_ACTIONS.filter((action) => !named.has(`audit.actions.${action}`))).toEqual([]);
    }
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

  it('lists every area file of both languages (npm run i18n)', () => {
    for (const lang of ['en', 'ar'] as const) {
      const files = fs
        .readdirSync(`shared/i18n/${lang}`)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -5))
        .sort();
      expect(Object.keys(catalogues[lang]).sort()).toEqual(files);
    }
  });

  it('detects a key missing from one side', () => {
    const a = new Set(leafKeys({ x: { y: 'a', z: 'b' } }));
    const b = new Set(leafKeys({ x: { y: 'a' } }));
    expect([...a].filter((key) => !b.has(key))).toEqual(['x.z']);
  });
});
