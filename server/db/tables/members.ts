export const MEMBER_RELATIONS = ['member', 'spouse', 'child'] as const;
export type MemberRelation = (typeof MEMBER_RELATIONS)[number];

/**
 * One person on a club membership: the member and the family on the same
 * card share its membership number (`member_id`). Step 2 of the sign-in modal
 * picks one; its account, once registered, is `user_id`.
 */
export interface MemberIdentitiesTable {
  id: string;
  member_id: string;
  position: number;
  name_en: string;
  name_ar: string;
  relation: MemberRelation;
  user_id: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * A six-digit code sent to a phone. Only its hash is kept. `registration`
 * holds the step-4 form (JSON, password already hashed) until the code proves
 * the phone; then the account is made.
 */
export interface MemberCodesTable {
  id: string;
  identity_id: string;
  phone_number: string;
  code_hash: string;
  registration: string | null;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface MemberTables {
  member_identities: MemberIdentitiesTable;
  member_codes: MemberCodesTable;
}
