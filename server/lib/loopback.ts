import type { Request } from 'express';

// "From this machine": what only a browser or a scraper on the server's own
// machine may reach (the demo's mail outbox, /metrics without its token).

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^127(?:\.\d{1,3}){3}$/.test(v4) || address === '::1' || address === '0:0:0:0:0:0:0:1';
}

// Headers a reverse proxy adds: a request relayed from elsewhere arrives from
// the proxy's (often loopback) address, so it is refused when it carries one.
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host', 'via'];

/**
 * A request from this machine: the connection's own remote address (never
 * X-Forwarded-For, which any client may send) is loopback, and the request did
 * not come through a proxy (which would connect from loopback for anyone).
 */
export function fromThisMachine(req: Pick<Request, 'socket' | 'headers'>): boolean {
  return isLoopbackAddress(req.socket.remoteAddress) && !FORWARDED.some((name) => req.headers[name] !== undefined);
}
