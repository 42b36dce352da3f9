// A learner's CV: a PDF or a Word document (DOCX), recognised by its bytes whatever its name, at most 5 MB. Only its
// owner and staff read it, always as a download (Content-Disposition: attachment), never from a public URL.
import { createHash } from 'node:crypto';
import type { ServiceContext } from './context.js';
import { badInput, ServiceError } from './errors.js';
import { can } from './permissions.js';
import { SIGN_IN_REQUIRED } from './learners.js';
import { isPossibleKey } from './validation.js';
import { CV_TOO_LARGE, LIMITS } from './limits.js';

export const CV_MAX_BYTES = LIMITS.cvBytes;
export const CV_TYPES_MESSAGE = 'A CV must be a PDF or a Word document (.docx)';
export { CV_TOO_LARGE };

const PDF = { contentType: 'application/pdf', extension: 'pdf' } as const;
const DOCX = { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' } as const;

/** The kind of a file by its bytes: a PDF starts with "%PDF-"; a DOCX is a ZIP whose entries include word/document.xml. */
export function cvTypeOf(bytes: Uint8Array): typeof PDF | typeof DOCX | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 8)).toString('latin1');
  if (head.startsWith('%PDF-')) return PDF;
  if (head.startsWith('PK\u0003\u0004')) {
    // Entry names are stored as plain text in each local header and in the central directory.
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (text.includes('[Content_Types].xml', 0, 'latin1') && text.includes('word/document.xml', 0, 'latin1')) return DOCX;
  }
  return null;
}

/** A file name safe for a Content-Disposition header and the page: no path, no control characters, at most 120. */
function cleanFileName(name: string, extension: string): string {
  const base = name.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 120);
  const stem = base.replace(/\.[^.]*$/, '') || 'cv';
  return `${stem}.${extension}`;
}

/**
 * A CV file checked (at most 5 MB: 413; empty, or not a PDF or DOCX by its bytes: 400 naming the types) and made ready
 * to store: a clean name, its type by its bytes, size and SHA-256. Used for the CV on file and for an application's.
 */
export function checkedCvFile(file: { name: string; bytes: Uint8Array }) {
  if (file.bytes.byteLength > CV_MAX_BYTES) throw new ServiceError('PAYLOAD_TOO_LARGE', CV_TOO_LARGE, 'cv');
  if (file.bytes.byteLength === 0) throw badInput('The file is empty. ' + CV_TYPES_MESSAGE, 'cv');
  const type = cvTypeOf(file.bytes);
  if (!type) throw badInput(CV_TYPES_MESSAGE, 'cv');
  return {
    fileName: cleanFileName(file.name, type.extension),
    contentType: type.contentType,
    size: file.bytes.byteLength,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    data: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength) as Uint8Array<ArrayBuffer>,
  };
}

export async function saveLearnerCv(ctx: Pick<ServiceContext, 'prisma' | 'learner'>, file: { name: string; bytes: Uint8Array }) {
  if (!ctx.learner) throw new ServiceError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
  const data = { ...checkedCvFile(file), createdAt: new Date() };
  const learnerId = ctx.learner.id;
  await ctx.prisma.learnerCv.upsert({ where: { learnerId }, create: { learnerId, ...data }, update: data });
  return { fileName: data.fileName, size: data.size, contentType: data.contentType, uploadedAt: data.createdAt };
}

export async function deleteLearnerCv(ctx: Pick<ServiceContext, 'prisma' | 'learner'>): Promise<boolean> {
  if (!ctx.learner) throw new ServiceError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
  const deleted = await ctx.prisma.learnerCv.deleteMany({ where: { learnerId: ctx.learner.id } });
  return deleted.count > 0;
}

/**
 * A CV to download: a learner's own (no id, or their own id), or any learner's for staff who manage applicants. Another
 * learner's id answers the same as a missing CV (404), so ids cannot be probed.
 */
export async function readLearnerCv(ctx: Pick<ServiceContext, 'prisma' | 'learner' | 'viewer'>, learnerId?: string) {
  const staff = can(ctx.viewer, 'lead:read');
  const id = learnerId ?? ctx.learner?.id;
  if (!ctx.learner && !staff) throw new ServiceError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
  if (!id || !isPossibleKey(id) || (!staff && id !== ctx.learner?.id)) throw new ServiceError('NOT_FOUND', 'No CV found');
  const cv = await ctx.prisma.learnerCv.findUnique({ where: { learnerId: id } });
  if (!cv) throw new ServiceError('NOT_FOUND', 'No CV found');
  return cv;
}
