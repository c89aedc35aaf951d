import { describe, expect, it } from 'vitest';
import { parseId, targetPage } from './content.repository';

describe('targetPage', () => {
  it('moves from the page the caller is on and stays inside the pages there are', () => {
    expect(targetPage(undefined, 3)).toBe(1);
    expect(targetPage({ page: 2 }, 3)).toBe(2);
    expect(targetPage({ page: 2, action: 'next' }, 3)).toBe(3);
    expect(targetPage({ page: 3, action: 'next' }, 3)).toBe(3);
    expect(targetPage({ page: 1, action: 'previous' }, 3)).toBe(1);
    expect(targetPage({ page: 2, action: 'last' }, 3)).toBe(3);
    expect(targetPage({ page: 3, action: 'first' }, 3)).toBe(1);
    expect(targetPage({ page: 9 }, 3)).toBe(3);
    expect(targetPage({ page: -4 }, 0)).toBe(1);
  });
});

describe('parseId', () => {
  it('takes positive integers only', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('smouha')).toBeUndefined();
    expect(parseId('0')).toBeUndefined();
    expect(parseId('1e3')).toBeUndefined();
  });
});
