import { createContext, useContext, useSyncExternalStore } from 'react';
import { SSR_DATA_ID } from './ssrConstants';

export { SSR_DATA_ID };

// What the server rendered a public page with, written into the page as JSON
// (<script id="ssr-data" type="application/json">) so the browser's first
// render — the hydration — reproduces the server's HTML exactly. Visitor
// choices the server could not know (colour mode, a branch kept only in
// localStorage) are applied by the render right after hydration.
export interface SsrPayload {
  language: 'ar' | 'en';
  /** The branch slug the server rendered with (cookie `current_branch`, else smouha). */
  branch: string;
  /** The app theme from the settings. */
  theme: string;
  /** Server time of the render: countdowns hydrate from it. */
  now: number;
  /** useLoad answers by key. */
  answers: Record<string, unknown>;
  /** Set by boot.ts when the visitor id the server used was not this browser's: per-visitor answers (`view:*`) are loaded again. */
  staleViews?: boolean;
  /**
   * Views (`view:<kind>:<id>`) the server did not count because the request
   * carried no visitor id (a first visit, or a crawler or link preview that
   * runs no script): boot.ts counts them once the page has loaded.
   */
  deferredViews?: string[];
}

/** One server render: the payload so far and the loads the render asked for. */
export interface ServerRender {
  payload: SsrPayload;
  /** Loads this pass asked for. */
  pending: Map<string, Promise<unknown>>;
  /** Keys already loaded in an earlier pass (a failed one is not asked again). */
  tried: Set<string>;
  /** False on a request without a visitor id: views are deferred to boot.ts, never counted for script-less fetchers. */
  countViews: boolean;
}

/** Present only while the server renders (pwa/ssr/entry-server.tsx). */
export const ServerRenderContext = createContext<ServerRender | null>(null);

let clientPayload: SsrPayload | null | undefined;

/** The payload of the page the browser is showing (null for a page the server did not render). */
export function readClientPayload(): SsrPayload | null {
  if (clientPayload === undefined) {
    const node = typeof document === 'undefined' ? null : document.getElementById(SSR_DATA_ID);
    try {
      clientPayload = node?.textContent ? (JSON.parse(node.textContent) as SsrPayload) : null;
    } catch {
      clientPayload = null;
    }
  }
  return clientPayload;
}

/** The payload this render reproduces: the server's own, or in the browser the page's. */
export function useSsrPayload(): SsrPayload | null {
  const server = useContext(ServerRenderContext);
  return server ? server.payload : readClientPayload();
}

const subscribeNothing = () => () => undefined;

/**
 * True on the server and during the browser's hydration of a server-rendered
 * page; false afterwards and in any render that is not a hydration. React
 * re-renders with the client value right after hydrating, before paint, so
 * values read with it never mismatch the server's HTML.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
}
