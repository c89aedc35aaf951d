// The brand on a label, from the settings: the barcode title and name make one
// line, and the site title is printed above it only when it adds something.
// Demo settings like title "Aqua Club", barcode title "Aqua Club", name "Aqua"
// printed "Aqua Club" and then "Aqua Club Aqua".

const holds = (text: string, part: string) => text.toLocaleLowerCase().includes(part.toLocaleLowerCase());

/** The barcode title and name as one line, each once: "Aqua Club" + "Aqua" → "Aqua Club". */
export function brandLine(title: string, name: string): string {
  const [t, n] = [title.trim(), name.trim()];
  if (!t || !n) return t || n;
  if (holds(t, n)) return t;
  if (holds(n, t)) return n;
  return `${t} ${n}`;
}

/** A label's two brand lines: the site title on top unless the brand line already says it, the brand line below. */
export function labelBrand(siteTitle: string, barcodeTitle: string, barcodeName: string): { top: string; bottom: string } {
  const bottom = brandLine(barcodeTitle, barcodeName);
  const top = siteTitle.trim();
  return { top: top && bottom && holds(bottom, top) ? '' : top, bottom };
}
