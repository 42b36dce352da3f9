// A page's title, description, canonical URL and link-preview tags. The server collects them for the HTML <head> it
// sends; in the browser they are kept up to date as the visitor moves between pages.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useServerRender, useSiteOrigin, type PageHead } from '../ssr/RenderContext';

/** Plain text of some HTML, shortened at a word boundary to `max` characters (for meta descriptions). */
export function summarise(text: string, max = 160): string {
  const plain = text.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

function headElement(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  const selector = `meta[${attribute}="${key}"]`;
  if (content === undefined) {
    document.head.querySelector(selector)?.remove();
    return;
  }
  headElement(selector, () => {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    return meta;
  }).setAttribute('content', content);
}

function applyHead(head: PageHead, origin: string): void {
  if (head.title) document.title = head.title;
  setMeta('name', 'description', head.description);
  setMeta('property', 'og:title', head.title);
  setMeta('property', 'og:description', head.description);
  setMeta('name', 'robots', head.noindex ? 'noindex, follow' : undefined);
  if (head.canonicalPath) {
    const url = `${origin}${head.canonicalPath}`;
    headElement('link[rel="canonical"]', () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    }).setAttribute('href', url);
    setMeta('property', 'og:url', url);
  }
}

export function usePageMeta(title: string | undefined, description?: string, options: Omit<PageHead, 'title' | 'description'> = {}): void {
  const server = useServerRender();
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const head: PageHead = { title, description, ...options, canonicalPath: options.canonicalPath ?? pathname };
  if (server && title) server.head = head;
  const key = JSON.stringify(head);
  useEffect(() => {
    if (title) applyHead(JSON.parse(key) as PageHead, origin);
  }, [key, title, origin]);
}
