import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, ServerProcess } from '../../scripts/soak/soak';
import { newTestDatabase } from '../support/server';
import { spawnServer } from '../support/serverChild';

// SIGTERM drains the server: a request under way finishes, new connections
// are refused, and the process exits 0 (issue 15).

const ACCEPT = 'application/graphql-response+json, application/json';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } | undefined;
}

/** Answers one POST of `body` on `agent` (a fresh connection when none), or the error that ended it. */
function post(url: string, body: string, agent: http.Agent | false): { written: Promise<void>; answer: Promise<Answer | Error> } {
  let written: () => void = () => undefined;
  const writtenP = new Promise<void>((resolve) => (written = resolve));
  const answer = new Promise<Answer | Error>((resolve) => {
    const req = http.request(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: ACCEPT, 'content-length': String(Buffer.byteLength(body)) },
      agent,
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) as Answer['body'] }));
      res.on('error', resolve);
    });
    req.on('error', resolve);
    req.end(body, written);
  });
  return { written: writtenP, answer };
}

// A read of the reference places: a little work for each of the 40 requests.
const QUERY = JSON.stringify({
  query: '{ cityList(limit: 100) { count rows { id nameAr nameEn parentId createdAt } } appInfo { version } }',
});

/** The last process `pid` started, down its line of children: under npm, the server's own. */
function deepestChild(pid: number): number {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const child = table.find(([, parent]) => parent === pid);
  return child ? deepestChild(child[0]) : pid;
}

describe('shutdown', () => {
  let database: Awaited<ReturnType<typeof newTestDatabase>>;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-drain-'));
    database = await newTestDatabase(dir);
  });
  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  for (const connections of ['new connections', 'kept-alive connections'] as const)
    it(`answers every one of 40 requests received before SIGTERM, on ${connections}, then exits 0`, async () => {
      const server = await spawnServer({
        DATABASE_FILE: database.config.databaseFile,
        DATABASE_URL: database.config.databaseUrl ?? '',
        JWT_SECRET: 'shutdown-test-secret-'.padEnd(48, 'x'),
        // 40 anonymous reads from one address at once: more than a visitor's browser runs (six).
        ANONYMOUS_READ_BUDGET: '1000000/100000/40',
      });
      const agent = connections === 'new connections' ? false : new http.Agent({ keepAlive: true, maxSockets: 40 });
      try {
        await server.healthy();
        // Kept alive: each connection has carried one request and is idle when the 40 come.
        if (agent) await Promise.all(Array.from({ length: 40 }, () => post(server.url, QUERY, agent).answer));
        // The 40 reach the machine while the process is paused (as when it is busy): the kernel holds them, sent
        // whole, and SIGTERM comes before the server has read one.
        server.proc.kill('SIGSTOP');
        const sent = Array.from({ length: 40 }, () => post(server.url, QUERY, agent));
        await Promise.all(sent.map((s) => s.written));
        server.proc.kill('SIGTERM');
        server.proc.kill('SIGCONT');
        const answers = await Promise.all(sent.map((s) => s.answer));
        const failed = answers.filter((a): a is Error => a instanceof Error).map((e) => (e as NodeJS.ErrnoException).code ?? e.message);
        expect(failed, 'requests that got no answer').toEqual([]);
        for (const answer of answers as Answer[]) {
          expect(answer.status).toBe(200);
          expect(answer.body?.data?.appInfo).toEqual({ version: expect.any(String) });
        }
        expect(await server.exited).toBe(0);
      } finally {
        if (agent) agent.destroy();
        await server.kill();
      }
    }, 120_000);

  it('drains under `npm run serve` as under node: SIGTERM to its process group while the server is busy', async () => {
    const server = await spawnServer(
      {
        DATABASE_FILE: database.config.databaseFile,
        DATABASE_URL: database.config.databaseUrl ?? '',
        JWT_SECRET: 'shutdown-test-secret-'.padEnd(48, 'x'),
        ANONYMOUS_READ_BUDGET: '1000000/100000/40',
      },
      { command: ['npm', 'run', '-s', 'serve'], group: true },
    );
    try {
      await server.healthy();
      const serverPid = deepestChild(server.proc.pid as number);
      expect(fs.readFileSync(`/proc/${serverPid}/cmdline`, 'utf8')).toContain('.server/main.mjs');
      // Busy (stopped here) when the signal comes: npm, and whatever stands between it and the server, act on the
      // signal first. A wrapper that kills a child slow to answer it (tsx's CLI did, within 60 ms) cuts the drain.
      process.kill(serverPid, 'SIGSTOP');
      const sent = Array.from({ length: 4 }, () => post(server.url, QUERY, false));
      await Promise.all(sent.map((s) => s.written));
      process.kill(-(server.proc.pid as number), 'SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      process.kill(serverPid, 'SIGCONT');
      const answers = await Promise.all(sent.map((s) => s.answer));
      const failed = answers.filter((a): a is Error => a instanceof Error).map((e) => (e as NodeJS.ErrnoException).code ?? e.message);
      expect(failed, 'requests that got no answer').toEqual([]);
      for (const answer of answers as Answer[]) expect(answer.status).toBe(200);
      expect(await server.exited).toBe(0);
    } finally {
      await server.kill();
    }
  }, 120_000);

  it('drains on SIGTERM: a request under way finishes, new connections are refused, the process exits 0', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-limits-'));
    const database = await newTestDatabase(dir);
    const child = new ServerProcess(database.config.databaseFile, await freePort(), database.config.databaseUrl);
    try {
      await child.start();
      const proc = child.child!;
      const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
      const body = JSON.stringify({ query: '{ appInfo { version } }' });
      let finishBody: () => void = () => undefined;
      const inFlight = new Promise<Answer>((resolve, reject) => {
        const req = http.request(`${child.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: ACCEPT, 'content-length': String(body.length) },
          agent: false,
        });
        req.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) as Answer['body'] }));
        });
        req.on('error', reject);
        // Half the body now, the rest after SIGTERM: the request is under way when the signal comes.
        req.write(body.slice(0, 10));
        finishBody = () => req.end(body.slice(10));
      });
      await new Promise((r) => setTimeout(r, 300));
      proc.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      await expect(fetch(`${child.url}/healthz`)).rejects.toThrow();
      expect(proc.exitCode).toBeNull();
      finishBody();
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.body?.data).toEqual({ appInfo: { version: expect.any(String) } });
      expect(await exited).toBe(0);
    } finally {
      await child.kill('SIGKILL');
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
