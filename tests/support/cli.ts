import { spawn } from 'node:child_process';
import path from 'node:path';
import { cachedBundle } from '../../scripts/bundleServer';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Each script bundled once per process, as the server child is (scripts/bundleServer.ts): under tsx's loader each run
 * cost about 2 CPU-seconds more, and the backup tests run the commands dozens of times in each engine's pass. The docs'
 * commands as written, `npm run backup` and the others under tsx, are run by tests/integration/operator-commands.test.ts.
 */
const bundles = new Map<string, Promise<string>>();
function bundled(script: string): Promise<string> {
  let bundle = bundles.get(script);
  if (!bundle) {
    bundle = cachedBundle(path.join(ROOT, 'node_modules/.cache/aqua-cli'), path.basename(script, '.ts'), {
      entryPoints: [path.join(ROOT, script)],
    });
    bundles.set(script, bundle);
  }
  return bundle;
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the operator's commands as `npm run <name> -- …` does (its script, here from a bundle of it, without npm's
 * banner), with the server's environment in `env` (DATABASE_FILE, DATABASE_URL, UPLOADS_DIR, NODE_ENV). `onOutput` sees
 * the output so far each time more arrives.
 */
export async function runCli(script: string, args: string[], env: NodeJS.ProcessEnv, onOutput?: (stdout: string) => void): Promise<CliRun> {
  const bundle = await bundled(script);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundle, ...args], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      onOutput?.(stdout);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
