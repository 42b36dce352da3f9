// Job posts: one post, the admin writes (with a job's lifecycle: publish, close as filled, reopen, duplicate), and the
// sitemap and feed reads (filtered lists and counts: job-search.ts; when a job is open: job-lifecycle.ts).
import type { JobPost, Prisma } from '../generated/prisma/client.js';
import { auditedWrite, type Tx } from './audit.js';
import { recordJobPostRevision } from './job-revision-log.js';
import { moveToTrash } from './trash.js';
import { openJobWhere } from './job-lifecycle.js';
import type { ServiceContext } from './context.js';
import { parseBaseVersion } from './base-version.js';
import { lockRow } from './row-lock.js';
import { badInput, conflict, notFound } from './errors.js';
import { authorize, can, type Viewer } from './permissions.js';
import { mapWriteErrors } from './prisma-errors.js';
import { checkJobCombination, MESSAGES, parseJobPostCreate, parseJobPostPatch, requireJobId, type JobPostPatch } from './validation.js';

export const JOB_NOT_FOUND = 'Job post not found';
export const JOB_CONFLICT = 'Someone else saved this job while you were editing it. Nothing of yours was saved: reload to see their change, then make yours again.';
/** Newest first; the id breaks ties so that pages never skip or repeat a row. Lists with filters: job-search.ts. */
export const jobPostOrder: Prisma.JobPostOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

export async function getJobPost(ctx: Pick<ServiceContext, 'prisma'>, id: string) {
  const job = await ctx.prisma.jobPost.findUnique({ where: { id } });
  if (!job) throw notFound(JOB_NOT_FOUND);
  return job;
}

/** Whether the viewer sees drafts (and may change jobs): staff who write jobs. Everyone else sees published ones. */
export const seesDrafts = (viewer: Viewer | null | undefined) => can(viewer, 'jobPost:write');

/**
 * One job as the viewer may see it: published ones (open or closed) to everyone, drafts only to staff; null
 * otherwise. `select` is Pothos's selection (the fields asked for); the status is always read to decide.
 */
export async function readJobPost(ctx: Pick<ServiceContext, 'prisma' | 'viewer'>, id: string, query: { select?: Prisma.JobPostSelect }) {
  const args = query.select ? { select: { ...query.select, status: true } } : query;
  const job = (await ctx.prisma.jobPost.findUnique({ ...args, where: { id } })) as (JobPost & Record<string, unknown>) | null;
  if (!job) return null;
  return job.status === 'DRAFT' && !seesDrafts(ctx.viewer) ? null : job;
}

/** The lifecycle columns a write derives: `filledAt` is set when a job becomes filled and cleared when it stops being. */
function filledAtFor(before: Pick<JobPost, 'status' | 'filledAt'> | null, status: JobPost['status'] | undefined, now: Date): { filledAt?: Date | null } {
  if (status === undefined) return {};
  if (status === 'FILLED') return before?.status === 'FILLED' ? {} : { filledAt: now };
  return before?.filledAt ? { filledAt: null } : {};
}

/**
 * A job's posted date (`createdAt`, "Posted Date" in the admin, `datePosted` for search engines, the feed's date, the
 * lists' order and what job alerts count as new) is when it was created, or, for a job written as a draft, the moment
 * it is published: a draft left for ten days is not a ten-day-old job, and alerts sent meanwhile never saw it.
 */
function postedAtFor(before: Pick<JobPost, 'status'> | null, status: JobPost['status'] | undefined, now: Date): { createdAt?: Date } {
  return before?.status === 'DRAFT' && status !== undefined && status !== 'DRAFT' ? { createdAt: now } : {};
}

/** The checked patch merged with the stored row, checked across fields, as the data to write. */
export function jobWriteData(before: JobPost | null, patch: JobPostPatch, now: Date) {
  const merged = {
    experienceMin: patch.experienceMin !== undefined ? patch.experienceMin : (before?.experienceMin ?? null),
    experienceMax: patch.experienceMax !== undefined ? patch.experienceMax : (before?.experienceMax ?? null),
    applyMethod: patch.applyMethod ?? before?.applyMethod ?? 'SITE',
    applyUrl: patch.applyUrl !== undefined ? patch.applyUrl : (before?.applyUrl ?? null),
    applyEmail: patch.applyEmail !== undefined ? patch.applyEmail : (before?.applyEmail ?? null),
  };
  const apply = checkJobCombination(merged);
  const touchesApply = ['applyMethod', 'applyUrl', 'applyEmail'].some((f) => f in patch && patch[f as keyof JobPostPatch] !== undefined);
  return { ...patch, ...(touchesApply || !before ? apply : {}), ...filledAtFor(before, patch.status, now), ...postedAtFor(before, patch.status, now) };
}

