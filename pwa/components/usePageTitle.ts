import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Page titles are the app title plus the section's label (spec §2); a detail
 * page passes its record's title, which then takes the label's place.
 */
export function usePageTitle(sectionKey: string | undefined, recordTitle?: string): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const app = t('common.appTitle');
    const label = recordTitle || (sectionKey ? t(sectionKey) : '');
    document.title = label ? `${label} | ${app}` : app;
  }, [t, sectionKey, recordTitle, i18n.language]);
}
