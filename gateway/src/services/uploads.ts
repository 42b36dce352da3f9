// Uploaded images: checked from their bytes, kept in the database (so every instance serves them and they survive
// restarts and redeploys), served under /uploads/<id>.<ext> with long-lived caching.
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
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

  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  // The same bytes uploaded twice are stored once.
  const existing = await ctx.prisma.upload.findFirst({ where: { sha256, size: file.bytes.byteLength }, select: { id: true, extension: true, contentType: true, size: true } });
  if (existing) return { id: existing.id, url: urlOf(existing), contentType: existing.contentType, size: existing.size };

  const upload = await ctx.prisma.upload.create({
    data: {
      contentType: detected.mime,
      extension,
      size: file.bytes.byteLength,
      sha256,
      data: Buffer.from(file.bytes),
      originalName: (file.name ?? '').slice(0, 200),
      uploadedById: viewer.id,
    },
    select: { id: true, extension: true, contentType: true, size: true },
  });
  return { id: upload.id, url: urlOf(upload), contentType: upload.contentType, size: upload.size };
}

/** The stored image behind /uploads/<id>.<ext>; the extension must match what was detected. */
export async function readUpload(ctx: Pick<ServiceContext, 'prisma'>, fileName: string) {
  const match = /^([a-z0-9]{8,40})\.([a-z]{2,5})$/.exec(fileName);
  const upload = match ? await ctx.prisma.upload.findUnique({ where: { id: match[1] } }) : null;
  if (!upload || upload.extension !== match![2]) throw notFound('Image not found');
  return upload;
}
