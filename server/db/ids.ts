import { randomFillSync } from 'node:crypto';

// Ids that follow creation order (UUID version 7, RFC 9562), for the rows written
// most: items and audit rows. A random (version 4) id puts each new row, and each
// index entry keyed by it (the items' id and (status, created_at, id) indexes, the
// audit rows' by entity, the actions' and tombstones' by item), on a random page of
// its B-tree; a batch of items made together and moved together then dirtied about
// one page per row and per index at every commit (docs/decisions.md "Indexes an
// action writes"). In creation order they share pages. The ids stay opaque strings.

let lastMs = 0;
let counter = 0;
const bytes = Buffer.alloc(16);

/** A new id: 48 bits of Unix milliseconds, a 12-bit counter within the millisecond (monotonic in this process), 62 random bits. */
export function timeOrderedId(): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    counter = 0;
  } else if (++counter > 0xfff) {
    // More than 4,096 ids in a millisecond (or the clock went back): borrow the next millisecond, stay in order.
    lastMs += 1;
    counter = 0;
  }
  randomFillSync(bytes, 8, 8);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
