import fs from 'node:fs';
import { isInputObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { INTROSPECTION_FILE, printedIntrospection, printedSchema, SCHEMA_FILE } from '../../server/printSchema';
import { buildSchema } from '../../server/schema';
import { actionPayloadSchemas } from '../../shared/validation/item';

describe('the files made from the schema (run `npm run schema` after changing it)', () => {
  it('docs/schema.graphql matches the schema the server builds', () => {
    expect(fs.readFileSync(SCHEMA_FILE, 'utf8')).toBe(printedSchema());
  });
  it('pwa/graphql-env.d.ts, the types of the PWA’s documents, matches it too', () => {
    expect(fs.readFileSync(INTROSPECTION_FILE, 'utf8')).toBe(printedIntrospection());
  });
});

describe('inputs declared once', () => {
  it('an action’s payload: the GraphQL input has exactly the fields of the per-type zod schemas, all text', () => {
    const input = buildSchema().getType('ActionPayloadInput');
    if (!isInputObjectType(input)) throw new Error('ActionPayloadInput is not an input type');
    const fields = Object.values(input.getFields());
    const zodFields = new Set(Object.values(actionPayloadSchemas).flatMap((schema) => Object.keys(schema.shape)));
    expect(new Set(fields.map((f) => f.name))).toEqual(zodFields);
    for (const field of fields) expect(String(field.type), field.name).toBe('String');
  });
});
