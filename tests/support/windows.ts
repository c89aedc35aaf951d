/**
 * Rate limits count in fixed windows (server/db/rateLimit.ts): a burst that
 * straddles a window's edge is split in two and never reaches the limit. Waits,
 * when needed, until the current window has at least `marginMs` left.
 */
export async function awayFromWindowEdge(windowMs: number, marginMs = 5_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
