import { randomBytes, scryptSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../lib/config';
import { hashPassword, SCRYPT, setPasswordHashN, verifyPassword } from './password';

// A full-strength hash is a few hundred milliseconds of one core and 128 MiB, several seconds on a loaded machine
// (two tests of two each went past 5 s at load 13): one test makes one and verifies it, the others use lighter
// parameters, which verifyPassword reads from the hash itself.

/** A hash in the stored format with N = 2^10, made without hashPassword. */
function lightHash(password: string): string {
  const salt = randomBytes(SCRYPT.saltLength);
  const key = scryptSync(password.normalize('NFKC'), salt, SCRYPT.keyLength, { N: 2 ** 10, r: 8, p: 1 });
  return ['scrypt', 2 ** 10, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

afterEach(() => setPasswordHashN(SCRYPT.N));

describe('password hashing', () => {
  // Its time is the work itself (two scrypt runs at full cost, nothing waited for): the integration tests' 30 s.
  it('hashes with OWASP scrypt parameters, and verifies what it made', { timeout: 30_000 }, async () => {
    expect(SCRYPT.N).toBe(2 ** 17);
    const hash = await hashPassword('correct horse');
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', String(SCRYPT.N), '8', '1']);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
  });

  it('salts every hash', async () => {
    setPasswordHashN(2 ** 10);
    expect(await hashPassword('correct horse')).not.toBe(await hashPassword('correct horse'));
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
    const light = await hashPassword('correct horse');
    expect(light.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 12), '8', '1']);
    expect(await verifyPassword('correct horse', light)).toBe(true);
  });
});
