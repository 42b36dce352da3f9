// Applications from the learner's side (issue 28, items 1, 2 and 5): applying to a job that takes applications on this
// site (a copy of the CV, snapshots of the job and the learner, an "applied" event, a confirmation mail), "My
// applications" with each one's timeline, withdrawing, the learner's copy of a CV sent, external Apply Now clicks, and
// privacy: an account's applications anonymised when it is deleted, and CVs removed after APPLICATION_CV_DAYS.
// Every read and write here is filtered by the signed-in learner, never by an id the client names alone. The staff
// pipeline (stages, staff notes, CSV) is services/pipeline*.ts. Why: docs/decisions/014-applications.md.
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { queryRows } from '../db/driver-rows.js';
import type { ApplicationStage, JobStatus } from '../generated/prisma/enums.js';
import type { Tx } from './audit.js';
import type { ServiceContext } from './context.js';
import { decodeCursor, encodeCursor, pageOf, readPageArgs, type Page, type PageArgs } from './cursors.js';
import { badInput, ServiceError } from './errors.js';
import { jobStateOf, openJobWhere } from './job-lifecycle.js';
import { checkedCvFile } from './learner-cv.js';
import { SIGN_IN_REQUIRED } from './learners.js';
import { queueMail } from './mail.js';
import { isPrismaError } from './prisma-errors.js';
import { countAttempt } from './throttle.js';
import { isPossibleKey, parseApplicationInput, type ApplicationCvChoice } from './validation.js';

export const ALREADY_APPLIED = 'You have already applied to this job';
export const NOT_ACCEPTING = 'This job is no longer accepting applications';
export const APPLIES_ELSEWHERE = "This job takes applications on the company's own site or by e-mail, not here";
export const CONFIRM_TO_APPLY = 'Confirm your e-mail address first: open the link we mailed you, then apply.';
export const NO_CV_ON_FILE = 'You have no CV on file: upload one with this application, or send it without a CV';
export const CV_MISSING = 'Choose a CV to upload';
export const APPLICATION_NOT_FOUND = 'Application not found';
export const CANNOT_WITHDRAW = 'An application that is placed or rejected can no longer be withdrawn';
export const ALREADY_WITHDRAWN = 'This application is already withdrawn';
/** What an anonymised application names instead of its learner. */
export const DELETED_LEARNER = 'Deleted learner';

/** Days an application keeps the CV sent with it (APPLICATION_CV_DAYS). */
export const DEFAULT_APPLICATION_CV_DAYS = 180;

export const APPLICATION_THROTTLE = {
  /** Applications (attempts that pass the form's checks) per learner per hour, and per client address per hour. */
  perLearnerPerHour: 10,
  perClientPerHour: 30,
} as const;

/** Stages after which a learner can no longer withdraw (the outcome is decided). */
const FINAL_STAGES: readonly ApplicationStage[] = ['PLACED', 'REJECTED', 'WITHDRAWN'];

type Ctx = Pick<ServiceContext, 'prisma' | 'learner' | 'clientAddress' | 'publicUrl'>;

function requireLearner(ctx: Pick<ServiceContext, 'learner'>) {
  if (!ctx.learner) throw new ServiceError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
  return ctx.learner;
}

const link = (ctx: Pick<ServiceContext, 'publicUrl'>, path: string) => `${(ctx.publicUrl ?? 'http://localhost:4000').replace(/\/$/, '')}${path}`;

// ---- Applying -----------------------------------------------------------------------------------------------------

export interface ApplicationUpload {
  name: string;
  bytes: Uint8Array;
}

/**
 * The signed-in learner applies to an open job that takes applications on this site. `input`: note, phone and cv
 * (ON_FILE: a copy of the CV on file; UPLOAD: `upload`, checked by its bytes, optionally kept as the CV on file too
 * with `keepCvOnFile`; NONE). One application per job and learner (CONFLICT, ALREADY_APPLIED); a draft, filled or
 * expired job: CONFLICT, NOT_ACCEPTING. GraphQL (no file) and REST (multipart, with a file) both call this.
 */
