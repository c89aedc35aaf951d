import { randomUUID } from 'node:crypto';
import type { ComplaintCreateInput, ComplaintReplyInput } from '../../../shared/validation/complaints';
import type { Db } from '../../db';
import { AppError } from '../../graphql/errors';
import { writeAudit, type Actor } from '../../db/audit';
import {
  deleteComplaint,
  findComplaint,
  insertComplaint,
  insertMessage,
  nextComplaintNumber,
  sellerOfSerial,
  setStatus,
} from './complaints.repository';
import type { OutletReach } from '../../../shared/access/contract';
import { normalizeSerial } from '../../../shared/items/serial';

// Named commands of the complaints area; each is one transaction with its audit row.

export const COMPLAINT_CLOSED = 'complaints.errors.closed';
const notFound = () => new AppError('NOT_FOUND', 'complaints.errors.notFound');

/**
 * A complaint from the customer's warranty page (no sign-in) or recorded by
 * staff: status pending (new), the first message from the customer. A known
 * serial files it under the outlet its item is at.
 */
export async function complaintCreator(
  db: Db,
  props: {
    input: ComplaintCreateInput & { customerName?: string | null };
    actor: Actor | null;
    /** Staff recording it in the back-office; a signed-in member on the warranty page files a public one. */
    staff?: boolean;
    /** The staff's outlet scope (none: a public complaint, filed under its item's outlet). */
    reach?: OutletReach;
  },
): Promise<string> {
  const now = new Date().toISOString();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    const number = await nextComplaintNumber(trx);
    const serial = props.input.serialNumber ? normalizeSerial(props.input.serialNumber) : null;
    const item = serial ? await sellerOfSerial(trx, serial) : undefined;
    // Staff name an item that exists; an outlet account only its own outlet's (another's reads as unknown).
    const own = props.reach?.kind === 'outlet' ? props.reach.outletId : null;
    if (props.reach && serial && (item === undefined || (own !== null && item !== own)))
      throw new AppError('BAD_USER_INPUT', 'scan.incorrect', {}, { fields: { serialNumber: 'scan.incorrect' } });
    const sellerId = item ?? own;
    await insertComplaint(trx, {
      id,
      number,
      status: 'pending',
      serial_number: props.input.serialNumber,
      seller_id: sellerId,
      customer_phone: props.input.phoneNumber,
      customer_name: props.input.customerName ?? null,
      source: props.staff ? 'backoffice' : 'public',
      created_at: now,
      updated_at: now,
      created_by: props.actor?.id ?? null,
      updated_by: props.actor?.id ?? null,
      closed_at: null,
      closed_by: null,
    });
    await insertMessage(trx, {
      id: randomUUID(),
      complaint_id: id,
      author: 'customer',
      author_id: null,
      author_email: null,
      body: props.input.message,
      attachments: '[]',
      created_at: now,
    });
    await writeAudit(trx, {
      entityName: 'complaint',
      entityId: id,
      action: 'create',
      actor: props.actor,
      values: {
        number,
        serialNumber: props.input.serialNumber,
        phoneNumber: props.input.phoneNumber,
        customerName: props.input.customerName ?? null,
        source: props.staff ? 'backoffice' : 'public',
      },
    });
  });
  return id;
}

/** A staff reply. Refused on a closed complaint; a pending (new) complaint becomes opened. */
export async function complaintReplier(db: Db, props: { input: ComplaintReplyInput; actor: Actor; reach: OutletReach }): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const complaint = await findComplaint(trx, props.input.id, props.reach);
    if (!complaint) throw notFound();
    if (complaint.status === 'closed') throw new AppError('BAD_USER_INPUT', COMPLAINT_CLOSED);
    const messageId = randomUUID();
    await insertMessage(trx, {
      id: messageId,
      complaint_id: complaint.id,
      author: 'staff',
      author_id: props.actor.id,
      author_email: props.actor.email,
      body: props.input.message,
      attachments: JSON.stringify(props.input.attachments),
      created_at: now,
    });
    await setStatus(trx, complaint.id, { status: 'opened', updatedAt: now, updatedBy: props.actor.id });
    await writeAudit(trx, {
      entityName: 'complaint',
      entityId: complaint.id,
      action: 'reply',
      actor: props.actor,
      values: { messageId, attachments: props.input.attachments.length, before: { status: complaint.status }, after: { status: 'opened' } },
    });
  });
}

/** Lock (close) or unlock (reopen). Doing what is already done changes nothing and writes nothing. */
export async function complaintLocker(db: Db, props: { id: string; locked: boolean; actor: Actor; reach: OutletReach }): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const complaint = await findComplaint(trx, props.id, props.reach);
    if (!complaint) throw notFound();
    if ((complaint.status === 'closed') === props.locked) return;
    const status = props.locked ? 'closed' : 'opened';
    await setStatus(trx, complaint.id, {
      status,
      updatedAt: now,
      updatedBy: props.actor.id,
      closedAt: props.locked ? now : null,
      closedBy: props.locked ? props.actor.id : null,
    });
    await writeAudit(trx, {
      entityName: 'complaint',
      entityId: complaint.id,
      action: props.locked ? 'lock' : 'unlock',
      actor: props.actor,
      values: { before: { status: complaint.status }, after: { status } },
    });
  });
}

/** Deletes a complaint and its thread (the caller checked the pin code first: settings/pinCode.ts). */
export async function complaintDestroyer(db: Db, props: { id: string; actor: Actor; reach: OutletReach }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const complaint = await findComplaint(trx, props.id, props.reach);
    if (!complaint) throw notFound();
    await deleteComplaint(trx, complaint.id);
    await writeAudit(trx, {
      entityName: 'complaint',
      entityId: complaint.id,
      action: 'delete',
      actor: props.actor,
      values: { number: complaint.number, status: complaint.status },
    });
  });
}
