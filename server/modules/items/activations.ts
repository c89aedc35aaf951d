import { randomUUID } from 'node:crypto';
import type { Db } from '../../db';
import type { Actor } from '../../db/audit';
import { readSettings } from '../settings/repository';

/** The activation limit per client phone: the settings' (spec §4), 5 until settings are saved. */
export async function activationLimit(db: Db): Promise<number> {
  return (await readSettings(db)).activationLimit;
}

/**
 * Counts one more activation for the client's phone; past the limit the
 * record becomes `exceeded` (a notice for admins; activation is not blocked). The
 * stored status is as of this activation; lists compare the count with today's limit.
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
