import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';

// The CSS every public page shares (Chakra's global styles and the layout's class rules, pwa/ssr/styles.ts), served
// as one stylesheet the browser keeps for good instead of inlined in every page (issue 42). Named by its content's
// hash, so a new theme or new layout data is a new name. Held in memory, as the renders make it: a process serves
// what its own renders linked, and a restarted one renders a page again before any page links a name.

/** The stylesheet's address; its hash part is the route's only parameter. */
export const GLOBAL_STYLES_PATH = /^\/assets\/ssr-global-([0-9a-f]{16})\.css$/;
/** Distinct stylesheets kept: the site has one per theme and layout variant (the home page's differs) at a time. */
export const GLOBAL_STYLES_KEPT = 16;

interface Sheet {
  css: string;
  etag: string;
  gzip(): Buffer;
}

export class GlobalStylesheets {
  /** Insertion order is recency: each render's stylesheet moves to the end, the first goes when over the bound. */
  private readonly sheets = new Map<string, Sheet>();

  constructor(private readonly kept = GLOBAL_STYLES_KEPT) {}

  /** Keeps `css` (as a render made it) and answers the path that serves it. */
  href(css: string): string {
    const hash = createHash('sha256').update(css).digest('hex').slice(0, 16);
    const sheet = this.sheets.get(hash) ?? stylesheet(css, hash);
    this.sheets.delete(hash);
    this.sheets.set(hash, sheet);
    for (const oldest of this.sheets.keys()) {
      if (this.sheets.size <= this.kept) break;
      this.sheets.delete(oldest);
    }
    return `/assets/ssr-global-${hash}.css`;
  }

  /** GET on GLOBAL_STYLES_PATH: a kept stylesheet, else on to the 404 (a name never made, or no longer kept). */
  readonly serve = (req: Request, res: Response, next: NextFunction): void => {
    const hash = GLOBAL_STYLES_PATH.exec(req.path)?.[1];
    const sheet = hash === undefined ? undefined : this.sheets.get(hash);
    if (!sheet) return next();
    res.set({ 'Cache-Control': 'public, max-age=31536000, immutable', ETag: sheet.etag, Vary: 'Accept-Encoding' }).type('css');
    // Compressed once, not by the compression middleware on every request.
    if (req.acceptsEncodings('gzip') === 'gzip') res.set('Content-Encoding', 'gzip').send(sheet.gzip());
    else res.send(sheet.css);
  };
}

function stylesheet(css: string, hash: string): Sheet {
  let gzipped: Buffer | undefined;
  return { css, etag: `"${hash}"`, gzip: () => (gzipped ??= gzipSync(css)) };
}
