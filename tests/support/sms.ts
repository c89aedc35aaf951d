import type { TestServer } from './server';

/** The newest six-digit code texted to a phone (E.164), from the outbox that stands in for the SMS gateway. */
export async function lastSmsCode(server: TestServer, phone: string): Promise<string> {
  const row = await server.database.db
    .selectFrom('mail_outbox')
    .select('text')
    .where('to_address', '=', `sms:${phone}`)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(row.text)?.[1];
  if (!code) throw new Error(`no code in the newest SMS to ${phone}`);
  return code;
}
