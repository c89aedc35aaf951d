import { mergeConfig } from 'vite';
import base from './vite.config';

// The server renderer of the public site (pwa/ssr/entry-server.tsx → dist/.ssr,
// loaded by server/web/ssr.ts and its render workers). Everything is bundled, React included, so the
// renderer runs React's production build whatever NODE_ENV the server has
// (the development build renders several times slower).
export default mergeConfig(base, {
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: true,
    rollupOptions: {
      // The render worker (server/web/renderWorker.ts) is built here because a worker thread needs JavaScript; it
      // loads the renderer by path. jsdom stays in node_modules: it reads its own files.
      input: { 'entry-server': 'ssr/entry-server.tsx', 'render-worker': '../server/web/renderWorker.ts' },
      external: ['jsdom'],
      output: { entryFileNames: '[name].js' },
    },
    outDir: '../dist/.ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
  },
});
