import { describe, expect, it } from 'vitest';
import { languageFromHeader, translator } from './i18n';

describe('languageFromHeader', () => {
  it('takes the best supported language by quality', () => {
    expect(languageFromHeader('en-US,en;q=0.9')).toBe('en');
    expect(languageFromHeader('fr-FR,fr;q=0.9,en;q=0.5,ar;q=0.8')).toBe('ar');
    expect(languageFromHeader('ar-EG')).toBe('ar');
  });
  it('defaults to Arabic', () => {
    expect(languageFromHeader(undefined)).toBe('ar');
    expect(languageFromHeader('')).toBe('ar');
    expect(languageFromHeader('de,fr;q=0.5')).toBe('ar');
    expect(languageFromHeader('en;q=0')).toBe('ar');
  });
});

describe('translator', () => {
  it('translates in each language', () => {
    expect(translator('en')('errors.page.404')).toBe('Sorry, the page you visited does not exist');
    expect(translator('ar')('errors.page.404')).toBe('عذراً، الصفحة التي زرتها غير موجودة');
  });
});
