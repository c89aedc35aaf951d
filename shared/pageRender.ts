import type { Language } from './i18n';

// What the server hands the public site's renderer (pwa/ssr/entry-server.tsx) and what it gives back, across a worker
// thread's postMessage (server/web/renderPool.ts): plain data, declared once for both sides.

export interface RenderInput {
  /** The page's full URL (origin, path and query). */
  url: string;
  language: Language;
  branch: string;
  theme: string;
  /** The request carried a visitor id: views are counted now (else deferred to boot.ts). */
  countViews: boolean;
}

export interface RenderedPage<Payload = unknown> {
  html: string;
  /** <style> tags for the head: the page's own class rules (pwa/ssr/styles.ts). */
  styles: string;
  /**
   * CSS the same on every page for a theme and the layout's data (Chakra's global styles, the layout's class rules):
   * the server serves it as a stylesheet the page links (server/web/globalStyles.ts), not in the page.
   */
  globalStyles: string;
  /** What the browser hydrates from. */
  payload: Payload;
}
