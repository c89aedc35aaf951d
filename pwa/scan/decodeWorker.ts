import type { DecodeOrder, DecodeReport } from './decode.worker';

// The page's side of the decoding worker (decode.worker.ts).

interface TrackProcessor {
  readonly readable: ReadableStream<VideoFrame>;
}
type TrackProcessorClass = new (init: { track: MediaStreamTrack; maxBufferSize?: number }) => TrackProcessor;

export interface WorkerDecoder {
  /** Decodes one frame or image (`cropped`: an ImageBitmap of the region of interest already); the frame is handed over. */
  decode(frame: VideoFrame | ImageBitmap, cropped?: boolean): Promise<{ text: string | null; ms: number }>;
  /**
   * Hands the worker the track's frames (MediaStreamTrackProcessor), decoded there as they come, paced; false where the
   * browser has no processor (then the page sends frames with decode()). The track is the worker's: stop() ends it.
   */
  stream(track: MediaStreamTrack, onText: (text: string) => void, everyMs: number, afterReadMs: number): boolean;
  stop(): void;
}

/** The decoding worker once its decoder has loaded; null when it cannot start (then the page decodes itself). */
export function startDecodeWorker(): Promise<WorkerDecoder | null> {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./decode.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return Promise.resolve(null);
  }
  const waiting = new Map<number, (result: { text: string | null; ms: number }) => void>();
  let onRead: ((text: string) => void) | undefined;
  let nextId = 0;
  let streamed: MediaStreamTrack | undefined;
  const decoder: WorkerDecoder = {
    decode(frame, cropped) {
      const id = nextId++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        const order: DecodeOrder = { type: 'frame', id, frame, cropped };
        worker.postMessage(order, [frame]);
      });
    },
    stream(track, onText, everyMs, afterReadMs) {
      const Processor = (globalThis as { MediaStreamTrackProcessor?: TrackProcessorClass }).MediaStreamTrackProcessor;
      if (!Processor) return false;
      try {
        streamed = track;
        // One frame held while the worker decodes, the newest (the processor drops the older one): frames that came
        // during a decode are not queued for it, so the next decode reads what the camera sees now.
        const frames = new Processor({ track, maxBufferSize: 1 }).readable;
        onRead = onText;
        const order: DecodeOrder = { type: 'stream', frames, everyMs, afterReadMs };
        worker.postMessage(order, [frames]);
        return true;
      } catch {
        // A processor this browser will not hand to a worker: frames one at a time instead.
        streamed = undefined;
        return false;
      }
    },
    stop() {
      streamed?.stop();
      worker.terminate();
      for (const resolve of waiting.values()) resolve({ text: null, ms: 0 });
      waiting.clear();
    },
  };
  return new Promise((resolve) => {
    worker.onmessage = ({ data }: MessageEvent<DecodeReport>) => {
      if (data.type === 'ready') resolve(decoder);
      else if (data.type === 'failed') {
        worker.terminate();
        resolve(null);
      } else if (data.type === 'read') onRead?.(data.text);
      else {
        waiting.get(data.id)?.({ text: data.text, ms: data.ms });
        waiting.delete(data.id);
      }
    };
    // The worker's script did not load (an old build's file gone): the page decodes itself.
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(null);
    };
  });
}
