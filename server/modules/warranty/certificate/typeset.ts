// The customer's warranty certificate as a real PDF (issue 43 point 5: it was one JPEG on an A5 page, 0 characters
// for a text extractor): text in embedded fonts, so it is searchable, sharp on any printer, and some tens of kB.
// pdfkit writes the PDF and shapes each run with fontkit (Arabic joining, marks); it has no bidirectional ordering,
// so each line is ordered here with bidi-js (the Unicode algorithm) and drawn piece by piece in visual order.
import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';
import { certificateFont } from './fonts';

/** What the certificate says, already in its language. */
export interface CertificateSheet {
  language: 'ar' | 'en';
  brand: string;
  title: string;
  /** Label, value, and whether the value is a code that reads left to right in either language (a serial). */
  rows: Array<[string, string, boolean?]>;
  /** The settings' warranty terms under the lines (null: none set). */
  terms: { title: string; text: string } | null;
  /** The small print at the foot: where to check it. */
  footer: string[];
  /** The brand's logo (PNG bytes), on top; null for none. */
  logo: Buffer | null;
}

// IBM Plex Sans Arabic (SIL OFL), whose letters are one glyph each: a font that builds letters from a dotless body and
// dot marks (Noto Sans Arabic) maps one body to several letters, and a text extractor then reads "منى" as "مبي".
const FONTS = {
  400: { arabic: 'arabic-400', latin: 'latin-400' },
  700: { arabic: 'arabic-700', latin: 'latin-700' },
} as const;
type Weight = keyof typeof FONTS;

const MM = 72 / 25.4;
const A5 = { width: 148 * MM, height: 210 * MM };
const MARGIN = 14 * MM;
const bidi = bidiFactory();
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;

/** A run of a line in one font and one direction, its characters in visual order (left to right). */
interface Piece {
  font: string;
  arabic: boolean;
  rtl: boolean;
  visual: string;
}

/** One certificate, A5 portrait, as PDF bytes. */
export function typesetCertificate(sheet: CertificateSheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A5',
    margin: 0,
    lang: sheet.language,
    displayTitle: true,
    info: { Title: `${sheet.title} · ${sheet.brand}`, Author: sheet.brand },
  });
  for (const weight of [400, 700] as const) {
    doc.registerFont(FONTS[weight].arabic, certificateFont('arabic', weight));
    doc.registerFont(FONTS[weight].latin, certificateFont('latin', weight));
  }
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  new Typesetter(doc, sheet.language === 'ar').certificate(sheet);
  doc.end();
  return done;
}

