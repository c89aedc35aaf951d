import type { ActionType } from '../../../shared/items';
import type { Db } from '../../db';
import { auditsWrites, type AuditEntry } from '../../db/audit';
import { writeBatch, type Row, type Write } from '../../db/batchWrite';
import { tombstonesWrites } from '../../db/changeCounter';
import { activationLimit } from './activations';
import { CounterMoves } from './counterMoves';
import { findItemBySerial, findItemsBySerials, type ItemRow } from './items.repository';

export interface BatchSeller {
  id: string;
  status: string;
  name_ar: string | null;
  name_en: string | null;
}

/**
 * What the actions of one pushed batch do to shared counters (catalog
 * quantities, item_counts, item_made_counts, item_export_counts,
 * warranty_expiries), summed in memory and written
 * once, by `flush`, inside the batch's own transaction before it commits; and
 * the rows every action of the batch reads but none writes (target outlets,
 * warranty periods), read once. A batch of exports to one outlet used to
 * write the same counter rows once per action.
 *
 * The audit rows, tombstones and item writes are deferred too (nothing in the
 * batch reads them from the database): the batch's items are read in one query
 * first (`prefetch`) and kept here as each action writes them (`itemWritten`),
 * so an action reads its item from memory, as the database will hold it; the
 * writes of one item are merged, and `flush` writes every item in one statement
 * per set of columns, beside the audit rows and tombstones (one statement in all
 * on PostgreSQL, server/db/batchWrite.ts), then the counters, last (issue 46).
 */
export class BatchEffects {
  /** The counters the batch's items move (counterMoves.ts), written by `flush`. */
  readonly counters = new CounterMoves();
  private readonly sellers = new Map<string, Promise<BatchSeller | undefined>>();
  private readonly warrantyPeriods = new Map<string, Promise<number | undefined>>();
  /** The batch's audit rows, written together by `flush` (nothing in the batch reads them). */
  private readonly audits: AuditEntry[] = [];
  /** The batch's items by serial, as written so far (undefined: known not to exist). */
  private readonly items = new Map<string, ItemRow | undefined>();
  /** The columns the batch's actions wrote, per item id (with the id), merged: written by `flush`. */
  private readonly itemWrites = new Map<string, Row>();
  private limit: Promise<number> | undefined;
  /** Tombstones by (collection, document, scope): the latest change number of each. */
  private readonly tombstones = new Map<string, { collection: string; docId: string; scope: string; seq: number }>();
  /** Actions applied earlier in this batch, per item: their results are stored only at its end. */
  private readonly applied = new Map<string, Array<{ type: ActionType; deviceId: string; userId: string; itemSeq: number }>>();

  /** An outlet as the batch reads it: an export's target, the outlet a refusal names. */
  seller(trx: Db, id: string): Promise<BatchSeller | undefined> {
    let found = this.sellers.get(id);
    if (!found) {
      found = trx.selectFrom('sellers').select(['id', 'status', 'name_ar', 'name_en']).where('id', '=', id).executeTakeFirst();
      this.sellers.set(id, found);
    }
    return found;
  }

  warrantyPeriod(trx: Db, catalogId: string): Promise<number | undefined> {
    let found = this.warrantyPeriods.get(catalogId);
    if (!found) {
      found = trx
        .selectFrom('catalog_entries')
        .select('warranty_period')
        .where('id', '=', catalogId)
        .executeTakeFirst()
        .then((row) => row?.warranty_period);
      this.warrantyPeriods.set(catalogId, found);
    }
    return found;
  }

  /** Reads the batch's items at once (serials already normalised); later reads of them come from memory. */
  async prefetch(trx: Db, serials: string[]): Promise<void> {
    const wanted = [...new Set(serials)].filter((serial) => serial && !this.items.has(serial));
    if (!wanted.length) return;
    const rows = await findItemsBySerials(trx, wanted);
    for (const serial of wanted) this.items.set(serial, undefined);
    for (const row of rows) this.items.set(row.serial_number, row);
  }

  /** The item as the database holds it now: from the batch's copy when it has one. */
  async item(trx: Db, serial: string): Promise<ItemRow | undefined> {
    if (this.items.has(serial)) return this.items.get(serial);
    const row = await findItemBySerial(trx, serial);
    this.items.set(serial, row);
    return row;
  }

  /** An action wrote these columns of the item: the batch's copy follows, and `flush` writes them. */
  itemWritten(row: ItemRow, columns: Partial<ItemRow>): void {
    this.items.set(row.serial_number, { ...row, ...columns });
    this.itemWrites.set(row.id, { ...(this.itemWrites.get(row.id) ?? { id: row.id }), ...(columns as Row) });
  }

  /** Whether the batch holds the item of this serial (read or written), and the row (undefined: none has it). */
  held(serial: string): { row: ItemRow | undefined } | undefined {
    return this.items.has(serial) ? { row: this.items.get(serial) } : undefined;
  }

  /** The activation limit, read once per batch (the settings' row). */
  activationLimit(trx: Db): Promise<number> {
    this.limit ??= activationLimit(trx);
    return this.limit;
  }

  /** A document left a scope (sync tombstone), written by `flush`. */
  tombstone(collection: string, docId: string, scope: string, seq: number): void {
    const key = JSON.stringify([collection, docId, scope]);
    const known = this.tombstones.get(key);
    if (!known || known.seq < seq) this.tombstones.set(key, { collection, docId, scope, seq });
  }

  audit(entry: AuditEntry): void {
    this.audits.push(entry);
  }

  /** An action of this batch changed the item (its change number `itemSeq`). */
  changed(itemId: string, change: { type: ActionType; deviceId: string; userId: string; itemSeq: number }): void {
    const list = this.applied.get(itemId) ?? [];
    list.push(change);
    this.applied.set(itemId, list);
  }

  /** The types of this batch's changes to the item after `version` by another device or account. */
  changedByOthersSince(itemId: string, version: number, own: { deviceId: string; userId: string }): ActionType[] {
    return (this.applied.get(itemId) ?? [])
      .filter((c) => c.itemSeq > version && (c.deviceId !== own.deviceId || c.userId !== own.userId))
      .map((c) => c.type);
  }

  /**
   * Writes what the batch deferred in the caller's transaction, with the caller's own `writes` (a push's stored
   * results): the items, audit rows and tombstones, then the summed counters (those that moved) last, since every
   * writer shares their rows (counterMoves.ts). The batch's copies of the items become the rows as written.
   */
  async flush(trx: Db, writes: Write[] = []): Promise<void> {
    const written = await writeBatch<ItemRow>(
      trx,
      [...writes, ...auditsWrites(trx, this.audits.splice(0)), ...tombstonesWrites(trx, [...this.tombstones.values()])],
      { table: 'items', key: 'id', rows: [...this.itemWrites.values()] },
    );
    for (const row of written) this.items.set(row.serial_number, row);
    this.itemWrites.clear();
    this.tombstones.clear();
    await this.counters.flush(trx);
  }
}
