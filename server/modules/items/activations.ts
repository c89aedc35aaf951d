import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db';
import type { Actor } from '../../db/audit';
import type { ActivationStatus } from '../../../shared/items';
import { readSettings } from '../settings/settings.repository';

/** The activation limit per client phone: the settings' (spec §4), 5 until settings are saved. */
export async function activationLimit(db: Db): Promise<number> {
  return (await readSettings(db)).activationLimit;
}

/**
 * Counts one more activation for the client's phone; past the limit the
 * record becomes `exceeded` (a notice for admins; activation is not blocked). The
 * stored status is as of this activation; lists compare the count with today's limit.
 * One upsert that increments the stored count, never a read then an absolute write:
 * two outlets activating for the same phone at once (PostgreSQL runs their pushes
 * side by side) would otherwise lose an increment, or both insert and fail the
 * second push on the phone's unique index (issue 33.1, tests/integration/activation-race.test.ts).
 */
export async function recordActivation(
  trx: Db,
  props: { phone: string; clientName: string | null; actor: Actor; at: string; limit?: number },
): Promise<{ exceeded: boolean; numberOfActivations: number }> {
  const limit = props.limit ?? (await activationLimit(trx));
  const row = await trx
    .insertInto('activation_records')
    .values({
      id: randomUUID(),
      phone_number: props.phone,
      user_name: props.clientName,
      user_type: 'client',
      number_of_activations: 1,
      activation_status: 1 > limit ? 'exceeded' : 'normal',
      activator: props.actor.email,
      activated_by: props.actor.id,
      user_status: 'enabled',
      created_at: props.at,
      updated_at: props.at,
    })
    .onConflict((oc) =>
      oc.column('phone_number').doUpdateSet((eb) => {
        const n = eb(eb.ref('activation_records.number_of_activations'), '+', 1);
        return {
          number_of_activations: n,
          activation_status: eb
            .case()
            .when(n, '>', limit)
            .then(sql.lit<ActivationStatus>('exceeded'))
            .else(sql.lit<ActivationStatus>('normal'))
            .end(),
          user_name: eb.ref('excluded.user_name'),
          activator: eb.ref('excluded.activator'),
          activated_by: eb.ref('excluded.activated_by'),
          updated_at: eb.ref('excluded.updated_at'),
        };
      }),
    )
    .returning(['number_of_activations', 'activation_status'])
    .executeTakeFirstOrThrow();
  return { exceeded: row.activation_status === 'exceeded', numberOfActivations: Number(row.number_of_activations) };
}
