import { normalizeSerial } from '../../../shared/items/serial';

/**
 * What a pushed batch must hold alone until it commits (db/changeCounter.ts
 * lockKeys): its action ids, so the same id pushed twice at once, to any
 * process, is applied once and the other push finds it stored; and the serials
 * it acts on (a replacement's too), so two batches never decide on the same
 * item from the same stale state. Rows that do not parse lock nothing more.
 */
export function pushedBatchKeys(rows: unknown[]): string[] {
  const keys: string[] = [];
  for (const raw of rows) {
    const row = (raw ?? {}) as { id?: unknown; serialNumber?: unknown; payload?: { replacementSerial?: unknown } | null };
    if (typeof row.id === 'string') keys.push(`action:${row.id}`);
    if (typeof row.serialNumber === 'string') keys.push(`item:${normalizeSerial(row.serialNumber)}`);
    const replacement = row.payload?.replacementSerial;
    if (typeof replacement === 'string') keys.push(`item:${normalizeSerial(replacement)}`);
  }
  return keys;
}
