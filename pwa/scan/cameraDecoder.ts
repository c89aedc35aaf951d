// The camera's decoder, loaded when the camera starts (camera.ts), not with the scan screens: zxing-js with the
// readers of the four formats labels carry (QR code, Code 128, EAN-13, Data Matrix), not all of them.
import type { IScannerControls } from '@zxing/browser/esm/common/IScannerControls';
import { BrowserCodeReader } from '@zxing/browser/esm/readers/BrowserCodeReader';
import type BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import type DecodeHintType from '@zxing/library/esm/core/DecodeHintType';
import NotFoundException from '@zxing/library/esm/core/NotFoundException';
import type Reader from '@zxing/library/esm/core/Reader';
import type Result from '@zxing/library/esm/core/Result';
import DataMatrixReader from '@zxing/library/esm/core/datamatrix/DataMatrixReader';
import Code128Reader from '@zxing/library/esm/core/oned/Code128Reader';
import EAN13Reader from '@zxing/library/esm/core/oned/EAN13Reader';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';
import type { CameraSession } from './camera';

/** Each reader in turn, bar codes first (as zxing's MultiFormatReader orders them): the first that reads the frame wins. */
class LabelFormatsReader implements Reader {
  private readonly readers: Reader[] = [new Code128Reader(), new EAN13Reader(), new QRCodeReader(), new DataMatrixReader()];

  decode(image: BinaryBitmap, hints?: Map<DecodeHintType, unknown> | null): Result {
    for (const reader of this.readers) {
      try {
        return reader.decode(image, hints);
      } catch {
        // Not this format (a ReaderException), or a reader that tripped over a frame of another format: next one,
        // as MultiFormatReader does.
      }
    }
    throw new NotFoundException();
  }

  reset(): void {
    for (const reader of this.readers) reader.reset();
  }
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
  const reader = new BrowserCodeReader(new LabelFormatsReader(), undefined, { delayBetweenScanAttempts: 80, delayBetweenScanSuccess: 300 });
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
