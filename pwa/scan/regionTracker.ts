import { boxInFrame, lumaRegionOfInterest, regionAround, type Box, type Region } from './regionOfInterest';
import type { LabelFormat, LumaHit } from './wasmDecoder';

/** Reads one region of the frame at hand (for `format` only, when given); the hit's box is in the region's pixels. */
export type RegionRead = (region: Region, format?: LabelFormat) => Promise<LumaHit | null>;

/**
 * A camera's frames read around the last code read (issue 46 point 4). After a hit, the next frame is read in the
 * code's box grown by a hand's drift, at the scale the code was read at and for its format only (a QR code's region
 * is not searched for bars, nor a bar code's for finder patterns). When that misses, the next frame is read in the
 * whole view again, so a code that moved, or the next label's other code, is read one frame later. One region per
 * frame: a frame never costs more than the whole view's read (reading the view at once after a miss cost both, and
 * most misses are frames with no code at all: docs/decisions.md, "Camera decoding").
 */
export function regionTracker(): { read(width: number, height: number, readRegion: RegionRead): Promise<LumaHit | null> } {
  let last: { box: Box; format: LabelFormat; scale: Pick<Region, 'step' | 'rowStep'>; width: number; height: number } | null = null;
  return {
    async read(width, height, readRegion) {
      // Not around a code of another camera's frames (a switch, a new size); nor again after a read that threw.
      const around = last?.width === width && last.height === height ? last : null;
      last = null;
      const region = around ? regionAround(around.box, width, height, around.scale) : lumaRegionOfInterest(width, height);
      const hit = await readRegion(region, around?.format);
      if (hit) last = { box: boxInFrame(hit.box, region), format: hit.format, scale: region, width, height };
      return hit;
    },
  };
}
