// A page's title, description, canonical URL and link-preview tags. The server collects them for the HTML <head> it
// sends; in the browser they are kept up to date as the visitor moves between pages.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useServerRender, useSiteOrigin, type PageHead } from '../ssr/RenderContext';

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The character an entity stands for, or the entity itself when it is not one this knows. */
function decodeEntity(entity: string, name: string): string {
  if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return entity;
  return code === 0xa0 ? ' ' : String.fromCodePoint(code);
}

/**
 * Plain text of some HTML (e.g. a job's or a story's sanitised rich text): its tags dropped and its entities decoded,
 * each once and in one pass ("&amp;lt;" is the text "&lt;"), white space collapsed. Only for HTML: text typed as
 * text (a title, a company's name) is already plain and goes to `shorten` as it is.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]+);/g, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text with its white space collapsed, shortened at a word boundary to `max` characters (meta descriptions). */
export function shorten(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** Plain text of some HTML, shortened at a word boundary to `max` characters (for meta descriptions). */
export function summarise(html: string, max = 160): string {
  return shorten(htmlToText(html), max);
}

/** The picture formats link previews show (Facebook, WhatsApp, LinkedIn): not SVG, which none of them draws. */
const PREVIEW_IMAGE = /\.(?:png|jpe?g|webp)$/i;

/**
 * The first of these pictures a link preview can show (a PNG, JPEG or WebP: a path on this site or an http(s)
 * address), for a page's `image`; undefined when none can, and the page keeps the site's default picture.
 */
export function previewImage(...candidates: (string | null | undefined)[]): string | undefined {
  for (const candidate of candidates) {
    const value = candidate?.trim();
    if (!value) continue;
    // A path of this site ("//host/..." is another site's) or an absolute http(s) address; nothing else (data:).
    if (!/^\/(?!\/)|^https?:\/\//i.test(value)) continue;
    let pathname: string;
    try {
      pathname = new URL(value, 'https://site.invalid').pathname;
    } catch {
      continue;
    }
    if (PREVIEW_IMAGE.test(pathname)) return value;
  }
  return undefined;
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
