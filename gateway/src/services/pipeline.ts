// The placement cell's pipeline (staff side of applications, issue 28 item 3): applications listed and filtered,
// moved from stage to stage, staff notes, the CV sent, counts per stage, and a placed candidate's draft story. Every
// change records who and when on the application's timeline (ApplicationEvent) and in the audit log, and a stage
// move mails the learner, all in the change's own transaction. The learner's side (applying, withdrawing, "My
// applications") lives in applications.ts; this file never acts for a learner.
import type { ApplicationStage, Prisma } from '../generated/prisma/client.js';
import { recordAudit, type Tx } from './audit.js';
import type { ServiceContext } from './context.js';
import { changedSince, parseBaseUpdatedAt } from './base-version.js';
import { lockRow } from './row-lock.js';
import { badInput, conflict, notFound, ServiceError } from './errors.js';
import { escapeHtml, queueMail } from './mail.js';
import { authorize } from './permissions.js';
import { freeSlug, STORY_PLACEHOLDER_IMAGE } from './stories.js';
import { isPossibleKey, requireKey, toSaneDate, withoutControlCharacters } from './validation.js';
import { indianMobile, LIMITS } from './limits.js';

export const APPLICATION_NOT_FOUND = 'Application not found';
export const NOTES_CONFLICT = 'Someone else changed this application while you were editing its notes. Nothing of yours was saved: reload to see their change, then make yours again.';

/** Every stage, in the pipeline's order (WITHDRAWN is the learner's own move, never staff's). */
export const APPLICATION_STAGES = ['APPLIED', 'SHORTLISTED', 'INTERVIEW', 'OFFER', 'PLACED', 'REJECTED', 'WITHDRAWN'] as const satisfies readonly ApplicationStage[];
/** The stages staff move applications to. */
export const STAFF_STAGES = ['APPLIED', 'SHORTLISTED', 'INTERVIEW', 'OFFER', 'PLACED', 'REJECTED'] as const satisfies readonly ApplicationStage[];

export const STAGE_LABELS: Readonly<Record<ApplicationStage, string>> = {
  APPLIED: 'Applied',
  SHORTLISTED: 'Shortlisted',
  INTERVIEW: 'Interview',
  OFFER: 'Offer',
  PLACED: 'Placed',
  REJECTED: 'Rejected',
  WITHDRAWN: 'Withdrawn',
};

/**
 * The moves staff may make from each stage. Forward along the pipeline, skipping stages where a company moves fast
 * (an offer straight after applying); back one step or more to correct a mistake; rejected from any open stage and
 * reconsidered from rejected. A placement follows an offer, and leaves it only back to the offer (a correction).
 * A withdrawn application is the learner's decision and stays so.
 */
export const STAGE_MOVES: Readonly<Record<ApplicationStage, readonly ApplicationStage[]>> = {
  APPLIED: ['SHORTLISTED', 'INTERVIEW', 'OFFER', 'REJECTED'],
  SHORTLISTED: ['APPLIED', 'INTERVIEW', 'OFFER', 'REJECTED'],
  INTERVIEW: ['APPLIED', 'SHORTLISTED', 'OFFER', 'REJECTED'],
  OFFER: ['APPLIED', 'SHORTLISTED', 'INTERVIEW', 'PLACED', 'REJECTED'],
  PLACED: ['OFFER'],
  REJECTED: ['APPLIED', 'SHORTLISTED', 'INTERVIEW', 'OFFER'],
  WITHDRAWN: [],
};

export const WITHDRAW_IS_THE_LEARNERS = 'Only the learner can withdraw an application';

/** "Applied, Shortlisted or Rejected" */
const orList = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);
const labels = (stages: readonly ApplicationStage[]) => stages.map((s) => STAGE_LABELS[s]);

/** A stage as staff name it (any case); anything else is refused naming the stages there are. */
export function parseStage(value: unknown, field = 'stage'): ApplicationStage {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if ((APPLICATION_STAGES as readonly string[]).includes(upper)) return upper as ApplicationStage;
  const shown = typeof value === 'string' ? `"${withoutControlCharacters(value).slice(0, 40)}"` : 'this';
  throw badInput(`There is no stage ${shown}: the stages are ${STAFF_STAGES.join(', ')} (and WITHDRAWN, which only the learner chooses)`, field);
}

