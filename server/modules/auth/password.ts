import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

// OWASP's scrypt parameters: N=2^17, r=8, p=1. Memory per hash is
// 128·N·r = 128 MiB, so maxmem is raised and at most two hashes run at once,
// and never on every core: one stays free for the event loop, so a burst of
// sign-ins or sign-ups does not slow every other request (on 2 cores, one hash
// at a time).
export const SCRYPT = { N: 2 ** 17, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;
const MAXMEM = 256 * 1024 * 1024;
export const MAX_CONCURRENT_HASHES = Math.max(1, Math.min(2, availableParallelism() - 1));

let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await fn();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: MAXMEM };
  return withSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
}

// The process's cost for new hashes (Config.passwordHashN, set by startServer);
// a hash keeps the cost it was made with, so verifying never depends on it.
let newHashN: number = SCRYPT.N;
export function setPasswordHashN(N: number): void {
  if (N === newHashN) return;
  newHashN = N;
  decoy = undefined;
}

/** `scrypt$N$r$p$salt$hash`, base64url parts: the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SCRYPT.saltLength);
  const params = { ...SCRYPT, N: newHashN };
  const key = await derive(password, salt, params, SCRYPT.keyLength);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64url');
  const key = await derive(password, Buffer.from(saltText, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// A real hash of a random password, computed once: unknown emails are checked
// against it so they take as long as a wrong password (no user enumeration).
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
