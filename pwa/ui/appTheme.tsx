import { ChakraProvider } from '@chakra-ui/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_THEME, isThemeName, type ThemeName } from '../../shared/themes';
import { fullRecipes, subscribeRecipes } from './recipeStore';
import { createAppSystem, PUBLIC_RECIPES } from './theme';
import { useHydrating, useSsrPayload } from '../lib/ssrPayload';
import { readStored, writeStored } from '../lib/storage';

interface AppThemeValue {
  /** The theme on screen: the preview if one is set, else the saved theme. */
  theme: ThemeName;
  saved: ThemeName;
  /** Shows a theme app-wide without saving it; null ends the preview. */
  preview(theme: ThemeName | null): void;
  /** Records a newly saved theme (also for the next first paint). */
  remember(theme: ThemeName): void;
}

const AppThemeContext = createContext<AppThemeValue | null>(null);

/** The last theme this browser saw, so the first paint has the right colours. */
function readCachedTheme(): ThemeName | null {
  const value = readStored('theme');
  return isThemeName(value) ? value : null;
}

function cacheTheme(theme: ThemeName): void {
  writeStored('theme', theme);
}

/**
 * Chakra with the `brand` palette of the app's theme (settings, spec §3).
 * It paints at once with the last theme this browser saw (local storage),
 * then refreshes from the saved settings: `loadTheme` (the public appSettings
 * query, passed in by the root: ui/ does not import data/).
 */
export function AppThemeProvider({ loadTheme, children }: { loadTheme(signal: AbortSignal): Promise<string>; children: ReactNode }) {
  // A server-rendered page hydrates with the theme the server read from the settings.
  const payload = useSsrPayload();
  const hydrating = useHydrating();
  const [saved, setSaved] = useState<ThemeName>(() =>
    hydrating && isThemeName(payload?.theme) ? payload.theme : (readCachedTheme() ?? DEFAULT_THEME),
  );
  const [previewed, setPreviewed] = useState<ThemeName | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadTheme(controller.signal)
      .then((theme) => {
        if (!isThemeName(theme)) return;
        cacheTheme(theme);
        setSaved(theme);
      })
      .catch(() => {
        /* offline or server down: keep the cached theme */
      });
    return () => controller.abort();
  }, [loadTheme]);

  const remember = useCallback((theme: ThemeName) => {
    cacheTheme(theme);
    setSaved(theme);
  }, []);
  const theme = previewed ?? saved;
  const recipes = useSyncExternalStore(subscribeRecipes, fullRecipes, () => null) ?? PUBLIC_RECIPES;
  const system = useMemo(() => createAppSystem(theme, recipes), [theme, recipes]);
  const value = useMemo<AppThemeValue>(() => ({ theme, saved, preview: setPreviewed, remember }), [theme, saved, remember]);

  return (
    <AppThemeContext.Provider value={value}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </AppThemeContext.Provider>
  );
}

export function useAppTheme(): AppThemeValue {
  const value = useContext(AppThemeContext);
  if (!value) throw new Error('useAppTheme outside AppThemeProvider');
  return value;
}
