import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';

// Spec §8: 6 s, top-right. `top-end` is top-right in English and mirrors to
// top-left in Arabic, like the rest of the layout (docs/decisions.md).
export const toaster = createToaster({ placement: 'top-end', duration: 6000, pauseOnPageIdle: true });

// At most one toast per cause: a message already on screen is not stacked again (a burst of scans,
// or the failed requests of one offline reload, would otherwise pile up the same red toast).
function once(type: 'error' | 'success', message: string) {
  const id = `${type}:${message}`;
  if (toaster.isVisible(id)) return;
  toaster.create({ id, type, title: message });
}

export function showError(message: string) {
  once('error', message);
}

export function showSuccess(message: string) {
  once('success', message);
}

// The toast UI (zag's toast machines, portal, recipe) is not in the first load:
// it mounts with the first toast, and then shows the toasts already in the store.
const ToasterView = lazy(() => import('./ToasterView'));

export function Toaster() {
  const [wanted, setWanted] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (wanted) return;
    if (toaster.getVisibleToasts().length > 0) setWanted(true);
    else return toaster.subscribe(() => setWanted(true));
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
