// Job posts: listing, search and the admin writes.
import type { JobCategory, Prisma } from '../generated/prisma/client.js';
import type { ServiceContext } from './context.js';
import { notFound } from './errors.js';
import { authorize } from './permissions.js';
import { mapWriteErrors } from './prisma-errors.js';
import { parseJobPostCreate, parseJobPostPatch, requireJobId } from './validation.js';

export interface JobPostFilter {
  search?: string | null;
  category?: JobCategory | null;
}

export const JOB_NOT_FOUND = 'Job post not found';
/** Newest first; the id breaks ties so that cursor pages never skip or repeat a row. */
export const jobPostOrder: Prisma.JobPostOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

export function jobPostWhere(filter: JobPostFilter): Prisma.JobPostWhereInput {
  const search = filter.search?.trim().slice(0, 200);
  return {
    ...(filter.category ? { category: filter.category } : {}),
    ...(search
      ? {
          OR: (['title', 'companyname', 'location', 'content'] as const).map((field) => ({
            [field]: { contains: search, mode: 'insensitive' as const },
          })),
        }
      : {}),
  };
}

export function listJobPosts(ctx: Pick<ServiceContext, 'prisma'>, filter: JobPostFilter = {}) {
  return ctx.prisma.jobPost.findMany({ where: jobPostWhere(filter), orderBy: jobPostOrder });
}

export function countJobPosts(ctx: Pick<ServiceContext, 'prisma'>, filter: JobPostFilter = {}) {
  return ctx.prisma.jobPost.count({ where: jobPostWhere(filter) });
}

/** How many job posts each category holds (categories without any are absent). */
export async function countJobPostsByCategory(ctx: Pick<ServiceContext, 'prisma'>): Promise<Map<JobCategory, number>> {
  const groups = await ctx.prisma.jobPost.groupBy({ by: ['category'], _count: { _all: true } });
  return new Map(groups.filter((g) => g.category !== null).map((g) => [g.category!, g._count._all]));
}

export async function getJobPost(ctx: Pick<ServiceContext, 'prisma'>, id: string) {
  const job = await ctx.prisma.jobPost.findUnique({ where: { id } });
  if (!job) throw notFound(JOB_NOT_FOUND);
  return job;
}

export async function createJobPost(ctx: ServiceContext, input: unknown) {
  authorize(ctx.viewer, 'jobPost:write');
  const data = parseJobPostCreate(input);
  return ctx.prisma.jobPost.create({ data });
}

export async function updateJobPost(ctx: ServiceContext, id: unknown, input: unknown) {
  authorize(ctx.viewer, 'jobPost:write');
  const jobId = requireJobId(id);
  const data = parseJobPostPatch(input);
  return mapWriteErrors(() => ctx.prisma.jobPost.update({ where: { id: jobId }, data }), { notFound: JOB_NOT_FOUND });
}

export async function deleteJobPost(ctx: ServiceContext, id: unknown) {
  authorize(ctx.viewer, 'jobPost:write');
  const jobId = requireJobId(id);
  return mapWriteErrors(() => ctx.prisma.jobPost.delete({ where: { id: jobId } }), { notFound: JOB_NOT_FOUND });
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
