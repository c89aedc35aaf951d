// What @zxing/browser's own modules take from @zxing/library, and nothing else. The library's index loads every
// reader and writer it has (each module runs code as it loads, so a bundler keeps them all: about 120 kB gzip);
// the build points @zxing/browser's imports of that index here instead (vite.config.ts, slimZxing), so the camera's
// decoder (cameraDecoder.ts) carries only the four readers it uses. Same modules as cameraDecoder.ts imports, so an
// exception thrown by a reader is the class BrowserCodeReader's scanning loop tests for.
export { default as ArgumentException } from '@zxing/library/esm/core/ArgumentException';
export { default as BinaryBitmap } from '@zxing/library/esm/core/BinaryBitmap';
export { default as ChecksumException } from '@zxing/library/esm/core/ChecksumException';
export { default as DecodeHintType } from '@zxing/library/esm/core/DecodeHintType';
export { default as FormatException } from '@zxing/library/esm/core/FormatException';
export { default as HybridBinarizer } from '@zxing/library/esm/core/common/HybridBinarizer';
export { default as IllegalArgumentException } from '@zxing/library/esm/core/IllegalArgumentException';
export { default as InvertedLuminanceSource } from '@zxing/library/esm/core/InvertedLuminanceSource';
export { default as LuminanceSource } from '@zxing/library/esm/core/LuminanceSource';
export { default as NotFoundException } from '@zxing/library/esm/core/NotFoundException';
