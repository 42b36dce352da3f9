// Shows stored rich text (sanitised by the server when stored) after sanitising it again before it is put into the
// page: on the server with the gateway's own allow-list; in the browser with DOMPurify (same rules and output), which
// loads only when text is drawn in the browser. Text that arrived in the server's HTML is already sanitised and in
// the page: hydration adopts it as it is.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { isHydrating, useServerSanitizer } from '../ssr/RenderContext';

type Sanitizer = (html: string) => string;
let browserSanitizer: Sanitizer | null = null;
const loadBrowserSanitizer = () => import('./richText').then((m) => (browserSanitizer = m.sanitizeRichText));
// This module arrives with a page that shows rich text. Arriving after the page hydrated (the visitor moved here in the
// browser), that text will need the sanitiser: start loading it now, alongside the page's data.
if (typeof window !== 'undefined' && !isHydrating()) void loadBrowserSanitizer().catch(() => undefined);

const subscribeToNothing = () => () => undefined;

export function RichText({ html, className }: { html: string; className?: string }) {
  const serverSanitizer = useServerSanitizer();
  // Whether this element is being hydrated now: React reads the server snapshot (true) while it hydrates this part of
  // the page, however late that part is hydrated (a Suspense boundary hydrates after the page around it), and the
  // client one (false) when it draws it anew.
  const hydratingHere = useSyncExternalStore(subscribeToNothing, () => false, () => true);
  // The text this element was hydrated with: its sanitised form is already in the page (React leaves it there).
  const [adopted] = useState(() => (hydratingHere ? html : null));
  const [sanitizer, setSanitizer] = useState<Sanitizer | null>(() => browserSanitizer);
  const needsSanitizer = !serverSanitizer && html !== adopted && !sanitizer;
  useEffect(() => {
    if (needsSanitizer) void loadBrowserSanitizer().then((s) => setSanitizer(() => s));
  }, [needsSanitizer]);

  const classes = className ? `rich-text ${className}` : 'rich-text';
  if (!serverSanitizer && html === adopted) return <div className={classes} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  const clean = (serverSanitizer ?? sanitizer)?.(html);
  return <div className={classes} dangerouslySetInnerHTML={{ __html: clean ?? '' }} aria-busy={clean === undefined || undefined} />;
}