export async function createJobPost(ctx: ServiceContext, input: unknown) {
  authorize(ctx.viewer, 'jobPost:write');
  const parsed = parseJobPostCreate(input);
  const data = jobWriteData(null, parsed, new Date());
  return auditedWrite(ctx, { action: 'create', entity: 'JobPost' }, async (tx) => {
    const job = await tx.jobPost.create({ data: data as Prisma.JobPostCreateInput });
    await recordJobPostRevision(tx, ctx, null, job);
    return job;
  });
}

/** A job's version: the number of its newest revision (0 for a job saved before revisions were kept). */
export async function jobPostVersion(db: Pick<Tx, 'jobPostRevision'>, jobId: string): Promise<number> {
  const latest = await db.jobPostRevision.findFirst({ where: { jobPostId: jobId }, orderBy: { number: 'desc' }, select: { number: true } });
  return latest?.number ?? 0;
}

/** A job as a save answers it: with its version read in the save's transaction (what the form's next save names). */
export type JobPostWithVersion = JobPost & { version: number };

/**
 * An update that reads the row in its transaction first, under a row lock (the audit's "before", and the rules across
 * fields: a second identical save or publish waits for the first, then finds nothing to change), and writes the
 * job's next revision in the same transaction when an edited field changed (`restoredFrom`: the version a restore
 * brought back). With `baseVersion` (the version the form was loaded at), a job saved since is a CONFLICT and
 * nothing is written.
 */
export function updateWithRow(
  ctx: ServiceContext,
  jobId: string,
  change: (before: JobPost, now: Date) => Prisma.JobPostUpdateInput,
  revision: { restoredFrom?: number; baseVersion?: number } = {},
): Promise<JobPostWithVersion> {
  return mapWriteErrors(
    async () => {
      let row: JobPost | null = null;
      const read = async (tx: Tx) => {
        await lockRow(tx, 'JobPost', jobId);
        row = await tx.jobPost.findUnique({ where: { id: jobId } });
        if (row && revision.baseVersion !== undefined && (await jobPostVersion(tx, jobId)) !== revision.baseVersion) throw conflict(JOB_CONFLICT);
        return row;
      };
      let version = 0;
      const job = await auditedWrite(ctx, { action: 'update', entity: 'JobPost', before: read }, async (tx) => {
        if (!row) throw notFound(JOB_NOT_FOUND);
        const job = await tx.jobPost.update({ where: { id: jobId }, data: change(row, new Date()) });
        await recordJobPostRevision(tx, ctx, row, job, revision.restoredFrom);
        version = await jobPostVersion(tx, jobId);
        return job;
      });
      // Added after the audit entry is written (it records the row's columns only).
      return Object.assign(job, { version });
    },
    { notFound: JOB_NOT_FOUND },
  );
}

/** Saves the given fields; `baseVersion` (optional): the job's version the form was loaded at (see updateWithRow). */
export async function updateJobPost(ctx: ServiceContext, id: unknown, input: unknown, baseVersion?: unknown) {
  authorize(ctx.viewer, 'jobPost:write');
  const jobId = requireJobId(id);
  const patch = parseJobPostPatch(input);
  const base = parseBaseVersion(baseVersion);
  return updateWithRow(ctx, jobId, (before, now) => jobWriteData(before, patch, now) as Prisma.JobPostUpdateInput, { baseVersion: base });
}

/** Close as filled: the job leaves every public list at once; its page says it no longer accepts applications. */
export async function closeJobPostAsFilled(ctx: ServiceContext, id: unknown) {
  authorize(ctx.viewer, 'jobPost:write');
  const jobId = requireJobId(id);
  return updateWithRow(ctx, jobId, (before, now) => {
    if (before.status === 'DRAFT') throw badInput('A draft cannot be closed as filled: publish it first, or delete it');
    return { status: 'FILLED', ...filledAtFor(before, 'FILLED', now) };
  });
}

/**
 * Reopen: a filled or expired job (or a draft) becomes open again. A closing moment already past is removed, unless
 * a new one is given; a new one must still be ahead, or the job would stay closed.
 */
export async function reopenJobPost(ctx: ServiceContext, id: unknown, closesAt?: unknown) {
  authorize(ctx.viewer, 'jobPost:write');
  const jobId = requireJobId(id);
  const given = closesAt === undefined ? undefined : parseJobPostPatch({ closesAt }).closesAt;
  return updateWithRow(ctx, jobId, (before, now) => {
    if (given && given.getTime() <= now.getTime()) throw badInput('To reopen the job, give a closing date still ahead, or none', 'closesAt');
    const pastClosing = before.closesAt && before.closesAt.getTime() <= now.getTime();
    const nextClosing = given !== undefined ? given : pastClosing ? null : undefined;
    return { status: 'PUBLISHED', ...filledAtFor(before, 'PUBLISHED', now), ...postedAtFor(before, 'PUBLISHED', now), ...(nextClosing !== undefined ? { closesAt: nextClosing } : {}) };
  });
}

