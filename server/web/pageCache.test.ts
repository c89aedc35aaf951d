import { describe, expect, it } from 'vitest';
import { PublicPageCache, RENDERS_AT_ONCE } from './pageCache';

describe('PublicPageCache', () => {
  it('sends the plain page to a miss past the renders at once, and renders again once one ends', async () => {
    const cache = new PublicPageCache();
    const finish: Array<() => void> = [];
    const render = (html: string) => () =>
      new Promise<{ html: string; keep: boolean }>((resolve) => finish.push(() => resolve({ html, keep: true })));
    const plain = () => Promise.resolve({ html: 'shell', keep: false });

    const rendering = Array.from({ length: RENDERS_AT_ONCE }, (_, i) => cache.page(`/p${i}`, render(`page ${i}`), plain));
    // Past the cap: the shell, at once, not kept.
    expect((await cache.page('/other', render('other'), plain))?.html).toBe('shell');
    // The same path as a render under way joins it.
    const joined = cache.page('/p0', render('again'), plain);
    finish.forEach((end) => end());
    expect((await Promise.all(rendering)).map((page) => page?.html)).toEqual(['page 0', 'page 1']);
    expect((await joined)?.html).toBe('page 0');
    const next = cache.page('/other', render('other'), plain);
    finish.at(-1)?.();
    expect((await next)?.html).toBe('other');
  });
});
