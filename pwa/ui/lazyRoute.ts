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

/**
 * A screen whose code could not be loaded fails when it renders, not when its route matches: react-router loads a
 * matched route's code before the guard above it renders, and a seller who typed the address of a screen outside
 * their rights, offline, met the 500 page for code they could never open (issue 41 point 7); now the guard sends them
 * to 403 and the screen is never drawn. One they may open still shows the route's error page (offline, or 500).
 */
function failsWhenDrawn(error: unknown): React.ComponentType {
  return function ScreenNotLoaded() {
    throw error;
  };
}

/** A react-router `lazy` for a module's named component export. */
export function lazyComponent<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async () => {
    try {
      const module = await withTimeout(withFullApp(load()));
      return { Component: module[name] as React.ComponentType };
    } catch (error) {
      return { Component: failsWhenDrawn(error) };
    }
  };
}

/** A react-router `lazy` that renders an element built from the loaded module (screens that take props). */
export function lazyElement<M>(load: () => Promise<M>, render: (module: M) => React.ReactNode) {
  return async () => {
    try {
      const module = await withTimeout(withFullApp(load()));
      return { element: render(module) };
    } catch (error) {
      return { Component: failsWhenDrawn(error) };
    }
  };
}
