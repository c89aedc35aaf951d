import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { getMeta, setMeta } from '../db/meta';

// The CSS every public page shares (Chakra's global styles and the layout's class rules, pwa/ssr/styles.ts), served
// as one stylesheet the browser keeps for good instead of inlined in every page (issue 42). Named by its content's
// hash, so a new theme or new layout data is a new name. Held in memory, as the renders make it, and written once to
// the database (app_meta, `ssr_stylesheet:<hash>`): with several processes behind one address, the stylesheet a page
// of one links may be asked of another, which has not rendered that page since it started.

/** The stylesheet's address; its hash part is the route's only parameter. */
export const GLOBAL_STYLES_PATH = /^\/assets\/ssr-global-([0-9a-f]{16})\.css$/;
/** Distinct stylesheets kept: the site has one per theme and layout variant (the home page's differs) at a time. */
export const GLOBAL_STYLES_KEPT = 16;

interface Sheet {
  css: string;
  etag: string;
  gzip(): Buffer;
}

/** Where every process finds a stylesheet any of them made. */
export interface StylesheetStore {
  save(hash: string, css: string): Promise<void>;
  load(hash: string): Promise<string | undefined>;
}

const META_PREFIX = 'ssr_stylesheet:';

/** The stylesheets in the database's app_meta: a handful a year (one per theme and layout change), 70 kB each. */
export function stylesheetsInDatabase(db: Kysely<Database>): StylesheetStore {
  return {
    save: (hash, css) => setMeta(db, META_PREFIX + hash, css),
    load: (hash) => getMeta(db, META_PREFIX + hash),
  };
}

export class GlobalStylesheets {
  /** Insertion order is recency: each render's stylesheet moves to the end, the first goes when over the bound. */
  private readonly sheets = new Map<string, Sheet>();
  /** Written to the store by this process (a render makes the same stylesheet again and again). */
  private readonly saved = new Set<string>();

  constructor(
    private readonly store?: StylesheetStore,
    private readonly onError: (err: unknown) => void = () => undefined,
    private readonly kept = GLOBAL_STYLES_KEPT,
  ) {}

  /** Keeps `css` (as a render made it) and answers the path that serves it. */
  href(css: string): string {
    const hash = createHash('sha256').update(css).digest('hex').slice(0, 16);
    this.keep(hash, this.sheets.get(hash) ?? stylesheet(css, hash));
    if (this.store && !this.saved.has(hash)) {
      this.saved.add(hash);
      this.store.save(hash, css).catch((err: unknown) => {
        this.saved.delete(hash);
        this.onError(err);
      });
    }
    return `/assets/ssr-global-${hash}.css`;
  }

  /** GET on GLOBAL_STYLES_PATH: a kept stylesheet, else the store's, else on to the 404 (a name never made). */
  readonly serve = (req: Request, res: Response, next: NextFunction): void => {
    const hash = GLOBAL_STYLES_PATH.exec(req.path)?.[1];
    if (hash === undefined) return next();
    const kept = this.sheets.get(hash);
    if (kept) return this.send(req, res, kept);
    if (!this.store) return next();
    this.store.load(hash).then((css) => {
      if (css === undefined) return next();
      const sheet = stylesheet(css, hash);
      this.keep(hash, sheet);
      this.send(req, res, sheet);
    }, next);
  };

  private keep(hash: string, sheet: Sheet): void {
    this.sheets.delete(hash);
    this.sheets.set(hash, sheet);
    for (const oldest of this.sheets.keys()) {
      if (this.sheets.size <= this.kept) break;
      this.sheets.delete(oldest);
    }
  }

  private send(req: Request, res: Response, sheet: Sheet): void {
    res.set({ 'Cache-Control': 'public, max-age=31536000, immutable', ETag: sheet.etag, Vary: 'Accept-Encoding' }).type('css');
    // Compressed once, not by the compression middleware on every request.
    if (req.acceptsEncodings('gzip') === 'gzip') res.set('Content-Encoding', 'gzip').send(sheet.gzip());
    else res.send(sheet.css);
  }
}

function stylesheet(css: string, hash: string): Sheet {
  let gzipped: Buffer | undefined;
  return { css, etag: `"${hash}"`, gzip: () => (gzipped ??= gzipSync(css)) };
}
