// npm test needs Debian's Chromium for the end-to-end tests, poppler's
// pdftotext to read back the PDFs they print (Arabic labels) and zbar's zbarimg
// to read the QR codes of the ZPL labels they download. Installs what is
// missing when running as root (as CI does), otherwise stops at once with one clear line.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Installs Debian's `pkg` when `binary` is missing (as root), else stops with the command to run. */
function ensureTool(binary, pkg) {
  if (fs.existsSync(binary)) return;
  const name = binary.split('/').pop();
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.error(`${name} is missing: install it with "sudo apt-get install -y ${pkg}", then run npm test again.`);
    process.exit(1);
  }
  console.log(`${name} is missing: installing Debian's ${pkg} package…`);
  try {
    execSync(`(apt-get install -y -qq ${pkg} || (apt-get update -qq && apt-get install -y -qq ${pkg}))`, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.error(`Installing ${pkg} failed: run "apt-get update && apt-get install -y ${pkg}" and try again.`);
    process.exit(1);
  }
}

ensureTool('/usr/bin/pdftotext', 'poppler-utils');
ensureTool('/usr/bin/zbarimg', 'zbar-tools');

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
