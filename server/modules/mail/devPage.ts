import type { Request, Router } from 'express';
import express from 'express';
import type { Config } from '../../lib/config';
import type { Db } from '../../db';
import { isLoopbackAddress, isLoopbackHost } from '../../lib/loopback';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (text: string) => escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/**
 * The dev outbox exists only in demo mode and only while mail stays in the
 * database: in production (NODE_ENV=production) or with SMTP_URL set, real
 * people receive the mail and nobody else may read it (README "Demo and production").
 */
export function devMailAvailable(config: Pick<Config, 'production' | 'smtpUrl'>): boolean {
  return !config.production && !config.smtpUrl;
}

// Headers a reverse proxy adds: a request relayed from elsewhere arrives from
// the proxy's (often loopback) address, so it is refused when it carries one.
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host', 'via'];

/**
 * The outbox answers only a browser on this machine: the connection's own
 * remote address (never X-Forwarded-For, which any client may send) must be
 * loopback, the request must not have come through a proxy, and the Host must
 * name this machine: a page of evil.example whose name was made to resolve to
 * 127.0.0.1 (DNS rebinding) reaches a loopback address but says its own Host.
 */
export function fromThisMachine(req: Pick<Request, 'socket' | 'headers'>): boolean {
  return (
    isLoopbackAddress(req.socket.remoteAddress) &&
    isLoopbackHost(req.headers.host) &&
    !FORWARDED.some((name) => req.headers[name] !== undefined)
  );
}

/**
 * Demo mode only: the mail outbox as a page, newest first, with the links
 * clickable, so a tester can verify an address or reset a password without a
 * mail server. Mounted at /dev; when unavailable (devMailAvailable) the router
 * is empty and /dev/mail answers 404 like any unknown path; from another
 * machine it answers 403.
 */
export function devMailRouter(db: Db, config: Pick<Config, 'production' | 'smtpUrl'>): Router {
  const router = express.Router();
  if (!devMailAvailable(config)) return router;
  router.use((req, res, next) => {
    if (fromThisMachine(req)) return next();
    res
      .status(403)
      .set('Cache-Control', 'no-store')
      .type('text/plain')
      .send('The mail outbox opens only from a browser on the server’s own machine.');
  });
  router.get('/mail', async (_req, res) => {
    const mails = await db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').limit(100).execute();
    const items = mails
      .map(
        (m) =>
          `<article data-to="${escapeHtml(m.to_address)}"><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> <span class="to">${escapeHtml(m.to_address)}</span> · <time>${escapeHtml(m.created_at)}</time>${m.sent_at ? ' · sent' : ''}</p><pre>${linkify(m.text)}</pre></article>`,
      )
      .join('<hr>');
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail outbox</title></head><body><h1>Mail outbox (${mails.length})</h1>${items || '<p>No mail yet.</p>'}</body></html>`,
      );
  });
  return router;
}
