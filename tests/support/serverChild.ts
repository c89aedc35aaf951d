import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freshServerBundle } from '../../scripts/bundleServer';
import { freePort } from '../../scripts/soak/soak';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerChild {
  url: string;
  port: number;
  proc: ChildProcess;
  /** What the process wrote so far. */
  output(): { stdout: string; stderr: string };
  /** The exit code (or the signal's name) once it has exited. */
  exited: Promise<number | string | null>;
  /** Resolves once /healthz answers 200; rejects when the process exits first. */
  healthy(timeoutMs?: number): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface SpawnOptions {
  /** The command that starts the server, run in the repository (default: node on a bundle of the code as it is now, as `npm run build` makes it). */
  command?: readonly [string, ...string[]];
  /** The working folder (default: the repository's). */
  cwd?: string;
  /** In a process group of its own, as a supervisor starts it: `kill` then signals the whole group. */
  group?: boolean;
  /**
   * Only `env` over PATH and HOME, as an operator's shell has it: no test settings, PORT included (the settings
   * file names it, and `port` says which it is).
   */
  bare?: { port: number };
}

/**
 * The server as an operator runs it (`node dist/.server/main.mjs`), with `env` over a test environment (silent log, port given or
 * free). Its output is kept for the test to read.
 */
export async function spawnServer(env: Record<string, string>, options: SpawnOptions = {}): Promise<ServerChild> {
  const port = options.bare?.port ?? (env.PORT ? Number(env.PORT) : await freePort());
  const [file, ...args] = options.command ?? [process.execPath, await freshServerBundle()];
  const proc = spawn(file, args, {
    detached: options.group ?? false,
    cwd: options.cwd ?? ROOT,
    env: options.bare
      ? { PATH: process.env.PATH, HOME: process.env.HOME, ...env }
      : {
          ...process.env,
          HOST: '127.0.0.1',
          LOG_LEVEL: 'silent',
          NODE_ENV: 'test',
          SEED_DEMO: '0',
          DATABASE_URL: '',
          ...env,
          PORT: String(port),
        },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  proc.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  proc.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | string | null>((resolve) => proc.once('exit', (code, signal) => resolve(code ?? signal)));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    proc,
    output: () => ({ stdout, stderr }),
    exited,
    async healthy(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      const running = () => {
        if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}: ${stderr}`);
        if (Date.now() >= deadline) throw new Error(`server did not start in ${timeoutMs} ms: ${stderr}`);
        return true;
      };
      await healthOf(url, running);
    },
    async kill(signal: NodeJS.Signals = 'SIGKILL') {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      if (options.group && proc.pid) process.kill(-proc.pid, signal);
      else proc.kill(signal);
      await exited;
    },
  };
}

/** Waits for `url`'s /healthz to answer 200 while `running` holds; answers its body. */
export async function healthOf(
  url: string,
  running: () => boolean = () => true,
): Promise<{ ok: boolean; schemaVersion: number; commit: string }> {
  for (;;) {
    if (!running()) throw new Error(`stopped before ${url}/healthz answered`);
    try {
      const answer = await fetch(`${url}/healthz`);
      if (answer.ok) return (await answer.json()) as { ok: boolean; schemaVersion: number; commit: string };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
