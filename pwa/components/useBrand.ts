import { useTranslation } from 'react-i18next';
import { localBrand } from '../../shared/brand';
import { fetchAppSettings } from '../data/appSettings';
import { useLoad } from '../ui/useLoad';

/**
 * The equipment brand the customer's warranty page wears, in the page's language: the settings' brand, or the app's
 * own name when the settings name none or name the app itself (issue 29 point 9: "Aqua Club" on an Arabic page).
 * Undefined while loading; offline without an answer, the app's own name.
 */
export function useBrand(): string | undefined {
  const { t, i18n } = useTranslation();
  const settings = useLoad('appSettings:brand', fetchAppSettings, { quiet: true });
  const titles = { ar: t('common.appTitle', { lng: 'ar' }), en: t('common.appTitle', { lng: 'en' }) };
  if (settings.data) return localBrand(settings.data.brand, titles, i18n.language === 'en' ? 'en' : 'ar');
  return settings.error ? t('common.appTitle') : undefined;
}
