import { pullPartsOf } from '../../../shared/sync';
import type { UserWithRoles } from '../../db/tables/auth';
import { topicKey, type Topic } from './changes.repository';

// What an account's device pulls (shared/sync.ts pullPartsOf, the rule of itemPull and sellerPull), as the topics whose
// changes the change stream watches: the items of its outlet and the stock with the tombstones of each and of deleted
// items; the sellers of its own outlet or every outlet.

export interface PullTopics {
  items: Topic[];
  sellers: Topic[];
  /** The same topics as one string: an account whose key changes while its stream is open gets a new stream. */
  key: string;
}

/** The topics of the user's pull scope, or undefined when it pulls nothing (a back-office reader, a member). */
export function pullTopicsOf(user: UserWithRoles): PullTopics | undefined {
  const parts = pullPartsOf({ roles: user.roles, outletId: user.outletId, emailVerified: user.email_verified === 1 });
  const items: Topic[] = [];
  if (parts.outletItems && user.outletId)
    items.push(
      { kind: 'outletItems', outletId: user.outletId },
      { kind: 'tombstones', collection: 'items', scope: `seller:${user.outletId}` },
    );
  if (parts.stockItems) items.push({ kind: 'stockItems' }, { kind: 'tombstones', collection: 'items', scope: 'stock' });
  if (items.length) items.push({ kind: 'tombstones', collection: 'items', scope: 'all' });
  const sellers: Topic[] = parts.sellers
    ? [
        { kind: 'sellers', outletId: user.outletId ?? null },
        { kind: 'tombstones', collection: 'sellers', scope: 'all' },
      ]
    : [];
  if (!items.length && !sellers.length) return undefined;
  return { items, sellers, key: [...items, ...sellers].map(topicKey).join(' ') };
}
