import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/boot';
import { readConfig } from '../../server/lib/config';
import { StartupError } from '../../server/lib/startup';
import { buildUser } from '../support/factories';
import { graphqlWithHost, rawRequest } from '../support/rawHttp';
import { newTestDatabase, startTestServer, type TestServer } from '../support/server';

// Issue 30, point 1: the links in mails come from the configured public origin (PUBLIC_URL), never from the
// request's Host header; production requires PUBLIC_URL and refuses any other host name.

const RESET = 'mutation ($e: String!) { authSendPasswordResetEmail(email: $e) }';
const INVITE = 'mutation ($d: IamCreateInput!) { iamCreate(data: $d) }';

async function mailsTo(server: TestServer, address: string): Promise<string[]> {
  const rows = await server.database.db.selectFrom('mail_outbox').select('text').where('to_address', '=', address).execute();
  return rows.map((r) => r.text);
}

const linksIn = (text: string) => text.match(/https?:\/\/[^\s"<>]+/g) ?? [];

describe('demo mode: links on the listening address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a reset asked with Host: evil.example mails a link to this server, not to evil.example', async () => {
    const user = await buildUser(server, { roles: ['owner'] });
    const answer = await graphqlWithHost(server.url, 'evil.example', RESET, { e: user.email });
    expect(answer.status).toBe(200);
    const [mail] = await mailsTo(server, user.email);
    expect(mail).toBeDefined();
    const links = linksIn(mail as string);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${server.url}/`), link).toBe(true);
    expect(mail).not.toContain('evil.example');
  });
});

describe('production mode: PUBLIC_URL', () => {
  let server: TestServer;
  const PUBLIC = 'https://club.example.org';
  beforeAll(async () => {
    server = await startTestServer({ env: { NODE_ENV: 'production', PUBLIC_URL: `${PUBLIC}/` } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses a request for another host name with 421 and a code, and mails nothing', async () => {
    const user = await buildUser(server, { roles: ['owner'] });
    for (const host of ['evil.example', 'club.example.org.evil.example', `127.0.0.1:${new URL(server.url).port}`]) {
      const answer = await graphqlWithHost(server.url, host, RESET, { e: user.email });
      expect(answer.status, host).toBe(421);
      expect(answer.json, host).toEqual({
        errors: [
          {
            message: 'This server does not answer for that address. Open the site at its own address.',
            extensions: { code: 'MISDIRECTED_REQUEST' },
          },
        ],
      });
    }
    const page = await rawRequest(server.url, { path: '/en', headers: { host: 'evil.example', 'accept-language': 'ar' } });
    expect(page.status).toBe(421);
    expect(JSON.stringify(page.json)).toContain('MISDIRECTED_REQUEST');
    expect(await mailsTo(server, user.email)).toEqual([]);
  });

  it('answers for PUBLIC_URL’s host name (any case, any port) and mails links to PUBLIC_URL only', async () => {
    const user = await buildUser(server, { roles: ['owner'] });
    const answer = await graphqlWithHost(server.url, 'Club.Example.org:443', RESET, { e: user.email });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ data: { authSendPasswordResetEmail: true } });
    const invited = await graphqlWithHost(
      server.url,
      'club.example.org',
      INVITE,
      { d: { emails: ['new.staff@test.example'], roles: ['viewer'] } },
      user.token,
    );
    expect(invited.status).toBe(200);
    const mails = [...(await mailsTo(server, user.email)), ...(await mailsTo(server, 'new.staff@test.example'))];
    expect(mails.length).toBe(2);
    for (const link of mails.flatMap(linksIn)) expect(link.startsWith(`${PUBLIC}/`), link).toBe(true);
    const robots = await rawRequest(server.url, { path: '/robots.txt', headers: { host: 'club.example.org' } });
    expect(robots.text).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
  });

  it('answers /healthz from this machine under any name, for a local health check', async () => {
    const health = await rawRequest(server.url, { path: '/healthz', headers: { host: 'localhost' } });
    expect(health.status).toBe(200);
    expect(health.json).toMatchObject({ ok: true });
  });
});

describe('production mode without PUBLIC_URL', () => {
  it('refuses to start, saying what to set', async () => {
    const database = await newTestDatabase(os.tmpdir(), `no-public-url-${process.pid}.sqlite`);
    const config = {
      ...readConfig({ NODE_ENV: 'production', DATABASE_FILE: database.config.databaseFile }),
      ...database.config,
      port: 0,
      logLevel: 'silent',
    };
    const started = startServer(config);
    await expect(started).rejects.toBeInstanceOf(StartupError);
    await expect(started).rejects.toMatchObject({ reason: 'config', message: expect.stringContaining('PUBLIC_URL is not set') });
    await database.drop();
  });
});
