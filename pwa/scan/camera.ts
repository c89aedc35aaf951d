import { BrowserCodeReader, BrowserMultiFormatReader, type IScannerControls } from '@zxing/browser';
import { BarcodeFormat, DecodeHintType } from '@zxing/library';

export type CameraProblem = 'denied' | 'noCamera' | 'unavailable';

export interface CameraSession {
  stop(): void;
  /** Present only when the camera has a torch. */
  setTorch?: (on: boolean) => Promise<void>;
}

const FORMATS = [BarcodeFormat.QR_CODE, BarcodeFormat.CODE_128, BarcodeFormat.EAN_13, BarcodeFormat.DATA_MATRIX];

export async function listCameras(): Promise<MediaDeviceInfo[]> {
  try {
    return await BrowserCodeReader.listVideoInputDevices();
  } catch {
    return [];
  }
}

/**
 * Starts decoding from a camera into the video element; each decoded text
 * goes to onText. With no deviceId the back camera is asked for.
 */
export async function startCamera(
  video: HTMLVideoElement,
  deviceId: string | undefined,
  onText: (text: string) => void,
): Promise<CameraSession> {
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.POSSIBLE_FORMATS, FORMATS]]);
  const reader = new BrowserMultiFormatReader(hints, { delayBetweenScanAttempts: 80, delayBetweenScanSuccess: 300 });
  const constraints: MediaStreamConstraints = {
    audio: false,
    video: deviceId ? { deviceId: { exact: deviceId } } : { facingMode: { ideal: 'environment' } },
  };
  const controls: IScannerControls = await reader.decodeFromConstraints(constraints, video, (result) => {
    if (result) onText(result.getText());
  });
  const session: CameraSession = { stop: () => controls.stop() };
  if (controls.switchTorch) {
    const switchTorch = controls.switchTorch;
    session.setTorch = (on) => switchTorch(on);
  }
  return session;
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
