import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { checkForm, formOf } from './settingsForm';

const t = ((key: string, params?: Record<string, unknown>) =>
  params?.max !== undefined ? `${key}:${String(params.max)}` : key) as unknown as TFunction;

const loaded = formOf({
  theme: 'volcano',
  title: 'T',
  barcodeTitle: '',
  barcodeName: '',
  pinCode: '1234',
  deletionNeedsPinCode: false,
  signature: null,
  signatureOnCertificate: true,
  signatureOnLabels: true,
  activationLimit: 5,
  labelOffsetTopMm: 1.5,
  labelOffsetStartMm: 0,
  warrantyTerms: '',
});

describe('settings form', () => {
  it('turns typed numbers into numbers for the server', () => {
    const { values, errors } = checkForm({ ...loaded, activationLimit: '7', labelOffsetTopMm: '-2.5' }, t);
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      theme: 'volcano',
      activationLimit: 7,
      labelOffsetTopMm: -2.5,
      signatureOnCertificate: true,
      signatureOnLabels: true,
    });
  });

  it('reports problems per field with the shared schema’s message keys', () => {
    const { values, errors } = checkForm({ ...loaded, activationLimit: '0', pinCode: '12', deletionNeedsPinCode: true }, t);
    expect(values).toBeNull();
    expect(errors.activationLimit).toBe('validation.min');
    expect(errors.pinCode).toBe('settings.validation.pinCodeDigits');
  });

  it('keeps an unknown stored theme from reaching the form', () => {
    expect(
      formOf({
        ...{
          theme: 'pink',
          title: '',
          barcodeTitle: '',
          barcodeName: '',
          pinCode: '',
          deletionNeedsPinCode: false,
          signature: null,
          signatureOnCertificate: true,
          signatureOnLabels: false,
          activationLimit: 5,
          labelOffsetTopMm: 0,
          labelOffsetStartMm: 0,
          warrantyTerms: '',
        },
      }).theme,
    ).toBe('astronaut-blue');
  });
});
