// Image uploads (docs/api.md "Uploads"): POST /api/v1/uploads, multipart field "file", bearer token; answers {url}.
import { readAdminToken } from '../../api/client';
import { IMAGE_TOO_LARGE, IMAGE_UPLOAD_FILE_TYPES, IMAGE_UPLOAD_REFUSED, LIMITS } from '../../../../gateway/src/services/limits';

/** The types a chosen file may be (the gateway's list, with the other names browsers give BMP and ICO). */
export const UPLOAD_IMAGE_TYPES = IMAGE_UPLOAD_FILE_TYPES;
export const UPLOAD_MESSAGES = {
  type: IMAGE_UPLOAD_REFUSED,
  size: IMAGE_TOO_LARGE,
} as const;

/** The reason a file cannot be uploaded, checked before sending (the server checks the bytes again), or null. */
export function uploadProblem(file: File): string | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.type;
  if (file.size > LIMITS.imageBytes) return UPLOAD_MESSAGES.size;
  return null;
}

export class UploadError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

/** Stores an image and answers its URL (a path on this site). Throws UploadError with the server's message. */
export async function uploadImage(file: File, fetchImpl: typeof fetch = fetch): Promise<string> {
  const problem = uploadProblem(file);
  if (problem) throw new UploadError(problem, 0);
  const body = new FormData();
  body.append('file', file);
  const token = readAdminToken();
  let response: Response;
  try {
    response = await fetchImpl('/api/v1/uploads', { method: 'POST', body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch (err) {
    throw new UploadError(`The image could not be sent: ${err instanceof Error ? err.message : String(err)}`, 0);
  }
  const answer = (await response.json().catch(() => null)) as { success?: boolean; message?: string; url?: string } | null;
  if (!response.ok || !answer?.url) {
    throw new UploadError(answer?.message || `The image could not be uploaded (HTTP ${response.status})`, response.status);
  }
  return answer.url;
}
