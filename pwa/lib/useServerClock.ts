import { useSyncExternalStore } from 'react';
import { clockOffsetMs, subscribeServerClock } from './serverClock';

/** The device's clock offset as it is measured (null before any answer). Apart from serverClock.ts: the workers load no React. */
export function useServerClockOffset(): number | null {
  return useSyncExternalStore(subscribeServerClock, clockOffsetMs, () => null);
}
