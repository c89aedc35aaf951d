import { randomUUID } from 'node:crypto';
import { canChangeSellerStatus, type SellerStatus } from '../../../shared/items';
import { primaryName } from '../../../shared/names';
import type { ApplicationInput, SellerInput } from '../../../shared/validation/seller';
import type { Db } from '../../db';
import { AppError, badInput, notFound } from '../../graphql/errors';
import { writeAudit, type Actor } from '../../db/audit';
import { nextSeq, writeTombstone } from '../../db/changeCounter';
import {
  findSeller,
  findUserType,
  linkUserToSeller,
  sellerHasItems,
  sellerOfUser,
  type ApplicationRow,
  type SellerRow,
} from './sellers.repository';
import type { UserWithRoles } from '../../db/tables/auth';
import type { OutletReach } from '../../../shared/access/contract';
import { mayChangeAccount } from '../../../shared/access/grants';
import { rolesOf } from '../auth/users.repository';

function columns(data: SellerInput) {
  return {
    seller_type: data.sellerType,
    distributor_type: data.sellerType === 'distributor' ? data.distributorType : null,
    name: primaryName(data),
    name_ar: data.nameAr,
    name_en: data.nameEn,
    company_name: data.companyName,
    branch_name: data.branchName,
    distributor_name: data.distributorName,
    wholesaler_name: data.wholesalerName,
    telephone: data.telephone,
    is_online_store: data.isOnlineStore ? 1 : 0,
    website_url: data.websiteUrl,
    tax_facility_number: data.taxFacilityNumber,
    area: JSON.stringify(data.area),
    manager: data.manager,
    manager_name: data.managerName,
    manager_phone: data.managerPhone,
    address: data.address,
    country_id: data.countryId,
    city_id: data.cityId,
    region_id: data.regionId,
  };
}

/** Location ids must exist and nest (region in city in governorate). */
async function checkLocation(trx: Db, data: SellerInput) {
  const fail = (field: string) => badInput('geo.errors.parentMissing', {}, { fields: { [field]: 'geo.errors.parentMissing' } });
  if (data.countryId && !(await trx.selectFrom('governorates').select('id').where('id', '=', data.countryId).executeTakeFirst()))
    throw fail('countryId');
  if (data.cityId) {
    const city = await trx.selectFrom('cities').select('parent_id').where('id', '=', data.cityId).executeTakeFirst();
    if (!city || (data.countryId && city.parent_id !== data.countryId)) throw fail('cityId');
  }
  if (data.regionId) {
    const region = await trx.selectFrom('regions').select('parent_id').where('id', '=', data.regionId).executeTakeFirst();
    if (!region || (data.cityId && region.parent_id !== data.cityId)) throw fail('regionId');
  }
}

/** Branches are the company's own and trade at once; distributors start pending (New Distributors). */
export async function sellerCreator(trx: Db, props: { data: SellerInput; actor: Actor }): Promise<SellerRow> {
  await checkLocation(trx, props.data);
  const now = new Date().toISOString();
  const row: SellerRow = {
    id: randomUUID(),
    ...columns(props.data),
    status: props.data.sellerType === 'branch' ? 'confirmed' : 'pending',
    created_at: now,
    updated_at: now,
    created_by: props.actor.id,
    updated_by: props.actor.id,
    sync_seq: await nextSeq(trx),
  };
  await trx.insertInto('sellers').values(row).execute();
  await writeAudit(trx, { entityName: 'seller', entityId: row.id, action: 'create', values: row, actor: props.actor });
  return row;
}

export async function sellerUpdater(trx: Db, props: { id: string; data: SellerInput; actor: Actor }): Promise<SellerRow> {
  const before = await findSeller(trx, props.id);
  if (!before) throw notFound();
  await checkLocation(trx, props.data);
  const changes = {
    ...columns(props.data),
    updated_at: new Date().toISOString(),
    updated_by: props.actor.id,
    sync_seq: await nextSeq(trx),
  };
  await trx.updateTable('sellers').set(changes).where('id', '=', props.id).execute();
  const after = { ...before, ...changes };
  await writeAudit(trx, { entityName: 'seller', entityId: props.id, action: 'update', values: { before, after }, actor: props.actor });
  return after;
}

