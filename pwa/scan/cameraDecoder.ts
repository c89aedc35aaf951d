// The camera's decoder, loaded when the camera starts (camera.ts), not with the scan screens. The browser's own
// BarcodeDetector where it reads the four formats labels carry (QR code, Code 128, EAN-13, Data Matrix); elsewhere
// zxing-cpp in WebAssembly in a worker (decode.worker.ts), fed the camera track's frames; on the page itself only
// where that worker cannot start (wasmDecoder.ts, loaded only then). Each frame is read from its middle, scaled down
// (regionOfInterest.ts). Chosen, with the numbers, in docs/decisions.md ("Camera decoding").
import type { CameraSession } from './camera';
import { startDecodeWorker, type WorkerDecoder } from './decodeWorker';
import { regionOfInterest, regionReader } from './regionOfInterest';

/** The text of the code in the image, or null. */
export type FrameDecoder = (image: ImageData) => Promise<string | null>;

const LABEL_FORMATS = ['qr_code', 'code_128', 'ean_13', 'data_matrix'];
const DELAY_BETWEEN_FRAMES_MS = 80;
const DELAY_AFTER_READ_MS = 300;

interface NativeBarcodeDetector {
  detect(image: ImageData): Promise<Array<{ rawValue: string }>>;
}
interface NativeBarcodeDetectorClass {
  new (options: { formats: string[] }): NativeBarcodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDecoder(): Promise<FrameDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeBarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    if (!LABEL_FORMATS.every((format) => supported.includes(format))) return null;
    const detector = new Detector({ formats: LABEL_FORMATS });
    return async (image) => (await detector.detect(image))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

/** The browser's BarcodeDetector if it reads the label formats, else zxing-cpp in WebAssembly on this thread. */
async function labelDecoder(): Promise<FrameDecoder> {
  return (await nativeDecoder()) ?? (await import('./wasmDecoder')).wasmDecoder();
}

/** The browser's BarcodeDetector if it reads the label formats, else the decoding worker, else zxing-cpp on this thread. */
export async function cameraDecoder(): Promise<FrameDecoder | WorkerDecoder> {
  return (await nativeDecoder()) ?? (await startDecodeWorker()) ?? (await labelDecoder());
}

/** The frame the page hands the worker: a VideoFrame where the browser has them, else an ImageBitmap of the region of interest. */
async function frameOf(video: HTMLVideoElement): Promise<{ frame: VideoFrame | ImageBitmap; cropped: boolean }> {
  if (typeof VideoFrame !== 'undefined') {
    try {
      return { frame: new VideoFrame(video), cropped: false };
    } catch {
      // No frame from this video now (not yet playing): the bitmap below.
    }
  }
  const r = regionOfInterest(video.videoWidth, video.videoHeight);
  const frame = await createImageBitmap(video, r.sx, r.sy, r.sw, r.sh, { resizeWidth: r.dw, resizeHeight: r.dh });
  return { frame, cropped: true };
}

/**
 * Starts decoding from a camera into the video element; each decoded text
 * goes to onText. With no deviceId the back camera is asked for.
 */
export async function startDecoding(
  video: HTMLVideoElement,
  deviceId: string | undefined,
  onText: (text: string) => void,
): Promise<CameraSession> {
  const decoderLoad = cameraDecoder();
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: false,
    video: deviceId ? { deviceId: { exact: deviceId } } : { facingMode: { ideal: 'environment' } },
  });
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let decode: FrameDecoder | WorkerDecoder | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    if (video.srcObject === stream) video.srcObject = null;
    if (decode && typeof decode !== 'function') decode.stop();
  };
  try {
    video.srcObject = stream;
    await video.play();
    decode = await decoderLoad;
  } catch (error) {
    stop();
    // The camera failed before the decoder was in: its worker, if it started, ends too.
    void decoderLoad.then(
      (loaded) => typeof loaded !== 'function' && loaded.stop(),
      () => undefined,
    );
    throw error;
  }
  const decoder = decode;
  const [track] = stream.getVideoTracks();
  // The worker reads the camera's frames itself (a copy of the track, ended with the worker), without this thread.
  if (
    typeof decoder !== 'function' &&
    track &&
    decoder.stream(track.clone(), (text) => !stopped && onText(text), DELAY_BETWEEN_FRAMES_MS, DELAY_AFTER_READ_MS)
  )
    return withTorch({ stop }, track);
  const readRegion = typeof decoder === 'function' ? regionReader() : undefined;
  const decodeFrame = async (): Promise<string | null> => {
    if (typeof decoder === 'function')
      return decoder(await (readRegion as NonNullable<typeof readRegion>)(video, video.videoWidth, video.videoHeight));
    const { frame, cropped } = await frameOf(video);
    return (await decoder.decode(frame, cropped)).text;
  };
  const tick = async () => {
    if (stopped) return;
    let delay = DELAY_BETWEEN_FRAMES_MS;
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
      try {
        const text = await decodeFrame();
        if (text && !stopped) {
          onText(text);
          delay = DELAY_AFTER_READ_MS;
        }
      } catch {
        // A frame the decoder could not take (the stream ending, a size change): the next one.
      }
    }
    if (!stopped) timer = setTimeout(() => void tick(), delay);
  };
  void tick();
  return withTorch({ stop }, track);
}

/** The session, with the torch's switch when the camera has one. */
function withTorch(session: CameraSession, track: MediaStreamTrack | undefined): CameraSession {
  const capabilities = track?.getCapabilities?.() as (MediaTrackCapabilities & { torch?: boolean }) | undefined;
  if (track && capabilities?.torch)
    session.setTorch = (on) => track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
  return session;
}
