// ZPL for thermal label printers (Zebra and compatibles): plain text, no DOM.
// A label goes to the printer as one graphic field (^GFA) of its whole face,
// drawn in the browser by zplRaster.ts: printer fonts cannot shape Arabic, and
// one image keeps the QR code, the bar code and the texts where the PDF has them.
import type { LabelMedia } from './media';

/** The resolutions offered: 8 dots/mm (203 dpi) and 12 dots/mm (300 dpi) printers. */
export const ZPL_DPIS = [203, 300] as const;
export type ZplDpi = (typeof ZPL_DPIS)[number];

/** Millimetres in printer dots at a resolution, to the nearest dot. */
export function dots(mm: number, dpi: number): number {
  return Math.round((mm * dpi) / 25.4);
}

/** A 1-bit image as ^GF reads it: rows top to bottom, each padded to whole bytes, most significant bit leftmost, 1 = a printed dot. */
export interface Bitmap {
  width: number;
  height: number;
  bytesPerRow: number;
  data: Uint8Array;
}

export function emptyBitmap(width: number, height: number): Bitmap {
  const bytesPerRow = Math.ceil(width / 8);
  return { width, height, bytesPerRow, data: new Uint8Array(bytesPerRow * height) };
}

export function isDot(bitmap: Bitmap, x: number, y: number): boolean {
  if (x < 0 || y < 0 || x >= bitmap.width || y >= bitmap.height) return false;
  return ((bitmap.data[y * bitmap.bytesPerRow + (x >> 3)] ?? 0) & (0x80 >> (x & 7))) !== 0;
}

function setDot(bitmap: Bitmap, x: number, y: number) {
  const i = y * bitmap.bytesPerRow + (x >> 3);
  bitmap.data[i] = (bitmap.data[i] ?? 0) | (0x80 >> (x & 7));
}

/**
 * A canvas's RGBA pixels (ImageData.data) in 1 bit: a pixel darker than `cutoff` (0–255 luminance) prints,
 * transparent ones are paper. The cutoff leans dark so thin antialiased strokes of small text survive.
 */
export function thresholdRgba(rgba: ArrayLike<number>, width: number, height: number, cutoff = 160): Bitmap {
  const bitmap = emptyBitmap(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const alpha = (rgba[o + 3] ?? 0) / 255;
      // Composite over white paper.
      const luminance = 255 - alpha * (255 - (0.299 * (rgba[o] ?? 0) + 0.587 * (rgba[o + 1] ?? 0) + 0.114 * (rgba[o + 2] ?? 0)));
      if (luminance < cutoff) setDot(bitmap, x, y);
    }
  }
  return bitmap;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).toUpperCase().padStart(2, '0'));

/** `^GFA,<total bytes>,<total bytes>,<bytes per row>,<hex>`: the uncompressed ASCII form, two hex digits a byte. */
export function graphicField(bitmap: Bitmap): string {
  const hex = new Array<string>(bitmap.data.length);
  for (let i = 0; i < bitmap.data.length; i++) hex[i] = HEX[bitmap.data[i] ?? 0] as string;
  return `^GFA,${bitmap.data.length},${bitmap.data.length},${bitmap.bytesPerRow},${hex.join('')}`;
}

/** ZPL is for rolls: one label a page, fed label by label. A4 sheets go to sheet printers through the PDF. */
export function zplSupports(media: LabelMedia): boolean {
  return media.kind === 'roll';
}

/** The label's width (^PW) and length (^LL) in dots. */
export function labelDots(media: LabelMedia, dpi: number): { width: number; length: number } {
  return { width: dots(media.label.width, dpi), length: dots(media.label.height, dpi) };
}

/**
 * Where the label's image starts (^LH, the label home) for the settings' offsets (mm; x from the start edge, y from the
 * top). ^LH takes no negative values, so a negative offset moves the image instead: its first dots fall off the label.
 */
export function placeOnLabel(
  bitmap: Bitmap,
  offset: { x: number; y: number },
  dpi: number,
): { home: { x: number; y: number }; bitmap: Bitmap } {
  const x = dots(offset.x, dpi);
  const y = dots(offset.y, dpi);
  if (x >= 0 && y >= 0) return { home: { x, y }, bitmap };
  const dx = Math.max(0, -x);
  const dy = Math.max(0, -y);
  const moved = emptyBitmap(bitmap.width, bitmap.height);
  for (let row = 0; row + dy < bitmap.height; row++)
    for (let col = 0; col + dx < bitmap.width; col++) if (isDot(bitmap, col + dx, row + dy)) setDot(moved, col, row);
  return { home: { x: Math.max(0, x), y: Math.max(0, y) }, bitmap: moved };
}

export interface ZplJob {
  media: LabelMedia;
  dpi: number;
  /** The settings' printer offsets, in mm. */
  offset: { x: number; y: number };
  /** Copies of each label, printed by the printer from one copy sent (^PQ). */
  copies: number;
  /** One image per label, each the label's size in dots (zplRaster.ts). */
  labels: readonly Bitmap[];
}

/** The file a printer takes: one ^XA…^XZ format per label, its copies in ^PQ. */
export function zplDocument({ media, dpi, offset, copies, labels }: ZplJob): string {
  if (!zplSupports(media)) throw new RangeError(`ZPL prints roll labels only, not ${media.id}`);
  const { width, length } = labelDots(media, dpi);
  const quantity = Math.max(1, Math.floor(copies));
  return labels
    .map((label) => {
      const placed = placeOnLabel(label, offset, dpi);
      return [
        '^XA',
        `^PW${width}`,
        `^LL${length}`,
        `^LH${placed.home.x},${placed.home.y}`,
        `^FO0,0${graphicField(placed.bitmap)}^FS`,
        `^PQ${quantity}`,
        '^XZ\n',
      ].join('\n');
    })
    .join('');
}
