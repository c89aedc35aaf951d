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

/** The saved theme's name (the root gives it to AppThemeProvider). */
export async function fetchTheme(signal: AbortSignal): Promise<string> {
  return (await fetchAppSettings(signal)).theme;
}
