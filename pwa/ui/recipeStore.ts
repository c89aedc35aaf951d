import type { RecipeSet } from './theme';

// Which Chakra recipes the app's system carries: the public set until a
// back-office or auth screen (or anything else loaded through withFullApp in
// lazyRoute.ts) asks for all of them. AppThemeProvider subscribes.
let full: RecipeSet | null = null;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

export function loadFullRecipes(): Promise<void> {
  loading ??= import('./fullRecipes').then(({ FULL_RECIPES }) => {
    full = FULL_RECIPES;
    for (const listener of listeners) listener();
  });
  return loading;
}

export function subscribeRecipes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The full recipe set once loaded, else null (the public set applies). */
export function fullRecipes(): RecipeSet | null {
  return full;
}
