// Replication's vocabulary, the same on both sides (docs/decisions.md "Checkpoints").
import { verdict } from './access/contract';
import { mayQueue } from './items/actions';
import { OPERATIONS } from './operations';

/** The server's change counter and the last id seen: a position in its change log (itemPull, sellerPull, …). */
export interface Checkpoint {
  updatedAt: number;
  id: string;
}

/** What the server did with an offline action, stored and answered on every replay. */
export type ActionStatus = 'applied' | 'rejected';

/**
 * The server's poke: `GET /sync/events`, a Server-Sent Events stream per signed-in device (docs/decisions.md
 * "Change stream"). Signed in by `Authorization: Bearer <access token>` only, so it is read with fetch(), not
 * EventSource.
 */
export const SYNC_EVENTS_PATH = '/sync/events';

/**
 * The data of `ready` (once, at connect) and `change` (after a change in the stream's scope has committed): per
 * collection, the number of the newest change in the account's pull scope that a pull serves now (0: none);
 * `seq`, the larger. A collection whose checkpoint (`updatedAt`, after a pull run to its end) is below its number
 * has something to pull; one at or past it has it already.
 */
export interface SyncPoke {
  seq: number;
  items: number;
  sellers: number;
}

/**
 * Why the server ended a stream (the `end` event, just before it closes): its token expired, the session ended or
 * the account was disabled, the account's scope changed, the server is stopping, the same device opened a new
 * stream, or the client did not read it (closed without an `end`).
 */
export type SyncStreamEnd = 'expired' | 'signedOut' | 'scopeChanged' | 'shutdown' | 'replaced' | 'slowReader';

/**
 * The header on every answer of the server: its clock, in epoch milliseconds, as the answer's head is written. A
 * device measures its clock's offset against (sent + received) / 2 and sends its actions' `clockAt` from it.
 */
export const SERVER_TIME_HEADER = 'X-Server-Time';

/** Who an account is, as far as its pull scope goes. */
export interface PullAccount {
  roles: readonly string[];
  outletId?: string | null;
  emailVerified: boolean;
}

/**
 * What an account's device pulls, the rule of itemPull and sellerPull: an outlet account's own items, the stock for
 * whoever may move it to an outlet, the sellers for whoever may pull them. The server's change stream watches these
 * parts (server/modules/sync/pullScope.ts); a device whose account pulls none of them opens no stream (the server
 * would refuse it 403).
 */
export function pullPartsOf(account: PullAccount): { outletItems: boolean; stockItems: boolean; sellers: boolean } {
  const pullsItems = verdict(OPERATIONS.itemPull, account) === 'allowed';
  return {
    outletItems: pullsItems && Boolean(account.outletId),
    stockItems: pullsItems && mayQueue(account.roles, 'export'),
    sellers: verdict(OPERATIONS.sellerPull, account) === 'allowed',
  };
}

/** Whether the account's device pulls anything at all (and so keeps a change stream open). */
export function pullsAnything(account: PullAccount): boolean {
  const parts = pullPartsOf(account);
  return parts.outletItems || parts.stockItems || parts.sellers;
}
