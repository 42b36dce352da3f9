// Job posts: one post, the admin writes, and the sitemap and feed reads (filtered lists and counts: job-search.ts).
import type { JobPost, Prisma } from '../generated/prisma/client.js';
import { auditedWrite } from './audit.js';
import { moveToTrash } from './trash.js';
import { countMatchingJobPosts } from './job-search.js';
import type { ServiceContext } from './context.js';
import { notFound } from './errors.js';
import { authorize } from './permissions.js';
import { mapWriteErrors } from './prisma-errors.js';
import { parseJobPostCreate, parseJobPostPatch, requireJobId } from './validation.js';

export const JOB_NOT_FOUND = 'Job post not found';
/** Newest first; the id breaks ties so that pages never skip or repeat a row. Lists with filters: job-search.ts. */
export const jobPostOrder: Prisma.JobPostOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** How many job posts there are in all (remembered until the content changes). */
export function countJobPosts(ctx: Pick<ServiceContext, 'prisma'> & Partial<Pick<ServiceContext, 'memo'>>): Promise<number> {
  return countMatchingJobPosts(ctx, {});
}

export async function getJobPost(ctx: Pick<ServiceContext, 'prisma'>, id: string) {
  const job = await ctx.prisma.jobPost.findUnique({ where: { id } });
  if (!job) throw notFound(JOB_NOT_FOUND);
  return job;
}

export async function createJobPost(ctx: ServiceContext, input: unknown) {
  authorize(ctx.viewer, 'jobPost:write');
  const data = parseJobPostCreate(input);
  return auditedWrite(ctx, { action: 'create', entity: 'JobPost' }, (tx) => tx.jobPost.create({ data }));
}

export async function updateJobPost(ctx: ServiceContext, id: unknown, input: unknown) {
  authorize(ctx.viewer, 'jobPost:write');
  const jobId = requireJobId(id);
  const data = parseJobPostPatch(input);
  return mapWriteErrors(
    () => auditedWrite(ctx, { action: 'update', entity: 'JobPost', before: (tx) => tx.jobPost.findUnique({ where: { id: jobId } }) }, (tx) => tx.jobPost.update({ where: { id: jobId }, data })),
    { notFound: JOB_NOT_FOUND },
  );
}

/** Moves the job post to the trash (restorable for TRASH_DAYS); the public site no longer shows it. */
export async function deleteJobPost(ctx: ServiceContext, id: unknown) {
  authorize(ctx.viewer, 'jobPost:write');
  const jobId = requireJobId(id);
  return (await moveToTrash(ctx, 'JobPost', jobId)) as unknown as JobPost;
}

/** The most rows one sitemap request may read: a sitemap file holds at most 50 000 URLs. */
export const MAX_SITEMAP_ROWS = 50_000;

/** One offset page of job ids and their last change, in id order (the primary key's index), for the sitemap. */
export function listJobPostSitemapEntries(ctx: Pick<ServiceContext, 'prisma'>, page: { skip: number; take: number }) {
  return ctx.prisma.jobPost.findMany({
    select: { id: true, updatedAt: true },
    orderBy: { id: 'asc' },
    skip: Math.max(0, page.skip),
    take: Math.min(Math.max(0, page.take), MAX_SITEMAP_ROWS),
  });
}

/** The newest `take` job posts (at most 100), with only what the RSS feed shows. */
export function listNewestJobPosts(ctx: Pick<ServiceContext, 'prisma'>, take: number) {
  return ctx.prisma.jobPost.findMany({
    select: { id: true, title: true, companyname: true, content: true, category: true, createdAt: true },
    orderBy: jobPostOrder,
    take: Math.min(Math.max(0, take), 100),
  });
}
