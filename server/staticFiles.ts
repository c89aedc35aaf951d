import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import express, { type RequestHandler } from 'express';

const gzip = promisify(gzipCallback);

// Files the browser must re-check on every load: the entry document, the
// service worker and the manifest. Everything under /assets is content-hashed.
const NO_CACHE_FILES = /^\/(index\.html|sw\.js|registerSW\.js|manifest\.webmanifest|workbox-[^/]+\.js)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built PWA's files (STATIC_DIR), each kept by the browser as long as its name allows. */
export function pwaFiles(staticDir: string): RequestHandler[] {
  return [
    keptAssets(path.join(staticDir, 'assets')),
    express.static(staticDir, {
      index: false,
      setHeaders(res, filePath) {
        const rel = '/' + path.relative(staticDir, filePath).split(path.sep).join('/');
        if (rel.startsWith('/assets/')) res.setHeader('Cache-Control', IMMUTABLE);
        else if (NO_CACHE_FILES.test(rel)) res.setHeader('Cache-Control', 'no-cache');
        else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    }),
  ];
}

/** A built file under /assets, held in memory with its gzip: its name is its content's hash, so it never changes. */
interface KeptAsset {
  body: Buffer;
  /** Absent when gzip would not make it smaller by a tenth (fonts, images: already compressed). */
  gzip?: Buffer;
  etag: string;
  lastModified: string;
}

// A plain built file's name: no folder, no dot first (never `..`).
const ASSET_NAME = /^\/assets\/([\w-][\w.-]*)$/;
const COMPRESSIBLE = /\.(m?js|css|json|svg|wasm|map|txt)$/;

/**
 * The app's scripts and styles, read and compressed once per process, not on every request: a back-office screen
 * opened from scratch asks for about 180 of them, and serving them from disk through the compression middleware cost
 * the server about 170 ms of CPU per page load (docs/decisions.md "Built assets served from memory"). Only files
 * that exist are kept, so memory is bounded by the build; a kept file is still served after a new build replaced it,
 * which a page opened before the upgrade needs. A range request, or anything not a plain GET or HEAD of a file
 * there, goes on to the static server.
 */
function keptAssets(assetsDir: string): RequestHandler {
  const kept = new Map<string, Promise<KeptAsset | null>>();
  const load = async (name: string): Promise<KeptAsset | null> => {
    const file = path.join(assetsDir, name);
    try {
      const stats = await fs.stat(file);
      if (!stats.isFile()) return null;
      const body = await fs.readFile(file);
      const compressed = COMPRESSIBLE.test(name) ? await gzip(body, { level: 9 }) : undefined;
      return {
        body,
        gzip: compressed && compressed.length < body.length * 0.9 ? compressed : undefined,
        etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
        lastModified: stats.mtime.toUTCString(),
      };
    } catch {
      return null;
    }
  };
  return (req, res, next) => {
    const name = ASSET_NAME.exec(req.path)?.[1];
    if (!name || (req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return next();
    let asset = kept.get(name);
    if (!asset) {
      asset = load(name);
      kept.set(name, asset);
    }
    // load() settles every read as a file or null; what can throw here is the answer's sending.
    asset
      .then((found) => {
        // A missing file is not remembered: any name can be asked for, and the map holds only the build's files.
        if (!found) {
          kept.delete(name);
          return next();
        }
        res.set({ 'Cache-Control': IMMUTABLE, ETag: found.etag, 'Last-Modified': found.lastModified }).type(path.extname(name));
        if (found.gzip) res.vary('Accept-Encoding');
        // res.send answers 304 to a matching If-None-Match, and sends no body to a HEAD.
        if (found.gzip && req.acceptsEncodings('gzip') === 'gzip') res.set('Content-Encoding', 'gzip').send(found.gzip);
        else res.send(found.body);
      })
      .catch(next);
  };
}
