import type { Language } from '../../../shared/i18n';
import { maskPhone } from '../../../shared/validation/member';
import { camelPick } from '../../db/camel';
import { shownName } from '../../db/names';
import type { ActivityRow } from './activity.repository';
import type { CodeRow, IdentityWithPhone } from './members.repository';
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
    ...camelPick(row, ['id', 'expires_at']),
    phoneHint: maskPhone(row.phone_number),
    codeLength: CODE_RULES.length,
    attemptsLeft: Math.max(0, CODE_RULES.attempts - row.attempts),
  };
}

/** One entry of the member's activity: the item by serial and name in the caller's language, the complaint by number. */
export function presentActivity(row: ActivityRow, language: Language) {
  return {
    id: row.id,
    kind: row.kind,
    at: row.at,
    serialNumber: row.serialNumber,
    itemName: shownName(row, language),
    complaintNumber: row.complaintNumber,
    complaintStatus: row.complaintStatus,
  };
}
