import { describe, expect, it } from 'vitest';
import { mediaById } from './media';
import { dots, emptyBitmap, graphicField, isDot, labelDots, thresholdRgba, zplDocument, type Bitmap } from './zpl';

/** A bitmap with the given dots printed. */
function bitmapWith(width: number, height: number, printed: Array<[number, number]>): Bitmap {
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const [x, y] of printed) rgba.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return thresholdRgba(rgba, width, height);
}

/** Every ^GFA field of a document: its counts and its bytes. */
function fields(zpl: string) {
  return [...zpl.matchAll(/\^GFA,(\d+),(\d+),(\d+),([0-9A-F]*)\^FS/g)].map((m) => ({
    total: Number(m[1]),
    fieldCount: Number(m[2]),
    bytesPerRow: Number(m[3]),
    hex: m[4] as string,
  }));
}

describe('dots', () => {
  it('turns the roll sizes into dots at 203 and 300 dpi, to the nearest dot', () => {
    // 50 mm × 203 / 25.4 = 399.6 → 400; 25 mm → 199.8 → 200.
    expect(labelDots(mediaById('roll-50x25'), 203)).toEqual({ width: 400, length: 200 });
    expect(labelDots(mediaById('roll-40x30'), 203)).toEqual({ width: 320, length: 240 });
    // 50 mm × 300 / 25.4 = 590.55 → 591; 25 mm → 295.28 → 295; 40 mm → 472.44 → 472; 30 mm → 354.33 → 354.
    expect(labelDots(mediaById('roll-50x25'), 300)).toEqual({ width: 591, length: 295 });
    expect(labelDots(mediaById('roll-40x30'), 300)).toEqual({ width: 472, length: 354 });
    expect(dots(1.5, 203)).toBe(12);
  });
});

describe('thresholdRgba and graphicField', () => {
  it('packs rows into whole bytes, leftmost dot in the top bit, dark pixels printed and transparent ones not', () => {
    const bitmap = bitmapWith(10, 2, [
      [0, 0],
      [9, 0],
      [1, 1],
    ]);
    expect(bitmap.bytesPerRow).toBe(2);
    expect([...bitmap.data]).toEqual([0x80, 0x40, 0x40, 0x00]);
    expect(isDot(bitmap, 9, 0)).toBe(true);
    expect(isDot(bitmap, 8, 0)).toBe(false);
    // Fully transparent black is paper.
    expect([...thresholdRgba(new Uint8ClampedArray([0, 0, 0, 0]), 1, 1).data]).toEqual([0]);
    expect(graphicField(bitmap)).toBe('^GFA,4,4,2,80404000');
  });
});

describe('zplDocument', () => {
  const roll = mediaById('roll-50x25');
  const label = (dpi: number) => {
    const { width, length } = labelDots(roll, dpi);
    return bitmapWith(width, length, [
      [0, 0],
      [width - 1, length - 1],
    ]);
  };

  it('writes one ^XA…^XZ format per label with the roll’s width and length, the offsets in ^LH and the copies in ^PQ', () => {
    const zpl = zplDocument({ media: roll, dpi: 203, offset: { x: 1.5, y: 2 }, copies: 3, labels: [label(203), label(203)] });
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl.match(/\^XZ/g)).toHaveLength(2);
    const blocks = zpl.split('^XZ').filter((b) => b.includes('^XA'));
    for (const block of blocks) {
      expect(block).toContain('^PW400\n^LL200\n');
      expect(block).toContain('^LH12,16\n');
      expect(block).toContain('^FO0,0^GFA,');
      expect(block).toContain('^PQ3\n');
    }
  });

  it('gives each ^GFA the byte counts of its bitmap: 50 bytes a row × 200 rows at 203 dpi, 74 × 295 at 300', () => {
    for (const [dpi, bytesPerRow, rows] of [
      [203, 50, 200],
      [300, 74, 295],
    ] as const) {
      const [field] = fields(zplDocument({ media: roll, dpi, offset: { x: 0, y: 0 }, copies: 1, labels: [label(dpi)] }));
      expect(field).toMatchObject({ total: bytesPerRow * rows, fieldCount: bytesPerRow * rows, bytesPerRow });
      expect(field?.hex).toHaveLength(2 * bytesPerRow * rows);
      // The first dot and the last dot of the label, where the bitmap has them.
      expect(field?.hex.slice(0, 2)).toBe('80');
      const lastBit = label(dpi).width - 1 - (bytesPerRow - 1) * 8;
      expect(parseInt(field?.hex.slice(-2) ?? '', 16)).toBe(0x80 >> lastBit);
    }
  });

  it('moves the image rather than ^LH for a negative offset: ^LH takes none', () => {
    const zpl = zplDocument({ media: roll, dpi: 203, offset: { x: -0.25, y: 1 }, copies: 1, labels: [label(203)] });
    expect(zpl).toContain('^LH0,8\n');
    // 0.25 mm = 2 dots: the top-left dot is gone, the bottom-right one two dots nearer the start.
    const [field] = fields(zpl);
    expect(field?.hex.slice(0, 2)).toBe('00');
    expect(field?.hex.slice(-2)).toBe('04');
    expect(field?.total).toBe(50 * 200);
  });

  it('prints at least one copy, and refuses sheets', () => {
    expect(zplDocument({ media: roll, dpi: 203, offset: { x: 0, y: 0 }, copies: 0, labels: [label(203)] })).toContain('^PQ1\n');
    expect(zplDocument({ media: roll, dpi: 203, offset: { x: 0, y: 0 }, copies: 2, labels: [] })).toBe('');
    expect(() =>
      zplDocument({ media: mediaById('a4-3x8'), dpi: 203, offset: { x: 0, y: 0 }, copies: 1, labels: [emptyBitmap(8, 8)] }),
    ).toThrow(RangeError);
  });
});
