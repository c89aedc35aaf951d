import { z } from 'zod';
import type { Context } from '../../graphql/context';
import type { GraphQLModule } from '../../graphql/module';
import { parseInput } from '../../graphql/validate';
import { reachOf, requireUser } from '../../graphql/access';
import { presentItem } from '../items/presenter';
import { countItemsInScope, itemsChangedAfter, pullScopeOf, type ItemRow } from '../items/items.repository';
import { presentSeller } from '../sellers/presenter';
import { sellersChangedAfter } from '../sellers/sellers.repository';
import type { Checkpoint } from '../../../shared/sync';
import { ACTION_PAYLOAD_FIELDS, type ActionPayloadField } from '../../../shared/validation/item';
import { pullChanges, type LiveSource } from './pull';
import { changeWatermark } from '../../db/changeCounter';
import { actionPusher, type ActionResultRow } from './push';
import { observeActions } from '../../lib/metrics';
import { currentScope } from '../../lib/requestScope';

// Replication for the PWA's RxDB (GraphQL replication): push of offline
// actions only, pull of items in the user's scope and of sellers. Changes reach clients by polling every 60 s plus a
// re-sync on `online` and on focus (docs/decisions.md "Change stream").
/** What a field of a payload carries, for the schema's readers; the fields themselves are the zod schemas'. */
const PAYLOAD_DESCRIPTIONS: Partial<Record<ActionPayloadField, string>> = {
  complaintId: 'claimReceive: the complaint the claim comes from.',
  outcome: 'claimResolve: repaired | replaced | refused.',
  replacementSerial: "claimResolve, replaced: the new item's serial.",
  returnReason: "restore of a sold item (the customer's return): why it came back.",
};

/**
 * The GraphQL input of an action's payload, made from shared/validation/item.ts's per-type schemas (issue 45 point 2:
 * declared once; every field is text there, checked per type by the item command).
 */
function payloadInput(): string {
  const fields = ACTION_PAYLOAD_FIELDS.map((field) => {
    const description = PAYLOAD_DESCRIPTIONS[field];
    return `${description ? `${JSON.stringify(description)}\n    ` : ''}${field}: String`;
  });
  return `input ActionPayloadInput {\n    ${fields.join('\n    ')}\n  }`;
}

