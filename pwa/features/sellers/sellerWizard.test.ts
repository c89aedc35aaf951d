import { describe, expect, it } from 'vitest';
import { emptySellerForm, firstInvalidStep, pickPlace, sellerInputFromForm, stepFields, validateStep } from './sellerWizard';

describe('seller wizard', () => {
  it('asks a distributor for its type on the first step, not a branch', () => {
    const distributor = emptySellerForm('distributor');
    expect(validateStep('main', { ...distributor, nameEn: 'Nile Water' })).toEqual({
      distributorType: { key: 'validation.mustBeSelected', params: {} },
    });
    expect(validateStep('main', { ...emptySellerForm('branch'), nameAr: 'سموحة' })).toEqual({});
  });

  it('checks only the step’s own fields', () => {
    const form = { ...emptySellerForm('branch'), managerPhone: 'abc' };
    expect(Object.keys(validateStep('main', form))).toEqual(['nameAr']);
    expect(validateStep('manager', form)).toEqual({ managerPhone: { key: 'validation.invalid', params: {} } });
    expect(validateStep('location', form)).toEqual({});
    expect(firstInvalidStep(form)).toBe('main');
    expect(firstInvalidStep({ ...form, nameEn: 'Smouha', managerPhone: '' })).toBeNull();
  });

  it('shows the wholesaler name only to wholesalers, and areas only to distributors', () => {
    expect(stepFields('main', { sellerType: 'distributor', distributorType: 'wholesaler' })).toContain('wholesalerName');
    expect(stepFields('main', { sellerType: 'distributor', distributorType: 'retailer' })).not.toContain('wholesalerName');
    expect(stepFields('main', { sellerType: 'branch', distributorType: '' })).not.toContain('area');
  });

  it('builds the input: areas per line, names of the other type dropped, URL checked', () => {
    const form = {
      ...emptySellerForm('distributor'),
      nameEn: ' Nile ',
      distributorType: 'retailer' as const,
      area: 'Giza\n\n Cairo ',
      branchName: 'stale',
      wholesalerName: 'stale',
    };
    const result = sellerInputFromForm(form);
    expect(result).toMatchObject({
      ok: true,
      data: { nameAr: null, nameEn: 'Nile', area: ['Giza', 'Cairo'], branchName: null, wholesalerName: null, distributorType: 'retailer' },
    });
    expect(sellerInputFromForm({ ...form, websiteUrl: 'not a url' })).toMatchObject({
      ok: false,
      errors: { websiteUrl: { key: 'validation.url' } },
    });
  });

  it('clears the places below a changed one', () => {
    const form = { ...emptySellerForm('branch'), countryId: 'g1', cityId: 'c1', regionId: 'r1' };
    expect(pickPlace(form, 'countryId', 'g2')).toMatchObject({ countryId: 'g2', cityId: '', regionId: '' });
    expect(pickPlace(form, 'cityId', 'c2')).toMatchObject({ countryId: 'g1', cityId: 'c2', regionId: '' });
  });
});
