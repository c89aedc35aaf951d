import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { checkForm, emptyForm, formFromValues, valuesFromForm } from './contentForm';

const t = ((key: string, params?: Record<string, unknown>) =>
  params?.path ? `${key}(${String(params.path)})` : key) as unknown as TFunction;

describe('the generic content form', () => {
  it('starts every field empty, required selects on their first option', () => {
    const form = emptyForm('match');
    expect(form).toEqual({ teamName: { en: '', ar: '' }, matchType: 'football', matchDate: '', teamLogo: '' });
  });

  it('round-trips a record: numbers and dates as typed text, lines as one string', () => {
    const values = {
      description: { en: 'Gate 2', ar: 'البوابة ٢' },
      branchId: '3',
      adminName: { en: '', ar: '' },
      adminPhoneNumber: null,
      annualSubscription: 1200,
      openHours: { en: '', ar: '' },
      places: 40,
      banner: null,
    };
    const form = formFromValues('parking', values);
    expect(form.annualSubscription).toBe('1200');
    expect(form.places).toBe('40');
    const back = valuesFromForm('parking', form);
    expect(back).toMatchObject({ annualSubscription: 1200, places: 40, branchId: '3', banner: null });
    expect(valuesFromForm('discount', { ...formFromValues('discount', {}), pohoneNumbers: ' 0100 \n\n 0122 ' }).pohoneNumbers).toEqual([
      '0100',
      '0122',
    ]);
  });

  it('reads Arabic-Indic digits and refuses words where a number goes', () => {
    const form = { ...emptyForm('director'), name: { en: 'A', ar: 'أ' }, order: '١٢' };
    const checked = checkForm('director', form, t);
    expect(checked.ok && checked.values.order).toBe(12);
    const bad = checkForm('director', { ...form, order: 'twelve' }, t);
    expect(bad.ok ? null : bad.errors).toEqual({ order: 'validation.number(contentAdmin.fields.order)' });
  });

  it('names the language of a missing localised text by its path', () => {
    const checked = checkForm(
      'news',
      { ...emptyForm('news'), title: { en: 'Only English', ar: '' }, content: { en: '<p>x</p>', ar: '<p>س</p>' } },
      t,
    );
    expect(checked.ok ? null : checked.errors).toEqual({ 'title.ar': 'validation.required(contentAdmin.fields.title)' });
  });
});