const typeDefs = /* GraphQL */ `
  ${payloadInput()}
  "What the device knew of the item when it queued the action."
  input ActionSeenInput {
    "The item's change number in the device's copy (the updatedAt of itemPull)."
    version: Int!
  }
  "An offline action as the device made it (the outbox document)."
  input ActionInput {
    id: String!
    type: String!
    serialNumber: String!
    payload: ActionPayloadInput
    deviceId: String!
    "The device's time of the action (ISO), corrected by the device's measured offset from the server's clock (X-Server-Time): the date of the act. Without clockAt, within a day of the server's clock."
    createdAt: String!
    "The device's own clock when it made the action (ISO), before any correction: kept in the item's history. Optional."
    deviceTime: String
    "The server's time (ISO) of the last server answer the device had received before it made the action (its X-Server-Time). Optional: with it the act is known to lie between clockAt and the push, and a createdAt more than 2 minutes outside that is dated at the nearest end, with a note, instead of refused."
    clockAt: String
    "Absent when the device did not hold the item: then nothing is known to have changed since."
    seen: ActionSeenInput
  }
  "RxDB push row: the new state of the outbox document (actions are immutable: no master state is compared)."
  input ActionPushRow {
    newDocumentState: ActionInput!
  }
  enum ActionStatus {
    applied
    rejected
  }
  "What the server did with an action; the same answer on every replay."
  type ActionResult {
    id: ID!
    type: String!
    serialNumber: String!
    deviceId: String!
    "The device's time of the action."
    createdAt: String!
    "When the server received it (null when the answer was not stored)."
    receivedAt: String
    status: ActionStatus!
    "Why it was refused: an i18n key, with its values in reasonParams, for the device to word in whatever language it shows later."
    reasonKey: String
    reasonParams: [MessageParam!]!
    "The reason in the caller's language (for clients that keep no key)."
    reason: String
    "What the server says of an applied action besides (items.notes.clockCorrected: the device's clock was corrected); stored, so a replay answers it again."
    noteKey: String
    noteParams: [MessageParam!]!
    "The note in the caller's language."
    note: String
    "The server's change counter for this result (0 when not stored)."
    updatedAt: Int!
    "The item as it is after the pushed batch (also for a refusal or a replay: the truth now), as itemPull presents it; null when the caller's device does not replicate it (itemPull's scope) or there is no such item."
    item: Item
    "The item's change number of that copy (itemPull's ItemChange.updatedAt); null when item is null."
    itemSeq: Int
    _deleted: Boolean!
  }
  "One value of a message's i18n key, by name: dates in ISO, states by their code, names as stored."
  type MessageParam {
    name: String!
    value: String!
  }
  type ActionPushResult {
    "One result per pushed row, in order (a replay answers the stored result)."
    results: [ActionResult!]!
  }
  input CheckpointInput {
    "The server's change counter (monotonic), not a time."
    updatedAt: Int!
    id: String!
  }
  type Checkpoint {
    updatedAt: Int!
    id: String!
  }
  type ItemChange {
    id: ID!
    _deleted: Boolean!
    updatedAt: Int!
    item: Item
  }
  type SellerChange {
    id: ID!
    _deleted: Boolean!
    updatedAt: Int!
    seller: Seller
  }
  type ItemPull {
    documents: [ItemChange!]!
    checkpoint: Checkpoint!
    "On a pull from the start (no checkpoint): how many items the caller's scope holds, for a first sync's progress. Null otherwise."
    total: Int
  }
  type SellerPull {
    documents: [SellerChange!]!
    checkpoint: Checkpoint!
  }

  extend type Query {
    "Items in the caller's scope: their outlet's items (seller accounts) and items in stock (export rights)."
    itemPull(checkpoint: CheckpointInput, limit: Int!): ItemPull!
    sellerPull(checkpoint: CheckpointInput, limit: Int!): SellerPull!
  }
  extend type Mutation {
    "Applies each action exactly once, keyed by its id; refusals are results, not errors."
    actionPush(rows: [ActionPushRow!]!): ActionPushResult!
  }
`;

const pullArgs = z.object({
  checkpoint: z
    .object({ updatedAt: z.number().int().min(0), id: z.string().max(64) })
    .nullish()
    .transform((v): Checkpoint => v ?? { updatedAt: 0, id: '' }),
  limit: z.number().int('validation.integer').min(1, 'validation.min').max(1000, 'validation.max'),
});
/**
 * Rows per push: the PWA sends 50. 100 rows of the largest valid action (a
 * 4 KiB payload and its bounded fields, ~4.6 KB) stay under the 1 MiB body
 * limit, and one push's transaction, which holds the event loop and the
 * database's writer, stays around a hundred milliseconds here (docs/decisions.md).
 */
export const MAX_PUSH_ROWS = 100;
const pushArgs = z.object({
  rows: z
    .array(z.object({ newDocumentState: z.record(z.string(), z.unknown()) }))
    .min(1, 'validation.minItems')
    .max(MAX_PUSH_ROWS, 'validation.maxItems'),
});

const messageParams = (params: Record<string, string>) => Object.entries(params).map(([name, value]) => ({ name, value: String(value) }));

function presentResult(ctx: Context, r: ActionResultRow, now: Date) {
  return {
    id: r.id,
    type: r.type,
    serialNumber: r.serialNumber,
    deviceId: r.deviceId,
    createdAt: r.createdAt,
    receivedAt: r.receivedAt,
    status: r.status,
    reasonKey: r.reasonKey,
    reasonParams: r.reasonKey ? messageParams(r.reasonParams) : [],
    reason: r.reasonKey ? ctx.t(r.reasonKey, r.reasonParams) : null,
    noteKey: r.noteKey,
    noteParams: r.noteKey ? messageParams(r.noteParams) : [],
    note: r.noteKey ? ctx.t(r.noteKey, r.noteParams) : null,
    updatedAt: r.seq,
    item: r.item ? presentItem(r.item, now) : null,
    itemSeq: r.item?.sync_seq ?? null,
    _deleted: false,
  };
}

