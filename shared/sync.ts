// Replication's vocabulary, the same on both sides (docs/decisions.md "Checkpoints").

/** The server's change counter and the last id seen: a position in its change log (itemPull, sellerPull, …). */
export interface Checkpoint {
  updatedAt: number;
  id: string;
}

/** What the server did with an offline action, stored and answered on every replay. */
export type ActionStatus = 'applied' | 'rejected';

/**
 * The header on every answer of the server: its clock, in epoch milliseconds, as the answer's head is written. A
 * device measures its clock's offset against (sent + received) / 2 and sends its actions' `clockAt` from it.
 */
export const SERVER_TIME_HEADER = 'X-Server-Time';
