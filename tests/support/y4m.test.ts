import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BinaryBitmap, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import { describe, expect, it } from 'vitest';
import { code128Frame, qrFrame, writeY4M, type LumaFrame } from './y4m';

function decode(frame: LumaFrame): string {
  const source = new RGBLuminanceSource(new Uint8ClampedArray(frame.luma), frame.width, frame.height);
  return new MultiFormatReader().decode(new BinaryBitmap(new HybridBinarizer(source)), new Map()).getText();
}

describe('fake camera frames', () => {
  it('draws a QR code that decodes back to its text', () => {
    expect(decode(qrFrame('http://127.0.0.1:3000/w/PRD-2611-000123'))).toBe('http://127.0.0.1:3000/w/PRD-2611-000123');
  });
  it('draws a Code 128 that decodes back to its text', () => {
    expect(decode(code128Frame('ACC-2611-000001'))).toBe('ACC-2611-000001');
  });
  it('writes a Y4M file of the right size', () => {
    const file = path.join(os.tmpdir(), `frame-${process.pid}.y4m`);
    writeY4M(file, qrFrame('x', 64, 48), 3);
    const header = 'YUV4MPEG2 W64 H48 F10:1 Ip A1:1 C420jpeg\n';
    expect(fs.statSync(file).size).toBe(header.length + 3 * ('FRAME\n'.length + 64 * 48 * 1.5));
    fs.rmSync(file);
  });
});
