// `npm run typecheck`: the five TypeScript projects (tsconfig.json: server and
// scripts; shared/; pwa/; pwa/sw/, the service worker; tests/), two at a time (one per core), all reported.
import { spawn } from 'node:child_process';

const projects = ['pwa/tsconfig.json', 'tsconfig.json', 'tests/tsconfig.json', 'shared/tsconfig.json', 'pwa/sw/tsconfig.json'];
const run = (project) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project, '--noEmit'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ project, code, output }));
  });

const queue = [...projects];
const results = [];
await Promise.all(
  Array.from({ length: 2 }, async () => {
    while (queue.length) results.push(await run(queue.shift()));
  }),
);
let failed = false;
for (const { project, code, output } of results) {
  if (code !== 0) failed = true;
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${project}`);
  if (output.trim()) console.log(output.trim());
}
process.exit(failed ? 1 : 0);
