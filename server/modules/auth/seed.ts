import { DEMO_ACCOUNTS } from './demoAccounts';
import type { SeedDeps } from '../../db/seeding';
import { hashPassword } from './password';
import { newUserRow, replaceRoles } from './users.repository';

/** The demo accounts, all with DEMO_PASSWORD (hashed once: every account shares it). */
export async function seedDemoUsers({ db, config }: SeedDeps): Promise<void> {
  const passwordHash = await hashPassword(config.demoPassword);
  await db.transaction().execute(async (trx) => {
    for (const account of DEMO_ACCOUNTS) {
      const user = newUserRow(account.email, {
        password_hash: passwordHash,
        first_name: account.firstName,
        last_name: account.lastName,
        user_type: account.userType,
        email_verified: 1,
      });
      await trx.insertInto('users').values(user).execute();
      await replaceRoles(trx, user.id, account.roles);
    }
  });
}
