// Uploaded images: checked from their bytes, then decoded and encoded again (sharp), so what is kept and served is
// only the image: no appended HTML or script (polyglots), no metadata (EXIF, GPS, comments), no image larger than the
// pixel cap. Kept in the database (so every instance serves them and they survive restarts and redeploys), served
// under /uploads/<id>.<ext> with long-lived caching.
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { default as Sharp } from 'sharp';
import { auditedWrite } from './audit.js';
import type { ServiceContext } from './context.js';
import { badInput, notFound, ServiceError } from './errors.js';
import { authorize } from './permissions.js';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
export const UPLOAD_REFUSED_TYPE = 'Only PNG, JPEG, GIF and WebP images can be uploaded';
export const UPLOAD_TOO_LARGE = 'Images must be at most 5 MB';
/** Most pixels an uploaded image may have (a 6000 × 4000 photo), checked from its header before it is decoded. */
export const UPLOAD_MAX_PIXELS = 24_000_000;
export const UPLOAD_TOO_MANY_PIXELS = 'Images must be at most 24 megapixels (for example 6000 × 4000)';
export const UPLOAD_UNREADABLE = 'The image could not be read: it may be damaged';

// sharp (libvips, about 27 MB resident) is loaded with the first upload, not with the server: most processes never
// receive one.
let loadingSharp: Promise<typeof Sharp> | undefined;
const loadSharp = () => (loadingSharp ??= import('sharp').then((m) => m.default));

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
  const encoded =
    mime === 'image/png'
      ? upright.png({ compressionLevel: 9 })
      : mime === 'image/jpeg'
        ? upright.jpeg({ quality: 85, mozjpeg: true })
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

export async function storeUpload(ctx: ServiceContext, file: { bytes: Uint8Array; name?: string }): Promise<StoredUpload> {
  const viewer = authorize(ctx.viewer, 'upload:write');
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

  const upload = await auditedWrite(ctx, { action: 'create', entity: 'Upload' }, (tx) =>
    tx.upload.create({
    data: {
      contentType: detected.mime,
      extension,
      size: image.byteLength,
      sha256,
      data: new Uint8Array(image),
      originalName: (file.name ?? '').slice(0, 200),
      uploadedById: viewer.id,
    },
    select: { id: true, extension: true, contentType: true, size: true },
  }),
  );
  return { id: upload.id, url: urlOf(upload), contentType: upload.contentType, size: upload.size };
}

/** The stored image behind /uploads/<id>.<ext>; the extension must match what was detected. */
export async function readUpload(ctx: Pick<ServiceContext, 'prisma'>, fileName: string) {
  const match = /^([a-z0-9]{8,40})\.([a-z]{2,5})$/.exec(fileName);
  const upload = match ? await ctx.prisma.upload.findUnique({ where: { id: match[1] } }) : null;
  if (!upload || upload.extension !== match![2]) throw notFound('Image not found');
  return upload;
}
