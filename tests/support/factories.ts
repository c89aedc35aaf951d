import { randomUUID } from 'node:crypto';
import type { RunningServer } from '../../server/boot';
import { hashPassword } from '../../server/modules/auth/password';
import { signAccessToken } from '../../server/modules/auth/tokens';
import type { UserType } from '../../server/db/tables/auth';
import { newUserRow, replaceRoles } from '../../server/modules/auth/users.repository';
import { gql } from './graphql';

export const TEST_PASSWORD = 'test-password-1';
let testHash: Promise<string> | undefined;

export interface BuiltUser {
  id: string;
  email: string;
  token: string;
}

/** A user row with roles, straight into the database; a real access token for it. */
export async function buildUser(
  server: Pick<RunningServer, 'database' | 'config'>,
  options: { roles?: string[]; email?: string; userType?: UserType; disabled?: boolean; firstName?: string; emailVerified?: boolean } = {},
): Promise<BuiltUser> {
  testHash ??= hashPassword(TEST_PASSWORD);
  const id = randomUUID();
  const user = newUserRow(options.email ?? `user-${id.slice(0, 8)}@test.example`, {
    id,
    password_hash: await testHash,
    first_name: options.firstName ?? 'Test',
    last_name: 'User',
    user_type: options.userType ?? 'admin',
    disabled: options.disabled ? 1 : 0,
    email_verified: options.emailVerified === false ? 0 : 1,
  });
  await server.database.db.insertInto('users').values(user).execute();
  await replaceRoles(server.database.db, id, options.roles ?? []);
  return { id, email: user.email, token: await mintToken(server, id) };
}

export function mintToken(server: Pick<RunningServer, 'config'>, userId: string): Promise<string> {
  return signAccessToken(server.config.jwtSecret as string, userId);
}

/** Saves the settings as their owner would on the settings screen (theme astronaut-blue unless given); throws with the server's errors on a refusal. */
export async function saveSettings(server: RunningServer, token: string, settings: Record<string, unknown>): Promise<void> {
  const saved = await gql(
    server.url,
    'mutation ($s: SettingsInput!) { settingsSave(settings: $s) { theme } }',
    { s: { theme: 'astronaut-blue', ...settings } },
    { token },
  );
  if (saved.errors) throw new Error(`settingsSave refused: ${JSON.stringify(saved.errors)}`);
}
