// A label's face drawn at the printer's dots, for ZPL (zpl.ts): the layout of
// LabelSheet (QR code on the start side, texts beside it) on a canvas, with the
// app's Arabic font, then cut to 1 bit. The QR modules and the bars are whole
// dots, so the printed codes are as sharp as the printer makes them.
// Loaded when the user asks for ZPL (ZplPanel), with the codes (codes.ts).
import { saysAlready } from '../../../shared/brand';
import { labelBrand } from './brand';
import { code128Widths, qrModules } from './codes';
import type { LabelData, LabelTexts } from './LabelSheet';
import type { LabelMedia } from './media';
import { labelDots, thresholdRgba, type Bitmap } from './zpl';
import './printFont';

const FONT = "'Noto Sans Arabic', 'Segoe UI', Tahoma, sans-serif";
const MONO = "'DejaVu Sans Mono', 'Courier New', monospace";
const ARABIC = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
const LATIN_OR_DIGIT = /[A-Za-z0-9]/;

/** The direction `dir="auto"` gives a text: that of its first strong letter. */
function directionOf(text: string, fallback: 'ltr' | 'rtl'): 'ltr' | 'rtl' {
  for (const char of text) {
    if (ARABIC.test(char)) return 'rtl';
    if (LATIN_OR_DIGIT.test(char)) return 'ltr';
  }
  return fallback;
}

interface Line {
  kind: 'text' | 'bars' | 'sign';
  text: string;
  /** Height in mm: the font size for text (the line is 1.15 of it), the bar height for bars. */
  size: number;
  bold?: boolean;
  mono?: boolean;
  dir?: 'ltr' | 'rtl';
}

/** The label's lines, those of LabelSheet: brand title, name, item brand, bars, serial, brand line (+ signature). */
function linesOf(label: LabelData, texts: LabelTexts, labelHeight: number, dir: 'ltr' | 'rtl'): Line[] {
  const brand = labelBrand(texts.title, texts.barcodeTitle, texts.barcodeName);
  const lines: Line[] = [];
  if (brand.top) lines.push({ kind: 'text', text: brand.top, size: 2.2, bold: true, dir });
  lines.push({ kind: 'text', text: label.name, size: 2, dir: directionOf(label.name, dir) });
  if (label.brand && !saysAlready(brand.bottom, label.brand))
    lines.push({ kind: 'text', text: label.brand, size: 2, dir: directionOf(label.brand, dir) });
  lines.push({ kind: 'bars', text: label.serial, size: Math.max(4, labelHeight * 0.22) });
  lines.push({ kind: 'text', text: label.serial, size: 2.4, bold: true, mono: true, dir: 'ltr' });
  if (brand.bottom || texts.signature) lines.push({ kind: 'sign', text: brand.bottom, size: 2, dir });
  return lines;
}

const lineHeight = (line: Line) => (line.kind === 'bars' ? line.size : line.size * 1.15);

/** The text cut with an ellipsis to fit a width (the sheet's `text-overflow: ellipsis`). */
function fitted(context: CanvasRenderingContext2D, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text;
  const chars = [...text];
  while (chars.length && context.measureText(`${chars.join('')}…`).width > width) chars.pop();
  return `${chars.join('')}…`;
}

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

/** Waits for the print font in the weights and letters the labels use: a canvas does not ask for fonts itself. */
async function fontsFor(labels: readonly LabelData[], texts: LabelTexts) {
  const sample = [texts.title, texts.barcodeTitle, texts.barcodeName, ...labels.flatMap((l) => [l.name, l.brand])].join(' ') || 'a';
  await Promise.all([document.fonts.load(`400 16px ${FONT}`, sample), document.fonts.load(`700 16px ${FONT}`, sample)]);
  await document.fonts.ready;
}

interface Drawing {
  media: LabelMedia;
  dpi: number;
  texts: LabelTexts;
  /** The interface's direction: the QR code sits on its start side. */
  dir: 'ltr' | 'rtl';
  signature: HTMLImageElement | null;
}

