// Every area's strings, as one lazily loaded chunk (see loadAllCatalogues in
// ./i18n.ts). Globbed so a new area needs no line here. Read as text (`?raw`):
// as plain JSON imports they would be the same modules shared/i18n/index.ts
// imports, and the bundler then links them from the entry chunk.
const files = import.meta.glob<string>('../../shared/i18n/*/*.json', { eager: true, query: '?raw', import: 'default' });

export const catalogues: Record<string, Record<string, unknown>> = {};
for (const [file, text] of Object.entries(files)) {
  const [, language, area] = /\/(\w+)\/(\w+)\.json$/.exec(file) ?? [];
  if (!language || !area) continue;
  (catalogues[language] ??= {})[area] = JSON.parse(text) as unknown;
}
