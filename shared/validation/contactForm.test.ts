import { describe, expect, it } from 'vitest';
import { checkContactForm, PHONE_PATTERN } from './contactForm';

const valid = {
  name: 'Sara',
  email: 'sara@mail.example',
  companyName: 'Nile',
  companyEmail: 'sara@nile.example',
  phoneNumber: '01012345678',
  message: 'Hello',
};

describe('checkContactForm', () => {
  it('accepts a complete form and trims it', () => {
    expect(checkContactForm({ ...valid, name: '  Sara ' })).toEqual({ ok: true, value: valid });
  });
  it('reports, in the spec order, missing fields, then email, then phone', () => {
    expect(checkContactForm({ ...valid, message: ' ', companyEmail: 'x' })).toMatchObject({
      ok: false,
      error: { field: 'message', messageKey: 'public.contact.errors.fillAll' },
    });
    expect(checkContactForm({ ...valid, companyEmail: 'x@y', phoneNumber: '1' })).toMatchObject({
      ok: false,
      error: { field: 'companyEmail', messageKey: 'public.contact.errors.email' },
    });
    // The sender's own address too (issue 43: the spec's form asks both).
    expect(checkContactForm({ ...valid, email: 'sara@', phoneNumber: '1' })).toMatchObject({
      ok: false,
      error: { field: 'email', messageKey: 'public.contact.errors.email' },
    });
    expect(checkContactForm({ ...valid, email: '' })).toMatchObject({
      ok: false,
      error: { field: 'email', messageKey: 'public.contact.errors.fillAll' },
    });
    expect(checkContactForm({ ...valid, phoneNumber: '0131234' })).toMatchObject({
      ok: false,
      error: { field: 'phoneNumber', messageKey: 'public.contact.errors.phone' },
    });
  });
  it('uses the phone pattern 01, then 0-2, then 1 to 8 digits', () => {
    for (const ok of ['0101', '0111234', '01212345678']) expect(PHONE_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['010', '0131234567', '012123456789', '+201012345678', '01a1234']) expect(PHONE_PATTERN.test(bad), bad).toBe(false);
  });
});
