// The web app: hashed assets (immutable), public files, server-rendered public pages from a page cache that every
// content change clears, and the plain shell for the client-rendered admin area (noindex).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import { cacheableUrl, cacheKey, isNeverCachedPath, preparePage, sendCached, type CachedPage, type PageCache } from '../cache/page-cache.js';
import { sanitizeRichTextForDisplay } from '../services/sanitize.js';
import type { AppEnv } from './env.js';
import type { LeadFormAnswer, LeadPostState } from './lead-form.js';
import { errorFields, log } from '../log.js';

/** What web/src/entry-server.tsx exports (the gateway does not compile web code; it loads the built renderer). */
interface PageHead {
  title?: string;
  description?: string;
  canonicalPath?: string;
  ogType?: 'website' | 'article';
  image?: string;
  noindex?: boolean;
}
type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; head: PageHead; chunks: string[]; dataScript: string; failed: boolean };
interface ServerRenderer {
  render(options: { request: Request; origin: string; fetchGraphQL: typeof fetch; sanitizeRichText: (html: string) => string; now?: number; leadForm?: LeadPostState }): Promise<RenderResult>;
  /** Paths the browser draws from the plain shell (the admin area): never server-rendered. */
  isClientOnlyPath(pathname: string): boolean;
  /** Pages whose lead form posts to their own URL without JavaScript. */
  acceptsLeadForm(pathname: string): boolean;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface WebAppOptions {
  /** web/dist: client/ (the browser build with its manifest) and server/ (the renderer). */
  distDir: string;
  /** Absolute origin for canonical URLs, Open Graph and structured data (PUBLIC_URL). */
  publicUrl: string;
  /** Answers a GraphQL request in-process (Yoga's fetch), with the visitor's address for its context. */
  graphql(request: Request, clientAddress: string): Promise<Response>;
  /** Where rendered pages are kept until the content changes; without one every page is rendered afresh. */
  pageCache?: PageCache;
  /** The site's name from its settings (og:site_name); the shell's own when absent. */
  siteName?: () => Promise<string>;
  /** Stores a lead form posted without JavaScript (lead-form.ts); the page is rendered again with the outcome. */
  leadForm?: (c: Context<AppEnv>) => Promise<LeadFormAnswer>;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The stylesheets and module preloads of on-demand chunks, with everything they import statically. */
export function chunkAssets(manifest: Manifest, chunks: string[], alreadyInShell: Set<string>): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (!alreadyInShell.has(chunk.file)) js.add(chunk.file);
    for (const file of chunk.css ?? []) if (!alreadyInShell.has(file)) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  chunks.forEach(visit);
  return { css: [...css], js: [...js] };
}

/** A stylesheet's text; the server puts page CSS into the page itself (see composePage). */
export type CssReader = (file: string) => string;

/**
 * A built stylesheet as an inline <style> (the name kept in data-href). Page CSS is small (about 7-12 kB compressed
 * per page) and would otherwise block the first paint for a round trip per file on a phone's connection.
 */
function inlineStyle(file: string, readCss: CssReader): string {
  // data-href also tells the app's loader (Vite's, taught by web/vite.config.ts) that this stylesheet is already on
  // the page, so navigating in the browser does not fetch and add it a second time.
  return `<style data-href="/${file}">${readCss(file).replace(/<\/style/gi, '<\\/style')}</style>`;
}

function headTags(head: PageHead, origin: string, assets: { css: string[]; js: string[] }, readCss: CssReader): string {
  const tags: string[] = [];
  const canonical = head.canonicalPath ? `${origin}${head.canonicalPath}` : undefined;
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  if (head.noindex) tags.push('<meta name="robots" content="noindex, follow">');
  if (head.title) tags.push(`<meta property="og:title" content="${escapeHtml(head.title)}">`);
  if (head.description) tags.push(`<meta property="og:description" content="${escapeHtml(head.description)}">`);
  if (canonical) tags.push(`<meta property="og:url" content="${escapeHtml(canonical)}">`);
  const image = head.image ? new URL(head.image, origin).href : `${origin}/media/og-default.jpg`;
  tags.push(`<meta property="og:image" content="${escapeHtml(image)}">`, '<meta name="twitter:card" content="summary_large_image">');
  tags.push(`<link rel="alternate" type="application/rss+xml" title="Newest jobs" href="${escapeHtml(origin)}/feed.xml">`);
  for (const file of assets.css) tags.push(inlineStyle(file, readCss));
  for (const file of assets.js) tags.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
  return tags.join('\n    ');
}

/** Puts a rendered page into the built index.html. */
export function composePage(
  template: string,
  page: Extract<RenderResult, { kind: 'page' }>,
  origin: string,
  assets: { css: string[]; js: string[] },
  readCss: CssReader,
  siteName?: string,
): string {
  // React puts the resources it found (image preloads) first in the app's HTML: they belong in the head, where the
  // browser sees them before anything else. Hydration does not expect them inside the root either.
  const leading = /^(?:<link [^>]*\/?>)+/.exec(page.html)?.[0] ?? '';
  const appHtml = page.html.slice(leading.length);
  // The shell's own stylesheet goes inline too.
  let html = template.replace(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">/g, (_tag, file: string) => inlineStyle(file, readCss));
  if (page.head.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.head.title)}</title>`);
  if (page.head.description) html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(page.head.description)}" />`);
  if (siteName) html = html.replace(/<meta property="og:site_name" content="[^"]*"\s*\/?>/, `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`);
  if (page.head.ogType === 'article') html = html.replace('<meta property="og:type" content="website" />', '<meta property="og:type" content="article" />');
  html = html.replace('</head>', `  ${headTags(page.head, origin, assets, readCss)}${leading ? `\n    ${leading}` : ''}\n  </head>`);
  return html.replace('<div id="root"></div>', `<div id="root">${appHtml}</div>\n    ${page.dataScript}`);
}

