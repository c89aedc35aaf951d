import { Box } from '@chakra-ui/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';
import { loadsInFlight, subscribeLoads } from './loadProgress';

/** Below this a load feels instant: no bar, so quick pages do not flicker. */
const SHOW_AFTER_MS = 150;

/**
 * Public §2 "a progress indicator while navigating": a thin bar at the top of
 * the window while a route's code or a screen's data loads. Indeterminate,
 * since neither says how far along it is; it runs along the reading direction.
 */
export function NavProgress() {
  const { t } = useTranslation();
  const navigating = useNavigation().state !== 'idle';
  const loading = useSyncExternalStore(subscribeLoads, loadsInFlight, () => 0) > 0;
  const busy = navigating || loading;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return setShown(false);
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!shown) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('common.loading')}
      data-testid="nav-progress"
      position="fixed"
      insetInlineStart="0"
      top="0"
      width="full"
      height="3px"
      zIndex="toast"
      overflow="hidden"
      pointerEvents="none"
    >
      <Box
        height="full"
        width="40%"
        bg="brand.solid"
        css={{
          animation: 'nav-progress 1.1s ease-in-out infinite',
          '@keyframes nav-progress': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
          '[dir=rtl] &': { animationDirection: 'reverse' },
        }}
      />
    </Box>
  );
}