/** Why a move from `from` to `to` is refused, or null when staff may make it. */
export function moveRefusal(from: ApplicationStage, to: ApplicationStage): ServiceError | null {
  if (to === 'WITHDRAWN') return badInput(WITHDRAW_IS_THE_LEARNERS, 'stage');
  if (from === 'WITHDRAWN') return new ServiceError('CONFLICT', 'The learner withdrew this application: it can no longer be moved');
  if (from === to) return new ServiceError('CONFLICT', `The application is already at ${STAGE_LABELS[to]}`);
  if (!STAGE_MOVES[from].includes(to)) {
    const hint = to === 'PLACED' ? ' (a placement follows an offer: move it to Offer first)' : '';
    return badInput(`An application at ${STAGE_LABELS[from]} can move to ${orList(labels(STAGE_MOVES[from]))}, not to ${STAGE_LABELS[to]}${hint}`, 'stage');
  }
  return null;
}

const requireApplicationId = (id: unknown) => requireKey(id, { message: 'Application ID is required', field: 'id' }, APPLICATION_NOT_FOUND);

// ---- Reading ----

export interface ApplicationFilter {
  jobPostId?: string | null;
  stage?: unknown;
  from?: unknown;
  to?: unknown;
  /** Part of the applicant's name or e-mail, or their phone number (whole, typed any way; or as stored). */
  search?: unknown;
}

/**
 * The applicants a search finds: its text in the name, e-mail or phone as stored (ignoring case), and a whole mobile
 * number typed with any grouping ("9822001103", "0 98220 01103") by its stored form. Empty: no condition.
 */
function applicantSearchWhere(value: unknown): Prisma.ApplicationWhereInput | null {
  if (value == null) return null;
  if (typeof value !== 'string') throw badInput('"search" must be text', 'search');
  const search = withoutControlCharacters(value).trim().slice(0, LIMITS.search);
  if (!search) return null;
  const mobile = indianMobile(search);
  return {
    OR: [
      ...(['name', 'email', 'phone'] as const).map((field) => ({ [field]: { contains: search, mode: 'insensitive' as const } })),
      ...(mobile ? [{ phone: mobile }] : []),
    ],
  };
}

/** Newest first; the id breaks ties so that pages never skip or repeat a row. */
export const applicationOrder: Prisma.ApplicationOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

function filterDate(value: unknown, name: 'from' | 'to'): Date | null {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : toSaneDate(value);
  if (!date) throw badInput(`"${name}" must be a date such as 2026-11-01`, name);
  return date;
}

/** Checks the reader may see applications (ADMIN, EDITOR) and the filter's values; answers the where-clause. */
export function authorizeApplicationQuery(ctx: Pick<ServiceContext, 'viewer'>, filter: ApplicationFilter): Prisma.ApplicationWhereInput {
  authorize(ctx.viewer, 'application:manage');
  const where: Prisma.ApplicationWhereInput = {};
  if (filter.jobPostId != null && filter.jobPostId !== '') {
    const job = String(filter.jobPostId).trim();
    // An id that cannot name a job matches nothing (never an error mid-export).
    if (isPossibleKey(job)) where.jobPostId = job;
    else where.id = { in: [] };
  }
  if (filter.stage != null && filter.stage !== '') where.stage = parseStage(filter.stage);
  const from = filterDate(filter.from, 'from');
  const to = filterDate(filter.to, 'to');
  if (from && to && from > to) throw badInput('The "from" date must be before the "to" date', 'from');
  if (from || to) where.createdAt = { ...(from ? { gte: from } : {}), ...(to ? { lte: to } : {}) };
  const search = applicantSearchWhere(filter.search);
  if (search) where.AND = [search];
  return where;
}

