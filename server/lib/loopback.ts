import type { Request } from 'express';

// "From this machine": what only a browser or a scraper on the server's own
// machine may reach (the demo's mail outbox, /metrics without its token).

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`): a connection from this machine. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^127(?:\.\d{1,3}){3}$/.test(v4) || address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/** The host name of a Host header, lower case, without port or trailing dot; undefined when it is not one. */
export function hostnameOf(hostHeader: string | undefined): string | undefined {
  if (!hostHeader || /[\s/?#@\\]/.test(hostHeader)) return undefined;
  try {
    return new URL(`http://${hostHeader}`).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return undefined;
  }
}

/**
 * A Host header that names this machine (`localhost`, 127.x.x.x, `[::1]`, any port). A page served under any
 * other name was reached through a name someone else's DNS controls (DNS rebinding: evil.example resolving to
 * 127.0.0.1), even when the connection itself comes from this machine.
 */
export function isLoopbackHost(hostHeader: string | undefined): boolean {
  const name = hostnameOf(hostHeader);
  if (name === undefined) return false;
  return name === 'localhost' || name === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(name);
}

// Headers a reverse proxy adds: a request relayed from elsewhere arrives from
// the proxy's (often loopback) address, so it is refused when it carries one.
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host', 'via'];

/**
 * A request from this machine: the connection's own remote address (never X-Forwarded-For, which any client may
 * send) is loopback, the request did not come through a proxy (which would connect from loopback for anyone), and
 * its Host names this machine (DNS rebinding: a page of evil.example made to resolve to 127.0.0.1 reaches a
 * loopback address but says its own Host).
 */
export function fromThisMachine(req: Pick<Request, 'socket' | 'headers'>): boolean {
  return (
    isLoopbackAddress(req.socket.remoteAddress) &&
    isLoopbackHost(req.headers.host) &&
    !FORWARDED.some((name) => req.headers[name] !== undefined)
  );
}