type Args = Record<string, unknown>;

export const syncModule: GraphQLModule = {
  name: 'sync',
  typeDefs,
  resolvers: {
    Query: {
      itemPull: async (_: unknown, args: Args, ctx: Context) => {
        const { checkpoint, limit } = parseInput(pullArgs, args);
        const scope = pullScopeOf(requireUser(ctx).roles, reachOf(ctx));
        const now = new Date();
        const { outletId: sellerId, stock } = scope;
        const sources: Array<LiveSource<ReturnType<typeof presentItem>>> = [];
        const scopes: string[] = [];
        const toLive = (rows: ItemRow[]) => rows.map((r) => ({ id: r.id, sync_seq: r.sync_seq, doc: presentItem(r, now) }));
        if (sellerId) {
          sources.push(async (cp, n) => toLive(await itemsChangedAfter(ctx.db, { outletId: sellerId }, cp, n)));
          scopes.push(`seller:${sellerId}`);
        }
        // Whoever may move stock to an outlet keeps the stock on the device (shared/items/actions.ts).
        if (stock) {
          sources.push(async (cp, n) => toLive(await itemsChangedAfter(ctx.db, 'stock', cp, n)));
          scopes.push('stock');
        }
        const page = await pullChanges(ctx.db, {
          collection: 'items',
          sources,
          tombstoneScopes: scopes.length ? [...scopes, 'all'] : [],
          after: checkpoint,
          limit,
          below: await changeWatermark(ctx.db),
        });
        // One count, only on the first page of a first sync: later pages would pay for it on every poll.
        const fromStart = checkpoint.updatedAt === 0 && checkpoint.id === '';
        const total = fromStart ? await countItemsInScope(ctx.db, scope) : null;
        return {
          documents: page.documents.map((c) => ({ id: c.id, _deleted: c.deleted, updatedAt: c.seq, item: c.doc })),
          checkpoint: page.checkpoint,
          total,
        };
      },
      sellerPull: async (_: unknown, args: Args, ctx: Context) => {
        const { checkpoint, limit } = parseInput(pullArgs, args);
        // Outlets replicate to whoever exports to them (an outlet account: its own); back-office readers use sellerList online.
        const reach = reachOf(ctx);
        const outlet = reach.kind === 'outlet' ? reach.outletId : null;
        const source: LiveSource<ReturnType<typeof presentSeller>> = async (cp, n) =>
          (await sellersChangedAfter(ctx.db, outlet, cp, n)).map((r) => ({ id: r.id, sync_seq: r.sync_seq, doc: presentSeller(r) }));
        const page = await pullChanges(ctx.db, {
          collection: 'sellers',
          sources: [source],
          tombstoneScopes: ['all'],
          after: checkpoint,
          limit,
          below: await changeWatermark(ctx.db),
        });
        return {
          documents: page.documents.map((c) => ({ id: c.id, _deleted: c.deleted, updatedAt: c.seq, seller: c.doc })),
          checkpoint: page.checkpoint,
        };
      },
    },
    Mutation: {
      actionPush: async (_: unknown, args: Args, ctx: Context) => {
        const { rows } = parseInput(pushArgs, args);
        const user = requireUser(ctx);
        const results = await actionPusher(ctx.db, {
          rows: rows.map((r) => ({ ...r.newDocumentState, payload: r.newDocumentState.payload ?? {} })),
          user,
          reach: reachOf(ctx),
        });
        observeActions(results);
        currentScope().pushAnswered = true;
        const now = new Date();
        return { results: results.map((r) => presentResult(ctx, r, now)) };
      },
    },
  },
};
