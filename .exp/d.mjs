import { QRCodeReader, BinaryBitmap, HybridBinarizer } from '@zxing/library';
console.log(new QRCodeReader(), BinaryBitmap, HybridBinarizer);
