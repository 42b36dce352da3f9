// Sets the document title and meta description for the page on screen (and puts the site's defaults back after).
import { useEffect } from 'react';

const initialTitle = typeof document === 'undefined' ? '' : document.title;
const initialDescription =
  typeof document === 'undefined' ? '' : (document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');

function descriptionMeta(): HTMLMetaElement {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/** Plain text of some HTML, shortened at a word boundary to `max` characters (for meta descriptions). */
export function summarise(text: string, max = 160): string {
  const plain = text.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export function usePageMeta(title: string | undefined, description?: string): void {
  useEffect(() => {
    if (!title) return;
    document.title = title;
    descriptionMeta().content = description || initialDescription;
  }, [title, description]);
  useEffect(
    () => () => {
      document.title = initialTitle;
      descriptionMeta().content = initialDescription;
    },
    [],
  );
}
