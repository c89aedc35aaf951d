import { timingSafeEqual } from 'node:crypto';
import type { Response } from 'express';
import { z } from 'zod';
import type { Db } from '../../db';
import { AppError } from '../../graphql/errors';
import { readSettings } from './settings.repository';
import { writeAudit, type Actor } from '../../db/audit';
import { clearGuesses, recordGuessFailure, takeGuess, type GuessRule } from '../auth/accountGuesses';

// Pin-coded deletion (spec §6 "deleting or restoring may require a pin code",
// §8 messages). Other modules call these before deleting.

export const PIN_CODE_NOT_CORRECT = 'settings.errors.pinCodeNotCorrect';

/** A deletion's `pinCode` argument as sent: bounded, optional (assertPinCode decides whether it is needed). */
export const pinCodeArg = z.string().max(64).nullish();

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True when `pin` is the pin code in the settings (an empty stored pin matches nothing). */
export async function checkPinCode(db: Db, pin: string | null | undefined): Promise<boolean> {
  const { pinCode } = await readSettings(db);
  return pinCode !== '' && typeof pin === 'string' && sameText(pin.trim(), pinCode);
}

/**
 * Wrong pins per account (issue 42 point 5: 300 wrong pins in 13.6 s, then the right one accepted): the sign-in
 * guesses' wait (accountGuesses.ts) with its own figures. Five wrong pins are free, then each next try waits a
 * minute, twice as long after each wrong one, up to an hour: a 4-digit pin would take months.
 */
export const PIN_GUESSES: GuessRule = {
  free: 5,
  firstWaitMs: 60_000,
  maxWaitMs: 3_600_000,
  forgetAfterMs: 24 * 3_600_000,
  refusal: { messageKey: 'settings.errors.pinCodeTooManyTries', extensions: {} },
};

/**
 * Passes when the settings do not require a pin code for deletion, or when `pin` is right; otherwise "Pin code is
 * not correct", audited. Tries count per account: inside the wait every try, the right pin too, answers 429
 * before the pin is compared. Call it before the deletion's transaction: a refusal must not roll back its count
 * and its audit row.
 */
export async function assertPinCode(
  ctx: { db: Db; res?: Response | undefined },
  actor: Actor,
  pin: string | null | undefined,
): Promise<void> {
  const settings = await readSettings(ctx.db);
  if (!settings.deletionNeedsPinCode) return;
  const key = `PIN:${actor.id}`;
  await takeGuess(ctx.db, key, ctx.res, PIN_GUESSES);
  if (await checkPinCode(ctx.db, pin)) return clearGuesses(ctx.db, key);
  await recordGuessFailure(ctx.db, key, PIN_GUESSES);
  await writeAudit(ctx.db, { entityName: 'settings', entityId: null, action: 'pinCodeFailed', actor });
  throw new AppError('BAD_USER_INPUT', PIN_CODE_NOT_CORRECT);
}
