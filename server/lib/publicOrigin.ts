import type { RequestHandler } from 'express';
import type { Config } from './config';
import { translator } from './i18n';
import { hostnameOf, isLoopbackAddress } from './loopback';
import { currentScope } from './requestScope';
import { StartupError } from './startup';

// Where people reach this site (PUBLIC_URL): the one origin of every link the server writes (mails, the social
// sign-in redirect, page metadata, the sitemap), never the request's Host header, which any client sets
// (docs/decisions.md "Public origin").

/** PUBLIC_URL as an origin, `https://club.example.org` (no path, query or credentials); a StartupError otherwise. */
export function parsePublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StartupError(
      'config',
      `PUBLIC_URL is not a URL: "${value}". Set it to the address people reach the site at, e.g. https://club.example.org`,
    );
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash || url.pathname !== '/')
    throw new StartupError(
      'config',
      `PUBLIC_URL must be an http(s) origin without path, query or credentials (e.g. https://club.example.org), not "${value}"`,
    );
  return url.origin;
}

/**
 * The origin in force: PUBLIC_URL; without it, in the demo only, the address the server listens at (with
 * `localhost` for a wildcard address). Production refuses to start without PUBLIC_URL.
 */
export function resolvePublicUrl(config: Pick<Config, 'publicUrl' | 'production'>, listening: { host: string; port: number }): string {
  if (config.publicUrl) return parsePublicUrl(config.publicUrl);
  if (config.production)
    throw new StartupError(
      'config',
      'PUBLIC_URL is not set. In production it is required: the links in password-reset and invitation mails point at it, ' +
        'and requests for any other host name are refused. Set PUBLIC_URL=https://your.site (the address people reach the site at) and start again.',
    );
  const host = ['0.0.0.0', '::', ''].includes(listening.host)
    ? 'localhost'
    : listening.host.includes(':')
      ? `[${listening.host}]`
      : listening.host;
  return `http://${host}:${listening.port}`;
}

/** The origin links point at. Set by the start (server/boot.ts) before the app is made. */
export function publicOrigin(config: Pick<Config, 'publicUrl'>): string {
  if (!config.publicUrl) throw new Error('the public origin is not resolved yet (server/boot.ts sets it)');
  return config.publicUrl;
}

/**
 * Production: a request whose Host header is not PUBLIC_URL's host name is refused with 421 Misdirected Request
 * (the reverse proxy's `default_server` should drop it before; this holds when it does not). The port is not
 * compared: behind a proxy the Host carries the public name, reached directly it carries the listening port.
 * `/healthz` and `/metrics` from this machine are let through under any name, for a health check or a Prometheus on
 * 127.0.0.1 (which names `127.0.0.1:3000`); `/metrics` then applies its own guard (modules/system/metrics.ts).
 */
export function hostGuard(publicUrl: string): RequestHandler {
  const expected = new URL(publicUrl).hostname.toLowerCase();
  return (req, res, next) => {
    if (hostnameOf(req.headers.host) === expected) return next();
    if ((req.path === '/healthz' || req.path === '/metrics') && isLoopbackAddress(req.socket.remoteAddress)) return next();
    const t = translator(currentScope().language);
    res
      .status(421)
      .set({ 'Cache-Control': 'no-store', Connection: 'close' })
      .json({ errors: [{ message: t('errors.misdirectedRequest'), extensions: { code: 'MISDIRECTED_REQUEST' } }] });
  };
}
