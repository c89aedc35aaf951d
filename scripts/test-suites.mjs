// npm test after ensure-browser: every check and suite, in steps. Within a step the jobs run side by side, because
// each keeps about one core busy: lint and the type-check are single-threaded, and Vitest gives a run one worker on a
// 2-core machine (cores - 1), so the integration suite's SQLite and PostgreSQL passes each run one file at a time.
// The browser tests run alone (one Chromium, docs/decisions.md "E2E retried once"), the bench smoke last.
// One job's output is streamed; the others' are held and printed whole when they end, so logs never interleave.
// Every step runs even after a failure (a CI run reports all of them), and the end lists each job's verdict and time.
import { spawn } from 'node:child_process';

const npx = (...args) => ['npx', args];
const steps = [
  [
    { name: 'lint', command: ['npm', ['run', '-s', 'lint']] },
    { name: 'typecheck', command: ['npm', ['run', '-s', 'typecheck']] },
  ],
  [{ name: 'build', command: ['npm', ['run', '-s', 'build']], required: true }],
  [
    { name: 'unit + integration (SQLite)', command: npx('vitest', 'run', '--project', 'unit', '--project', 'integration') },
    { name: 'integration (PostgreSQL)', command: ['node', ['scripts/test-postgres.mjs']] },
  ],
  [{ name: 'e2e', command: npx('vitest', 'run', '--project', 'e2e') }],
  [{ name: 'bench smoke', command: npx('vitest', 'run', '--project', 'bench-smoke') }],
];

/** Runs one job; `stream` sends its output straight through, otherwise it is printed when the job ends. */
function run(job, stream) {
  const started = Date.now();
  const [command, args] = job.command;
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const held = [];
    if (!stream) {
      child.stdout.on('data', (chunk) => held.push(chunk));
      child.stderr.on('data', (chunk) => held.push(chunk));
    }
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const passed = code === 0;
      const verdict = `──── ${job.name}: ${passed ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s ────`;
      if (stream) console.log(`\n${verdict}\n`);
      resolve({ name: job.name, passed, seconds, required: job.required, held: stream ? null : { output: Buffer.concat(held), verdict } });
    });
  });
}

const results = [];
const started = Date.now();
for (const step of steps) {
  console.log(`\n──── ${step.map((job) => job.name).join(' ‖ ')} ────`);
  const done = await Promise.all(step.map((job, i) => run(job, i === 0)));
  for (const { name, held } of done) {
    if (!held) continue;
    process.stdout.write(`\n──── ${name}, run beside the job above ────\n`);
    process.stdout.write(held.output);
    console.log(`\n${held.verdict}\n`);
  }
  results.push(...done);
  if (done.some((r) => r.required && !r.passed)) break;
}
console.log('npm test:');
for (const r of results) console.log(`  ${r.passed ? 'passed' : 'FAILED'}  ${r.name.padEnd(30)} ${r.seconds} s`);
console.log(`  in all ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(results.every((r) => r.passed) && results.length === steps.flat().length ? 0 : 1);
