import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../../db/seed/demoAccounts';
import type { SeedDeps } from '../../db/seed';
import { hashPassword } from './password';
import { replaceRoles } from './users.repository';

/** The demo accounts, all with DEMO_PASSWORD (hashed once: every account shares it). */
export async function seedDemoUsers({ db, config }: SeedDeps): Promise<void> {
  const passwordHash = await hashPassword(config.demoPassword);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const account of DEMO_ACCOUNTS) {
      const id = randomUUID();
      await trx
        .insertInto('users')
        .values({
          id,
          email: account.email,
          password_hash: passwordHash,
          first_name: account.firstName,
          last_name: account.lastName,
          phone_number: null,
          avatars: '[]',
          user_type: account.userType,
          disabled: 0,
          email_verified: 1,
          created_at: now,
          updated_at: now,
          created_by: null,
          updated_by: null,
        })
        .execute();
      await replaceRoles(trx, id, account.roles);
    }
  });
}
