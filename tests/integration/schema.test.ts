import fs from 'node:fs';
import { isInputObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { INTROSPECTION_FILE, printedIntrospection, printedSchema, SCHEMA_FILE } from '../../server/printSchema';
import { buildSchema } from '../../server/schema';
import type { z } from 'zod';
import { catalogInputSchema } from '../../shared/validation/catalog';
import { iamCreateSchema, iamEditSchema, profileSchema } from '../../shared/validation/iam';
import { catalogImportRowSchema, itemImportRowSchema } from '../../shared/validation/imports';
import { actionPayloadSchemas, factoryBatchSchema, seenSchema } from '../../shared/validation/item';
import { memberRegistrationSchema } from '../../shared/validation/member';
import { offerInputSchema } from '../../shared/validation/offers';
import { applicationInputSchema, geoInputSchema, sellerInputSchema } from '../../shared/validation/seller';
import { settingsInputSchema } from '../../shared/validation/settings';

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

/** The fields of a zod object, through the wrappers (refine, transform, preprocess) a schema may carry. */
function zodFields(schema: z.ZodType): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 8 && current; depth++) {
    const node = current as { shape?: Record<string, unknown>; _zod?: { def?: { in?: unknown; innerType?: unknown; schema?: unknown } } };
    if (node.shape) return Object.keys(node.shape);
    const def = node._zod?.def;
    current = def?.in ?? def?.innerType ?? def?.schema;
  }
  throw new Error('not a zod object');
}

// Each data input's zod schema (shared/validation) is what the server parses; its GraphQL input is what the PWA's
// documents are typed from. The two name the same fields, or a field one side adds is never sent or never read.
const INPUT_TWINS: Record<string, z.ZodType> = {
  CatalogInput: catalogInputSchema,
  SellerInput: sellerInputSchema,
  PlaceInput: geoInputSchema,
  ApplicationInput: applicationInputSchema,
  OfferInput: offerInputSchema,
  SettingsInput: settingsInputSchema,
  IamCreateInput: iamCreateSchema,
  IamEditInput: iamEditSchema,
  ProfileInput: profileSchema,
  MemberRegistrationInput: memberRegistrationSchema,
  CatalogImportInput: catalogImportRowSchema,
  ItemImportInput: itemImportRowSchema,
  FactoryBatchInput: factoryBatchSchema,
  ActionSeenInput: seenSchema,
};

describe('inputs with a zod twin', () => {
  for (const [name, schema] of Object.entries(INPUT_TWINS))
    it(`${name} has exactly the fields its zod schema parses`, () => {
      const input = buildSchema().getType(name);
      if (!isInputObjectType(input)) throw new Error(`${name} is not an input type`);
      expect(Object.keys(input.getFields()).sort()).toEqual(zodFields(schema).sort());
    });
});
