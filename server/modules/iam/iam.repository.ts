import type { ExpressionBuilder } from 'kysely';
import type { IamListUsersInput } from '../../../shared/validation/iam';
import type { Db } from '../../db';
import { containsText } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { rolesOfMany } from '../auth/users.repository';
import { type UserWithRoles } from '../../db/tables/auth';
import { parseSort } from '../../../shared/validation/common';
import type { OutletReach } from '../../../shared/access/contract';
import { snakeKey } from '../../db/camel';

type UsersEb = ExpressionBuilder<Database, 'users'>;

const fullName = (eb: UsersEb) =>
  eb(eb(eb.fn.coalesce('users.first_name', eb.val('')), '||', eb.val(' ')), '||', eb.fn.coalesce('users.last_name', eb.val('')));

/** One page of users matching the filter, and how many match in all. */
export async function listUsers(db: Db, input: IamListUsersInput): Promise<{ count: number; rows: UserWithRoles[] }> {
  const filter = input.filter ?? {};
  let query = db.selectFrom('users');
  if (filter.email) query = query.where(containsText('users.email', filter.email));
  if (filter.fullName) query = query.where((eb) => containsText(fullName(eb), filter.fullName as string));
  if (filter.role) {
    const role = filter.role;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles')
          .select('user_roles.user_id')
          .whereRef('user_roles.user_id', '=', 'users.id')
          .where('user_roles.role', '=', role),
      ),
    );
  }
  if (filter.status) query = query.where('users.disabled', '=', filter.status === 'disabled' ? 1 : 0);
  if (filter.userType) query = query.where('users.user_type', '=', filter.userType);

  const counted = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const { field, direction } = parseSort(input.orderBy);
  const dir = direction === 'ASC' ? 'asc' : 'desc';
  let page = query.selectAll('users');
  page = field === 'fullName' ? page.orderBy((eb) => fullName(eb), dir) : page.orderBy(`users.${snakeKey(field)}`, dir);
  const rows = await page.orderBy('users.id').limit(input.limit).offset(input.offset).execute();
  const ids = rows.map((r) => r.id);
  const [roles, outlets] = await Promise.all([
    rolesOfMany(db, ids),
    ids.length ? db.selectFrom('user_sellers').select(['user_id', 'seller_id']).where('user_id', 'in', ids).execute() : [],
  ]);
  const outletOf = new Map(outlets.map((o) => [o.user_id, o.seller_id]));
  return {
    count: Number(counted.count),
    rows: rows.map((row) => ({ ...row, roles: roles.get(row.id) ?? [], outletId: outletOf.get(row.id) ?? null })),
  };
}

/** Each role with the users holding it (spec §3 role listing). */
export async function listRolesWithUsers(db: Db, roles: readonly string[]) {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .select(['user_roles.role', 'users.id', 'users.email', 'users.first_name', 'users.last_name', 'users.disabled', 'users.created_at'])
    .orderBy('users.email')
    .execute();
  return roles.map((role) => ({
    role,
    users: rows
      .filter((r) => r.role === role)
      .map((r) => ({
        id: r.id,
        email: r.email,
        fullName: [r.first_name, r.last_name].filter(Boolean).join(' ') || null,
        disabled: r.disabled === 1,
        createdAt: r.created_at,
      })),
  }));
}

/**
 * Pickers' accounts ({id, label}) matching `text` in the email or the full name, as "Name <email>".
 * `sellerAccountsFor`: only seller-type accounts that no outlet holds, or that this outlet holds
 * (every outlet: any outlet's, for a back-office account). `ofOutlet`: only the accounts this outlet holds
 * (an outlet account's own colleagues; every outlet: every account, for a back-office account).
 */
export async function autocompleteUsers(
  db: Db,
  text: string,
  limit: number,
  {
    sellerAccountsFor,
    ofOutlet,
  }: { sellerAccountsFor: OutletReach; ofOutlet?: never } | { ofOutlet: OutletReach; sellerAccountsFor?: never },
) {
  let query = db.selectFrom('users').select(['id', 'email', 'first_name', 'last_name']);
  if (ofOutlet?.kind === 'outlet')
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_sellers')
          .select('user_id')
          .whereRef('user_sellers.user_id', '=', 'users.id')
          .where('seller_id', '=', ofOutlet.outletId),
      ),
    );
  if (text) {
    query = query.where((eb) => eb.or([containsText('users.email', text), containsText(fullName(eb), text)]));
  }
  if (sellerAccountsFor) {
    query = query.where('users.user_type', '=', 'seller');
    if (sellerAccountsFor.kind === 'outlet') {
      const outlet = sellerAccountsFor.outletId;
      query = query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('user_sellers').select('user_id').whereRef('user_sellers.user_id', '=', 'users.id').where('seller_id', '!=', outlet),
          ),
        ),
      );
    }
  }
  const rows = await query.orderBy('email').limit(limit).execute();
  return rows.map((r) => {
    const name = [r.first_name, r.last_name].filter(Boolean).join(' ');
    return { id: r.id, label: name ? `${name} <${r.email}>` : r.email };
  });
}
