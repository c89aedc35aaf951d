import { Alert } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { describeBrowser, missingFeatures } from './browserSupport';
import { toaster } from '../ui/toaster';
import { useHydrating } from '../lib/ssrPayload';

/** Spec §8: an outdated browser gets a notice naming it. */
export function OutdatedBrowserNotice() {
  const { t } = useTranslation();
  // Not on the server (it has no browser features) nor while hydrating its HTML.
  const hydrating = useHydrating();
  const missing = useMemo(() => (hydrating ? [] : missingFeatures()), [hydrating]);
  if (!missing.length) return null;
  const { name, version } = describeBrowser(navigator.userAgent);
  return (
    <Alert.Root status="warning" borderRadius="0" role="alert">
      <Alert.Indicator />
      <Alert.Title>{t('common.outdatedBrowser', { browser: version ? `${name} ${version}` : name })}</Alert.Title>
    </Alert.Root>
  );
}

/** The service worker waits for the user: an "update available" toast offers the reload. */
export function UpdatePrompt() {
  // useRegisterSW registers while rendering: not on the server, and in the
  // browser once the server's HTML is hydrated.
  return useHydrating() ? null : <RegisteredUpdatePrompt />;
}

function RegisteredUpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });

  useEffect(() => {
    if (!needRefresh) return;
    const id = toaster.create({
      type: 'info',
      title: t('common.update.available'),
      duration: Infinity,
      action: { label: t('common.update.reload'), onClick: () => void updateServiceWorker(true) },
    });
    return () => toaster.dismiss(id);
  }, [needRefresh, t, updateServiceWorker]);
  return null;
}
