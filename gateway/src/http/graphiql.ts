// GraphiQL at GET /graphql (in a browser): a small HTML page, and its code as static files under
// /graphiql-assets/<version>/, cached for a year (immutable), so that a second visit loads only the page.
//
// The code is @graphql-yoga/render-graphiql's build (GraphiQL with Monaco, its CSS and Monaco's three workers,
// ~9 MB), which that package's own renderGraphiQL inlines into every answer. Served from here it works offline (no
// CDN) under a strict policy: no inline script and no eval (the options travel in a JSON data block read by start.js),
// and the workers are files of this origin instead of blob: URLs.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Hono } from 'hono';
import type { AppEnv } from './env.js';

const require = createRequire(import.meta.url);
const RENDER_GRAPHIQL_VERSION: string = (require('@graphql-yoga/render-graphiql/package.json') as { version: string }).version;

/** Sets Monaco's worker files, then draws GraphiQL once graphiql.js (deferred after it) has run. */
const START_JS = `// Starts GraphiQL: Monaco's workers from this directory, the options from the page's JSON data block.
(function () {
  var base = new URL('.', document.currentScript.src).href;
  var workers = { editorWorkerService: 'editor.worker.js', json: 'json.worker.js', graphql: 'graphql.worker.js' };
  self.MonacoEnvironment = {
    globalAPI: false,
    getWorkerUrl: function (_moduleId, label) {
      return base + (workers[label] || workers.editorWorkerService);
    },
  };
  document.addEventListener('DOMContentLoaded', function () {
    var options = JSON.parse(document.getElementById('graphiql-options').textContent || '{}');
    YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), options);
  });
})();
`;

/** In every asset URL: a new package version or a new start.js is a new URL, never a stale cached file. */
export const GRAPHIQL_ASSETS_VERSION = `${RENDER_GRAPHIQL_VERSION}-${createHash('sha256').update(START_JS).digest('hex').slice(0, 8)}`;
export const GRAPHIQL_ASSETS_PATH = `/graphiql-assets/${GRAPHIQL_ASSETS_VERSION}/`;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

type Build = typeof import('@graphql-yoga/render-graphiql/graphiql');

const FILES: Record<string, { type: string; content: (build: Build) => string | Buffer }> = {
  'start.js': { type: 'text/javascript; charset=utf-8', content: () => START_JS },
  'graphiql.js': { type: 'text/javascript; charset=utf-8', content: (b) => b.js },
  'graphiql.css': { type: 'text/css; charset=utf-8', content: (b) => b.css },
  'editor.worker.js': { type: 'text/javascript; charset=utf-8', content: (b) => b.editorWorkerService },
  'json.worker.js': { type: 'text/javascript; charset=utf-8', content: (b) => b.jsonWorker },
  'graphql.worker.js': { type: 'text/javascript; charset=utf-8', content: (b) => b.graphqlWorker },
  // A data: URL in the build; a file of its own here, cached like the rest.
  'favicon.ico': { type: 'image/x-icon', content: (b) => Buffer.from(b.favicon.slice(b.favicon.indexOf(',') + 1), 'base64') },
};

interface Prepared {
  type: string;
  raw: Buffer;
  gzip: Buffer;
}

const gzipAsync = promisify(gzip);
const prepared = new Map<string, Promise<Prepared>>();
let build: Promise<Build> | undefined;

/**
 * One asset, read from the build and gzipped once per process on first use (the 9 MB module is not even loaded
 * until then). Gzip, not Brotli: on this code Brotli at a quality that takes under a second is no smaller.
 */
function asset(name: string): Promise<Prepared> | undefined {
  const file = FILES[name];
  if (!file) return undefined;
  let ready = prepared.get(name);
  if (!ready) {
    build ??= import('@graphql-yoga/render-graphiql/graphiql');
    ready = build.then(async (b) => {
      const content = file.content(b);
      const raw = typeof content === 'string' ? Buffer.from(content) : content;
      return { type: file.type, raw, gzip: await gzipAsync(raw, { level: 9 }) };
    });
    ready.catch(() => prepared.delete(name)); // a failure is retried by the next request
    prepared.set(name, ready);
  }
  return ready;
}

/** Serves GET /graphiql-assets/<version>/<file>: this version's files only (another version's answer 404). */
export function mountGraphiQLAssets(app: Hono<AppEnv>): void {
  app.get('/graphiql-assets/:version/:file', async (c) => {
    const ready = c.req.param('version') === GRAPHIQL_ASSETS_VERSION ? asset(c.req.param('file')) : undefined;
    if (!ready) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    const file = await ready;
    c.header('Content-Type', file.type);
    c.header('Cache-Control', IMMUTABLE);
    c.header('Vary', 'Accept-Encoding');
    if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      c.header('Content-Encoding', 'gzip');
      return c.body(new Uint8Array(file.gzip));
    }
    return c.body(new Uint8Array(file.raw));
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The page, for Yoga's `renderGraphiQL` option: a few hundred bytes of HTML naming the asset files, with Yoga's
 * GraphiQL options (title, default query...) as JSON that start.js hands to GraphiQL.
 */
export function renderGraphiQLPage(options?: { title?: string; favicon?: string } & Record<string, unknown>): string {
  // Starts reading and compressing the code while the browser parses the page.
  for (const name of Object.keys(FILES)) void asset(name)?.catch(() => undefined);
  const base = GRAPHIQL_ASSETS_PATH;
  // In a JSON data block only "</script" or "<!--" could end it early: no "<" at all then.
  const json = JSON.stringify(options ?? {}).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(options?.title || 'GraphiQL')}</title>
    <link rel="icon" href="${escapeHtml(options?.favicon || `${base}favicon.ico`)}" />
    <link rel="stylesheet" href="${base}graphiql.css" />
    <script defer src="${base}start.js"></script>
    <script defer src="${base}graphiql.js"></script>
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>You need to enable JavaScript to run GraphiQL.</noscript>
    <div id="root"></div>
    <script type="application/json" id="graphiql-options">${json}</script>
  </body>
</html>
`;
}
