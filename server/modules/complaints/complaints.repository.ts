import { nextDay, startOfDay } from '../../../shared/dates';
import type { ComplaintListInput } from '../../../shared/validation/complaints';
import type { Db } from '../../db';
import type { OutletReach } from '../../../shared/access/contract';
import type { ComplaintMessagesTable, ComplaintsTable, ComplaintStatus } from '../../db/tables/complaints';

export type ComplaintRow = ComplaintsTable;
export type ComplaintMessageRow = ComplaintMessagesTable;

/**
 * The next complaint number, from a counter row (serial_counters 'complaint')
 * that starts past the highest existing number. The upsert's row lock, held
 * to commit, keeps two processes from taking the same number. (`where true`:
 * SQLite parses an INSERT … SELECT … ON CONFLICT only when the SELECT has a WHERE.)
 */
export async function nextComplaintNumber(db: Db): Promise<number> {
  const row = await db
    .insertInto('serial_counters')
    .columns(['prefix', 'value'])
    .expression((eb) =>
      eb
        .selectFrom('complaints')
        .select((s) => [s.val('complaint').as('prefix'), s(s.fn.coalesce(s.fn.max('number'), s.lit(0)), '+', 1).as('value')])
        .where((s) => s.lit(true)),
    )
    .onConflict((oc) =>
      oc.column('prefix').doUpdateSet((eb) => ({
        value: eb
          .case()
          .when('excluded.value', '>', eb('serial_counters.value', '+', 1))
          .then(eb.ref('excluded.value'))
          .else(eb('serial_counters.value', '+', 1))
          .end(),
      })),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

export async function insertComplaint(db: Db, row: ComplaintRow): Promise<void> {
  await db.insertInto('complaints').values(row).execute();
}

/** The outlet an item of this serial is at (exported to, or sold by), so its complaints reach that seller's filter. */
/** The outlet of the item with this serial (null: in the factory or the stock); undefined when no item has it. */
export async function sellerOfSerial(db: Db, serialNumber: string): Promise<string | null | undefined> {
  const item = await db.selectFrom('items').select('seller_id').where('serial_number', '=', serialNumber).executeTakeFirst();
  return item ? item.seller_id : undefined;
}

export async function insertMessage(db: Db, row: ComplaintMessageRow): Promise<void> {
  await db.insertInto('complaint_messages').values(row).execute();
}

/** `reach`: the caller's outlet scope; a complaint elsewhere is not found. */
export async function findComplaint(db: Db, id: string, reach: OutletReach): Promise<ComplaintRow | undefined> {
  let query = db.selectFrom('complaints').selectAll().where('id', '=', id);
  if (reach.kind === 'outlet') query = query.where('seller_id', '=', reach.outletId);
  return query.executeTakeFirst();
}

export async function listMessages(db: Db, complaintId: string): Promise<ComplaintMessageRow[]> {
  return db
    .selectFrom('complaint_messages')
    .selectAll()
    .where('complaint_id', '=', complaintId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function setStatus(
  db: Db,
  id: string,
  changes: { status: ComplaintStatus; updatedAt: string; updatedBy: string | null; closedAt?: string | null; closedBy?: string | null },
): Promise<void> {
  await db
    .updateTable('complaints')
    .set({
      status: changes.status,
      updated_at: changes.updatedAt,
      updated_by: changes.updatedBy,
      ...(changes.closedAt !== undefined ? { closed_at: changes.closedAt, closed_by: changes.closedBy ?? null } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteComplaint(db: Db, id: string): Promise<void> {
  await db.deleteFrom('complaints').where('id', '=', id).execute();
}

/** A YYYY-MM-DD bound (a Cairo calendar day) becomes the start of that day (from) or of the next day (to, exclusive). */
function bound(value: string, end: boolean): string {
  if (value.length > 10) return new Date(value).toISOString();
  return startOfDay(end ? nextDay(value) : value).toISOString();
}

export async function listComplaints(
  db: Db,
  input: ComplaintListInput,
  reach: OutletReach,
): Promise<{ count: number; rows: Array<ComplaintRow & { message_count: number; last_message: string | null }> }> {
  const f = input.filter ?? {};
  let query = db.selectFrom('complaints');
  if (reach.kind === 'outlet') query = query.where('seller_id', '=', reach.outletId);
  if (f.status) query = query.where('status', '=', f.status);
  if (f.sellerId) query = query.where('seller_id', '=', f.sellerId);
  if (f.number) query = query.where('number', '=', f.number);
  const [from, to] = f.createdAtRange ?? [];
  if (from) query = query.where('created_at', '>=', bound(from, false));
  if (to) query = query.where('created_at', to.length > 10 ? '<=' : '<', bound(to, true));
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll('complaints')
    .select((eb) => [
      eb
        .selectFrom('complaint_messages as m')
        .whereRef('m.complaint_id', '=', 'complaints.id')
        .select((e) => e.fn.countAll<number>().as('c'))
        .as('message_count'),
      eb
        .selectFrom('complaint_messages as m')
        .whereRef('m.complaint_id', '=', 'complaints.id')
        .orderBy('m.created_at', 'desc')
        .select('m.body')
        .limit(1)
        .as('last_message'),
    ])
    .orderBy('created_at', 'desc')
    .orderBy('number', 'desc')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  return {
    count: Number(counted.count),
    rows: rows.map((r) => ({ ...r, message_count: Number(r.message_count ?? 0), last_message: r.last_message ?? null })),
  };
}
