import { describe, expect, it } from 'vitest';
import { layoutLabels, mediaById } from './media';

describe('layoutLabels', () => {
  it('puts one label per page on a roll, copies included', () => {
    const { pages, labels } = layoutLabels(mediaById('roll-50x25'), ['A', 'B'], 2);
    expect(pages).toBe(4);
    expect(labels.map((l) => [l.page, l.content, l.x, l.y])).toEqual([
      [0, 'A', 0, 0],
      [1, 'A', 0, 0],
      [2, 'B', 0, 0],
      [3, 'B', 0, 0],
    ]);
  });

  it('fills an A4 3×8 sheet row by row and starts a new page after 24', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    const { pages, labels } = layoutLabels(mediaById('a4-3x8'), items, 1);
    expect(pages).toBe(2);
    expect(labels[1]).toMatchObject({ page: 0, x: 70, y: 0 });
    expect(labels[3]).toMatchObject({ page: 0, x: 0, y: 37.125 });
    expect(labels[24]).toMatchObject({ page: 1, x: 0, y: 0 });
  });

  it('skips used positions on the first sheet and applies the printer offset', () => {
    const { labels } = layoutLabels(mediaById('a4-4x10'), ['A'], 1, 5, { x: 1.5, y: -0.5 });
    // Position 5 = row 1, column 1.
    expect(labels[0]).toMatchObject({ page: 0, x: 8 + 48.5 + 1.5, y: 21.5 + 25.4 - 0.5 });
  });

  it('ignores skipping on rolls and keeps at least one copy', () => {
    expect(layoutLabels(mediaById('roll-40x30'), ['A'], 0, 3).labels).toHaveLength(1);
    expect(layoutLabels(mediaById('roll-40x30'), ['A'], 0, 3).labels[0]).toMatchObject({ page: 0, x: 0, y: 0 });
  });
});