/** One application for staff, with the caller's selection (Pothos's query), or NOT_FOUND. */
export async function readApplication<Q extends { select?: Prisma.ApplicationSelect; include?: Prisma.ApplicationInclude }>(ctx: ServiceContext, id: unknown, query: Q = {} as Q) {
  authorize(ctx.viewer, 'application:manage');
  const applicationId = requireApplicationId(id);
  const application = await ctx.prisma.application.findUnique({ ...query, where: { id: applicationId } });
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  return application;
}

/** How many applications are at each stage (every stage, zero included), for one job or all. */
export async function countApplicationsByStage(ctx: Pick<ServiceContext, 'prisma' | 'viewer'>, jobPostId?: string | null): Promise<{ stage: ApplicationStage; count: number }[]> {
  authorize(ctx.viewer, 'application:manage');
  const where: Prisma.ApplicationWhereInput = !jobPostId ? {} : isPossibleKey(jobPostId) ? { jobPostId } : { id: { in: [] } };
  const groups = await ctx.prisma.application.groupBy({ by: ['stage'], where, _count: { _all: true } });
  const counts = new Map(groups.map((g) => [g.stage, g._count._all]));
  return APPLICATION_STAGES.map((stage) => ({ stage, count: counts.get(stage) ?? 0 }));
}

/** The jobs that have applications (deleted jobs by the title and company the applications kept), newest first. */
export async function listPipelineJobs(ctx: Pick<ServiceContext, 'prisma' | 'viewer'>, take = 500) {
  authorize(ctx.viewer, 'application:manage');
  const groups = await ctx.prisma.application.groupBy({
    by: ['jobPostId'],
    where: { jobPostId: { not: null } },
    _count: { _all: true },
    _max: { createdAt: true },
    orderBy: { _max: { createdAt: 'desc' } },
    take,
  });
  const ids = groups.map((g) => g.jobPostId!);
  const jobs = new Map((await ctx.prisma.jobPost.findMany({ where: { id: { in: ids } }, select: { id: true, title: true, companyname: true } })).map((j) => [j.id, j]));
  return groups.map((g) => {
    const job = jobs.get(g.jobPostId!);
    return { jobPostId: g.jobPostId!, title: job?.title ?? '', companyname: job?.companyname ?? '', applicationCount: g._count._all, lastAppliedAt: g._max.createdAt! };
  });
}

/** The CV sent with an application, for staff to download; NOT_FOUND when there is none (or it was removed). */
export async function readApplicationCv(ctx: Pick<ServiceContext, 'prisma' | 'viewer'>, id: unknown) {
  authorize(ctx.viewer, 'application:manage');
  const applicationId = requireApplicationId(id);
  const row = await ctx.prisma.application.findUnique({ where: { id: applicationId }, select: { cvFileName: true, cvContentType: true, cvData: true } });
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  if (!row.cvData || !row.cvFileName || !row.cvContentType) throw notFound('This application has no CV (CVs are removed after a while, and with the account)');
  return { fileName: row.cvFileName, contentType: row.cvContentType, data: row.cvData };
}

// ---- Changing ----

/** The staff member's name as the timeline shows it (kept on the event even if the account goes later). */
async function actorName(tx: Tx, viewer: { id: string; username: string }): Promise<string> {
  const user = await tx.user.findUnique({ where: { id: viewer.id }, select: { name: true } });
  return (user?.name.trim() || viewer.username).slice(0, 120);
}

function optionalText(value: unknown, field: string, max: number, label: string): string {
  if (value == null) return '';
  if (typeof value !== 'string') throw badInput(`${label} must be text`, field);
  const text = withoutControlCharacters(value).trim();
  if (text.length > max) throw badInput(`${label} must be at most ${max} characters`, field);
  return text;
}

function siteLink(ctx: Pick<ServiceContext, 'publicUrl'>, path: string): string {
  return `${(ctx.publicUrl ?? 'http://localhost:4000').replace(/\/$/, '')}${path}`;
}

