// Numbered migrations, applied in name order at start. Never edit one that has
// shipped: add the next number instead.
import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_identity';
import * as m0003 from './0003_identity_accounts';

export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_identity': m0002,
  '0003_identity_accounts': m0003,
};
