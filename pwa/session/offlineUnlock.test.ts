import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../data/auth';
import { PBKDF2_ITERATIONS, rememberForOffline, unlockOffline } from './offlineUnlock';

// The device's verifier for an offline sign-in (docs/decisions.md "Offline sign-in on a device"): the password opens
// its own account's profile, a wrong one does not, an account that never signed in here is unknown, and what is
// stored holds neither the password nor a fast hash of it.

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
});

const mona = { id: 'u1', email: 'Mona@Shop.example', roles: ['activationEditor'] } as unknown as User;

describe('offline sign-in on a device', () => {
  it('opens the account with its password only, whatever the case of the address, and stores no password', async () => {
    await rememberForOffline('Mona@Shop.example', 'correct horse', mona);
    expect(await unlockOffline('mona@shop.example ', 'correct horse')).toEqual(mona);
    expect(await unlockOffline('mona@shop.example', 'correct hors')).toBe('wrong');
    expect(await unlockOffline('nour@shop.example', 'correct horse')).toBe('unknown');
    const stored = store.get('offlineAccounts') ?? '';
    expect(stored).not.toContain('correct horse');
    const entry = (JSON.parse(stored) as Record<string, { iterations: number; salt: string }>)['mona@shop.example'];
    expect(entry?.iterations).toBe(PBKDF2_ITERATIONS);
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
  });

  it('salts each verifier: the same password twice is stored differently', async () => {
    await rememberForOffline('a@shop.example', 'same password', mona);
    const first = store.get('offlineAccounts');
    await rememberForOffline('a@shop.example', 'same password', mona);
    expect(store.get('offlineAccounts')).not.toBe(first);
    expect(await unlockOffline('a@shop.example', 'same password')).toEqual(mona);
  });
});
