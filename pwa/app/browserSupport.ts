/** The browser's name and major version from its user-agent string, for the outdated notice. */
export function describeBrowser(userAgent: string): { name: string; version: number | undefined } {
  const rules: Array<[string, RegExp]> = [
    ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
    ['Opera', /OPR\/(\d+)/],
    ['Samsung Internet', /SamsungBrowser\/(\d+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
    ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
    ['Safari', /Version\/(\d+).*Safari/],
    ['Internet Explorer', /(?:MSIE |rv:)(\d+)/],
  ];
  for (const [name, pattern] of rules) {
    const match = pattern.exec(userAgent);
    if (match) return { name, version: Number(match[1]) };
  }
  return { name: 'unknown', version: undefined };
}

/**
 * Features the app needs (IndexedDB for offline work, modern JS built-ins).
 * Checked rather than version-sniffed: a browser missing one is outdated.
 */
export function missingFeatures(scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): string[] {
  const needed: Array<[string, boolean]> = [
    ['indexedDB', 'indexedDB' in scope],
    ['structuredClone', typeof scope.structuredClone === 'function'],
    ['Array.prototype.at', typeof (Array.prototype as { at?: unknown }).at === 'function'],
    ['Object.hasOwn', typeof (Object as { hasOwn?: unknown }).hasOwn === 'function'],
    ['fetch', typeof scope.fetch === 'function'],
  ];
  return needed.filter(([, present]) => !present).map(([name]) => name);
}
