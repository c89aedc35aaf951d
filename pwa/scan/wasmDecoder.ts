// zxing-cpp in WebAssembly (zxing-wasm), the decoder where the browser has no BarcodeDetector of its own. Its .wasm is
// one of the PWA's own files (the ?url import), never zxing-wasm's default copy on a CDN: the seller scans offline, and
// the service worker precaches it with the camera's decoder (vite.config.ts).
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import {
  binarizers,
  characterSets,
  defaultReaderOptions,
  eanAddOnSymbols,
  encodeFormats,
  prepareZXingModule,
  textModes,
  type ReaderOptions,
} from 'zxing-wasm/reader';
import type { FrameDecoder } from './cameraDecoder';

const OPTIONS = {
  ...defaultReaderOptions,
  formats: ['QRCode', 'Code128', 'EAN13', 'DataMatrix'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: false,
  maxNumberOfSymbols: 1,
} satisfies Required<ReaderOptions>;

// The options as the module's own call takes them (what zxing-wasm's readBarcodes converts them to on every call).
const MODULE_OPTIONS = {
  ...OPTIONS,
  formats: encodeFormats(OPTIONS.formats),
  binarizer: binarizers.indexOf(OPTIONS.binarizer),
  eanAddOnSymbol: eanAddOnSymbols.indexOf(OPTIONS.eanAddOnSymbol),
  textMode: textModes.indexOf(OPTIONS.textMode),
  characterSet: characterSets.indexOf(OPTIONS.characterSet),
  tryCode39ExtendedMode: OPTIONS.tryCode39ExtendedMode,
};

/** What this file calls on the Emscripten module (its type in zxing-wasm needs @types/emscripten). */
interface ZxingModule {
  HEAPU8: Uint8Array;
  _malloc(bytes: number): number;
  _free(pointer: number): void;
  readBarcodesFromPixmap(
    pointer: number,
    width: number,
    height: number,
    options: typeof MODULE_OPTIONS,
  ): { size(): number; get(i: number): { isValid: boolean; text: string } | undefined; delete?(): void };
}

/**
 * A grey image read in place: the caller writes its pixels, one byte each, row after row, straight into the module's
 * memory (`pixels(width, height)`), then `read()` decodes them. zxing-wasm's own readBarcodes takes RGBA and
 * converts it to grey in JavaScript on every call; a camera frame's luma plane is grey already.
 */
export interface LumaDecoder {
  pixels(width: number, height: number): Uint8Array;
  read(): string | null;
}

export async function lumaDecoder(): Promise<LumaDecoder> {
  const module = (await prepareZXingModule({
    overrides: { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file) },
    fireImmediately: true,
  })) as unknown as ZxingModule;
  let pointer = 0;
  let capacity = 0;
  let width = 0;
  let height = 0;
  return {
    pixels(w, h) {
      if (w * h > capacity) {
        if (pointer) module._free(pointer);
        capacity = w * h;
        pointer = module._malloc(capacity);
        if (!pointer) throw new Error(`no room for ${capacity} bytes in the decoder's memory`);
      }
      width = w;
      height = h;
      // A fresh view each time: the module's memory may have grown (and moved) since the last one.
      return module.HEAPU8.subarray(pointer, pointer + w * h);
    },
    read() {
      const results = module.readBarcodesFromPixmap(pointer, width, height, MODULE_OPTIONS);
      try {
        for (let i = 0; i < results.size(); i++) {
          const result = results.get(i);
          if (result?.isValid) return result.text;
        }
        return null;
      } finally {
        results.delete?.();
      }
    },
  };
}

/** RGBA pixels (a canvas's) written as grey into `out`, with the weights zxing-wasm uses. */
export function rgbaToLuma(rgba: Uint8ClampedArray, out: Uint8Array): void {
  for (let i = 0, p = 0; i < out.length; i++, p += 4)
    out[i] = (306 * (rgba[p] as number) + 601 * (rgba[p + 1] as number) + 117 * (rgba[p + 2] as number) + 512) >> 10;
}

/** Decodes RGBA images (the main-thread path, where no worker starts). */
export async function wasmDecoder(): Promise<FrameDecoder> {
  const decoder = await lumaDecoder();
  return async (image) => {
    rgbaToLuma(image.data, decoder.pixels(image.width, image.height));
    return decoder.read();
  };
}
