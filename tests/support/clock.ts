import type { BrowserContext, Route } from 'playwright-core';

// A phone whose clock is wrong by some days (issue 41's fault model: ±2 days). Only `Date` moves: timers,
// performance.now() and the event loop keep real time, as on a phone whose wall clock is off. Playwright's own
// context.clock does not fit: its first call fakes setTimeout, setInterval, requestAnimationFrame and performance
// (issue 6347's comments: requestIdleCallback stalled under it), and it reaches neither workers nor the service worker
// (issue 31772). docs/decisions.md "A phone's clock skew in tests".
//
// Where the shift holds:
// - pages and iframes: from their first script (an init script), and at once in those open when it changes;
// - dedicated workers: from their first script when their file came through the context with this hook in place (a
//   route puts a prelude before the file; the page passes the shift in the worker's name), and at once in those
//   running when it changes; a module worker's imports are evaluated before its own first statement, so their
//   top-level code sees true time;
// - the service worker: from a moment after it starts (Playwright reaches it only once it runs), and at once when it
//   changes. An event that wakes it may be handled with true time.
// Not moved: Intl.DateTimeFormat's format() without a date, Temporal.Now, and what the browser itself dates (cookie
// expiry, HTTP caching).

export const DAY_MS = 86_400_000;

/** The worker scripts Vite builds (`assets/itemPull.worker-<hash>.js`). */
const VITE_WORKERS = /\/[^/?]+\.worker-[\w-]+\.js(\?|$)/;

// Browser code, as text: it runs in pages, workers and the service worker, and a function's own text would carry
// whatever helpers the test's transpiler adds (esbuild's __name).

/**
 * Makes Date read the shifted time in this global (`globalThis.__aquaClockSkew = { ms, from }`, `from` saying whether
 * it held before the global's first script), or changes the shift of a global that has it.
 */
const INSTALL = `function installSkew(ms, from) {
  if (globalThis.__aquaClockSkew) { globalThis.__aquaClockSkew.ms = ms; return; }
  const state = { ms, from };
  const NativeDate = Date;
  const now = () => NativeDate.now() + state.ms;
  function SkewedDate(...args) {
    if (!new.target) return new NativeDate(now()).toString();
    return Reflect.construct(NativeDate, args.length ? args : [now()], new.target);
  }
  Object.setPrototypeOf(SkewedDate, NativeDate);
  SkewedDate.prototype = NativeDate.prototype;
  SkewedDate.now = now;
  Object.defineProperty(globalThis, '__aquaClockSkew', { value: state });
  globalThis.Date = SkewedDate;
}`;

const WORKER_NAME_MARK = '#aqua-clock-skew=';

/** The page's part: its Date, and each worker it starts told the shift in its name (all a page gives a worker before its first statement). */
const pageScript = (ms: number) => `(() => {
  (${INSTALL})(${ms}, 'start');
  const NativeWorker = globalThis.Worker;
  if (!NativeWorker || NativeWorker.skewed) return;
  const state = globalThis.__aquaClockSkew;
  globalThis.Worker = class extends NativeWorker {
    static skewed = true;
    constructor(url, options) {
      super(url, { ...options, name: (options?.name ?? '') + ${JSON.stringify(WORKER_NAME_MARK)} + state.ms });
    }
  };
})();`;

/** Put before a worker file: the shift its page gave it. One line, valid in a classic and a module script. */
const WORKER_PRELUDE = `;(${INSTALL.replace(/\n\s*/g, ' ')})((() => { const m = /${WORKER_NAME_MARK}(-?\\d+)$/.exec(self.name || ''); return m ? Number(m[1]) : 0; })(), 'start');\n`;

const shiftNow = (ms: number) => `(${INSTALL})(${ms}, 'later')`;

export interface ClockSkew {
  /** The phone's Date minus true time, in milliseconds. */
  readonly ms: number;
  /** Moves the phone's clock: pages, workers and the service worker running now, and those started later. */
  set(ms: number): Promise<void>;
}

/**
 * Puts a phone's clock `ms` off true time (`2 * DAY_MS`, `-2 * DAY_MS`), and lets the test move it later. Call it
 * before the context's first page: a worker file the service worker cached before has no prelude. Routing worker
 * files turns off the context's HTTP cache (Playwright does, for any route); the service worker's caches are not
 * touched. `workers`: which files are worker scripts, by URL (Vite's, by default).
 */
export async function skewClock(context: BrowserContext, ms = 0, options: { workers?: RegExp } = {}): Promise<ClockSkew> {
  let current = ms;
  let initScript = await context.addInitScript({ content: pageScript(ms) });

  await context.route(options.workers ?? VITE_WORKERS, async (route: Route) => {
    try {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      // The body comes decoded: its length and encoding change.
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ status: response.status(), headers, body: WORKER_PRELUDE + (await response.text()) });
    } catch {
      // The network failed it (a fault mode), or the context closed: the worker's load fails as it would have.
      await route.abort('failed').catch(() => undefined);
    }
  });

  // A frame being navigated, a worker ending: what starts next gets the shift from its first script.
  const shift = (target: { evaluate(expression: string): Promise<unknown> }) => target.evaluate(shiftNow(current)).catch(() => undefined);
  context.on('serviceworker', (worker) => void shift(worker));

  return {
    get ms() {
      return current;
    },
    async set(next) {
      current = next;
      await initScript.dispose();
      initScript = await context.addInitScript({ content: pageScript(next) });
      const pages = context.pages();
      const targets = [...pages.flatMap((page) => [...page.frames(), ...page.workers()]), ...context.serviceWorkers()];
      await Promise.all(targets.map(shift));
    },
  };
}
