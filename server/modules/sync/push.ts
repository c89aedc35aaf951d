import { createHash } from 'node:crypto';
import { actionSchema, MAX_ACTION_PAYLOAD_BYTES, payloadTooLarge, utf8Bytes } from '../../../shared/validation/item';
import type { ActionStatus } from '../../../shared/sync';
import type { Db } from '../../db';
import { camelRow } from '../../db/camel';
import type { UserWithRoles } from '../../db/tables/auth';
import { normalizeSerial } from '../../../shared/items/serial';
import { itemActionApplier } from '../items/actionApplier';
import { BatchEffects } from '../items/batchEffects';
import { findItemsBySerials, inPullScope, pullScopeOf, type ItemRow } from '../items/items.repository';
import { lockKeysThenReserve, reserveSeqs } from '../../db/changeCounter';
import { inGroupCommit } from '../../db/groupCommit';
import { insertRows, type Row } from '../../db/batchWrite';
import { pushedBatchKeys, pushedSerials } from './batchKeys';
import type { OutletReach } from '../../../shared/access/contract';
import type { ActionsTable } from '../../db/tables/sync';

export interface ActionResultRow {
  id: string;
  type: string;
  serialNumber: string;
  deviceId: string;
  createdAt: string;
  receivedAt: string | null;
  status: ActionStatus;
  reasonKey: string | null;
  reasonParams: Record<string, string>;
  /** What an applied action's answer says besides (shared/items/machine.ts Note), stored with it. */
  noteKey: string | null;
  noteParams: Record<string, string>;
  seq: number;
  /** The item after the batch, when the caller's device replicates it (itemPull's scope); else null. */
  item?: ItemRow | null;
  /** False when this answer was not stored (a refused reuse of an id, an unreadable row): the client keeps its own copy. */
  stored: boolean;
  /** The server had this id before this push (a replay). */
  replay?: boolean;
}

/**
 * Canonical content of an action: the same id must always carry this same
 * text. What the device saw (`seen`) is not part of it: it only steers the
 * first decision, and a replay answers the stored result whatever it carries.
 * A payload over the limit is represented by its stored cut and each value's
 * length, so it is never serialised whole (docs/decisions.md).
 */
