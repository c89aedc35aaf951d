import type { User } from '../data/auth';
import { readStored, writeStored } from '../lib/storage';

// Signing in again on this device without a connection (issue 29 point 3; the threat model is in docs/decisions.md
// "Offline sign-in on a device"). After an online sign-in the device keeps, per account, a slow salted verifier of
// the password: PBKDF2-HMAC-SHA256 through WebCrypto (crypto.subtle, built into every browser the PWA supports),
// 600,000 iterations (OWASP's figure for PBKDF2-SHA256), a random 16-byte salt, 32 bytes out; never the password.
// Offline, the password typed on the sign-in screen is checked against it, and the account's own profile (kept
// with it) opens the back-office on the device's own data; the server is not reached and trusts none of it.

export const PBKDF2_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

interface Verifier {
  salt: string;
  iterations: number;
  hash: string;
  /** The account's profile at its last online sign-in: what the back-office opens with offline. */
  user: User;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const keyOf = (email: string) => email.trim().toLowerCase();

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

function verifiers(): Record<string, Verifier> {
  try {
    return JSON.parse(readStored('offlineAccounts') ?? '{}') as Record<string, Verifier>;
  } catch {
    return {};
  }
}

/** Keeps the account's verifier and profile after an online sign-in (in the background: it takes a second on a phone). */
export async function rememberForOffline(email: string, password: string, user: User): Promise<void> {
  if (!globalThis.crypto?.subtle) return;
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  writeStored(
    'offlineAccounts',
    JSON.stringify({
      ...verifiers(),
      [keyOf(email)]: { salt: toBase64(salt), iterations: PBKDF2_ITERATIONS, hash: toBase64(hash), user } satisfies Verifier,
    }),
  );
}

/** The account's kept profile, refreshed (a later profile change or sign-in), if it has a verifier here. */
export function refreshOfflineProfile(user: User): void {
  const all = verifiers();
  const entry = all[keyOf(user.email)];
  if (entry) writeStored('offlineAccounts', JSON.stringify({ ...all, [keyOf(user.email)]: { ...entry, user } }));
}

/** Constant-time comparison of two digests. */
function same(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] as number) ^ (b[i] as number);
  return diff === 0;
}

/** Offline: the account's profile when the password matches its verifier; 'wrong' when it does not; 'unknown' without one. */
export async function unlockOffline(email: string, password: string): Promise<User | 'wrong' | 'unknown'> {
  const entry = verifiers()[keyOf(email)];
  if (!entry || !globalThis.crypto?.subtle) return 'unknown';
  const hash = await derive(password, fromBase64(entry.salt), entry.iterations);
  return same(hash, fromBase64(entry.hash)) ? entry.user : 'wrong';
}

/** The address of an account that signed in on this device before (its kept profile), or null. */
export function knownEmail(userId: string): string | null {
  return Object.values(verifiers()).find((v) => v.user.id === userId)?.user.email ?? null;
}
