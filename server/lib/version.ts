import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The app's folder: the nearest one up from this code that holds package.json. The same whether this file runs as
 * itself (tsx, the tests) or inside the server's bundle (dist/.server, scripts/bundleServer.ts).
 */
const ROOT = (() => {
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(start, '../..');
  }
})();
export const APP_VERSION: string = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
/** Written by every `vite build` (vite.config.ts, buildInfo): the commit the build was made from. */
export const BUILD_INFO_FILE = 'build.json';

let commit: string | undefined;

/**
 * The commit this server runs: BUILD_COMMIT when set (a container image built without .git passes it in); else the
 * checkout's HEAD when this folder is a git checkout (the server runs the checkout's code, built from it); else the commit the build
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
