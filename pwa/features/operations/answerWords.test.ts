import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../shared/i18n';
import { localeDigits } from '../../../shared/locales';
import type { LocalAction } from '../../data/device/types';
import { noteWords, refusalCause, refusalWords } from './answerWords';

// Issue 45 point 5: an answer kept as its key and values reads in the language of the moment; an older row's words
// stay as they were; refusals group by key and values, whatever the language.

const i18n = i18next.createInstance();
void i18n
  .use(localeDigits)
  .init({ resources, lng: 'ar', fallbackLng: 'en', initAsync: false, interpolation: { escapeValue: false, alwaysFormat: true } });
const ar = i18n.getFixedT('ar');
const en = i18n.getFixedT('en');

const SOLD = {
  key: 'items.errors.soldByToClient',
  params: { date: '2026-12-01T08:30:00.000Z', client: 'Nour', outletAr: 'فرع سموحة', outletEn: 'Smouha branch' },
};

function refused(extra: Partial<LocalAction>): LocalAction {
  return {
    id: crypto.randomUUID(),
    type: 'sell',
    serialNumber: 'P26000004217',
    payload: {},
    deviceId: 'device-1',
    createdAt: '2026-12-01T08:00:00.000Z',
    deviceTime: null,
    clockAt: null,
    seen: null,
    state: 'rejected',
    error: null,
    note: null,
    resultAt: '2026-12-01T09:00:00.000Z',
    itemSeq: null,
    ...extra,
  };
}

describe('refusalWords', () => {
  it('words a kept key and its values in the language asked, each language naming the outlet its own way', () => {
    const action = refused({ reason: SOLD });
    expect(refusalWords(ar, action)).toBe('سبق بيع هذا المنتج بتاريخ ٢٠٢٦-١٢-٠١ ١٠:٣٠ للعميل Nour في فرع سموحة.');
    expect(refusalWords(en, action)).toBe('This item was already sold on 2026-12-01 10:30 to Nour by Smouha branch.');
  });

  it('shows an older row’s words as they were, in either language, and nothing when there are none', () => {
    const old = refused({ error: 'هذا المنتج ليس في فرعك.' });
    expect(refusalWords(en, old)).toBe('هذا المنتج ليس في فرعك.');
    expect(refusalWords(ar, old)).toBe('هذا المنتج ليس في فرعك.');
    expect(refusalWords(en, refused({}))).toBeNull();
  });
});

describe('noteWords', () => {
  it('words a kept note, else an older row’s words', () => {
    const remark = {
      key: 'items.notes.clockCorrected',
      params: { recorded: '2026-12-01T08:30:00.000Z', device: '2026-11-29T08:30:00.000Z' },
    };
    expect(noteWords(en, refused({ state: 'applied', remark }))).toBe(
      "The phone's clock was off: this was recorded at 2026-12-01 10:30 (the phone said 2026-11-29 10:30). Check the phone's date and time.",
    );
    expect(noteWords(en, refused({ state: 'applied', note: 'older words' }))).toBe('older words');
    expect(noteWords(en, refused({ state: 'applied' }))).toBeNull();
  });
});

describe('refusalCause', () => {
  it('is the key with its values, in any order of the values', () => {
    const reordered = { key: SOLD.key, params: Object.fromEntries(Object.entries(SOLD.params).reverse()) };
    expect(refusalCause(refused({ reason: SOLD }))).toBe(refusalCause(refused({ reason: reordered })));
    expect(refusalCause(refused({ reason: SOLD }))).not.toBe(
      refusalCause(refused({ reason: { ...SOLD, params: { ...SOLD.params, client: 'Mona' } } })),
    );
    expect(refusalCause(refused({ reason: { key: 'items.errors.otherOutlet', params: {} } }))).not.toBe(
      refusalCause(refused({ reason: SOLD })),
    );
  });

  it('keeps an older row’s words as their own cause, apart from a key that reads the same', () => {
    expect(refusalCause(refused({ error: 'This item is not at your outlet.' }))).not.toBe(
      refusalCause(refused({ reason: { key: 'items.errors.otherOutlet', params: {} } })),
    );
    expect(refusalCause(refused({}))).toBe('');
  });
});
