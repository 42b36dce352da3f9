// GraphQL: job alerts (issue 28, item 4). Anyone subscribes to a search of the jobs page (a visitor confirms by a
// mailed link; a signed-in learner at once); learners list, change, pause and remove their own; staff run the digest at once.
// Confirming and unsubscribing are links in mails, answered by the gateway (rest/alerts.ts), not GraphQL.
import { deleteMyJobAlert, JOB_ALERT_LIMITS, listMyJobAlerts, setMyJobAlertPaused, subscribeJobAlert, updateMyJobAlert, type JobAlertSubscribed } from '../services/alerts.js';
import { jobAlertDigestStatus, runJobAlertDigestNow, type DigestRunInfo, type DigestStatus, type StaffDigestRun } from '../services/alert-digest.js';
import { builder } from './builder.js';
import { JobCategoryEnum } from './jobs.js';

const JobAlertRef = builder.prismaObject('JobAlert', {
  description: "A learner's job alert: a search of the jobs page whose new open jobs are mailed at most once a day.",
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email', { description: 'The address the digests go to (the learner’s own).' }),
    keywords: t.exposeString('keywords', { description: 'The jobs page’s keywords ("" for any).' }),
    category: t.expose('category', { type: JobCategoryEnum, nullable: true }),
    location: t.exposeString('location', { description: 'A place as the jobs page’s location filter names it ("" for anywhere).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastDigestAt: t.expose('lastDigestAt', { type: 'DateTime', description: 'Jobs created after this moment go into the next digest.' }),
    paused: t.boolean({ description: 'Paused by the learner: no digest until it is resumed (setJobAlertPaused).', resolve: (alert) => alert.pausedAt !== null }),
    pausedAt: t.expose('pausedAt', { type: 'DateTime', nullable: true, description: 'When the learner paused it; null while it runs.' }),
  }),
});

const SubscribedRef = builder.objectRef<JobAlertSubscribed>('JobAlertSubscribed').implement({
  description: 'A visitor gets the same message whatever the address (the link is mailed); a signed-in learner gets the alert.',
  fields: (t) => ({
    message: t.exposeString('message'),
    alert: t.field({ type: JobAlertRef, nullable: true, resolve: (answer) => answer.alert }),
  }),
});

