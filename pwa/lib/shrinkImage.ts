// A picture scaled down on the device before it is sent (issue 43 point 1): a phone photo of 1–2 MB went into the
// profile form's body as base64 and met the server's 1 MB body limit, though the form promised 2 MB. An avatar shows
// at 80 px at most: its longer side at 512 px is plenty on any screen, and some tens of kilobytes to send.

/** The longer side, in pixels, of a picture after shrinkImage. */
export const SHRUNK_SIDE = 512;
/** A picture this small, and no larger than SHRUNK_SIDE, is sent as it is (a GIF keeps its animation). */
const SMALL_ENOUGH_BYTES = 256 * 1024;

/** `file` as a data URL: scaled to SHRUNK_SIDE at most, as WebP (JPEG on a white ground where WebP cannot be made). */
export async function shrinkImage(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, SHRUNK_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= SMALL_ENOUGH_BYTES) return await readAsDataUrl(file);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return await readAsDataUrl(file);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const webp = await toBlob(canvas, 'image/webp');
    if (webp?.type === 'image/webp') return await readAsDataUrl(webp);
    // A browser that makes no WebP answers PNG, large at this size: JPEG, whose lack of transparency wants a ground.
    context.globalCompositeOperation = 'destination-over';
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    return await readAsDataUrl((await toBlob(canvas, 'image/jpeg')) ?? file);
  } finally {
    bitmap.close();
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.85));
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
