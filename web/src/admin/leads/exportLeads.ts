// "Export CSV": the server streams every lead matching the filters (docs/api.md); the browser only saves that answer
// as a file, named as the server names it. Nothing is built here from the rows on screen (one page of them).
import { readAdminToken } from '../../api/client';
import { leadExportUrl, type LeadFilters } from './leadFilters';

export const FALLBACK_EXPORT_NAME = 'leads.csv';

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

export interface ExportOptions {
  fetchImpl?: typeof fetch;
  save?: (blob: Blob, filename: string) => void;
}

/** Downloads the CSV of these filters with the admin's token; throws ExportError with the server's message. */
export async function exportLeadsCsv(filters: LeadFilters, { fetchImpl = fetch, save = saveBlob }: ExportOptions = {}): Promise<{ filename: string }> {
  const token = readAdminToken();
  let response: Response;
  try {
    response = await fetchImpl(leadExportUrl(filters), {
      headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      cache: 'no-store',
    });
  } catch (err) {
    throw new ExportError(`The export could not be requested: ${err instanceof Error ? err.message : String(err)}`, 0);
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ExportError(answer?.message || `The export failed (HTTP ${response.status})`, response.status);
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (err) {
    throw new ExportError(`The export was interrupted: ${err instanceof Error ? err.message : String(err)}`, response.status);
  }
  const filename = filenameFromDisposition(response.headers.get('content-disposition')) ?? FALLBACK_EXPORT_NAME;
  save(new Blob([blob], { type: 'text/csv;charset=utf-8' }), filename);
  return { filename };
}
