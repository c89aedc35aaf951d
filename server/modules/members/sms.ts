import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { MEMBER_CODE_LENGTH } from '../../../shared/validation/member';
import type { Config } from '../../lib/config';
import type { Db } from '../../db';
import { AppError } from '../../graphql/errors';
import { queueMail } from '../mail/mailer';

export interface SmsMessage {
  /** E.164, e.g. +201012345678. */
  to: string;
  text: string;
}

/** Outbox rows addressed `sms:+20…` are text messages; the mailer skips them and /dev/mail lists them. */
export const SMS_OUTBOX_PREFIX = 'sms:';

export function isSmsConfigured(config: Config): boolean {
  return Boolean(config.smsUrl);
}

/**
 * Without an SMS gateway the message is written to the mail outbox, in the
 * caller's transaction, so a tester reads the code at /dev/mail (outside
 * production) exactly as they read verification mails.
 */
export async function queueSmsWithoutGateway(trx: Db, config: Config, message: SmsMessage): Promise<void> {
  if (isSmsConfigured(config)) return;
  await queueMail(trx, { to: `${SMS_OUTBOX_PREFIX}${message.to}`, subject: 'SMS', text: message.text, html: '' });
}

/**
 * With SMS_URL set: one POST of `{to, text}` as JSON (bearer SMS_TOKEN), the
 * shape of most HTTP SMS gateways or a small adapter in front of one. Sent
 * after the code is committed; a refusal tells the member to try again
 * (the unsent code is harmless: it expires).
 */
export async function sendSmsThroughGateway(config: Config, message: SmsMessage): Promise<void> {
  if (!config.smsUrl) return;
  let ok: boolean;
  try {
    const response = await fetch(config.smsUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.smsToken ? { authorization: `Bearer ${config.smsToken}` } : {}) },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(10_000),
    });
    ok = response.ok;
  } catch {
    ok = false;
  }
  if (!ok) throw new AppError('INTERNAL_SERVER_ERROR', 'members.errors.smsFailed');
}

/** A code texted to a phone (member sign-in, a buyer's warranty registration): six random digits. */
export function newSmsCode(): string {
  return String(randomInt(0, 10 ** MEMBER_CODE_LENGTH)).padStart(MEMBER_CODE_LENGTH, '0');
}

const digest = (ticketId: string, code: string) => createHash('sha256').update(`${ticketId}:${code}`).digest();

/** What is stored of a code: its hash, salted with its ticket's id. */
export function smsCodeHash(ticketId: string, code: string): string {
  return digest(ticketId, code).toString('base64url');
}

/** Whether a typed code is the ticket's (compared in constant time). */
export function smsCodeMatches(ticketId: string, code: string, storedHash: string): boolean {
  return timingSafeEqual(Buffer.from(storedHash, 'base64url'), digest(ticketId, code));
}
