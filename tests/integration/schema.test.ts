import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INTROSPECTION_FILE, printedIntrospection, printedSchema, SCHEMA_FILE } from '../../server/printSchema';

describe('the files made from the schema (run `npm run schema` after changing it)', () => {
  it('docs/schema.graphql matches the schema the server builds', () => {
    expect(fs.readFileSync(SCHEMA_FILE, 'utf8')).toBe(printedSchema());
  });
  it('pwa/graphql-env.d.ts, the types of the PWA’s documents, matches it too', () => {
    expect(fs.readFileSync(INTROSPECTION_FILE, 'utf8')).toBe(printedIntrospection());
  });
});
