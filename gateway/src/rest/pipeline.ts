// The placement cell's files (staff: ADMIN and EDITOR tokens only; a learner's cookie is no staff sign-in):
//   GET /api/v1/applications/export.csv?job=&stage=&from=&to=  the filtered applications as a streamed CSV, written
//                                                             like the leads export (IST times, formulas defused)
//   GET /api/v1/applications/:id/cv                           the CV sent with an application, as an attachment
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import type { ServiceContext } from '../services/context.js';
import { centreTime } from '../services/leads.js';
import { applicationOrder, authorizeApplicationQuery, readApplicationCv, STAGE_LABELS, type ApplicationFilter } from '../services/pipeline.js';
import { csvCell } from './leads.js';

const CSV_COLUMNS = [
  ['createdAt', 'applied (IST)'],
  ['jobTitle', 'job'],
  ['companyname', 'company'],
  ['name', 'name'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['stage', 'stage'],
  ['stageChangedAt', 'stage since (IST)'],
  ['note', 'note'],
  ['staffNotes', 'staff notes'],
  ['cvFileName', 'CV'],
  ['id', 'application id'],
  ['jobPostId', 'job id'],
] as const;
type Column = (typeof CSV_COLUMNS)[number][0];
const SELECT = Object.fromEntries(CSV_COLUMNS.map(([column]) => [column, true])) as Record<Column, true>;

/** The filtered applications as CSV, newest first, read in pages so that memory stays flat however many there are. */
export function exportApplicationsCsv(ctx: ServiceContext, filter: ApplicationFilter, pageSize = 500): ReadableStream<Uint8Array> {
  const where = authorizeApplicationQuery(ctx, filter);
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(`\uFEFF${CSV_COLUMNS.map(([, header]) => header).join(',')}\r\n`));
        return;
      }
      const page = await ctx.prisma.application.findMany({ where, orderBy: applicationOrder, select: SELECT, take: pageSize, ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}) });
      if (page.length === 0) {
        controller.close();
        return;
      }
      cursor = page[page.length - 1]!.id;
      const cell = (row: (typeof page)[number], column: Column) => {
        if (column === 'stage') return STAGE_LABELS[row.stage];
        if (column === 'createdAt' || column === 'stageChangedAt') return centreTime(row[column]);
        return row[column];
      };
      controller.enqueue(encoder.encode(page.map((row) => CSV_COLUMNS.map(([column]) => csvCell(cell(row, column))).join(',') + '\r\n').join('')));
      if (page.length < pageSize) controller.close();
    },
  });
}

/** `/api/v1/applications` */
export function pipelineRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.get('/export.csv', (c) => {
    const q = (name: string) => c.req.query(name) || null;
    // Every filter is checked (and the reader's role) before the 200 goes out: a refusal is a JSON answer, never a
    // broken file.
    const stream = exportApplicationsCsv(c.var.services, { jobPostId: q('job'), stage: q('stage'), from: q('from'), to: q('to') });
    const day = new Date().toISOString().slice(0, 10);
    return c.body(stream, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="applications-${day}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  api.get('/:id/cv', async (c) => {
    const cv = await readApplicationCv(c.var.services, c.req.param('id'));
    const ascii = cv.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return c.body(cv.data as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': cv.contentType,
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(cv.fileName)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return api;
}
