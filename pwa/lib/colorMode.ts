export type ColorMode = 'light' | 'dark';

/** Spec §1/§9: the stored mode wins; with none stored, dark from 12:00 local time. */
export function resolveColorMode(stored: string | null | undefined, now: Date): ColorMode {
  if (stored === 'dark' || stored === 'light') return stored;
  return now.getHours() >= 12 ? 'dark' : 'light';
}

/** Chakra's `_dark` condition follows the `dark` class on <html>. */
export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}
