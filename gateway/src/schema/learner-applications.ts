// GraphQL: the learner's side of applications and saved jobs (issue 28): apply, withdraw, save and unsave, "My
// applications", saved jobs and the ids the job cards mark; and the staff-only count of external Apply Now clicks.
// Every field here answers the session's learner only, so none is among the cached public root fields
// (cache/graphql-answers.ts), and none hangs under one: a job's page stays the same answer for everyone.
import {
  applyToJob,
  listMyAppliedJobs,
  listMyApplications,
  readMyApplication,
  readMyApplicationForJob,
  withdrawApplication,
  type MyApplication,
  type MyAppliedJob,
} from '../services/applications.js';
import { authorize } from '../services/permissions.js';
import { listMySavedJobs, mySavedJobIds, saveJob, unsaveJob } from '../services/saved-jobs.js';
import { LIMITS } from '../services/limits.js';
import { ApplicationStageEnum } from './application-stage.js';
import { builder } from './builder.js';
import { JobPostRef } from './jobs.js';

const MyApplicationEventRef = builder.objectRef<MyApplication['events'][number]>('MyApplicationEvent').implement({
  description: "One step of an application's history as its learner sees it (staff's own notes are not among them).",
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: '"applied", "stage" (moved by the placement cell) or "withdrawn".' }),
    fromStage: t.expose('fromStage', { type: ApplicationStageEnum, nullable: true }),
    toStage: t.expose('toStage', { type: ApplicationStageEnum, nullable: true }),
    at: t.expose('at', { type: 'DateTime' }),
  }),
});

const MyApplicationCvRef = builder.objectRef<NonNullable<MyApplication['cv']>>('MyApplicationCv').implement({
  description: 'The CV sent with an application (its learner downloads it from GET /api/v1/account/applications/<id>/cv).',
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    contentType: t.exposeString('contentType'),
    size: t.exposeInt('size', { description: 'Bytes.' }),
  }),
});

export const MyApplicationRef = builder.objectRef<MyApplication>('MyApplication').implement({
  description: 'An application of the signed-in learner, with its history. The job is named as it was when they applied.',
  fields: (t) => ({
    id: t.exposeID('id'),
    jobId: t.exposeID('jobId', { nullable: true, description: 'The job, while its page exists (null once it is deleted or a draft again).' }),
    jobTitle: t.exposeString('jobTitle'),
    companyname: t.exposeString('companyname'),
    jobLocation: t.exposeString('jobLocation', { nullable: true }),
    jobOpen: t.exposeBoolean('jobOpen', { description: 'Whether the job still takes applications.' }),
    appliedAt: t.expose('appliedAt', { type: 'DateTime' }),
    stage: t.expose('stage', { type: ApplicationStageEnum }),
    stageChangedAt: t.expose('stageChangedAt', { type: 'DateTime' }),
    note: t.exposeString('note'),
    phone: t.exposeString('phone'),
    cv: t.expose('cv', { type: MyApplicationCvRef, nullable: true, description: `Null when none was sent, or after APPLICATION_CV_DAYS (it is removed).` }),
    canWithdraw: t.exposeBoolean('canWithdraw', { description: 'False once it is placed, rejected or withdrawn.' }),
    events: t.expose('events', { type: [MyApplicationEventRef], description: 'Oldest first.' }),
  }),
});

const MyAppliedJobRef = builder.objectRef<MyAppliedJob>('MyAppliedJob').implement({
  description: "A job the signed-in learner applied to, as its Apply Now shows it (\"Applied on …\", or withdrawn).",
  fields: (t) => ({
    jobId: t.exposeID('jobId'),
    applicationId: t.exposeID('applicationId', { description: 'The application (myApplication(id), My applications).' }),
    appliedAt: t.expose('appliedAt', { type: 'DateTime' }),
    stage: t.expose('stage', { type: ApplicationStageEnum, description: 'WITHDRAWN: withdrawn by the learner, who cannot apply to the job again.' }),
  }),
});

builder.prismaObject('SavedJob', {
  description: 'A job the signed-in learner saved.',
  fields: (t) => ({
    savedAt: t.expose('createdAt', { type: 'DateTime' }),
    job: t.relation('jobPost', { description: 'The job as it is now (see its state: a closed one no longer takes applications).' }),
  }),
});

const ApplicationCvChoiceEnum = builder.enumType('ApplicationCvChoice', {
  description: 'Which CV goes with an application sent through GraphQL (a new file is sent with POST /api/v1/jobs/<id>/applications).',
  values: {
    ON_FILE: { description: 'A copy of the CV on file (the account page; replacing it later does not change the copy).' },
    NONE: { description: 'No CV.' },
  } as const,
});

