// The camera's decoder, loaded when the camera starts (camera.ts), not with the scan screens. The browser's own
// BarcodeDetector where it reads the four formats labels carry (QR code, Code 128, EAN-13, Data Matrix); elsewhere
// zxing-cpp in WebAssembly (wasmDecoder.ts, loaded only then). Each frame is read from its middle, scaled down
// (regionOfInterest.ts). Chosen, with the numbers, in docs/decisions.md ("Camera decoding").
import type { CameraSession } from './camera';
import { regionReader } from './regionOfInterest';

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

/** The browser's BarcodeDetector if it reads the label formats, else zxing-cpp in WebAssembly. */
export async function labelDecoder(): Promise<FrameDecoder> {
  return (await nativeDecoder()) ?? (await import('./wasmDecoder')).wasmDecoder();
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
  const decoderLoad = labelDecoder();
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: false,
    video: deviceId ? { deviceId: { exact: deviceId } } : { facingMode: { ideal: 'environment' } },
  });
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    if (video.srcObject === stream) video.srcObject = null;
  };
  let decode: FrameDecoder;
  try {
    video.srcObject = stream;
    await video.play();
    decode = await decoderLoad;
  } catch (error) {
    stop();
    throw error;
  }
  const readRegion = regionReader();
  const tick = async () => {
    if (stopped) return;
    let delay = DELAY_BETWEEN_FRAMES_MS;
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
      try {
        const text = await decode(await readRegion(video, video.videoWidth, video.videoHeight));
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

  const session: CameraSession = { stop };
  const [track] = stream.getVideoTracks();
  const capabilities = track?.getCapabilities?.() as (MediaTrackCapabilities & { torch?: boolean }) | undefined;
  if (track && capabilities?.torch)
    session.setTorch = (on) => track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
  return session;
}
