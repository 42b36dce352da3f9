// Uploaded images: checked from their bytes, then decoded and encoded again (sharp), so what is kept and served is
// only the image: no appended HTML or script (polyglots), no metadata (EXIF, GPS, comments), no image larger than the
// pixel cap. Kept in the database (so every instance serves them and they survive restarts and redeploys), served
// under /uploads/<id>.<ext> with long-lived caching.
// Memory: an upload in progress holds its body (≤ 5 MB, a few copies while the multipart form is read) and libvips's
// decoded pixels (up to 24 megapixels × 4 bytes), outside the JavaScript heap; at most UPLOAD_SLOTS.running uploads are
// read and worked on at once, the next ones wait their turn, and past UPLOAD_SLOTS.waiting a request is refused with
// 503 and Retry-After rather than let memory grow with the number of uploads (docs/operations.md#memory).
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { default as Sharp } from 'sharp';
import { auditedWrite } from './audit.js';
import type { ServiceContext } from './context.js';
import { queryRows } from '../db/driver-rows.js';
import { Prisma } from '../generated/prisma/client.js';
import { badInput, notFound, ServiceError } from './errors.js';
import { authorize } from './permissions.js';
import { IMAGE_TOO_LARGE, LIMITS } from './limits.js';

export const UPLOAD_MAX_BYTES = LIMITS.imageBytes;
/**
 * An image is stored and served in pieces of this size (the UploadChunk table): small enough that each piece's text
 * on its way through the embedded database (hex, twice the bytes) is an ordinary young object for V8, not a large
 * object that only a full collection frees.
 */
export const UPLOAD_CHUNK_BYTES = 48 * 1024;
export const UPLOAD_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
export const UPLOAD_REFUSED_TYPE = 'Only PNG, JPEG, GIF and WebP images can be uploaded';
export const UPLOAD_TOO_LARGE = IMAGE_TOO_LARGE;
/** Most pixels an uploaded image may have (a 6000 × 4000 photo), checked from its header before it is decoded. */
export const UPLOAD_MAX_PIXELS = 24_000_000;
export const UPLOAD_TOO_MANY_PIXELS = 'Images must be at most 24 megapixels (for example 6000 × 4000)';
export const UPLOAD_UNREADABLE = 'The image could not be read: it may be damaged';

/**
 * Uploads read and worked on at once, and uploads that may wait for a turn (each at most `waitMs`). One at a time:
 * each upload in progress holds up to about 40 MB outside the JavaScript heap (its body, the decoded pixels, the
 * encoded image); the waiting ones hold only their unread sockets.
 */
export const UPLOAD_SLOTS = { running: 1, waiting: 8, waitMs: 30_000 };
export const UPLOAD_BUSY = 'The server is busy with other uploads. Please try again in a few seconds.';
const UPLOAD_RETRY_AFTER_SECONDS = 5;

const busy = () => new ServiceError('SERVICE_UNAVAILABLE', UPLOAD_BUSY, 'file', { retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS });

/** Turns for uploads in this process: `take()` resolves when one may start (or refuses), and gives back `release`. */
class UploadSlots {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  async take(): Promise<() => void> {
    if (this.running < UPLOAD_SLOTS.running) {
      this.running++;
      return this.releaser();
    }
    if (this.queue.length >= UPLOAD_SLOTS.waiting) throw busy();
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.queue.splice(this.queue.indexOf(turn), 1);
        reject(busy());
      }, UPLOAD_SLOTS.waitMs);
      this.queue.push(turn);
    });
    return this.releaser(); // the slot was handed over by release(): `running` already counts it
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    };
  }
}

const slots = new UploadSlots();

// sharp (libvips, about 27 MB resident) is loaded with the first upload, not with the server: most processes never
// receive one. libvips's operation cache is off: it would keep up to 50 MB of decoded images for operations that are
// never repeated here. One libvips thread: an upload peaked about 20 MB lower, took 0.7–0.9 s instead of 0.55–0.8 s
// for a 5 MB photo, and leaves the other core to the visitors.
let loadingSharp: Promise<typeof Sharp> | undefined;
const loadSharp = () =>
  (loadingSharp ??= import('sharp').then((m) => {
    m.default.cache(false);
    m.default.concurrency(1);
    return m.default;
  }));

/** Decodes the image and encodes it again in its own format: pixels only, upright, without metadata. */
async function reencode(bytes: Uint8Array, mime: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, animated: mime === 'image/gif' || mime === 'image/webp', failOn: 'error' });
  let metadata: Awaited<ReturnType<typeof image.metadata>>;
  try {
    metadata = await image.metadata();
  } catch (err) {
    throw refusal(err);
  }
  const frameHeight = metadata.pageHeight ?? metadata.height ?? 0;
  if (!metadata.width || !frameHeight || metadata.width * frameHeight > UPLOAD_MAX_PIXELS) throw badInput(UPLOAD_TOO_MANY_PIXELS, 'file');
  // Turned upright from the EXIF orientation, which is then dropped with the rest of the metadata.
  const upright = image.autoOrient();
  // JPEG: baseline with ImageMagick's quantisation table (mozjpeg's table 3: smaller files at the same quality) and
  // standard Huffman tables. Optimised tables (or mozjpeg's progressive scans and trellis search) hold the whole
  // image's coefficients at once: for a 6-megapixel photo 55 MB of memory and 0.4–2.5 s instead of 27 MB and 0.2 s,
  // for files 4–9 % smaller.
  const encoded =
    mime === 'image/png'
      ? upright.png({ compressionLevel: 6 })
      : mime === 'image/jpeg'
        ? upright.jpeg({ quality: 85, quantisationTable: 3, optimiseCoding: false })
        : mime === 'image/gif'
          ? upright.gif()
          : upright.webp({ quality: 85 });
  try {
    return await encoded.toBuffer();
  } catch (err) {
    throw refusal(err);
  }
}

