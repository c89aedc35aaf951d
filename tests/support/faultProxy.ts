import net from 'node:net';
import type { BrowserContext } from 'playwright-core';

// One phone's network, as a TCP proxy on 127.0.0.1 in front of the server (issue 41's fault model). Closing the
// server's own socket (network.ts) cuts every phone at once and cannot model Wi-Fi without internet; a proxy per phone
// can, and it survives the server's kill -9: the phone's origin is the proxy's, whatever port the server has now.
// It relays bytes and never parses or rewrites them, so keep-alive, chunked and streamed answers (Server-Sent
// Events) pass as they are, and the Host header names the proxy: the demo's server accepts any Host, production's
// compares the host name only (server/lib/publicOrigin.ts hostGuard), and both are 127.0.0.1.

/**
 * `pass`: relayed both ways. `refuse`: no network; a new connection is reset as soon as it is accepted (the browser
 * fails at once, net::ERR_CONNECTION_RESET), the open ones are reset. `blackhole`: Wi-Fi without internet; connections
 * are accepted and never answered, what the phone sends is dropped, the open ones stall (their server side is closed).
 */
export type FaultMode = 'pass' | 'refuse' | 'blackhole';

/** A request line the phone sent, and the mode it met (`blackhole`: it never reached the server). */
export interface ProxiedRequest {
  method: string;
  path: string;
  mode: Exclude<FaultMode, 'refuse'>;
  at: number;
}

export interface FaultProxyStats {
  /** Connections accepted, in any mode. */
  connections: number;
  /** Of those, reset at once by `refuse` or because the server could not be reached. */
  reset: number;
  /** Request lines relayed to the server (`pass`) and held unanswered (`blackhole`). */
  relayed: number;
  held: number;
  bytesToServer: number;
  bytesToPhone: number;
  /** Connections open now: relayed, and stalled by `blackhole`. */
  open: { relayed: number; stalled: number };
}

export interface FaultProxy {
  /** The phone's origin: `http://127.0.0.1:<port>`. */
  readonly url: string;
  readonly port: number;
  readonly mode: FaultMode;
  setMode(mode: FaultMode): void;
  /** Where new connections go from now on (a server restarted on another port); open ones stay where they are. */
  setUpstream(upstream: Upstream): void;
  stats(): FaultProxyStats;
  /** The last 1,000 request lines the phone sent, oldest first. */
  requests(): readonly ProxiedRequest[];
  /** Stops listening and destroys every connection. */
  close(): Promise<void>;
}

/** The server's URL, or a function giving it at each new connection (a KillableServer's `url`, which moves on restart). */
export type Upstream = string | (() => string);

// A request starts a chunk: browsers neither pipeline nor send a request before the previous answer, so the first
// bytes of a chunk that look like a request line are one (a body that begins so is a test's own doing).
const REQUEST_LINE = /^([A-Z]+) (\S+) HTTP\/1\.[01]\r\n/;
const KEPT_REQUESTS = 1_000;

/** One phone connection: relayed to its server socket, or stalled (blackhole) with none. */
interface Connection {
  phone: net.Socket;
  server: net.Socket | undefined;
}

