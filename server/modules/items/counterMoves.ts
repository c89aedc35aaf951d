import type { ItemPatch, ItemStatus, ItemType, WarrantyStatus } from '../../../shared/items';
import type { Db } from '../../db';
import { writeTogether, type Write } from '../../db/batchWrite';
import { quantityWrite } from '../catalog/catalog.repository';
import {
  exportCountsWrite,
  itemCountsWrite,
  madeCountsWrites,
  warrantyExpiriesWrite,
  type ExportMove,
  type MadeMove,
} from './counts.repository';
import type { ItemRow } from './items.repository';

// The one place the item counters the commands keep are derived (issue 45 point 3): catalog quantities,
// item_counts, item_made_counts and item_outlet_made_counts, item_export_counts and warranty_expiries all move from
// an item's state before a change and after it, whoever changes it (an action, a claim's replacement, a factory
// batch, an import). Summed in memory and written once by `flush`, in the writer's transaction. The sold and active
// stats (item_stat_counts) stay with migration 0097's triggers; tests/integration/counter-recount.test.ts checks
// every counter against a recount of the items after a random walk of all the writers.

/** What any counter reads of an item. */
export interface CountedItem {
  itemType: ItemType;
  catalogId: string;
  createdAt: string;
  status: ItemStatus;
  sellerId: string | null;
  exportedAt: string | null;
  warrantyStatus: WarrantyStatus;
  expirationDate: string | null;
}

/** An item row as the counters read it. */
export function countedOf(row: ItemRow): CountedItem {
  return {
    itemType: row.item_type,
    catalogId: row.catalog_id,
    createdAt: row.created_at,
    status: row.status,
    sellerId: row.seller_id,
    exportedAt: row.exported_at,
    warrantyStatus: row.warranty_status,
    expirationDate: row.expiration_date,
  };
}

/** The item as `patch` leaves it: what is not patched stays as the row holds it. */
export function countedAfter(row: ItemRow, patch: ItemPatch): CountedItem {
  const before = countedOf(row);
  const kept = <K extends keyof ItemPatch & keyof CountedItem>(key: K) => (key in patch ? (patch[key] ?? null) : before[key]);
  return {
    ...before,
    status: patch.status ?? before.status,
    warrantyStatus: patch.warrantyStatus ?? before.warrantyStatus,
    sellerId: kept('sellerId'),
    exportedAt: kept('exportedAt'),
    expirationDate: kept('expirationDate'),
  };
}

type ItemCountKey = { itemType: ItemType; status: ItemStatus; sellerId: string | null };

/** A row's key, for summing the moves of many items into one write per counter row. */
const sum = <V extends { delta: number }>(map: Map<string, V>, key: string, value: V) => {
  const entry = map.get(key);
  if (entry) entry.delta += value.delta;
  else map.set(key, value);
};

export class CounterMoves {
  private readonly quantities = new Map<string, { delta: number; seq: number }>();
  private readonly itemCounts = new Map<string, { key: ItemCountKey; delta: number }>();
  private readonly expiries = new Map<string, { delta: number }>();
  /** Moves per (creation day, entry, status, outlet), for item_made_counts and item_outlet_made_counts. */
  private readonly made = new Map<string, MadeMove>();
  /** Arrivals at and departures from outlets per (export day, type, outlet), for item_export_counts. */
  private readonly exports = new Map<string, ExportMove>();

  /**
   * `times` items went from `before` to `after` (null before: made; null after: gone), their change number `seq`
   * (a catalog quantity carries the latest change that moved it).
   */
  item(before: CountedItem | null, after: CountedItem | null, seq: number, times = 1): void {
    for (const [state, sign] of [
      [before, -times],
      [after, times],
    ] as const) {
      if (!state) continue;
      if (state.status === 'inStock') this.quantity(state.catalogId, sign, seq);
      const owner = { itemType: state.itemType, status: state.status, sellerId: state.sellerId };
      sum(this.itemCounts, JSON.stringify([owner.itemType, owner.status, owner.sellerId]), { key: owner, delta: sign });
      const made = { createdAt: state.createdAt, catalogId: state.catalogId, ...owner };
      sum(this.made, `${state.createdAt.slice(0, 10)}/${state.catalogId}/${state.status}/${state.sellerId ?? ''}`, {
        ...made,
        delta: sign,
      });
      // At an outlet (exported, with its export date): counted under that date and outlet.
      if (state.status === 'exported' && state.exportedAt && state.sellerId) {
        const at = { exportedAt: state.exportedAt, itemType: state.itemType, sellerId: state.sellerId };
        sum(this.exports, `${state.exportedAt.slice(0, 10)}/${state.itemType}/${state.sellerId}`, { ...at, delta: sign });
      }
      if (state.warrantyStatus === 'active' && state.expirationDate) sum(this.expiries, state.expirationDate.slice(0, 10), { delta: sign });
    }
  }

  private quantity(catalogId: string, delta: number, seq: number): void {
    const entry = this.quantities.get(catalogId) ?? { delta: 0, seq };
    entry.delta += delta;
    entry.seq = Math.max(entry.seq, seq);
    this.quantities.set(catalogId, entry);
  }

  /**
   * Writes the summed counters (those that moved) in the caller's transaction, and starts again. One statement on
   * PostgreSQL (batchWrite.ts), the writer's last before commit: every writer shares these rows, and each holds
   * their locks from its first counter write to its commit.
   */
  async flush(trx: Db): Promise<void> {
    // A quantity back where it started is no change: the entry keeps its sync_seq and is not pulled again.
    // Rows in key order: on PostgreSQL batches flush side by side, and two that took shared rows in
    // opposite orders would deadlock (one of them failing after a second).
    const writes: Array<Write | undefined> = [
      ...sorted(this.quantities).flatMap(([catalogId, { delta, seq }]) => (delta ? [quantityWrite(trx, catalogId, delta, seq)] : [])),
      itemCountsWrite(trx, moved(this.itemCounts)),
      warrantyExpiriesWrite(
        trx,
        sorted(this.expiries).map(([day, { delta }]) => ({ day, delta })),
      ),
      ...madeCountsWrites(trx, moved(this.made)),
      exportCountsWrite(trx, moved(this.exports)),
    ];
    await writeTogether(
      trx,
      writes.filter((w): w is Write => !!w),
    );
    for (const map of [this.quantities, this.itemCounts, this.expiries, this.made, this.exports]) map.clear();
  }
}

const sorted = <V>(map: Map<string, V>) => [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
const moved = <V extends { delta: number }>(map: Map<string, V>) => sorted(map).flatMap(([, v]) => (v.delta ? [v] : []));
