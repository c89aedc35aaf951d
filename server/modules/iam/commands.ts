import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { TFunction } from 'i18next';
import type { Language } from '../../../shared/i18n';
import type { IamCreateInput, IamEditInput, IamImportRow } from '../../../shared/validation/iam';
import type { Config } from '../../lib/config';
import type { Db } from '../../db';
import { AppError, badInput, notFound } from '../../graphql/errors';
import type { Logger } from '../../lib/logger';
import { writeAudit, type Actor } from '../../db/audit';
import { mailAccountLink } from '../auth/accounts';
import { storeAvatars } from '../auth/avatars';
import { endAllSessions } from '../auth/session';
import type { UploadedFile } from '../auth/presenter';
import type { UserRow, UserWithRoles } from '../../db/tables/auth';
import { findUserByEmail, newUserRow, replaceRoles, rolesOf, rolesOfMany } from '../auth/users.repository';
import { mayChangeAccount, rolesBeyond } from '../../../shared/access/grants';
import { deliverOutbox } from '../mail/mailer';
import { fileStoreFor } from '../../lib/files/fileStore';

// User administration as named commands (spec §7). Each runs its checks and
// changes in one transaction with its audit rows, and changes nothing when
// any check fails. Beyond the operation's permission, every command holds to
// shared/access/grants.ts: nobody grants a right they lack, nor changes an
// account whose rights exceed theirs.

export interface IamDeps {
  db: Db;
  config: Config;
  logger: Logger;
  req: Request;
  t: TFunction;
  language: Language;
}

const userNotFound = () => notFound('iam.errors.userNotFound');
const alreadyExists = (email: string) => badInput('iam.errors.userAlreadyExists', { email }, { email });
const ownOwner = () => badInput('iam.errors.revokingOwnPermission');
const ownRoles = () => badInput('iam.errors.changingOwnRoles');
const ownerTarget = () => badInput('iam.errors.ownerTargetOnly');
const lastOwner = () => badInput('iam.errors.lastEnabledOwner');

/** Nobody grants a role carrying a right they do not hold (shared/access/grants.ts). */
function assertMayGrant(actor: UserWithRoles, roles: readonly string[]): void {
  const beyond = rolesBeyond(actor.roles, roles);
  if (beyond.length) throw badInput('iam.errors.roleBeyondOwnRights', {}, { roles: beyond });
}

/** Nobody changes the roles or status of an account whose rights exceed their own (shared/access/grants.ts). */
function assertMayTouch(actor: UserWithRoles, targetRoles: readonly string[]): void {
  if (!mayChangeAccount(actor.roles, targetRoles)) throw badInput('iam.errors.accountBeyondOwnRights');
}

/**
 * Editors and security reviewers may manage roles (§6), but the owner role
 * only passes between owners: otherwise an editor could make itself owner.
 * A rule of the data like "you can't disable yourself", so a message, not /403.
 */
function assertOwnerChange(actor: UserWithRoles, before: readonly string[], after: readonly string[]): void {
  if (actor.roles.includes('owner')) return;
  if (before.includes('owner') !== after.includes('owner')) throw badInput('iam.errors.ownerOnly');
}

/** Only an owner changes anything (roles, status) of a user who holds the owner role, enabled or not. */
function assertMayChangeUser(actor: UserWithRoles, targetRoles: readonly string[]): void {
  if (targetRoles.includes('owner') && !actor.roles.includes('owner')) throw ownerTarget();
}

/**
 * Refuses a change that would leave no enabled owner, `leaving` being the
 * enabled owners it disables or strips of the owner role. Runs inside the
 * change's transaction: it first locks the owners' rows (an update that
 * changes nothing), so on PostgreSQL two concurrent changes (A demotes B
 * while B demotes A) count one after the other; SQLite has one writer anyway.
 */
async function assertAnOwnerStays(trx: Db, leaving: readonly string[]): Promise<void> {
  if (!leaving.length) return;
  const owners = trx.selectFrom('user_roles').select('user_id').where('role', '=', 'owner');
  await trx
    .updateTable('users')
    .set((eb) => ({ disabled: eb.ref('disabled') }))
    .where('id', 'in', owners)
    .execute();
  const enabled = await trx.selectFrom('users').select('id').where('disabled', '=', 0).where('id', 'in', owners).execute();
  if (!enabled.some((owner) => !leaving.includes(owner.id))) throw lastOwner();
}
const actorOf = (user: UserWithRoles): Actor => ({ id: user.id, email: user.email });

