// npm test's first job, beside lint and the type-check (scripts/test-suites.mjs): what the suites need of the machine.
// - Debian's packages: Chromium (the whole browser and its headless shell) for the end-to-end tests, poppler's
//   pdftotext to read back the PDFs they print (Arabic labels) and zbar's zbarimg to read the QR codes of the ZPL
//   labels they download. Whatever is missing is installed in one apt-get run when running as root (as CI does);
//   otherwise it stops at once with the command to run.
// - better-sqlite3's native binding, compiled from source when it does not load: CI installs with
//   `npm ci --ignore-scripts` (.ci/run), so that the compile, a minute of one core, runs here beside lint and the
//   type-check instead of alone at the end of the install (docs/decisions.md "CI compiles SQLite beside lint").
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';

function sqliteLoads() {
  try {
    const Database = createRequire(import.meta.url)('better-sqlite3');
    new Database(':memory:').close();
    return true;
  } catch {
    return false;
  }
}

// The compile starts first and runs beside apt-get, which waits mostly on downloads and dpkg; its output is shown
// only when it fails.
let compiled = Promise.resolve(true);
let compiling;
/** Stops here, and the compile with it (its own process group: npm, node-gyp, make and the compiler). */
function stop() {
  if (compiling?.exitCode === null) process.kill(-compiling.pid, 'SIGTERM');
  process.exit(1);
}
if (!sqliteLoads()) {
  console.log('better-sqlite3 has no native binding yet (installed without its scripts): compiling it (about a minute)…');
  compiled = new Promise((resolve) => {
    const child = (compiling = spawn('npm', ['rebuild', 'better-sqlite3'], { stdio: ['ignore', 'pipe', 'pipe'], detached: true }));
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve(`could not start npm: ${error.message}`));
    child.on('close', (code) => resolve(code === 0 || Buffer.concat(output).toString()));
  });
}

const tools = [
  { binary: process.env.CHROMIUM_PATH || '/usr/bin/chromium', pkg: 'chromium', variable: 'CHROMIUM_PATH' },
  {
    binary: process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell',
    pkg: 'chromium-headless-shell',
    variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
  },
  { binary: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
  { binary: '/usr/bin/zbarimg', pkg: 'zbar-tools' },
];

const missing = tools.filter(({ binary }) => !fs.existsSync(binary));
if (missing.length) {
  const packages = missing.map(({ pkg }) => pkg).join(' ');
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.error(
      `${missing.map(({ binary }) => binary).join(', ')} missing: install with "sudo apt-get update && sudo apt-get install -y ${packages}", then run npm test again.`,
    );
    stop();
  }
  console.log(`Installing Debian's ${packages} (about a minute)…`);
  try {
    // The package lists a machine comes with usually hold them; only when they do not, one update first.
    execSync(`apt-get install -y -qq ${packages} || (apt-get update -qq && apt-get install -y -qq ${packages})`, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.error(`Installing failed: run "apt-get update && apt-get install -y ${packages}" and try again.`);
    stop();
  }
  for (const { binary, pkg, variable } of missing) {
    if (fs.existsSync(binary)) continue;
    console.error(`${pkg} was installed but ${binary} does not exist${variable ? `; set ${variable} to its location` : ''}.`);
    stop();
  }
}

const outcome = await compiled;
if (outcome !== true) {
  console.error(outcome);
  console.error('Compiling better-sqlite3 failed: run "npm rebuild better-sqlite3" to see why.');
  process.exit(1);
}
if (!sqliteLoads()) {
  console.error('better-sqlite3 was compiled but still does not load: run "npm rebuild better-sqlite3" to see why.');
  process.exit(1);
}
