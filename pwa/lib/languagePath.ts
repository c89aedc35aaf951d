import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n';

/** Splits `/en/news/3` into `en` and `/news/3`; a path without a valid prefix has no language. */
export function splitLanguagePrefix(pathname: string): { language: Language | undefined; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (isLanguage(first)) return { language: first, rest: match?.[2] ?? '' };
  return { language: undefined, rest: pathname === '/' ? '' : pathname };
}

/** The same page in another language: replaces the prefix, or adds one. */
export function withLanguage(pathname: string, language: Language): string {
  const { rest } = splitLanguagePrefix(pathname);
  return `/${language}${rest === '/' ? '' : rest}`;
}

/** Language for a path with no valid prefix: the stored one, else Arabic. */
export function fallbackLanguage(stored: string | null | undefined): Language {
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** A link inside the app, under the current language prefix. */
export function localized(language: Language, to: string): string {
  const path = to.startsWith('/') ? to : `/${to}`;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
