import { toSVG } from 'bwip-js/browser';
import QRCode from 'qrcode';

const asDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The QR code of a text as an SVG data URL (rendered as <img>, so nothing in it runs). */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return asDataUrl(svg);
}

/** Code 128 of a serial as an SVG data URL; the text is printed separately. */
export function code128DataUrl(text: string): string {
  return asDataUrl(toSVG({ bcid: 'code128', text, height: 8, scale: 2, includetext: false, paddingwidth: 2 }));
}