class Typesetter {
  private readonly arabicGlyphs: (codePoint: number) => boolean;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly rtl: boolean,
  ) {
    doc.font(FONTS[400].arabic);
    // pdfkit's embedded font keeps fontkit's font; its types do not say so.
    const font = (doc as unknown as { _font: { font: { hasGlyphForCodePoint(c: number): boolean } } })._font.font;
    this.arabicGlyphs = (c) => font.hasGlyphForCodePoint(c);
  }

  certificate(sheet: CertificateSheet): void {
    const { doc } = this;
    const inner = { x0: MARGIN, x1: A5.width - MARGIN };
    let y = MARGIN;
    if (sheet.logo) {
      const size = 20 * MM;
      doc.image(sheet.logo, (A5.width - size) / 2, y, { width: size, height: size });
      y += size + 4 * MM;
    }
    y += 6 * MM;
    this.line(sheet.brand, { ...inner, y, size: 6 * MM, weight: 700, align: 'center' });
    y += 11 * MM;
    this.line(sheet.title, { ...inner, y, size: 8.5 * MM, weight: 700, align: 'center' });
    y += 5 * MM;
    doc.rect(MARGIN, y, inner.x1 - inner.x0, 0.6 * MM).fill('#000000');
    y += 4 * MM;
    // Each line: the label above in dark grey, the value below in black bold (never faint on paper).
    for (const [label, value, code] of sheet.rows) {
      y += 5 * MM;
      doc.fillColor('#333333');
      this.line(label, { ...inner, y, size: 3.8 * MM, weight: 400 });
      doc.fillColor('#000000');
      for (const [i, text] of this.wrap(value, 5 * MM, 700, inner.x1 - inner.x0).entries()) {
        y += i === 0 ? 7 * MM : 6.5 * MM;
        // A serial reads left to right in either language, at the line's start side.
        this.line(text, { ...inner, y, size: 5 * MM, weight: 700, direction: code ? 'ltr' : undefined });
      }
      y += 3 * MM;
      doc.rect(MARGIN, y, inner.x1 - inner.x0, 0.25 * MM).fill('#bbbbbb');
    }
    const footTop = A5.height - MARGIN - sheet.footer.length * 5 * MM;
    doc.fillColor('#000000');
    if (sheet.terms) {
      y += 9 * MM;
      this.line(sheet.terms.title, { ...inner, y, size: 4.2 * MM, weight: 700 });
      // The terms at the largest size that fits above the foot (3.4 mm down to 2.4 mm), each paragraph wrapped.
      const room = footTop - y - 3 * MM;
      let size = 3.4;
      let lines: string[] = [];
      for (; size >= 2.4; size -= 0.2) {
        lines = sheet.terms.text.split(/\n+/).flatMap((paragraph) => this.wrap(paragraph, size * MM, 400, inner.x1 - inner.x0));
        if (lines.length * size * 1.45 * MM <= room) break;
      }
      const step = size * 1.45 * MM;
      for (const text of lines.slice(0, Math.max(0, Math.floor(room / step)))) {
        y += step;
        this.line(text, { ...inner, y, size: size * MM, weight: 400 });
      }
    }
    let foot = A5.height - MARGIN - (sheet.footer.length - 1) * 5 * MM;
    for (const text of sheet.footer) {
      this.line(text, { ...inner, y: foot, size: 3.2 * MM, weight: 400 });
      foot += 5 * MM;
    }
  }

  /** Draws one line, its baseline at y: right-aligned in a right-to-left certificate, centred when asked. */
  private line(
    text: string,
    at: { x0: number; x1: number; y: number; size: number; weight: Weight; align?: 'center'; direction?: 'ltr' },
  ): void {
    const pieces = this.pieces(text, at.direction === 'ltr' ? false : this.rtl, at.weight);
    const width = pieces.reduce((sum, piece) => sum + this.width(piece, at.size), 0);
    let x = at.align === 'center' ? (at.x0 + at.x1 - width) / 2 : this.rtl ? at.x1 - width : at.x0;
    for (const piece of pieces) {
      this.doc.font(piece.font).fontSize(at.size);
      for (const part of drawnParts(piece)) {
        if (part !== ' ') this.doc.text(part, x, at.y, { lineBreak: false, baseline: 'alphabetic' });
        x += this.doc.widthOfString(part);
      }
    }
  }

  /** The line's pieces in visual order: the bidi algorithm's levels and reordering, then a font per character. */
  private pieces(text: string, rtl: boolean, weight: Weight): Piece[] {
    const embedding = bidi.getEmbeddingLevels(text, rtl ? 'rtl' : 'ltr');
    const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
    // UTF-16 indices, as bidi-js counts them; the certificate's text holds no characters outside the BMP.
    const order = Array.from(text, (_, i) => i);
    for (const segment of bidi.getReorderSegments(text, embedding)) {
      const [start = 0, end = -1] = segment;
      order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
    }
    const pieces: Piece[] = [];
    for (const i of order) {
      const char = mirrored.get(i) ?? text.charAt(i);
      const arabic = ARABIC_SCRIPT.test(char) || (char === ' ' && this.arabicGlyphs(32));
      const font = arabic && this.arabicGlyphs(char.charCodeAt(0)) ? FONTS[weight].arabic : FONTS[weight].latin;
      const pieceRtl = (embedding.levels[i] ?? 0) % 2 === 1;
      const last = pieces.at(-1);
      if (last && last.font === font && last.rtl === pieceRtl) last.visual += char;
      else pieces.push({ font, arabic: font === FONTS[weight].arabic, rtl: pieceRtl, visual: char });
    }
    return pieces;
  }

  private width(piece: Piece, size: number): number {
    this.doc.font(piece.font).fontSize(size);
    return drawnParts(piece).reduce((sum, part) => sum + this.doc.widthOfString(part), 0);
  }

  /** Text broken at spaces into lines no wider than `width`. */
  private wrap(text: string, size: number, weight: Weight, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    const measure = (candidate: string) =>
      this.pieces(candidate, this.rtl, weight).reduce((sum, piece) => sum + this.width(piece, size), 0);
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && measure(next) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }
}

/**
 * A piece as the strings to draw left to right. A right-to-left Arabic piece goes word by word, each word in its
 * logical order (fontkit shapes it and lays it right to left), the spaces measured here; an Arabic-script piece that
 * reads left to right (Arabic-Indic digits) goes character by character, since fontkit would lay an Arabic-script
 * string right to left; anything else (Latin) as it is.
 */
function drawnParts(piece: Piece): string[] {
  if (piece.arabic && piece.rtl) return [...piece.visual].reverse().join('').split(/( )/).filter(Boolean).reverse();
  if (piece.arabic) return [...piece.visual];
  return [piece.visual];
}