/** What the learner is told at each stage (plain words; the job and the stage are in the mail's lines below). */
const STAGE_SENTENCES: Readonly<Record<ApplicationStage, string>> = {
  APPLIED: 'Your application is back under review.',
  SHORTLISTED: 'Good news: you have been shortlisted.',
  INTERVIEW: 'You have been invited to an interview. The placement cell will contact you with the date, time and place.',
  OFFER: 'Good news: the company is making you an offer. The placement cell will contact you with the details.',
  PLACED: 'Congratulations on your placement!',
  REJECTED: 'The company has decided not to take your application further this time. Other openings are listed on the jobs page, and the placement cell is happy to help you prepare for them.',
  WITHDRAWN: 'Your application has been withdrawn.',
};

export function stageMail(ctx: Pick<ServiceContext, 'publicUrl'>, a: { name: string; email: string; jobTitle: string; companyname: string }, stage: ApplicationStage) {
  const label = STAGE_LABELS[stage];
  return {
    kind: 'application.stage',
    to: a.email,
    subject: `Your application for ${a.jobTitle} at ${a.companyname}: ${label}`,
    text:
      `Hello ${a.name},\n\n${STAGE_SENTENCES[stage]}\n\n` +
      `Job: ${a.jobTitle} at ${a.companyname}\nStage: ${label}\n\n` +
      `See your applications and where each one stands: ${siteLink(ctx, '/account/applications')}\n`,
  };
}

type ApplicationQuery = { select?: Prisma.ApplicationSelect; include?: Prisma.ApplicationInclude };

/**
 * Moves an application to another stage (STAGE_MOVES), with an optional note for the timeline (staff only, never
 * mailed). In one transaction: the move (only if nobody moved it meanwhile), the timeline entry, the audit entry and
 * the learner's mail (none when the account was deleted and the application anonymised).
 */
export async function moveApplication(ctx: ServiceContext, id: unknown, stage: unknown, note?: unknown, query: ApplicationQuery = {}) {
  const viewer = authorize(ctx.viewer, 'application:manage');
  const applicationId = requireApplicationId(id);
  const to = parseStage(stage);
  if (to === 'WITHDRAWN') throw badInput(WITHDRAW_IS_THE_LEARNERS, 'stage');
  const moveNote = optionalText(note, 'note', LIMITS.moveNote, 'The note');
  return ctx.prisma.$transaction(async (tx) => {
    const before = await tx.application.findUnique({
      where: { id: applicationId },
      select: { id: true, stage: true, stageChangedAt: true, learnerId: true, name: true, email: true, jobTitle: true, companyname: true, learner: { select: { name: true, email: true } } },
    });
    if (!before) throw notFound(APPLICATION_NOT_FOUND);
    const refusal = moveRefusal(before.stage, to);
    if (refusal) throw refusal;
    const now = new Date();
    const moved = await tx.application.updateMany({ where: { id: applicationId, stage: before.stage }, data: { stage: to, stageChangedAt: now } });
    if (moved.count !== 1) throw new ServiceError('CONFLICT', 'Someone else moved this application at the same moment. Reload it and try again.');
    await tx.applicationEvent.create({
      data: { applicationId, kind: 'stage', fromStage: before.stage, toStage: to, actorId: viewer.id, actorName: await actorName(tx, viewer), note: moveNote, createdAt: now },
    });
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'Application',
      entityId: applicationId,
      before: { stage: before.stage, stageChangedAt: before.stageChangedAt },
      after: { stage: to, stageChangedAt: now, ...(moveNote ? { note: moveNote } : {}) },
    });
    if (before.learnerId) {
      const learner = before.learner;
      await queueMail(tx, stageMail(ctx, { name: learner?.name || before.name, email: learner?.email || before.email, jobTitle: before.jobTitle, companyname: before.companyname }, to));
    }
    return tx.application.findUniqueOrThrow({ ...query, where: { id: applicationId } });
  });
}

/**
 * Replaces the staff notes (never shown to the learner); a change is on the timeline and in the audit log. With
 * `baseUpdatedAt` (the application's updatedAt the notes were loaded with), an application changed since is a
 * CONFLICT and nothing is written.
 */
