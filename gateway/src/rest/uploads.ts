// Image uploads: POST /api/v1/uploads (multipart, field "file", bearer token) and GET /uploads/<id>.<ext>.
import { Hono } from 'hono';
import { badInput } from '../services/errors.js';
import { readUpload, storeUpload, UPLOAD_MAX_BYTES } from '../services/uploads.js';
import type { AppEnv } from '../http/env.js';
import type { PrismaClient } from '../generated/prisma/client.js';

export function uploadApiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.post('/', async (c) => {
    if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
      throw badInput('Send the image as multipart/form-data in a field named "file"');
    }
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badInput('The upload could not be read as multipart/form-data');
    }
    const file = form.get('file');
    if (!(file instanceof File)) throw badInput('Please upload an image', 'file');
    const stored = await storeUpload(c.var.services, { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name });
    return c.json({ success: true, message: 'Image uploaded', ...stored }, 201);
  });
  return api;
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
    return c.body(new Uint8Array(upload.data), 200, { ...headers, 'Content-Length': String(upload.size) });
  });
  return files;
}

/** The multipart body may be a little larger than the file itself. */
export const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024;
