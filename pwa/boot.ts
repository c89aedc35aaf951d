// The page's only script before the visitor does anything. A page the server
// rendered (public site) is complete HTML: this keeps its countdowns ticking,
// mirrors localStorage choices into cookies for the server, and loads and
// hydrates the React app on the first interaction — replaying the clicks,
// select changes and hover that came before it. Any other page (back-office,
// sign-in) starts the app at once. Keep it small: it is all of /ar's first JS.
import { formatWholeNumber } from '../shared/locales';
import { readCookie, writeCookie } from './lib/cookies';
import { SSR_DATA_ID } from './lib/ssrConstants';

const TICK_MS = 1000; // spec §9, as Countdown.tsx
const TRIGGERS = ['pointerdown', 'pointermove', 'mouseover', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

type Start = (options?: { beforeHydrate?: () => void }) => Promise<void>;
const loadApp = (): Promise<Start> => import('./main').then((m) => m.start);

const data = document.getElementById(SSR_DATA_ID);
if (!data) void loadApp().then((start) => start());
else serverRendered(data);

function serverRendered(data: HTMLElement) {
  let payload: { branch?: string; language?: string; theme?: string; deferredViews?: string[] } = {};
  try {
    payload = JSON.parse(data.textContent || '{}') as typeof payload;
  } catch {
    /* an unreadable payload: main.tsx renders from scratch */
  }
  let started = false;
  let capturing = true;
  const clicks: Event[] = [];
  const changes: Array<[HTMLSelectElement, string]> = [];
  let hovered: EventTarget | null = null;

  const hydrate = () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) removeEventListener(type, hydrate, true);
    void loadApp()
      .then((start) =>
        start({
          // From here React's own listeners see (and replay) events.
          beforeHydrate: () => {
            capturing = false;
            clearInterval(ticking);
          },
        }),
      )
      .then(replay);
  };

  const replay = () => {
    if (hovered instanceof Element && hovered.isConnected) {
      hovered.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
      hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
    }
    for (const [select, value] of changes) {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    for (const click of clicks) click.target?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
  };

  // Links work natively (they load the next server-rendered page); a click on
  // anything else waits for the app and is dispatched again on the same node.
  addEventListener(
    'click',
    (event) => {
      if (!capturing || !(event.target instanceof Element) || event.target.closest('a[href]')) return;
      event.preventDefault();
      clicks.push(event);
      hydrate();
    },
    true,
  );
  addEventListener(
    'change',
    (event) => {
      if (!capturing || !(event.target instanceof HTMLSelectElement)) return;
      changes.push([event.target, event.target.value]);
      hydrate(); // a change needs no pointer (keyboard, assistive technology, automation)
    },
    true,
  );
  addEventListener('mouseover', (event) => capturing && (hovered = event.target), true);
  addEventListener('mouseout', (event) => capturing && !(event as MouseEvent).relatedTarget && (hovered = null), true);
  for (const type of TRIGGERS) addEventListener(type, hydrate, { capture: true, passive: true });

  // Countdowns tick on the server's markup until the app takes over (it
  // renders EXPIRED, so reaching zero starts it).
  const language = payload.language === 'en' ? 'en' : 'ar';
  const zero = language === 'en' ? '0' : '٠';
  const tick = () => {
    for (const timer of document.querySelectorAll<HTMLElement>('[data-testid="countdown"][data-target]')) {
      const total = Math.max(0, Math.floor((Number(timer.dataset.target) - Date.now()) / 1000));
      if (!total) return hydrate();
      timer.dataset.seconds = String(total);
      const parts: Record<string, number> = {
        days: Math.floor(total / 86400),
        hours: Math.floor((total % 86400) / 3600),
        minutes: Math.floor((total % 3600) / 60),
        seconds: total % 60,
      };
      for (const unit of timer.querySelectorAll<HTMLElement>('[data-unit]'))
        unit.textContent = formatWholeNumber(parts[unit.dataset.unit ?? ''] ?? 0, language).padStart(2, zero);
    }
  };
  const ticking = setInterval(tick, TICK_MS);

  // localStorage is the source of truth; the cookies let the server render the
  // next page for this visitor. A page rendered for other values than this
  // browser's starts the app now, which renders the right ones.
  let mismatch = false;
  try {
    const branch = localStorage.getItem('current_branch');
    if (branch && branch !== readCookie('current_branch')) writeCookie('current_branch', branch);
    if (branch && payload.branch && branch !== payload.branch) mismatch = true;
    const visitor = localStorage.getItem('visitorId');
    const cookie = readCookie('visitor_id');
    if (!visitor && cookie) localStorage.setItem('visitorId', cookie);
    else if (visitor && visitor !== cookie) {
      writeCookie('visitor_id', visitor);
      data.textContent = JSON.stringify({ ...JSON.parse(data.textContent || '{}'), staleViews: true });
      mismatch = true;
    }
    // A signed-in member's name and session live in the app: start it now.
    if (localStorage.getItem('currentUser')) mismatch = true;
    // The settings' theme, for the first paint of pages the server does not render (AppThemeProvider keeps it so too).
    const theme = payload.theme;
    if (theme) localStorage.setItem('theme', theme);
  } catch {
    /* storage disabled: the server's defaults are this page's too */
  }
  if (mismatch) hydrate();
  // A page kept for every visitor shows no one's likes: one this visitor made needs the app, which shows it.
  addEventListener('load', () => countDeferredViews(payload.deferredViews ?? [], hydrate));

  // The service worker (offline back-office, this page offline) once the page has loaded; the app's
  // update prompt (Notices.tsx) registers the same worker again when it runs.
  if ('serviceWorker' in navigator)
    addEventListener('load', () =>
      setTimeout(() => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined), 1000),
    );
}

// The views the server left uncounted (a page kept for every visitor, or a
// first visit: it cannot tell a browser from a crawler): one small request each
// once the page has loaded, as this visitor. The app, when it starts, asks
// again; the server counts a visitor's view of a record once. `liked`: called
// when the visitor likes one of them, which the page does not show.
const VIEW_OPERATIONS: Record<string, string> = {
  news: 'newsUpdateViewsCount',
  article: 'articleUpdateViewsCount',
  auction: 'auctionUpdateViewsCount',
  ad: 'adsUpdateViewsCount',
};
function countDeferredViews(keys: string[], liked: () => void) {
  const visitor = readCookie('visitor_id');
  if (!visitor) return;
  for (const key of keys) {
    const [, kind = '', id = ''] = key.split(':');
    const operation = VIEW_OPERATIONS[kind];
    if (!operation || !id) continue;
    void fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-visitor-id': visitor },
      body: JSON.stringify({ query: `mutation ($id: ID!) { ${operation}(id: $id) { id liked } }`, variables: { id } }),
    })
      .then((response) => response.json() as Promise<{ data?: Record<string, { liked?: boolean } | null> }>)
      .then((answer) => answer.data?.[operation]?.liked && liked())
      .catch(() => undefined);
  }
}
