import type { TFunction } from 'i18next';
import type { LocalAction, ServerMessage } from '../../data/device/types';

// The server's answers are kept on the device as keys and values (issue 45 point 5) and worded here, at each render,
// in the page's language: a refusal read in Arabic reads in English after a switch. Rows answered before that hold
// the words of their day, shown as they are.

const worded = (t: TFunction, message: ServerMessage) => t(message.key, message.params);

/** Why the server refused the action, in the page's language; null when it gave no reason. */
export function refusalWords(t: TFunction, action: LocalAction): string | null {
  return action.reason ? worded(t, action.reason) : action.error || null;
}

/** What the server added to an applied action, in the page's language; null when nothing. */
export function noteWords(t: TFunction, action: LocalAction): string | null {
  return action.remark ? worded(t, action.remark) : action.note || null;
}

/**
 * One cause of refusal, whatever the language it is read in: the key with its values, in a stable order. An older
 * row's words are their own cause ('' when there are none).
 */
export function refusalCause(action: LocalAction): string {
  const { reason } = action;
  if (!reason) return action.error ? `text:${action.error}` : '';
  const params = Object.entries(reason.params).sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([reason.key, params]);
}
