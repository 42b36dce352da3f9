// The admin dashboard's figures.
import type { ServiceContext } from './context.js';
import { jobPostOrder } from './jobs.js';
import { authorize } from './permissions.js';
import { countApplicationsByStage } from './pipeline.js';

export async function adminDashboard(ctx: ServiceContext) {
  authorize(ctx.viewer, 'admin:enter');
  const [jobPostCount, storyCount, userCount, latestJobPosts, applicationsByStage] = await Promise.all([
    ctx.prisma.jobPost.count(),
    ctx.prisma.story.count(),
    ctx.prisma.user.count(),
    ctx.prisma.jobPost.findMany({ orderBy: jobPostOrder, take: 5 }),
    countApplicationsByStage(ctx),
  ]);
  const placements = applicationsByStage.find((c) => c.stage === 'PLACED')?.count ?? 0;
  return { jobPostCount, storyCount, userCount, latestJobPosts, applicationsByStage, placements };
}