export async function applyToJob(ctx: Ctx, jobId: unknown, input: unknown, upload?: ApplicationUpload | null, options: { keepCvOnFile?: boolean } = {}) {
  const me = requireLearner(ctx);
  if (typeof jobId !== 'string' || !isPossibleKey(jobId)) throw new ServiceError('NOT_FOUND', 'Job post not found');
  const data = parseApplicationInput(input);
  const cvChoice: ApplicationCvChoice = upload ? 'UPLOAD' : data.cv;
  if (cvChoice === 'UPLOAD' && !upload) throw badInput(CV_MISSING, 'cv');
  // The file is checked before anything is counted or read: a wrong file is the form's mistake, like a bad phone.
  const file = upload ? checkedCvFile(upload) : null;
  await countAttempt(ctx.prisma, `apply-learner:${me.id}`, APPLICATION_THROTTLE.perLearnerPerHour, 3600_000, 'Too many applications in an hour. Try again later.');
  await countAttempt(ctx.prisma, `apply-client:${ctx.clientAddress}`, APPLICATION_THROTTLE.perClientPerHour, 3600_000, 'Too many applications from your network in an hour. Try again later.');

  const now = new Date();
  try {
    return await ctx.prisma.$transaction(async (tx) => {
      const learner = await tx.learner.findUnique({
        where: { id: me.id },
        select: { id: true, name: true, email: true, phone: true, emailVerifiedAt: true, cv: cvChoice === 'ON_FILE' ? { select: { fileName: true, contentType: true, size: true, data: true } } : false },
      });
      if (!learner) throw new ServiceError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
      if (!learner.emailVerifiedAt) throw new ServiceError('FORBIDDEN', CONFIRM_TO_APPLY, 'email');
      const job = await tx.jobPost.findUnique({ where: { id: jobId }, select: { id: true, title: true, companyname: true, status: true, closesAt: true, applyMethod: true } });
      if (!job) throw new ServiceError('NOT_FOUND', 'Job post not found');
      if (jobStateOf(job, now) !== 'OPEN') throw new ServiceError('CONFLICT', NOT_ACCEPTING);
      if (job.applyMethod !== 'SITE') throw new ServiceError('CONFLICT', APPLIES_ELSEWHERE);
      const existing = await tx.application.findUnique({ where: { jobPostId_learnerId: { jobPostId: job.id, learnerId: learner.id } }, select: { id: true } });
      if (existing) throw new ServiceError('CONFLICT', ALREADY_APPLIED);
      const onFile = cvChoice === 'ON_FILE' ? (learner as { cv?: { fileName: string; contentType: string; size: number; data: Uint8Array } | null }).cv : null;
      if (cvChoice === 'ON_FILE' && !onFile) throw badInput(NO_CV_ON_FILE, 'cv');
      const cv = file ?? onFile ?? null;

      const application = await tx.application.create({
        data: {
          jobPostId: job.id,
          learnerId: learner.id,
          jobTitle: job.title,
          companyname: job.companyname,
          name: learner.name,
          email: learner.email,
          phone: data.phone,
          note: data.note,
          stage: 'APPLIED',
          stageChangedAt: now,
          createdAt: now,
          ...(cv ? { cvFileName: cv.fileName, cvContentType: cv.contentType, cvSize: cv.size, cvData: cv.data as Uint8Array<ArrayBuffer> } : {}),
          // The learner's own action: no staff actor, and no name (it would outlive an anonymised account).
          events: { create: { kind: 'applied', toStage: 'APPLIED', createdAt: now } },
        },
        select: { id: true },
      });
      // A learner without a phone on the profile (signed up through Google or LinkedIn) keeps the one just given.
      if (!learner.phone) await tx.learner.update({ where: { id: learner.id }, data: { phone: data.phone } });
      if (file && options.keepCvOnFile) {
        const kept = { fileName: file.fileName, contentType: file.contentType, size: file.size, sha256: file.sha256, data: file.data, createdAt: now };
        await tx.learnerCv.upsert({ where: { learnerId: learner.id }, create: { learnerId: learner.id, ...kept }, update: kept });
      }
      await queueMail(tx, {
        kind: 'application.received',
        to: learner.email,
        subject: `Application sent: ${job.title} at ${job.companyname}`,
        text:
          `Hello ${learner.name},\n\nWe have your application for "${job.title}" at ${job.companyname}` +
          `${cv ? `, with your CV (${cv.fileName})` : ', without a CV'}. Our placement cell reviews applications as they arrive; ` +
          `we will mail you when your application moves on.\n\nSee where it stands, or withdraw it, under My applications:\n${link(ctx, '/account/applications')}`,
      });
      return readApplication(tx, learner.id, application.id);
    });
  } catch (err) {
    // Two applications at the same moment: the unique key (job, learner) lets one through.
    if (isPrismaError(err, 'P2002')) throw new ServiceError('CONFLICT', ALREADY_APPLIED);
    // The job was deleted (or the account) between the read above and the insert: answered as if the delete came first.
    if (isPrismaError(err, 'P2003')) {
      if (!(await ctx.prisma.learner.findUnique({ where: { id: me.id }, select: { id: true } }))) throw new ServiceError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
      throw new ServiceError('NOT_FOUND', 'Job post not found');
    }
    throw err;
  }
}

