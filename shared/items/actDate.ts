// When an offline act happened, as the server can tell: the device's time of
// the action within what the server knows (the item's making, its own clock,
// and, from a device that measures its clock, the last answer it had). Read by
// decide() (machine.ts) on both sides.

/**
 * How far a device's clock (an action's createdAt) or a typed bill date may be
 * from the server's: a day, which also covers a date without a time read in
 * another time zone. Beyond it the action is refused; within it the act is
 * dated no later than the server received it and no earlier than the item was made.
 */
export const DATE_SKEW_MS = 24 * 60 * 60 * 1000;

/**
 * How far a device's time may lie outside the window the server knows the act
 * happened in (from `clockAt`, the last server answer the device had, to the
 * push's arrival) before the act is dated at the window's nearest end instead:
 * 2 minutes. A device that measures its offset at the middle of a round trip
 * (X-Server-Time) is off by at most half that round trip plus its clock's
 * drift since, seconds even on a slow mobile network, so an honest device is
 * never corrected; a wrong day, hour or time zone is hours beyond it.
 */
export const CLOCK_TOLERANCE_MS = 2 * 60 * 1000;

/**
 * When the user acted: the device's time of the action, no later than the
 * server's `now` (the act happened before it was received) and no earlier
 * than the item was made. Without a device time, `now`.
 */
export function actTime(item: { createdAt?: string | null }, action: { createdAt?: string }, now: Date): Date {
  const device = action.createdAt ? Date.parse(action.createdAt) : NaN;
  if (Number.isNaN(device)) return now;
  const made = item.createdAt ? Date.parse(item.createdAt) : NaN;
  return new Date(Math.min(now.getTime(), Math.max(device, Number.isNaN(made) ? device : made)));
}

/**
 * When the user acted, for a device that says which server answer it had last
 * (`clockAt`): the act happened after that answer (and after the item was
 * made) and before `now`. A device time more than CLOCK_TOLERANCE_MS outside
 * that window is the device's clock gone wrong since it measured it: the act
 * is dated at the window's nearest end (`corrected`). Null without a readable
 * clockAt and device time, or with a clockAt ahead of the server's clock (not
 * one of its answers): the rules of DATE_SKEW_MS apply.
 */
export function placedActTime(
  item: { createdAt?: string | null },
  action: { createdAt?: string; clockAt?: string | null },
  now: Date,
): { at: Date; corrected: boolean } | null {
  const clockAt = action.clockAt ? Date.parse(action.clockAt) : NaN;
  const device = action.createdAt ? Date.parse(action.createdAt) : NaN;
  if (Number.isNaN(clockAt) || Number.isNaN(device) || clockAt > now.getTime() + CLOCK_TOLERANCE_MS) return null;
  const made = item.createdAt ? Date.parse(item.createdAt) : NaN;
  const earliest = Math.max(Math.min(clockAt, now.getTime()), Number.isNaN(made) ? -Infinity : made);
  if (device < earliest - CLOCK_TOLERANCE_MS) return { at: new Date(earliest), corrected: true };
  if (device > now.getTime() + CLOCK_TOLERANCE_MS) return { at: now, corrected: true };
  return { at: actTime(item, action, now), corrected: false };
}

/** Two ISO times within CLOCK_TOLERANCE_MS of each other: one moment of the same clock. */
export function oneInstant(a: string, b: string): boolean {
  return Math.abs(Date.parse(a) - Date.parse(b)) <= CLOCK_TOLERANCE_MS;
}
