// npm test: every check and suite, in steps. A step has lanes side by side, two for the suites, because
// each keeps about one core busy: lint and the type-check are single-threaded, and Vitest gives a run one worker on a
// 2-core machine (cores - 1), so the integration suite's SQLite and PostgreSQL passes each run one file at a time, as
// does each half of the browser tests with its own Chromium. A lane's jobs run one after the other
// (docs/decisions.md "npm test runs its suites two at a time").
// The first lane's output is streamed; the others' is held and printed whole when the step ends, so logs never interleave.
// Every step runs even after a failure (a CI run reports all of them), and the end lists each job's verdict and time,
// then the failed tests' names and first error lines: a CI log may keep only its tail.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const npx = (...args) => ['npx', args];

// The e2e files of the first half: the longest ones, about half of the browser tests' time once the bench smoke is
// counted in the other half (the figures are in docs/decisions.md). Every other e2e file runs in the second half, a new
// one too; a name here that no longer names a file stops npm test, so the halves cannot drift apart unseen.
const E2E_FIRST_HALF = [
  'access',
  'backoffice-a11y',
  'public',
  'public-a11y',
  'shell',
  'offline-actions',
  'precache',
  'members',
  'public-ssr',
  'identity-auth',
  'complaints',
  'settings',
  'scan',
  'export',
  'widths',
  'sync-model',
  'phone-offline',
  'backoffice-details',
  'public-details',
  // Without the service worker most of these cost less, and the phone's files, which keep it, are in the second half.
  'backoffice-tools',
].map((name) => `tests/e2e/${name}.test.ts`);
for (const file of E2E_FIRST_HALF) if (!existsSync(file)) throw new Error(`scripts/test-suites.mjs: ${file} does not exist`);

// The bench smoke is each lane's last job, the two runs sharing the benches: a bench runs in whichever claims it
// first (tests/bench/smoke.test.ts), so the lane whose browser tests end first takes more of them, and the lanes end
// close together whichever half a slow machine made the longer.
const benchClaims = mkdtempSync(path.join(os.tmpdir(), 'aqua-bench-claims-'));
process.on('exit', () => rmSync(benchClaims, { recursive: true, force: true }));
const benchSmoke = (lane) => ({
  name: `bench smoke, lane ${lane}`,
  command: npx('vitest', 'run', '--project', 'bench-smoke'),
  env: { BENCH_SMOKE_CLAIMS: benchClaims },
});

const steps = [
  // What the machine lacks (Debian's Chromium; better-sqlite3's binding after an install without scripts, as CI's) is
  // installed beside lint and the type-check, which need neither: a fresh machine's minute of compiling shares the cores
  // with them rather than running alone before them (scripts/ensure-machine.mjs).
  [
    [{ name: 'machine', command: ['node', ['scripts/ensure-machine.mjs']], required: true }],
    [{ name: 'lint', command: ['npm', ['run', '-s', 'lint']] }],
    [{ name: 'typecheck', command: ['npm', ['run', '-s', 'typecheck']] }],
  ],
  [[{ name: 'build', command: ['npm', ['run', '-s', 'build']], required: true }]],
  // The suites in two lanes, each going on to its next job without waiting for the other lane: the integration passes
  // differ in length, and so may the e2e halves.
  [
    [
      { name: 'unit + integration (SQLite)', command: npx('vitest', 'run', '--project', 'unit', '--project', 'integration') },
      // Vitest's file filters match any path containing them; with the folder and the extension each names one file.
      { name: 'e2e, first half', command: npx('vitest', 'run', '--project', 'e2e', ...E2E_FIRST_HALF) },
      benchSmoke(1),
    ],
    [
      { name: 'integration (PostgreSQL)', command: ['node', ['scripts/test-postgres.mjs']] },
      {
        name: 'e2e, second half',
        command: npx('vitest', 'run', '--project', 'e2e', ...E2E_FIRST_HALF.flatMap((file) => ['--exclude', file])),
      },
      benchSmoke(2),
    ],
  ],
];

/** Runs one job; `stream` sends its output straight through, otherwise it is printed when the job ends. */
function run(job, stream) {
  const started = Date.now();
  const [command, args] = job.command;
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...job.env } });
    const output = [];
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      from.on('data', (chunk) => {
        output.push(chunk);
        if (stream) to.write(chunk);
      });
    }
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const passed = code === 0;
      const verdict = `──── ${job.name}: ${passed ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s ────`;
      if (stream) console.log(`\n${verdict}\n`);
      const all = Buffer.concat(output);
      resolve({
        name: job.name,
        passed,
        seconds,
        required: job.required,
        failures: passed ? [] : failuresIn(all),
        costs: costsIn(all),
        held: stream ? null : { output: all, verdict },
      });
    });
  });
}

