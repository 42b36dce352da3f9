// What the REST routes hand out as files (a CV, the leads and applications exports): one way to name a download, one
// set of headers for it, and one paged CSV stream.
import type { Context } from 'hono';
import { logUnexpected } from '../http/error-log.js';
import type { AppEnv } from '../http/env.js';
import { dayInKolkata } from '../services/validation.js';

/**
 * `attachment` with the name twice (RFC 6266): `filename` in printable ASCII for old clients (anything else, quotes and
 * backslashes become "_") and `filename*` with the exact name in UTF-8, percent-encoded as RFC 8187 asks (which
 * `encodeURIComponent` alone does not do for ' ( ) * and !).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(fileName).replace(/['()*!]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/** An export's file name: `<what>-<the centre's day>.csv`, the day in Asia/Kolkata as the rows' times are written. */
export function exportFileName(what: string, now = new Date()): string {
  return `${what}-${dayInKolkata(now)}.csv`;
}

/** A file for its reader only: never cached on the way, never sniffed into something the browser would run. */
export function download(c: Context<AppEnv>, body: Uint8Array | ReadableStream<Uint8Array>, file: { fileName: string; contentType: string }) {
  return c.body(body as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': attachmentDisposition(file.fileName),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}

/** One stored file (a CV) as a download. */
export function fileDownload(c: Context<AppEnv>, file: { fileName: string; contentType: string; data: Uint8Array }) {
  return download(c, file.data, file);
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * Rows read from the database in pages (by id cursor) and written as CSV, so that memory stays flat however many there
 * are; a byte-order mark first, for spreadsheets. The first page is read before the stream is handed back, so that a
 * failure there is an error answer, not a 200 with a cut file; a failure on a later page ends the download as an error
 * (the browser shows it failed) and is logged once.
 */
export async function pagedCsv<Row extends { id: string }>(options: {
  /** What is exported, for the log: "leads". */
  what: string;
  header: readonly string[];
  readPage: (after: string | undefined) => Promise<Row[]>;
  /** One row's cells, each already a CSV cell (see `csvCell`). */
  line: (row: Row) => readonly string[];
  pageSize: number;
}): Promise<ReadableStream<Uint8Array>> {
  const { what, header, readPage, line, pageSize } = options;
  const encoder = new TextEncoder();
  let page: Row[] | null = await readPage(undefined);
  let cursor: string | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${header.join(',')}\r\n`));
    },
    async pull(controller) {
      try {
        page ??= await readPage(cursor);
      } catch (error) {
        logUnexpected(`[gateway] ${what} export failed after its first page:`, error);
        controller.error(error);
        return;
      }
      if (page.length > 0) controller.enqueue(encoder.encode(page.map((row) => line(row).join(',') + '\r\n').join('')));
      if (page.length < pageSize) controller.close();
      cursor = page.at(-1)?.id;
      page = null;
    },
  });
}
