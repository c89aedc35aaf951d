import { createServer, maxHeaderSize, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { Server as NetServer, type AddressInfo, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { DEFAULT_LANGUAGE } from '../../shared/i18n';
import { formatBytes } from '../../shared/uploads';
import { translator } from './i18n';
import type { Logger } from './logger';
import { StartupError } from './startup';

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

/**
 * Connections the kernel holds for the server before it accepts them. Node's default, 511, overflowed when a crowd
 * opened a thousand connections at once while the machine was busy: the kernel reset about forty of them
 * (ECONNRESET), where a longer queue lets them wait their turn and get their answer, a 429 among them. Linux caps it
 * at net.core.somaxconn (4096 by default since 5.4).
 */
export const LISTEN_BACKLOG = 4096;

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

/** Per connection: requests under way, and whether it has carried one yet. */
interface ConnectionState {
  active: number;
  served: number;
  /** When it was accepted (Date.now()). */
  acceptedAt: number;
}
const connectionsOf = new WeakMap<Server, Map<Socket, ConnectionState>>();
/** Servers draining, with the connections accepted since the drain last looked. */
const drainingServers = new WeakMap<Server, { accepted: number }>();

/** Follows every connection's requests, for drainServer to tell a connection between requests from one whose first request is still on its way. */
function trackConnections(server: Server): void {
  const connections = new Map<Socket, ConnectionState>();
  connectionsOf.set(server, connections);
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, served: 0, acceptedAt: Date.now() });
    const draining = drainingServers.get(server);
    if (draining) draining.accepted++;
    socket.once('close', () => connections.delete(socket));
  });
  // First of the request listeners, so the app has not answered yet.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const state = connections.get(req.socket);
    // A request that arrives while draining is answered, on a connection that then closes.
    if (drainingServers.has(server)) res.setHeader('Connection', 'close');
    if (!state) return;
    state.active++;
    res.once('close', () => {
      state.active--;
      state.served++;
    });
  });
}

/**
 * Listens before anything else starts (server/boot.ts), so that a port in use stops the start before the database
 * is opened, migrated or seeded. Until `serve()` hands it the app, every request answers 503 with Retry-After.
 */
export async function listenFirst(
  port: number,
  host: string,
  logger: Logger,
): Promise<{ server: Server; port: number; serve(app: RequestListener): void }> {
  let handler: RequestListener = (_req, res) => {
    res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '1' });
    res.end(JSON.stringify({ ok: false, starting: true }));
  };
  const server = createServer((req, res) => handler(req, res));
  trackConnections(server);
  tuneConnectionTimers(server);
  answerClientErrors(server, logger);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port, host, backlog: LISTEN_BACKLOG }, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (err) {
    throw listenError(err, port, host);
  }
  return {
    server,
    port: (server.address() as AddressInfo).port,
    serve(app) {
      handler = app;
    },
  };
}

function listenError(err: unknown, port: number, host: string): unknown {
  const code = (err as NodeJS.ErrnoException).code;
  const nothing = 'Nothing was started: the database was not opened.';
  if (code === 'EADDRINUSE')
    return new StartupError(
      'port',
      `port ${port} is in use on ${host}: another process (another copy of this server?) listens there. Stop it, or set PORT to a free port. ${nothing}`,
    );
  if (code === 'EACCES')
    return new StartupError(
      'port',
      `port ${port} on ${host} cannot be listened on: permission denied (ports below 1024 need privileges). ${nothing}`,
    );
  if (code === 'EADDRNOTAVAIL') return new StartupError('port', `HOST ${host} is not an address of this machine. ${nothing}`);
  return err;
}

/**
 * How long a connection may take to start its first request during the drain before it is closed (a browser's unused
 * preconnect), counted from the drain or from its acceptance, whichever is later: on a loaded machine the queue took
 * over 2 s to accept, and connections accepted late, their requests not read yet, were reset.
 */
const FIRST_REQUEST_WAIT_MS = 2_000;
/** The share of the grace period the listening socket may stay open after the signal while connections keep coming (a proxy under load). */
const ACCEPT_QUEUE_SHARE = 0.5;

/**
 * Stops the server the graceful way: every request already received is answered, then the connections close.
 * "Received" includes connections the kernel completed before the signal that the server had not accepted yet:
 * Node accepts one queued connection per turn of its event loop, so under load the queue drains slowly, and
 * closing the listening socket at once reset them (12 of 40 requests, issue 30). So the listening socket stays
 * open until a turn of the loop accepts nothing more (or half the grace period passes), and only the listening
 * socket closes: http.Server.close() would also close every connection that has not started its request yet.
 * A connection between requests closes; one that carries a request during the drain closes after its answer.
 * After `graceMs`, whatever is still open is cut.
 */
export function drainServer(server: Server, graceMs: number, logger: Logger): Promise<void> {
  return new Promise((resolve) => {
    const connections = connectionsOf.get(server) ?? new Map<Socket, ConnectionState>();
    const started = Date.now();
    const draining = { accepted: 0 };
    drainingServers.set(server, draining);
    const closeIdle = () => {
      const now = Date.now();
      for (const [socket, state] of connections) {
        const waitedLong = now - Math.max(started, state.acceptedAt) > FIRST_REQUEST_WAIT_MS;
        if (state.active === 0 && (state.served > 0 || waitedLong)) socket.destroy();
      }
    };
    let idle: NodeJS.Timeout | undefined;
    const deadline = setTimeout(() => {
      logger.warn({ graceMs }, 'requests still open after the grace period: closing them');
      for (const socket of connections.keys()) socket.destroy();
    }, graceMs);
    const done = () => {
      clearInterval(idle);
      clearTimeout(deadline);
      resolve();
    };
    // setImmediate runs right after the loop's poll of the sockets: a turn that accepted no connection found the
    // queue empty; a request whose bytes had arrived is parsed and counted by then, so the sweep takes for idle
    // only a connection with nothing received.
    const stopListening = () => {
      if (draining.accepted > 0 && Date.now() - started < graceMs * ACCEPT_QUEUE_SHARE) {
        draining.accepted = 0;
        return void setImmediate(stopListening);
      }
      if (server.listening) NetServer.prototype.close.call(server, done);
      else done();
      closeIdle();
      idle = setInterval(() => setImmediate(closeIdle), 50);
    };
    draining.accepted = 1; // at least one turn of the loop before the listening socket closes
    setImmediate(stopListening);
  });
}
