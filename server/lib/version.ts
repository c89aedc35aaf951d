import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const APP_VERSION: string = (require('../../package.json') as { version: string }).version;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Written by every `vite build` (vite.config.ts, buildInfo): the commit the build was made from. */
export const BUILD_INFO_FILE = 'build.json';

let commit: string | undefined;

/**
 * The commit this server runs: BUILD_COMMIT when set (a container image built without .git passes it in); else the
 * checkout's HEAD when this folder is a git checkout (the code tsx runs is the checkout's); else the commit the build
 * recorded in dist/build.json (a built folder copied without .git); else "unknown". docs/decisions.md "The build's commit".
 */
export function buildCommit(staticDir = path.join(ROOT, 'dist')): string {
  commit ??= process.env.BUILD_COMMIT || fromGit() || fromBuildInfo(staticDir) || 'unknown';
  return commit;
}

function fromGit(): string | undefined {
  if (!fs.existsSync(path.join(ROOT, '.git'))) return undefined;
  const git = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8', timeout: 5_000 });
  const hash = git.status === 0 ? git.stdout.trim() : '';
  return /^[0-9a-f]{40}$/.test(hash) ? hash : undefined;
}

function fromBuildInfo(staticDir: string): string | undefined {
  try {
    const info = JSON.parse(fs.readFileSync(path.join(staticDir, BUILD_INFO_FILE), 'utf8')) as { commit?: unknown };
    return typeof info.commit === 'string' && info.commit ? info.commit : undefined;
  } catch {
    return undefined;
  }
}
