import type { Db } from '../../db';
import { camelPick } from '../../db/camel';
import type { ComplaintStatus } from '../../db/tables/complaints';
import { phoneDigits, type MemberActivityKind } from '../../../shared/validation/member';

// A member's activity (their /profile): what the system recorded about them,
// newest first. Only the account's own records: warranty registrations
// confirmed by a code sent to the phone the account has proven too
// (users.verified_phone), and complaints filed from it while signed in or
// under that proven phone. Never through `phone_number`, which anyone may set
// to anyone's number. Likes and views are per visitor, not per account, and
// sign-ins are not something a member looks back on: neither is listed.

export interface ActivityRow {
  kind: MemberActivityKind;
  /** The record's id: a list key, never shown. */
  id: string;
  /** When it happened (ISO). */
  at: string;
  serialNumber: string | null;
  /** The item's catalog entry (warranty registrations). */
  nameAr: string | null;
  nameEn: string | null;
  complaintNumber: number | null;
  complaintStatus: ComplaintStatus | null;
}

export interface ActivityOwner {
  id: string;
  verified_phone: string | null;
}

async function warrantyRegistrations(db: Db, phone: string, limit: number): Promise<ActivityRow[]> {
  const rows = await db
    .selectFrom('warranty_registrations as r')
    .innerJoin('items as i', 'i.id', 'r.registered_item_id')
    .innerJoin('catalog_entries as c', 'c.id', 'i.catalog_id')
    .select(['r.id', 'r.confirmed_at', 'i.serial_number', 'c.name_ar', 'c.name_en'])
    .where('r.phone_number', '=', phone)
    .where('r.confirmed_at', 'is not', null)
    .orderBy('r.confirmed_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    kind: 'warrantyRegistered',
    ...camelPick(r, ['id', 'serial_number', 'name_ar', 'name_en']),
    at: r.confirmed_at ?? '',
    complaintNumber: null,
    complaintStatus: null,
  }));
}

/**
 * Complaints the account filed while signed in (not ones its staff recorded
 * for a walk-in customer, which carry the customer's name), and complaints
 * under its proven phone however it was written (01…, +20 1…, spaces, dashes).
 */
async function complaints(db: Db, owner: ActivityOwner, limit: number): Promise<ActivityRow[]> {
  const digits = owner.verified_phone ? phoneDigits(owner.verified_phone) : undefined;
  const rows = await db
    .selectFrom('complaints')
    .select(['id', 'number', 'status', 'serial_number', 'customer_phone', 'customer_name', 'created_by', 'created_at'])
    .where((eb) => {
      const filedByOwner = eb.and([eb('created_by', '=', owner.id), eb('customer_name', 'is', null)]);
      if (!digits) return filedByOwner;
      // The stored phone without spaces and dashes ends with the nine digits; checked exactly below.
      const bare = eb.fn<string>('replace', [
        eb.fn<string>('replace', ['customer_phone', eb.val(' '), eb.val('')]),
        eb.val('-'),
        eb.val(''),
      ]);
      return eb.or([filedByOwner, eb(bare, 'like', `%${digits}`)]);
    })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows
    .filter((r) => (r.created_by === owner.id && r.customer_name === null) || (digits && phoneDigits(r.customer_phone) === digits))
    .map((r) => ({
      kind: 'complaintFiled',
      ...camelPick(r, ['id', 'serial_number']),
      at: r.created_at,
      nameAr: null,
      nameEn: null,
      complaintNumber: r.number,
      complaintStatus: r.status,
    }));
}

/** The owner's newest `limit` entries of every kind, newest first. */
export async function memberActivity(db: Db, owner: ActivityOwner, limit: number): Promise<ActivityRow[]> {
  const [registered, filed] = await Promise.all([
    owner.verified_phone ? warrantyRegistrations(db, owner.verified_phone, limit) : [],
    complaints(db, owner, limit),
  ]);
  return [...registered, ...filed].sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at))).slice(0, limit);
}
