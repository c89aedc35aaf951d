import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freshServerBundle } from '../../scripts/bundleServer';
import { freePort } from '../../scripts/soak/soak';

// A machine of the README's, in a temporary folder: the checkout at /srv/aqua-club, the backups at
// /var/backups/aqua-club, and on the PATH the few commands a test machine cannot run as an operator's can.
// Everything else (npm, node, curl, bash) is the machine's own.

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What the README's unit starts: the server as `npm run build` bundles it. */
const SERVER_START = 'node dist/.server/main.mjs';

/** One fenced shell block of a document, and the section it is under. */
export interface ShellBlock {
  /** `<heading> #<n>`: the n-th shell block under that heading. */
  key: string;
  file: string;
  line: number;
  text: string;
}

/** Every ```sh block of the markdown files, keyed by the heading above it. */
export function shellBlocks(files: readonly string[]): ShellBlock[] {
  const blocks: ShellBlock[] = [];
  for (const file of files) {
    const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
    let heading = file;
    const counts = new Map<string, number>();
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as string;
      const title = /^#+\s+(.*)$/.exec(line);
      if (title) heading = title[1] as string;
      if (!/^```(sh|bash|shell)\s*$/.test(line)) continue;
      const end = lines.indexOf('```', i + 1);
      const n = (counts.get(heading) ?? 0) + 1;
      counts.set(heading, n);
      blocks.push({ key: `${heading} #${n}`, file, line: i + 1, text: lines.slice(i + 1, end).join('\n') });
      i = end;
    }
  }
  return blocks;
}

/** The README's systemd unit for the server: its first ```ini block that runs the server's bundle. */
export function readmeUnit(): string {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const unit = [...readme.matchAll(/```ini\n([\s\S]*?)```/g)].map((m) => m[1] as string).find((text) => text.includes(SERVER_START));
  if (!unit) throw new Error(`README.md has no systemd unit running ${SERVER_START}`);
  return unit;
}

const SHIMS: Record<string, string> = {
  // One user runs everything here.
  sudo: `#!/bin/sh\n[ "$1" = "-u" ] && shift 2\nexec "$@"\n`,
  // The code under test is the checkout itself: no other release to pull or check out.
  git: `#!/bin/sh\ncase "$1" in pull|checkout) echo "(sandbox) git $*: the checkout under test stays as it is"; exit 0;; esac\nexec /usr/bin/git "$@"\n`,
  // node_modules and dist are the checkout's, shared with the tests running beside this one.
  npm: `#!/bin/sh\ncase "$1 $2" in "ci "*|"install "*|"run build") echo "(sandbox) npm $*: the checkout's node_modules and dist"; exit 0;; esac\nexec __NPM__ "$@"\n`,
  // systemd for one simple unit: start, stop, restart, as its [Service] section says.
  systemctl: `#!/usr/bin/env node
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const [command, name] = process.argv.slice(2);
const units = process.env.SANDBOX_UNITS;
const text = fs.readFileSync(path.join(units, name + '.service'), 'utf8');
const service = {};
for (const line of text.split('\\n')) {
  const m = /^(\\w+)=(.*)$/.exec(line.trim());
  if (m) (service[m[1]] ??= []).push(m[2]);
}
const pidFile = path.join(units, name + '.pid');
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
async function stop() {
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8'));
  if (alive(pid)) process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + Number(service.TimeoutStopSec?.[0] ?? 90) * 1000;
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  fs.rmSync(pidFile);
}
function start() {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME };
  for (const line of service.Environment ?? []) for (const pair of line.split(/\\s+/)) { const i = pair.indexOf('='); env[pair.slice(0, i)] = pair.slice(i + 1); }
  for (const entry of service.EnvironmentFile ?? []) {
    const file = entry.replace(/^-/, '');
    if (!fs.existsSync(file)) { if (entry.startsWith('-')) continue; throw new Error(file + ' missing'); }
    for (const line of fs.readFileSync(file, 'utf8').split('\\n')) { const m = /^([A-Z_]+)=(.*)$/.exec(line); if (m) env[m[1]] = m[2]; }
  }
  const [file, ...args] = service.ExecStart[0].split(/\\s+/);
  const log = fs.openSync(path.join(units, name + '.log'), 'a');
  const child = spawn(file, args, { cwd: service.WorkingDirectory?.[0], env, detached: true, stdio: ['ignore', log, log] });
  fs.writeFileSync(pidFile, String(child.pid));
  child.unref();
}
(async () => {
  if (command === 'stop' || command === 'restart') await stop();
  if (command === 'start' || command === 'restart') start();
})();
`,
};

