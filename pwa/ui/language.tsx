import { LocaleProvider } from '@chakra-ui/react';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { directionOf, isLanguage, type Language } from '../../shared/i18n';
import { fallbackLanguage, withLanguage } from '../lib/languagePath';
import { readStored, writeStored } from '../lib/storage';
import { NavProgress } from './NavProgress';

/** The language of the current route (the `:lang` prefix, already validated). */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : fallbackLanguage(readStored('language'));
}

/** Sets <html lang dir> so portals (menus, dialogs, toasts) follow the language too. */
export function applyDocumentLanguage(language: Language, root: HTMLElement = document.documentElement) {
  root.lang = language;
  root.dir = directionOf(language);
}

/**
 * Route element for `/:lang/*`: a valid prefix sets the language; anything
 * else is redirected to the same path under the stored language (or Arabic).
 */
export function LanguageGate() {
  const { lang } = useParams();
  const location = useLocation();
  const { i18n } = useTranslation();
  const valid = isLanguage(lang);

  useLayoutEffect(() => {
    if (!valid) return;
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
    applyDocumentLanguage(lang);
    writeStored('language', lang);
  }, [valid, lang, i18n]);

  if (!valid) {
    const target = withLanguage(location.pathname, fallbackLanguage(readStored('language')));
    return <Navigate to={{ pathname: target, search: location.search, hash: location.hash }} replace />;
  }
  // i18next changes language synchronously with initAsync false; render in step.
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  return (
    <LocaleProvider locale={lang === 'ar' ? 'ar-EG' : 'en-US'}>
      <NavProgress />
      <Outlet />
    </LocaleProvider>
  );
}

/** `/`: the stored language, else Arabic. */
export function RedirectToLanguage() {
  const location = useLocation();
  const target = withLanguage(location.pathname, fallbackLanguage(readStored('language')));
  return <Navigate to={{ pathname: target, search: location.search, hash: location.hash }} replace />;
}
