import { describe, expect, it } from 'vitest';
import { localDatabaseName } from './db';
import { holdsLegacy } from './legacyDatabase';

describe('the local database of an account', () => {
  it('is named by the account: two accounts on one device never share one', () => {
    expect(localDatabaseName('u-1')).toBe('aqua-u-1');
    expect(localDatabaseName('u-1')).not.toBe(localDatabaseName('u-2'));
  });

  it('finds the shared pre-account databases by their IndexedDB names, not an account’s own', () => {
    expect(holdsLegacy(['rxdb-dexie-aqua--1--actions', 'rxdb-dexie-aqua--0--_rxdb_internal'])).toBe(true);
    expect(holdsLegacy(['aqua-items'])).toBe(true);
    const own = localDatabaseName('8f0c6d3e-0000-4000-8000-000000000001');
    expect(holdsLegacy([`rxdb-dexie-${own}--1--actions`, `${own}-items`])).toBe(false);
    expect(holdsLegacy([])).toBe(false);
    // A browser that cannot list its databases: look inside the legacy one (opening it is harmless when empty).
    expect(holdsLegacy(undefined)).toBe(true);
  });
});
