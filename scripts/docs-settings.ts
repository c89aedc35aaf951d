import { writeSettingsDocs } from './docs/settingsDocs';

// `npm run docs:settings`: after a change to server/lib/settings.ts, the README's table and .env.example.
const changed = writeSettingsDocs();
console.log(changed.length ? `wrote ${changed.join(' and ')}` : 'README.md and .env.example already match server/lib/settings.ts');
