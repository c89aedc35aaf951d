import { describe, expect, it } from 'vitest';
import { AUTOCOMPLETE_LIMIT, matchOptions } from './Autocomplete';

describe('autocomplete, options fetched once', () => {
  const options = [
    { id: 'a', label: 'Membrane 75 GPD · Spare part · SP-1', keywords: ['ممبرين', 'Membrane 75 GPD', 'SP-1'] },
    { id: 'b', label: 'Faucet · Accessory', keywords: ['Faucet'] },
    { id: 'c', label: 'فرع سموحة', keywords: ['فرع سموحة', 'Smouha Branch'] },
  ];
  const ids = (text: string) => matchOptions(options, text).map((o) => o.id);

  it('finds the label or a keyword (the other language, a barcode) anywhere in it, without case', () => {
    expect(ids('MEMBRANE')).toEqual(['a']);
    expect(ids('ممبر')).toEqual(['a']);
    expect(ids('sp-1')).toEqual(['a']);
    expect(ids('سموح')).toEqual(['c']);
    expect(ids('smouha')).toEqual(['c']);
    expect(ids('nothing like it')).toEqual([]);
  });

  it('offers every option for an empty text, or for the text of one already chosen (the list opened again), that one first', () => {
    expect(ids('  ')).toEqual(['a', 'b', 'c']);
    expect(ids('Faucet · Accessory')).toEqual(['b', 'a', 'c']);
  });

  it(`shows at most ${AUTOCOMPLETE_LIMIT} (spec §7)`, () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ id: String(i), label: `Outlet ${i}` }));
    expect(matchOptions(many, 'outlet')).toHaveLength(AUTOCOMPLETE_LIMIT);
  });
});