function sendAfterCommit(deps: IamDeps): void {
  void deliverOutbox(deps).catch((err: unknown) => deps.logger.error({ err }, 'outbox delivery failed'));
}

/** A new account made by `actor`; no password until the invitee follows the set-password link. */
const invitedUserRow = (email: string, actor: UserWithRoles, fields: Partial<UserRow> = {}): UserRow =>
  newUserRow(email, { created_by: actor.id, updated_by: actor.id, ...fields });

/** iamCreate: invites one or many addresses with the given roles; each gets a set-password link by mail. */
export async function userInviter(deps: IamDeps, actor: UserWithRoles, input: IamCreateInput): Promise<string[]> {
  const single = input.emails.length === 1;
  assertOwnerChange(actor, [], input.roles);
  assertMayGrant(actor, input.roles);
  for (const email of input.emails) if (await findUserByEmail(deps.db, email)) throw alreadyExists(email);
  const avatars: UploadedFile[] =
    single && input.avatars?.length ? await storeAvatars(fileStoreFor(deps.config), 'user/avatars/iam', input.avatars, []) : [];
  const ids = await deps.db.transaction().execute(async (trx) => {
    const created: string[] = [];
    for (const email of input.emails) {
      const user = invitedUserRow(
        email,
        actor,
        single
          ? {
              first_name: input.firstName ?? null,
              last_name: input.lastName ?? null,
              phone_number: input.phoneNumber ?? null,
              avatars: JSON.stringify(avatars),
            }
          : {},
      );
      await trx.insertInto('users').values(user).execute();
      await replaceRoles(trx, user.id, input.roles);
      await mailAccountLink(trx, deps, user, 'invitation');
      await writeAudit(trx, {
        entityName: 'user',
        entityId: user.id,
        action: 'create',
        actor: actorOf(actor),
        values: { email, firstName: user.first_name, lastName: user.last_name, phoneNumber: user.phone_number, roles: input.roles },
      });
      created.push(user.id);
    }
    return created;
  });
  sendAfterCommit(deps);
  return ids;
}

/** Nobody changes their own roles; taking away one's own owner role has its own message. */
function assertNotSelf(actor: UserWithRoles, userId: string, before: readonly string[], after: readonly string[]): void {
  if (userId !== actor.id) return;
  throw before.includes('owner') && !after.includes('owner') ? ownOwner() : ownRoles();
}

/**
 * iamEdit: replaces a user's roles. Only an owner edits an owner, nobody
 * edits themselves, and the last enabled owner keeps the owner role.
 */
export async function rolesEditor(deps: IamDeps, actor: UserWithRoles, input: IamEditInput): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (!user) throw userNotFound();
    const before = await rolesOf(trx, user.id);
    assertMayChangeUser(actor, before);
    assertOwnerChange(actor, before, input.roles);
    assertNotSelf(actor, user.id, before, input.roles);
    assertMayTouch(actor, before);
    assertMayGrant(
      actor,
      input.roles.filter((role) => !before.includes(role)),
    );
    if (!user.disabled && before.includes('owner') && !input.roles.includes('owner')) await assertAnOwnerStays(trx, [user.id]);
    await replaceRoles(trx, user.id, input.roles);
    await trx.updateTable('users').set({ updated_at: new Date().toISOString(), updated_by: actor.id }).where('id', '=', user.id).execute();
    await writeAudit(trx, {
      entityName: 'user',
      entityId: user.id,
      action: 'update',
      actor: actorOf(actor),
      values: { before: { roles: before }, after: { roles: [...new Set(input.roles)].sort() } },
    });
  });
}

/**
 * iamRemove: takes the given roles (or all roles) away from each addressed
 * user, under iamEdit's rules; every address is checked before any change.
 */
export async function rolesRemover(
  deps: IamDeps,
  actor: UserWithRoles,
  input: { emails: string[]; roles?: string[] | null; all?: boolean | null },
): Promise<void> {
  const removeAll = input.all === true;
  const roles = input.roles ?? [];
  if (!removeAll && !roles.length) throw badInput('iam.errors.rolesRequired');
  await deps.db.transaction().execute(async (trx) => {
    const changes = new Map<string, { user: UserRow; before: string[]; after: string[] }>();
    for (const email of input.emails) {
      const user = await findUserByEmail(trx, email);
      if (!user) throw userNotFound();
      if (changes.has(user.id)) continue;
      const before = await rolesOf(trx, user.id);
      const after = removeAll ? [] : before.filter((role) => !roles.includes(role));
      assertMayChangeUser(actor, before);
      assertOwnerChange(actor, before, after);
      assertNotSelf(actor, user.id, before, after);
      assertMayTouch(actor, before);
      changes.set(user.id, { user, before, after });
    }
    const demoted = [...changes.values()].filter(
      ({ user, before, after }) => !user.disabled && before.includes('owner') && !after.includes('owner'),
    );
    await assertAnOwnerStays(
      trx,
      demoted.map(({ user }) => user.id),
    );
    for (const { user, before, after } of changes.values()) {
      await replaceRoles(trx, user.id, after);
      await writeAudit(trx, {
        entityName: 'user',
        entityId: user.id,
        action: 'removeRoles',
        actor: actorOf(actor),
        values: { before: { roles: before }, after: { roles: after } },
      });
    }
  });
}

