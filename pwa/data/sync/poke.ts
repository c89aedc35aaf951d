import { createParser } from 'eventsource-parser';
import { POKE_RETRY_FIRST_MS, POKE_RETRY_MAX_MS, POKE_SILENCE_MS } from './timing';

// The server's poke (issue 41 point 5): one Server-Sent Events stream per signed-in device, `GET /sync/events`, that
// says "changes in your scope up to change number N have committed" (server/modules/sync/events.ts). The engine
// pulls on it, so another phone's sale shows within a couple of seconds instead of at the next minute's poll. Read
// with fetch(), because EventSource cannot send the access token; parsed by eventsource-parser. The stream only
// wakes the pull: if it is down (refused, a proxy that buffers, no network), the engine's poll still runs.

export interface PokeSession {
  token(): string | null;
  /** A fresh access token after a 401 (null: signed out, or the server out of reach). */
  refresh(): Promise<string | null>;
}

export interface Poke {
  stop(): void;
}

class Refused extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterMs: number | null,
  ) {
    super(`the event stream was refused (${status})`);
  }
}

function retryAfter(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

/** Reads one stream until it ends, fails or goes silent; `onChange` for each change and for the `ready` it opens with. */
async function readStream(token: string, signal: AbortSignal, onChange: (seq: number) => void, onOpen: () => void): Promise<void> {
  const watchdog = new AbortController();
  const abort = () => watchdog.abort();
  signal.addEventListener('abort', abort, { once: true });
  let silence = setTimeout(abort, POKE_SILENCE_MS);
  const heard = () => {
    clearTimeout(silence);
    silence = setTimeout(abort, POKE_SILENCE_MS);
  };
  try {
    const response = await fetch('/sync/events', {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
      cache: 'no-store',
      credentials: 'omit',
      signal: watchdog.signal,
    });
    if (!response.ok || !response.body) throw new Refused(response.status, retryAfter(response));
    onOpen();
    const parser = createParser({
      onEvent(event) {
        if (event.event !== 'change' && event.event !== 'ready') return;
        const seq = Number((JSON.parse(event.data) as { seq?: unknown }).seq);
        if (Number.isFinite(seq)) onChange(seq);
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      heard();
      parser.feed(value);
    }
  } finally {
    clearTimeout(silence);
    signal.removeEventListener('abort', abort);
  }
}

/**
 * Keeps the poke stream open while `session` has a token: reconnects after 1 s, doubling to 30 s (a refusal's
 * Retry-After when it gives one), refreshes the token on a 401, and gives up on a 403 (an account that pulls nothing).
 */
export function startPoke(session: PokeSession, onChange: (seq: number) => void, tokenChanged: (listener: () => void) => () => void): Poke {
  const stopping = new AbortController();
  let wake: (() => void) | undefined;
  const unsubscribe = tokenChanged(() => wake?.());
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

  void (async () => {
    let delay = POKE_RETRY_FIRST_MS;
    while (!stopping.signal.aborted) {
      let token = session.token();
      if (!token) {
        // Signed in without a token yet (an offline start): the engine gets one; its change wakes this.
        await sleep(POKE_RETRY_MAX_MS);
        continue;
      }
      try {
        await readStream(token, stopping.signal, onChange, () => (delay = POKE_RETRY_FIRST_MS));
      } catch (error) {
        if (error instanceof Refused) {
          if (error.status === 403 || error.status === 404) return;
          if (error.status === 401) {
            token = await session.refresh().catch(() => null);
            if (token) continue;
          }
          if (error.retryAfterMs) delay = Math.max(delay, error.retryAfterMs);
        }
      }
      if (stopping.signal.aborted) return;
      await sleep(delay);
      delay = Math.min(delay * 2, POKE_RETRY_MAX_MS);
    }
  })();

  return {
    stop() {
      unsubscribe();
      stopping.abort();
    },
  };
}
