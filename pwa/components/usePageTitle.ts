import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Page titles are the app title plus the section's label (spec §2). */
export function usePageTitle(sectionKey: string | undefined): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const app = t('common.appTitle');
    document.title = sectionKey ? `${t(sectionKey)} | ${app}` : app;
  }, [t, sectionKey, i18n.language]);
}
