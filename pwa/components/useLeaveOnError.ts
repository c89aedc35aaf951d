import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routeError } from '../ui/errors/errorHandler';
import { useLanguage } from '../ui/language';
import { localized } from '../lib/languagePath';

/**
 * A screen whose record could not be loaded goes back to `path` (spec §7: the
 * list, or home). useLoad has already shown the error: a toast stays on the
 * way back; a 403 or 500 page the error handler opened is left alone.
 */
export function useLeaveOnError(error: unknown, path: string): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  useEffect(() => {
    if (error && routeError(error, t).kind === 'toast') void navigate(localized(language, path), { replace: true });
  }, [error, path, navigate, language, t]);
}
