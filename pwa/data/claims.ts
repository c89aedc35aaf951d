import type { ClaimActionType, ClaimOutcome } from '../../shared/items/states';
import { findLocalItem } from './device/items';
import { queueAction } from './device/outbox';
import type { DeviceStore } from './device/store';
import type { LocalAction, LocalItem } from './device/types';
import { graphql, type ResultOf } from './graphql';
import { request } from './request';

// Warranty claims: read online from the server; each step is an offline
// action queued in the outbox (claimReceive, claimDiagnose, claimResolve).

const WarrantyClaims = graphql(`
  query WarrantyClaims($serialNumber: String, $complaintId: String) {
    warrantyClaimList(serialNumber: $serialNumber, complaintId: $complaintId) {
      id
      serialNumber
      complaintId
      status
      open
      replacementSerial
      createdAt
      resolvedAt
      steps {
        id
        status
        notes
        byEmail
        at
      }
    }
  }
`);

export type WarrantyClaim = ResultOf<typeof WarrantyClaims>['warrantyClaimList'][number];

/** The claims on the item of this serial, newest first (an outlet account: its outlet's). */
export async function fetchClaims(serialNumber: string, signal?: AbortSignal): Promise<WarrantyClaim[]> {
  return (await request(WarrantyClaims, { serialNumber }, { signal })).warrantyClaimList;
}

export interface ClaimStepPayload {
  complaintId?: string | null;
  notes?: string | null;
  outcome?: ClaimOutcome | null;
  replacementSerial?: string | null;
}

/** The device's copy of the claimed item (null: not on this device), for the check before queueing. */
export function localClaimItem(db: DeviceStore, serialNumber: string): Promise<LocalItem | null> {
  return findLocalItem(db, serialNumber);
}

/** Queues one claim step in the outbox; it is sent when online and applied once. */
export function queueClaimStep(
  db: DeviceStore,
  type: ClaimActionType,
  serialNumber: string,
  payload: ClaimStepPayload,
  seen: LocalAction['seen'],
): Promise<LocalAction> {
  return queueAction(db, type, serialNumber, { ...payload }, seen);
}
