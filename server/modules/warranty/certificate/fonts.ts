// The certificate's fonts, read once per process. The npm packages ship them as WOFF, whose tables are zlib-compressed:
// fontkit inflated every table again for each new document, about 0.4 s of the server's thread per certificate. Once
// unwrapped to a plain OpenType file (the WOFF 1.0 container, W3C), a document parses them lazily at no such cost.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);
// Each file named whole, so that the dependency is visible where it is used.
const FILES = {
  'arabic-400': () => require.resolve('@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff'),
  'arabic-700': () => require.resolve('@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff'),
  'latin-400': () => require.resolve('@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff'),
  'latin-700': () => require.resolve('@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-700-normal.woff'),
} as const;

/** The font of a subset and weight of IBM Plex Sans Arabic (SIL OFL), as OpenType bytes, read once. */
export const certificateFont = (() => {
  const read = new Map<string, Buffer>();
  return (subset: 'arabic' | 'latin', weight: 400 | 700): Buffer => {
    const key = `${subset}-${weight}` as const;
    let font = read.get(key);
    if (!font) {
      font = woffToSfnt(readFileSync(FILES[key]()));
      read.set(key, font);
    }
    return font;
  };
})();

/** A WOFF 1.0 file's font as the OpenType (sfnt) file it wraps: the same tables, inflated, in a plain directory. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(head, record);
    head.writeUInt32BE(table.checksum, record + 4);
    head.writeUInt32BE(offset, record + 8);
    head.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}
