/** What an uploaded image may be: its name's extension and its size before re-encoding. */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'gif'] as const;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * Uploaded images are re-encoded by the server (server/lib/images.ts) into one
 * WebP original no wider than the largest width, plus one WebP per smaller
 * width beside it: `/uploads/{folder}/{id}.webp` and `/uploads/{folder}/{id}.w{width}.webp`.
 * The naming rule lives here so the PWA can build `srcset` without asking.
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
// The largest of IMAGE_WIDTHS: originals are never wider.
export const MAX_IMAGE_WIDTH = 1280;

const PIPELINE_URL = /^\/uploads\/[\w\-./]+\/[\w-]+\.webp$/;

/** Is this URL an original written by the image pipeline (so its variants exist)? */
export function hasVariants(publicUrl: string): boolean {
  return PIPELINE_URL.test(publicUrl) && !/\.w\d+\.webp$/.test(publicUrl);
}

export function variantUrl(publicUrl: string, width: number): string {
  return publicUrl.replace(/\.webp$/, `.w${width}.webp`);
}

/**
 * `srcset` for an uploaded image, or undefined for images that have no
 * variants (seeded SVGs, older uploads). `originalWidth` caps the list: a
 * 500 px upload gets no 640/1280 entries.
 */
export function imageSrcSet(publicUrl: string, originalWidth?: number | null): string | undefined {
  if (!hasVariants(publicUrl)) return undefined;
  const widths = IMAGE_WIDTHS.filter((w) => w < MAX_IMAGE_WIDTH && (!originalWidth || w < originalWidth));
  const largest = Math.min(originalWidth ?? MAX_IMAGE_WIDTH, MAX_IMAGE_WIDTH);
  return [...widths.map((w) => `${variantUrl(publicUrl, w)} ${w}w`), `${publicUrl} ${largest}w`].join(', ');
}
