// The one rich-text allow-list (SPEC section 5): what the admin editor can produce, and nothing else.
// Run on every write of job descriptions and story text, before it is stored.
import sanitizeHtml from 'sanitize-html';

const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const IMAGE_SCHEMES = ['http', 'https', 'data'];
const DATA_IMAGE = /^data:image\/(png|gif|jpe?g|webp|bmp|x-icon);base64,[a-z0-9+/=]+$/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'img'],
  allowedAttributes: { a: ['href'], img: ['src', 'alt'] },
  allowedSchemesByTag: { a: LINK_SCHEMES, img: IMAGE_SCHEMES },
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside dropped script-like elements is dropped too, not shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title'],
  // A link to anything but the four schemes loses its href; an image with any other source is removed whole.
  transformTags: {
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      return { tagName, attribs: href !== undefined && isSafeLinkUrl(href) ? { ...rest, href } : rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSafeImageSrc(frame.attribs.src ?? ''),
};

/** Returns HTML that holds only the allow-listed formatting; unsafe links lose their href, unsafe images are removed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

const displayOptions: sanitizeHtml.IOptions = {
  ...options,
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'loading', 'decoding'] },
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const { href } = attribs;
      if (href === undefined || !isSafeLinkUrl(href)) return { tagName, attribs: {} };
      // Links out of the site open in a new tab and pass on nothing (as the browser's DOMPurify pass does).
      return { tagName, attribs: /^https?:/i.test(normalise(href)) ? { href, target: '_blank', rel: 'noopener noreferrer nofollow' } : { href } };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
};

/**
 * Stored rich text as the public pages show it, sanitised again before it is rendered on the server (the second lock,
 * like DOMPurify in the browser): the same allow-list, plus target/rel on outside links and lazy images.
 */
export function sanitizeRichTextForDisplay(html: string): string {
  return sanitizeHtml(html, displayOptions).trim();
}

/** Browsers ignore case, surrounding spaces and tabs or newlines inside a URL's scheme: so must the checks. */
const normalise = (url: string) => url.replace(/[\u0000-\u0020\u007f]+/g, '');

/** Whether a link target is one the editor may insert (SPEC section 5): http, https, mailto or tel. */
export function isSafeLinkUrl(url: string): boolean {
  return /^(https?:\/\/[^/]|mailto:|tel:)/i.test(normalise(url));
}

/** Image sources: http(s), raster data: images, or an image uploaded to this site. */
export function isSafeImageSrc(src: string): boolean {
  const url = normalise(src);
  return /^https?:\/\/[^/]/i.test(url) || DATA_IMAGE.test(url) || /^\/uploads\/[\w.-]+$/.test(url);
}
