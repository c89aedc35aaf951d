// npm test needs Debian's Chromium (the whole browser and its headless shell) for the end-to-end tests, poppler's
// pdftotext to read back the PDFs they print (Arabic labels) and zbar's zbarimg
// to read the QR codes of the ZPL labels they download. Installs what is
// missing when running as root (as CI does), otherwise stops at once with one clear line.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

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

// Both Chromium builds of Debian, one version: the headless shell runs the tests and benches (a quarter less CPU than
// the whole browser's headless mode), the whole browser runs Lighthouse.
const missing = [
  { binary: CHROMIUM, pkg: 'chromium', variable: 'CHROMIUM_PATH' },
  { binary: HEADLESS_SHELL, pkg: 'chromium-headless-shell', variable: 'CHROMIUM_HEADLESS_SHELL_PATH' },
].filter(({ binary }) => !fs.existsSync(binary));
if (!missing.length) process.exit(0);

const packages = missing.map(({ pkg }) => pkg).join(' ');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `${missing.map(({ binary }) => binary).join(' and ')} missing: install with "sudo apt-get update && sudo apt-get install -y ${packages}", then run npm test again.`,
  );
  process.exit(1);
}
console.log(`Installing Debian's ${packages} (about a minute)…`);
try {
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
} catch {
  console.error(`Installing failed: run "apt-get update && apt-get install -y ${packages}" and try again.`);
  process.exit(1);
}
for (const { binary, pkg, variable } of missing) {
  if (fs.existsSync(binary)) continue;
  console.error(`${pkg} was installed but ${binary} does not exist; set ${variable} to its location.`);
  process.exit(1);
}