// ---- The learner's applications ---------------------------------------------------------------------------------

/** What a learner sees of an application: never staff notes, staff names or staff's timeline notes. */
const learnerView = {
  id: true,
  jobPostId: true,
  jobTitle: true,
  companyname: true,
  name: true,
  email: true,
  phone: true,
  note: true,
  stage: true,
  stageChangedAt: true,
  cvFileName: true,
  cvContentType: true,
  cvSize: true,
  createdAt: true,
  jobPost: { select: { status: true, closesAt: true, location: true } },
  // Staff's notes on the timeline ("note" events) are theirs; the learner sees what happened, and when.
  events: { where: { kind: { not: 'note' } }, select: { id: true, kind: true, fromStage: true, toStage: true, createdAt: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.ApplicationSelect;

type ApplicationRow = Prisma.ApplicationGetPayload<{ select: typeof learnerView }>;

export interface MyApplication {
  id: string;
  jobId: string | null;
  jobTitle: string;
  companyname: string;
  jobLocation: string | null;
  /** Whether the job still takes applications (false once it is filled, expired, a draft again or deleted). */
  jobOpen: boolean;
  appliedAt: Date;
  stage: ApplicationStage;
  stageChangedAt: Date;
  note: string;
  phone: string;
  cv: { fileName: string; contentType: string; size: number } | null;
  canWithdraw: boolean;
  events: { id: string; kind: string; fromStage: ApplicationStage | null; toStage: ApplicationStage | null; at: Date }[];
}

function toMyApplication(row: Omit<ApplicationRow, 'name' | 'email'>, now = new Date()): MyApplication {
  return {
    id: row.id,
    jobId: row.jobPost && row.jobPost.status !== 'DRAFT' ? row.jobPostId : null,
    jobTitle: row.jobTitle,
    companyname: row.companyname,
    jobLocation: row.jobPost?.location ?? null,
    jobOpen: !!row.jobPost && jobStateOf(row.jobPost, now) === 'OPEN',
    appliedAt: row.createdAt,
    stage: row.stage,
    stageChangedAt: row.stageChangedAt,
    note: row.note,
    phone: row.phone,
    cv: row.cvFileName && row.cvContentType && row.cvSize != null ? { fileName: row.cvFileName, contentType: row.cvContentType, size: row.cvSize } : null,
    canWithdraw: !FINAL_STAGES.includes(row.stage),
    events: row.events.map((e) => ({ id: e.id, kind: e.kind, fromStage: e.fromStage, toStage: e.toStage, at: e.createdAt })),
  };
}

async function readApplication(db: Pick<PrismaClient, 'application'> | Tx, learnerId: string, id: string): Promise<MyApplication> {
  const row = await db.application.findFirst({ where: { id, learnerId }, select: learnerView });
  if (!row) throw new ServiceError('NOT_FOUND', APPLICATION_NOT_FOUND);
  return toMyApplication(row);
}

const LIST = 'myApplications';

/** A `timestamp(3)` parameter: the instant in UTC, as Prisma stores DateTime columns. */
const at = (instant: Date) => Prisma.sql`${instant.toISOString()}::timestamp(3)`;

/** A row of the list's one query: the application, its job's state and place, and its history as JSON. */
interface ListRow {
  id: string;
  jobPostId: string | null;
  jobTitle: string;
  companyname: string;
  phone: string;
  note: string;
  stage: ApplicationStage;
  stageChangedAt: Date;
  cvFileName: string | null;
  cvContentType: string | null;
  cvSize: number | null;
  createdAt: Date;
  jobStatus: JobStatus | null;
  jobClosesAt: Date | null;
  jobLocation: string | null;
  events: { id: string; kind: string; fromStage: ApplicationStage | null; toStage: ApplicationStage | null; at: string }[];
}

/**
 * The signed-in learner's applications, newest first, a page at a time (first/after). One query reads the page with
 * each application's job and history (the ("learnerId", "createdAt", "id") index gives the order; the history is
 * aggregated per row from its own index), rather than one query per relation: "My applications" is read often and by
 * learners with many applications (figure in docs/testing.md).
 */
export async function listMyApplications(ctx: Pick<ServiceContext, 'prisma' | 'learner'>, args: PageArgs): Promise<Page<MyApplication> & { totalCount: () => Promise<number> }> {
  const me = requireLearner(ctx);
  const request = readPageArgs(args);
  if (request.backward) throw badInput('Page forward through applications, with first and after', 'last');
  const from = request.cursor == null ? null : decodeCursor(request.cursor, LIST, ['instant', 'key'], request.cursorArg);
  const after = from ? Prisma.sql`AND (a."createdAt" < ${at(from[0])} OR (a."createdAt" = ${at(from[0])} AND a."id" < ${from[1]}))` : Prisma.empty;
  // Through the driver (driver-rows.ts): about 0.5 ms of CPU less than `$queryRaw` for the same rows.
  const rows = await queryRows<ListRow>(
    ctx.prisma,
    Prisma.sql`
    SELECT a."id", a."jobPostId", a."jobTitle", a."companyname", a."phone", a."note", a."stage"::text AS "stage", a."stageChangedAt",
           a."cvFileName", a."cvContentType", a."cvSize", a."createdAt",
           j."status"::text AS "jobStatus", j."closesAt" AS "jobClosesAt", j."location" AS "jobLocation",
           COALESCE((SELECT json_agg(json_build_object('id', e."id", 'kind', e."kind", 'fromStage', e."fromStage", 'toStage', e."toStage", 'at', e."createdAt") ORDER BY e."createdAt", e."id")
                     FROM "ApplicationEvent" e WHERE e."applicationId" = a."id" AND e."kind" <> 'note'), '[]'::json) AS "events"
    FROM "Application" a LEFT JOIN "JobPost" j ON j."id" = a."jobPostId"
    WHERE a."learnerId" = ${me.id} ${after}
    ORDER BY a."createdAt" DESC, a."id" DESC
    LIMIT ${request.size + 1}`,
  );
  const now = new Date();
  const applications = rows.map((row) =>
    toMyApplication(
      {
        ...row,
        jobPost: row.jobStatus ? { status: row.jobStatus, closesAt: row.jobClosesAt, location: row.jobLocation ?? '' } : null,
        // json_build_object writes a timestamp without its zone: the column holds UTC.
        events: row.events.map((e) => ({ id: e.id, kind: e.kind, fromStage: e.fromStage, toStage: e.toStage, createdAt: new Date(`${e.at}Z`) })),
      },
      now,
    ),
  );
  const page = pageOf(applications, request, (a) => encodeCursor(LIST, [a.appliedAt, a.id]));
  return { ...page, totalCount: () => ctx.prisma.application.count({ where: { learnerId: me.id } }) };
}

/** One of the signed-in learner's applications, or null (another learner's id answers the same as a missing one). */
export async function readMyApplication(ctx: Pick<ServiceContext, 'prisma' | 'learner'>, id: unknown): Promise<MyApplication | null> {
  const me = requireLearner(ctx);
  if (typeof id !== 'string' || !isPossibleKey(id)) return null;
  const row = await ctx.prisma.application.findFirst({ where: { id, learnerId: me.id }, select: learnerView });
  return row ? toMyApplication(row) : null;
}

/** The signed-in learner's application to a job, or null (the job page shows it instead of the form). */
export async function readMyApplicationForJob(ctx: Pick<ServiceContext, 'prisma' | 'learner'>, jobId: unknown): Promise<MyApplication | null> {
  const me = requireLearner(ctx);
  if (typeof jobId !== 'string' || !isPossibleKey(jobId)) return null;
  const row = await ctx.prisma.application.findUnique({ where: { jobPostId_learnerId: { jobPostId: jobId, learnerId: me.id } }, select: learnerView });
  return row ? toMyApplication(row) : null;
}

/** What Apply Now of a job shows to the learner who applied to it: when, where it stands, and a link to it. */
export interface MyAppliedJob {
  jobId: string;
  applicationId: string;
  appliedAt: Date;
  stage: ApplicationStage;
}

/**
 * The signed-in learner's applications to jobs open now, newest first: a job's page and its cards show "Applied on …"
 * in place of Apply Now (the only jobs that show Apply Now are open ones, so this stays as short as the open jobs the
 * learner applied to, and one request answers every card of a page). A withdrawn application is among them: the
 * learner cannot apply to that job again (applyToJob: ALREADY_APPLIED). Nobody signed in: none, not a refusal (the
 * page asks as soon as its script runs, and the answer for a visitor is simply "nothing applied").
 */
export async function listMyAppliedJobs(ctx: Pick<ServiceContext, 'prisma' | 'learner'>, now = new Date()): Promise<MyAppliedJob[]> {
  if (!ctx.learner) return [];
  const rows = await ctx.prisma.application.findMany({
    where: { learnerId: ctx.learner.id, jobPost: openJobWhere(now) },
    select: { id: true, jobPostId: true, createdAt: true, stage: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return rows.flatMap((row) => (row.jobPostId ? [{ jobId: row.jobPostId, applicationId: row.id, appliedAt: row.createdAt, stage: row.stage }] : []));
}

/**
 * Withdraws one of the signed-in learner's applications: stage WITHDRAWN and a "withdrawn" event, in one transaction.
 * Not once it is placed or rejected. The change is conditional on the stage it was read in, so a staff move at the
 * same moment is not overwritten.
 */
export async function withdrawApplication(ctx: Pick<ServiceContext, 'prisma' | 'learner'>, id: unknown): Promise<MyApplication> {
  const me = requireLearner(ctx);
  if (typeof id !== 'string' || !isPossibleKey(id)) throw new ServiceError('NOT_FOUND', APPLICATION_NOT_FOUND);
  return ctx.prisma.$transaction(async (tx) => {
    const row = await tx.application.findFirst({ where: { id, learnerId: me.id }, select: { id: true, stage: true } });
    if (!row) throw new ServiceError('NOT_FOUND', APPLICATION_NOT_FOUND);
    if (row.stage === 'WITHDRAWN') throw new ServiceError('CONFLICT', ALREADY_WITHDRAWN);
    if (FINAL_STAGES.includes(row.stage)) throw new ServiceError('CONFLICT', CANNOT_WITHDRAW);
    const now = new Date();
    const moved = await tx.application.updateMany({ where: { id, learnerId: me.id, stage: row.stage }, data: { stage: 'WITHDRAWN', stageChangedAt: now } });
    if (moved.count === 0) throw new ServiceError('CONFLICT', 'The application changed at the same moment. Please look again.');
    await tx.applicationEvent.create({ data: { applicationId: id, kind: 'withdrawn', fromStage: row.stage, toStage: 'WITHDRAWN', createdAt: now } });
    return readApplication(tx, me.id, id);
  });
}

/** The CV sent with one of the signed-in learner's applications, for download (another learner's: NOT_FOUND). */
export async function readMyApplicationCv(ctx: Pick<ServiceContext, 'prisma' | 'learner'>, id: unknown) {
  const me = requireLearner(ctx);
  const none = new ServiceError('NOT_FOUND', 'No CV found');
  if (typeof id !== 'string' || !isPossibleKey(id)) throw none;
  const row = await ctx.prisma.application.findFirst({ where: { id, learnerId: me.id }, select: { cvFileName: true, cvContentType: true, cvData: true } });
  if (!row?.cvFileName || !row.cvContentType || !row.cvData) throw none;
  return { fileName: row.cvFileName, contentType: row.cvContentType, data: row.cvData };
}

// ---- Privacy ------------------------------------------------------------------------------------------------------

/**
 * Anonymises a learner's applications in the caller's transaction (the account's deletion): the staff side keeps each
 * row, its stage and timeline (who moved it and when), so counts stay right, but no name, address, phone, note or CV,
 * and no free text staff wrote about the learner (staff notes, the notes of stage moves: they often name the person).
 * Deleting the learner then sets learnerId to null (SetNull); saved jobs and job alerts go with the account (Cascade).
 * The audit log is append-only and keeps its record of staff actions (decision 014).
 */
export async function anonymiseApplicationsOf(tx: Tx, learnerId: string): Promise<number> {
  await tx.applicationEvent.updateMany({ where: { application: { learnerId }, note: { not: '' } }, data: { note: '' } });
  const done = await tx.application.updateMany({
    where: { learnerId },
    data: { name: DELETED_LEARNER, email: '', phone: '', note: '', staffNotes: '', cvFileName: null, cvContentType: null, cvSize: null, cvData: null },
  });
  return done.count;
}

/**
 * Removes the CVs of applications sent before `days` days ago (the hourly retention sweep, retention.ts). One UPDATE:
 * running it in several processes at once, or twice, does the same as once.
 */
export async function removeOldApplicationCvs(prisma: Pick<PrismaClient, 'application'>, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * 24 * 3600_000);
  const done = await prisma.application.updateMany({
    where: { createdAt: { lt: before }, cvFileName: { not: null } },
    data: { cvFileName: null, cvContentType: null, cvSize: null, cvData: null },
  });
  return done.count;
}


// ---- Apply Now elsewhere ------------------------------------------------------------------------------------------

/**
 * Where Apply Now of a job applied to elsewhere leads (its URL, or a mail to its address), counting the click; null
 * when the job is not open or is applied to on this site (the caller sends the visitor to the job's page). The count
 * is one UPDATE with no `updatedAt` change, and the content-change trigger ignores it (migration
 * 20261127031500_job_clicks_not_content): a click is not an edit and must not empty every cache.
 */
export async function recordExternalApplyClick(prisma: PrismaClient, jobId: string, now = new Date()): Promise<string | null> {
  if (!isPossibleKey(jobId)) return null;
  const rows = await prisma.$queryRaw<{ applyMethod: string; applyUrl: string | null; applyEmail: string | null; title: string; companyname: string; location: string }[]>`
    UPDATE "JobPost" SET "externalApplyClicks" = "externalApplyClicks" + 1
    WHERE "id" = ${jobId} AND "status" = 'PUBLISHED' AND ("closesAt" IS NULL OR "closesAt" > ${now.toISOString()}::timestamp(3))
      AND (("applyMethod" = 'URL' AND "applyUrl" IS NOT NULL) OR ("applyMethod" = 'EMAIL' AND "applyEmail" IS NOT NULL))
    RETURNING "applyMethod"::text AS "applyMethod", "applyUrl", "applyEmail", "title", "companyname", "location"`;
  const job = rows[0];
  if (!job) return null;
  if (job.applyMethod === 'URL') return job.applyUrl;
  const subject = `Application: ${job.title} at ${job.companyname}`;
  const body = `Hello,\n\nI would like to apply for "${job.title}" at ${job.companyname} (${job.location}), job ${jobId}.\n\nMy CV is attached.\n\nThank you.`;
  return `mailto:${job.applyEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
