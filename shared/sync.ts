// Replication's vocabulary, the same on both sides (docs/decisions.md "Checkpoints").

/** The server's change counter and the last id seen: a position in its change log (itemPull, sellerPull, …). */
export interface Checkpoint {
  updatedAt: number;
  id: string;
}

/** What the server did with an offline action, stored and answered on every replay. */
export type ActionStatus = 'applied' | 'rejected';
