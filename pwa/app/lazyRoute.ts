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

/** A react-router `lazy` for a module's named component export. */
export function lazyComponent<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async () => {
    const module = await withTimeout(load());
    return { Component: module[name] as React.ComponentType };
  };
}

/** A react-router `lazy` that renders an element built from the loaded module (screens that take props). */
export function lazyElement<M>(load: () => Promise<M>, render: (module: M) => React.ReactNode) {
  return async () => {
    const module = await withTimeout(load());
    return { element: render(module) };
  };
}