export async function updateApplicationNotes(ctx: ServiceContext, id: unknown, staffNotes: unknown, query: ApplicationQuery = {}, baseUpdatedAt?: unknown) {
  const viewer = authorize(ctx.viewer, 'application:manage');
  const applicationId = requireApplicationId(id);
  if (typeof staffNotes !== 'string') throw badInput('Staff notes must be text', 'staffNotes');
  const notes = withoutControlCharacters(staffNotes).replace(/\s+$/, '');
  if (notes.length > LIMITS.staffNotes) throw badInput(`Staff notes must be at most ${LIMITS.staffNotes} characters`, 'staffNotes');
  const base = parseBaseUpdatedAt(baseUpdatedAt);
  return ctx.prisma.$transaction(async (tx) => {
    // Locked: a second save of the same notes waits, then finds nothing to change (one timeline entry, one audit entry).
    await lockRow(tx, 'Application', applicationId);
    const row = await tx.application.findUnique({ where: { id: applicationId }, select: { staffNotes: true, updatedAt: true } });
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    if (changedSince(row.updatedAt, base)) throw conflict(NOTES_CONFLICT);
    const before = { staffNotes: row.staffNotes };
    if (before.staffNotes !== notes) {
      const now = new Date();
      await tx.application.update({ where: { id: applicationId }, data: { staffNotes: notes } });
      await tx.applicationEvent.create({ data: { applicationId, kind: 'note', actorId: viewer.id, actorName: await actorName(tx, viewer), createdAt: now } });
      await recordAudit(tx, ctx, { action: 'update', entity: 'Application', entityId: applicationId, before, after: { staffNotes: notes } });
    }
    return tx.application.findUniqueOrThrow({ ...query, where: { id: applicationId } });
  });
}

/**
 * A placed candidate's draft success story in one step: title "<name> joins <company> as <role>", the student's name,
 * company and role filled in, a unique slug, a placeholder picture and a first sentence; unpublished (staff only)
 * until someone publishes it. One story per application.
 */
export async function createStoryFromApplication(ctx: ServiceContext, id: unknown) {
  authorize(ctx.viewer, 'application:manage');
  authorize(ctx.viewer, 'story:write');
  const applicationId = requireApplicationId(id);
  return ctx.prisma.$transaction(async (tx) => {
    // Two clicks at once make one story: the second waits here, then finds the first one's.
    await tx.$queryRaw`SELECT "id" FROM "Application" WHERE "id" = ${applicationId} FOR UPDATE`;
    const application = await tx.application.findUnique({ where: { id: applicationId }, select: { id: true, stage: true, learnerId: true, name: true, jobTitle: true, companyname: true } });
    if (!application) throw notFound(APPLICATION_NOT_FOUND);
    if (application.stage !== 'PLACED') throw new ServiceError('CONFLICT', `Only a placed application becomes a story; this one is at ${STAGE_LABELS[application.stage]}`);
    if (!application.learnerId) throw new ServiceError('CONFLICT', 'The learner deleted their account: no story can name them');
    const existing = await tx.story.findFirst({ where: { applicationId }, select: { id: true, title: true } });
    if (existing) throw new ServiceError('CONFLICT', `A story was already made from this application: “${existing.title}”`);
    const name = application.name.trim();
    const company = application.companyname.trim();
    const role = application.jobTitle.trim();
    const title = `${name} joins ${company} as ${role}`.slice(0, 200);
    const story = await tx.story.create({
      data: {
        title,
        slug: await freeSlug({ prisma: tx as never }, `${name} joins ${company}`),
        storyImage: STORY_PLACEHOLDER_IMAGE,
        storyContent: `<p>${escapeHtml(`${name} trained at the centre and joined ${company} as ${role}.`)}</p>`,
        studentName: name.slice(0, 120),
        companyName: company.slice(0, 200),
        role: role.slice(0, 200),
        published: false,
        applicationId,
      },
    });
    await recordAudit(tx, ctx, { action: 'create', entity: 'Story', entityId: story.id, after: story });
    return story;
  });
}