/** What to tell the uploader when the image library refused the file. */
function refusal(err: unknown) {
  return badInput(err instanceof Error && /pixel limit/i.test(err.message) ? UPLOAD_TOO_MANY_PIXELS : UPLOAD_UNREADABLE, 'file');
}

export interface StoredUpload {
  id: string;
  url: string;
  contentType: string;
  size: number;
}

const urlOf = (u: { id: string; extension: string }) => `/uploads/${u.id}.${u.extension}`;

/**
 * Stores an uploaded image. `read` gives the file's bytes: it is called only for an allowed viewer, once this upload's
 * turn has come (UPLOAD_SLOTS), so that a body is read into memory only when it can be worked on.
 */
export async function storeUpload(ctx: ServiceContext, read: () => Promise<{ bytes: Uint8Array; name?: string }>): Promise<StoredUpload> {
  const viewer = authorize(ctx.viewer, 'upload:write');
  const release = await slots.take();
  try {
    return await storeUploadNow(ctx, viewer.id, await read());
  } finally {
    release();
  }
}

async function storeUploadNow(ctx: ServiceContext, viewerId: string, file: { bytes: Uint8Array; name?: string }): Promise<StoredUpload> {
  if (file.bytes.byteLength === 0) throw badInput('The file is empty', 'file');
  if (file.bytes.byteLength > UPLOAD_MAX_BYTES) throw new ServiceError('PAYLOAD_TOO_LARGE', UPLOAD_TOO_LARGE, 'file');
  const detected = await fileTypeFromBuffer(file.bytes);
  const extension = detected && UPLOAD_TYPES[detected.mime];
  if (!detected || !extension) throw badInput(UPLOAD_REFUSED_TYPE, 'file');
  const image = await reencode(file.bytes, detected.mime);

  const sha256 = createHash('sha256').update(image).digest('hex');
  // The same image uploaded twice is stored once.
  const existing = await ctx.prisma.upload.findFirst({ where: { sha256, size: image.byteLength }, select: { id: true, extension: true, contentType: true, size: true } });
  if (existing) return { id: existing.id, url: urlOf(existing), contentType: existing.contentType, size: existing.size };

  const upload = await auditedWrite(ctx, { action: 'create', entity: 'Upload' }, async (tx) => {
    const created = await tx.upload.create({
      data: { contentType: detected.mime, extension, size: image.byteLength, sha256, originalName: (file.name ?? '').slice(0, 200), uploadedById: viewerId },
      select: { id: true, extension: true, contentType: true, size: true },
    });
    // A piece per statement: one 5 MB value would be 10 MB of text in one message (the embedded database's memory).
    for (let index = 0; index * UPLOAD_CHUNK_BYTES < image.byteLength; index++) {
      const data = new Uint8Array(image.subarray(index * UPLOAD_CHUNK_BYTES, (index + 1) * UPLOAD_CHUNK_BYTES));
      await tx.uploadChunk.create({ data: { uploadId: created.id, index, data }, select: { index: true } });
    }
    return created;
  });
  return { id: upload.id, url: urlOf(upload), contentType: upload.contentType, size: upload.size };
}

export interface UploadFile {
  id: string;
  contentType: string;
  extension: string;
  size: number;
  sha256: string;
}

/** The stored image behind /uploads/<id>.<ext> (its description; uploadBytes gives its bytes); the extension must match. */
export async function readUpload(ctx: Pick<ServiceContext, 'prisma'>, fileName: string): Promise<UploadFile> {
  const match = /^([a-z0-9]{8,40})\.([a-z]{2,5})$/.exec(fileName);
  const upload = match
    ? await ctx.prisma.upload.findUnique({ where: { id: match[1] }, select: { id: true, contentType: true, extension: true, size: true, sha256: true } })
    : null;
  if (!upload || upload.extension !== match![2]) throw notFound('Image not found');
  return upload;
}

/**
 * An image's bytes a piece at a time, each read when the reader wants it (a slow client holds one piece, not the
 * image), in the order of their index until `size` bytes have come. Read through the driver (queryRows): Prisma's
 * PGlite adapter turns a bytea into bytes two hex digits at a time.
 */
export function uploadBytes(ctx: Pick<ServiceContext, 'prisma'>, upload: Pick<UploadFile, 'id' | 'size'>): ReadableStream<Uint8Array> {
  let index = 0;
  let sent = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const [piece] = await queryRows<{ data: Uint8Array }>(
          ctx.prisma,
          Prisma.sql`SELECT "data" FROM "UploadChunk" WHERE "uploadId" = ${upload.id} AND "index" = ${index}`,
        );
        if (!piece || sent + piece.data.byteLength > upload.size) throw new Error(`Upload ${upload.id}: piece ${index} is missing or too long`);
        controller.enqueue(new Uint8Array(piece.data.buffer, piece.data.byteOffset, piece.data.byteLength));
        index++;
        sent += piece.data.byteLength;
        if (sent === upload.size) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}
