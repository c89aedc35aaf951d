import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { timeOrderedId } from './ids';

describe('timeOrderedId', () => {
  it('makes valid, unique UUIDs (version 7) that sort in the order they were made', () => {
    const ids = Array.from({ length: 20_000 }, () => timeOrderedId());
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids.slice(0, 50)) {
      expect(z.string().uuid().safeParse(id).success).toBe(true);
      expect(id[14]).toBe('7');
    }
    expect(Number.parseInt(ids[0]?.slice(0, 8) ?? '', 16) * 2 ** 16).toBeLessThanOrEqual(Date.now() + 1000);
  });
});
