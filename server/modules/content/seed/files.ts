import type { FileStore } from '../../../lib/files/fileStore';
import { storeImage, type StoredImage } from '../../../lib/images';

// Demo images and documents are drawn here, in code: no downloads. They go
// through the file store like uploads, so a shared store gets them too.
export class SeedFiles {
  private readonly writes: Promise<void>[] = [];
  constructor(private readonly store: FileStore) {}

  /** A small SVG picture: a gradient, a few shapes and a motif chosen by `label`, no text. Returns its public URL at once; `flush` waits for the write. */
  svg(name: string, label: string, hue: number, width = 800, height = 450): string {
    this.writes.push(this.store.put(`content/${name}.svg`, svgPicture(label, hue, width, height), 'image/svg+xml'));
    return `/uploads/content/${name}.svg`;
  }

  /**
   * The same picture rendered to pixels and stored through the upload pipeline
   * (WebP original + width variants, server/lib/images.ts), so the demo exercises
   * `srcset`. Slower than an SVG (~0.1 s each once sharp is warm): used for the
   * few pictures the home and news pages show first.
   */
  async raster(name: string, label: string, hue: number, width = 1280, height = 720): Promise<string> {
    return (await this.rasterFile('content', name, label, hue, width, height)).publicUrl;
  }

  /** The same, into any upload folder, answering the stored file's record (what an upload answers). */
  rasterFile(folder: string, name: string, label: string, hue: number, width = 1280, height = 720): Promise<StoredImage> {
    return storeImage(this.store, folder, Buffer.from(svgPicture(label, hue, width, height)), `${name}.png`);
  }

  /** A one-page PDF with a line of text (Latin, standard font). Returns its public URL. */
  pdf(name: string, text: string): string {
    this.writes.push(this.store.put(`content/${name}.pdf`, pdfBytes(text), 'application/pdf'));
    return `/uploads/content/${name}.pdf`;
  }

  async flush(): Promise<void> {
    await Promise.all(this.writes.splice(0));
  }
}

// Motifs drawn in a 100 × 100 box: a water drop, a glass of water, a ball, a sun, a leaf. Pictures carry no words,
// so an Arabic page shows no English burnt into its images (and no text to translate).
const MOTIFS = [
  'M50 8 C50 8 20 46 20 64 A30 30 0 0 0 80 64 C80 46 50 8 50 8 Z',
  'M26 14 H74 L67 90 H33 Z M31 19 H69 L67 42 H33 Z',
  'M50 14 A36 36 0 1 0 50.01 14 Z M50 26 L64 36 L59 53 L41 53 L36 36 Z',
  'M50 30 A20 20 0 1 0 50.01 30 Z M47 4 H53 V20 H47 Z M47 80 H53 V96 H47 Z M4 47 H20 V53 H4 Z M80 47 H96 V53 H80 Z',
  'M20 80 C20 40 50 15 85 15 C85 50 60 80 20 80 Z M20 80 L60 40',
];

/** The motif for a label: the same label always draws the same one. */
function motifOf(label: string): string {
  let hash = 0;
  for (const char of label) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return MOTIFS[hash % MOTIFS.length] as string;
}

function svgPicture(label: string, hue: number, width: number, height: number): string {
  const h2 = (hue + 40) % 360;
  const size = Math.round(Math.min(width, height) * 0.42);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,38%)"/><stop offset="1" stop-color="hsl(${h2},60%,22%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${Math.round(width * 0.78)}" cy="${Math.round(height * 0.3)}" r="${Math.round(height * 0.22)}" fill="hsla(${h2},80%,70%,0.35)"/>
<path d="M0 ${Math.round(height * 0.8)} Q ${Math.round(width / 2)} ${Math.round(height * 0.6)} ${width} ${Math.round(height * 0.85)} V ${height} H 0 Z" fill="hsla(${hue},70%,85%,0.25)"/>
<g transform="translate(${Math.round((width - size) / 2)} ${Math.round((height - size) / 2)}) scale(${size / 100})"><path d="${motifOf(label)}" fill="hsla(0,0%,100%,0.85)" fill-rule="evenodd"/></g>
</svg>`;
}

function pdfBytes(text: string): string {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}
