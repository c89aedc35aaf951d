// The part of a camera frame the decoder reads: the middle of the view (where the viewfinder is aimed), scaled down so
// its longer side is at most MAX_SIDE pixels. A 1080p frame becomes 576 × 288 pixels, a thirteenth of its pixels,
// which is what keeps a decode within a frame's time on a slow phone (docs/decisions.md, "Camera decoding").
const WIDTH_SHARE = 0.9;
const HEIGHT_SHARE = 0.8;
const MAX_SIDE = 640;

export interface Region {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  /** Every `step`-th pixel is kept, each the mean of its step × step block. */
  step: number;
  /** The size it is read at. */
  dw: number;
  dh: number;
}

const even = (n: number) => n - (n % 2);

export function regionOfInterest(width: number, height: number): Region {
  const sw = even(Math.round(width * WIDTH_SHARE));
  const sh = even(Math.round(height * HEIGHT_SHARE));
  const step = Math.max(1, Math.ceil(Math.max(sw, sh) / MAX_SIDE));
  return {
    sx: even(Math.floor((width - sw) / 2)),
    sy: even(Math.floor((height - sh) / 2)),
    sw,
    sh,
    step,
    dw: Math.floor(sw / step),
    dh: Math.floor(sh / step),
  };
}

type Source = CanvasImageSource & { readonly width?: unknown };

/**
 * Reads a frame's region of interest. From a video, where the browser has WebCodecs, the luma plane of the region is
 * copied out of the frame as the camera gave it (no conversion of the whole frame to RGB, no canvas: the conversion
 * and read-back of a 1080p frame cost more than the decode); otherwise through a canvas it reuses.
 */
export function regionReader(): (source: Source, width: number, height: number) => Promise<ImageData> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  let planes = new Uint8Array(0);
  const viaCanvas = (source: Source, r: Region) => {
    if (canvas.width !== r.dw || canvas.height !== r.dh) {
      canvas.width = r.dw;
      canvas.height = r.dh;
    }
    context.drawImage(source, r.sx, r.sy, r.sw, r.sh, 0, 0, r.dw, r.dh);
    return context.getImageData(0, 0, r.dw, r.dh);
  };
  // Cleared for good when a browser's VideoFrame fails (no such frame format, a copy refused): the canvas, then.
  let frames = typeof VideoFrame !== 'undefined';
  const viaFrame = async (source: HTMLVideoElement, r: Region): Promise<ImageData | null> => {
    const frame = new VideoFrame(source);
    try {
      if (!frame.format || !LUMA_FORMATS.includes(frame.format)) return null;
      const rect = { x: r.sx, y: r.sy, width: r.sw, height: r.sh };
      const size = frame.allocationSize({ rect });
      if (planes.length < size) planes = new Uint8Array(size);
      const [luma] = await frame.copyTo(planes, { rect });
      return luma ? lumaToImage(planes, luma.offset, luma.stride, r) : null;
    } finally {
      frame.close();
    }
  };
  return async (source, width, height) => {
    const r = regionOfInterest(width, height);
    if (frames && source instanceof HTMLVideoElement) {
      const image = await viaFrame(source, r).catch(() => null);
      if (image) return image;
      frames = false;
    }
    return viaCanvas(source, r);
  };
}

/**
 * The luma plane's region scaled down by `step` into `out` (dw × dh bytes): every step-th row, each pixel the mean of
 * `step` neighbours along it (a third of the work of block means; a printed bar code's bars stand across the rows).
 */
export function scaleLuma(plane: Uint8Array, offset: number, stride: number, r: Region, out: Uint8Array): void {
  const { step, dw, dh } = r;
  for (let y = 0; y < dh; y++) {
    let p = offset + y * step * stride;
    for (let x = 0, o = y * dw; x < dw; x++, o++) {
      let sum = 0;
      for (let i = 0; i < step; i++, p++) sum += plane[p] as number;
      out[o] = (sum / step) | 0;
    }
  }
}

/** The scaled luma as grey RGBA, for a decoder that takes images (the main thread's path). */
function lumaToImage(plane: Uint8Array, offset: number, stride: number, r: Region): ImageData {
  const grey = new Uint8Array(r.dw * r.dh);
  scaleLuma(plane, offset, stride, r, grey);
  const out = new ImageData(r.dw, r.dh);
  const rgba = new Uint32Array(out.data.buffer);
  for (let o = 0; o < grey.length; o++) {
    const v = grey[o] as number;
    rgba[o] = 0xff000000 | (v << 16) | (v << 8) | v;
  }
  return out;
}

/** The VideoFrame formats whose first plane is the luma (Y) the decoder reads. */
export const LUMA_FORMATS = ['I420', 'I420A', 'I422', 'I444', 'NV12'];
