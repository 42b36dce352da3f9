// GraphQL: the placement cell's pipeline (staff, ADMIN and EDITOR): applications with their timeline, stage moves,
// staff notes, counts per stage, the jobs that have applicants, and a placed candidate's draft story. The types are
// variants of the Application and ApplicationEvent models (PipelineApplication, PipelineEvent): the learner's own
// view of an application is a different type with fewer fields.
import {
  applicationOrder,
  authorizeApplicationQuery,
  countApplicationsByStage,
  createStoryFromApplication,
  listPipelineJobs,
  moveApplication,
  readApplication,
  STAFF_STAGES,
  STAGE_MOVES,
  updateApplicationNotes,
} from '../services/pipeline.js';
import { authorize } from '../services/permissions.js';
import { ServiceError } from '../services/errors.js';
import { isPossibleKey } from '../services/validation.js';
import { ApplicationStageCountRef, ApplicationStageEnum } from './application-stage.js';
import { builder } from './builder.js';
import { JobPostRef } from './jobs.js';
import { rowConnection, rowTotalCount } from './row-pages.js';

const PipelineEventRef = builder.prismaObject('ApplicationEvent', {
  variant: 'PipelineEvent',
  description: "One entry of an application's timeline as staff read it.",
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'applied, stage (a move), note (staff notes edited) or withdrawn.' }),
    fromStage: t.expose('fromStage', { type: ApplicationStageEnum, nullable: true }),
    toStage: t.expose('toStage', { type: ApplicationStageEnum, nullable: true }),
    actorName: t.exposeString('actorName', { description: 'The staff member who made the change; empty for the learner\'s own.' }),
    byStaff: t.boolean({ select: { actorId: true, actorName: true }, resolve: (e) => e.actorId !== null || e.actorName !== '' }),
    note: t.exposeString('note', { description: 'The note given with a move (staff only).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ApplicationCvRef = builder.objectRef<{ id: string; fileName: string; contentType: string; size: number }>('ApplicationCv').implement({
  description: 'The CV sent with an application (downloaded by staff only, as an attachment).',
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    contentType: t.exposeString('contentType'),
    size: t.exposeInt('size', { description: 'Bytes.' }),
    downloadPath: t.string({
      description: 'GET it with the staff token (Authorization: Bearer …); never a public URL.',
      resolve: (cv) => `/api/v1/applications/${encodeURIComponent(cv.id)}/cv`,
    }),
  }),
});

