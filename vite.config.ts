import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleServer } from './scripts/bundleServer';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

// Every client build (`npm run build`, `npx vite build`) also builds the public
// site's server renderer into dist/.ssr (vite.ssr.config.ts), and the server
// itself into dist/.server (scripts/bundleServer.ts): the client build empties
// dist/, and a server without the renderer serves only the shell.
function serverRenderer(): Plugin {
  let ssr = false;
  return {
    name: 'aqua-server-renderer',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      await build({ configFile: fileURLToPath(new URL('./vite.ssr.config.ts', import.meta.url)), logLevel: 'warn' });
      await bundleServer();
    },
  };
}

// dist/build.json: the commit this build was made from (BUILD_COMMIT, else git's HEAD), which /healthz reports on a
// server whose folder was copied without .git (server/lib/version.ts).
function buildInfo(): Plugin {
  let outDir = '';
  return {
    name: 'aqua-build-info',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir) return;
      const git = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
      const commit = process.env.BUILD_COMMIT || (git.status === 0 ? git.stdout.trim() : '') || null;
      writeFileSync(resolve(outDir, 'build.json'), JSON.stringify({ commit, builtAt: new Date().toISOString() }) + '\n');
    },
  };
}

// The service worker precaches the app shell and the screens a seller uses offline; every other chunk (the dashboard's
// charts, the label codes, the Excel workers, the admin screens), the print fonts and images are cached when first
// used (the runtime routes of pwa/sw/sw.ts). Precached: the static imports of the entry, of these lazily loaded modules (paths in
// pwa/), and of vite-plugin-pwa's registration. Chosen in docs/decisions.md ("What the service worker precaches").
const PRECACHED_MODULES = [
  /^main\.tsx$/,
  /^app\/layouts\//, // the back-office, sign-in and brand frames
  /^ui\//, // every area's strings, every recipe, the toaster
  /^features\/(public|errors|backoffice)\//, // the public site's pages: the offline fallback renders them
  /^features\/operations\//, // the scan screens and the outbox
  /^features\/items\/ActivationRecordsPage\.tsx$/, // an outlet's activation records
  /^scan\//, // the camera's decoder: a seller scans offline on the first day
];

function precacheShell(): { plugin: Plugin; keep(url: string): boolean } {
  const precached = new Set<string>();
  const pwaDir = fileURLToPath(new URL('./pwa/', import.meta.url));
  const plugin: Plugin = {
    name: 'aqua-precache-shell',
    apply: 'build',
    generateBundle(_, bundle) {
      precached.clear();
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // By the modules a chunk holds, not by its facade: the bundler may merge a lazily imported module into a shared
      // chunk (features/operations went into one with no facade), and that chunk must be precached all the same.
      const precachedModule = (id: string) => id.startsWith(pwaDir) && PRECACHED_MODULES.some((re) => re.test(id.slice(pwaDir.length)));
      const roots = chunks.filter(
        (chunk) => chunk.isEntry || (chunk.facadeModuleId ?? '').includes('/workbox-window/') || chunk.moduleIds.some(precachedModule),
      );
      const stack = roots.map((chunk) => chunk.fileName);
      while (stack.length) {
        const file = stack.pop() as string;
        const chunk = byFile.get(file);
        if (precached.has(file) || !chunk) continue;
        precached.add(file);
        for (const css of chunk.viteMetadata?.importedCss ?? []) precached.add(css);
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) precached.add(asset); // the decoder's .wasm
        stack.push(...chunk.imports);
      }
    },
  };
  // Built files outside assets/ (index.html, the manifest, icons) are always precached.
  return { plugin, keep: (url) => !url.startsWith('assets/') || precached.has(url) };
}
const shellPrecache = precacheShell();

// Node loads graphql's CommonJS build for graphql-http and graphql-tools; the
// tests must use the same copy or graphql-js refuses to mix "two" graphqls.
const nodeResolve = {
  alias: [{ find: /^graphql$/, replacement: fileURLToPath(new URL('./node_modules/graphql/index.js', import.meta.url)) }],
};

