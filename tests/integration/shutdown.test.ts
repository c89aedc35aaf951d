import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, ServerProcess } from '../../scripts/soak/soak';
import { newTestDatabase } from '../support/server';

// SIGTERM drains the server: a request under way finishes, new connections
// are refused, and the process exits 0 (issue 15).

const ACCEPT = 'application/graphql-response+json, application/json';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } | undefined;
}

describe('shutdown', () => {
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

/**
 * Every GraphQL operation written in pwa/ (strings and templates that start
 * with query/mutation or `{ field`), with `${CONST}` parts resolved from the
 * constants of the same file or any file. Template parts that depend on
 * arguments (`${kind}List`) take a sample value. The public site builds its
 * operations in page()/find(): those calls are rebuilt from their arguments.
 */
