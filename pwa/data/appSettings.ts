import { isThemeName, type ThemeName } from '../../shared/themes';
import { readStored, writeStored } from '../lib/storage';
import { graphql, type ResultOf } from './graphql';
import { request } from './request';

const AppSettingsFind = graphql(`
  query AppSettings {
    appSettings {
      theme
      title
      brand
      warrantyTerms
      deletionNeedsPinCode
    }
  }
`);

export type AppSettings = ResultOf<typeof AppSettingsFind>['appSettings'];

/** Public: the look of the app (no sign-in). Over POST: a theme or pin-code rule just saved must not come from a cache. */
export async function fetchAppSettings(signal?: AbortSignal): Promise<AppSettings> {
  return (await request(AppSettingsFind, {}, { signal })).appSettings;
}

/** The last theme this browser saw, so the first paint has the right colours. */
export function readCachedTheme(): ThemeName | null {
  const value = readStored('theme');
  return isThemeName(value) ? value : null;
}

export function cacheTheme(theme: ThemeName): void {
  writeStored('theme', theme);
}
