import { randomUUID } from 'node:crypto';
import type { ClaimOutcome, ClaimStatus, OpenClaimStatus } from '../../../shared/items/states';
import type { Db } from '../../db';
import type { WarrantyClaimStepsTable, WarrantyClaimsTable } from '../../db/tables/claims';
import type { OutletReach } from '../../../shared/access/contract';
import type { ItemRow } from './items.repository';

// A warranty claim's rows: the claim (one open an item) and its steps. Written
// only by the claim actions (actionApplier.ts), inside the push's transaction.

export type ClaimRow = WarrantyClaimsTable;
export type ClaimStepRow = WarrantyClaimStepsTable;

export async function findOpenClaim(db: Db, itemId: string): Promise<ClaimRow | undefined> {
  return db.selectFrom('warranty_claims').selectAll().where('item_id', '=', itemId).where('open', '=', 1).executeTakeFirst();
}

export const openStatusOf = (claim: ClaimRow | undefined): OpenClaimStatus | null =>
  claim && (claim.status === 'received' || claim.status === 'diagnosed') ? claim.status : null;

interface StepProps {
  actionId: string;
  deviceId: string;
  actor: { id: string; email: string };
  notes: string | null;
  at: string;
}

async function insertStep(db: Db, claimId: string, status: ClaimStatus, step: StepProps): Promise<void> {
  await db
    .insertInto('warranty_claim_steps')
    .values({
      id: randomUUID(),
      claim_id: claimId,
      status,
      notes: step.notes,
      action_id: step.actionId,
      device_id: step.deviceId,
      actor_id: step.actor.id,
      actor_email: step.actor.email,
      at: step.at,
    })
    .execute();
}

/** claimReceive: a new open claim on the item, at the outlet that holds it. Answers its id. */
export async function openClaim(db: Db, item: ItemRow, complaintId: string | null, step: StepProps): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('warranty_claims')
    .values({
      id,
      item_id: item.id,
      serial_number: item.serial_number,
      catalog_id: item.catalog_id,
      item_type: item.item_type,
      seller_id: item.seller_id,
      complaint_id: complaintId,
      status: 'received',
      open: 1,
      replacement_item_id: null,
      replacement_serial: null,
      resolved_at: null,
      created_at: step.at,
      updated_at: step.at,
      created_by: step.actor.id,
      updated_by: step.actor.id,
    })
    .execute();
  await insertStep(db, id, 'received', step);
  return id;
}

/** claimDiagnose, claimResolve: the open claim moves on; an outcome closes it (with the replacement, if any). */
export async function advanceClaim(
  db: Db,
  claim: ClaimRow,
  status: 'diagnosed' | ClaimOutcome,
  step: StepProps,
  replacement: { id: string; serial: string } | null = null,
): Promise<void> {
  const resolved = status !== 'diagnosed';
  await db
    .updateTable('warranty_claims')
    .set({
      status,
      open: resolved ? 0 : 1,
      resolved_at: resolved ? step.at : null,
      replacement_item_id: replacement?.id ?? null,
      replacement_serial: replacement?.serial ?? null,
      updated_at: step.at,
      updated_by: step.actor.id,
    })
    .where('id', '=', claim.id)
    .execute();
  await insertStep(db, claim.id, status, step);
}

/** The claims on an item (by serial) or from a complaint, newest first, with their steps, within the caller's reach. */
export async function listClaims(
  db: Db,
  by: { serialNumber?: string | null; complaintId?: string | null },
  reach: OutletReach,
): Promise<Array<ClaimRow & { steps: ClaimStepRow[] }>> {
  let q = db.selectFrom('warranty_claims').selectAll();
  if (by.serialNumber) q = q.where('serial_number', '=', by.serialNumber);
  if (by.complaintId) q = q.where('complaint_id', '=', by.complaintId);
  if (reach.kind === 'outlet') q = q.where('seller_id', '=', reach.outletId);
  const claims = await q.orderBy('created_at', 'desc').orderBy('id').limit(50).execute();
  if (!claims.length) return [];
  const steps = await db
    .selectFrom('warranty_claim_steps')
    .selectAll()
    .where(
      'claim_id',
      'in',
      claims.map((c) => c.id),
    )
    .orderBy('at')
    .orderBy('id')
    .execute();
  // A claim's steps come in one order whatever the devices' clocks say: received, diagnosed, the outcome.
  const rank = (s: ClaimStepRow) => (s.status === 'received' ? 0 : s.status === 'diagnosed' ? 1 : 2);
  return claims.map((c) => ({ ...c, steps: steps.filter((s) => s.claim_id === c.id).sort((a, b) => rank(a) - rank(b)) }));
}

/** The replacement links of an item: the serial that replaced it, and the one it replaces (null when none). */
export async function replacementLinks(db: Db, itemId: string): Promise<{ replacedBy: string | null; replaces: string | null }> {
  const [by, of] = await Promise.all([
    db
      .selectFrom('warranty_claims')
      .select('replacement_serial')
      .where('item_id', '=', itemId)
      .where('status', '=', 'replaced')
      .orderBy('resolved_at', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('warranty_claims')
      .select('serial_number')
      .where('replacement_item_id', '=', itemId)
      .where('status', '=', 'replaced')
      .orderBy('resolved_at', 'desc')
      .executeTakeFirst(),
  ]);
  return { replacedBy: by?.replacement_serial ?? null, replaces: of?.serial_number ?? null };
}