export interface OperatorSandbox {
  dir: string;
  /** The checkout, as /srv/aqua-club. */
  install: string;
  backups: string;
  /** The port the README's 3000 stands for, and its 3100. */
  port: number;
  drillPort: number;
  /** A block's text with the README's paths and ports turned into the sandbox's. */
  local(text: string): string;
  /** Runs a shell block as written (bash -eu -o pipefail) in `cwd` (the checkout unless said), to its end. */
  run(block: ShellBlock, env?: Record<string, string>): Promise<{ code: number | null; output: string }>;
  /** Starts a block that runs until stopped; `stop` signals its process group and waits for it to end. */
  spawn(block: ShellBlock, env?: Record<string, string>): { proc: ChildProcess; output(): string; stop(): Promise<number | null> };
  /** What the unit's server wrote. */
  unitLog(): string;
}

export async function operatorSandbox(dir: string): Promise<OperatorSandbox> {
  const install = path.join(dir, 'srv/aqua-club');
  const backups = path.join(dir, 'var/backups/aqua-club');
  const units = path.join(dir, 'etc/systemd/system');
  const bin = path.join(dir, 'bin');
  for (const folder of [install, backups, units, bin]) fs.mkdirSync(folder, { recursive: true });
  // The checkout's files, its data folder and settings file its own.
  for (const entry of fs.readdirSync(ROOT)) {
    if (['data', '.env', '.git', 'dist'].includes(entry)) continue;
    fs.symlinkSync(path.join(ROOT, entry), path.join(install, entry));
  }
  // The build's files, but the server's bundle made from the code as it is now: a test never runs an older build.
  const dist = path.join(install, 'dist');
  fs.mkdirSync(path.join(dist, '.server'), { recursive: true });
  const built = path.join(ROOT, 'dist');
  for (const entry of fs.existsSync(built) ? fs.readdirSync(built) : [])
    if (entry !== '.server') fs.symlinkSync(path.join(built, entry), path.join(dist, entry));
  fs.copyFileSync(await freshServerBundle(), path.join(dist, '.server/main.mjs'));
  const npm = (process.env.PATH ?? '')
    .split(':')
    .map((folder) => path.join(folder, 'npm'))
    .find((file) => fs.existsSync(file) && !file.includes('node_modules'));
  if (!npm) throw new Error('npm is not on the PATH');
  for (const [name, text] of Object.entries(SHIMS)) fs.writeFileSync(path.join(bin, name), text.replace('__NPM__', npm), { mode: 0o755 });
  const port = await freePort();
  const drillPort = await freePort();
  const local = (text: string) =>
    text
      .replaceAll('/srv/aqua-club', install)
      .replaceAll('/var/backups/aqua-club', backups)
      .replaceAll('/tmp/drill', path.join(dir, 'tmp/drill'))
      .replaceAll('/etc/aqua-club.env', path.join(dir, 'etc/aqua-club.env'))
      .replace(/\b3000\b/g, String(port))
      .replace(/\b3100\b/g, String(drillPort));
  fs.writeFileSync(path.join(units, 'aqua-club.service'), local(readmeUnit()));
  const environment = (env: Record<string, string>) => ({
    PATH: `${bin}:${process.env.PATH}`,
    HOME: process.env.HOME ?? dir,
    SANDBOX_UNITS: units,
    ...env,
  });
  const start = (block: ShellBlock, env: Record<string, string>) => {
    const proc = spawn('bash', ['-euo', 'pipefail', '-c', local(block.text)], {
      cwd: install,
      env: environment(env),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    proc.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => proc.once('close', (code) => resolve(code)));
    return { proc, output: () => output, exited };
  };
  return {
    dir,
    install,
    backups,
    port,
    drillPort,
    local,
    async run(block, env = {}) {
      const started = start(block, env);
      const code = await started.exited;
      return { code, output: started.output() };
    },
    spawn(block, env = {}) {
      const started = start(block, env);
      return {
        proc: started.proc,
        output: started.output,
        async stop() {
          if (started.proc.exitCode === null && started.proc.signalCode === null) process.kill(-(started.proc.pid as number), 'SIGTERM');
          return started.exited;
        },
      };
    },
    unitLog: () => {
      const file = path.join(units, 'aqua-club.log');
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    },
  };
}
