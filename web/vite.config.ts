// Vite: builds the browser app into web/dist/client (with a manifest, so the server can name each page's CSS and
// JavaScript) and the server renderer into web/dist/server; in dev, proxies the API to the gateway.
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { readFile, writeFile } from 'node:fs/promises';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const ADMIN_SOURCES = `${path.resolve(import.meta.dirname, 'src/admin')}${path.sep}`;
const PUBLIC_DOCUMENTS = path.resolve(import.meta.dirname, 'src/gql');
const ADMIN_DOCUMENTS = path.resolve(import.meta.dirname, 'src/admin/gql');

/**
 * Each `graphql(\`…\`)` call becomes an import of its own typed document from the generated graphql.ts (codegen's
 * client-preset Babel plugin, the bundle-size step its documentation gives). Without it every call goes through
 * gql.ts's `graphql()`, whose map from each document's text to the document was in the file every page loads (the
 * text of every document of the site, again beside the parsed ones: 2 kB of every page's JavaScript, compressed).
 * The generated modules themselves are left alone.
 */
function graphqlDocumentImports(): Plugin {
  return {
    name: 'graphql-document-imports',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || file.includes(`${path.sep}node_modules${path.sep}`) || !code.includes('graphql(`')) return null;
      if (file.startsWith(`${PUBLIC_DOCUMENTS}${path.sep}`) || file.startsWith(`${ADMIN_DOCUMENTS}${path.sep}`)) return null;
      const [{ transformAsync }, { babelOptimizerPlugin }] = await Promise.all([import('@babel/core'), import('@graphql-codegen/client-preset')]);
      const result = await transformAsync(code, {
        filename: file,
        configFile: false,
        babelrc: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory: file.startsWith(ADMIN_SOURCES) ? ADMIN_DOCUMENTS : PUBLIC_DOCUMENTS, gqlTagName: 'graphql' }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
const COPY = '?admin-router-copy';
const ROUTER_PACKAGE = /^react-router(?:-dom)?(?:\/|$)/;

/**
 * The admin area's own copy of React Router in the browser build. A library module's code is one piece that every
 * chunk importing it shares, holding the union of what they use: with one copy, the data router the admin needs
 * (useBlocker) would be downloaded by every public page, whose declarative router needs 15 of its 33 kB gzipped.
 * Imports of react-router(-dom) from src/admin, and every import inside that copy, resolve to the same files under
 * another module id. Safe because no module outside src/admin renders inside the admin's router with router hooks
 * (src/admin/adminRouter.tsx).
 */
function adminRouterCopy(): Plugin {
  return {
    name: 'admin-router-copy',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options.ssr || !importer) return null;
      const fromCopy = importer.endsWith(COPY);
      const fromAdmin = importer.startsWith(ADMIN_SOURCES);
      if (!(fromCopy && (source.startsWith('.') || ROUTER_PACKAGE.test(source))) && !(fromAdmin && ROUTER_PACKAGE.test(source))) return null;
      const resolved = await this.resolve(source, importer.replace(COPY, ''), { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      return { ...resolved, id: `${resolved.id}${COPY}` };
    },
    load(id) {
      return id.endsWith(COPY) ? this.fs.readFile(id.slice(0, -COPY.length), { encoding: 'utf8' }) : null;
    },
  };
}

/**
 * How the browser build cuts the public site's code into files. Left to itself rolldown made a file of every set of
 * modules that a different set of pages shares: a course page asked for 16 scripts before its first paint, which a
 * phone on HTTP/1.1 (six connections) fetches in three waves of round trips (Lighthouse mobile: 92–95). Cut this way
 * it asks for six and every page downloads less (docs/decisions/003-server-rendering.md):
 * - app: everything the entry imports (React, the router, urql, the route table) joins the entry file, one file;
 * - widgets: the dialog and the carousel frame (used by most pages; Swiper itself stays on demand);
 * - marketing: the marketing layout, lead forms and call-to-action buttons (the landing page and the course pages);
 * - course: the course page's sections (the four course pages; their texts stay one file per course).
 * The admin area's copy of React Router (above) is never part of the entry's file.
 */
/**
 * The server puts each page's stylesheets into the page (`<style data-href="/assets/x.css">`, gateway/src/http/web-app.ts).
 * Vite's loader, before it adds a route's stylesheet, looks only for a `<link rel="stylesheet">` with that address,
 * and would fetch and apply the file again. A disabled link used to tell it, but Chromium 150 fetches disabled
 * stylesheet links too (every inlined file was downloaded a second time). This teaches the loader the inline ones.
 */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
export const PRELOAD_HELPER_LINKS = 'const links = document.getElementsByTagName("link");';
function inlineStylesAreLoaded(): Plugin {
  return {
    name: 'inline-styles-are-loaded',
    apply: 'build',
    transform(code, id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      // A Vite whose helper reads the page differently must not build a site that fetches every stylesheet twice.
      if (!code.includes(PRELOAD_HELPER_LINKS)) this.error(`Vite's preload helper no longer has ${PRELOAD_HELPER_LINKS} (web/vite.config.ts)`);
      const inline =
        'for (const style of document.querySelectorAll("style[data-href]")) { const href = new URL(style.getAttribute("data-href"), document.baseURI).href; preloadedHrefs.all.add(href); preloadedHrefs.styles.add(href); }';
      return { code: code.replace(PRELOAD_HELPER_LINKS, `${inline}\n${PRELOAD_HELPER_LINKS}`), map: null };
    },
  };
}

/**
 * The browser build's scripts and stylesheets, compressed once here (brotli at its best level, and gzip) beside each
 * file as `<name>.br` and `<name>.gz`: the gateway sends them as they are (serveStatic's `precompressed`), instead of
 * compressing every answer again with gzip at a fast level (the main script: 94 kB in brotli against 108 kB gzipped,
 * and no compression work per request). Files under 1 kB are left alone, as the gateway's compression leaves them.
 */
export const PRECOMPRESSED = /\.(?:js|css|svg|json)$/;
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir) return;
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => PRECOMPRESSED.test(file))
          .map(async (file) => {
            const full = path.join(options.dir!, file);
            const bytes = await readFile(full);
            if (bytes.byteLength < 1024) return;
            const br = brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } });
            await writeFile(`${full}.br`, br);
            await writeFile(`${full}.gz`, gzipSync(bytes, { level: 9 }));
          }),
      );
    },
  };
}

