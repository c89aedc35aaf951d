// The part of a camera frame the decoder reads: the middle of the view (where the viewfinder is aimed), scaled down
// (docs/decisions.md, "Camera decoding"). An image for a canvas or the browser's BarcodeDetector keeps square pixels,
// its longer side at most MAX_SIDE: a 1080p frame becomes 576 × 288, a thirteenth of its pixels. The worker's luma
// keeps twice as many columns as rows instead (lumaRegionOfInterest): a 1080p frame becomes 864 × 216, about as
// many pixels, and a Code 128 keeps bars of 3 px, which the square scale lost below 6 px (issue 46 point 4).
const WIDTH_SHARE = 0.9;
const HEIGHT_SHARE = 0.8;
const MAX_SIDE = 640;
/** The luma's columns: at most this many across the longer side, each the mean of `step` pixels along the row. */
const LUMA_MAX_SIDE = 960;
/** The luma's rows: every (ROWS_PER_STEP × step)-th row. A bar code's bars stand across the rows. */
const ROWS_PER_STEP = 2;

export interface Region {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  /** Every `step`-th column is kept, each the mean of `step` pixels along its row. */
  step: number;
  /** Every `rowStep`-th row is kept. */
  rowStep: number;
  /** The size it is read at. */
  dw: number;
  dh: number;
}

const even = (n: number) => n - (n % 2);

function middle(width: number, height: number, maxSide: number, rowsPerStep: number): Region {
  const sw = even(Math.round(width * WIDTH_SHARE));
  const sh = even(Math.round(height * HEIGHT_SHARE));
  const step = Math.max(1, Math.ceil(Math.max(sw, sh) / maxSide));
  const rowStep = step * rowsPerStep;
  return {
    sx: even(Math.floor((width - sw) / 2)),
    sy: even(Math.floor((height - sh) / 2)),
    sw,
    sh,
    step,
    rowStep,
    dw: Math.floor(sw / step),
    dh: Math.floor(sh / rowStep),
  };
}

/** The middle of the view, square pixels, for an image (a canvas, the browser's BarcodeDetector). */
export function regionOfInterest(width: number, height: number): Region {
  return middle(width, height, MAX_SIDE, 1);
}

/** The middle of the view as the worker's decoder reads a frame's luma: fewer rows than columns. */
export function lumaRegionOfInterest(width: number, height: number): Region {
  return middle(width, height, LUMA_MAX_SIDE, ROWS_PER_STEP);
}

/** A code's corners' bounds, in the pixels of the frame (or of the read region, as the decoder gives them). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Around a code, on each side, this share of its longer side: a hand's drift between two reads (80–300 ms apart). */
const DRIFT_SHARE = 0.25;
/** The least margin, in frame pixels: a code seen from far is small, and the hand moves as much. */
const MIN_MARGIN = 48;

/**
 * The region read after a hit (issue 46 point 4): the code's box in the frame, grown by its drift margin, at the
 * scale it was just read at (`step`), so the code keeps as many pixels per bar as in the read that found it. A
 * code smaller than the view costs a share of the view's pixels; a linear code's box is the few rows it was read
 * on, so the margin is taken from its longer side, across as along.
 */
export function regionAround(box: Box, width: number, height: number, scale: Pick<Region, 'step' | 'rowStep'>): Region {
  const margin = Math.max(MIN_MARGIN, DRIFT_SHARE * Math.max(box.right - box.left, box.bottom - box.top));
  const sx = even(Math.max(0, Math.floor(box.left - margin)));
  const sy = even(Math.max(0, Math.floor(box.top - margin)));
  const sw = even(Math.min(width, Math.ceil(box.right + margin)) - sx);
  const sh = even(Math.min(height, Math.ceil(box.bottom + margin)) - sy);
  const { step, rowStep } = scale;
  return { sx, sy, sw, sh, step, rowStep, dw: Math.floor(sw / step), dh: Math.floor(sh / rowStep) };
}

/** A box the decoder found in a region's pixels, in the frame's pixels. */
export function boxInFrame(box: Box, r: Region): Box {
  return {
    left: r.sx + box.left * r.step,
    top: r.sy + box.top * r.rowStep,
    right: r.sx + (box.right + 1) * r.step,
    bottom: r.sy + (box.bottom + 1) * r.rowStep,
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
 * The luma plane's region scaled down into `out` (dw × dh bytes): every rowStep-th row, each pixel the mean of `step`
 * neighbours along it (a third of the work of block means; a printed bar code's bars stand across the rows).
 */
export function scaleLuma(plane: Uint8Array, offset: number, stride: number, r: Region, out: Uint8Array): void {
  const { step, rowStep, dw, dh } = r;
  for (let y = 0; y < dh; y++) {
    let p = offset + y * rowStep * stride;
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
