// The admin dashboard's lead charts (issue 30): leads per day or week by course and by source, the funnel by status,
// follow-ups due and overdue per counsellor, and the placement funnel. Every figure is counted by the database (GROUP
// BY, a few hundred groups at most), never by reading leads into memory: the dashboard stays quick with 100 000 leads.
import type { LeadSource, LeadStatus } from '../generated/prisma/enums.js';
import { LeadSource as LEAD_SOURCES, LeadStatus as LEAD_STATUSES } from '../generated/prisma/enums.js';
import { Prisma } from '../generated/prisma/client.js';
import { centreToday } from './centre-day.js';
import type { ServiceContext } from './context.js';
import { courseLabelsOnce, LEAD_SOURCE_LABELS, leadCourseName, leadFiguresVersion } from './leads.js';
import { SAFE_USER_FIELDS } from './auth.js';
import { authorize } from './permissions.js';
import { countApplicationsByStage } from './pipeline.js';

export const DASHBOARD_RANGES = ['WEEK', 'DAYS_30', 'DAYS_90'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
/** How many of the centre's days each range covers, today included. */
export const DASHBOARD_RANGE_DAYS: Readonly<Record<DashboardRange, number>> = { WEEK: 7, DAYS_30: 30, DAYS_90: 90 };

/** A lead still being worked: its follow-ups count as due or overdue (the contract's "open lead"). */
export const OPEN_LEAD_STATUSES: readonly LeadStatus[] = ['NEW', 'CONTACTED'];

export interface DashboardBucket {
  start: Date;
  end: Date;
  label: string;
}
export interface SeriesOfCounts {
  key: string;
  label: string;
  counts: number[];
}

/** India has kept +05:30 all year since 1945: a centre's day starts at 18:30 UTC the day before. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/** The first instant of a centre's day given as YYYY-MM-DD. */
function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}
/** The centre's day `n` days after `day` (n may be negative), as YYYY-MM-DD. */
function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}
/** 0 for a Monday … 6 for a Sunday. */
function weekdayFromMonday(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

const dayLabel = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
const dateLabel = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const labelOf = (format: Intl.DateTimeFormat, day: string) => format.format(new Date(`${day}T00:00:00Z`));

/**
 * The range's buckets on the centre's calendar, oldest first, the last ending at the end of today: one per day for
 * WEEK (the last 7 days), else one per Monday-based week covering the last 30 or 90 days (the first week starts on the
 * range's first day, so it may be short; the last ends today).
 */
export function dashboardBuckets(range: DashboardRange, now: Date): DashboardBucket[] {
  const today = centreToday(now);
  const first = addDays(today, 1 - DASHBOARD_RANGE_DAYS[range]);
  const tomorrow = addDays(today, 1);
  const starts: string[] = [];
  if (range === 'WEEK') {
    for (let day = first; day <= today; day = addDays(day, 1)) starts.push(day);
  } else {
    starts.push(first);
    for (let day = addDays(first, (7 - weekdayFromMonday(first)) % 7 || 7); day <= today; day = addDays(day, 7)) starts.push(day);
  }
  return starts.map((day, i) => {
    const next = starts[i + 1] ?? tomorrow;
    const last = addDays(next, -1);
    const label = range === 'WEEK' ? labelOf(dayLabel, day) : day === last ? labelOf(dateLabel, day) : `${labelOf(dateLabel, day)} – ${labelOf(dateLabel, last)}`;
    return { start: dayStart(day), end: dayStart(next), label };
  });
}

/** One bucket count per column c0, c1, ...: how many of the group's leads were created in each bucket. */
type BucketCounts = Record<`c${number}`, number>;

/**
 * The range's leads per course, source and status (at most a few hundred groups), each with its count per bucket:
 * one scan of the range's rows, hashed by three small columns, with a conditional count per bucket. (Grouping by the
 * day of each row instead made PostgreSQL sort every row by a computed text: 300 ms for 75 000 leads.)
 */
async function countByBucket(ctx: Pick<ServiceContext, 'prisma'>, buckets: DashboardBucket[]) {
  const counts = buckets.map((b, i) => Prisma.sql`count(*) FILTER (WHERE "createdAt" >= ${b.start} AND "createdAt" < ${b.end})::int AS ${Prisma.raw(`"c${i}"`)}`);
  const rows = await ctx.prisma.$queryRaw<({ course: string; source: LeadSource; status: LeadStatus } & BucketCounts)[]>`
    SELECT "course", "source"::text AS "source", "status"::text AS "status", ${Prisma.join(counts)}
    FROM "Lead"
    WHERE "createdAt" >= ${buckets[0]!.start} AND "createdAt" < ${buckets.at(-1)!.end}
    GROUP BY 1, 2, 3`;
  return rows.map((row) => ({ course: row.course, source: row.source, status: row.status, counts: buckets.map((_, i) => Number(row[`c${i}`])) }));
}

/** Sums the groups' counts per key, the biggest series first (the legend and the stack read from it), then by key. */
function seriesBy<K extends string>(groups: { counts: number[] }[], keyOf: (group: never) => K, size: number) {
  const series = new Map<K, number[]>();
  for (const group of groups) {
    const key = keyOf(group as never);
    const counts = series.get(key) ?? Array.from({ length: size }, () => 0);
    group.counts.forEach((c, i) => (counts[i]! += c));
    series.set(key, counts);
  }
  return [...series].map(([key, counts]) => ({ key, counts, total: counts.reduce((a, b) => a + b, 0) })).filter((s) => s.total > 0).sort((a, b) => b.total - a.total || (a.key < b.key ? -1 : 1));
}


/**
 * Follow-ups of open leads due today and overdue at `now`, per counsellor: every staff member (with zeros) and anyone
 * else still holding such leads, by name; an EDITOR gets only their own row. Then, when there are any, those of the
 * leads nobody has (`counsellor` null; a counsellor deleted leaves them so), for anyone who may take them (an EDITOR
 * too): otherwise no figure would show them.
 */
async function followUpsPerCounsellor(ctx: Pick<ServiceContext, 'prisma'>, viewer: { id: string; role: string }, now: Date) {
  const endOfToday = dayStart(addDays(centreToday(now), 1));
  // One read of the follow-ups planned before the end of today (the index on nextFollowUpAt), per counsellor.
  const own = viewer.role === 'ADMIN' ? Prisma.sql`TRUE` : Prisma.sql`("assigneeId" = ${viewer.id} OR "assigneeId" IS NULL)`;
  const groups = await ctx.prisma.$queryRaw<{ assigneeId: string | null; overdue: number; dueToday: number }[]>`
    SELECT "assigneeId", count(*) FILTER (WHERE "nextFollowUpAt" < ${now})::int AS "overdue", count(*) FILTER (WHERE "nextFollowUpAt" >= ${now})::int AS "dueToday"
    FROM "Lead"
    WHERE "nextFollowUpAt" < ${endOfToday} AND "status"::text IN (${Prisma.join(OPEN_LEAD_STATUSES)}) AND ${own}
    GROUP BY 1`;
  const counts = new Map(groups.map((g) => [g.assigneeId, { dueToday: Number(g.dueToday), overdue: Number(g.overdue) }]));
  const unassigned = counts.get(null);
  counts.delete(null);
  const users = await ctx.prisma.user.findMany({
    where: viewer.role === 'ADMIN' ? { OR: [{ role: { in: ['ADMIN', 'EDITOR'] } }, { id: { in: [...counts.keys()] as string[] } }] } : { id: viewer.id },
    select: SAFE_USER_FIELDS,
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  const rows: { counsellor: (typeof users)[number] | null; dueToday: number; overdue: number }[] = users.map((counsellor) => ({ counsellor, ...(counts.get(counsellor.id) ?? { dueToday: 0, overdue: 0 }) }));
  if (unassigned) rows.push({ counsellor: null, ...unassigned });
  return rows;
}

/** The dashboard's lead figures for `range`, at `now` (the tests pass a fixed clock). Staff (lead:read). */
export async function leadDashboard(ctx: Pick<ServiceContext, 'prisma' | 'viewer' | 'memo' | 'once'>, range: DashboardRange, now: Date = new Date()) {
  const viewer = authorize(ctx.viewer, 'lead:read');
  if (!ctx.memo) return computeLeadDashboard(ctx, viewer, range, now);
  // Remembered per version of the counted tables (a trigger counts every write, from any process: decision 022) and
  // per minute (a follow-up becomes overdue as time passes, without a write), for each range and whose follow-ups.
  const version = await leadFiguresVersion(ctx);
  const scope = viewer.role === 'ADMIN' ? 'all' : viewer.id;
  return ctx.memo.get(`lead-dashboard:${range}:${scope}:${Math.floor(now.getTime() / 60_000)}:${version}`, () => computeLeadDashboard(ctx, viewer, range, now));
}

async function computeLeadDashboard(ctx: Pick<ServiceContext, 'prisma' | 'viewer'>, viewer: { id: string; role: string }, range: DashboardRange, now: Date) {
  const buckets = dashboardBuckets(range, now);
  const from = buckets[0]!.start;
  const to = buckets.at(-1)!.end;
  const [groups, followUps, placementFunnel, labels] = await Promise.all([
    countByBucket(ctx, buckets),
    followUpsPerCounsellor(ctx, viewer, now),
    countApplicationsByStage(ctx),
    courseLabelsOnce(ctx),
  ]);
  const statusCounts = new Map(seriesBy(groups, (g: { status: LeadStatus }) => g.status, buckets.length).map((s) => [s.key, s.total]));
  return {
    range,
    from,
    to,
    buckets,
    byCourse: seriesBy(groups, (g: { course: string }) => g.course, buckets.length).map(({ key, counts }) => ({ key, label: leadCourseName(key, labels), counts })),
    bySource: seriesBy(groups, (g: { source: LeadSource }) => g.source, buckets.length)
      .filter(({ key }) => Object.hasOwn(LEAD_SOURCES, key))
      .map(({ key, counts }) => ({ key, label: LEAD_SOURCE_LABELS[key], counts })),
    statusFunnel: Object.values(LEAD_STATUSES).map((status) => ({ status, count: statusCounts.get(status) ?? 0 })),
    followUps,
    placementFunnel,
  };
}
