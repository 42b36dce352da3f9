// GET /api/v1/leads/export.csv?search=&course=&status=&from=&to= : the filtered leads as a streamed CSV file.
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import { badInput } from '../services/errors.js';
import { exportLeadsCsv } from '../services/leads.js';
import { toSaneDate } from '../services/validation.js';
import { LeadStatus } from '../generated/prisma/enums.js';

function dateParam(value: string | undefined, name: string): Date | null {
  if (!value) return null;
  const date = toSaneDate(value);
  if (!date) throw badInput(`"${name}" must be a date such as 2026-11-01`);
  return date;
}

export function leadRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.get('/export.csv', (c) => {
    const status = c.req.query('status') || null;
    // Own keys only: `in` would also accept toString, constructor... and fail mid-stream after a 200.
    if (status && !Object.hasOwn(LeadStatus, status)) throw badInput('Status must be NEW, CONTACTED, ENROLLED or CLOSED');
    const stream = exportLeadsCsv(c.var.services, {
      search: c.req.query('search'),
      course: c.req.query('course') || null,
      status: status as LeadStatus | null,
      from: dateParam(c.req.query('from'), 'from'),
      to: dateParam(c.req.query('to'), 'to'),
    });
    const day = new Date().toISOString().slice(0, 10);
    return c.body(stream, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      'Cache-Control': 'no-store',
    });
  });
  return api;
}
