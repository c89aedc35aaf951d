import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../lib/config';
import type { Db } from '../../db';
import type { Logger } from '../../lib/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Every mail is first written to the outbox, inside the caller's transaction:
 * an invitation and its mail commit together or not at all. With SMTP_URL set
 * the outbox is then delivered (after commit); without it, the outbox is where
 * mail stays, and /dev/mail shows it in non-production.
 */
export async function queueMail(db: Db, message: MailMessage): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      to_address: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      created_at: new Date().toISOString(),
      sent_at: null,
      error: null,
    })
    .execute();
  return id;
}

export function isEmailConfigured(config: Config): boolean {
  return Boolean(config.smtpUrl);
}

let transport: { url: string; send: Transporter } | undefined;
function transporter(url: string): Transporter {
  if (transport?.url !== url) transport = { url, send: nodemailer.createTransport(url) };
  return transport.send;
}

/** Sends unsent outbox mail over SMTP, when configured. Failures stay in the outbox with their error. */
export async function deliverOutbox(deps: { db: Db; config: Config; logger: Logger }): Promise<void> {
  const { db, config, logger } = deps;
  if (!config.smtpUrl) return;
  // sms: rows are member sign-in codes kept for /dev/mail when no SMS gateway is set (modules/members/sms.ts): never mailed.
  const pending = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('error', 'is', null)
    .where('to_address', 'not like', 'sms:%')
    .orderBy('created_at')
    .limit(50)
    .execute();
  for (const mail of pending) {
    try {
      await transporter(config.smtpUrl).sendMail({
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        from: config.mailFrom,
      });
      await db.updateTable('mail_outbox').set({ sent_at: new Date().toISOString() }).where('id', '=', mail.id).execute();
    } catch (err) {
      logger.error({ err, mailId: mail.id }, 'mail delivery failed');
      await db
        .updateTable('mail_outbox')
        .set({ error: err instanceof Error ? err.message : String(err) })
        .where('id', '=', mail.id)
        .execute();
    }
  }
}
