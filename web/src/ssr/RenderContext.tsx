// What a page needs to know about the render it is part of: the time and the site's public origin (the same on the
// server and in the hydrating browser, so the HTML matches), and, on the server only, where a page reports its head
// tags, its HTTP status and the on-demand chunks it drew.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

export interface PageHead {
  title?: string;
  description?: string;
  /** Path (and query, if it names a different page) of the canonical URL; the server makes it absolute. */
  canonicalPath?: string;
  /** Open Graph type: website (default) or article. */
  ogType?: 'website' | 'article';
  /** An image for link previews (a path on this site or an absolute URL). */
  image?: string;
  /** Keep this page out of search results (e.g. filtered lists, not-found pages). */
  noindex?: boolean;
}

/** Filled while the server renders one request; null in the browser. */
export interface ServerRenderRecord {
  head: PageHead;
  status: number;
  /** The on-demand page modules drawn (Vite manifest keys such as src/public/jobs/JobDetailPage.tsx). */
  chunks: Set<string>;
  /** Where a page that only leads elsewhere (a course alias) sends the visitor: the server answers 301 to it. */
  permanentRedirect?: string;
}

export interface RenderInfo {
  /** Milliseconds since the epoch at which the server rendered the page. */
  now: number;
  /** The site's public origin, e.g. https://www.example.com (never taken from the request's Host header). */
  origin: string;
}

interface RenderContextValue extends RenderInfo {
  server: ServerRenderRecord | null;
  /** The server's rich-text sanitiser (the browser uses DOMPurify, which needs a DOM). */
  sanitizeRichText?: (html: string) => string;
}

const fallback: RenderContextValue = {
  now: Date.now(),
  origin: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  server: null,
};

const RenderContext = createContext<RenderContextValue>(fallback);

/** True in the browser from the start until the server-rendered page has hydrated (the root's effects have run). */
let hydrating = typeof document !== 'undefined' && document.getElementById('ssr-data') !== null;

/** Whether the page is still hydrating the server's HTML (what a component draws now must match it). */
export function isHydrating(): boolean {
  return hydrating;
}

/** Server side: one provider per request, with its record. */
export function ServerRenderProvider({
  info,
  record,
  sanitizeRichText,
  children,
}: {
  info: RenderInfo;
  record: ServerRenderRecord;
  sanitizeRichText: (html: string) => string;
  children: ReactNode;
}) {
  return <RenderContext.Provider value={{ ...info, server: record, sanitizeRichText }}>{children}</RenderContext.Provider>;
}

/**
 * Browser side: the server's time first (so hydration matches), then the browser's own clock once a minute. (Not
 * at once: an update while hydration is under way would make React throw away server HTML it has not reached yet.)
 */
export function ClientRenderProvider({ info, children }: { info: RenderInfo; children: ReactNode }) {
  const [now, setNow] = useState(info.now);
  useEffect(() => {
    // The page is live (hydrated or drawn): journeys and scripts can tell from <html data-hydrated>.
    document.documentElement.dataset.hydrated = '';
    hydrating = false;
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return <RenderContext.Provider value={{ now, origin: info.origin, server: null }}>{children}</RenderContext.Provider>;
}

/** "Now" for anything drawn from the time (posted 3 days ago, the footer's year). */
export function useNow(): Date {
  return new Date(useContext(RenderContext).now);
}

export function useSiteOrigin(): string {
  return useContext(RenderContext).origin;
}

/** The server's record of this render (null in the browser). */
export function useServerRender(): ServerRenderRecord | null {
  return useContext(RenderContext).server;
}

/** The server's sanitiser while rendering there, undefined in the browser. */
export function useServerSanitizer(): ((html: string) => string) | undefined {
  return useContext(RenderContext).sanitizeRichText;
}

/** Answer this HTTP status for the page (e.g. 404 on a not-found page). Only the server reads it. */
export function useHttpStatus(status: number): void {
  const server = useServerRender();
  if (server) server.status = status;
}

/** This address only leads to `to` (a path): the server answers 301 to it with the query kept. Only the server reads it. */
export function usePermanentRedirect(to: string): void {
  const server = useServerRender();
  if (server) server.permanentRedirect = to;
}
