import type { ClaimStatus, ItemType } from '../../../shared/items/states';

export interface WarrantyClaimsTable {
  id: string;
  item_id: string;
  serial_number: string;
  catalog_id: string;
  item_type: ItemType;
  /** The outlet that held the item when the claim was received: the claim's scope. */
  seller_id: string | null;
  complaint_id: string | null;
  status: ClaimStatus;
  /** 1 while received or diagnosed; one open claim an item (a partial unique index). */
  open: number;
  replacement_item_id: string | null;
  replacement_serial: string | null;
  resolved_at: string | null;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
}

export interface WarrantyClaimStepsTable {
  id: string;
  claim_id: string;
  status: ClaimStatus;
  notes: string | null;
  action_id: string;
  device_id: string | null;
  actor_id: string | null;
  actor_email: string | null;
  at: string;
}

export interface ClaimTables {
  warranty_claims: WarrantyClaimsTable;
  warranty_claim_steps: WarrantyClaimStepsTable;
}
