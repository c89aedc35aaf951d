import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { applyColorMode, resolveColorMode, type ColorMode } from '../lib/colorMode';
import { readStored, writeStored } from '../lib/storage';

interface ColorModeValue {
  mode: ColorMode;
  toggle(): void;
}

const ColorModeContext = createContext<ColorModeValue | undefined>(undefined);

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ColorMode>(() => resolveColorMode(readStored('mode'), new Date()));
  const toggle = useCallback(() => {
    const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
    writeStored('mode', next);
    applyColorMode(next);
    setMode(next);
  }, [mode]);
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode outside ColorModeProvider');
  return value;
}
