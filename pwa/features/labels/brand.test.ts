import { describe, expect, it } from 'vitest';
import { brandLine } from '../../../shared/brand';
import { labelBrand } from './brand';

describe('label brand', () => {
  it('says the brand once', () => {
    expect(brandLine('Aqua Club', 'Aqua')).toBe('Aqua Club');
    expect(brandLine('Aqua', 'Aqua Club')).toBe('Aqua Club');
    expect(brandLine('أكوا', 'لمعالجة المياه')).toBe('أكوا لمعالجة المياه');
    expect(brandLine(' ', 'Aqua')).toBe('Aqua');
  });

  it('prints the site title above only when the brand line does not already say it', () => {
    expect(labelBrand('Aqua Club', 'Aqua Club', 'Aqua')).toEqual({ top: '', bottom: 'Aqua Club' });
    expect(labelBrand('نادي أكوا', 'أكوا', 'لمعالجة المياه')).toEqual({ top: 'نادي أكوا', bottom: 'أكوا لمعالجة المياه' });
    expect(labelBrand('Aqua Club', '', '')).toEqual({ top: 'Aqua Club', bottom: '' });
  });
});
