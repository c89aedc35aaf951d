export type CameraProblem = 'denied' | 'noCamera' | 'unavailable';

export interface CameraSession {
  stop(): void;
  /** Present only when the camera has a torch. */
  setTorch?: (on: boolean) => Promise<void>;
}

export async function listCameras(): Promise<MediaDeviceInfo[]> {
  try {
    return (await navigator.mediaDevices.enumerateDevices()).filter((device) => device.kind === 'videoinput');
  } catch {
    return [];
  }
}

/**
 * Starts decoding from a camera into the video element; each decoded text
 * goes to onText. With no deviceId the back camera is asked for. The decoder
 * (the native BarcodeDetector, or zxing-cpp in WebAssembly) loads now, on the first start, not with the screen; the service
 * worker precaches it, so a seller can scan offline on the first day.
 */
export async function startCamera(
  video: HTMLVideoElement,
  deviceId: string | undefined,
  onText: (text: string) => void,
): Promise<CameraSession> {
  const { startDecoding } = await import('./cameraDecoder');
  return startDecoding(video, deviceId, onText);
}

export function cameraProblem(error: unknown): CameraProblem {
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)
      ? String((error as { name: unknown }).name)
      : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'noCamera';
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return 'noCamera';
  return 'unavailable';
}