export async function sellerStatusChanger(trx: Db, props: { id: string; status: SellerStatus; actor: Actor }): Promise<SellerRow> {
  const before = await findSeller(trx, props.id);
  if (!before) throw notFound();
  if (!canChangeSellerStatus(before.status, props.status)) {
    throw badInput('sellers.errors.wrongStatus', { from: before.status, to: props.status });
  }
  const changes = { status: props.status, updated_at: new Date().toISOString(), updated_by: props.actor.id, sync_seq: await nextSeq(trx) };
  await trx.updateTable('sellers').set(changes).where('id', '=', props.id).execute();
  await writeAudit(trx, {
    entityName: 'seller',
    entityId: props.id,
    action: 'changeStatus',
    values: { before: before.status, after: props.status },
    actor: props.actor,
  });
  return { ...before, ...changes };
}

export async function sellerDestroyer(trx: Db, props: { ids: string[]; actor: Actor }): Promise<void> {
  const seq = await nextSeq(trx);
  for (const id of props.ids) {
    const row = await findSeller(trx, id);
    if (!row) throw notFound();
    if (await sellerHasItems(trx, id)) throw badInput('sellers.errors.cannotDelete', {}, { entityId: id });
    await trx.deleteFrom('sellers').where('id', '=', id).execute();
    await writeTombstone(trx, 'sellers', id, 'all', seq);
    await writeAudit(trx, { entityName: 'seller', entityId: id, action: 'delete', values: row, actor: props.actor });
  }
}

export async function applicationCreator(trx: Db, props: { data: ApplicationInput }): Promise<ApplicationRow> {
  const now = new Date().toISOString();
  const row: ApplicationRow = {
    id: randomUUID(),
    name: props.data.name,
    email: props.data.email,
    phone_number: props.data.phoneNumber,
    city: props.data.city,
    distributor_type: props.data.distributorType,
    status: 'pending',
    created_at: now,
    updated_at: now,
    updated_by: null,
  };
  await trx.insertInto('applications').values(row).execute();
  await writeAudit(trx, { entityName: 'application', entityId: row.id, action: 'create', values: row, actor: null });
  return row;
}

/** Join requests are answered once: pending → contacted or rejected. */
export async function applicationAnswerer(
  trx: Db,
  props: { id: string; status: 'contacted' | 'rejected'; actor: Actor },
): Promise<ApplicationRow> {
  const before = await trx.selectFrom('applications').selectAll().where('id', '=', props.id).executeTakeFirst();
  if (!before) throw notFound();
  if (before.status !== 'pending') throw badInput('sellers.errors.applicationClosed');
  const changes = { status: props.status, updated_at: new Date().toISOString(), updated_by: props.actor.id };
  await trx.updateTable('applications').set(changes).where('id', '=', props.id).execute();
  await writeAudit(trx, {
    entityName: 'application',
    entityId: props.id,
    action: props.status,
    values: { before: before.status, after: props.status },
    actor: props.actor,
  });
  return { ...before, ...changes };
}

/**
 * Links an account to an outlet, or unlinks it (`sellerId` null). An outlet account links accounts into its own outlet
 * only, never another outlet's, and unlinks none, itself included: taking an account out of its outlet is the
 * back-office's call (refused and audited). Linking or unlinking changes the account, so only someone whose rights
 * cover its own may (shared/access/grants.ts).
 */
export async function userLinker(
  db: Db,
  props: { userId: string; sellerId: string | null; actor: UserWithRoles; reach: OutletReach },
): Promise<void> {
  const { userId, sellerId, actor, reach } = props;
  const user = await findUserType(db, userId);
  if (!user) throw notFound();
  if (reach.kind === 'outlet' && ![null, reach.outletId].includes(await sellerOfUser(db, userId))) throw notFound();
  if (reach.kind === 'outlet' && !sellerId) {
    await writeAudit(db, {
      entityName: 'permission',
      entityId: 'sellerLinkUser',
      action: 'denied',
      actor,
      values: { userId, sellerId: null },
    });
    throw new AppError('FORBIDDEN');
  }
  if (sellerId && user.user_type !== 'seller') throw badInput('sellers.errors.userNotSeller');
  if (!mayChangeAccount(actor.roles, await rolesOf(db, userId))) throw badInput('iam.errors.accountBeyondOwnRights');
  await db.transaction().execute(async (trx) => {
    await linkUserToSeller(trx, userId, sellerId);
    await writeAudit(trx, { entityName: 'userSeller', entityId: userId, action: 'link', values: { sellerId }, actor });
  });
}
