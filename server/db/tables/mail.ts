export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  /** Set once SMTP accepted it; null while only in the outbox (no SMTP_URL). */
  sent_at: string | null;
  error: string | null;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
}
