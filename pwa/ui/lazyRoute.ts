import { loadAllCatalogues } from './i18n';
import { loadFullRecipes } from './recipeStore';

// Spec §9: a lazily loaded screen that has not arrived after 120 s counts as
// failed, and the route's error element shows the 500 page.
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor() {
    super('chunk load timed out');
    this.name = 'ChunkTimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A module together with every area's strings and every Chakra recipe: the
 * first load carries only the public site's catalogues (i18n.ts) and
 * recipes (theme.ts), so anything else that is loaded lazily — back-office
 * and auth screens, or a modal opened from the public header — comes through
 * here (or lazyComponent/lazyElement, which use it).
 */
export async function withFullApp<M>(load: Promise<M>): Promise<M> {
  const [module] = await Promise.all([load, loadAllCatalogues(), loadFullRecipes()]);
  return module;
}

/** A react-router `lazy` for a module's named component export. */
export function lazyComponent<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async () => {
    const module = await withTimeout(withFullApp(load()));
    return { Component: module[name] as React.ComponentType };
  };
}

/** A react-router `lazy` that renders an element built from the loaded module (screens that take props). */
export function lazyElement<M>(load: () => Promise<M>, render: (module: M) => React.ReactNode) {
  return async () => {
    const module = await withTimeout(withFullApp(load()));
    return { element: render(module) };
  };
}
