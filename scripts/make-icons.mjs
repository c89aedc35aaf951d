// Draws the app icons (a white water drop on astronaut blue) as PNG files,
// without any image library: run once when the design changes, commit the PNGs.
import fs from 'node:fs';
import zlib from 'node:zlib';

const BLUE = [40, 62, 122];
const WHITE = [255, 255, 255];

function crc32(buf) {
  let c,
    crc = 0xffffffff;
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

function png(size, pixel) {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x + 0.5, y + 0.5);
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
      raw[o + 3] = a;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// A drop: a circle, and a point above it joined by two tangents. `scale` is the
// share of the icon the drop may use (maskable icons keep to the safe zone).
function inDrop(x, y, size, scale) {
  const cx = size / 2,
    r = size * 0.22 * scale,
    cy = size / 2 + size * 0.12 * scale;
  const tipY = cy - size * 0.48 * scale;
  if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) return true;
  const d = cy - tipY,
    t = Math.asin(r / d);
  if (y < tipY || y > cy - (r * r) / d) return false;
  const half = (y - tipY) * Math.tan(t);
  return Math.abs(x - cx) <= half;
}

function icon(size, { rounded, scale }) {
  const radius = rounded ? size * 0.2 : 0;
  return png(size, (x, y) => {
    if (radius) {
      const dx = Math.max(radius - x, 0, x - (size - radius));
      const dy = Math.max(radius - y, 0, y - (size - radius));
      if (dx * dx + dy * dy > radius * radius) return [0, 0, 0, 0];
    }
    const c = inDrop(x, y, size, scale) ? WHITE : BLUE;
    return [...c, 255];
  });
}

const out = 'pwa/public/icons';
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(`${out}/icon-192.png`, icon(192, { rounded: true, scale: 1 }));
fs.writeFileSync(`${out}/icon-512.png`, icon(512, { rounded: true, scale: 1 }));
fs.writeFileSync(`${out}/maskable-512.png`, icon(512, { rounded: false, scale: 0.75 }));
fs.writeFileSync(`${out}/apple-touch-icon-180.png`, icon(180, { rounded: false, scale: 0.9 }));
fs.writeFileSync('pwa/public/favicon-32.png', icon(32, { rounded: true, scale: 1 }));
console.log('icons written to', out);