export async function startFaultProxy(upstream: Upstream, options: { port?: number } = {}): Promise<FaultProxy> {
  let target = upstream;
  let mode: FaultMode = 'pass';
  const open = new Set<Connection>();
  const log: ProxiedRequest[] = [];
  const counts = { connections: 0, reset: 0, relayed: 0, held: 0, bytesToServer: 0, bytesToPhone: 0 };

  const note = (chunk: Buffer, met: ProxiedRequest['mode']) => {
    const line = REQUEST_LINE.exec(chunk.toString('latin1', 0, Math.min(chunk.length, 2048)));
    if (!line) return;
    counts[met === 'pass' ? 'relayed' : 'held']++;
    log.push({ method: line[1] as string, path: line[2] as string, mode: met, at: Date.now() });
    if (log.length > KEPT_REQUESTS) log.shift();
  };

  const reset = (socket: net.Socket) => {
    if (!socket.destroyed) socket.resetAndDestroy();
  };

  // Ended at once and forgotten now (the socket's own close comes a tick later).
  const drop = (connection: Connection) => {
    open.delete(connection);
    connection.server?.destroy();
    reset(connection.phone);
  };

  // Bytes one way, holding the sender while the receiver's buffer is full.
  const forward = (from: net.Socket, to: net.Socket, chunk: Buffer) => {
    if (!to.write(chunk)) {
      from.pause();
      to.once('drain', () => from.resume());
    }
  };

  // From now on nothing of this connection reaches a server or comes back: what the phone sends is read (so its own
  // close is seen) and dropped, and the server's side, if any, is closed.
  const stall = (connection: Connection) => {
    connection.server?.destroy();
    connection.server = undefined;
    connection.phone.resume();
  };

  const accept = (phone: net.Socket) => {
    const connection: Connection = { phone, server: undefined };
    open.add(connection);
    phone.setNoDelay(true);
    phone.on('error', () => undefined);
    phone.once('close', () => {
      open.delete(connection);
      connection.server?.destroy();
    });
    phone.on('data', (chunk: Buffer) => {
      const { server } = connection;
      note(chunk, server ? 'pass' : 'blackhole');
      if (!server) return;
      counts.bytesToServer += chunk.length;
      forward(phone, server, chunk);
    });
    phone.on('end', () => connection.server?.end());
    if (mode === 'blackhole') {
      stall(connection);
      return;
    }

    const { hostname, port } = new URL(typeof target === 'function' ? target() : target);
    const server = net.connect({ host: hostname, port: Number(port), allowHalfOpen: true });
    connection.server = server;
    server.setNoDelay(true);
    // The server gone (killed, or not listening): the phone sees a reset, as from a server that died.
    server.on('error', () => {
      if (connection.server !== server) return;
      counts.reset++;
      drop(connection);
    });
    server.on('data', (chunk: Buffer) => {
      counts.bytesToPhone += chunk.length;
      forward(server, phone, chunk);
    });
    server.on('end', () => {
      if (connection.server === server) phone.end();
    });
    phone.resume();
  };

  const proxy = net.createServer({ pauseOnConnect: true, allowHalfOpen: true }, (phone) => {
    counts.connections++;
    if (mode !== 'refuse') {
      accept(phone);
      return;
    }
    phone.on('error', () => undefined);
    counts.reset++;
    reset(phone);
  });
  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = proxy.address() as net.AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    get mode() {
      return mode;
    },
    setMode(next) {
      if (next === mode) return;
      const was = mode;
      mode = next;
      for (const connection of [...open]) {
        // Leaving blackhole, what it held fails now, as a stalled request does when the network changes.
        if (!connection.server) {
          if (was === 'blackhole') drop(connection);
        } else if (next === 'refuse') drop(connection);
        else if (next === 'blackhole') stall(connection);
      }
    },
    setUpstream(next) {
      target = next;
    },
    stats() {
      const relayed = [...open].filter((c) => c.server).length;
      return { ...counts, open: { relayed, stalled: open.size - relayed } };
    },
    requests: () => log,
    async close() {
      mode = 'refuse';
      const closed = new Promise<void>((resolve) => proxy.close(() => resolve()));
      for (const { phone, server } of open) {
        server?.destroy();
        phone.destroy();
      }
      open.clear();
      await closed;
    },
  };
}

/**
 * What a phone's network is: `online`; `offline` (the OS knows: navigator.onLine false, the `offline` event, and
 * nothing gets through, service worker included); Wi-Fi without internet (navigator.onLine stays true):
 * `wifiNoInternet`, where requests hang, or `wifiRefused`, where they fail at once. `offline` cuts at the proxy too,
 * so it holds however the request is made (Playwright 1.65's offline emulation reaches the service worker's fetches;
 * a request from Node, such as a route's fetch, it does not).
 */
export type PhoneNetwork = 'online' | 'offline' | 'wifiNoInternet' | 'wifiRefused';

const PROXY_MODE: Record<PhoneNetwork, FaultMode> = {
  online: 'pass',
  offline: 'refuse',
  wifiNoInternet: 'blackhole',
  wifiRefused: 'refuse',
};

/**
 * Sets one phone's network: the proxy first, then what the browser believes, so the `online` event finds the
 * network there and the `offline` event comes after it went.
 */
export async function setPhoneNetwork(phone: { context: BrowserContext; proxy: FaultProxy }, network: PhoneNetwork): Promise<void> {
  phone.proxy.setMode(PROXY_MODE[network]);
  await phone.context.setOffline(network === 'offline');
}
