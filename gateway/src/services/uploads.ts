// Uploaded images: checked from their bytes, then decoded and encoded again (sharp), so what is kept and served is
// only the image: no appended HTML or script (polyglots), no metadata (EXIF, GPS, comments), no image larger than the
// pixel cap. Kept in the database (so every instance serves them and they survive restarts and redeploys), served
// under /uploads/<id>.<ext> with long-lived caching.
// BMP and ICO, which libvips cannot read, are decoded by decode-bmp in a worker thread and stored as PNG.
// Memory: an upload in progress holds its body (≤ 5 MB, a few copies while the multipart form is read) and libvips's
// (or decode-bmp's) decoded pixels (up to 24 megapixels × 4 bytes), outside the JavaScript heap; at most
// UPLOAD_SLOTS.running uploads are read and worked on at once, the next ones wait their turn, and past
// UPLOAD_SLOTS.waiting a request is refused with 503 and Retry-After rather than let memory grow with the number of
// uploads (docs/operations.md#memory).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { fileTypeFromBuffer } from 'file-type';
import type { default as Sharp } from 'sharp';
import { auditedWrite } from './audit.js';
import type { ServiceContext } from './context.js';
import { queryRows } from '../db/driver-rows.js';
import { Prisma } from '../generated/prisma/client.js';
import { badInput, notFound, ServiceError } from './errors.js';
import { authorize } from './permissions.js';
import { IMAGE_TOO_LARGE, IMAGE_UPLOAD_REFUSED, IMAGE_UPLOAD_TYPES, LIMITS, type ImageUploadType } from './limits.js';

export const UPLOAD_MAX_BYTES = LIMITS.imageBytes;
/**
 * An image is stored and served in pieces of this size (the UploadChunk table): small enough that each piece's text
 * on its way through the embedded database (hex, twice the bytes) is an ordinary young object for V8, not a large
 * object that only a full collection frees.
 */
export const UPLOAD_CHUNK_BYTES = 48 * 1024;
/**
 * The accepted types (IMAGE_UPLOAD_TYPES in limits.ts, which the web app's forms read too) and what each is stored as:
 * BMP and ICO, which libvips cannot read, are decoded here (decode-bmp) and stored as PNG.
 */
export const UPLOAD_TYPES: Record<ImageUploadType, { contentType: string; extension: string }> = {
  'image/png': { contentType: 'image/png', extension: 'png' },
  'image/jpeg': { contentType: 'image/jpeg', extension: 'jpg' },
  'image/gif': { contentType: 'image/gif', extension: 'gif' },
  'image/webp': { contentType: 'image/webp', extension: 'webp' },
  'image/bmp': { contentType: 'image/png', extension: 'png' },
  'image/x-icon': { contentType: 'image/png', extension: 'png' },
};
const isUploadType = (mime: string): mime is ImageUploadType => (IMAGE_UPLOAD_TYPES as readonly string[]).includes(mime);
export const UPLOAD_REFUSED_TYPE = IMAGE_UPLOAD_REFUSED;
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

// BMP and ICO, which libvips cannot read: decode-bmp turns the bitmap into RGBA pixels, which sharp takes as raw input
// and encodes as PNG (an ICO's largest image; an ICO image that is itself a PNG goes to sharp as a PNG). Before anything
// is decoded the header is read here: its width and height (more than UPLOAD_MAX_PIXELS is refused, as for the other
// types) and whether it is a bitmap decode-bmp reads right (1, 2, 4, 8, 24 or 32 bits a pixel, uncompressed, the
// pixels right after the header and palette), since decode-bmp would misread any other without a word: those are
// refused as unreadable. decode-bmp works pixel by pixel in JavaScript (about 5 s for a 24-megapixel 1-bit image), so it
// runs in a worker thread, started for this upload's turn and gone after it: the event loop goes on serving visitors.
// Its pixels (up to 24 megapixels × 4 bytes, as libvips's for the other types) are handed over, not copied.

const unreadable = () => badInput(UPLOAD_UNREADABLE, 'file');
const tooManyPixels = () => badInput(UPLOAD_TOO_MANY_PIXELS, 'file');
const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A bitmap as its header describes it, checked to be one decode-bmp reads right. */
interface Bitmap {
  width: number;
  height: number;
  /** Rows stored from the top (a BMP's negative height): decode-bmp reads them from the bottom, so they are turned over. */
  topDown: boolean;
  /**
   * Whether the pixels' fourth byte is their opacity: 'no' for 24 bits and fewer, or 32 bits whose alpha mask is
   * empty; 'if-any' for 32 bits without masks (the byte is opacity only when one pixel has it, as browsers read it).
   */
  alpha: 'yes' | 'no' | 'if-any';
}

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BITMAP_DEPTHS = new Set([1, 2, 4, 8, 24, 32]);

