import type { RenderedPage, RenderInput } from '../../shared/pageRender';

export type { RenderedPage, RenderInput };

// What passes between the server and its render workers (renderPool.ts ↔ renderWorker.ts), and what the built
// renderer (pwa/ssr/entry-server.tsx, loaded by path from dist/.ssr) exports. Messages are structured clones: plain data.

/** The built renderer's exports. */
export interface SsrModule {
  configure(server: {
    graphql: <T>(query: string, variables: Record<string, unknown> | undefined) => Promise<T>;
    sanitize(html: string): string;
  }): void;
  rendersOnServer(pathname: string): boolean;
  render(input: RenderInput): Promise<RenderedPage | null>;
}

/** To a worker: a page to render, or the answer to an operation it asked for. */
export type ToRenderWorker =
  | { kind: 'render'; input: RenderInput }
  | { kind: 'answer'; call: number; data: unknown }
  | { kind: 'answer'; call: number; error: string };

/** From a worker: an operation its render needs (run on the main thread, as the page's visitor), or the page. */
export type FromRenderWorker =
  | { kind: 'graphql'; call: number; query: string; variables: Record<string, unknown> | undefined }
  | { kind: 'rendered'; page: RenderedPage | null }
  | { kind: 'failed'; message: string };
