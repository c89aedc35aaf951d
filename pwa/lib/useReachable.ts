import { useSyncExternalStore } from 'react';
import { isReachable, subscribeReachable } from './reachability';

/** The screens' "online": the server answers (reachability.ts). Apart from it, so the workers' transport loads no React. */
export function useReachable(): boolean {
  return useSyncExternalStore(subscribeReachable, isReachable, () => true);
}
