import type { OutletReach } from '../../../shared/access/contract';
import type { Language } from '../../../shared/i18n';
import type { Db } from '../../db';
import { sellerNames } from '../sellers/sellers.repository';
import { itemTimeline } from './items.repository';

// An item's history as one caller may read it: its audit rows, each with the outlet it took place at, named in the
// caller's language.

type Step = { after?: { sellerId?: string | null }; before?: { sellerId?: string | null } };

/** The item's steps, oldest first; an outlet account sees those at its outlet and outside any outlet, not another outlet's customers. */
export async function visibleTimeline(db: Db, itemId: string, reach: OutletReach, language: Language) {
  const outlet = reach.kind === 'outlet' ? reach.outletId : null;
  const steps = (await itemTimeline(db, itemId)).map((row) => {
    const values = row.values ? (JSON.parse(row.values) as Step) : {};
    const sellerId = values.after?.sellerId ?? values.before?.sellerId ?? null;
    const elsewhere = outlet !== null && [values.after?.sellerId, values.before?.sellerId].some((id) => id && id !== outlet);
    return { row, sellerId, elsewhere };
  });
  const shown = steps.filter((s) => !s.elsewhere);
  const names = await sellerNames(db, [...new Set(shown.flatMap((s) => (s.sellerId ? [s.sellerId] : [])))], language);
  return shown.map(({ row, sellerId }) => ({
    id: row.id,
    action: row.action,
    at: row.timestamp,
    byEmail: row.created_by_email,
    sellerId,
    sellerName: sellerId ? (names.get(sellerId) ?? null) : null,
    values: row.values,
  }));
}
