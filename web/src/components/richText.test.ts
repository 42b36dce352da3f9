// The URL rules of the sanitiser. Sanitising itself is tested in real Chromium (e2e/portal-sanitizer.e2e.ts):
// DOMPurify does not work correctly on happy-dom, the DOM of these component tests.
import { describe, expect, it } from 'vitest';
import { isSafeImageSrc, isSafeLink } from './richText';

describe('rich-text URL rules', () => {
  it('allows links to http, https, mailto and tel only', () => {
    for (const ok of ['https://example.com', 'http://example.com/a?b', 'mailto:a@b.example', 'tel:+911234', 'HTTPS://EXAMPLE.COM']) expect(isSafeLink(ok)).toBe(true);
    for (const bad of ['javascript:alert(1)', ' JaVa\tScRiPt:alert(1)', 'java\nscript:x', 'data:text/html,x', 'ftp://x.example', '//evil.example', '/relative', 'https:///x']) {
      expect(isSafeLink(bad)).toBe(false);
    }
  });

  it('allows images from the web, this site’s uploads and raster data URLs', () => {
    for (const ok of ['https://x.example/a.png', '/uploads/abc-1.png', 'data:image/png;base64,iVBORw0KGgo=', 'data:image/jpeg;base64,AAAA']) expect(isSafeImageSrc(ok)).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz4=', '/uploads/../secret', '/logos/a.svg', 'data:text/html;base64,AAAA']) {
      expect(isSafeImageSrc(bad)).toBe(false);
    }
  });
});
