// Vite: builds the browser app into web/dist/client (with a manifest, so the server can name each page's CSS and
// JavaScript) and the server renderer into web/dist/server; in dev, proxies the API to the gateway.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  server: {
    port: 5173,
    // The gateway's port: PORT as the gateway reads it (scripts/dev.mjs passes it on), 4000 when unset.
    proxy: Object.fromEntries(['/graphql', '/api', '/uploads'].map((prefix) => [prefix, `http://localhost:${process.env.PORT?.trim() || '4000'}`])),
  },
  // Swiper's components import their CSS: bundle them into the server build, where Vite drops the CSS imports.
  ssr: { noExternal: ['swiper'] },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, sourcemap: false, copyPublicDir: false, rollupOptions: { input: 'src/entry-server.tsx' } }
    : // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the entry.
      { outDir: 'dist/client', emptyOutDir: true, sourcemap: false, manifest: true, modulePreload: { polyfill: false } },
}));
