import { randomUUID } from 'node:crypto';
import { DEFAULT_ACTIVATION_LIMIT } from '../../../shared/items';
import type { Db } from '../../db';
import type { Actor } from '../../db/audit';

/**
 * The activation limit per client phone. No settings table exists on this
 * branch: the constant in shared/items/states.ts is the one place to change,
 * and this function the one place a setting will be read from later.
 */
export async function activationLimit(_db: Db): Promise<number> {
  return DEFAULT_ACTIVATION_LIMIT;
}

/**
 * Counts one more activation for the client's phone; past the limit the
 * record becomes `exceeded` (a notice for admins; activation is not blocked).
 */
export async function recordActivation(
  trx: Db,
  props: { phone: string; clientName: string | null; actor: Actor; at: string },
): Promise<{ exceeded: boolean; numberOfActivations: number }> {
  const limit = await activationLimit(trx);
  const existing = await trx
    .selectFrom('activation_records')
    .select(['id', 'number_of_activations'])
    .where('phone_number', '=', props.phone)
    .executeTakeFirst();
  const n = (existing?.number_of_activations ?? 0) + 1;
  const status = n > limit ? 'exceeded' : 'normal';
  if (existing) {
    await trx
      .updateTable('activation_records')
      .set({
        number_of_activations: n,
        activation_status: status,
        user_name: props.clientName,
        activator: props.actor.email,
        activated_by: props.actor.id,
        updated_at: props.at,
      })
      .where('id', '=', existing.id)
      .execute();
  } else {
    await trx
      .insertInto('activation_records')
      .values({
        id: randomUUID(),
        phone_number: props.phone,
        user_name: props.clientName,
        user_type: 'client',
        number_of_activations: n,
        activation_status: status,
        activator: props.actor.email,
        activated_by: props.actor.id,
        user_status: 'enabled',
        created_at: props.at,
        updated_at: props.at,
      })
      .execute();
  }
  return { exceeded: status === 'exceeded', numberOfActivations: n };
}
