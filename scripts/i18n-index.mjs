// Rewrites the catalogue lists in shared/i18n/index.ts from the JSON files in
// shared/i18n/{en,ar}/: run after adding an area (`npm run i18n`). A unit test
// fails when a file is not listed.
import fs from 'node:fs';

const file = 'shared/i18n/index.ts';
const areas = fs
  .readdirSync('shared/i18n/en')
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5))
  .sort();
const name = (lang, area) => lang + area[0].toUpperCase() + area.slice(1);
const imports = ['ar', 'en'].flatMap((lang) => areas.map((area) => `import ${name(lang, area)} from './${lang}/${area}.json';`)).join('\n');
const catalogue = `export const catalogues = {\n${['en', 'ar'].map((lang) => `  ${lang}: {\n${areas.map((a) => `    ${a}: ${name(lang, a)},\n`).join('')}  },\n`).join('')}} satisfies Record<Language, Record<string, unknown>>;`;

let source = fs.readFileSync(file, 'utf8');
source = source.replace(
  /(\/\/ Every user-visible string[\s\S]*?\n)(import [\s\S]*?\n)\n(export const LANGUAGES)/,
  (_m, header, _imports, next) => `${header}${imports}\n\n${next}`,
);
source = source.replace(/export const catalogues = \{[\s\S]*?\} satisfies Record<Language, Record<string, unknown>>;/, catalogue);
fs.writeFileSync(file, source);
console.log(`${file}: ${areas.length} areas`);
