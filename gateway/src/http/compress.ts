// Compression of the answers that are not compressed already (cached answers carry their own gzip and brotli forms).
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';
import { editResponseHeaders } from './observe.js';

const THRESHOLD = 1024;
const varyNamesAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * Hono's compress(), with `Vary: Accept-Encoding` put on the answer in place first. compress() adds Vary with
 * c.header() to every answer it could compress (even one it then sends as it is, to a client that accepts no
 * encoding), and a header set that way after the handler turns @hono/node-server's lightweight answer into a web
 * Response whose body is piped through a copy (0.7 ms of a 2.5 ms uncached GraphQL answer,
 * docs/decisions/004-api-speed.md). Finding Vary already there, it leaves the answer alone unless it compresses it.
 */
export function compressAnswers(): MiddlewareHandler {
  const compressor = compress({ threshold: THRESHOLD });
  return (c, next) =>
    compressor(c, async () => {
      await next();
      if (compressible(c)) {
        editResponseHeaders(c, (headers) => {
          const vary = headers.get('Vary');
          if (vary !== '*' && !(vary && varyNamesAcceptEncoding.test(vary))) headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
        });
      }
    });
}

/** The answers compress() looks at (its own conditions, hono/compress). */
function compressible(c: Context): boolean {
  const headers = c.res.headers;
  const length = headers.get('Content-Length');
  const type = headers.get('Content-Type');
  const cacheControl = headers.get('Cache-Control');
  return (
    c.res.status !== 206 &&
    c.req.method !== 'HEAD' &&
    !headers.has('Content-Encoding') &&
    !headers.has('Transfer-Encoding') &&
    !(length && Number(length) < THRESHOLD) &&
    !!type &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) &&
    !(cacheControl && noTransform.test(cacheControl))
  );
}