/** Duplicate: a draft copy of the job (everything but its lifecycle), for staff to change and publish. */
export async function duplicateJobPost(ctx: ServiceContext, id: unknown) {
  authorize(ctx.viewer, 'jobPost:write');
  const jobId = requireJobId(id);
  const source = await ctx.prisma.jobPost.findUnique({ where: { id: jobId } });
  if (!source) throw notFound(JOB_NOT_FOUND);
  const { title, companyname, companylogo, location, salary, content, category, employmentType, experienceMin, experienceMax, skills, applyMethod, applyUrl, applyEmail } = source;
  const data = { title, companyname, companylogo, location, salary, content, category, employmentType, experienceMin, experienceMax, skills, applyMethod, applyUrl, applyEmail, status: 'DRAFT' as const };
  return auditedWrite(ctx, { action: 'create', entity: 'JobPost' }, async (tx) => {
    const job = await tx.jobPost.create({ data });
    await recordJobPostRevision(tx, ctx, null, job);
    return job;
  });
}

/** Moves the job post to the trash (restorable for TRASH_DAYS); the public site no longer shows it. */
export async function deleteJobPost(ctx: ServiceContext, id: unknown) {
  authorize(ctx.viewer, 'jobPost:write');
  const jobId = requireJobId(id, MESSAGES.jobIdRequiredForDeletion);
  return (await moveToTrash(ctx, 'JobPost', jobId)) as unknown as JobPost;
}

/** The most rows one sitemap request may read: a sitemap file holds at most 50 000 URLs. */
export const MAX_SITEMAP_ROWS = 50_000;

/** How long a closed (filled or expired) job stays in the sitemap, so that search engines recrawl it and drop it. */
export const SITEMAP_CLOSED_JOB_DAYS = 7;

/**
 * The jobs the sitemap lists at `now`: every open job, and every job that closed less than SITEMAP_CLOSED_JOB_DAYS
 * ago. A published job closed at its `closesAt` once that passed; a filled one at `filledAt` (its `updatedAt` for a
 * row filled before that column), or at its `closesAt` if that came first. Drafts never; deleted jobs are in the trash.
 */
function sitemapJobWhere(now: Date): Prisma.JobPostWhereInput {
  const since = new Date(now.getTime() - SITEMAP_CLOSED_JOB_DAYS * 86_400_000);
  const notExpiredBefore: Prisma.JobPostWhereInput = { OR: [{ closesAt: null }, { closesAt: { gt: since } }] };
  return {
    OR: [
      { status: 'PUBLISHED', ...notExpiredBefore },
      { status: 'FILLED', AND: [notExpiredBefore, { OR: [{ filledAt: { gt: since } }, { filledAt: null, updatedAt: { gt: since } }] }] },
    ],
  };
}

/** When a job closed, or null while it is open (sitemapJobWhere's rule). */
function closedAt(job: Pick<JobPost, 'status' | 'closesAt' | 'filledAt' | 'updatedAt'>, now: Date): Date | null {
  const expiredAt = job.closesAt && job.closesAt.getTime() <= now.getTime() ? job.closesAt : null;
  if (job.status !== 'FILLED') return expiredAt;
  const filledAt = job.filledAt ?? job.updatedAt;
  return expiredAt && expiredAt.getTime() < filledAt.getTime() ? expiredAt : filledAt;
}

/** How many jobs the sitemap lists at `now` (open ones and those closed in the last SITEMAP_CLOSED_JOB_DAYS). */
export function countJobPostSitemapEntries(ctx: Pick<ServiceContext, 'prisma'>, now: Date) {
  return ctx.prisma.jobPost.count({ where: sitemapJobWhere(now) });
}

/**
 * One offset page of the sitemap's jobs at `now` (countJobPostSitemapEntries), in id order (the primary key's
 * index): each job's id and its `lastmod`, its last change while open, the moment it closed once closed.
 */
export async function listJobPostSitemapEntries(ctx: Pick<ServiceContext, 'prisma'>, page: { skip: number; take: number }, now: Date = new Date()) {
  const rows = await ctx.prisma.jobPost.findMany({
    where: sitemapJobWhere(now),
    select: { id: true, updatedAt: true, status: true, closesAt: true, filledAt: true },
    orderBy: { id: 'asc' },
    skip: Math.max(0, page.skip),
    take: Math.min(Math.max(0, page.take), MAX_SITEMAP_ROWS),
  });
  return rows.map((job) => ({ id: job.id, lastmod: closedAt(job, now) ?? job.updatedAt }));
}

/** The newest `take` open job posts (at most 100), with only what the RSS feed shows. */
export function listNewestJobPosts(ctx: Pick<ServiceContext, 'prisma'>, take: number) {
  return ctx.prisma.jobPost.findMany({
    where: openJobWhere(new Date()),
    select: { id: true, title: true, companyname: true, content: true, category: true, createdAt: true },
    orderBy: jobPostOrder,
    take: Math.min(Math.max(0, take), 100),
  });
}
