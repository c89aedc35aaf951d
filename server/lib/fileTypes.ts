// File types recognised by their first bytes, never by the name or a
// client-sent content type: what an upload claims to be proves nothing.

const SIGNATURES: Array<{ ext: string; test: (b: Buffer) => boolean }> = [
  { ext: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', test: (b) => b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a' },
  { ext: 'webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** The image format of these bytes (png, jpg, gif, webp), or undefined. */
export function imageExtension(bytes: Buffer): string | undefined {
  return SIGNATURES.find((s) => s.test(bytes))?.ext;
}

/** True for a PDF: the `%PDF-` header (readers accept it within the first 1024 bytes; we ask for it first). */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}
