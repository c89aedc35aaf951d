import type { Router } from 'express';
import express from 'express';
import type { Db } from '../../db';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (text: string) => escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/**
 * Non-production only: the mail outbox as a page, newest first, with the
 * links clickable, so a tester can verify an address or reset a password
 * without a mail server. Never mounted when NODE_ENV=production.
 */
export function devMailRouter(db: Db): Router {
  const router = express.Router();
  router.get('/mail', async (_req, res) => {
    const mails = await db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').limit(100).execute();
    const items = mails
      .map(
        (m) => `<article data-to="${escapeHtml(m.to_address)}"><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> <span class="to">${escapeHtml(m.to_address)}</span> · <time>${escapeHtml(m.created_at)}</time>${m.sent_at ? ' · sent' : ''}</p><pre>${linkify(m.text)}</pre></article>`,
      )
      .join('<hr>');
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail outbox</title></head><body><h1>Mail outbox (${mails.length})</h1>${items || '<p>No mail yet.</p>'}</body></html>`);
  });
  return router;
}
