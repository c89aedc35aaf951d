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
  type ZXingModuleOverrides,
} from 'zxing-wasm/reader';
import type { FrameDecoder } from './cameraDecoder';
import type { Box } from './regionOfInterest';

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

export type LabelFormat = (typeof OPTIONS.formats)[number];
const isLabelFormat = (format: string): format is LabelFormat => (OPTIONS.formats as readonly string[]).includes(format);
/** The options that look for one format only: a region around a code read before looks for that code's format. */
const ONE_FORMAT_OPTIONS = Object.fromEntries(
  OPTIONS.formats.map((format) => [format, { ...MODULE_OPTIONS, formats: encodeFormats([format]) }]),
) as Record<LabelFormat, typeof MODULE_OPTIONS>;

interface ModulePoint {
  x: number;
  y: number;
}
interface ModuleResult {
  isValid: boolean;
  text: string;
  format: string;
  position: { topLeft: ModulePoint; topRight: ModulePoint; bottomLeft: ModulePoint; bottomRight: ModulePoint };
}

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
  ): { size(): number; get(i: number): ModuleResult | undefined; delete?(): void };
}

/** A code read: its text, its format, and where it is in the pixels read. */
export interface LumaHit {
  text: string;
  format: LabelFormat;
  box: Box;
}

function boxOf({ topLeft, topRight, bottomLeft, bottomRight }: ModuleResult['position']): Box {
  const xs = [topLeft.x, topRight.x, bottomLeft.x, bottomRight.x];
  const ys = [topLeft.y, topRight.y, bottomLeft.y, bottomRight.y];
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

/**
 * A grey image read in place: the caller writes its pixels, one byte each, row after row, straight into the module's
 * memory (`pixels(width, height)`), then `read()` decodes them. zxing-wasm's own readBarcodes takes RGBA and
 * converts it to grey in JavaScript on every call; a camera frame's luma plane is grey already.
 */
export interface LumaDecoder {
  pixels(width: number, height: number): Uint8Array;
  /** The code in the pixels written last; of `format` only when it is given. */
  read(format?: LabelFormat): LumaHit | null;
}

/** The PWA's own copy of the module's .wasm; a test in Node hands the module its bytes instead (`wasmBinary`). */
const OWN_WASM: ZXingModuleOverrides = {
  locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file),
};

export async function lumaDecoder(overrides = OWN_WASM): Promise<LumaDecoder> {
  const module = (await prepareZXingModule({ overrides, fireImmediately: true })) as unknown as ZxingModule;
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
    read(format) {
      const options = format ? ONE_FORMAT_OPTIONS[format] : MODULE_OPTIONS;
      const results = module.readBarcodesFromPixmap(pointer, width, height, options);
      try {
        for (let i = 0; i < results.size(); i++) {
          const result = results.get(i);
          if (result?.isValid && isLabelFormat(result.format))
            return { text: result.text, format: result.format, box: boxOf(result.position) };
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
    return decoder.read()?.text ?? null;
  };
}
