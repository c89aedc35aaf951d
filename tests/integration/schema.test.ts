import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printedSchema, SCHEMA_FILE } from '../../server/graphql/printSchema';

describe('docs/schema.graphql', () => {
  it('matches the schema the server builds (run `npm run schema` after changing it)', () => {
    expect(fs.readFileSync(SCHEMA_FILE, 'utf8')).toBe(printedSchema());
  });
});