// expect.poll() waits for a condition; its default bound (1 s) made each poll a hidden timing assertion that failed
// on a busy machine (issue 28). The bound only catches a hang, as Playwright's own 30 s waits do: a poll still ends
// as soon as its condition holds. docs/decisions.md "Tests wait for conditions".
const waitForConditions = { poll: { timeout: 30_000 } };

export default defineConfig({
  root: 'pwa',
  publicDir: 'public',
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph, read by the bundles bench (scripts/bench/bundles.bench.ts).
    manifest: true,
    rolldownOptions: {
      // Chakra's theme module builds its defaultThemeConfig with defineConfig (an
      // identity function); unmarked, that call keeps all ~80 recipes in the
      // first load even though the public site imports only a few (pwa/ui/theme.ts).
      treeshake: { manualPureFunctions: ['defineConfig'] },
    },
  },
  server: {
    proxy: { '/graphql': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
  plugins: [
    react(),
    shellPrecache.plugin,
    serverRenderer(),
    buildInfo(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      includeAssets: ['favicon-32.png', 'icons/apple-touch-icon-180.png'],
      manifest: {
        id: '/',
        name: 'نادي أكوا',
        short_name: 'نادي أكوا',
        description: 'نادي أكوا: أخبار النادي وخدماته، وتتبع معدات معالجة المياه وضمانها',
        lang: 'ar',
        dir: 'rtl',
        start_url: '/ar',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#ffffff',
        theme_color: '#283e7a',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // Our own service worker (pwa/sw/sw.ts → dist/sw.js, scope /): the caching generateSW made before, and the
      // outbox's Background Sync (docs/decisions.md "Our own service worker").
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,woff2,webmanifest,wasm}'],
        manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => shellPrecache.keep(entry.url)), warnings: [] })],
      },
    }),
  ],
  test: {
    // Each project's files share one module registry per worker (isolate: false): a fresh registry per file cost 2–3 s
    // of imports each, 700 s of a full run (docs/decisions.md "Test files share their worker's modules"). A file that
    // mocks a module starts from an empty registry itself (vi.resetModules, tests/integration/content-sanitize.test.ts).
    projects: [
      {
        resolve: nodeResolve,
        test: {
          name: 'unit',
          root,
          include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'pwa/**/*.test.{ts,tsx}', 'tests/support/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        resolve: nodeResolve,
        test: {
          name: 'integration',
          root,
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The same integration suite against PostgreSQL (npm test runs it when PostgreSQL is available).
        resolve: nodeResolve,
        test: {
          name: 'integration-pg',
          root,
          include: ['tests/integration/**/*.test.ts'],
          // Files whose subject never reaches the engine's own code: the HTTP edge's limits, static checks of the
          // schema and the PWA's documents, and a settings file that names its own SQLite file. They would run the same
          // on SQLite twice (docs/decisions.md "The PostgreSQL pass leaves out what no engine decides").
          exclude: [
            'tests/integration/{schema,pwa-operations,settings-file,keep-alive,limits,body-refusal,request-log,public-url}.test.ts',
          ],
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/support/pgGlobalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: nodeResolve,
        test: {
          name: 'e2e',
          expect: waitForConditions,
          root,
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One file, so one Chromium, at a time in a run; npm test runs two halves side by side on these 2-core machines
          // (scripts/test-suites.mjs). Within a file, tests marked concurrent (a walk over many screens) run up to three
          // at once: each waits mostly on its pages' answers.
          fileParallelism: false,
          maxConcurrency: 3,
          // A browser test that fails is run once more, and reported as retried: on a loaded 2-core CI
          // machine a screen can miss a 30 s wait once (docs/decisions.md "E2E retried once").
          retry: 1,
        },
      },
      {
        // Every benchmark at its smoke size (BENCH_SMOKE=1), each in a child process, one at a time: npm test's last
        // step, so a bench that no longer runs fails here (tests/bench/smoke.test.ts).
        resolve: nodeResolve,
        test: {
          name: 'bench-smoke',
          root,
          include: ['tests/bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
