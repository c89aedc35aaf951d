import { readStored, writeStored } from './storage';

// The server's clock as this device knows it (issue 41 point 4: a phone two days behind dated its sales two days
// early). Every server answer carries `X-Server-Time` (epoch ms, taken as the answer was sent); the offset is that
// time minus the middle of the request's round trip, so its error is at most half the round trip. The last
// measurement is kept in local storage: an offline start still corrects its clock by the last one known. An action
// carries both the corrected time and the phone's own, and the server's time of the last answer before it
// (`lastAnswerAt`): the act cannot be earlier, whatever the phone's clock did since (the server checks it).

interface Measure {
  /** Server time minus device time, ms. */
  offsetMs: number;
  /** The round trip it was measured over, ms. */
  rttMs: number;
  /** The server's time in the last answer received (epoch ms). */
  lastAnswerAt: number;
}

/** A round trip longer than this says too little of the offset to replace a better one. */
const USEFUL_RTT_MS = 5_000;
let current: Measure | null | undefined;
const listeners = new Set<() => void>();

function load(): Measure | null {
  if (current !== undefined) return current;
  try {
    const parsed = JSON.parse(readStored('serverClock') ?? 'null') as Measure | null;
    current = parsed && Number.isFinite(parsed.offsetMs) && Number.isFinite(parsed.lastAnswerAt) ? parsed : null;
  } catch {
    current = null;
  }
  return current;
}

/** An answer's `X-Server-Time` with the device's times before the request and after the answer. */
export function noteServerTime(header: string | null, sentAt: number, receivedAt: number): void {
  const server = Number(header);
  if (!header || !Number.isFinite(server) || server <= 0) return;
  const rttMs = Math.max(0, receivedAt - sentAt);
  const before = load();
  const offsetMs = Math.round(server - (sentAt + receivedAt) / 2);
  // A slow answer still moves lastAnswerAt; its offset replaces the old one only when it is as good or the old is stale.
  const keepOffset = before && rttMs > USEFUL_RTT_MS && rttMs > before.rttMs;
  current = {
    offsetMs: keepOffset ? before.offsetMs : offsetMs,
    rttMs: keepOffset ? before.rttMs : rttMs,
    lastAnswerAt: Math.max(before?.lastAnswerAt ?? 0, server),
  };
  writeStored('serverClock', JSON.stringify(current));
  if (current.offsetMs !== before?.offsetMs) listeners.forEach((l) => l());
}

/** The server's time now, as this device best knows it (its own clock when it never heard the server). */
export function serverNow(): Date {
  return new Date(Date.now() + (load()?.offsetMs ?? 0));
}

/** How far the device's clock is from the server's (ms, positive: the device is behind); null before any answer. */
export function clockOffsetMs(): number | null {
  return load()?.offsetMs ?? null;
}

/** The server's time of the last answer this device received, or null. */
export function lastServerAnswerAt(): Date | null {
  const at = load()?.lastAnswerAt;
  return at ? new Date(at) : null;
}

/** Told when the offset changes (the screens that say how far off the phone is). */
export function subscribeServerClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
