import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
import { imagePdf } from '../../lib/imagePdf';

/** What the customer's certificate says: its lines are already in the page's language. */
export interface CertificateSheet {
  brand: string;
  title: string;
  /** Label, value, and whether the value reads left to right (a serial). */
  rows: Array<[string, string, boolean?]>;
  /** The settings' warranty terms, under the lines (null: none set). */
  terms: { title: string; text: string } | null;
  /** The small print at the foot: where to check it, when it was issued. */
  footer: string[];
  language: 'ar' | 'en';
  logo: string;
}

// A5 at about 200 dpi: sharp on paper, a few hundred kB as a JPEG.
const MM = 1240 / 148;
const PAGE = { width: 148 * MM, height: 210 * MM };
const POINTS = { width: (148 / 25.4) * 72, height: (210 / 25.4) * 72 };
const FONT = "'Noto Sans Arabic', 'Segoe UI', Tahoma, sans-serif";

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

/** Text broken into lines that fit `width` at the context's font, at spaces. */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Draws the certificate on one A5 page: the logo and the brand, the title, each line's label and its value in
 * black bold, the small print. The browser shapes the Arabic and orders each line (the canvas's direction); the
 * page is then one JPEG in a one-page PDF (pwa/lib/imagePdf.ts).
 */
export async function certificatePdf(sheet: CertificateSheet): Promise<Blob> {
  await Promise.all([document.fonts.load(`400 40px ${FONT}`, 'ضمان'), document.fonts.load(`700 40px ${FONT}`, 'ضمان')]);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(PAGE.width);
  canvas.height = Math.round(PAGE.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  const rtl = sheet.language === 'ar';
  ctx.direction = rtl ? 'rtl' : 'ltr';
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const margin = 14 * MM;
  const start = rtl ? canvas.width - margin : margin;
  const inner = canvas.width - 2 * margin;
  const centre = canvas.width / 2;
  let y = margin;

  const logo = await loadImage(sheet.logo);
  if (logo) {
    const size = 22 * MM;
    ctx.drawImage(logo, centre - size / 2, y, size, size);
    y += size + 5 * MM;
  }
  ctx.fillStyle = '#000000';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.font = `700 ${6 * MM}px ${FONT}`;
  y += 6 * MM;
  ctx.fillText(sheet.brand, centre, y);
  ctx.font = `700 ${9 * MM}px ${FONT}`;
  y += 13 * MM;
  ctx.fillText(sheet.title, centre, y);
  y += 6 * MM;
  ctx.fillRect(margin, y, inner, 0.6 * MM);
  y += 6 * MM;

  // Each line: the label above in dark grey, the value below in black bold (never faint on paper).
  for (const [label, value, ltr] of sheet.rows) {
    ctx.textAlign = rtl ? 'right' : 'left';
    ctx.fillStyle = '#333333';
    ctx.font = `400 ${3.8 * MM}px ${FONT}`;
    y += 5 * MM;
    ctx.fillText(label, start, y);
    ctx.fillStyle = '#000000';
    ctx.font = `700 ${5.2 * MM}px ${ltr ? 'monospace' : FONT}`;
    y += 7.5 * MM;
    if (ltr) {
      // A serial keeps its own order: drawn left to right, at the line's start side.
      ctx.direction = 'ltr';
      ctx.textAlign = rtl ? 'right' : 'left';
      ctx.fillText(value, start, y);
      ctx.direction = rtl ? 'rtl' : 'ltr';
    } else for (const [i, line] of wrap(ctx, value, inner).entries()) ctx.fillText(line, start, y + i * 6.5 * MM);
    y += 3 * MM;
    ctx.fillStyle = '#bbbbbb';
    ctx.fillRect(margin, y, inner, 0.25 * MM);
  }

  ctx.textAlign = rtl ? 'right' : 'left';
  const footTop = canvas.height - margin - sheet.footer.length * 5 * MM;
  if (sheet.terms) {
    ctx.fillStyle = '#000000';
    ctx.font = `700 ${4.2 * MM}px ${FONT}`;
    y += 9 * MM;
    ctx.fillText(sheet.terms.title, start, y);
    // The terms at the largest size that fits above the foot (3.4 mm down to 2.4 mm), each paragraph wrapped.
    const room = footTop - y - 3 * MM;
    let size = 3.4;
    let lines: string[] = [];
    for (; size >= 2.4; size -= 0.2) {
      ctx.font = `400 ${size * MM}px ${FONT}`;
      lines = sheet.terms.text.split(/\n+/).flatMap((paragraph) => wrap(ctx, paragraph, inner));
      if (lines.length * size * 1.45 * MM <= room) break;
    }
    const step = size * 1.45 * MM;
    for (const line of lines.slice(0, Math.max(0, Math.floor(room / step)))) {
      y += step;
      ctx.fillText(line, start, y);
    }
  }
  ctx.fillStyle = '#000000';
  ctx.font = `400 ${3.4 * MM}px ${FONT}`;
  let foot = canvas.height - margin - (sheet.footer.length - 1) * 5 * MM;
  for (const line of sheet.footer) {
    ctx.fillText(line, start, foot);
    foot += 5 * MM;
  }

  const jpeg = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/jpeg', 0.92),
  );
  const pdf = imagePdf(new Uint8Array(await jpeg.arrayBuffer()), { width: canvas.width, height: canvas.height }, POINTS);
  return new Blob([pdf], { type: 'application/pdf' });
}

/** Saves the blob as a file (a download, not the print dialog). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
