// GET /api/v1/leads/export.csv?search=&course=&status=&from=&to=&source=&assigneeId=&unassigned=true&followUp= : the
// filtered leads (the same filters and order as the admin list) as a streamed CSV file, written for people opening it
// in a spreadsheet: times on the centre's clock, course names, counsellors and experience in words, phone numbers as
// they are, and formulas defused.
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import type { ServiceContext } from '../services/context.js';
import { badInput } from '../services/errors.js';
import { FOLLOW_UP_VIEWS, type FollowUpView } from '../services/lead-work.js';
import { authorizeLeadQuery, centreTime, courseLabelsOnce, leadCourseName, leadOrderFor, type LeadFilter } from '../services/leads.js';
import { toSaneDate } from '../services/validation.js';
import { CSV_CONTENT_TYPE, download, exportFileName, pagedCsv } from './download.js';
import { LeadSource, LeadStatus } from '../generated/prisma/enums.js';

/**
 * Experience as stored, old values and new, to its words: the one table the export reads. The form stored "1" and
 * "2" (years) until issue 26; its options are now "Fresher", "1 Year", "2 Years" and "3+ years". A value not in the
 * table (a later option) is written as it is stored, which is already words when it is not a bare number.
 */
const EXPERIENCE_WORDS: Readonly<Record<string, string>> = {
  '0': 'Fresher',
  fresher: 'Fresher',
  '1': '1 Year',
  '1 year': '1 Year',
  '2': '2 Years',
  '2 years': '2 Years',
  '3': '3+ years',
  '3+': '3+ years',
  '3+ years': '3+ years',
};

export function experienceWords(stored: string): string {
  const key = stored.trim().toLowerCase();
  if (Object.hasOwn(EXPERIENCE_WORDS, key)) return EXPERIENCE_WORDS[key]!;
  // Any other whole number of years (older data, or a larger option): "4 Years".
  if (/^\d+$/.test(key)) return `${Number(key)} Years`;
  return stored;
}

/** A phone number and nothing else: "+91 98765 43210", "+44 (20) 7946-0958"; digits, spaces, brackets, hyphens. */
const PLAIN_PHONE = /^\+?\d[\d ()-]*\d$/;
const isPlainPhone = (text: string) => PLAIN_PHONE.test(text) && text.replace(/\D/g, '').length >= 7;

/**
 * One CSV cell: quoted when needed, and defused (a leading apostrophe) when a spreadsheet would read it as a formula:
 * text starting with =, +, -, @, tab or CR, unless it is a plain phone number, which no spreadsheet can run.
 */
export function csvCell(value: unknown): string {
  let text = value instanceof Date ? centreTime(value) : String(value ?? '');
  if (/^[=+\-@\t\r]/.test(text) && !isPlainPhone(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const CSV_COLUMNS = [
  'createdAt',
  'name',
  'email',
  'phone',
  'whatsapp',
  'designation',
  'experience',
  'course',
  'status',
  'source',
  'campaign',
  'assignee',
  'nextFollowUpAt',
  'latestNote',
  'sourcePage',
  'sourceButton',
  'wantsSyllabus',
  'enquiries',
  'updatedAt',
] as const;
type CsvColumn = (typeof CSV_COLUMNS)[number];
/** Header cells that differ from the field name: the times say which zone they are in. */
const CSV_HEADERS: Partial<Record<CsvColumn, string>> = {
  createdAt: 'createdAt (IST)',
  nextFollowUpAt: 'nextFollowUpAt (IST)',
  latestNote: 'latest note',
  updatedAt: 'updatedAt (IST)',
};

/** What one page reads besides the lead's own columns: its counsellor's name and its latest note. */
const csvInclude = {
  assignee: { select: { name: true, username: true } },
  events: { where: { kind: 'NOTE' as const }, orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }], take: 1, select: { text: true } },
};

/** The filtered leads as CSV (`pagedCsv`: flat memory, the first page read before the answer). */
export async function exportLeadsCsv(ctx: ServiceContext, filter: LeadFilter, pageSize = 500): Promise<ReadableStream<Uint8Array>> {
  const where = authorizeLeadQuery(ctx, filter);
  const orderBy = leadOrderFor(filter);
  const labels = await courseLabelsOnce(ctx);
  const readPage = (after?: string) => ctx.prisma.lead.findMany({ where, orderBy, include: csvInclude, take: pageSize, ...(after ? { cursor: { id: after }, skip: 1 } : {}) });
  type Lead = Awaited<ReturnType<typeof readPage>>[number];
  const cell = (lead: Lead, column: CsvColumn): unknown => {
    switch (column) {
      case 'course':
        return leadCourseName(lead.course, labels);
      case 'experience':
        return experienceWords(lead.experience);
      case 'assignee':
        return lead.assignee ? lead.assignee.name || lead.assignee.username : '';
      case 'latestNote':
        return lead.events[0]?.text ?? '';
      case 'enquiries':
        return lead.submissions;
      default:
        return lead[column];
    }
  };
  return pagedCsv({
    what: 'leads',
    header: CSV_COLUMNS.map((c) => CSV_HEADERS[c] ?? c),
    readPage,
    line: (lead) => CSV_COLUMNS.map((c) => csvCell(cell(lead, c))),
    pageSize,
  });
}

function dateParam(value: string | undefined, name: string): Date | null {
  if (!value) return null;
  const date = toSaneDate(value);
  if (!date) throw badInput(`"${name}" must be a date such as 2026-11-01`);
  return date;
}

export function leadRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.get('/export.csv', async (c) => {
    const status = c.req.query('status') || null;
    // Own keys only: `in` would also accept toString, constructor... and fail mid-stream after a 200.
    if (status && !Object.hasOwn(LeadStatus, status)) throw badInput('Status must be NEW, CONTACTED, ENROLLED or CLOSED');
    const source = c.req.query('source') || null;
    if (source && !Object.hasOwn(LeadSource, source)) throw badInput(`Source must be one of ${Object.keys(LeadSource).join(', ')}`);
    const followUp = c.req.query('followUp') || null;
    if (followUp && !(FOLLOW_UP_VIEWS as readonly string[]).includes(followUp)) throw badInput(`Follow-up view must be ${FOLLOW_UP_VIEWS.join(', ')}`);
    const unassigned = c.req.query('unassigned') || null;
    if (unassigned && unassigned !== 'true' && unassigned !== 'false') throw badInput('"unassigned" must be true or false');
    const stream = await exportLeadsCsv(c.var.services, {
      search: c.req.query('search'),
      course: c.req.query('course') || null,
      status: status as LeadStatus | null,
      from: dateParam(c.req.query('from'), 'from'),
      to: dateParam(c.req.query('to'), 'to'),
      source: source as LeadSource | null,
      assigneeId: c.req.query('assigneeId')?.trim().slice(0, 100) || null,
      unassigned: unassigned === 'true',
      followUp: followUp as FollowUpView | null,
    });

    return download(c, stream, { fileName: exportFileName('leads'), contentType: CSV_CONTENT_TYPE });
  });
  return api;
}
