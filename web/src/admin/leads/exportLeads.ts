// "Export CSV": the server streams every lead matching the filters (docs/api.md); the browser only saves that answer
// as a file, named as the server names it. Nothing is built here from the rows on screen (one page of them).
import { downloadWithToken, type DownloadOptions } from '../common/download';
import { leadExportUrl, type LeadFilters } from './leadFilters';

export { ExportError, filenameFromDisposition, saveBlob } from '../common/download';
export type ExportOptions = DownloadOptions;

export const FALLBACK_EXPORT_NAME = 'leads.csv';

/** Downloads the CSV of these filters with the admin's token; throws ExportError with the server's message. */
export function exportLeadsCsv(filters: LeadFilters, options: ExportOptions = {}): Promise<{ filename: string }> {
  return downloadWithToken(leadExportUrl(filters), { accept: 'text/csv', fallbackName: FALLBACK_EXPORT_NAME, type: 'text/csv;charset=utf-8', what: 'export' }, options);
}
