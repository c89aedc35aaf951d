import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_WIDTHS, MAX_IMAGE_WIDTH, variantUrl } from '../../shared/images';
import type { FileStore } from './files/fileStore';

export interface StoredImage {
  id: string;
  name: string;
  sizeInBytes: number;
  publicUrl: string;
  privateUrl: string;
  width: number;
  height: number;
}

// Re-encoding drops whatever the upload carried besides pixels (EXIF with GPS,
// polyglot payloads) and bounds the size; rotate() applies the EXIF orientation first.
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes `bytes` (any format sharp reads; callers check magic bytes and size
 * first), stores `{folder}/{id}.webp` no wider than the largest
 * width and one `{id}.w{width}.webp` per smaller width (shared/images.ts).
 * Throws when the bytes are not a decodable image.
 */
export async function storeImage(store: FileStore, folder: string, bytes: Buffer, name: string): Promise<StoredImage> {
  const id = randomUUID();
  const base = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const original = await base
    .clone()
    .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  const publicUrl = `/uploads/${folder}/${id}.webp`;
  await store.put(`${folder}/${id}.webp`, original.data, 'image/webp');
  for (const width of IMAGE_WIDTHS) {
    if (width >= MAX_IMAGE_WIDTH) continue;
    const variant = await base.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    await store.put(variantUrl(publicUrl, width).replace(/^\/uploads\//, ''), variant, 'image/webp');
  }
  const webpName = name.replace(/\.[^.]*$/, '') + '.webp';
  return {
    id,
    name: webpName,
    sizeInBytes: original.data.length,
    publicUrl,
    privateUrl: `${folder}/${id}.webp`,
    width: original.info.width,
    height: original.info.height,
  };
}
