import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
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

/**
 * `node server/main.ts` as an operator runs it, with `env` over a test environment (silent log, port given or
 * free). Its output is kept for the test to read.
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerChild> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
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
      while (Date.now() < deadline) {
        if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}: ${stderr}`);
        try {
          if ((await fetch(`${url}/healthz`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`server did not start in ${timeoutMs} ms: ${stderr}`);
    },
    async kill(signal: NodeJS.Signals = 'SIGKILL') {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill(signal);
      await exited;
    },
  };
}
