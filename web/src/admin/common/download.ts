// Files the server makes for staff (a CSV export, a CV): fetched with the admin's token, then handed to the browser as
// a download named as the server names it. Nothing is built here from what is on screen.
import { readAdminToken } from '../../api/client';

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename), or null. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return cleanName(decodeURIComponent(extended[2]!.trim()));
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  if (!plain) return null;
  return cleanName((plain[1] ?? plain[2] ?? '').replace(/\\(.)/g, '$1').trim());
}

/** No folders in a download's name, whatever the header says. */
function cleanName(name: string): string | null {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base && base !== '.' && base !== '..' ? base : null;
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is long enough to hand it over.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export class ExportError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ExportError';
    this.status = status;
  }
}

export interface DownloadOptions {
  fetchImpl?: typeof fetch;
  save?: (blob: Blob, filename: string) => void;
}

/**
 * Downloads `url` with the admin's token and saves it under the server's name (or `fallbackName`); throws ExportError
 * with the server's message when it refuses.
 */
export async function downloadWithToken(
  url: string,
  { accept, fallbackName, type, what }: { accept: string; fallbackName: string; type?: string; what: string },
  { fetchImpl = fetch, save = saveBlob }: DownloadOptions = {},
): Promise<{ filename: string }> {
  const token = readAdminToken();
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { accept, ...(token ? { authorization: `Bearer ${token}` } : {}) }, cache: 'no-store' });
  } catch (err) {
    throw new ExportError(`The ${what} could not be requested: ${err instanceof Error ? err.message : String(err)}`, 0);
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ExportError(answer?.message || `The ${what} failed (HTTP ${response.status})`, response.status);
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (err) {
    throw new ExportError(`The ${what} was interrupted: ${err instanceof Error ? err.message : String(err)}`, response.status);
  }
  const filename = filenameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  save(type ? new Blob([blob], { type }) : blob, filename);
  return { filename };
}
