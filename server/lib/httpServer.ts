import type { Server } from 'node:http';
import { maxHeaderSize } from 'node:http';
import type { Duplex } from 'node:stream';
import { DEFAULT_LANGUAGE } from '../../shared/i18n';
import { formatBytes } from '../../shared/uploads';
import { translator } from './i18n';
import type { Logger } from './logger';

/**
 * How long an idle keep-alive connection stays open. Longer than the idle timeout of whatever sits in front and
 * reuses connections to us (nginx's upstream `keepalive_timeout` and most load balancers: 60 s), so the peer always
 * closes an idle connection first: if the server closed it first, a request the peer had just sent on it would meet a
 * reset (nginx answers 502; Node's fetch, "fetch failed: ECONNRESET"). docs/decisions.md "Keep-alive behind a proxy".
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/**
 * Node starts this timer when a request's first byte arrives on a connection (a new one or a kept-alive one); it
 * must outlast the keep-alive timeout, as Node's documentation and the load balancers' guides advise, so that one
 * timer does not cut what the other still allows.
 */
export const HEADERS_TIMEOUT_MS = KEEP_ALIVE_TIMEOUT_MS + 1_000;

/** Sets the server's connection timers for life behind a reverse proxy (see KEEP_ALIVE_TIMEOUT_MS). */
export function tuneConnectionTimers(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}

/**
 * Answers requests Node's HTTP parser refuses before Express sees them (a URL
 * or headers over the 16 KiB header limit, e.g. a GET with a huge query string;
 * malformed HTTP) with a JSON body and a code, as every other refusal, instead
 * of Node's bare status line. The headers were not read, so the language is the default.
 */
export function answerClientErrors(server: Server, logger: Logger): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const t = translator(DEFAULT_LANGUAGE);
    const [status, reason, code, message] =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'PAYLOAD_TOO_LARGE', t('errors.payloadTooLarge', { max: formatBytes(maxHeaderSize) })]
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout', 'BAD_USER_INPUT', t('errors.badRequest')]
          : [400, 'Bad Request', 'BAD_USER_INPUT', t('errors.badRequest')];
    logger.debug({ code: err.code }, 'refused a request the HTTP parser could not read');
    const body = JSON.stringify({ errors: [{ message, extensions: { code } }] });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

/**
 * Stops the server the graceful way: no new connections, requests under way
 * finish (idle keep-alive connections are closed as they free up), and after
 * `graceMs` whatever is still open is cut.
 */
export function drainServer(server: Server, graceMs: number, logger: Logger): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      logger.warn({ graceMs }, 'requests still open after the grace period: closing them');
      server.closeAllConnections();
    }, graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}
