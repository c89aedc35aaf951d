import { describe, expect, it } from 'vitest';
import { fallbackLanguage, localized, splitLanguagePrefix, withLanguage } from './languagePath';

describe('splitLanguagePrefix', () => {
  it('reads a valid prefix', () => {
    expect(splitLanguagePrefix('/en/news/3')).toEqual({ language: 'en', rest: '/news/3' });
    expect(splitLanguagePrefix('/ar')).toEqual({ language: 'ar', rest: '' });
    expect(splitLanguagePrefix('/ar/')).toEqual({ language: 'ar', rest: '/' });
  });
  it('treats anything else as no prefix', () => {
    expect(splitLanguagePrefix('/')).toEqual({ language: undefined, rest: '' });
    expect(splitLanguagePrefix('/news')).toEqual({ language: undefined, rest: '/news' });
    expect(splitLanguagePrefix('/fr/news')).toEqual({ language: undefined, rest: '/fr/news' });
    expect(splitLanguagePrefix('/english/x')).toEqual({ language: undefined, rest: '/english/x' });
  });
});

describe('withLanguage', () => {
  it('rewrites the prefix of the current path', () => {
    expect(withLanguage('/ar/news/3', 'en')).toBe('/en/news/3');
    expect(withLanguage('/en/admin/iam', 'ar')).toBe('/ar/admin/iam');
  });
  it('adds a prefix when there is none', () => {
    expect(withLanguage('/news', 'en')).toBe('/en/news');
    expect(withLanguage('/', 'ar')).toBe('/ar');
    expect(withLanguage('/en/', 'ar')).toBe('/ar');
  });
});

describe('fallbackLanguage', () => {
  it('uses the stored language when valid, else Arabic', () => {
    expect(fallbackLanguage('en')).toBe('en');
    expect(fallbackLanguage('ar')).toBe('ar');
    expect(fallbackLanguage('fr')).toBe('ar');
    expect(fallbackLanguage(null)).toBe('ar');
  });
});

describe('localized', () => {
  it('prefixes app links', () => {
    expect(localized('en', '/')).toBe('/en');
    expect(localized('ar', 'news')).toBe('/ar/news');
    expect(localized('ar', '/admin/iam')).toBe('/ar/admin/iam');
  });
});
