import { readStored, writeStored } from '../../lib/storage';

// An anonymous visitor id kept in localStorage, sent with likes and views so
// each visitor counts once. A signed-in user id will take its place later.
const sessionFallback = `session-${Math.random().toString(36).slice(2, 14).padEnd(12, '0')}`;

export function readVisitorId(): string {
  const stored = readStored('visitorId');
  if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
  const id = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : sessionFallback;
  writeStored('visitorId', id);
  return readStored('visitorId') === id ? id : sessionFallback;
}
