import fs from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { lumaRegionOfInterest, scaleLuma, type Region } from '../../pwa/scan/regionOfInterest';
import { regionTracker } from '../../pwa/scan/regionTracker';
import { lumaDecoder, type LabelFormat, type LumaDecoder } from '../../pwa/scan/wasmDecoder';
import { code128Frame, emptyFrame, placedFrame, qrFrame, type LumaFrame } from './y4m';

// The camera worker's reading of frames around the last code (pwa/scan/regionTracker.ts, issue 46 point 4), with the
// real decoder (zxing-cpp) on 1080p frames drawn as the fake camera draws them. Here rather than beside the tracker:
// the decoder's .wasm is read from node_modules and the frames are drawn with Node's libraries, which pwa/'s own
// tests do without.

const WIDTH = 1920;
const HEIGHT = 1080;
const SERIAL = 'PRD-2611-000123';
const URL_TEXT = `https://aqua.example/w/${SERIAL}`;

let decoder: LumaDecoder;
beforeAll(async () => {
  const wasm = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  decoder = await lumaDecoder({ wasmBinary: fs.readFileSync(wasm) });
});

/** Reads frames in turn as the worker does, and says which region each read looked at and for which format. */
function camera() {
  const tracker = regionTracker();
  const looked: Array<{ region: Region; format?: LabelFormat }> = [];
  const read = async (frame: LumaFrame) =>
    (
      await tracker.read(WIDTH, HEIGHT, async (region, format) => {
        looked.push({ region, format });
        scaleLuma(frame.luma, region.sy * WIDTH + region.sx, WIDTH, region, decoder.pixels(region.dw, region.dh));
        return decoder.read(format);
      })
    )?.text ?? null;
  return { read, looked };
}

const pixels = (r: Region) => r.dw * r.dh;
const view = lumaRegionOfInterest(WIDTH, HEIGHT);
/** A label's QR code (480 × 360 of paper, 8 px modules) with its top left corner at x, y. */
const qrAt = (x: number, y: number) => placedFrame(qrFrame(URL_TEXT, 480, 360), WIDTH, HEIGHT, x, y);

describe('camera frames read around the last code', () => {
  it('reads a code again around where it was, for its format only, at a fraction of the view’s pixels', async () => {
    const { read, looked } = camera();
    const frame = qrAt(300, 200);
    expect(await read(frame)).toBe(URL_TEXT);
    expect(await read(frame)).toBe(URL_TEXT);
    expect(await read(frame)).toBe(URL_TEXT);
    expect(looked[0]).toEqual({ region: view, format: undefined });
    for (const again of looked.slice(1)) {
      expect(again.format).toBe('QRCode');
      expect(pixels(again.region)).toBeLessThan(pixels(view) / 2);
      // At the scale the code was found at: as many pixels per module.
      expect([again.region.step, again.region.rowStep]).toEqual([view.step, view.rowStep]);
    }
  });

  it('finds a code that moved across the view in the whole view on the next frame', async () => {
    const { read, looked } = camera();
    expect(await read(qrAt(150, 150))).toBe(URL_TEXT);
    const moved = qrAt(1250, 600);
    expect(await read(moved)).toBeNull();
    expect(await read(moved)).toBe(URL_TEXT);
    expect(await read(moved)).toBe(URL_TEXT);
    expect(looked.map((l) => (l.format === undefined ? 'view' : 'around'))).toEqual(['view', 'around', 'view', 'around']);
  });

  it('reads a Code 128 of 3 and 4 px bars at 1080p wherever its bars fall on the downscale', async () => {
    // The square downscale of the view (576 × 288) lost 4 px bars at every offset and read 3 and 5 px bars at some
    // (docs/decisions.md, "Camera decoding"); a phone held at a label sees its Code 128 at about 3–4 px a bar.
    const read: Array<string | null> = [];
    // Labels 660 and 880 px wide: their Code 128s have bars of 3 and 4 px (code128Frame fills 85 % of the width).
    for (const labelWidth of [660, 880])
      for (let x = 400; x < 406; x++)
        read.push(await camera().read(placedFrame(code128Frame(SERIAL, labelWidth, 200), WIDTH, HEIGHT, x, 380)));
    expect(read).toEqual(Array(12).fill(SERIAL));
  });

  it('reads the next label’s other code, and a frame with no code, from the whole view', async () => {
    const { read, looked } = camera();
    const barCode = placedFrame(code128Frame(SERIAL, 660, 200), WIDTH, HEIGHT, 401, 380);
    expect(await read(barCode)).toBe(SERIAL);
    expect(await read(barCode)).toBe(SERIAL);
    expect(looked[1]?.format).toBe('Code128');
    const qr = qrAt(700, 350);
    expect(await read(qr)).toBeNull();
    expect(await read(qr)).toBe(URL_TEXT);
    expect(await read(emptyFrame(WIDTH, HEIGHT))).toBeNull();
    expect(await read(emptyFrame(WIDTH, HEIGHT))).toBeNull();
    expect(looked.slice(2).map((l) => l.format ?? 'any')).toEqual(['Code128', 'any', 'QRCode', 'any']);
  });
});
