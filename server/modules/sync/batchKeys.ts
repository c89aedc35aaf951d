import { normalizeSerial } from '../../../shared/items/serial';

/**
 * What a pushed batch must hold alone until it commits (db/changeCounter.ts
 * lockKeysThenReserve): its action ids, so the same id pushed twice at once, to any
 * process, is applied once and the other push finds it stored; and the serials
 * it acts on (a replacement's too), so two batches never decide on the same
 * item from the same stale state; and an activation's client phone, so two
 * batches that count activations for the same phones (activations.ts, one row
 * per phone, locked by its upsert to commit) take them in the one sorted order
 * of these keys instead of deadlocking crosswise. Rows that do not parse lock nothing more.
 */
export function pushedBatchKeys(rows: unknown[]): string[] {
  const keys: string[] = [];
  for (const raw of rows) {
    const row = (raw ?? {}) as {
      id?: unknown;
      type?: unknown;
      serialNumber?: unknown;
      payload?: { replacementSerial?: unknown; clientPhone?: unknown } | null;
    };
    if (typeof row.id === 'string') keys.push(`action:${row.id}`);
    if (typeof row.serialNumber === 'string') keys.push(`item:${normalizeSerial(row.serialNumber)}`);
    const replacement = row.payload?.replacementSerial;
    if (typeof replacement === 'string') keys.push(`item:${normalizeSerial(replacement)}`);
    // As the payload schema trims it; an activation taking the phone of an earlier sale has none here (a rare order left to PostgreSQL's deadlock check).
    const phone = row.payload?.clientPhone;
    if (row.type === 'activate' && typeof phone === 'string' && phone.trim()) keys.push(`phone:${phone.trim()}`);
  }
  return keys;
}

/** The serials a pushed batch acts on (replacements too), normalised: what it reads first, at once. */
export function pushedSerials(rows: unknown[]): string[] {
  return pushedBatchKeys(rows).flatMap((key) => (key.startsWith('item:') ? [key.slice(5)] : []));
}
