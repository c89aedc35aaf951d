// How many screen loads (useLoad) are in flight: the navigation progress bar
// runs while any is, as it runs while a route's code loads (NavProgress.tsx).

let inFlight = 0;
const listeners = new Set<() => void>();

function changed(by: number) {
  inFlight = Math.max(0, inFlight + by);
  for (const listener of listeners) listener();
}

/** Counts one load until the returned `done` is called (once; later calls do nothing). */
export function startLoad(): () => void {
  changed(1);
  let finished = false;
  return () => {
    if (finished) return;
    finished = true;
    changed(-1);
  };
}

export function loadsInFlight(): number {
  return inFlight;
}

export function subscribeLoads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
