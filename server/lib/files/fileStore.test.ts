import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStore } from './fileStore';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-files-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('localFileStore', () => {
  it('writes a key under its folder and serves it back at the same path', async () => {
    const store = localFileStore(dir);
    await store.put('content/images/a1.webp', Buffer.from('pixels'), 'image/webp');
    expect(fs.readFileSync(path.join(dir, 'content', 'images', 'a1.webp'), 'utf8')).toBe('pixels');

    const app = express().use('/uploads', store.handler());
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as { port: number };
      const found = await fetch(`http://127.0.0.1:${port}/uploads/content/images/a1.webp`);
      expect(found.status).toBe(200);
      expect(await found.text()).toBe('pixels');
      expect((await fetch(`http://127.0.0.1:${port}/uploads/content/images/missing.webp`)).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it('refuses keys that would leave the store or hide a file', async () => {
    const store = localFileStore(dir);
    for (const key of ['../escape.txt', 'content/../../escape.txt', '/etc/passwd', 'content/.hidden', '']) {
      await expect(store.put(key, 'x', 'text/plain'), key).rejects.toThrow(/Bad file key/);
    }
    expect(fs.existsSync(path.join(dir, '..', 'escape.txt'))).toBe(false);
  });
});
