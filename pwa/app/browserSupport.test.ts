import { describe, expect, it } from 'vitest';
import { describeBrowser, missingFeatures } from './browserSupport';

describe('describeBrowser', () => {
  it('names common browsers', () => {
    expect(
      describeBrowser('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'),
    ).toEqual({ name: 'Chrome', version: 156 });
    expect(describeBrowser('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0')).toEqual({
      name: 'Edge',
      version: 120,
    });
    expect(describeBrowser('Mozilla/5.0 (Windows NT 10.0; rv:115.0) Gecko/20100101 Firefox/115.0')).toEqual({
      name: 'Firefox',
      version: 115,
    });
    expect(
      describeBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 14_0 like Mac OS X) AppleWebKit/605.1.15 Version/14.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ name: 'Safari', version: 14 });
    expect(describeBrowser('Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko')).toEqual({
      name: 'Internet Explorer',
      version: 11,
    });
  });
});

describe('missingFeatures', () => {
  it('lists what an old browser lacks', () => {
    expect(missingFeatures({ fetch: () => {} })).toEqual(expect.arrayContaining(['indexedDB', 'structuredClone']));
    expect(missingFeatures({ fetch: () => {} })).not.toContain('fetch');
  });
  it('finds nothing missing in a modern scope', () => {
    expect(missingFeatures({ indexedDB: {}, structuredClone: () => {}, fetch: () => {} })).toEqual([]);
  });
});
