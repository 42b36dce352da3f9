// Sanitises rich text (job descriptions, story text) before it is put into the page, with the server's allow-list:
// h1-h3, p, br, strong, b, em, i, u, a[href], ul, ol, li, img[src, alt]. The server already cleans what it stores;
// this is the second lock on the door.
import createDOMPurify from 'dompurify';

const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'img'];
const ALLOWED_ATTR = ['href', 'src', 'alt'];

/** Browsers ignore case, spaces and control characters in a URL's scheme, so the checks do too. */
const normalise = (url: string) => url.replace(/[\u0000-\u0020\u007f]+/g, '');
const SAFE_LINK = /^(https?:\/\/[^/]|mailto:|tel:)/i;
const SAFE_IMAGE = /^(https?:\/\/[^/]|\/uploads\/[\w.-]+$|data:image\/(png|gif|jpe?g|webp|bmp|x-icon);base64,[a-z0-9+/=]+$)/i;

export function isSafeLink(href: string): boolean {
  return SAFE_LINK.test(normalise(href));
}

export function isSafeImageSrc(src: string): boolean {
  return SAFE_IMAGE.test(normalise(src));
}

let purifier: ReturnType<typeof createDOMPurify> | undefined;

function getPurifier() {
  if (purifier) return purifier;
  // An instance of our own, so hooks never leak into other users of DOMPurify (the admin editor).
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href === null) return;
      if (!isSafeLink(href)) {
        node.removeAttribute('href');
      } else if (/^https?:/i.test(normalise(href))) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    } else if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src');
      if (src === null || !isSafeImageSrc(src)) {
        node.remove();
        return;
      }
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return purifier;
}

/** HTML holding only the allow-listed formatting; unsafe links lose their href and unsafe images are removed. */
export function sanitizeRichText(html: string): string {
  const purify = getPurifier();
  // A browser DOMPurify cannot work in (very old ones) gets the text only, never the raw HTML.
  if (!purify.isSupported) return escapeHtml(html.replace(/<[^>]*>/g, ' '));
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
