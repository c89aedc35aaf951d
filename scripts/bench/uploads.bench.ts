import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { storeImage } from '../../server/lib/images';
import { localFileStore } from '../../server/lib/files/fileStore';
import { percentile, print, sized } from './support';

export const lines = ['image_upload_encode_p50_ms', 'image_upload_encode_p95_ms', 'image_upload_input_jpeg_kb'] as const;

const RUNS = sized(20, 2);
/** The photo's size: a 12 MP camera's; in smoke 1600 × 1200, still larger than the 1280 px original kept. */
const WIDTH = sized(4000, 1600);
const HEIGHT = sized(3000, 1200);

/**
 * image_upload_encode_p50_ms / _p95_ms: one uploaded photo through the image
 * pipeline (server/lib/images.ts: decode, rotate, WebP original ≤ 1280 px and
 * the 320/640 variants, written to disk), for a 12 MP camera-sized JPEG
 * (4000×3000, a gradient with fine grain: a ~400 kB JPEG, under the 2 MB limit). The
 * upload route adds only the magic-byte check and reading the request body.
 */
export async function run(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-uploads-'));
  try {
    const noise = Buffer.alloc(WIDTH * HEIGHT * 3);
    for (let i = 0; i < noise.length; i++) {
      const pixel = Math.floor(i / 3);
      noise[i] = ((pixel % WIDTH) / 16 + Math.floor(pixel / WIDTH) / 12 + (((i * 2654435761) >>> 28) & 7)) & 255;
    }
    const photo = await sharp(noise, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await storeImage(localFileStore(dir), 'bench/photos', photo, 'photo.jpg');
      times.push(performance.now() - started);
    }
    print('image_upload_encode_p50_ms', percentile(times, 50), 'ms');
    print('image_upload_encode_p95_ms', percentile(times, 95), 'ms');
    print('image_upload_input_jpeg_kb', Math.round(photo.length / 1024), 'kB');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
