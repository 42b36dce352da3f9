// The one rich-text allow-list (SPEC section 5): what the admin editor can produce, and nothing else.
// Run on every write of job descriptions and story text, before it is stored.
import sanitizeHtml from 'sanitize-html';

const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const IMAGE_SCHEMES = ['http', 'https', 'data'];
const DATA_IMAGE = /^data:image\/(png|gif|jpe?g|webp|bmp|x-icon);base64,[a-z0-9+/=\s]+$/i;

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
  // An image whose source was unsafe (removed above) or a data: URL that is not a raster image is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && (!frame.attribs.src || (frame.attribs.src.startsWith('data:') && !DATA_IMAGE.test(frame.attribs.src))),
};

/** Returns HTML that holds only the allow-listed formatting; unsafe links lose their href, unsafe images are removed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Whether a link target is one the editor may insert (SPEC section 5). */
export function isSafeLinkUrl(url: string): boolean {
  return /^(https?:\/\/|mailto:|tel:)/i.test(url.trim());
}
