// Image uploads: POST /api/v1/uploads (multipart, field "file", bearer token) and GET /uploads/<id>.<ext>.
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { Hono } from 'hono';
import { badInput, ServiceError } from '../services/errors.js';
import { readUpload, storeUpload, uploadBytes, UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE } from '../services/uploads.js';
import type { AppEnv } from '../http/env.js';
import type { PrismaClient } from '../generated/prisma/client.js';

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

const unreadable = () => badInput('The upload could not be read as multipart/form-data');

/**
 * The "file" field of a multipart body, parsed as it streams in (busboy) into one buffer of at most 5 MB. The
 * platform's FormData kept the body, the parsed file and its copy at once: about 50 MB for a 5 MB image.
 */
export interface FileFieldOptions {
  field: string;
  maxBytes: number;
  tooLarge: string;
  missing: string;
}

const IMAGE_FIELD: FileFieldOptions = { field: 'file', maxBytes: UPLOAD_MAX_BYTES, tooLarge: UPLOAD_TOO_LARGE, missing: 'Please upload an image' };

export function readImageField(request: Request, options: FileFieldOptions = IMAGE_FIELD): Promise<{ bytes: Uint8Array; name: string }> {
  const { field: wanted, maxBytes, tooLarge, missing } = options;
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
        limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: 10_000, parts: 21 },
      });
    } catch {
      reject(unreadable()); // no boundary, or not multipart at all
      return;
    }
    let file: { bytes: Uint8Array; name: string } | undefined;
    let failed = false;
    const fail = (err: ServiceError) => {
      if (failed) return;
      failed = true;
      reject(err);
    };
    parser.on('file', (field, stream, info) => {
      if (field !== wanted || file) {
        stream.resume();
        return;
      }
      const buffer = Buffer.allocUnsafeSlow(maxBytes);
      let length = 0;
      stream.on('data', (piece: Buffer) => {
        if (length + piece.byteLength > maxBytes) return; // the 'limit' event follows
        piece.copy(buffer, length);
        length += piece.byteLength;
      });
      stream.on('limit', () => fail(new ServiceError('PAYLOAD_TOO_LARGE', tooLarge, wanted)));
      stream.on('end', () => {
        file = { bytes: buffer.subarray(0, length), name: info.filename ?? '' };
      });
    });
    parser.on('error', () => fail(unreadable()));
    parser.on('close', () => {
      if (failed) return;
      if (!file) fail(badInput(missing, wanted));
      else resolve(file);
    });
    if (!request.body) {
      fail(unreadable());
      return;
    }
    const body = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream<Uint8Array>);
    body.on('error', () => fail(unreadable()));
    body.pipe(parser);
  });
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
