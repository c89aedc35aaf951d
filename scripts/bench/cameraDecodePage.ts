// The camera decoding bench's page (camera_decode.bench.ts): the decoders on the same frames, one after the other.
// The new path is the PWA's own (pwa/scan/cameraDecoder.ts where the browser has no BarcodeDetector: the decoding
// worker, handed each frame as a VideoFrame, or a photo as an ImageBitmap); the page path is issue 21's, zxing-cpp on
// the page's thread fed the region of interest as an image (the PWA's fallback where the worker cannot start);
// the zxing-js path is what the PWA ran before issue 21, as @zxing/browser's BrowserCodeReader ran it: the whole
// frame drawn on a canvas, a luminance source of it, HybridBinarizer, and the four label readers in turn.
import { HTMLCanvasElementLuminanceSource } from '@zxing/browser';
import { BinaryBitmap, Code128Reader, DataMatrixReader, EAN13Reader, HybridBinarizer, QRCodeReader, type Reader } from '@zxing/library';
import { cameraDecoder, type FrameDecoder } from '../../pwa/scan/cameraDecoder';
import type { WorkerDecoder } from '../../pwa/scan/decodeWorker';
import { regionReader } from '../../pwa/scan/regionOfInterest';
import { wasmDecoder } from '../../pwa/scan/wasmDecoder';

type Path = 'new' | 'page' | 'zxingjs';
interface Decoded {
  ms: number;
  /** Of which: the worker's own time (new path: from the frame in hand to the text), or reading the region's pixels (page path). */
  partMs: number;
  text: string | null;
}

declare global {
  interface Window {
    /** Loads the new path's decoder; answers which one the browser got. */
    benchPrepare(): Promise<'native' | 'worker' | 'page'>;
    /** Starts the (fake) camera; answers its frame size once it plays. */
    benchStartCamera(): Promise<{ width: number; height: number }>;
    benchDecodeVideo(path: Path): Promise<Decoded>;
    benchDecodePhoto(png: string, path: Path): Promise<Decoded>;
  }
}

const zxingReaders: Reader[] = [new Code128Reader(), new EAN13Reader(), new QRCodeReader(), new DataMatrixReader()];
const canvas = document.createElement('canvas');
const context = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
const video = document.createElement('video');
const readRegion = regionReader();
let decode: FrameDecoder | WorkerDecoder | undefined;
let onPage: FrameDecoder | undefined;

function zxingJs(source: CanvasImageSource, width: number, height: number): string | null {
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  context.drawImage(source, 0, 0);
  const bitmap = new BinaryBitmap(new HybridBinarizer(new HTMLCanvasElementLuminanceSource(canvas)));
  for (const reader of zxingReaders) {
    try {
      return reader.decode(bitmap).getText();
    } catch {
      // not this format
    }
  }
  return null;
}

async function decodeWith(path: Path, source: CanvasImageSource, width: number, height: number): Promise<Decoded> {
  const started = performance.now();
  if (path === 'zxingjs') {
    const text = zxingJs(source, width, height);
    return { ms: performance.now() - started, partMs: NaN, text };
  }
  if (path === 'page' || typeof decode === 'function') {
    const image = await readRegion(source, width, height);
    const grabbed = performance.now();
    const text = await (path === 'page' ? (onPage as FrameDecoder) : (decode as FrameDecoder))(image);
    return { ms: performance.now() - started, partMs: grabbed - started, text };
  }
  // As the PWA does without a MediaStreamTrackProcessor: the video's current frame handed to the worker; a photo as a bitmap.
  const frame = source instanceof HTMLVideoElement ? new VideoFrame(source) : await createImageBitmap(source);
  const { text, ms } = await (decode as WorkerDecoder).decode(frame);
  return { ms: performance.now() - started, partMs: ms, text };
}

window.benchPrepare = async () => {
  decode = await cameraDecoder();
  onPage = await wasmDecoder();
  return typeof decode === 'function' ? ('BarcodeDetector' in globalThis ? 'native' : 'page') : 'worker';
};

window.benchStartCamera = async () => {
  video.muted = true;
  video.srcObject = await navigator.mediaDevices.getUserMedia({ audio: false, video: { width: 1920, height: 1080 } });
  await video.play();
  while (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) await new Promise((r) => setTimeout(r, 20));
  return { width: video.videoWidth, height: video.videoHeight };
};

window.benchDecodeVideo = (path) => decodeWith(path, video, video.videoWidth, video.videoHeight);

window.benchDecodePhoto = async (png, path) => {
  const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  try {
    return await decodeWith(path, bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
};
