// The JSON object body of a REST request, one reader for every route that takes JSON.
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.js';
import { badInput, ServiceError } from '../services/errors.js';
import { wellFormedStrings } from '../services/validation.js';

export const JSON_BODY_MESSAGES = {
  mediaType: 'Send the request body as JSON (Content-Type: application/json)',
  notJson: 'Request body must be valid JSON',
  notObject: 'Request body must be a JSON object',
} as const;

/**
 * The body as a JSON object ({} when empty); anything else is a 400 (415 for another media type) that says what was
 * wrong. Only JSON: a browser sends application/json across sites only after a CORS preflight, which foreign origins
 * fail, so a page elsewhere cannot post a form or a text/plain body here in a visitor's name. Strings come well formed
 * (half a surrogate pair, "\ud800", becomes U+FFFD), as GraphQL's variables do.
 */
export async function jsonBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) throw new ServiceError('UNSUPPORTED_MEDIA_TYPE', JSON_BODY_MESSAGES.mediaType);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badInput(JSON_BODY_MESSAGES.notJson);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badInput(JSON_BODY_MESSAGES.notObject);
  return wellFormedStrings(body as Record<string, unknown>);
}
