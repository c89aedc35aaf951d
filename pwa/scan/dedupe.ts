/**
 * Cameras report the same code many times a second while it stays in view:
 * a code seen again within `windowMs` of its last read is ignored.
 */
export function createScanDeduper(windowMs = 2000, now: () => number = () => Date.now()) {
  const lastSeen = new Map<string, number>();
  return function accept(code: string): boolean {
    const t = now();
    const previous = lastSeen.get(code);
    lastSeen.set(code, t);
    for (const [key, at] of lastSeen) if (t - at > windowMs) lastSeen.delete(key);
    return previous === undefined || t - previous > windowMs;
  };
}
