import { z } from 'zod';
import { geoInputSchema } from '../../../shared/validation/seller';
import { idSchema, pagingSchema } from '../../../shared/validation/common';
import type { Context } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import type { GraphQLModule } from '../../graphql/module';
import { parseInput } from '../../graphql/validate';
import { writeAudit } from '../../db/audit';
import { camelRow } from '../../db/camel';
import { requireUser } from '../../graphql/access';
import { assertPinCode, pinCodeArg } from '../settings/pinCode';
import {
  deletePlace,
  findPlace,
  insertPlace,
  listPlaces,
  PARENT,
  placeInUse,
  updatePlace,
  type PlaceLevel,
  type PlaceRow,
} from './geo.repository';

// Governorates → cities → regions. Reading is public (the "Become a
// distributor" form and the seller wizard pick from them); writing is for
// whoever manages sellers, since places exist to locate outlets.
const LEVELS: Array<[PlaceLevel, string]> = [
  ['governorates', 'governorate'],
  ['cities', 'city'],
  ['regions', 'region'],
];

const typeDefs = /* GraphQL */ `
  type Place {
    id: ID!
    nameEn: String!
    nameAr: String!
    "The governorate of a city, the city of a region; null for a governorate."
    parentId: String
    createdAt: String!
    updatedAt: String!
  }
  type PlacePage {
    count: Int!
    rows: [Place!]!
  }
  input PlaceInput {
    nameEn: String!
    nameAr: String!
    parentId: String
  }
  extend type Query {
    ${LEVELS.map(([, s]) => `${s}List(parentId: String, name: String, limit: Int, offset: Int): PlacePage!\n    ${s}Find(id: String!): Place!`).join('\n    ')}
  }
  extend type Mutation {
    ${LEVELS.map(([, s]) => `${s}Create(data: PlaceInput!): Place!\n    ${s}Update(id: String!, data: PlaceInput!): Place!\n    "Refused while a place below it or an outlet uses it; asks for the pin code when the settings do."\n    ${s}Destroy(id: String!, pinCode: String): Boolean!`).join('\n    ')}
  }
`;

const present = (row: PlaceRow) => camelRow(row, { parentId: row.parent_id ?? null });
const listArgs = pagingSchema.extend({ parentId: z.string().max(64).nullish(), name: z.string().trim().max(120).nullish() });
// Place lists are short (27 governorates): a larger default page than the spec's 10 saves a request per select box.
// Only an absent limit takes it; an explicit one (a paged list asking for 10) is kept.
const listArgsWithDefault = z.preprocess(
  (v) => (v && typeof v === 'object' && (v as Record<string, unknown>).limit == null ? { ...v, limit: 100 } : v),
  listArgs,
);

type Args = Record<string, unknown>;
const Query: Record<string, unknown> = {};
const Mutation: Record<string, unknown> = {};

for (const [level, single] of LEVELS) {
  const parent = PARENT[level];
  async function checkParent(ctx: Context, parentId: string | null) {
    if (!parent) return null;
    if (!parentId || !(await findPlace(ctx.db, parent, parentId)))
      throw badInput('geo.errors.parentMissing', {}, { fields: { parentId: 'geo.errors.parentMissing' } });
    return parentId;
  }
  Query[`${single}List`] = async (_: unknown, args: Args, ctx: Context) => {
    const input = parseInput(listArgsWithDefault, args);
    const page = await listPlaces(ctx.db, level, input);
    return { count: page.count, rows: page.rows.map(present) };
  };
  Query[`${single}Find`] = async (_: unknown, args: Args, ctx: Context) => {
    const row = await findPlace(ctx.db, level, parseInput(idSchema, args.id));
    if (!row) throw notFound();
    return present(row);
  };
  Mutation[`${single}Create`] = async (_: unknown, args: Args, ctx: Context) => {
    const data = parseInput(geoInputSchema, args.data);
    const actor = requireUser(ctx);
    const parentId = await checkParent(ctx, data.parentId);
    return ctx.db.transaction().execute(async (trx) => {
      const row = await insertPlace(trx, level, { ...data, parentId });
      await writeAudit(trx, { entityName: single, entityId: row.id, action: 'create', values: row, actor });
      return present(row);
    });
  };
  Mutation[`${single}Update`] = async (_: unknown, args: Args, ctx: Context) => {
    const id = parseInput(idSchema, args.id);
    const data = parseInput(geoInputSchema, args.data);
    const actor = requireUser(ctx);
    const parentId = parent && data.parentId ? await checkParent(ctx, data.parentId) : null;
    return ctx.db.transaction().execute(async (trx) => {
      const before = await findPlace(trx, level, id);
      if (!before) throw notFound();
      await updatePlace(trx, level, id, { ...data, parentId });
      const after = (await findPlace(trx, level, id)) as PlaceRow;
      await writeAudit(trx, { entityName: single, entityId: id, action: 'update', values: { before, after }, actor });
      return present(after);
    });
  };
  Mutation[`${single}Destroy`] = async (_: unknown, args: Args, ctx: Context) => {
    const id = parseInput(idSchema, args.id);
    const pinCode = parseInput(pinCodeArg, args.pinCode);
    const actor = requireUser(ctx);
    await assertPinCode(ctx, actor, pinCode);
    return ctx.db.transaction().execute(async (trx) => {
      const row = await findPlace(trx, level, id);
      if (!row) throw notFound();
      if (await placeInUse(trx, level, id)) throw badInput('geo.errors.inUse');
      await deletePlace(trx, level, id);
      await writeAudit(trx, { entityName: single, entityId: id, action: 'delete', values: row, actor });
      return true;
    });
  };
}

export const geoModule: GraphQLModule = { name: 'geo', typeDefs, resolvers: { Query, Mutation } as GraphQLModule['resolvers'] };
