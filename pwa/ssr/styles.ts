import type { EmotionCache } from '@emotion/cache';

/** A render's styles: the tags for the page's head, and the CSS every page shares (served as one stylesheet). */
export interface PageStyles {
  /** <style> tags: the page's own class rules, and empty tags that tell hydration what the stylesheet already holds. */
  tags: string;
  /** Chakra's global styles (reset, tokens, keyframes) and the class rules of the layout around `<main>`. */
  shared: string;
}

/**
 * Splits what emotion inserted during a render (`html`) into the page's own
 * styles and those the same on every page, which the server serves as a
 * stylesheet the browser keeps (issue 42: they were 74 kB of /ar/news's 127).
 *
 * Hydration must still find every style it would insert: a global style is
 * announced by an empty `<style data-emotion="css-global <id>">`, which its
 * `<Global>` adopts instead of inserting it again, and the class tag's
 * `data-emotion` lists the layout's ids with the page's, so the browser's cache
 * takes them as inserted.
 */
export function pageStyles(cache: Pick<EmotionCache, 'key' | 'inserted' | 'registered'>, html: string): PageStyles {
  const { key } = cache;
  const { frame, main } = layoutClasses(html, key);
  const globals: string[] = [];
  const classes: string[] = [];
  const frameCss = new Map<string, string>();
  let shared = '';
  let own = '';
  // Until emotion reaches <main>, what it inserts is the layout's (the header's, and a style made but given to no
  // element, as a Button's under asChild). Keys that look like integers come first in an object whatever their
  // order of insertion: they are left to the page.
  let beforeMain = main !== undefined;
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    // Global styles are those not registered as a class.
    if (cache.registered[`${key}-${id}`] === undefined) {
      globals.push(id);
      shared += css;
      continue;
    }
    classes.push(id);
    if (id === main) beforeMain = false;
    if (beforeMain && !/^\d+$/.test(id)) shared += css;
    else if (frame.has(id)) frameCss.set(id, css);
    else own += css;
  }
  // The rest of the layout's (the footer's) in the order its markup first uses them, not the order they were inserted
  // in: a footer class the page used first must not make another page's stylesheet differ.
  for (const id of frame) shared += frameCss.get(id) ?? '';
  const tags =
    globals.map((id) => `<style data-emotion="${key}-global ${id}"></style>`).join('') +
    `<style data-emotion="${key} ${classes.join(' ')}">${own}</style>`;
  return { tags, shared };
}

/**
 * The emotion classes of the markup around the page's `<main>` (header, sponsors, footer), in order of first use, the
 * same on every page of the site, and `<main>`'s own. Without a `<main>`, none: the page keeps all its class rules.
 */
function layoutClasses(html: string, key: string): { frame: Set<string>; main?: string } {
  const frame = new Set<string>();
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) return { frame };
  const ids = (markup: string) =>
    [...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names = '']) =>
      names
        .split(' ')
        .filter((name) => name.startsWith(`${key}-`))
        .map((name) => name.slice(key.length + 1)),
    );
  for (const id of ids(html.slice(0, start) + html.slice(end))) frame.add(id);
  return { frame, main: ids(html.slice(start, html.indexOf('>', start) + 1))[0] };
}
