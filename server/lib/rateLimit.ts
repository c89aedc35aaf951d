/**
 * A fixed-window counter per key (e.g. client IP) for public endpoints that
 * anyone can call. In memory: one server process; several processes would
 * share a store (docs/decisions.md).
 */
export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return function hit(key: string): boolean {
    const t = now();
    const current = windows.get(key);
    if (!current || t - current.start >= windowMs) {
      windows.set(key, { start: t, count: 1 });
      if (windows.size > 10_000) for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
      return true;
    }
    current.count++;
    return current.count <= limit;
  };
}
