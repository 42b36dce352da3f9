// The admin dashboard's lead charts (issue 30): leads per day or week by course and by source, the funnel by status,
// follow-ups due and overdue per counsellor, and the placement funnel. Every figure is counted by the database
// (GROUP BY over an index range), never by reading leads into memory: the dashboard stays quick with 100 000 leads.
import type { LeadSource, LeadStatus } from '../generated/prisma/enums.js';
import { LeadSource as LEAD_SOURCES, LeadStatus as LEAD_STATUSES } from '../generated/prisma/enums.js';
import { Prisma } from '../generated/prisma/client.js';
import { centreToday, CENTRE_TIME_ZONE } from './centre-day.js';
import type { ServiceContext } from './context.js';
import { courseLabelsOnce, leadCourseName } from './leads.js';
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
 * range's first day, so it may be short; the last ends today). Each bucket also carries its days, for counting.
 */
export function dashboardBuckets(range: DashboardRange, now: Date): (DashboardBucket & { firstDay: string })[] {
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
    return { start: dayStart(day), end: dayStart(next), label, firstDay: day };
  });
}

/** Spreads per-day counts of one key over the buckets: one count per bucket. */
function seriesByBucket<K extends string>(rows: { day: string; key: K; count: number }[], buckets: { firstDay: string }[]) {
  const series = new Map<K, number[]>();
  for (const row of rows) {
    // The last bucket whose first day is not after the row's day (days before the range are not read).
    let index = buckets.length - 1;
    while (index > 0 && buckets[index]!.firstDay > row.day) index--;
    const counts = series.get(row.key) ?? buckets.map(() => 0);
    counts[index]! += row.count;
    series.set(row.key, counts);
  }
  // The biggest series first (the chart's legend and the stack read from it), then by key for a stable order.
  return [...series].map(([key, counts]) => ({ key, counts, total: counts.reduce((a, b) => a + b, 0) })).sort((a, b) => b.total - a.total || (a.key < b.key ? -1 : 1));
}

/** Leads created in [from, to) per centre's day and one column, counted by the database. */
async function countPerDay(ctx: Pick<ServiceContext, 'prisma'>, column: 'course' | 'source', from: Date, to: Date) {
  const zone = Prisma.raw(`'${CENTRE_TIME_ZONE}'`);
  // createdAt is stored as UTC without a zone: read it as UTC, then as the centre's wall clock, and take its day.
  const rows = await ctx.prisma.$queryRaw<{ day: string; key: string; count: number }[]>`
    SELECT to_char(("createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS "day",
           ${Prisma.raw(`"${column}"`)}::text AS "key", count(*)::int AS "count"
    FROM "Lead"
    WHERE "createdAt" >= ${from} AND "createdAt" < ${to}
    GROUP BY 1, 2`;
  return rows.map((r) => ({ day: r.day, key: r.key, count: Number(r.count) }));
}

/** A label for each lead source, as the admin shows it. */
export const LEAD_SOURCE_LABELS: Readonly<Record<LeadSource, string>> = {
  WEBSITE: 'Website',
  GOOGLE: 'Google',
  FACEBOOK: 'Facebook',
  INSTAGRAM: 'Instagram',
  LINKEDIN: 'LinkedIn',
  YOUTUBE: 'YouTube',
  WHATSAPP: 'WhatsApp',
  EMAIL: 'E-mail',
  REFERRAL: 'Referral',
  OTHER: 'Other',
};

/**
 * Follow-ups of open leads due today and overdue at `now`, per counsellor: every staff member (with zeros) and anyone
 * else still holding such leads, by name; an EDITOR gets only their own row.
 */
async function followUpsPerCounsellor(ctx: Pick<ServiceContext, 'prisma'>, viewer: { id: string; role: string }, now: Date) {
  const endOfToday = dayStart(addDays(centreToday(now), 1));
  const open = { assigneeId: viewer.role === 'ADMIN' ? { not: null } : viewer.id, status: { in: [...OPEN_LEAD_STATUSES] } };
  const [overdue, dueToday] = await Promise.all([
    ctx.prisma.lead.groupBy({ by: ['assigneeId'], where: { ...open, nextFollowUpAt: { lt: now } }, _count: { _all: true } }),
    ctx.prisma.lead.groupBy({ by: ['assigneeId'], where: { ...open, nextFollowUpAt: { gte: now, lt: endOfToday } }, _count: { _all: true } }),
  ]);
  const counts = new Map<string, { dueToday: number; overdue: number }>();
  const entry = (id: string) => counts.get(id) ?? counts.set(id, { dueToday: 0, overdue: 0 }).get(id)!;
  for (const g of overdue) entry(g.assigneeId!).overdue = g._count._all;
  for (const g of dueToday) entry(g.assigneeId!).dueToday = g._count._all;
  const users = await ctx.prisma.user.findMany({
    where: viewer.role === 'ADMIN' ? { OR: [{ role: { in: ['ADMIN', 'EDITOR'] } }, { id: { in: [...counts.keys()] } }] } : { id: viewer.id },
    select: { id: true, name: true, email: true, username: true, role: true, createdAt: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  return users.map((counsellor) => ({ counsellor, ...(counts.get(counsellor.id) ?? { dueToday: 0, overdue: 0 }) }));
}

/** The dashboard's lead figures for `range`, at `now` (the tests pass a fixed clock). Staff (lead:read). */
export async function leadDashboard(ctx: Pick<ServiceContext, 'prisma' | 'viewer'>, range: DashboardRange, now: Date = new Date()) {
  const viewer = authorize(ctx.viewer, 'lead:read');
  const buckets = dashboardBuckets(range, now);
  const from = buckets[0]!.start;
  const to = buckets.at(-1)!.end;
  const [perCourse, perSource, perStatus, followUps, placementFunnel, labels] = await Promise.all([
    countPerDay(ctx, 'course', from, to),
    countPerDay(ctx, 'source', from, to),
    ctx.prisma.lead.groupBy({ by: ['status'], where: { createdAt: { gte: from, lt: to } }, _count: { _all: true } }),
    followUpsPerCounsellor(ctx, viewer, now),
    countApplicationsByStage(ctx),
    courseLabelsOnce(ctx),
  ]);
  const statusCounts = new Map(perStatus.map((g) => [g.status, g._count._all]));
  return {
    range,
    from,
    to,
    buckets: buckets.map(({ start, end, label }) => ({ start, end, label })),
    byCourse: seriesByBucket(perCourse, buckets).map(({ key, counts }) => ({ key, label: leadCourseName(key, labels), counts })),
    bySource: seriesByBucket(perSource as { day: string; key: LeadSource; count: number }[], buckets)
      .filter(({ key }) => Object.hasOwn(LEAD_SOURCES, key))
      .map(({ key, counts }) => ({ key, label: LEAD_SOURCE_LABELS[key], counts })),
    statusFunnel: Object.values(LEAD_STATUSES).map((status) => ({ status, count: statusCounts.get(status) ?? 0 })),
    followUps,
    placementFunnel,
  };
}
