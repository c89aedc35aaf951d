/// <reference lib="webworker" />
import { LUMA_FORMATS, regionOfInterest, scaleLuma, type Region } from './regionOfInterest';
import { regionTracker } from './regionTracker';
import { lumaDecoder, rgbaToLuma, type LumaDecoder } from './wasmDecoder';

// The camera's decoding off the page's thread (issue 32 point 2): frames come as WebCodecs VideoFrames (from the
// camera track's MediaStreamTrackProcessor, whose stream the page hands over, or one at a time from the page), or as
// ImageBitmaps of the region of interest where the browser has no VideoFrame. Of a VideoFrame only the region's luma
// plane is copied, scaled down straight into the decoder's memory: no canvas, no RGBA, no second conversion; after a
// read, only the region around the code, until it misses (regionTracker.ts).

/** The page's orders. */
export type DecodeOrder =
  /** Decode frames from this stream as they come, paced, reporting what is read. */
  | { type: 'stream'; frames: ReadableStream<VideoFrame>; everyMs: number; afterReadMs: number }
  /** Decode this one frame (`cropped`: an ImageBitmap of the region already, at its read size). */
  | { type: 'frame'; id: number; frame: VideoFrame | ImageBitmap; cropped?: boolean };

export type DecodeReport =
  | { type: 'ready' }
  | { type: 'read'; text: string }
  | { type: 'decoded'; id: number; text: string | null; ms: number }
  | { type: 'failed'; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (report: DecodeReport) => scope.postMessage(report);
const decoderLoad = lumaDecoder();
decoderLoad.then(
  () => post({ type: 'ready' }),
  (error: unknown) => post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
);

let planes = new Uint8Array(0);
let canvas: OffscreenCanvas | undefined;

const tracker = regionTracker();

async function fromVideoFrame(decoder: LumaDecoder, frame: VideoFrame): Promise<string | null> {
  const visible = frame.visibleRect ?? { x: 0, y: 0, width: frame.codedWidth, height: frame.codedHeight };
  if (!frame.format || !LUMA_FORMATS.includes(frame.format))
    return fromImage(decoder, frame, regionOfInterest(visible.width, visible.height));
  const hit = await tracker.read(visible.width, visible.height, async (r, format) => {
    const rect = { x: visible.x + r.sx, y: visible.y + r.sy, width: r.sw, height: r.sh };
    const size = frame.allocationSize({ rect });
    if (planes.length < size) planes = new Uint8Array(size);
    const [luma] = await frame.copyTo(planes, { rect });
    if (!luma) return null;
    scaleLuma(planes, luma.offset, luma.stride, r, decoder.pixels(r.dw, r.dh));
    return decoder.read(format);
  });
  return hit?.text ?? null;
}

/** An image (or a frame without a luma plane) drawn at the region's read size on a canvas of this worker. */
function fromImage(decoder: LumaDecoder, image: CanvasImageSource, r: Region): string | null {
  canvas ??= new OffscreenCanvas(r.dw, r.dh);
  if (canvas.width !== r.dw || canvas.height !== r.dh) {
    canvas.width = r.dw;
    canvas.height = r.dh;
  }
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas in the worker');
  context.drawImage(image, r.sx, r.sy, r.sw, r.sh, 0, 0, r.dw, r.dh);
  rgbaToLuma(context.getImageData(0, 0, r.dw, r.dh).data, decoder.pixels(r.dw, r.dh));
  return decoder.read()?.text ?? null;
}

async function decodeOne(frame: VideoFrame | ImageBitmap, cropped: boolean): Promise<string | null> {
  const decoder = await decoderLoad;
  try {
    if (frame instanceof ImageBitmap) {
      const r = cropped
        ? { sx: 0, sy: 0, sw: frame.width, sh: frame.height, step: 1, rowStep: 1, dw: frame.width, dh: frame.height }
        : regionOfInterest(frame.width, frame.height);
      return fromImage(decoder, frame, r);
    }
    return await fromVideoFrame(decoder, frame);
  } finally {
    frame.close();
  }
}

/** Frames from the camera's track: one decoded at a time, at most every `everyMs` (longer after a read); the rest closed. */
async function decodeStream(order: Extract<DecodeOrder, { type: 'stream' }>) {
  const reader = order.frames.getReader();
  let next = 0;
  for (;;) {
    const { value: frame, done } = await reader.read();
    if (done) return;
    if (performance.now() < next) {
      frame.close();
      continue;
    }
    let text: string | null = null;
    try {
      text = await decodeOne(frame, false);
    } catch {
      // A frame the decoder could not take (the stream ending, a size change): the next one.
    }
    next = performance.now() + (text ? order.afterReadMs : order.everyMs);
    if (text) post({ type: 'read', text });
  }
}

scope.onmessage = ({ data: order }: MessageEvent<DecodeOrder>) => {
  if (order.type === 'stream') {
    void decodeStream(order);
    return;
  }
  const started = performance.now();
  decodeOne(order.frame, order.cropped ?? false).then(
    (text) => post({ type: 'decoded', id: order.id, text, ms: performance.now() - started }),
    () => post({ type: 'decoded', id: order.id, text: null, ms: performance.now() - started }),
  );
};
