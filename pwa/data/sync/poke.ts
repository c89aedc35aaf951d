import { createParser } from 'eventsource-parser';
import { SYNC_EVENTS_PATH, type SyncPoke, type SyncStreamEnd } from '../../../shared/sync';
import { withLock } from '../../lib/locks';
import { POKE_CONNECT_MS, POKE_RETRY_FIRST_MS, POKE_RETRY_MAX_MS, POKE_SILENCE_MS } from './timing';

// The server's poke (issue 41 point 5): one Server-Sent Events stream per signed-in device, `GET /sync/events`
// (server/modules/sync/events.ts), that says "changes in your scope up to change number N have committed". The engine
// pulls on it, so another phone's sale shows within a couple of seconds instead of at the next minute's poll. Read
// with fetch(), because EventSource cannot send the access token; parsed by eventsource-parser. One tab of the device
// holds the stream (a Web Lock; the next tab takes it over when that one closes); its pulls write the shared store,
// which every tab reads. The stream only wakes the pull: when it is down (refused, a proxy that buffers, no network),
// the engine's poll still runs.

export interface PokeSession {
  token(): string | null;
  /** A fresh access token after a 401 or an expired stream (null: signed out, or the server out of reach). */
  refresh(): Promise<string | null>;
  /** The device's id: a new stream from this device replaces its older one on the server (a half-open one after a network change). */
  deviceId(): Promise<string>;
}

export interface Poke {
  stop(): void;
}

/** How a stream ended: the server's `end` event, a refusal's status, or the connection's end or silence. */
type Ended = { end: SyncStreamEnd } | { status: number; retryAfterMs: number | null } | { dropped: true };

function retryAfter(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

/** Reads one stream until it ends, fails or goes silent; `onPoke` for its `ready` and each `change`. */
async function readStream(
  token: string,
  device: string,
  signal: AbortSignal,
  onPoke: (poke: SyncPoke) => void,
  onOpen: () => void,
): Promise<Ended> {
  const watchdog = new AbortController();
  const abort = () => watchdog.abort();
  signal.addEventListener('abort', abort, { once: true });
  // Until the answer's head comes, the connection's own limit; then the server's pings keep it alive.
  let silence = setTimeout(abort, POKE_CONNECT_MS);
  const heard = () => {
    clearTimeout(silence);
    silence = setTimeout(abort, POKE_SILENCE_MS);
  };
  let ended: SyncStreamEnd | null = null;
  try {
    const response = await fetch(SYNC_EVENTS_PATH, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${token}`, 'x-device-id': device },
      cache: 'no-store',
      credentials: 'omit',
      signal: watchdog.signal,
    });
    if (!response.ok || !response.body) return { status: response.status, retryAfterMs: retryAfter(response) };
    heard();
    onOpen();
    const parser = createParser({
      onEvent(event) {
        if (event.event === 'end') ended = (JSON.parse(event.data) as { reason: SyncStreamEnd }).reason;
        else if (event.event === 'ready' || event.event === 'change') onPoke(JSON.parse(event.data) as SyncPoke);
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      heard();
      parser.feed(value);
      if (ended) break;
    }
    return ended ? { end: ended } : { dropped: true };
  } catch {
    return ended ? { end: ended } : { dropped: true };
  } finally {
    clearTimeout(silence);
    signal.removeEventListener('abort', abort);
  }
}

/**
 * Keeps the device's poke stream open while `session` has a token: reconnects after 1 s, doubling to 4 s (a
 * refusal's Retry-After when it gives one), refreshes the token on a 401 or an expired stream, and stops for good on
 * a 403 (an account that pulls nothing), a sign-out, or when another stream of this device replaced it.
 */
export function startPoke(
  store: string,
  session: PokeSession,
  onPoke: (poke: SyncPoke) => void,
  tokenChanged: (listener: () => void) => () => void,
): Poke {
  const stopping = new AbortController();
  let wake: (() => void) | undefined;
  const unsubscribe = tokenChanged(() => wake?.());
  // The browser says the network is back, or the app is shown again: try now rather than at the next backoff.
  const retryNow = () => wake?.();
  addEventListener('online', retryNow);
  const onVisible = () => document.visibilityState === 'visible' && retryNow();
  document.addEventListener('visibilitychange', onVisible);
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
      stopping.signal.addEventListener('abort', done, { once: true });
    });

  async function keepOpen(): Promise<void> {
    const device = await session.deviceId();
    let delay = POKE_RETRY_FIRST_MS;
    while (!stopping.signal.aborted) {
      let token = session.token();
      if (!token) {
        // Signed in without a token yet (an offline start): the engine gets one; its arrival wakes this.
        await sleep(POKE_SILENCE_MS);
        continue;
      }
      const ended = await readStream(token, device, stopping.signal, onPoke, () => (delay = POKE_RETRY_FIRST_MS));
      if (stopping.signal.aborted) return;
      if ('end' in ended) {
        if (ended.end === 'signedOut' || ended.end === 'replaced') return;
        if (ended.end === 'expired') {
          token = await session.refresh().catch(() => null);
          if (token) continue;
        }
      } else if ('status' in ended) {
        if (ended.status === 403 || ended.status === 404) return;
        if (ended.status === 401) {
          token = await session.refresh().catch(() => null);
          if (token) continue;
        }
        if (ended.retryAfterMs) delay = Math.max(delay, ended.retryAfterMs);
      }
      await sleep(delay + Math.random() * 250);
      delay = Math.min(delay * 2, POKE_RETRY_MAX_MS);
    }
  }

  // One tab of the device streams at a time; another waits for the lock and takes over when that tab goes.
  void withLock(`aqua-poke:${store}`, () => (stopping.signal.aborted ? Promise.resolve() : keepOpen())).catch(() => undefined);

  return {
    stop() {
      unsubscribe();
      removeEventListener('online', retryNow);
      document.removeEventListener('visibilitychange', onVisible);
      stopping.abort();
      wake?.();
    },
  };
}
