// The equipment brand as the settings name it (spec §3: barcode title and
// name), said once: labels print it and the customer's warranty page wears it.

/** Whether `line` already says `part` (case aside). */
export function saysAlready(line: string, part: string): boolean {
  return line.toLocaleLowerCase().includes(part.toLocaleLowerCase());
}

/** The barcode title and name as one line, each once: "Aqua Club" + "Aqua" → "Aqua Club". */
export function brandLine(title: string, name: string): string {
  const [t, n] = [title.trim(), name.trim()];
  if (!t || !n) return t || n;
  if (saysAlready(t, n)) return t;
  if (saysAlready(n, t)) return n;
  return `${t} ${n}`;
}

/**
 * The brand as a page in `language` says it: the app's own name in either language (the demo's "Aqua Club") is
 * said in the page's language ("نادي أكوا" in Arabic, as every other screen says it); another brand is a name and
 * stays as the settings write it. Empty: the app's own name.
 */
export function localBrand(brand: string, appTitles: { ar: string; en: string }, language: 'ar' | 'en'): string {
  const line = brand.trim();
  const own = Object.values(appTitles).some((title) => title.localeCompare(line, undefined, { sensitivity: 'base' }) === 0);
  return !line || own ? appTitles[language] : line;
}
