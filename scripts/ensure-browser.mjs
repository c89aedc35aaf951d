// npm test needs Debian's Chromium for the end-to-end tests, and poppler's
// pdftotext to read back the PDFs they print (Arabic labels). Installs what is
// missing when running as root (as CI does), otherwise stops at once with one clear line.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PDFTOTEXT = '/usr/bin/pdftotext';

if (!fs.existsSync(PDFTOTEXT)) {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.error('pdftotext is missing: install it with "sudo apt-get install -y poppler-utils", then run npm test again.');
    process.exit(1);
  }
  console.log("pdftotext is missing: installing Debian's poppler-utils package…");
  try {
    execSync('(apt-get install -y -qq poppler-utils || (apt-get update -qq && apt-get install -y -qq poppler-utils))', {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.error('Installing poppler-utils failed: run "apt-get update && apt-get install -y poppler-utils" and try again.');
    process.exit(1);
  }
}

if (fs.existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium is missing at ${CHROMIUM}: install it with "sudo apt-get update && sudo apt-get install -y chromium", then run npm test again.`,
  );
  process.exit(1);
}
console.log("Chromium is missing: installing Debian's chromium package (about a minute)…");
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
} catch {
  console.error('Installing Chromium failed: run "apt-get update && apt-get install -y chromium" and try again.');
  process.exit(1);
}
if (!fs.existsSync(CHROMIUM)) {
  console.error(`Chromium was installed but ${CHROMIUM} does not exist; set CHROMIUM_PATH to its location.`);
  process.exit(1);
}
