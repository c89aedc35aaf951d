import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { TFunction } from 'i18next';
import { effectiveWarrantyStatus, isSold, normalizeSerial } from '../../../shared/items';
import { maskPhone } from '../../../shared/validation/member';
import { localPhone, type WarrantyRegistration } from '../../../shared/validation/warranty';
import type { Transaction } from 'kysely';
import type { Db } from '../../db';
import { isUniqueViolation } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { writeAudit } from '../../db/audit';
import { nextSeq } from '../../db/changeCounter';
import type { UserWithRoles } from '../../db/tables/auth';
import type { WarrantyRegistrationsTable } from '../../db/tables/items';
import { AppError, badInput } from '../../graphql/errors';
import { clientAddress, enforceRateLimit } from '../../graphql/throttle';
import type { Config } from '../../lib/config';
import { newUserRow } from '../auth/users.repository';
import { itemActionApplier } from '../items/actionApplier';
import { findItemBySerial, type ItemRow } from '../items/items.repository';
import { newSmsCode, queueSmsWithoutGateway, sendSmsThroughGateway, smsCodeHash, smsCodeMatches } from '../members/sms';

// The buyer of an item registers its warranty on the public warranty page
// (issue 20): name and mobile phone, confirmed by a six-digit SMS code. The
// confirmation activates the warranty through the same rules and bookkeeping
// as a seller's activation (so the outlet sees it in its activation records),
// or, when the seller already activated it, attaches the customer. An item is
// registered once: a second attempt says so and changes nothing. Only an item
// whose outlet's sale has reached the server (issue 41 point 8): the label is
// on every shelf item, and the page must never be the one that sells it.

/** Ten minutes to type the code, five tries; throttled like the other public forms. */
export const REGISTRATION_RULES = { ttlMs: 10 * 60_000, attempts: 5 } as const;
export const REGISTRATION_LIMITS = {
  perIp: { name: 'warranty-register-ip', limit: 10, windowMs: 3_600_000 },
  perPhone: { name: 'warranty-register-phone', limit: 5, windowMs: 3_600_000 },
} as const;

type Registration = WarrantyRegistrationsTable;

export interface RegistrationDeps {
  db: Db;
  config: Config;
  req: Request;
  res: Response;
  /** The caller's language: the SMS is written in it. */
  t: TFunction;
}

const alreadyRegistered = () => badInput('warranty.register.already');
const codeExpired = () => badInput('warranty.register.codeExpired', {}, { fields: { code: 'warranty.register.codeExpired' } });

async function isRegistered(db: Db, itemId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('warranty_registrations').select('id').where('registered_item_id', '=', itemId).executeTakeFirst());
}

/**
 * Why its buyer cannot register this item now, or null: its warranty is over, or the outlet's sale has not reached
 * the server (in the factory, in stock, or on an outlet's shelf unsold). Checked again when the code confirms it:
 * a return in between puts the item back on a shelf.
 */
function registrationRefusal(item: ItemRow, now: Date): string | null {
  const state = { billDate: item.bill_date, warrantyStatus: item.warranty_status, expirationDate: item.expiration_date };
  if (effectiveWarrantyStatus(state, now) === 'expired') return 'warranty.register.ended';
  if (item.status !== 'exported' || !isSold(state)) return 'warranty.register.notSold';
  return null;
}

/** An item a buyer can register: sold at an outlet, its warranty not over, not registered yet. */
async function registrableItem(db: Db, serialNumber: string): Promise<ItemRow> {
  const item = await findItemBySerial(db, normalizeSerial(serialNumber));
  if (!item) throw badInput('warranty.register.notFound');
  const refusal = registrationRefusal(item, new Date());
  if (refusal) throw badInput(refusal);
  if (await isRegistered(db, item.id)) throw alreadyRegistered();
  return item;
}

