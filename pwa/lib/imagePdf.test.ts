import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { imagePdf } from './imagePdf';

// The smallest valid JPEG (1 × 1, grey), so poppler can read the page back.
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
  'base64',
);

describe('imagePdf', () => {
  it('writes one A5 page that poppler reads, with its cross-reference table at the right offsets', () => {
    const pdf = imagePdf(new Uint8Array(JPEG), { width: 1, height: 1 }, { width: 419.53, height: 595.28 });
    const text = Buffer.from(pdf).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    for (const [i, offset] of [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m, index) => [index + 1, Number(m[1])] as const))
      expect(text.slice(offset, offset + `${i} 0 obj`.length)).toBe(`${i} 0 obj`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-pdf-'));
    try {
      const file = path.join(dir, 'one.pdf');
      fs.writeFileSync(file, pdf);
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
      expect(info).toMatch(/Pages:\s+1\n/);
      expect(info).toMatch(/Page size:\s+419\.53 x 595\.28 pts/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
