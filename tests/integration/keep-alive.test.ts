import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS } from '../../server/lib/httpServer';
import { startTestServer, type TestServer } from '../support/server';

// A reverse proxy (nginx's upstream keepalive, a load balancer) keeps idle connections to the server for up to 60 s and
// sends the next request on one of them. If the server closed an idle connection sooner, a request sent as it closes
// meets a reset (nginx: 502; Node's fetch: ECONNRESET, issue 28). The server's keep-alive must outlast the proxy's.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** A GET of /healthz through `agent`, answering the status, the Keep-Alive header and the local port the request left from. */
function healthz(agent: http.Agent): Promise<{ status: number; keepAlive: string | string[] | undefined; localPort: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${server.url}/healthz`, { agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          keepAlive: res.headers['keep-alive'],
          localPort: (req.socket?.address() as AddressInfo).port,
        }),
      );
    });
    req.on('error', reject);
  });
}

describe('connections kept alive', () => {
  it('tells the client it keeps an idle connection longer than a proxy’s 60 s', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answer = await healthz(agent);
      expect(answer.status).toBe(200);
      expect(answer.keepAlive).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
      expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
      expect(server.server.headersTimeout).toBeGreaterThan(server.server.keepAliveTimeout);
    } finally {
      agent.destroy();
    }
  });

  it('answers a request sent on a connection left idle past Node’s default 5 s, on that same connection', async () => {
    // The agent holds its socket as a proxy does; Node's default keep-alive (5 s) closed it before this request.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1, timeout: 120_000 });
    try {
      const first = await healthz(agent);
      const closed = new Promise<void>((resolve) => {
        const socket = Object.values(agent.freeSockets).flat()[0];
        socket?.once('close', () => resolve());
      });
      const idle = new Promise<'idle'>((resolve) => setTimeout(() => resolve('idle'), 6_000));
      expect(await Promise.race([closed.then(() => 'closed by the server' as const), idle])).toBe('idle');
      const second = await healthz(agent);
      expect(second.status).toBe(200);
      expect(second.localPort).toBe(first.localPort);
    } finally {
      agent.destroy();
    }
  });
});