const DigestRunRef = builder.objectRef<DigestRunInfo>('JobAlertDigestRun').implement({
  description: 'One run of the job-alert digest: the daily one (its day in Asia/Kolkata) or one staff started (day null).',
  fields: (t) => ({
    id: t.exposeID('id'),
    day: t.exposeString('day', { nullable: true }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    mails: t.exposeInt('mails', { description: 'Digest mails queued in the outbox.' }),
    startedBy: t.exposeString('startedBy', { description: 'The staff member’s username, or "schedule (pid …)".' }),
  }),
});

const DigestStatusRef = builder.objectRef<DigestStatus>('JobAlertDigestStatus').implement({
  fields: (t) => ({
    dailyTime: t.exposeString('dailyTime', { nullable: true, description: 'When the daily digest runs ("08:00", Asia/Kolkata, JOB_ALERT_DIGEST_TIME); null: not in this gateway.' }),
    lastDailyRun: t.field({ type: DigestRunRef, nullable: true, resolve: (s) => s.lastDailyRun }),
    lastRun: t.field({ type: DigestRunRef, nullable: true, resolve: (s) => s.lastRun }),
    activeAlerts: t.exposeInt('activeAlerts', { description: 'Alerts the digest mails: confirmed, not unsubscribed, not paused.' }),
    pausedAlerts: t.exposeInt('pausedAlerts', { description: 'Confirmed alerts not unsubscribed that their learner paused (not mailed until resumed).' }),
  }),
});

const StaffRunRef = builder.objectRef<StaffDigestRun>('JobAlertDigestResult').implement({
  fields: (t) => ({
    mails: t.exposeInt('mails', { description: 'Digest mails queued (alerts with new jobs).' }),
    alerts: t.exposeInt('alerts', { description: 'Alerts looked at.' }),
    run: t.field({ type: DigestRunRef, resolve: (r) => r.run }),
  }),
});

const SubscribeInput = builder.inputType('JobAlertInput', {
  fields: (t) => ({
    email: t.string({ required: false, description: 'A visitor’s address (ignored for a signed-in learner, whose own address is used).' }),
    keywords: t.string({ required: false, description: `At most ${JOB_ALERT_LIMITS.keywords} characters.` }),
    category: t.field({ type: JobCategoryEnum, required: false }),
    location: t.string({ required: false, description: `At most ${JOB_ALERT_LIMITS.location} characters.` }),
  }),
});

const SearchInput = builder.inputType('JobAlertSearchInput', {
  description: 'The search an alert watches for, as a whole: a field left out or null means any.',
  fields: (t) => ({
    keywords: t.string({ required: false, description: `At most ${JOB_ALERT_LIMITS.keywords} characters.` }),
    category: t.field({ type: JobCategoryEnum, required: false }),
    location: t.string({ required: false, description: `At most ${JOB_ALERT_LIMITS.location} characters.` }),
  }),
});

builder.queryFields((t) => ({
  myJobAlerts: t.prismaField({
    type: ['JobAlert'],
    description: "The signed-in learner's job alerts, newest first. UNAUTHENTICATED without a learner session.",
    resolve: (_query, _root, _args, ctx) => listMyJobAlerts(ctx),
  }),
  jobAlertDigestStatus: t.field({
    type: DigestStatusRef,
    description: 'When the daily digest runs and last ran, and how many alerts are active. ADMIN or EDITOR.',
    resolve: (_root, _args, ctx) => jobAlertDigestStatus(ctx),
  }),
}));

builder.mutationFields((t) => ({
  subscribeJobAlert: t.field({
    type: SubscribedRef,
    description:
      'Anyone. A signed-in learner with a confirmed address: the alert is saved at once (FORBIDDEN before the address is confirmed; CONFLICT over 10 alerts). Anyone else: `email` is required and a confirmation link (24 hours) is mailed; the answer is the same for any address. BAD_USER_INPUT with `field` for a refused input; TOO_MANY_REQUESTS when throttled.',
    args: { input: t.arg({ type: SubscribeInput, required: true }) },
    resolve: (_root, args, ctx) => subscribeJobAlert(ctx, args.input),
  }),
  deleteJobAlert: t.field({
    type: 'Boolean',
    description: "Removes one of the signed-in learner's alerts. Another learner's or an unknown id: NOT_FOUND.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteMyJobAlert(ctx, String(args.id)),
  }),
  updateJobAlert: t.prismaField({
    type: 'JobAlert',
    description:
      "Changes the search of one of the signed-in learner's alerts (the whole search is replaced). UNAUTHENTICATED without a learner session; another learner's or an unknown id: NOT_FOUND; BAD_USER_INPUT with `field` as for subscribing; CONFLICT when another of their alerts has that search. The alert keeps its id, its unsubscribe link and its last digest (the next digest holds the new search's jobs posted since then).",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: SearchInput, required: true }) },
    resolve: (_query, _root, args, ctx) => updateMyJobAlert(ctx, String(args.id), args.input),
  }),
  setJobAlertPaused: t.prismaField({
    type: 'JobAlert',
    description:
      "Pauses (`paused: true`) or resumes one of the signed-in learner's alerts. UNAUTHENTICATED without a learner session; another learner's, an unknown or an unsubscribed alert: NOT_FOUND, as for updateJobAlert. Asking for the state it is in changes nothing. A paused alert gets no digest but stays a saved alert: it is listed, keeps its search and unsubscribe link, and counts towards the limit of 10 alerts. Resuming sets `lastDigestAt` to that moment, so the next digest holds only jobs posted after the resume, not those of the paused weeks.",
    args: { id: t.arg.id({ required: true }), paused: t.arg.boolean({ required: true }) },
    resolve: (_query, _root, args, ctx) => setMyJobAlertPaused(ctx, String(args.id), args.paused),
  }),
  runJobAlertDigest: t.field({
    type: StaffRunRef,
    description: 'Runs the job-alert digest now (every alert with new jobs since its last digest gets its mail). ADMIN or EDITOR.',
    resolve: (_root, _args, ctx) => runJobAlertDigestNow(ctx),
  }),
}));
