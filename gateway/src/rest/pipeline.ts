// The placement cell's files (staff: ADMIN and EDITOR tokens only; a learner's cookie is no staff sign-in):
//   GET /api/v1/applications/export.csv?job=&stage=&from=&to=&search=  the filtered applications as a streamed CSV, written
//                                                             like the leads export (IST times, formulas defused)
//   GET /api/v1/applications/:id/cv                           the CV sent with an application, as an attachment
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import type { ServiceContext } from '../services/context.js';
import { centreTime } from '../services/leads.js';
import { applicationOrder, authorizeApplicationQuery, readApplicationCv, STAGE_LABELS, type ApplicationFilter } from '../services/pipeline.js';
import { CSV_CONTENT_TYPE, download, exportFileName, fileDownload, pagedCsv } from './download.js';
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

/** The filtered applications as CSV, newest first (`pagedCsv`: flat memory, the first page read before the answer). */
export function exportApplicationsCsv(ctx: ServiceContext, filter: ApplicationFilter, pageSize = 500): Promise<ReadableStream<Uint8Array>> {
  const where = authorizeApplicationQuery(ctx, filter);
  const cell = (row: Record<Column, unknown>, column: Column) => {
    if (column === 'stage') return STAGE_LABELS[row.stage as keyof typeof STAGE_LABELS];
    if (column === 'createdAt' || column === 'stageChangedAt') return centreTime(row[column] as Date);
    return row[column];
  };
  return pagedCsv({
    what: 'applications',
    header: CSV_COLUMNS.map(([, header]) => header),
    readPage: (after) => ctx.prisma.application.findMany({ where, orderBy: applicationOrder, select: SELECT, take: pageSize, ...(after ? { cursor: { id: after }, skip: 1 } : {}) }),
    line: (row) => CSV_COLUMNS.map(([column]) => csvCell(cell(row, column))),
    pageSize,
  });
}

/** `/api/v1/applications` */
export function pipelineRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.get('/export.csv', async (c) => {
    const q = (name: string) => c.req.query(name) || null;
    // Every filter is checked (and the reader's role) and the first page read before the 200 goes out: a refusal or a
    // failure is a JSON answer, never a broken file.
    const stream = await exportApplicationsCsv(c.var.services, { jobPostId: q('job'), stage: q('stage'), from: q('from'), to: q('to'), search: q('search') });
    return download(c, stream, { fileName: exportFileName('applications'), contentType: CSV_CONTENT_TYPE });
  });
  api.get('/:id/cv', async (c) => fileDownload(c, await readApplicationCv(c.var.services, c.req.param('id'))));
  return api;
}
