// Saved jobs (issue 28, item 2): a signed-in learner saves and unsaves jobs and lists them, newest first, closed ones
// included (marked so by the page). Only the learner's own rows, always by the session's learner.
import type { Prisma } from '../generated/prisma/client.js';
import type { ServiceContext } from './context.js';
import { ServiceError } from './errors.js';
import { jobStateOf } from './job-lifecycle.js';
import { SIGN_IN_REQUIRED } from './learners.js';
import { NOT_ACCEPTING } from './applications.js';
import { isPossibleKey } from './validation.js';
import { isPrismaError } from './prisma-errors.js';

/** At most this many saved jobs per learner (the list is one page). */
export const SAVED_JOBS_MAX = 200;
export const TOO_MANY_SAVED = `You can keep at most ${SAVED_JOBS_MAX} saved jobs: remove some first`;

type Ctx = Pick<ServiceContext, 'prisma' | 'learner'>;

function requireLearner(ctx: Ctx) {
  if (!ctx.learner) throw new ServiceError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
  return ctx.learner;
}

/** Saves an open job for the signed-in learner (saving it again changes nothing). Answers true. */
export async function saveJob(ctx: Ctx, jobId: unknown): Promise<boolean> {
  const me = requireLearner(ctx);
  if (typeof jobId !== 'string' || !isPossibleKey(jobId)) throw new ServiceError('NOT_FOUND', 'Job post not found');
  const job = await ctx.prisma.jobPost.findUnique({ where: { id: jobId }, select: { status: true, closesAt: true } });
  if (!job || job.status === 'DRAFT') throw new ServiceError('NOT_FOUND', 'Job post not found');
  const saved = await ctx.prisma.savedJob.findUnique({ where: { learnerId_jobPostId: { learnerId: me.id, jobPostId: jobId } }, select: { learnerId: true } });
  if (saved) return true;
  if (jobStateOf(job) !== 'OPEN') throw new ServiceError('CONFLICT', NOT_ACCEPTING);
  if ((await ctx.prisma.savedJob.count({ where: { learnerId: me.id } })) >= SAVED_JOBS_MAX) throw new ServiceError('CONFLICT', TOO_MANY_SAVED);
  try {
    // One statement, INSERT … ON CONFLICT DO NOTHING on the pair (the key): of two saves at the same moment, in one
    // gateway or two, one inserts and the other changes nothing (an upsert on a two-column key is a read, then a write).
    await ctx.prisma.savedJob.createMany({ data: [{ learnerId: me.id, jobPostId: jobId }], skipDuplicates: true });
  } catch (err) {
    // Staff deleted the job (or the learner their account) between the read above and the insert.
    if (isPrismaError(err, 'P2003')) {
      if (!(await ctx.prisma.learner.findUnique({ where: { id: me.id }, select: { id: true } }))) throw new ServiceError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
      throw new ServiceError('NOT_FOUND', 'Job post not found');
    }
    throw err;
  }
  return true;
}

/** Removes a saved job of the signed-in learner (whether or not it was saved). Answers false: it is not saved now. */
export async function unsaveJob(ctx: Ctx, jobId: unknown): Promise<boolean> {
  const me = requireLearner(ctx);
  if (typeof jobId !== 'string' || !isPossibleKey(jobId)) return false;
  await ctx.prisma.savedJob.deleteMany({ where: { learnerId: me.id, jobPostId: jobId } });
  return false;
}

/** The ids of the signed-in learner's saved jobs (the job cards and pages show which are saved). */
export async function mySavedJobIds(ctx: Ctx): Promise<string[]> {
  const me = requireLearner(ctx);
  const rows = await ctx.prisma.savedJob.findMany({ where: { learnerId: me.id }, select: { jobPostId: true }, orderBy: { createdAt: 'desc' }, take: SAVED_JOBS_MAX });
  return rows.map((r) => r.jobPostId);
}

/**
 * The signed-in learner's saved jobs, newest first, with the job as `query` selects it (Pothos), closed ones too;
 * a job that went back to being a draft is left out (its page is gone).
 */
export async function listMySavedJobs(ctx: Ctx, query: { select?: Prisma.SavedJobSelect; include?: Prisma.SavedJobInclude }) {
  const me = requireLearner(ctx);
  return ctx.prisma.savedJob.findMany({
    ...(query as object),
    where: { learnerId: me.id, jobPost: { status: { not: 'DRAFT' } } },
    orderBy: [{ createdAt: 'desc' }, { jobPostId: 'desc' }],
    take: SAVED_JOBS_MAX,
  });
}
