// The part of a camera frame the decoder reads: the middle of the view (where the viewfinder is aimed), scaled down so
// its longer side is at most MAX_SIDE pixels. A 1080p frame becomes 640 × 320 pixels, a tenth of its pixels,
// which is what keeps a decode within a frame's time on a slow phone (docs/decisions.md, "Camera decoding").
const WIDTH_SHARE = 0.9;
const HEIGHT_SHARE = 0.8;
const MAX_SIDE = 640;

export interface Region {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  /** The size it is drawn at. */
  dw: number;
  dh: number;
}

export function regionOfInterest(width: number, height: number): Region {
  const sw = Math.round(width * WIDTH_SHARE);
  const sh = Math.round(height * HEIGHT_SHARE);
  const scale = Math.min(1, MAX_SIDE / Math.max(sw, sh));
  return {
    sx: Math.floor((width - sw) / 2),
    sy: Math.floor((height - sh) / 2),
    sw,
    sh,
    dw: Math.max(1, Math.round(sw * scale)),
    dh: Math.max(1, Math.round(sh * scale)),
  };
}

/** Draws the frame's region of interest on a canvas it reuses, and reads its pixels. */
export function regionReader(): (source: CanvasImageSource, width: number, height: number) => ImageData {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  return (source, width, height) => {
    const r = regionOfInterest(width, height);
    if (canvas.width !== r.dw || canvas.height !== r.dh) {
      canvas.width = r.dw;
      canvas.height = r.dh;
    }
    context.drawImage(source, r.sx, r.sy, r.sw, r.sh, 0, 0, r.dw, r.dh);
    return context.getImageData(0, 0, r.dw, r.dh);
  };
}
