// Whether a job is open, decided on every read from its stored status and closing moment (no scheduled job ever
// changes a row when a closing date passes): the SQL and Prisma conditions every public list, count, sitemap and feed
// use, the state a job is in, and the next closing moment, which bounds how long a cached answer may live
// (cache/job-closings.ts). Why: docs/decisions/011-job-lifecycle.md.
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import type { JobStatus } from '../generated/prisma/enums.js';
import type { JobState } from './validation.js';

/** A `timestamp(3)` parameter: the instant in UTC, which is how Prisma stores DateTime columns. */
const at = (now: Date) => Prisma.sql`${now.toISOString()}::timestamp(3)`;

/** The state of a job at `now`. */
export function jobStateOf(job: { status: JobStatus; closesAt: Date | null }, now: Date = new Date()): JobState {
  if (job.status === 'DRAFT') return 'DRAFT';
  if (job.status === 'FILLED') return 'FILLED';
  return job.closesAt && job.closesAt.getTime() <= now.getTime() ? 'EXPIRED' : 'OPEN';
}

/** Open jobs, as a Prisma filter: published, and no closing moment or one still ahead. */
export function openJobWhere(now: Date): Prisma.JobPostWhereInput {
  return { status: 'PUBLISHED', OR: [{ closesAt: null }, { closesAt: { gt: now } }] };
}

/** Open jobs, as SQL over "JobPost" (the same rule as openJobWhere). */
export function openJobSql(now: Date): Prisma.Sql {
  return Prisma.sql`("status" = 'PUBLISHED' AND ("closesAt" IS NULL OR "closesAt" > ${at(now)}))`;
}

function stateSql(state: JobState, now: Date): Prisma.Sql {
  switch (state) {
    case 'OPEN':
      return openJobSql(now);
    case 'EXPIRED':
      return Prisma.sql`("status" = 'PUBLISHED' AND "closesAt" <= ${at(now)})`;
    case 'DRAFT':
      return Prisma.sql`"status" = 'DRAFT'`;
    case 'FILLED':
      return Prisma.sql`"status" = 'FILLED'`;
  }
}

/** Jobs in any of `states` at `now` (every state given: no condition at all). */
export function jobStatesSql(states: readonly JobState[], now: Date): Prisma.Sql | null {
  if (states.length >= 4) return null;
  if (states.length === 0) return Prisma.sql`FALSE`;
  return Prisma.sql`(${Prisma.join(states.map((s) => stateSql(s, now)), ' OR ')})`;
}

/**
 * The first moment after `after` at which a published job closes by its date, or null when none will: until then,
 * no job leaves or joins the open ones without a write (which empties the caches itself). Served by the
 * ("status", "closesAt") index: one index entry read.
 */
export async function nextJobClosing(prisma: Pick<PrismaClient, 'jobPost'>, after: Date): Promise<Date | null> {
  const next = await prisma.jobPost.findFirst({
    where: { status: 'PUBLISHED', closesAt: { gt: after } },
    orderBy: { closesAt: 'asc' },
    select: { closesAt: true },
  });
  return next?.closesAt ?? null;
}