function drawLabel(canvas: HTMLCanvasElement, label: LabelData, { media, dpi, texts, dir, signature }: Drawing): Bitmap {
  const { width, length } = labelDots(media, dpi);
  const px = (mm: number) => (mm * dpi) / 25.4;
  canvas.width = width;
  canvas.height = length;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, length);
  context.fillStyle = '#000';

  const { width: lw, height: lh } = media.label;
  const pad = Math.round(px(1.2));
  const gap = Math.round(px(1));
  const qrBox = Math.round(px(Math.min(lh - 4, lw * 0.4)));

  // The QR code: whole-dot modules with a one-module margin, centred in its box.
  const modules = qrModules(label.url);
  const size = modules.size;
  const cell = Math.max(1, Math.floor(qrBox / (size + 2)));
  const qrStart = dir === 'ltr' ? pad : width - pad - qrBox;
  const qrX = qrStart + Math.floor((qrBox - cell * size) / 2);
  const qrY = Math.floor((length - cell * size) / 2);
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) if (modules.get(row, col)) context.fillRect(qrX + col * cell, qrY + row * cell, cell, cell);

  // The texts' column beside it, centred from top to bottom.
  const columnWidth = width - 2 * pad - qrBox - gap;
  const left = dir === 'ltr' ? pad + qrBox + gap : pad;
  const lines = linesOf(label, texts, lh, dir);
  const total = lines.reduce((sum, line) => sum + px(lineHeight(line)), 0) + px(0.3) * (lines.length - 1);
  let y = Math.max(0, (length - total) / 2);
  for (const line of lines) {
    const height = px(lineHeight(line));
    if (line.kind === 'bars') drawBars(context, line.text, left, Math.round(y), columnWidth, Math.round(height));
    else {
      // The text's room in the column: all of it, less the signature at the line's end (the brand line).
      let start = left;
      let room = columnWidth;
      if (line.kind === 'sign' && signature) {
        const h = Math.round(px(Math.max(3, lh * 0.14)));
        const w = Math.min(Math.round((signature.naturalWidth / Math.max(1, signature.naturalHeight)) * h), Math.round(columnWidth * 0.4));
        context.drawImage(signature, dir === 'ltr' ? left + columnWidth - w : left, Math.round(y + (height - h) / 2), w, h);
        room -= w + gap;
        if (dir === 'rtl') start += w + gap;
      }
      const textDir = line.dir ?? dir;
      context.font = `${line.bold ? 700 : 400} ${px(line.size)}px ${line.mono ? MONO : FONT}`;
      context.direction = textDir;
      context.textBaseline = 'middle';
      context.textAlign = textDir === 'rtl' ? 'right' : 'left';
      context.fillText(fitted(context, line.text, room), textDir === 'rtl' ? start + room : start, y + height / 2);
    }
    y += height + px(0.3);
  }
  return thresholdRgba(context.getImageData(0, 0, width, length).data, width, length);
}

/** Code 128 of the serial: bars of whole dots (1 or more a module), centred in the column with their quiet zones. */
function drawBars(context: CanvasRenderingContext2D, serial: string, left: number, top: number, width: number, height: number) {
  const widths = code128Widths(serial);
  const modules = widths.reduce((sum, w) => sum + w, 0);
  const unit = Math.max(1, Math.floor(width / (modules + 20)));
  let x = left + Math.max(0, Math.floor((width - modules * unit) / 2));
  widths.forEach((w, i) => {
    // Bars and spaces alternate, starting with a bar.
    if (i % 2 === 0) context.fillRect(x, top, w * unit, height);
    x += w * unit;
  });
}

/** Each label's face in 1 bit at the printer's resolution, after the print font has loaded. */
export async function rasterLabels(
  labels: readonly LabelData[],
  options: { media: LabelMedia; dpi: number; texts: LabelTexts; dir: 'ltr' | 'rtl' },
): Promise<Bitmap[]> {
  await fontsFor(labels, options.texts);
  const signature = options.texts.signature ? await loadImage(options.texts.signature) : null;
  const canvas = document.createElement('canvas');
  return labels.map((label) => drawLabel(canvas, label, { ...options, signature }));
}