/**
 * iamChangeStatus: enables or disables many users at once; disabling also
 * ends their sessions. Nobody changes their own status, only an owner
 * changes an owner's, and the last enabled owner stays enabled.
 */
export async function statusChanger(deps: IamDeps, actor: UserWithRoles, input: { ids: string[]; disabled: boolean }): Promise<void> {
  const ids = [...new Set(input.ids)];
  if (ids.includes(actor.id)) throw badInput(input.disabled ? 'iam.errors.disablingHimself' : 'iam.errors.enablingHimself');
  await deps.db.transaction().execute(async (trx) => {
    const users = await trx.selectFrom('users').select(['id', 'disabled']).where('id', 'in', ids).execute();
    if (users.length !== ids.length) throw userNotFound();
    const owners = new Set(
      (await trx.selectFrom('user_roles').select('user_id').where('role', '=', 'owner').where('user_id', 'in', ids).execute()).map(
        (r) => r.user_id,
      ),
    );
    if (owners.size) assertMayChangeUser(actor, ['owner']);
    const roles = await rolesOfMany(trx, ids);
    for (const id of ids) assertMayTouch(actor, roles.get(id) ?? []);
    if (input.disabled)
      await assertAnOwnerStays(
        trx,
        users.filter((user) => owners.has(user.id) && !user.disabled).map((user) => user.id),
      );
    const now = new Date().toISOString();
    await trx
      .updateTable('users')
      .set({ disabled: input.disabled ? 1 : 0, updated_at: now, updated_by: actor.id })
      .where('id', 'in', ids)
      .execute();
    // Disabling ends every session at once: refresh tokens revoked, access tokens refused on their next request.
    if (input.disabled) await endAllSessions(trx, ids, new Date(now));
    for (const user of users) {
      await writeAudit(trx, {
        entityName: 'user',
        entityId: user.id,
        action: input.disabled ? 'disable' : 'enable',
        actor: actorOf(actor),
        values: { before: { disabled: user.disabled === 1 }, after: { disabled: input.disabled } },
      });
    }
  });
}

/**
 * iamImport: one spreadsheet row (already validated again by the resolver).
 * The row's hash is kept so the same data is refused the second time.
 */
export async function userImporter(deps: IamDeps, actor: UserWithRoles, row: IamImportRow, importHash: string): Promise<string> {
  const id = await deps.db.transaction().execute(async (trx) => {
    const seen = await trx
      .selectFrom('import_hashes')
      .select('hash')
      .where('entity_name', '=', 'user')
      .where('hash', '=', importHash)
      .executeTakeFirst();
    if (seen) throw new AppError('BAD_USER_INPUT', 'iam.errors.importHashExisting');
    assertOwnerChange(actor, [], row.roles);
    assertMayGrant(actor, row.roles);
    if (await findUserByEmail(trx, row.email)) throw alreadyExists(row.email);
    const avatars: UploadedFile[] = row.avatars.map((url) => ({
      id: randomUUID(),
      name: url.split('/').pop() || 'avatar',
      sizeInBytes: 0,
      publicUrl: url,
      privateUrl: null,
    }));
    const user = invitedUserRow(row.email, actor, {
      first_name: row.firstName ?? null,
      last_name: row.lastName ?? null,
      phone_number: row.phoneNumber ?? null,
      avatars: JSON.stringify(avatars),
    });
    await trx.insertInto('users').values(user).execute();
    await replaceRoles(trx, user.id, row.roles);
    await trx
      .insertInto('import_hashes')
      .values({ entity_name: 'user', hash: importHash, entity_id: user.id, created_at: user.created_at })
      .execute();
    await mailAccountLink(trx, deps, user, 'invitation');
    await writeAudit(trx, {
      entityName: 'user',
      entityId: user.id,
      action: 'import',
      actor: actorOf(actor),
      values: { ...row, importHash },
    });
    return user.id;
  });
  sendAfterCommit(deps);
  return id;
}
