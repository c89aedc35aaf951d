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

describe('counts and digits', () => {
  it('chooses the Arabic plural form and writes the count in Arabic-Indic digits', () => {
    const ar = translator('ar');
    expect(ar('labels.selected', { count: 1 })).toBe('تم اختيار صنف واحد');
    expect(ar('labels.selected', { count: 2 })).toBe('تم اختيار صنفين');
    expect(ar('labels.selected', { count: 3 })).toBe('تم اختيار ٣ أصناف');
    expect(ar('labels.selected', { count: 11 })).toBe('تم اختيار ١١ صنفًا');
    expect(ar('labels.selected', { count: 100 })).toBe('تم اختيار ١٠٠ صنف');
  });

  it('writes English counts in Latin digits, singular for one', () => {
    const en = translator('en');
    expect(en('labels.selected', { count: 1 })).toBe('1 item selected');
    expect(en('labels.selected', { count: 1200 })).toBe('1,200 items selected');
  });

  it('leaves strings such as serials and codes in Latin digits', () => {
    expect(translator('ar')('items.timeline.device', { id: 'P26000004217' })).toContain('P26000004217');
    expect(translator('ar')('members.sms.code', { code: '004217', appTitle: 'Aqua', count: 10 })).toContain('004217، وينتهي خلال ١٠ دقائق');
  });
});

describe('instants in a stored message', () => {
  it("writes an ISO parameter marked `minute` as YYYY-MM-DD HH:mm in Cairo time, in each language's digits", () => {
    const params = { date: '2026-07-15T21:30:00.000Z', outletAr: 'فرع سموحة', outletEn: 'Smouha branch' };
    expect(translator('en')('items.errors.soldBy', params)).toBe('This item was already sold on 2026-07-16 00:30 by Smouha branch.');
    expect(translator('ar')('items.errors.soldBy', params)).toBe('سبق بيع هذا المنتج بتاريخ ٢٠٢٦-٠٧-١٦ ٠٠:٣٠ في فرع سموحة.');
  });
});
