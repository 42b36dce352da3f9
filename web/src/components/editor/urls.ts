// Which link targets and image sources the editor accepts (SPEC section 5). The server sanitises again with the
// same rules; these checks make the editor refuse an unsafe value before it ever reaches the document.

/** Browsers ignore case, surrounding spaces and control characters inside a URL's scheme: so must the checks. */
function normalise(url: string): string {
  return url.replace(/[\u0000-\u0020\u007f]+/g, '');
}

/** Links: http, https, mailto and tel only. */
export function isSafeLinkUrl(url: string): boolean {
  return /^(https?:\/\/[^/]|mailto:|tel:)/i.test(normalise(url));
}

/** Image types the editor's Upload image takes (the server's list, converted to PNG where browsers cannot show them). */
export { IMAGE_UPLOAD_FILE_TYPES as IMAGE_MIME_TYPES } from '../../../../gateway/src/services/limits';
const DATA_IMAGE = /^data:image\/(png|gif|jpe?g|webp);base64,[a-z0-9+/=]+$/i;

/** Images: http, https and data images; and images uploaded to this site (/uploads/...), which is where uploads go. */
export function isSafeImageSrc(src: string): boolean {
  const url = normalise(src);
  return /^https?:\/\/[^/]/i.test(url) || DATA_IMAGE.test(url) || /^\/uploads\/[\w.-]+$/.test(url);
}

/** What a person typed as a link, tidied: "example.com" becomes "https://example.com", an e-mail address a mailto. */
export function completeLinkUrl(input: string): string {
  const url = input.trim();
  if (url === '') return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(url)) return `mailto:${url}`;
  if (/^\+?[\d\s()-]{6,}$/.test(url)) return `tel:${url.replace(/[\s()-]/g, '')}`;
  if (/^[\w-]+(\.[\w-]+)+([/?#].*)?$/.test(url)) return `https://${url}`;
  return url;
}
