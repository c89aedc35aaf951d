import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';
import DataMatrixReader from '@zxing/library/esm/core/datamatrix/DataMatrixReader';
import Code128Reader from '@zxing/library/esm/core/oned/Code128Reader';
import EAN13Reader from '@zxing/library/esm/core/oned/EAN13Reader';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
console.log(new QRCodeReader(), new DataMatrixReader(), new Code128Reader(), new EAN13Reader(), HybridBinarizer, BinaryBitmap);