export function canonicalOf(a: { type: string; serialNumber: string; payload: Record<string, unknown> }): string {
  if (payloadTooLarge(a.payload)) {
    const lengths = Object.entries(a.payload).map(([k, v]) => [k.length, typeof v === 'string' ? v.length : -1]);
    return JSON.stringify([a.type, a.serialNumber, storedPayload(a.payload), lengths]);
  }
  const payload = Object.fromEntries(
    Object.entries(a.payload)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .sort(([x], [y]) => (x < y ? -1 : 1)),
  );
  return JSON.stringify([a.type, a.serialNumber, payload]);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The payload as stored: its JSON when within MAX_ACTION_PAYLOAD_BYTES, else
 * cut to it (a few keys, each value cut to an equal share, halved until the
 * JSON fits), so a refused action stores at most one bounded row.
 */
export function storedPayload(payload: Record<string, unknown>): string {
  if (!payloadTooLarge(payload)) return JSON.stringify(payload);
  const entries = Object.entries(payload)
    .slice(0, 8)
    .map(
      ([k, v]) => [k.slice(0, 32), typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : ''] as const,
    );
  for (let share = MAX_ACTION_PAYLOAD_BYTES; ; share = Math.floor(share / 2)) {
    const text = JSON.stringify(Object.fromEntries(entries.map(([k, v]) => [k, v.slice(0, share)])));
    if (share === 0 || utf8Bytes(text) <= MAX_ACTION_PAYLOAD_BYTES) return text;
  }
}

/** A field of a row that did not validate, echoed back bounded (the row itself may be any size). */
const echo = (v: unknown) => String(v ?? '').slice(0, 100);

const params = (json: string | null) => (json ? (JSON.parse(json) as Record<string, string>) : {});

function presentStored(row: ActionsTable): ActionResultRow {
  return camelRow(row, {
    reasonParams: params(row.reason_params),
    noteParams: params(row.note_params),
    seq: row.sync_seq,
    stored: true,
  });
}

/** The pushed row's own fields, for an answer that is not a stored result. */
function presentPushed(a: { id: string; type: string; serialNumber: string; deviceId: string; createdAt: string }) {
  const { id, type, serialNumber, deviceId, createdAt } = a;
  return { id, type, serialNumber, deviceId, createdAt, receivedAt: null, noteKey: null, noteParams: {} };
}

/**
 * The stored action has this content. Rows stored before the hash hold the
 * canonical text itself; rows stored before serials were normalised where
 * they enter (issue 41) were fingerprinted over the serial as sent, which the
 * row keeps: the same action sent again, typed or scanned, is still a replay.
 */
function sameContent(existing: ActionsTable, action: Parameters<typeof canonicalOf>[0], canonical: string, fingerprint: string): boolean {
  if (existing.fingerprint === fingerprint || existing.fingerprint === canonical) return true;
  if (existing.serial_number === action.serialNumber || normalizeSerial(existing.serial_number) !== action.serialNumber) return false;
  const asSent = canonicalOf({ ...action, serialNumber: existing.serial_number });
  return existing.fingerprint === sha256(asSent) || existing.fingerprint === asSent;
}

/**
 * Each answer's item as the batch left it: the batch's own copy (read at its
 * start, or as its write answered it), else read once for the rest; only where
 * the caller's device replicates the item (as itemPull would send it), so an
 * answer tells nothing a pull would not.
 */
async function attachItems(trx: Db, out: ActionResultRow[], user: UserWithRoles, reach: OutletReach, effects: BatchEffects): Promise<void> {
  const scope = pullScopeOf(user.roles, reach);
  const serials = scope.outletId !== null || scope.stock ? [...new Set(out.map((r) => normalizeSerial(r.serialNumber)))] : [];
  const rows = new Map<string, ItemRow | undefined>();
  for (const serial of serials) {
    const held = effects.held(serial);
    if (held) rows.set(serial, held.row);
  }
  const unheld = serials.filter((serial) => serial && !rows.has(serial));
  for (const row of await findItemsBySerials(trx, unheld)) rows.set(row.serial_number, row);
  for (const r of out) {
    const row = rows.get(normalizeSerial(r.serialNumber));
    r.item = row && inPullScope(row, scope) ? row : null;
  }
}

/**
 * Applies a pushed batch exactly once per action id, as one unit of a group
 * commit (server/db/groupCommit.ts: pushes that arrive together share a
 * transaction, each in its own savepoint, and its results are stored in that
 * same transaction as its effects): for
 * each row either the stored result (a replay), a refusal of a reused id with
 * other content (not stored), or the item command's outcome stored with it.
 * A fault rolls the whole batch back (only this push of the group) and the client retries it unchanged.
 */
export async function actionPusher(
  db: Db,
  props: { rows: unknown[]; user: UserWithRoles; reach: OutletReach; now?: Date },
): Promise<ActionResultRow[]> {
  // The actions' own scope (decide()) is read from the account's outlet: the gate's reach, not the session's.
  const user = { ...props.user, outletId: props.reach.kind === 'outlet' ? props.reach.outletId : null };
  return inGroupCommit(db, async (trx) => {
    const out: ActionResultRow[] = [];
    // Once per batch: the ids already stored, and a block of change numbers
    // (two per action at most; unused ones are harmless gaps).
    const effects = new BatchEffects();
    // Stored results are inserted together at the end: nothing in the batch reads them but `stored` below.
    const results: ActionsTable[] = [];
    // The batch's ids and serials first: on PostgreSQL those locks, held to commit, queue a push
    // (any process) sharing one, so the stored ids read next include any batch committed meanwhile and
    // the same id pushed twice at once is applied once (docs/decisions.md "Change numbers on PostgreSQL").
    let last = await lockKeysThenReserve(trx, pushedBatchKeys(props.rows), props.rows.length * 2);
    const ids = props.rows.map((r) => String((r as { id?: unknown } | null)?.id ?? ''));
    const stored = new Map((await trx.selectFrom('actions').selectAll().where('id', 'in', ids).execute()).map((r) => [r.id, r]));
    // The batch's items in one read (after the locks: on PostgreSQL nobody else changes them until commit).
    await effects.prefetch(trx, pushedSerials(props.rows));
    let next = last - props.rows.length * 2 + 1;
    const allocateSeq = async () => {
      if (next > last) {
        last = await reserveSeqs(trx, 16);
        next = last - 15;
      }
      return next++;
    };
    for (const raw of props.rows) {
      const parsed = actionSchema.safeParse(raw);
      const now = props.now ?? new Date();
      if (!parsed.success) {
        const r = (raw ?? {}) as Record<string, unknown>;
        out.push({
          id: echo(r.id),
          type: echo(r.type),
          serialNumber: echo(r.serialNumber),
          deviceId: echo(r.deviceId),
          createdAt: echo(r.createdAt),
          receivedAt: null,
          status: 'rejected',
          reasonKey: parsed.error.issues[0]?.message.includes('.') ? (parsed.error.issues[0]?.message as string) : 'errors.badRequest',
          reasonParams: {},
          noteKey: null,
          noteParams: {},
          seq: 0,
          stored: false,
        });
        continue;
      }
      const action = parsed.data;
      const canonical = canonicalOf(action);
      const fingerprint = sha256(canonical);
      const existing = stored.get(action.id);
      if (existing) {
        // Another account's id: refused as a reused id, telling nothing of what that account did.
        if (existing.user_id !== user.id)
          out.push({
            ...presentPushed(action),
            status: 'rejected',
            reasonKey: 'items.errors.actionReused',
            reasonParams: {},
            seq: 0,
            stored: false,
          });
        else if (sameContent(existing, action, canonical, fingerprint)) out.push({ ...presentStored(existing), replay: true });
        else
          out.push({
            ...presentStored(existing),
            status: 'rejected',
            reasonKey: 'items.errors.actionReused',
            reasonParams: {},
            noteKey: null,
            noteParams: {},
            stored: false,
          });
        continue;
      }
      const outcome = await itemActionApplier(trx, {
        actionId: action.id,
        type: action.type,
        serialNumber: action.serialNumber,
        payload: action.payload,
        deviceId: action.deviceId,
        createdAt: action.createdAt,
        deviceTime: action.deviceTime,
        clockAt: action.clockAt,
        seen: action.seen,
        user,
        now,
        allocateSeq,
        effects,
      });
      const row: ActionsTable = {
        id: action.id,
        type: action.type,
        serial_number: action.serialNumber,
        fingerprint,
        // Bounded whatever was sent: a refused action is one row of at most the limit.
        payload: storedPayload(action.payload),
        device_id: action.deviceId,
        created_at: action.createdAt,
        received_at: now.toISOString(),
        user_id: user.id,
        status: outcome.status,
        reason_key: outcome.reasonKey,
        reason_params: Object.keys(outcome.reasonParams).length ? JSON.stringify(outcome.reasonParams) : null,
        item_id: outcome.itemId,
        sync_seq: await allocateSeq(),
        item_seq: outcome.itemSeq ?? null,
        note_key: outcome.note?.key ?? null,
        note_params: outcome.note ? JSON.stringify(outcome.note.params) : null,
      };
      results.push(row);
      // The same id twice in one batch: the second is a replay of the first.
      stored.set(row.id, row);
      out.push(presentStored(row));
    }
    // The stored results with the batch's own writes (one statement on PostgreSQL).
    await effects.flush(trx, insertRows(trx, 'actions', results as unknown as Row[]));
    await attachItems(trx, out, user, props.reach, effects);
    return out;
  });
}
