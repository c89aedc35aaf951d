import { describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses OWASP scrypt parameters and a random salt', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a.split('$').slice(0, 4)).toEqual(['scrypt', String(SCRYPT.N), '8', '1']);
    expect(SCRYPT.N).toBe(2 ** 17);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct hors', hash)).toBe(false);
    expect(await verifyPassword('correct horse', 'garbage')).toBe(false);
  });
});
