import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_STYLES_PATH, GlobalStylesheets, type StylesheetStore } from './globalStyles';

/** What the database holds for every process (stylesheetsInDatabase over app_meta). */
const shared = new Map<string, string>();
const store: StylesheetStore = {
  save: (hash, css) => Promise.resolve(void shared.set(hash, css)),
  load: (hash) => Promise.resolve(shared.get(hash)),
};
const sheets = new GlobalStylesheets(undefined, undefined, 2);
/** Two processes behind one address, sharing the database. */
const first = new GlobalStylesheets(store);
const second = new GlobalStylesheets(store);
let base = '';
let close: () => void = () => undefined;
beforeAll(async () => {
  const app = express();
  app.get(GLOBAL_STYLES_PATH, sheets.serve);
  const other = express.Router();
  other.get(GLOBAL_STYLES_PATH, second.serve);
  app.use('/second', other);
  app.use((_req, res) => void res.status(404).end());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const get = (href: string, headers: Record<string, string> = {}) => fetch(`${base}${href}`, { headers });

describe('GlobalStylesheets', () => {
  it('names a stylesheet by its content and serves it for good, gzipped when asked', async () => {
    const href = sheets.href('body{margin:0}');
    expect(href).toMatch(GLOBAL_STYLES_PATH);
    expect(sheets.href('body{margin:0}')).toBe(href);
    expect(sheets.href('body{margin:1px}')).not.toBe(href);
    const plain = await get(href, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('body{margin:0}');
    const gzipped = await get(href, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toBe('body{margin:0}');
  });

  it('keeps only the latest stylesheets, the one a page links again staying', async () => {
    const kept = sheets.href('a{color:red}');
    const dropped = sheets.href('b{color:red}');
    sheets.href('a{color:red}');
    sheets.href('i{color:red}');
    expect((await get(kept)).status).toBe(200);
    expect((await get(dropped)).status).toBe(404);
    expect((await get('/assets/ssr-global-0123456789abcdef.css')).status).toBe(404);
  });

  it('serves a stylesheet another process made, from the database, and 404 for one no process made', async () => {
    const href = first.href('main{padding:0}');
    await expect.poll(() => shared.size).toBe(1);
    const answer = await get(`/second${href}`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('main{padding:0}');
    expect((await get('/second/assets/ssr-global-0123456789abcdef.css')).status).toBe(404);
  });
});
