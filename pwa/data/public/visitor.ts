import { readCookie, writeCookie } from '../../lib/cookies';
import { readStored, writeStored } from '../../lib/storage';

// An anonymous visitor id kept in localStorage, sent with likes and views so
// each visitor counts once. A signed-in user id will take its place later.
// It is mirrored in the `visitor_id` cookie, which the server reads when it
// renders a page (and sets on a first visit: then that id is adopted here).
const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/; // as the server reads it (server/modules/content/common.ts)
const sessionFallback = `session-${Math.random().toString(36).slice(2, 14).padEnd(12, '0')}`;

export function readVisitorId(): string {
  const stored = readStored('visitorId');
  if (stored && VISITOR_ID.test(stored)) return stored;
  const cookie = readCookie('visitor_id');
  const id = cookie && VISITOR_ID.test(cookie) ? cookie : typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : sessionFallback;
  writeStored('visitorId', id);
  writeCookie('visitor_id', id);
  return readStored('visitorId') === id ? id : sessionFallback;
}