export const PipelineApplicationRef = builder.prismaObject('Application', {
  variant: 'PipelineApplication',
  description: "An application as the placement cell works it (staff only): the learner's details as sent, the stage, staff notes, the CV and the timeline.",
  fields: (t) => ({
    id: t.exposeID('id'),
    jobPostId: t.exposeID('jobPostId', { nullable: true, description: 'Null when the job was deleted (jobTitle and companyname keep what it was).' }),
    jobPost: t.relation('jobPost', { nullable: true }),
    jobTitle: t.exposeString('jobTitle', { description: 'The job title when the learner applied.' }),
    companyname: t.exposeString('companyname'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    note: t.exposeString('note', { description: "The learner's note with the application." }),
    stage: t.expose('stage', { type: ApplicationStageEnum }),
    stageChangedAt: t.expose('stageChangedAt', { type: 'DateTime' }),
    staffNotes: t.exposeString('staffNotes', { description: 'Never shown to the learner.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the learner applied.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    anonymised: t.boolean({
      description: 'The learner deleted their account: the row stays for the counts, without their details, and no mail is sent.',
      select: { learnerId: true },
      resolve: (a) => a.learnerId === null,
    }),
    allowedStages: t.field({
      type: [ApplicationStageEnum],
      description: 'The stages staff may move the application to now (none once the learner withdrew it).',
      select: { stage: true },
      resolve: (a) => [...STAGE_MOVES[a.stage]],
    }),
    cv: t.field({
      type: ApplicationCvRef,
      nullable: true,
      description: 'Null when no CV was sent or it was removed.',
      select: { id: true, cvFileName: true, cvContentType: true, cvSize: true },
      resolve: (a) => (a.cvFileName && a.cvContentType ? { id: a.id, fileName: a.cvFileName, contentType: a.cvContentType, size: a.cvSize ?? 0 } : null),
    }),
    timeline: t.relation('events', {
      type: PipelineEventRef,
      description: 'What happened, oldest first: applied, stage moves (who, when, the note), staff-note edits, a withdrawal.',
      query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    }),
    story: t.prismaField({
      type: 'Story',
      nullable: true,
      description: 'The success story made from this application (a draft until published), if any.',
      select: { id: true },
      resolve: (query, a, _args, ctx) => ctx.prisma.story.findFirst({ ...query, where: { applicationId: a.id } }),
    }),
  }),
});

const PipelineJobRef = builder.objectRef<Awaited<ReturnType<typeof listPipelineJobs>>[number]>('PipelineJob').implement({
  description: 'A job that has applications (for the pipeline\'s job filter).',
  fields: (t) => ({
    jobPostId: t.exposeID('jobPostId'),
    title: t.exposeString('title'),
    companyname: t.exposeString('companyname'),
    applicationCount: t.exposeInt('applicationCount'),
    lastAppliedAt: t.expose('lastAppliedAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  pipelineApplications: t.connection(
    {
      type: PipelineApplicationRef,
      description:
        'Applications, newest first: of one job (jobPostId), at one stage, applied between from and to, and whose applicant a search finds (part of the name, e-mail or phone, or a whole mobile number typed any way). Requires an ADMIN or EDITOR token.',
      args: {
        jobPostId: t.arg.id({ required: false }),
        stage: t.arg({ type: ApplicationStageEnum, required: false }),
        from: t.arg({ type: 'DateTime', required: false }),
        to: t.arg({ type: 'DateTime', required: false }),
        search: t.arg.string({ required: false }),
      },
      resolve: (_root, args, ctx, info) => {
        const where = authorizeApplicationQuery(ctx, {
          jobPostId: args.jobPostId == null ? null : String(args.jobPostId),
          stage: args.stage,
          from: args.from,
          to: args.to,
          search: args.search,
        });
        return rowConnection(
          'Application',
          'pipelineApplications',
          args,
          ctx,
          info,
          {
            read: (query) => ctx.prisma.application.findMany({ ...query, where, orderBy: applicationOrder }),
            count: () => ctx.prisma.application.count({ where }),
          },
          'PipelineApplication',
        );
      },
    },
    { fields: (c) => ({ totalCount: c.int(rowTotalCount) }) },
  ),
  pipelineApplication: t.prismaField({
    type: PipelineApplicationRef,
    nullable: true,
    description: 'One application with its timeline, or null when there is none. Requires an ADMIN or EDITOR token.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      authorize(ctx.viewer, 'application:manage');
      if (!isPossibleKey(String(args.id))) return null;
      return readApplication(ctx, String(args.id), query).catch((err: unknown) => {
        if (err instanceof ServiceError && err.code === 'NOT_FOUND') return null;
        throw err;
      });
    },
  }),
  applicationStageCounts: t.field({
    type: [ApplicationStageCountRef],
    description: 'How many applications are at each stage (every stage, zero included): of one job, or of all. Requires an ADMIN or EDITOR token.',
    args: { jobPostId: t.arg.id({ required: false }) },
    resolve: (_root, args, ctx) => countApplicationsByStage(ctx, args.jobPostId == null ? null : String(args.jobPostId)),
  }),
  pipelineJobs: t.field({
    type: [PipelineJobRef],
    description: 'The jobs that have applications, most recently applied to first (at most 500). Requires an ADMIN or EDITOR token.',
    resolve: (_root, _args, ctx) => listPipelineJobs(ctx),
  }),
}));

builder.mutationFields((t) => ({
  moveApplication: t.prismaField({
    type: PipelineApplicationRef,
    description:
      `Moves an application to another stage (${STAFF_STAGES.join(', ')}; see allowedStages), with an optional note for the timeline (staff only, never mailed). ` +
      'Records who and when on the timeline and in the audit log, and mails the learner (not for an anonymised application). ' +
      'A stage that does not exist or a move not allowed: BAD_USER_INPUT naming the stages; a withdrawn application, the same stage, or a move by someone else at the same moment: CONFLICT. Requires an ADMIN or EDITOR token.',
    args: {
      id: t.arg.id({ required: true }),
      stage: t.arg.string({ required: true, description: `One of ${STAFF_STAGES.join(', ')} (WITHDRAWN is the learner's own).` }),
      note: t.arg.string({ required: false, description: 'At most 1000 characters.' }),
    },
    resolve: (query, _root, args, ctx) => moveApplication(ctx, String(args.id), args.stage, args.note, query),
  }),
  updateApplicationNotes: t.prismaField({
    type: PipelineApplicationRef,
    description:
      'Replaces the staff notes (at most 5000 characters; never shown to the learner). A change is on the timeline and in the audit log. ' +
      'With baseUpdatedAt (the application\'s updatedAt as the notes were loaded), an application changed by someone else since is refused: ' +
      'CONFLICT "Someone else changed this application while you were editing its notes. …", nothing written. Requires an ADMIN or EDITOR token.',
    args: {
      id: t.arg.id({ required: true }),
      staffNotes: t.arg.string({ required: true }),
      baseUpdatedAt: t.arg({ type: 'DateTime', required: false, description: 'PipelineApplication.updatedAt as the notes were loaded.' }),
    },
    resolve: (query, _root, args, ctx) => updateApplicationNotes(ctx, String(args.id), args.staffNotes, query, args.baseUpdatedAt ?? undefined),
  }),
  createStoryFromApplication: t.prismaField({
    type: 'Story',
    description:
      'A draft success story from a PLACED application: title "<name> joins <company> as <role>", student, company and role filled in, a placeholder picture; not public until publishStory. One per application (CONFLICT for a second, or for an application not placed or anonymised). Requires an ADMIN or EDITOR token.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_query, _root, args, ctx) => createStoryFromApplication(ctx, String(args.id)),
  }),
}));

builder.prismaObjectField(JobPostRef, 'applicationCount', (t) =>
  t.int({
    description: 'How many applications the job has (any stage). Staff only (ADMIN, EDITOR).',
    select: { _count: { select: { applications: true } } },
    resolve: (job, _args, ctx) => {
      authorize(ctx.viewer, 'application:manage');
      return job._count.applications;
    },
  }),
);
