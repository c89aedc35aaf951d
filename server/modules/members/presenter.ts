import { maskPhone } from '../../../shared/validation/member';
import type { CodeRow, IdentityWithPhone } from './repository';
import { CODE_RULES } from './commands';

/** What the modal's step 2 shows: a name to recognise, never the full phone. */
export function presentIdentity(row: IdentityWithPhone) {
  return {
    id: row.id,
    name: { en: row.name_en, ar: row.name_ar },
    relation: row.relation,
    registered: Boolean(row.user_id),
    phoneHint: row.phone ? maskPhone(row.phone) : null,
  };
}

export function presentTicket(row: CodeRow) {
  return {
    id: row.id,
    phoneHint: maskPhone(row.phone_number),
    expiresAt: row.expires_at,
    codeLength: CODE_RULES.length,
    attemptsLeft: Math.max(0, CODE_RULES.attempts - row.attempts),
  };
}
