import { mergeConfig } from 'vite';
import base from './vite.config';

// The server renderer of the public site (pwa/ssr/entry-server.tsx → dist/.ssr,
// loaded by server/web/ssr.ts). Everything is bundled, React included, so the
// renderer runs React's production build whatever NODE_ENV the server has
// (the development build renders several times slower).
export default mergeConfig(base, {
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'ssr/entry-server.tsx',
    outDir: '../dist/.ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
  },
});
