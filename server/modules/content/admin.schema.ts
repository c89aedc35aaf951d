import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import type { z } from 'zod';
import { CONTENT_TYPE_KEYS, type ContentTypeKey } from '../../../shared/contentAdmin';
import { CONTENT_ADMIN_SORT, contentAdminListSchema, contentValuesSchema } from '../../../shared/validation/contentAdmin';
import type { Context } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import type { GraphQLModule } from '../../graphql/module';
import { parseInput } from '../../graphql/validate';
import { sortEnum } from '../../graphql/sortEnum';
import { requireUser } from '../../graphql/access';
import { contentCreator, contentDestroyer, contentPublisher, contentUpdater } from './admin.commands';
import { findAdminRow, listAdminRows, presentAdmin } from './admin.repository';
import { issueParams } from '../../../shared/validation/common';

/**
 * The back-office side of the public content: one set of operations for every
 * type of shared/contentAdmin.ts (drafts included), guarded by contentRead /
 * contentCreate / contentEdit / contentDestroy. `values` is a JSON object
 * checked by the type's shared zod schema, so adding a field is one line there.
 */

function fromLiteral(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, fromLiteral(f.value)]));
    case Kind.LIST:
      return node.values.map(fromLiteral);
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.BOOLEAN:
      return node.value;
    case Kind.NULL:
      return null;
    default:
      throw new GraphQLError('ContentValues cannot hold variables inside a literal');
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ContentValues = new GraphQLScalarType({
  name: 'ContentValues',
  description: 'A JSON object: a content record’s fields by name (shared/contentAdmin.ts).',
  serialize: (value) => value,
  parseValue: (value) => {
    if (!isPlainObject(value)) throw new GraphQLError('ContentValues must be an object');
    return value;
  },
  parseLiteral: (node) => {
    const value = fromLiteral(node);
    if (!isPlainObject(value)) throw new GraphQLError('ContentValues must be an object');
    return value;
  },
});

/** Shared-schema parse whose message names the field by its label in the caller's language. */
function parseValues(ctx: Context, type: ContentTypeKey, values: unknown): Record<string, unknown> {
  const result = contentValuesSchema(type).safeParse(values);
  if (result.success) return result.data;
  const fields = Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  const first = result.error.issues[0] as z.core.$ZodIssue;
  const [name, language] = first.path.map(String);
  const label =
    ctx.t(`contentAdmin.fields.${name}`, { defaultValue: name }) +
    (language === 'en' || language === 'ar' ? ` (${ctx.t(`contentAdmin.languages.${language}`)})` : '');
  const params = { path: label, ...issueParams(first) };
  throw new AppError('BAD_USER_INPUT', first.message.includes('.') ? first.message : 'errors.badRequest', params, { fields });
}

type TypeArgs = { type: ContentTypeKey };

async function recordOf(ctx: Context, type: ContentTypeKey, id: string) {
  const row = await findAdminRow(ctx.db, type, id);
  if (!row) throw new AppError('NOT_FOUND', 'contentAdmin.errors.notFound');
  return presentAdmin(ctx.db, type, row);
}

/** Runs a content command, then drops the public pages rendered before it (server/web/pageCache.ts): the next load shows the save. */
async function saving<T>(ctx: Context, command: Promise<T>): Promise<T> {
  const result = await command;
  ctx.publicPages.contentChanged();
  return result;
}

export const contentAdminModule: GraphQLModule = {
  name: 'content.admin',
  typeDefs: /* GraphQL */ `
    scalar ContentValues
    ${sortEnum('ContentAdminSort', CONTENT_ADMIN_SORT)}

    "The public content types the back-office manages."
    enum ContentType {
      ${CONTENT_TYPE_KEYS.join('\n      ')}
    }

    "A content record as editors see it, drafts included."
    type ContentRecord {
      id: ID!
      type: ContentType!
      published: Boolean!
      "The field that names the record (title or name)."
      title: Localized!
      thumbnail: String
      values: ContentValues!
      createdAt: String!
      createdBy: String
      updatedAt: String!
      updatedBy: String
    }

    type ContentRecordPage {
      count: Int!
      rows: [ContentRecord!]!
    }

    input ContentAdminFilter {
      "Part of the title, in either language."
      search: String
      published: Boolean
    }

    extend type Query {
      "Drafts included; newest first unless orderBy says otherwise."
      contentAdminList(type: ContentType!, filter: ContentAdminFilter, orderBy: ContentAdminSort, limit: Int, offset: Int): ContentRecordPage!
      contentAdminFind(type: ContentType!, id: ID!): ContentRecord!
    }

    extend type Mutation {
      "A new record is a draft unless published is true."
      contentAdminCreate(type: ContentType!, values: ContentValues!, published: Boolean): ContentRecord!
      contentAdminUpdate(type: ContentType!, id: ID!, values: ContentValues!): ContentRecord!
      contentAdminPublish(type: ContentType!, id: ID!, published: Boolean!): ContentRecord!
      contentAdminDestroy(type: ContentType!, id: ID!): Boolean!
    }
  `,
  resolvers: {
    ContentValues,
    Query: {
      contentAdminList: async (_p: unknown, args: TypeArgs & Record<string, unknown>, ctx: Context) => {
        const input = parseInput(contentAdminListSchema, {
          filter: args.filter,
          orderBy: args.orderBy,
          limit: args.limit,
          offset: args.offset,
        });
        const page = await listAdminRows(ctx.db, args.type, input);
        return { count: page.count, rows: await Promise.all(page.rows.map((row) => presentAdmin(ctx.db, args.type, row))) };
      },
      contentAdminFind: async (_p: unknown, args: TypeArgs & { id: string }, ctx: Context) => {
        return recordOf(ctx, args.type, args.id);
      },
    },
    Mutation: {
      contentAdminCreate: async (_p: unknown, args: TypeArgs & { values: unknown; published?: boolean | null }, ctx: Context) => {
        const user = requireUser(ctx);
        const values = parseValues(ctx, args.type, args.values);
        const id = await saving(ctx, contentCreator(ctx.db, { type: args.type, values, published: Boolean(args.published), actor: user }));
        return recordOf(ctx, args.type, id);
      },
      contentAdminUpdate: async (_p: unknown, args: TypeArgs & { id: string; values: unknown }, ctx: Context) => {
        const user = requireUser(ctx);
        const values = parseValues(ctx, args.type, args.values);
        await saving(ctx, contentUpdater(ctx.db, { type: args.type, id: args.id, values, actor: user }));
        return recordOf(ctx, args.type, args.id);
      },
      contentAdminPublish: async (_p: unknown, args: TypeArgs & { id: string; published: boolean }, ctx: Context) => {
        const user = requireUser(ctx);
        await saving(ctx, contentPublisher(ctx.db, { type: args.type, id: args.id, published: args.published, actor: user }));
        return recordOf(ctx, args.type, args.id);
      },
      contentAdminDestroy: async (_p: unknown, args: TypeArgs & { id: string }, ctx: Context) => {
        const user = requireUser(ctx);
        await saving(ctx, contentDestroyer(ctx.db, { type: args.type, id: args.id, actor: user }));
        return true;
      },
    },
  },
};
