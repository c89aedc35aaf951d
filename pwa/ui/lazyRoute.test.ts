import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, CHUNK_TIMEOUT_MS, withTimeout } from './lazyRoute';

afterEach(() => vi.useRealTimers());

describe('withTimeout', () => {
  it('is 120 seconds by default (spec §9)', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });
  it('passes a chunk that arrives in time', async () => {
    await expect(withTimeout(Promise.resolve('ok'), 50)).resolves.toBe('ok');
  });
  it('fails a chunk that never arrives', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}));
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    await expect(pending).rejects.toBeInstanceOf(ChunkTimeoutError);
  });
});
