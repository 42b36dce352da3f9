// GraphQL: a job post's revisions for staff (list, comparison with the job now, restore as a new revision).
import type { JobPost, JobPostRevision } from '../generated/prisma/client.js';
import { compareJobPostRevision, listJobPostRevisions, REVISIONS_PAGE_MAX, restoreJobPostRevision, type JobPostRevisionChange, type JobPostRevisionView } from '../services/job-revisions.js';
import { builder } from './builder.js';
import { JobPostRef } from './jobs.js';

const JobPostRevisionRef = builder.objectRef<JobPostRevision & { current?: boolean }>('JobPostRevision').implement({
  description: 'A saved version of a job post: who saved it, when, and which fields changed. Staff only.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeInt('number', { description: 'Counts from 1 for each job; never reused or rewritten.' }),
    summary: t.exposeString('summary', { description: 'The fields this save changed, in words ("Salary, Description"); "Created" for the first; "Restored version N: …" for a restore.' }),
    authorId: t.exposeString('authorId', { nullable: true, description: 'The staff account that saved it (null for the state kept from before revisions were recorded).' }),
    authorName: t.exposeString('authorName', { description: 'Their username at the time.' }),
    restoredFrom: t.exposeInt('restoredFrom', { nullable: true, description: 'The version this save restored, when it was a restore.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    current: t.boolean({ description: 'Whether the job\'s fields are now exactly this version\'s (only the newest can be).', resolve: (r) => r.current === true }),
  }),
});

const JobPostRevisionChangeRef = builder.objectRef<JobPostRevisionChange>('JobPostRevisionChange').implement({
  description: 'One field in which a version differs from the job now.',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The JobPost field name (title, salary, content, closesAt, …).' }),
    label: t.exposeString('label', { description: 'Its name in words, as the form shows it.' }),
    version: t.exposeString('version', { nullable: true, description: 'Its value in the version (the description as sanitised HTML; dates as ISO 8601; skills comma-separated); null: empty.' }),
    current: t.exposeString('current', { nullable: true, description: 'Its value in the job now, in the same form.' }),
  }),
});

const JobPostRevisionComparison = builder.objectRef<{ revision: JobPostRevision; changes: JobPostRevisionChange[] }>('JobPostRevisionComparison').implement({
  fields: (t) => ({
    revision: t.field({ type: JobPostRevisionRef, resolve: (c) => c.revision }),
    changes: t.field({ type: [JobPostRevisionChangeRef], description: 'Only the fields that differ, in the form\'s order; empty: the version is the job as it is.', resolve: (c) => c.changes }),
  }),
});

const JobPostRevisionRestore = builder.objectRef<{ jobPost: JobPost; revision: JobPostRevision }>('JobPostRevisionRestore').implement({
  fields: (t) => ({
    jobPost: t.field({ type: JobPostRef, resolve: (r) => r.jobPost }),
    revision: t.field({ type: JobPostRevisionRef, description: 'The new version the restore made.', resolve: (r) => r.revision }),
  }),
});

builder.queryFields((t) => ({
  jobPostRevisions: t.field({
    type: [JobPostRevisionRef],
    description: `A job post's versions, newest first (at most ${REVISIONS_PAGE_MAX}; older ones with before). A job saved before versions were kept has none until its next save. Requires an ADMIN or EDITOR token.`,
    args: {
      jobPostId: t.arg.id({ required: true }),
      first: t.arg.int({ required: false, description: `At most ${REVISIONS_PAGE_MAX} (the default).` }),
      before: t.arg.int({ required: false, description: 'Only versions older than this number.' }),
    },
    resolve: (_root, args, ctx): Promise<JobPostRevisionView[]> => listJobPostRevisions(ctx, String(args.jobPostId), { first: args.first, before: args.before }),
  }),
  jobPostRevisionChanges: t.field({
    type: JobPostRevisionComparison,
    description: 'What differs between version number and the job as it is now, field by field. Requires an ADMIN or EDITOR token.',
    args: { jobPostId: t.arg.id({ required: true }), number: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => compareJobPostRevision(ctx, String(args.jobPostId), args.number),
  }),
}));

builder.mutationFields((t) => ({
  restoreJobPostRevision: t.field({
    type: JobPostRevisionRestore,
    description:
      'Saves version number\'s fields as the job\'s new version (restoredFrom set; earlier versions unchanged), checked by today\'s rules: ' +
      'a version whose closing date has passed or whose fields no longer pass is refused (BAD_USER_INPUT naming the field). Requires an ADMIN or EDITOR token.',
    args: { jobPostId: t.arg.id({ required: true }), number: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => restoreJobPostRevision(ctx, String(args.jobPostId), args.number),
  }),
}));
