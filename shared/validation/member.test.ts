import { describe, expect, it } from 'vitest';
import { memberCodeSchema, memberIdSchema, memberPhoneSchema, memberRegistrationSchema, phoneDigits } from './member';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('member sign-in checks (public-site §5)', () => {
  it('takes the 9 digits of an Egyptian mobile, however it is written', () => {
    for (const raw of ['101234567', '01101234567', '1101234567', '+20 110 123 4567', '0020-110-123-4567', '٠١١٠١٢٣٤٥٦٧'])
      expect(phoneDigits(raw), raw).toBe(raw.length === 9 ? raw : '101234567');
    for (const raw of ['10123456', '1012345678901', '02101234567', '10123456a', '']) expect(phoneDigits(raw), raw).toBeUndefined();
    expect(memberPhoneSchema.parse('010 1234 5678')).toBe('+201012345678');
    expect(firstMessage(memberPhoneSchema.safeParse('1234'))).toBe('members.validation.phoneDigits');
    expect(firstMessage(memberPhoneSchema.safeParse(''))).toBe('validation.required');
  });

  it('wants exactly six digits for the code, and digits only for the member id', () => {
    expect(memberCodeSchema.parse('١٢٣ ٤٥٦')).toBe('123456');
    expect(firstMessage(memberCodeSchema.safeParse('12345'))).toBe('members.validation.codeDigits');
    expect(firstMessage(memberCodeSchema.safeParse('1234567'))).toBe('members.validation.codeDigits');
    expect(firstMessage(memberCodeSchema.safeParse(''))).toBe('validation.required');
    expect(memberIdSchema.parse({ memberId: ' ١٠٠١ ' }).memberId).toBe('1001');
    expect(firstMessage(memberIdSchema.safeParse({ memberId: 'A-1' }))).toBe('members.validation.digitsOnly');
    expect(firstMessage(memberIdSchema.safeParse({ memberId: '' }))).toBe('validation.required');
  });

  it('requires every registration field and matching passwords', () => {
    const ok = { firstName: 'Mona', lastName: 'Adel', email: 'Mona@Example.com', password: 'long-enough', confirmPassword: 'long-enough' };
    expect(memberRegistrationSchema.parse(ok).email).toBe('mona@example.com');
    for (const field of Object.keys(ok) as Array<keyof typeof ok>)
      expect(firstMessage(memberRegistrationSchema.safeParse({ ...ok, [field]: '' })), field).toBe('validation.required');
    expect(firstMessage(memberRegistrationSchema.safeParse({ ...ok, confirmPassword: 'different-1' }))).toBe(
      'validation.passwordsDontMatch',
    );
    expect(firstMessage(memberRegistrationSchema.safeParse({ ...ok, email: 'nope' }))).toBe('auth.codes.invalid-email');
  });
});
