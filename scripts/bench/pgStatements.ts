import type pg from 'pg';
import { openPostgres } from '../../server/db';
import { actionPusher } from '../../server/modules/sync/push';
import { benchActions } from './actionsData';

/**
 * The statements (round trips to PostgreSQL, BEGIN and COMMIT included) of one push of `size` actions (the actions
 * bench's mix: each item's factory export then its export), applied by actionPusher in this process on the database
 * at `url`: every query a pooled connection sends is counted while the push runs.
 */
export async function statementsPerPush(url: string, size: number): Promise<number> {
  const database = openPostgres(url, { max: 1 });
  let statements = 0;
  database.pool.on('connect', (client: pg.PoolClient) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      statements++;
      return query(...args);
    };
  });
  try {
    const { user, actions } = await benchActions(database.db, size / 2);
    statements = 0;
    const results = await actionPusher(database.db, { rows: actions, user, reach: { kind: 'every' } });
    const applied = results.filter((r) => r.status === 'applied').length;
    if (applied !== actions.length) throw new Error(`only ${applied} of ${actions.length} actions applied`);
    return statements;
  } finally {
    await database.close();
  }
}