/** The bits a pixel and the palette's length a bitmap's info header gives, as decode-bmp reads them. */
function checkDepth(depth: number, colorsUsed: number) {
  if (!BITMAP_DEPTHS.has(depth)) throw unreadable();
  // decode-bmp reads a palette whenever the header counts colours, and a palette only for 8 bits a pixel or fewer.
  if (depth <= 8 ? colorsUsed > 2 ** depth : colorsUsed !== 0) throw unreadable();
}

/** The header of a BMP file (file header, then a BITMAPINFOHEADER or a later version of it). */
function readBmpHeader(bytes: Uint8Array): Bitmap {
  if (bytes.byteLength < 54) throw unreadable();
  const view = viewOf(bytes);
  const pixelsAt = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  const width = view.getInt32(18, true);
  const height = view.getInt32(22, true);
  const depth = view.getUint16(28, true);
  const compression = view.getUint32(30, true);
  const colorsUsed = view.getUint32(46, true);
  // The 12-byte OS/2 header keeps its sizes elsewhere: decode-bmp reads the 40-byte header and its later versions.
  if (headerSize < 40 || 14 + headerSize > bytes.byteLength || width <= 0 || height === 0 || height === -0x80000000) throw unreadable();
  if (width * Math.abs(height) > UPLOAD_MAX_PIXELS) throw tooManyPixels();
  checkDepth(depth, colorsUsed);
  // decode-bmp reads the pixels right after the header and the palette, whatever the file header says.
  if (pixelsAt !== 14 + headerSize + (depth <= 8 ? (colorsUsed || 2 ** depth) * 4 : 0)) throw unreadable();
  let alpha: Bitmap['alpha'] = depth === 32 ? 'if-any' : 'no';
  if (compression === BI_BITFIELDS) {
    // 32 bits with their masks in the header (version 2 and later), in the byte order decode-bmp reads: B, G, R, A.
    const masks = headerSize >= 52 && [54, 58, 62].map((at) => view.getUint32(at, true));
    if (depth !== 32 || !masks || masks.join() !== [0xff0000, 0xff00, 0xff].join()) throw unreadable();
    const alphaMask = headerSize >= 56 ? view.getUint32(66, true) : 0;
    if (alphaMask !== 0 && alphaMask !== 0xff000000) throw unreadable();
    alpha = alphaMask ? 'yes' : 'no';
  } else if (compression !== BI_RGB) {
    throw unreadable(); // run-length encoded, JPEG or PNG inside a BMP: not read by decode-bmp
  }
  return { width, height: Math.abs(height), topDown: height < 0, alpha };
}

const isPng = (bytes: Uint8Array) => bytes.byteLength >= 24 && viewOf(bytes).getUint32(0) === 0x89504e47 && viewOf(bytes).getUint32(4) === 0x0d0a1a0a;

type IcoImage = { kind: 'png'; bytes: Uint8Array } | { kind: 'bmp'; bytes: Uint8Array; bitmap: Bitmap };

/**
 * The largest image of an ICO (most pixels, then most bits a pixel), from its directory and each image's own header;
 * nothing is decoded. Every image must lie inside the file.
 */
function largestIcoImage(bytes: Uint8Array): IcoImage {
  if (bytes.byteLength < 6) throw unreadable();
  const view = viewOf(bytes);
  const count = view.getUint16(4, true);
  if (count === 0 || 6 + 16 * count > bytes.byteLength) throw unreadable();
  let best: { image: IcoImage; pixels: number; depth: number } | undefined;
  for (let index = 0; index < count; index++) {
    const at = 6 + 16 * index;
    const size = view.getUint32(at + 8, true);
    const offset = view.getUint32(at + 12, true);
    if (size < 24 || offset + size > bytes.byteLength) throw unreadable();
    const data = bytes.subarray(offset, offset + size);
    const entry = viewOf(data);
    let image: IcoImage;
    let width: number;
    let height: number;
    let depth: number;
    if (isPng(data)) {
      [width, height, depth] = [entry.getUint32(16), entry.getUint32(20), 32];
      image = { kind: 'png', bytes: data };
    } else {
      // A bitmap without its file header, twice its height (the colours, then a 1-bit transparency mask); a 0 in the
      // header means the directory's size (where 0 means 256), as decode-bmp reads it.
      if (size < 40 || entry.getUint32(0, true) < 40 || entry.getUint32(16, true) !== BI_RGB) throw unreadable();
      width = entry.getInt32(4, true) || view.getUint8(at) || 256;
      height = Math.trunc(entry.getInt32(8, true) / 2) || view.getUint8(at + 1) || 256;
      depth = entry.getUint16(14, true);
      if (width <= 0 || height <= 0) throw unreadable();
      if (width * height <= UPLOAD_MAX_PIXELS) checkDepth(depth, entry.getUint32(32, true));
      image = { kind: 'bmp', bytes: data, bitmap: { width, height, topDown: false, alpha: 'yes' } };
    }
    const pixels = width * height;
    if (!best || pixels > best.pixels || (pixels === best.pixels && depth > best.depth)) best = { image, pixels, depth };
  }
  if (best!.pixels > UPLOAD_MAX_PIXELS) throw tooManyPixels();
  return best!.image;
}

