// GraphQL: the admin dashboard's lead charts (issue 30). The counting is services/lead-dashboard.ts.
import { DASHBOARD_RANGES, leadDashboard } from '../services/lead-dashboard.js';
import { ApplicationStageCountRef } from './application-stage.js';
import { UserRef } from './auth.js';
import { builder } from './builder.js';
import { LeadStatusEnum } from './leads.js';

type LeadDashboardShape = Awaited<ReturnType<typeof leadDashboard>>;

const DashboardRangeEnum = builder.enumType('DashboardRange', {
  description: 'WEEK: the last 7 days, one bar per day; DAYS_30 and DAYS_90: one bar per Monday-based week (Asia/Kolkata).',
  values: DASHBOARD_RANGES,
});

const DashboardBucketRef = builder.objectRef<LeadDashboardShape['buckets'][number]>('DashboardBucket').implement({
  description: 'One bar of the charts: a day or a week on the centre\'s calendar, from start (included) to end (excluded).',
  fields: (t) => ({
    start: t.expose('start', { type: 'DateTime' }),
    end: t.expose('end', { type: 'DateTime' }),
    label: t.exposeString('label', { description: '"Mon, 23 Nov" for a day, "23 Nov – 29 Nov" for a week.' }),
  }),
});

const SeriesOfCountsRef = builder.objectRef<{ key: string; label: string; counts: number[] }>('SeriesOfCounts').implement({
  description: 'One course or source: its leads in each bucket, in the buckets\' order. Only those with leads in the range, the biggest first.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The course\'s slug, or the LeadSource.' }),
    label: t.exposeString('label'),
    counts: t.exposeIntList('counts'),
  }),
});

const LeadStatusCountRef = builder.objectRef<LeadDashboardShape['statusFunnel'][number]>('LeadStatusCount').implement({
  fields: (t) => ({
    status: t.field({ type: LeadStatusEnum, resolve: (c) => c.status }),
    count: t.exposeInt('count'),
  }),
});

const CounsellorFollowUpsRef = builder.objectRef<LeadDashboardShape['followUps'][number]>('CounsellorFollowUps').implement({
  description: 'Follow-ups of one counsellor\'s open leads (New or Contacted) due later today and overdue.',
  fields: (t) => ({
    counsellor: t.field({ type: UserRef, nullable: true, description: 'Null: the leads nobody has (the list\'s unassigned).', resolve: (c) => c.counsellor }),
    dueToday: t.exposeInt('dueToday'),
    overdue: t.exposeInt('overdue'),
  }),
});

const LeadDashboardRef = builder.objectRef<LeadDashboardShape>('LeadDashboard').implement({
  fields: (t) => ({
    range: t.field({ type: DashboardRangeEnum, resolve: (d) => d.range }),
    from: t.expose('from', { type: 'DateTime', description: 'The first bucket\'s start.' }),
    to: t.expose('to', { type: 'DateTime', description: 'The last bucket\'s end: the end of today in Asia/Kolkata.' }),
    buckets: t.field({ type: [DashboardBucketRef], resolve: (d) => d.buckets }),
    byCourse: t.field({ type: [SeriesOfCountsRef], description: 'Leads created per bucket, by course.', resolve: (d) => d.byCourse }),
    bySource: t.field({ type: [SeriesOfCountsRef], description: 'Leads created per bucket, by source.', resolve: (d) => d.bySource }),
    statusFunnel: t.field({ type: [LeadStatusCountRef], description: 'Leads created in the range, by their status now (every status, zero included).', resolve: (d) => d.statusFunnel }),
    followUps: t.field({
      type: [CounsellorFollowUpsRef],
      description:
        'Per counsellor, by name: every staff member for an ADMIN, only the viewer\'s own row for an EDITOR; then, when there are any, ' +
        'the follow-ups of leads nobody has (counsellor null), for both.',
      resolve: (d) => d.followUps,
    }),
    placementFunnel: t.field({ type: [ApplicationStageCountRef], description: 'Applications at each stage (all time, zero included).', resolve: (d) => d.placementFunnel }),
  }),
});

builder.queryFields((t) => ({
  leadDashboard: t.field({
    type: LeadDashboardRef,
    description: 'The lead charts of /admin for a range ending today (Asia/Kolkata). Requires an ADMIN or EDITOR token (lead:read).',
    args: { range: t.arg({ type: DashboardRangeEnum, required: true }) },
    resolve: (_root, args, ctx) => leadDashboard(ctx, args.range),
  }),
}));
