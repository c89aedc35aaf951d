import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './presenter';

describe('offer cursors', () => {
  it('round-trips a position and stays URL-safe', () => {
    const cursor = { createdAt: '2026-01-01T00:00:03.000Z', id: 'a/b+c' };
    const text = encodeCursor(cursor) as string;
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
    expect(encodeCursor(null)).toBeNull();
  });

  it('refuses text it did not make', () => {
    expect(decodeCursor('not-a-cursor')).toBeNull();
    expect(decodeCursor(Buffer.from('{"a":1}').toString('base64url'))).toBeNull();
    expect(decodeCursor(Buffer.from('[1,2]').toString('base64url'))).toBeNull();
  });
});