const ApplyToJobInput = builder.inputType('ApplyToJobInput', {
  fields: (t) => ({
    phone: t.string({ required: true, description: 'An Indian mobile number (10 digits starting with 6, 7, 8 or 9) to reach the learner.' }),
    note: t.string({ required: false, description: `A short note to the placement cell, at most ${LIMITS.applicationNote} characters.` }),
    cv: t.field({ type: ApplicationCvChoiceEnum, required: false, description: 'ON_FILE when left out.' }),
  }),
});

const LEARNER_ONLY = ' The signed-in learner only (session cookie); anyone else: UNAUTHENTICATED.';

builder.queryFields((t) => ({
  myApplications: t.connection(
    {
      type: MyApplicationRef,
      description: 'The signed-in learner\'s applications, newest first (pages forward: first, after).' + LEARNER_ONLY,
      resolve: (_root, args, ctx) => listMyApplications(ctx, args),
    },
    {
      fields: (c) => ({
        totalCount: c.int({ resolve: (connection) => (connection as unknown as Awaited<ReturnType<typeof listMyApplications>>).totalCount() }),
      }),
    },
    {},
  ),
  myApplication: t.field({
    type: MyApplicationRef,
    nullable: true,
    description: 'One application of the signed-in learner; null for any other id.' + LEARNER_ONLY,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => readMyApplication(ctx, String(args.id)),
  }),
  myApplicationForJob: t.field({
    type: MyApplicationRef,
    nullable: true,
    description: "The signed-in learner's application to a job, or null." + LEARNER_ONLY,
    args: { jobId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => readMyApplicationForJob(ctx, String(args.jobId)),
  }),
  myAppliedJobs: t.field({
    type: [MyAppliedJobRef],
    description:
      "The signed-in learner's applications to jobs open now, newest first (for Apply Now on job cards and pages: one request answers every card). " +
      'Nobody signed in (or staff): an empty list, not a refusal.',
    resolve: (_root, _args, ctx) => listMyAppliedJobs(ctx),
  }),
  mySavedJobs: t.prismaField({
    type: ['SavedJob'],
    description: 'The signed-in learner\'s saved jobs, newest first (closed ones too; at most 200).' + LEARNER_ONLY,
    resolve: (query, _root, _args, ctx) => listMySavedJobs(ctx, query),
  }),
  mySavedJobIds: t.idList({
    description: "The ids of the signed-in learner's saved jobs (for the Save buttons of job cards and pages)." + LEARNER_ONLY,
    resolve: (_root, _args, ctx) => mySavedJobIds(ctx),
  }),
}));

builder.mutationFields((t) => ({
  applyToJob: t.field({
    type: MyApplicationRef,
    description:
      'The signed-in learner (e-mail confirmed) applies to an open job that takes applications on this site. Already applied: CONFLICT "You have already applied to this job"; ' +
      'a closed or draft job: CONFLICT "This job is no longer accepting applications"; no CV on file with cv ON_FILE: BAD_USER_INPUT (field cv); ' +
      'bad phone or note: BAD_USER_INPUT with every problem in extensions.fields; throttled: TOO_MANY_REQUESTS.' + LEARNER_ONLY,
    args: { jobId: t.arg.id({ required: true }), input: t.arg({ type: ApplyToJobInput, required: true }) },
    resolve: (_root, args, ctx) => applyToJob(ctx, String(args.jobId), args.input),
  }),
  withdrawApplication: t.field({
    type: MyApplicationRef,
    description: 'Withdraws an application of the signed-in learner (stage WITHDRAWN, recorded on its history). Placed or rejected: CONFLICT; another learner\'s id: NOT_FOUND.' + LEARNER_ONLY,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => withdrawApplication(ctx, String(args.id)),
  }),
  saveJob: t.boolean({
    description: 'Saves an open job for the signed-in learner; answers true. A closed job: CONFLICT.' + LEARNER_ONLY,
    args: { jobId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => saveJob(ctx, String(args.jobId)),
  }),
  unsaveJob: t.boolean({
    description: 'Removes a saved job of the signed-in learner; answers false (not saved).' + LEARNER_ONLY,
    args: { jobId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => unsaveJob(ctx, String(args.jobId)),
  }),
}));

builder.prismaObjectField(JobPostRef, 'externalApplyClicks', (t) =>
  t.int({
    description: 'Staff only (ADMIN, EDITOR): clicks on Apply Now of this job when it is applied to elsewhere (its URL or e-mail). Anyone else: refused.',
    nullable: true,
    select: { externalApplyClicks: true },
    resolve: (job, _args, ctx) => {
      authorize(ctx.viewer, 'jobPost:write');
      return job.externalApplyClicks;
    },
  }),
);
