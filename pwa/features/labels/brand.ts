import { brandLine, saysAlready } from '../../../shared/brand';

// A label's brand lines. Demo settings (title "Aqua Club", barcode title
// "Aqua Club", name "Aqua") printed "Aqua Club" and then "Aqua Club Aqua".

/** The site title on top unless the brand line already says it; the brand line (barcode title and name, each once) below. */
export function labelBrand(siteTitle: string, barcodeTitle: string, barcodeName: string): { top: string; bottom: string } {
  const bottom = brandLine(barcodeTitle, barcodeName);
  const top = siteTitle.trim();
  return { top: top && bottom && saysAlready(bottom, top) ? '' : top, bottom };
}