const CHUNK_GROUPS = [
  { name: 'app', tags: ['$initial' as const], test: (id: string) => !id.endsWith(COPY), priority: 4 },
  { name: 'widgets', test: /src[\\/]components[\\/](Modal|modal|carousel[\\/](?!SwiperTrack)|reducedMotion)/, priority: 3 },
  { name: 'marketing', test: /src[\\/](marketing[\\/](MarketingLayout|leads[\\/]|cta[\\/])|content[\\/](shared|types)\.ts|api[\\/]errors)/, priority: 2 },
  // The structured data (JSON-LD) helpers the home page, the job pages and the course pages share: in a file of their
  // own, or the course pages' file (which imports them for Course JSON-LD) would take them in and every job page would
  // download the course pages' 9.5 kB for them (it did: the jobs list, a job page and the home page were over 130 kB).
  // With the rule for places they use (a file of its own would be a seventh script on a course page).
  { name: 'jsonld', test: /src[\\/](public[\\/](organizationJsonLd|jobs[\\/]jobPostingJsonLd)|services[\\/]places)\.ts$/, priority: 2 },
  { name: 'course', test: /src[\\/]marketing[\\/]course[\\/](?!pages[\\/])/, priority: 1 },
  // The admin area (loaded only at /admin): Mantine in a file of its own, the admin's layout and dashboard, and each
  // other page in its own file (lazy in src/admin/AdminApp.tsx). As one file it was 550 kB (minified, 160 kB gzipped)
  // and Vite warned of chunks over 500 kB; the limit stays at Vite's 500 kB, so any file that large is still reported.
  // @mantine/charts is not in it: it stays with recharts in the dashboard's own on-demand file (admin/dashboard).
  { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](?!charts[\\/])/, priority: 1 },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [graphqlDocumentImports(), react(), adminRouterCopy(), inlineStylesAreLoaded(), ...(isSsrBuild ? [] : [precompressAssets()])],
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
      {
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        modulePreload: { polyfill: false },
        rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
      },
}));