/** The lines of a job's output that name what failed: Vitest's FAIL lines, each with the first error line after it, then what a failed browser test's pages showed. */
// eslint-disable-next-line no-control-regex -- the colours a TTY-less run may still print
const COLOURS = /\u001b\[[0-9;]*m/g;

function failuresIn(output) {
  const lines = output.toString('utf8').replace(COLOURS, '').split('\n');
  const found = [];
  const accounts = [];
  lines.forEach((line, i) => {
    // A browser test's own account of its failure (tests/support/browser.ts): what the page showed, what went wrong.
    if (line.startsWith('[failed test]')) {
      const after = lines.slice(i + 1, i + 16);
      const end = after.findIndex((l) => /^\[failed test\]|^\s*(FAIL|✓|×|❯|⎯|stdout|stderr)(\s|$)/.test(l));
      const block = [line, ...(end === -1 ? after : after.slice(0, end))];
      accounts.push(block.map((l) => `      ${l.slice(0, 200)}`).join('\n'));
      return;
    }
    if (!/^\s*FAIL\s/.test(line)) return;
    const error = lines.slice(i + 1, i + 12).find((next) => /\b\w*(Error|Exception)\b|expected|Timed out/i.test(next));
    const entry = `    ${line.trim()}${error ? `\n      ${error.trim().slice(0, 300)}` : ''}`;
    if (!found.includes(entry)) found.push(entry);
  });
  // The FAIL lines first (a log's tail may be all that is read), then the first failure's account.
  if (!found.length) found.push("    (no FAIL line in its output: see the job's log above)");
  return [...found.slice(0, 30), ...(accounts.length ? ['    what the first failed browser test showed:'] : []), ...accounts.slice(0, 4)];
}

/** What each test file of a job cost, from Vitest's file lines ("✓ e2e tests/e2e/x.test.ts (9 tests) 61234ms"), slowest first. */
function costsIn(output) {
  const costs = new Map();
  for (const line of output.toString('utf8').replace(COLOURS, '').split('\n')) {
    const match = /^\s*[✓❯×↓]\s+(?:\S+\s+)?(\S+\.(?:test|bench)\.ts)\s.*?(\d+)ms\s*$/.exec(line);
    if (match) costs.set(match[1], Math.max(costs.get(match[1]) ?? 0, Number(match[2])));
  }
  return [...costs].sort((a, b) => b[1] - a[1]);
}

/** Runs a lane's jobs one after the other. */
async function runLane(lane, stream) {
  const done = [];
  for (const job of lane) done.push(await run(job, stream));
  return done;
}

const results = [];
const started = Date.now();
for (const step of steps) {
  console.log(`\n──── ${step.map((lane) => lane.map((job) => job.name).join(', then ')).join(' ‖ ')} ────`);
  const done = (await Promise.all(step.map((lane, i) => runLane(lane, i === 0)))).flat();
  for (const { name, held } of done) {
    if (!held) continue;
    process.stdout.write(`\n──── ${name}, run beside the lane above ────\n`);
    process.stdout.write(held.output);
    console.log(`\n${held.verdict}\n`);
  }
  results.push(...done);
  if (done.some((r) => r.required && !r.passed)) break;
}
console.log('npm test:');
for (const r of results) console.log(`  ${r.passed ? 'passed' : 'FAILED'}  ${r.name.padEnd(30)} ${r.seconds} s`);
console.log(`  in all ${Math.round((Date.now() - started) / 1000)} s`);
// Where the time goes (issue 45 point 7): each job's slowest files, so a run's log says what to make cheaper.
for (const r of results.filter((r) => r.costs.length > 1)) {
  const top = r.costs.slice(0, 8).map(([file, ms]) => `${file.replace(/^tests\/(e2e|integration)\//, '')} ${Math.round(ms / 1000)} s`);
  console.log(`  ${r.name}: ${r.costs.length} files; slowest: ${top.join(', ')}`);
}
for (const r of results.filter((r) => !r.passed)) console.log(`\n${r.name} failed:\n${r.failures.join('\n')}`);
process.exit(results.every((r) => r.passed) && results.length === steps.flat(2).length ? 0 : 1);
