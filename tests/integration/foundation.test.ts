import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/boot';
import { gql } from '../support/graphql';
import { rawRequest } from '../support/rawHttp';
import { newTestDatabase, onPostgres, startTestServer, type TestServer } from '../support/server';
import { sqliteOf } from '../../server/db';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('GET /healthz', () => {
  it('answers ok once the database is migrated', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ ok: true, version: expect.any(String) });
  });
});

describe('POST /graphql', () => {
  it('answers a query in the language asked for', async () => {
    const en = await gql<{ appInfo: { name: string; language: string; languages: string[] } }>(
      server.url,
      '{ appInfo { name language languages } }',
      {},
      { language: 'en' },
    );
    expect(en.status).toBe(200);
    expect(en.data?.appInfo).toEqual({ name: 'Aqua Club', language: 'en', languages: ['ar', 'en'] });
    const ar = await gql<{ appInfo: { name: string; language: string } }>(
      server.url,
      '{ appInfo { name language } }',
      {},
      { language: 'ar' },
    );
    expect(ar.data?.appInfo).toEqual({ name: 'نادي أكوا', language: 'ar' });
  });

  it('takes Arabic when Accept-Language names no supported language', async () => {
    const response = await gql<{ appInfo: { language: string } }>(server.url, '{ appInfo { language } }', {}, { language: 'fr' as 'en' });
    expect(response.data?.appInfo.language).toBe('ar');
  });

  it('reports errors with a code and a translated message, without stack traces', async () => {
    const en = await gql(server.url, '{ appInfo { nope } }', {}, { language: 'en' });
    expect(en.errors?.[0]?.message).toBe('The request is not valid');
    expect(en.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const ar = await gql(server.url, '{ appInfo { nope } }', {}, { language: 'ar' });
    expect(ar.errors?.[0]?.message).toBe('الطلب غير صالح');
    expect(ar.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(ar)).not.toMatch(/stack|at .*\.ts:\d+/);
  });

  it('is never cached', async () => {
    const response = await gql(server.url, '{ appInfo { name } }');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('runs mutations over POST', async () => {
    const response = await gql<{ ping: string }>(server.url, 'mutation { ping }');
    expect(response.data?.ping).toBe('pong');
  });
});

describe('static files and the app shell', () => {
  it('serves index.html for app routes, no-cache, in the language of the prefix', async () => {
    const en = await fetch(`${server.url}/en/some/page`, { headers: { accept: 'text/html' } });
    expect(en.status).toBe(200);
    expect(en.headers.get('cache-control')).toBe('no-cache');
    const html = await en.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>Aqua Club</title>');
    const ar = await (await fetch(`${server.url}/ar`, { headers: { accept: 'text/html' } })).text();
    expect(ar).toContain('<html lang="ar" dir="rtl">');
  });

  it('sends security headers with a CSP that allows no inline scripts', async () => {
    const response = await fetch(`${server.url}/ar`, { headers: { accept: 'text/html' } });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    // An album's video links play (shared/videoEmbed.ts): files from https hosts, YouTube and Vimeo in their players.
    expect(csp).toMatch(/media-src 'self' blob: https:(;|$)/);
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('caches hashed assets forever and re-checks the service worker and manifest', async () => {
    const html = await (await fetch(`${server.url}/ar`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const js = await fetch(`${server.url}${asset}`);
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const file of ['/sw.js', '/manifest.webmanifest']) {
      const response = await fetch(`${server.url}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control'), file).toBe('no-cache');
    }
  });

  it('serves a built script gzipped, as on disk once unzipped, and answers a repeat with 304', async () => {
    const html = await (await fetch(`${server.url}/ar`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const onDisk = fs.readFileSync(path.join('dist', asset));
    const zipped = await rawRequest(server.url, { path: asset, headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/^text\/javascript/);
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(zipped.body).equals(onDisk)).toBe(true);
    const plain = await rawRequest(server.url, { path: asset });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(onDisk)).toBe(true);
    const again = await rawRequest(server.url, { path: asset, headers: { 'if-none-match': String(zipped.headers.etag) } });
    expect(again.status).toBe(304);
    const head = await rawRequest(server.url, { method: 'HEAD', path: asset });
    expect([head.status, head.body.length]).toEqual([200, 0]);
    const range = await rawRequest(server.url, { path: asset, headers: { range: 'bytes=0-9' } });
    expect([range.status, range.body.equals(onDisk.subarray(0, 10))]).toEqual([206, true]);
    // A font is already compressed: sent as it is.
    const font = fs.readdirSync('dist/assets').find((name) => name.endsWith('.woff2'));
    const woff2 = await rawRequest(server.url, { path: `/assets/${font}`, headers: { 'accept-encoding': 'gzip' } });
    expect([woff2.status, woff2.headers['content-encoding']]).toEqual([200, undefined]);
    for (const outside of ['/assets/..%2F..%2Fpackage.json', '/assets/missing-abc.js']) {
      const refused = await rawRequest(server.url, { path: outside, headers: { 'accept-encoding': 'gzip' } });
      expect(refused.status, outside).toBe(404);
    }
  });

  it('never answers API, upload or file paths with the app shell', async () => {
    for (const url of ['/uploads/missing.png', '/missing.js', '/assets/missing-abc.js', '/graphql/extra']) {
      const response = await fetch(`${server.url}${url}`, { headers: { accept: 'text/html' } });
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).not.toContain('<div id="root">');
    }
  });

  it('has an installable manifest, Arabic first', async () => {
    const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ lang: 'ar', dir: 'rtl', display: 'standalone', name: 'نادي أكوا' });
    const icons = manifest.icons as Array<{ sizes: string; purpose?: string }>;
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
  });
});

describe('the database', () => {
  it.skipIf(onPostgres)('runs with WAL, foreign keys, a busy timeout and full sync', () => {
    const sqlite = sqliteOf(server.database);
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(sqlite.pragma('synchronous', { simple: true })).toBe(2);
  });

  it('keeps its data and its secret on a second start, without seeding again', async () => {
    // The file's server started on a new database: it seeded the demo and stored a new secret. A second start on
    // that database (one start, not two seeds: on a busy machine two demo seeds on PostgreSQL took over 30 s).
    expect(server.seeded).toBe(true);
    const secret = server.config.jwtSecret;
    expect(secret).toBeTruthy();
    await server.database.db.insertInto('app_meta').values({ key: 'marker', value: 'kept', updated_at: 'now' }).execute();
    const users = await server.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    const second = await startServer({ ...server.config, port: 0, jwtSecret: undefined });
    try {
      expect(second.seeded).toBe(false);
      expect(second.config.jwtSecret).toBe(secret);
      const marker = await second.database.db.selectFrom('app_meta').select('value').where('key', '=', 'marker').executeTakeFirst();
      expect(marker?.value).toBe('kept');
      const again = await second.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(again.n)).toBe(Number(users.n));
    } finally {
      await second.close();
    }
    if (!onPostgres) expect(fs.existsSync(server.config.databaseFile)).toBe(true);
  });

  it('does not seed a new database when SEED_DEMO=0', async () => {
    const database = await newTestDatabase(server.dir, 'noseed.sqlite');
    const running = await startServer({ ...server.config, ...database.config, port: 0, seedDemo: false });
    expect(running.seeded).toBe(false);
    await running.close();
    await database.drop();
  });
});
