import path from 'node:path';
import express from 'express';

// Files the browser must re-check on every load: the entry document, the
// service worker and the manifest. Everything under /assets is content-hashed.
const NO_CACHE_FILES = /^\/(index\.html|sw\.js|registerSW\.js|manifest\.webmanifest|workbox-[^/]+\.js)$/;

/** The built PWA's files (STATIC_DIR), each kept by the browser as long as its name allows. */
export function pwaFiles(staticDir: string) {
  return express.static(staticDir, {
    index: false,
    setHeaders(res, filePath) {
      const rel = '/' + path.relative(staticDir, filePath).split(path.sep).join('/');
      if (rel.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else if (NO_CACHE_FILES.test(rel)) res.setHeader('Cache-Control', 'no-cache');
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });
}
