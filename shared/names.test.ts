import { describe, expect, it } from 'vitest';
import { localName, primaryName, splitLegacyName } from './names';

describe('bilingual names', () => {
  it('files a single old name by its script: any Arabic letter makes it Arabic', () => {
    expect(splitLegacyName('فرع المعادي')).toEqual({ nameAr: 'فرع المعادي', nameEn: null });
    expect(splitLegacyName('Aqua RO-7 فلتر')).toEqual({ nameAr: 'Aqua RO-7 فلتر', nameEn: null });
    expect(splitLegacyName('Maadi branch')).toEqual({ nameAr: null, nameEn: 'Maadi branch' });
  });

  it('shows the name in the asked language, else the other one, and says which', () => {
    const both = { nameAr: 'فلتر', nameEn: 'Filter' };
    expect(localName(both, 'ar')).toEqual({ text: 'فلتر', language: 'ar' });
    expect(localName(both, 'en')).toEqual({ text: 'Filter', language: 'en' });
    expect(localName({ nameAr: 'فلتر', nameEn: null }, 'en')).toEqual({ text: 'فلتر', language: 'ar' });
    expect(localName({ nameAr: null, nameEn: 'Filter' }, 'ar')).toEqual({ text: 'Filter', language: 'en' });
  });

  it('sorts and searches by the Arabic name, else the English one', () => {
    expect(primaryName({ nameAr: 'فلتر', nameEn: 'Filter' })).toBe('فلتر');
    expect(primaryName({ nameAr: null, nameEn: 'Filter' })).toBe('Filter');
  });
});
