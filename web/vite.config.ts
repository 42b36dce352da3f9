// Vite: builds the browser app into web/dist/client (with a manifest, so the server can name each page's CSS and
// JavaScript) and the server renderer into web/dist/server; in dev, proxies the API to the gateway.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': 'http://localhost:4000',
      '/api': 'http://localhost:4000',
      '/uploads': 'http://localhost:4000',
    },
  },
  // Swiper's components import their CSS: bundle them into the server build, where Vite drops the CSS imports.
  ssr: { noExternal: ['swiper'] },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, sourcemap: false, copyPublicDir: false, rollupOptions: { input: 'src/entry-server.tsx' } }
    : { outDir: 'dist/client', emptyOutDir: true, sourcemap: false, manifest: true },
}));
