// Image uploads: POST /api/v1/uploads (multipart, field "file", bearer token) and GET /uploads/<id>.<ext>.
import { Hono } from 'hono';
import { badInput } from '../services/errors.js';
import { readUpload, storeUpload, uploadBytes, UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE } from '../services/uploads.js';
import type { AppEnv } from '../http/env.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { readFileField, type MultipartFile } from './multipart.js';

export function uploadApiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.post('/', async (c) => {
    if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
      throw badInput('Send the image as multipart/form-data in a field named "file"');
    }
    // The body is read only when the service gives this upload its turn (services/uploads.ts, UPLOAD_SLOTS).
    const stored = await storeUpload(c.var.services, () => readImageField(c.req.raw));
    return c.json({ success: true, message: 'Image uploaded', ...stored }, 201);
  });
  return api;
}

/** The "file" field of an image upload (at most 5 MB: 413 beyond; none: 400 "Please upload an image"). */
export function readImageField(request: Request): Promise<MultipartFile> {
  return readFileField(request, { field: 'file', maxBytes: UPLOAD_MAX_BYTES, tooLarge: UPLOAD_TOO_LARGE, missing: 'Please upload an image', what: 'upload' });
}

export function uploadFileRoutes(prisma: PrismaClient): Hono<AppEnv> {
  const files = new Hono<AppEnv>();
  files.get('/:file', async (c) => {
    const upload = await readUpload({ prisma }, c.req.param('file'));
    const etag = `"${upload.sha256}"`;
    const headers = {
      'Content-Type': upload.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    return c.body(uploadBytes({ prisma }, upload), 200, { ...headers, 'Content-Length': String(upload.size) });
  });
  return files;
}

/** The multipart body may be a little larger than the file itself. */
export const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024;
