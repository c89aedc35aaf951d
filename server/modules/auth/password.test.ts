import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../lib/config';
import { hashPassword, SCRYPT, setPasswordHashN, verifyPassword } from './password';

// A full-strength hash is a few hundred milliseconds of one core, several times that on a loaded machine: each test
// makes at most two, and the refusals are checked on a hash that carries lighter parameters.

/** A hash in the stored format with N = 2^10: verifyPassword reads the parameters from the hash. */
function lightHash(password: string): string {
  const salt = randomBytes(SCRYPT.saltLength);
  const key = scryptSync(password.normalize('NFKC'), salt, SCRYPT.keyLength, { N: 2 ** 10, r: 8, p: 1 });
  return ['scrypt', 2 ** 10, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashing', () => {
  it('uses OWASP scrypt parameters and a random salt', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a.split('$').slice(0, 4)).toEqual(['scrypt', String(SCRYPT.N), '8', '1']);
    expect(SCRYPT.N).toBe(2 ** 17);
    expect(a).not.toBe(b);
  });

  it('verifies a password against the hash it made', async () => {
    expect(await verifyPassword('correct horse', await hashPassword('correct horse'))).toBe(true);
  });

  it('refuses a wrong password and a malformed hash, with the parameters the hash carries', async () => {
    const hash = lightHash('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct hors', hash)).toBe(false);
    expect(await verifyPassword('correct horse', 'garbage')).toBe(false);
  });

  it('hashes at full cost in every mode a deployment runs; only test servers hash lighter, and a hash keeps its cost', async () => {
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://x.test' }).passwordHashN).toBe(SCRYPT.N);
    expect(readConfig({}).passwordHashN).toBe(SCRYPT.N);
    expect(readConfig({ NODE_ENV: 'test' }).passwordHashN).toBe(2 ** 12);
    setPasswordHashN(2 ** 12);
    try {
      const light = await hashPassword('correct horse');
      expect(light.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 12), '8', '1']);
      expect(await verifyPassword('correct horse', light)).toBe(true);
    } finally {
      setPasswordHashN(SCRYPT.N);
    }
  });
});
