import type { OutletReach } from '../../../shared/access/contract';
import type { Db } from '../../db';
import { activationLimit } from './activations';

// The activation records list (spec §4): customers and how many items each activated, against today's limit.

export interface ActivationRecordQuery {
  status?: 'normal' | 'exceeded' | null | undefined;
  phoneNumber?: string | null | undefined;
  limit: number;
  offset: number;
}

/**
 * A page of the records the caller reaches, with the count, how many exceed the limit, and each customer's activated
 * items. An outlet account sees the customers of its own outlet's activations, and only those items. Exceeded is read
 * against today's limit (a setting), so raising or lowering it restates every customer at once.
 */
export async function activationRecordPage(db: Db, input: ActivationRecordQuery, reach: OutletReach) {
  const outlet = reach.kind === 'outlet' ? reach.outletId : null;
  let scoped = db.selectFrom('activation_records');
  if (outlet !== null) {
    scoped = scoped.where('phone_number', 'in', (eb) =>
      eb
        .selectFrom('items')
        .select('client_phone')
        .where('seller_id', '=', outlet)
        .where('activation_date', 'is not', null)
        .where('client_phone', 'is not', null)
        .$narrowType<{ client_phone: string }>(),
    );
  }
  const limit = await activationLimit(db);
  let q = scoped;
  if (input.status === 'exceeded') q = q.where('number_of_activations', '>', limit);
  if (input.status === 'normal') q = q.where('number_of_activations', '<=', limit);
  if (input.phoneNumber) q = q.where('phone_number', '=', input.phoneNumber);
  const [{ count }, rows, { exceeded }] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    q.selectAll().orderBy('updated_at', 'desc').orderBy('id').limit(input.limit).offset(input.offset).execute(),
    scoped
      .select((eb) => eb.fn.countAll<number>().as('exceeded'))
      .where('number_of_activations', '>', limit)
      .executeTakeFirstOrThrow(),
  ]);
  const phones = rows.map((r) => r.phone_number);
  let activated = db.selectFrom('items').select(['client_phone', 'serial_number']).where('activation_date', 'is not', null);
  if (outlet !== null) activated = activated.where('seller_id', '=', outlet);
  const items = phones.length ? await activated.where('client_phone', 'in', phones).execute() : [];
  return { count, rows, exceeded, items, limit };
}
