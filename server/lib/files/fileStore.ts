import fs from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import type { Config } from '../config';

/**
 * Where uploaded and seeded files live. A key is the path under `/uploads/`
 * ("content/images/<id>.webp"): the file is served at `/uploads/<key>` by
 * `handler()`, whichever store holds it. Every writer (uploads, avatars, image
 * variants, demo seed) goes through `put`, so several server processes share
 * files once they share a store (README "Running beyond one machine").
 */
export interface FileStore {
  put(key: string, bytes: Buffer | string, contentType: string): Promise<void>;
  /** Answers GET/HEAD under `/uploads` (mounted there); unknown keys get 404. */
  handler(): RequestHandler;
}

/** A folder on disk: the default, and what a volume shared by every instance uses. */
export function localFileStore(dir: string): FileStore {
  return {
    async put(key, bytes) {
      const file = path.join(dir, ...checkedKey(key).split('/'));
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
    },
    handler() {
      return express.static(dir, { index: false, fallthrough: false, maxAge: '7d', dotfiles: 'deny' });
    },
  };
}

// Keys come from our own code (folder table + random ids), never from a
// request path; refusing anything odd keeps a bug from writing outside the store.
function checkedKey(key: string): string {
  if (!/^[\w-]+(\/[\w.-]+)*$/.test(key) || key.split('/').some((part) => part === '..' || part.startsWith('.')))
    throw new Error(`Bad file key: ${key}`);
  return key;
}

const stores = new Map<string, FileStore>();

/**
 * The one place that picks the store for a configuration. Another backend (an
 * S3-compatible bucket) plugs in here: a FileStore whose `put` is a PutObject
 * and whose `handler` redirects to, or streams from, the bucket.
 */
export function fileStoreFor(config: Pick<Config, 'uploadsDir'>): FileStore {
  let store = stores.get(config.uploadsDir);
  if (!store) stores.set(config.uploadsDir, (store = localFileStore(config.uploadsDir)));
  return store;
}
