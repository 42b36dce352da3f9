// Shows stored rich text (already sanitised by the server when stored) after sanitising it again before it is put into
// the page: in the browser with DOMPurify, on the server with the gateway's own allow-list (same rules and output).
import { useMemo } from 'react';
import { useServerSanitizer } from '../ssr/RenderContext';
import { sanitizeRichText } from './richText';

export function RichText({ html, className }: { html: string; className?: string }) {
  const serverSanitizer = useServerSanitizer();
  const clean = useMemo(() => (serverSanitizer ?? sanitizeRichText)(html), [html, serverSanitizer]);
  return <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
