import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db';
import { AppError } from '../../graphql/errors';
import { readSettings } from './settings.repository';

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
 * Passes when the settings do not require a pin code for deletion, or when
 * `pin` is right; otherwise "Pin code is not correct". Call it inside the
 * deletion's transaction, before changing anything.
 * Not rate limited yet: a later concern together with public endpoints.
 */
export async function assertPinCode(ctx: { db: Db }, pin: string | null | undefined): Promise<void> {
  const settings = await readSettings(ctx.db);
  if (!settings.deletionNeedsPinCode) return;
  if (!(await checkPinCode(ctx.db, pin))) throw new AppError('BAD_USER_INPUT', PIN_CODE_NOT_CORRECT);
}
