// The label's codes. Loaded when a label is drawn (LabelSheet, zplRaster), not with the label screen: bwip-js
// through its per-symbology export, so the bundle holds Code 128's encoder and not BWIPP's hundred others.
import { code128, drawingCanvas, drawingSVG } from 'bwip-js/browser';
import QRCode from 'qrcode';

const asDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The QR code of a text as an SVG data URL (rendered as <img>, so nothing in it runs). */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return asDataUrl(svg);
}

/** Code 128 of a serial as an SVG data URL; the text is printed separately. */
export function code128DataUrl(text: string): string {
  return asDataUrl(code128({ bcid: 'code128', text, height: 8, scale: 2, includetext: false, paddingwidth: 2 }, drawingSVG()));
}

/** The QR code's modules, for a label drawn dot by dot (zplRaster.ts). */
export const qrModules = (text: string) => QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;

/**
 * Code 128 of a serial as the widths of its bars and spaces in modules, a bar first (BWIPP's `sbs`), for a label
 * drawn dot by dot (zplRaster.ts): drawn one pixel a module, without quiet zones, and read back along a row.
 */
export function code128Widths(text: string): number[] {
  const canvas = document.createElement('canvas');
  code128({ bcid: 'code128', text, height: 1, scale: 1, includetext: false }, drawingCanvas(canvas));
  const context = canvas.getContext('2d');
  if (!context || !canvas.width) return [];
  const row = context.getImageData(0, Math.floor(canvas.height / 2), canvas.width, 1).data;
  const widths: number[] = [];
  let dark = true;
  let run = 0;
  for (let x = 0; x < canvas.width; x++) {
    // bwip-js draws black on a transparent canvas.
    const isDark = (row[x * 4 + 3] ?? 0) > 127 && (row[x * 4] ?? 255) < 128;
    if (isDark === dark) run++;
    else {
      if (run) widths.push(run);
      dark = isDark;
      run = 1;
    }
  }
  if (run && dark) widths.push(run);
  return widths;
}