// decode-bmp (CommonJS) in a worker of its own: the bitmap's bytes in (a copy), the pixels out (handed over).
const BITMAP_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const image = require(workerData.decoder)(workerData.bytes, workerData.options);
parentPort.postMessage({ width: image.width, height: image.height, pixels: image.data }, [image.data.buffer]);
`;
let decoderPath: string | undefined;

function decodeBitmap(bytes: Uint8Array, options: { icon?: boolean; width?: number; height?: number }) {
  decoderPath ??= createRequire(import.meta.url).resolve('decode-bmp');
  return new Promise<{ width: number; height: number; pixels: Uint8ClampedArray }>((resolve, reject) => {
    const worker = new Worker(BITMAP_WORKER, {
      eval: true,
      workerData: { decoder: decoderPath, bytes, options },
      // Plain CommonJS: none of the process's flags or loaders. Its heap holds only the decoder's few objects (the
      // bytes and the pixels are outside it).
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The bitmap decoder stopped (${code})`)));
  });
}

/** A bitmap's pixels (decode-bmp) encoded as PNG (sharp): upright, opaque unless the bitmap has opacity. */
async function bitmapToPng(bytes: Uint8Array, bitmap: Bitmap, options: { icon?: boolean; width?: number; height?: number }): Promise<Buffer> {
  let decoded: Awaited<ReturnType<typeof decodeBitmap>>;
  try {
    decoded = await decodeBitmap(bytes, options);
  } catch {
    throw unreadable();
  }
  const { width, height, pixels } = decoded;
  if (width !== bitmap.width || height !== bitmap.height || pixels.byteLength !== width * height * 4) throw unreadable();
  const sharp = await loadSharp();
  let image = sharp(pixels, { raw: { width, height, channels: 4 }, limitInputPixels: UPLOAD_MAX_PIXELS });
  if (bitmap.topDown) image = image.flip();
  if (bitmap.alpha === 'no' || (bitmap.alpha === 'if-any' && !hasOpacity(pixels))) image = image.removeAlpha();
  try {
    return await image.png({ compressionLevel: 6 }).toBuffer();
  } catch (err) {
    throw refusal(err);
  }
}

/** Whether any pixel's fourth byte is not 0. */
function hasOpacity(pixels: Uint8ClampedArray) {
  for (let at = 3; at < pixels.length; at += 4) if (pixels[at] !== 0) return true;
  return false;
}

/** A BMP file as PNG. A top-down BMP's height is written positive in `bytes` for decode-bmp (its rows turned after). */
async function bmpToPng(bytes: Uint8Array): Promise<Buffer> {
  const bitmap = readBmpHeader(bytes);
  if (bitmap.topDown) viewOf(bytes).setInt32(22, bitmap.height, true);
  return bitmapToPng(bytes, bitmap, {});
}

/** An ICO's largest image as PNG. */
async function icoToPng(bytes: Uint8Array): Promise<Buffer> {
  const image = largestIcoImage(bytes);
  if (image.kind === 'png') return reencode(image.bytes, 'image/png');
  return bitmapToPng(image.bytes, image.bitmap, { icon: true, width: image.bitmap.width, height: image.bitmap.height });
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
  if (!detected || !isUploadType(detected.mime)) throw badInput(UPLOAD_REFUSED_TYPE, 'file');
  const { contentType, extension } = UPLOAD_TYPES[detected.mime];
  const image =
    detected.mime === 'image/bmp' ? await bmpToPng(file.bytes) : detected.mime === 'image/x-icon' ? await icoToPng(file.bytes) : await reencode(file.bytes, detected.mime);

  const sha256 = createHash('sha256').update(image).digest('hex');
  // The same image uploaded twice is stored once.
  const existing = await ctx.prisma.upload.findFirst({ where: { sha256, size: image.byteLength }, select: { id: true, extension: true, contentType: true, size: true } });
  if (existing) return { id: existing.id, url: urlOf(existing), contentType: existing.contentType, size: existing.size };

  const upload = await auditedWrite(ctx, { action: 'create', entity: 'Upload' }, async (tx) => {
    const created = await tx.upload.create({
      data: { contentType, extension, size: image.byteLength, sha256, originalName: (file.name ?? '').slice(0, 200), uploadedById: viewerId },
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