export function mountWebApp(app: Hono<AppEnv>, options: WebAppOptions): void {
  const clientDir = path.join(options.distDir, 'client');
  const rendererPath = path.join(options.distDir, 'server', 'entry-server.js');
  const notBuilt = 'The web app is not built yet: run `npm run build` (or `npm start`).';
  if (!existsSync(clientDir)) {
    app.get('*', (c) => c.text(notBuilt, 503));
    app.all('*', (c) => c.json({ success: false, message: 'Not found' }, 404));
    return;
  }

  const root = path.relative(process.cwd(), clientDir) || '.';
  // The template and the build's manifest are the renderer's, not pages or files of the site: the template alone is an
  // empty page (its address is the home page's), the manifest nobody's business.
  app.get('/index.html', (c) => c.redirect(`/${new URL(c.req.url).search}`, 301));
  app.all('/.vite/*', (c) => c.text('Not found', 404));
  // The build compressed each script and stylesheet once (brotli and gzip, web/vite.config.ts): sent as they are, to a
  // client that accepts them, rather than compressed again at every request.
  app.use('/assets/*', serveStatic({ root, precompressed: true, onFound: (_p, c) => void c.header('Cache-Control', 'public, max-age=31536000, immutable') }));
  const publicFiles = serveStatic({ root });
  const publicEtag = etag();
  // Only paths that name a file (favicon.svg, logos/x.svg); pages fall through to the renderer. A file that is not
  // there is a plain 404, not a rendered page (a missing logo must not cost a page render). A file found is kept an
  // hour, then asked again: its ETag (of the content) lets that answer be a 304 instead of the file again.
  const namesFile = (p: string) => /\.[a-z0-9]+$/i.test(p);
  app.use('*', async (c, next) => {
    if (!namesFile(c.req.path)) return next();
    await publicEtag(c, next);
    if (c.res.status === 200 || c.res.status === 304) c.res.headers.set('Cache-Control', 'public, max-age=3600');
  });
  app.use('*', (c, next) => (namesFile(c.req.path) ? publicFiles(c, next) : next()));
  app.get('*', (c, next) => (namesFile(c.req.path) ? c.text('Not found', 404) : next()));

  const cache = options.pageCache;

  // Read once, on first use (the build may finish after the gateway starts in development).
  let loaded: Promise<{ renderer: ServerRenderer; template: string; adminShell: string; manifest: Manifest; shellFiles: Set<string>; readCss: CssReader }> | null = null;
  const load = () =>
    (loaded ??= (async () => {
      const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      const renderer = (await import(pathToFileURL(rendererPath).href)) as ServerRenderer;
      const shellFiles = new Set([...template.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((m) => m[1]!));
      // The public pages work without script (the template's head carries their <noscript> style); the admin area
      // does not, and says so.
      const adminShell = template
        .replace('</head>', '  <meta name="robots" content="noindex, nofollow">\n  </head>')
        .replace('<div id="root"></div>', '<noscript><p>The admin area needs JavaScript: please turn it on.</p></noscript>\n    <div id="root"></div>');
      const stylesheets = new Map<string, string>();
      const readCss: CssReader = (file) => {
        let css = stylesheets.get(file);
        if (css === undefined) stylesheets.set(file, (css = readFileSync(path.join(clientDir, file), 'utf8')));
        return css;
      };
      return { renderer, template, adminShell, manifest, shellFiles, readCss };
    })().catch((err: unknown) => {
      loaded = null;
      throw err;
    }));

  const send = (c: Context<AppEnv>, page: CachedPage, cacheState: 'hit' | 'miss' | 'bypass', renderMs?: number) =>
    sendCached(c, page, 'X-Page-Cache', cacheState, renderMs);

  /** The built app, or the 503 that says it is not built (logged once per request that needed it). */
  const loadOr503 = async (c: Context<AppEnv>) => {
    try {
      return { web: await load() };
    } catch (err) {
      log.error(errorFields(err, true), 'the server renderer could not be loaded');
      return { failed: c.text(notBuilt, 503) };
    }
  };
  type Web = Awaited<ReturnType<typeof load>>;
  /** What every render of a page is given: the site's origin, GraphQL executed in-process for this client, the sanitiser. */
  const renderInput = (c: Context<AppEnv>, url: string) => {
    const clientAddress = c.get('clientAddress');
    return {
      request: new Request(url, { method: 'GET' }),
      origin: options.publicUrl,
      fetchGraphQL: async (input: unknown, init?: RequestInit) => options.graphql(new Request(input as string, init), clientAddress),
      sanitizeRichText: sanitizeRichTextForDisplay,
    };
  };
  /** A rendered page's whole HTML: the template, the chunks it needs, its head and the site's name. */
  const pageHtml = async (web: Web, result: Extract<RenderResult, { kind: 'page' }>) => {
    const assets = chunkAssets(web.manifest, result.chunks, web.shellFiles);
    const siteName = await options.siteName?.().catch(() => undefined);
    return composePage(web.template, result, options.publicUrl, assets, web.readCss, siteName);
  };

  app.get('*', async (c) => {
    const { web, failed } = await loadOr503(c);
    if (!web) return failed;
    const url = new URL(c.req.url);
    // One address per page: "/jobs/x/" is "/jobs/x" (a 301, query kept). Leading slashes are folded too, so that
    // "//other.example/" cannot become a redirect to another site.
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      return c.redirect(`/${url.pathname.replace(/^\/+|\/+$/g, '')}${url.search}`, 301);
    }
    if (web.renderer.isClientOnlyPath(url.pathname)) {
      c.header('Cache-Control', 'no-cache');
      c.header('X-Robots-Tag', 'noindex, nofollow');
      return c.html(web.adminShell);
    }

    // The page is drawn from its address without the click ids (and, unless it has a lead form, the campaign) that
    // its cache key leaves out, so that no cached page holds one visitor's parameters (page-cache.ts).
    const keyOptions = { keepCampaign: web.renderer.acceptsLeadForm?.(url.pathname) ?? true };
    const key = cacheKey(url, keyOptions);
    const pageUrl = cacheableUrl(url, keyOptions);
    const neverCached = isNeverCachedPath(url.pathname);
    const cached = neverCached ? undefined : cache?.get(key);
    if (cached) return send(c, cached, 'hit');

    const generation = cache?.currentGeneration ?? 0;
    const started = performance.now();
    let result: RenderResult;
    try {
      result = await web.renderer.render(renderInput(c, pageUrl.href));
    } catch (err) {
      log.error({ ...errorFields(err, true), path: url.pathname }, 'server render failed');
      // The browser can still draw the page itself from the shell; crawlers see the failure.
      c.header('Cache-Control', 'no-store');
      return c.html(web.template, 500);
    }
    const renderMs = performance.now() - started;
    if (result.kind === 'redirect') {
      const page = preparePage(result.status, '', result.location);
      cache?.set(key, page, generation);
      return send(c, page, 'miss', renderMs);
    }
    const html = await pageHtml(web, result);
    const status = result.failed ? 503 : result.status;
    const page = preparePage(status, html);
    if (neverCached) {
      c.header('X-Robots-Tag', 'noindex, nofollow');
      const answer = send(c, page, 'bypass', renderMs);
      // After send (which says no-cache): not even a browser or proxy keeps the preview.
      answer.headers.set('Cache-Control', 'no-store');
      return answer;
    }
    if (result.failed) c.header('Retry-After', '30');
    // A refused address (400: a made-up cursor) is answered afresh: anyone can make up a thousand of them.
    const keep = !result.failed && status !== 400;
    if (keep) cache?.set(key, page, generation);
    return send(c, page, keep ? 'miss' : 'bypass', renderMs);
  });
  // A lead form posted without JavaScript to its page's URL: the same page with the form's outcome, never cached
  // (it holds what one visitor typed).
  const leadForm = options.leadForm;
  if (leadForm) {
    app.post('*', async (c, next) => {
      const { web, failed } = await loadOr503(c);
      if (!web) return failed;
      const url = new URL(c.req.url);
      if (!web.renderer.acceptsLeadForm?.(url.pathname)) return next();
      c.header('Cache-Control', 'no-store');
      const answer = await leadForm(c);
      if (answer.kind === 'refused') return c.text(answer.message, answer.status as 400);
      // The query names what the page is about (the enquiry page's course and button), never what was typed.
      const result = await web.renderer.render({ ...renderInput(c, `${url.origin}${url.pathname}${url.search}`), leadForm: answer.state });
      if (result.kind === 'redirect') return c.text('Not found', 404);
      return c.html(await pageHtml(web, result), (result.failed ? 503 : answer.status) as 200);
    });
  }
  app.all('*', (c) => c.json({ success: false, message: 'Not found' }, 404));
}
