import { describe, expect, it } from 'vitest';
import { CONTENT_TYPE_KEYS, CONTENT_TYPES, contentTypePath, type FieldDef } from './contentAdmin';
import { resources } from './i18n';

describe('content type descriptions', () => {
  it('name every type, field, part and option in both languages', () => {
    for (const language of ['en', 'ar'] as const) {
      const strings = resources[language].translation.contentAdmin as unknown as Record<string, Record<string, string>>;
      for (const type of CONTENT_TYPE_KEYS) {
        expect(strings.typeNames?.[type], `${language} ${type}`).toBeTruthy();
        expect(strings.typeOne?.[type], `${language} ${type}`).toBeTruthy();
        for (const field of CONTENT_TYPES[type].fields as readonly FieldDef[]) {
          expect(strings.fields?.[field.name], `${language} ${type}.${field.name}`).toBeTruthy();
          for (const option of field.options ?? []) expect(strings.options?.[option], `${language} option ${option}`).toBeTruthy();
          for (const part of field.parts ?? []) expect(strings.parts?.[part], `${language} part ${part}`).toBeTruthy();
        }
      }
    }
  });

  it('names its title field among its fields, and gives each type its own path', () => {
    for (const type of CONTENT_TYPE_KEYS)
      expect(
        CONTENT_TYPES[type].fields.some((f) => f.name === CONTENT_TYPES[type].title),
        type,
      ).toBe(true);
    expect(new Set(CONTENT_TYPE_KEYS.map(contentTypePath)).size).toBe(CONTENT_TYPE_KEYS.length);
    expect(contentTypePath('generalAssembly')).toBe('general-assembly');
  });
});
