// Shows stored rich text (already sanitised by the server) after sanitising it again in the browser.
import { useMemo } from 'react';
import { sanitizeRichText } from './richText';

export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
