import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
import type { ActionType } from '../../shared/items';
import { splitLegacyName, type BilingualName } from '../../shared/names';

// Local copies kept in IndexedDB for offline work. Items are keyed by the
// server's id (tombstones carry only the id) and indexed by serial, so a scan
// is an index lookup however many items the device holds (itemStore.ts);
// sellers and the outbox are RxDB collections.

export interface LocalItem {
  id: string;
  serialNumber: string;
  itemType: string;
  status: string;
  warrantyStatus: string;
  itemName: string;
  catalogId: string;
  sellerId: string | null;
  activationDate: string | null;
  expirationDate: string | null;
  /**
   * The sale the device's checks and the restore screen show (a customer's return): the bill date and the
   * customer's name, of the account's own outlet's items. Absent in a copy pulled before they were asked for.
   */
  billDate?: string | null;
  clientName?: string | null;
  /** A customer's return (until sold again), and a warranty claim's replacement of this faulty item. */
  returnedAt?: string | null;
  replacedAt?: string | null;
  updatedAt: string;
}

export interface LocalSeller extends BilingualName {
  id: string;
  sellerType: string;
  status: string;
  updatedAt: string;
}

/** `dismissed`: a refusal the user has read and put away (or retried as a new action): out of the inbox, kept on the device. */
export type ActionState = 'queued' | 'applied' | 'rejected' | 'dismissed';

export interface LocalAction {
  id: string;
  type: ActionType;
  serialNumber: string;
  /** JSON text: RxDB schemas need a fixed shape, payloads differ by type. */
  payload: string;
  deviceId: string;
  createdAt: string;
  /**
   * The item's change number in this device's copy when the action was
   * queued (its `updatedAt`); null when the device did not hold the item, and
   * for actions queued before version 1 of this schema. The server refuses a
   * sale, activation or restore if another device changed the item since.
   */
  seen: { version: number } | null;
  state: ActionState;
  /** The server's translated reason when rejected. */
  error: string | null;
  resultAt: string | null;
}

export const sellerSchema: RxJsonSchema<LocalSeller> = {
  // 1: a name per language (issue 19), see sellerMigrationStrategies.
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    nameAr: { type: ['string', 'null'] },
    nameEn: { type: ['string', 'null'] },
    sellerType: { type: 'string' },
    status: { type: 'string' },
    updatedAt: { type: 'string' },
  },
  required: ['id', 'sellerType', 'status', 'updatedAt'],
};

export const actionSchema: RxJsonSchema<LocalAction> = {
  // 1: `seen` (issue 15), see actionMigrationStrategies.
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    type: { type: 'string' },
    serialNumber: { type: 'string' },
    payload: { type: 'string' },
    deviceId: { type: 'string' },
    createdAt: { type: 'string', maxLength: 40 },
    seen: { type: ['object', 'null'], properties: { version: { type: 'integer' } } },
    state: { type: 'string', maxLength: 10 },
    error: { type: ['string', 'null'] },
    resultAt: { type: ['string', 'null'] },
  },
  required: ['id', 'type', 'serialNumber', 'payload', 'deviceId', 'createdAt', 'state'],
  indexes: [['state', 'createdAt']],
};

/**
 * How an installed device's outbox reaches the current schema (RxDB runs
 * them when the collection opens, with the migration-schema plugin): queued
 * actions are kept and go on being pushed. An action queued before `seen`
 * existed says nothing of what the device saw: the server does no staleness
 * check for it, as before.
 */
export const actionMigrationStrategies: MigrationStrategies<LocalAction> = {
  1: (old: Omit<LocalAction, 'seen'>): LocalAction => ({ ...old, seen: null }),
};

/**
 * An installed device's outlets from before names had two languages: the one
 * name goes where its script says, as the server's migration 0042 put it, so
 * the export screen names them right without pulling them again.
 */
export const sellerMigrationStrategies: MigrationStrategies<LocalSeller> = {
  // RxDB types the old document as the new one; a version-0 outlet has `name` instead of the two names.
  1: (doc: LocalSeller): LocalSeller => {
    const { name, ...old } = doc as unknown as Omit<LocalSeller, keyof BilingualName> & { name: string };
    return { ...old, ...splitLegacyName(name) };
  },
};
