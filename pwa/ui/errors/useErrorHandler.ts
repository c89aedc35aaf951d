import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../language';
import { localized } from '../../lib/languagePath';
import { showError } from '../toaster';
import { routeError } from './errorHandler';

/** The shared error handler of spec §8, for screens: toast or error page. */
export function useErrorHandler(): (error: unknown) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  return useCallback(
    (error: unknown) => {
      const route = routeError(error, t);
      if (route.kind === 'toast') showError(route.message);
      else void navigate(localized(language, `/${route.code}`));
    },
    [t, navigate, language],
  );
}