/** Step 1: checks the item and sends the code; answers the ticket to confirm. */
export async function registrationStarter(
  deps: RegistrationDeps,
  input: WarrantyRegistration,
): Promise<{ ticketId: string; phone: string }> {
  const { db, config } = deps;
  await enforceRateLimit(db, deps.res, REGISTRATION_LIMITS.perIp, clientAddress(deps.req));
  const item = await registrableItem(db, input.serialNumber);
  await enforceRateLimit(db, deps.res, REGISTRATION_LIMITS.perPhone, input.phoneNumber);
  const code = newSmsCode();
  const now = new Date();
  const row: Registration = {
    id: randomUUID(),
    item_id: item.id,
    customer_name: input.customerName,
    phone_number: input.phoneNumber,
    code_hash: '',
    attempts: 0,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + REGISTRATION_RULES.ttlMs).toISOString(),
    confirmed_at: null,
    registered_item_id: null,
  };
  row.code_hash = smsCodeHash(row.id, code);
  const sms = {
    to: input.phoneNumber,
    text: deps.t('warranty.register.sms', { code, serial: item.serial_number, count: REGISTRATION_RULES.ttlMs / 60_000 }),
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('warranty_registrations').values(row).execute();
    await queueSmsWithoutGateway(trx, config, sms);
    // Not on the item: its timeline shows what happened to it, not who asked for a code.
    await writeAudit(trx, {
      entityName: 'warrantyRegistration',
      entityId: row.id,
      action: 'codeSent',
      values: { itemId: item.id, phone: maskPhone(input.phoneNumber) },
    });
  });
  await sendSmsThroughGateway(config, sms);
  return { ticketId: row.id, phone: maskPhone(input.phoneNumber) };
}

/**
 * The customer, acting once on this item: the activation's rules check it as
 * an activation made at the item's own outlet. Never stored as a user; the
 * audit names it "customer".
 */
function customerAt(item: ItemRow, registrationId: string): UserWithRoles {
  return {
    ...newUserRow('customer', { id: `customer:${registrationId}`, user_type: 'client' }),
    roles: ['activationEditor'],
    outletId: item.seller_id,
  };
}

/** Step 2: a right code registers the customer; a wrong one uses one of five tries. Answers the item's serial. */
export async function registrationConfirmer(deps: RegistrationDeps, input: { ticketId: string; code: string }): Promise<string> {
  const { db } = deps;
  const now = new Date();
  const ticket = await db.selectFrom('warranty_registrations').selectAll().where('id', '=', input.ticketId).executeTakeFirst();
  if (!ticket || ticket.confirmed_at || ticket.expires_at <= now.toISOString()) throw codeExpired();
  if (ticket.attempts >= REGISTRATION_RULES.attempts) throw new AppError('TOO_MANY_REQUESTS', 'warranty.register.tooManyAttempts');
  if (!smsCodeMatches(ticket.id, input.code, ticket.code_hash)) {
    await db
      .updateTable('warranty_registrations')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', ticket.id)
      .execute();
    const left = REGISTRATION_RULES.attempts - ticket.attempts - 1;
    if (left <= 0) throw new AppError('TOO_MANY_REQUESTS', 'warranty.register.tooManyAttempts');
    throw badInput('warranty.register.wrongCode', { count: left }, { fields: { code: 'warranty.register.wrongCode' } });
  }

  return registerOnce(db, async (trx) => {
    const item = await trx.selectFrom('items').selectAll().where('id', '=', ticket.item_id).executeTakeFirstOrThrow();
    const refusal = registrationRefusal(item, now);
    if (refusal) throw badInput(refusal);
    if (await isRegistered(trx, item.id)) throw alreadyRegistered();
    const claimed = await trx
      .updateTable('warranty_registrations')
      .set({ confirmed_at: now.toISOString(), registered_item_id: item.id })
      .where('id', '=', ticket.id)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw codeExpired();
    const phone = localPhone(ticket.phone_number);
    // The customer the shop named at its sale stays the item's; the registrant fills only what it left empty.
    const client = { clientName: item.client_name ?? ticket.customer_name, clientPhone: item.client_phone ?? phone };
    if (item.warranty_status === 'inactive') {
      // No bill date: the sale's own stands (an activation without one would be a sale today).
      const outcome = await itemActionApplier(trx, {
        actionId: ticket.id,
        type: 'activate',
        serialNumber: item.serial_number,
        payload: client,
        deviceId: 'warranty-page',
        user: customerAt(item, ticket.id),
        now,
      });
      if (outcome.status !== 'applied') throw badInput(outcome.reasonKey ?? 'warranty.register.notSold', outcome.reasonParams);
    } else {
      // The seller activated it: the customer is attached where the seller left no one, with its own audit row.
      const seq = await nextSeq(trx);
      await trx
        .updateTable('items')
        .set({
          client_name: client.clientName,
          client_phone: client.clientPhone,
          updated_at: now.toISOString(),
          sync_seq: seq,
        })
        .where('id', '=', item.id)
        .execute();
      await writeAudit(trx, {
        entityName: 'item',
        entityId: item.id,
        action: 'selfRegister',
        actor: { id: `customer:${ticket.id}`, email: 'customer' },
        at: now,
        values: { phone: maskPhone(ticket.phone_number) },
      });
    }
    return item.serial_number;
  });
}

/** Two codes for one item confirmed at once: the unique registered item lets one through and tells the other. */
async function registerOnce<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyRegistered();
    throw error;
  }
}
