import { isThemeName, type ThemeName } from '../../shared/themes';
import { readStored, writeStored } from '../lib/storage';
import { requestText as request } from './request';

export interface AppSettings {
  theme: string;
  title: string;
  deletionNeedsPinCode: boolean;
}

/** Public: the look of the app (no sign-in). */
export async function fetchAppSettings(signal?: AbortSignal): Promise<AppSettings> {
  const data = await request<{ appSettings: AppSettings }>('query AppSettings { appSettings { theme title deletionNeedsPinCode } }', undefined, signal);
  return data.appSettings;
}

/** The last theme this browser saw, so the first paint has the right colours. */
export function readCachedTheme(): ThemeName | null {
  const value = readStored('theme');
  return isThemeName(value) ? value : null;
}

export function cacheTheme(theme: ThemeName): void {
  writeStored('theme', theme);
}
