// zxing-cpp in WebAssembly (zxing-wasm), the decoder where the browser has no BarcodeDetector of its own. Its .wasm is
// one of the PWA's own files (the ?url import), never zxing-wasm's default copy on a CDN: the seller scans offline, and
// the service worker precaches it with the camera's decoder (vite.config.ts).
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import type { FrameDecoder } from './cameraDecoder';

const OPTIONS: ReaderOptions = {
  formats: ['QRCode', 'Code128', 'EAN13', 'DataMatrix'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: false,
  maxNumberOfSymbols: 1,
};

export async function wasmDecoder(): Promise<FrameDecoder> {
  await prepareZXingModule({
    overrides: { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file) },
    fireImmediately: true,
  });
  return async (image) => {
    const [result] = await readBarcodes(image, OPTIONS);
    return result?.isValid ? result.text : null;
  };
}
