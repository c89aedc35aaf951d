import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import client from 'prom-client';
import type { ContentChanges } from '../graphql/context';
import { metricsRegistry } from '../lib/metrics';

// Public pages rendered for anonymous visitors, kept a few seconds (issue 42): a page costs one render per
// freshness window however many ask for it, a hit no render and no database read, and a miss is rendered once for
// every request waiting on it. A save of what visitors see drops them all (contentChanged). Paths are the
// attacker's choice, so the cache holds at most so many pages and bytes, the least recently used going first,
// and only what the caller says is a real page (not a 404) is kept.

export const PAGE_FRESH_MS = 5_000;
export const PAGE_CACHE_ENTRIES = 500;
/**
 * Renders running at once, all paths together. A render holds the only thread for a few hundred milliseconds in
 * slices; a miss past these gets the page the browser renders itself (the shell, never kept), so paths made up by
 * the thousand (`?q=` of every word) cost the sellers' pushes no more than two renders' worth.
 */
export const RENDERS_AT_ONCE = 2;
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** A longer key (a path and query made up to be long) is rendered and not kept. */
export const PAGE_KEY_MAX = 1024;

export interface CachedPage {
  html: string;
  /** Made once, on the first request that accepts it: a hit does not compress the page again. */
  gzip(): Buffer;
  /** A strong validator of the HTML: a revalidating browser is answered 304. */
  etag: string;
  bytes: number;
}

/** What a render gives: the page's HTML, and whether it may be kept (a real page, the same for every visitor). */
export interface Rendered {
  html: string;
  keep: boolean;
}

type Outcome = 'hit' | 'miss' | 'joined' | 'plain';

const lookups = new client.Counter({
  name: 'aqua_public_page_cache_total',
  help: 'Public page loads: served from the cache (hit), rendered (miss), waiting on a render already under way (joined), or sent unrendered past the renders at once (plain)',
  labelNames: ['outcome'],
  registers: [metricsRegistry],
});
/** Every server render of a public page, cached or not (the renderer counts them: server/web/ssr.ts). */
export const pageRenders = new client.Counter({
  name: 'aqua_public_page_renders_total',
  help: 'Public pages rendered on the server (each costs the main thread its render)',
  registers: [metricsRegistry],
});

interface Entry extends CachedPage {
  at: number;
}

export class PublicPageCache implements ContentChanges {
  /** Insertion order is recency: a hit moves its page to the end, eviction takes the first. */
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<CachedPage | undefined>>();
  private bytes = 0;
  /** Moves on every save: a render begun before it is not kept. */
  private generation = 0;

  constructor(
    private readonly limits: { freshMs?: number; entries?: number; bytes?: number } = {},
    private readonly now: () => number = () => performance.now(),
  ) {}

  contentChanged(): void {
    this.entries.clear();
    this.rendering.clear();
    this.bytes = 0;
    this.generation++;
  }

  /**
   * The page under `key`: kept and fresh, else the render under way for it, else `render()`'s (kept if it says so);
   * `plain()`'s (the shell, never kept) when RENDERS_AT_ONCE renders are under way already.
   */
  async page(
    key: string,
    render: () => Promise<Rendered | undefined>,
    plain: () => Promise<Rendered | undefined>,
  ): Promise<CachedPage | Rendered | undefined> {
    const kept = this.entries.get(key);
    if (kept && this.now() - kept.at < (this.limits.freshMs ?? PAGE_FRESH_MS)) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      lookups.inc({ outcome: 'hit' satisfies Outcome });
      return kept;
    }
    const under = this.rendering.get(key);
    if (under) {
      lookups.inc({ outcome: 'joined' satisfies Outcome });
      return under;
    }
    if (this.rendering.size >= RENDERS_AT_ONCE) {
      lookups.inc({ outcome: 'plain' satisfies Outcome });
      return plain();
    }
    lookups.inc({ outcome: 'miss' satisfies Outcome });
    const generation = this.generation;
    const made = (async () => {
      const rendered = await render();
      if (!rendered) return undefined;
      const page = cachedPage(rendered.html, this.now());
      if (rendered.keep && generation === this.generation) this.keep(key, page);
      return page;
    })();
    this.rendering.set(key, made);
    try {
      return await made;
    } finally {
      if (this.rendering.get(key) === made) this.rendering.delete(key);
    }
  }

  private keep(key: string, page: Entry): void {
    const maxBytes = this.limits.bytes ?? PAGE_CACHE_BYTES;
    if (page.bytes > maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.bytes;
      this.entries.delete(key);
    }
    this.entries.set(key, page);
    this.bytes += page.bytes;
    const maxEntries = this.limits.entries ?? PAGE_CACHE_ENTRIES;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= maxEntries && this.bytes <= maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }
}

function cachedPage(html: string, at: number): Entry {
  let gzipped: Buffer | undefined;
  const bytes = Buffer.byteLength(html);
  return {
    html,
    at,
    // The HTML and, once made, its gzip (about a fifth of it).
    bytes: bytes + Math.ceil(bytes / 4),
    etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
    gzip: () => (gzipped ??= gzipSync(html)),
  };
}
