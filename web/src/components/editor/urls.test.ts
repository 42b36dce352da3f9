import { describe, expect, it } from 'vitest';
import { completeLinkUrl, isSafeImageSrc, isSafeLinkUrl } from './urls';

describe('editor URL rules', () => {
  it('accepts links with http, https, mailto and tel only', () => {
    for (const url of ['http://x.example', 'https://x.example/a?b=c', 'HTTPS://X.EXAMPLE', 'mailto:a@b.example', 'tel:+911800123456']) expect(isSafeLinkUrl(url), url).toBe(true);
    for (const url of ['javascript:alert(1)', ' javascript:alert(1)', 'java\nscript:alert(1)', 'JAVASCRIPT:x', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', 'ftp://x.example', '//x.example', '/relative', 'https://', '']) {
      expect(isSafeLinkUrl(url), JSON.stringify(url)).toBe(false);
    }
  });

  it('accepts images from http, https, raster data URLs and this site’s uploads only', () => {
    for (const src of ['https://x.example/a.png', 'http://x.example/a.jpg', 'data:image/png;base64,iVBORw0KGgo=', 'data:image/webp;base64,UklGRg==', '/uploads/abc123.png']) {
      expect(isSafeImageSrc(src), src).toBe(true);
    }
    for (const src of ['javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz4=', 'data:text/html;base64,eA==', '/uploads/../secret', '/logos/x.svg', '//x.example/a.png', 'blob:https://x.example/1']) {
      expect(isSafeImageSrc(src), src).toBe(false);
    }
  });

  it('completes what people type into links', () => {
    expect(completeLinkUrl(' example.com/jobs ')).toBe('https://example.com/jobs');
    expect(completeLinkUrl('hr@example.com')).toBe('mailto:hr@example.com');
    expect(completeLinkUrl('+91 1800 123 456')).toBe('tel:+911800123456');
    expect(completeLinkUrl('https://example.com')).toBe('https://example.com');
    expect(completeLinkUrl('javascript:alert(1)')).toBe('javascript:alert(1)'); // left as typed, then refused
  });
});

describe('image types the editor uploads', () => {
  it("are the gateway's (limits.ts): BMP and ICO too, under each name browsers give them", async () => {
    const { IMAGE_MIME_TYPES } = await import('./urls');
    const { IMAGE_UPLOAD_FILE_TYPES } = await import('../../../../gateway/src/services/limits');
    expect(IMAGE_MIME_TYPES).toBe(IMAGE_UPLOAD_FILE_TYPES);
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'image/x-icon', 'image/vnd.microsoft.icon']) {
      expect(IMAGE_MIME_TYPES, type).toContain(type);
    }
  });
});
