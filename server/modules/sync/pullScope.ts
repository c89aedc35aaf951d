import { verdict } from '../../../shared/access/contract';
import { mayQueue } from '../../../shared/items/actions';
import { OPERATIONS } from '../../../shared/operations';
import type { UserWithRoles } from '../../db/tables/auth';
import { topicKey, type Topic } from './changes.repository';

// What an account's device pulls, as the parts whose changes the change stream watches: the rule of itemPull and
// sellerPull (modules/sync/schema.ts). Items: an outlet account's outlet and, for whoever may export, the stock,
// with the tombstones of each and of deleted items. Sellers: whoever may export, its own outlet or every outlet.

export interface PullTopics {
  items: Topic[];
  sellers: Topic[];
  /** The same topics as one string: an account whose key changes while its stream is open gets a new stream. */
  key: string;
}

/** The topics of the user's pull scope, or undefined when it pulls nothing (a back-office reader, a member). */
export function pullTopicsOf(user: UserWithRoles): PullTopics | undefined {
  const caller = { roles: user.roles, emailVerified: user.email_verified === 1 };
  const items: Topic[] = [];
  if (verdict(OPERATIONS.itemPull, caller) === 'allowed') {
    if (user.outletId)
      items.push(
        { kind: 'outletItems', outletId: user.outletId },
        { kind: 'tombstones', collection: 'items', scope: `seller:${user.outletId}` },
      );
    // Whoever may move stock to an outlet keeps the stock on the device (shared/items/actions.ts).
    if (mayQueue(user.roles, 'export')) items.push({ kind: 'stockItems' }, { kind: 'tombstones', collection: 'items', scope: 'stock' });
    if (items.length) items.push({ kind: 'tombstones', collection: 'items', scope: 'all' });
  }
  const sellers: Topic[] =
    verdict(OPERATIONS.sellerPull, caller) === 'allowed'
      ? [
          { kind: 'sellers', outletId: user.outletId ?? null },
          { kind: 'tombstones', collection: 'sellers', scope: 'all' },
        ]
      : [];
  if (!items.length && !sellers.length) return undefined;
  return { items, sellers, key: [...items, ...sellers].map(topicKey).join(' ') };
}
