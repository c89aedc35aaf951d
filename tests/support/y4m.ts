import fs from 'node:fs';
import bwip from 'bwip-js/node';
import QRCode from 'qrcode';
import zxing from '@zxing/library';

// Videos for Chromium's fake camera (--use-file-for-fake-video-capture): a
// still frame of a code, as YUV4MPEG2 4:2:0. Only luma carries the picture.

export interface LumaFrame {
  width: number;
  height: number;
  /** One byte per pixel, 0 = black, 255 = white. */
  luma: Uint8Array;
}

function blank(width: number, height: number): LumaFrame {
  return { width, height, luma: new Uint8Array(width * height).fill(235) };
}

function fillRect(frame: LumaFrame, x0: number, y0: number, w: number, h: number, value = 16) {
  for (let y = Math.max(0, y0); y < Math.min(frame.height, y0 + h); y++)
    frame.luma.fill(value, y * frame.width + Math.max(0, x0), y * frame.width + Math.min(frame.width, x0 + w));
}

export function qrFrame(text: string, width = 640, height = 480): LumaFrame {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const module = Math.floor((Math.min(width, height) * 0.7) / size);
  const x0 = Math.floor((width - size * module) / 2);
  const y0 = Math.floor((height - size * module) / 2);
  const frame = blank(width, height);
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++) if (qr.modules.get(r, c)) fillRect(frame, x0 + c * module, y0 + r * module, module, module);
  return frame;
}

export function code128Frame(text: string, width = 640, height = 480): LumaFrame {
  const [symbol] = bwip.raw('code128', text, '') as Array<{ sbs: number[] }>;
  const widths = symbol?.sbs ?? [];
  const total = widths.reduce((a, b) => a + b, 0);
  const module = Math.max(2, Math.floor((width * 0.85) / total));
  let x = Math.floor((width - total * module) / 2);
  const frame = blank(width, height);
  widths.forEach((w, i) => {
    if (i % 2 === 0) fillRect(frame, x, Math.floor(height * 0.3), w * module, Math.floor(height * 0.4));
    x += w * module;
  });
  return frame;
}

/** A label (a frame of its own, paper round its code) laid on an empty frame with its top left corner at x, y. */
export function placedFrame(label: LumaFrame, width: number, height: number, x: number, y: number): LumaFrame {
  const frame = blank(width, height);
  for (let row = 0; row < label.height && y + row < height; row++)
    frame.luma.set(label.luma.subarray(row * label.width, row * label.width + Math.min(label.width, width - x)), (y + row) * width + x);
  return frame;
}

/** Writes `frames` copies of the frame as a Y4M file Chromium can loop. */
export function writeY4M(file: string, frame: LumaFrame, frames = 10, fps = 10): void {
  writeY4MVideo(
    file,
    Array.from({ length: frames }, () => frame),
    fps,
  );
}

/** Writes the frames in order as a Y4M video (Chromium's fake camera plays it at `fps` and loops). */
export function writeY4MVideo(file: string, frames: LumaFrame[], fps = 10): void {
  const first = frames[0];
  if (!first) throw new Error('a video needs a frame');
  const { width, height } = first;
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const fd = fs.openSync(file, 'w');
  try {
    fs.writeSync(fd, `YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
    for (const frame of frames) {
      if (frame.width !== width || frame.height !== height) throw new Error('every frame of a video has the same size');
      fs.writeSync(fd, 'FRAME\n');
      fs.writeSync(fd, frame.luma);
      fs.writeSync(fd, chroma);
      fs.writeSync(fd, chroma);
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** A frame with no code in view (the hand moving to the next label). */
export function emptyFrame(width = 640, height = 480): LumaFrame {
  return blank(width, height);
}

/**
 * Whether zxing (the PWA's decoder) reads the frame as it is. About one payload in 25 of the same length gives a
 * pixel-perfect QR frame whose finder patterns zxing never locks onto (no blur, as a real camera adds): a camera test
 * checks its fixture with this first, so such a fixture fails as a fixture, not as a flaky browser.
 */
export function decodesWithZxing(frame: LumaFrame, format: 'qr' | 'code128'): string | null {
  const { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } = zxing;
  const source = new RGBLuminanceSource(new Uint8ClampedArray(frame.luma), frame.width, frame.height);
  const formats = [format === 'qr' ? BarcodeFormat.QR_CODE : BarcodeFormat.CODE_128];
  try {
    const image = new BinaryBitmap(new HybridBinarizer(source));
    return new MultiFormatReader().decode(image, new Map([[DecodeHintType.POSSIBLE_FORMATS, formats]])).getText();
  } catch {
    return null;
  }
}
