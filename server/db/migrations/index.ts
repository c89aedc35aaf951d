// Numbered migrations, applied in name order at start. Never edit one that has
// shipped: add the next number instead.
import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0020 from './0020_content';

export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0020_content': m0020,
};
