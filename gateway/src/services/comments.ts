// Visitors' comments on placement stories: anyone may leave one (rate-limited per address); it is shown only after
// an ADMIN or EDITOR approves it.
import { z } from 'zod';
import type { StoryComment } from '../generated/prisma/client.js';
import { auditedWrite } from './audit.js';
import type { ServiceContext } from './context.js';
import { moveToTrash } from './trash.js';
import { badInput, notFound, ServiceError } from './errors.js';
import { authorize } from './permissions.js';
import { mapWriteErrors } from './prisma-errors.js';
import { asOneLine, asRecord, isPossibleKey, requireKey } from './validation.js';
import { LIMITS } from './limits.js';

export const COMMENT_LIMITS = { body: LIMITS.commentBody, name: LIMITS.commentName, perAddress: 5, windowMs: 10 * 60_000 } as const;
export const COMMENT_RECEIVED = 'Thank you! Your comment will appear once a moderator approves it.';
export const COMMENT_NOT_FOUND = 'Comment not found';
/** How a comment left without a name is attributed, wherever it is shown (the public story, the moderation queue). */
export const ANONYMOUS_COMMENT_AUTHOR = 'Anonymous visitor';

/** The name to show for a comment's author: the name they gave, or "Anonymous visitor". */
export function commentAuthorLabel(authorName: string): string {
  return authorName.trim() || ANONYMOUS_COMMENT_AUTHOR;
}

const CommentSchema = z.object({
  storyId: z.string({ error: 'Story ID is required' }).trim().min(1, 'Story ID is required'),
  body: z
    .string({ error: 'Please write a comment' })
    .trim()
    .min(1, 'Please write a comment')
    .max(COMMENT_LIMITS.body, `Comments must be at most ${COMMENT_LIMITS.body} characters`),
  authorName: z.string().overwrite(asOneLine).trim().max(COMMENT_LIMITS.name, `Name must be at most ${COMMENT_LIMITS.name} characters`).optional(),
});

export async function addStoryComment(ctx: ServiceContext, input: unknown) {
  const parsed = CommentSchema.safeParse(asRecord(input));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badInput(issue.message, issue.path.join('.'));
  }
  const { storyId, body, authorName } = parsed.data;
  const recent = await ctx.prisma.storyComment.count({
    where: { clientAddress: ctx.clientAddress, createdAt: { gt: new Date(Date.now() - COMMENT_LIMITS.windowMs) } },
  });
  if (recent >= COMMENT_LIMITS.perAddress) throw new ServiceError('TOO_MANY_REQUESTS', 'You have commented a lot in a short time. Please try again in a few minutes.');
  // A draft story is not on the site: nobody can comment on it.
  if (!isPossibleKey(storyId) || !(await ctx.prisma.story.findFirst({ where: { id: storyId, published: true }, select: { id: true } }))) throw notFound('Story not found');
  const comment = await ctx.prisma.storyComment.create({
    data: { storyId, body, authorName: authorName ?? '', clientAddress: ctx.clientAddress },
  });
  return { comment, message: COMMENT_RECEIVED };
}

export async function listPendingComments(ctx: ServiceContext) {
  authorize(ctx.viewer, 'comment:moderate');
  return ctx.prisma.storyComment.findMany({
    where: { status: 'PENDING' },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    include: { story: { select: { id: true, title: true, studentName: true } } },
  });
}

const requireCommentId = (id: unknown) => requireKey(id, { message: 'Comment ID is required', field: 'id' }, COMMENT_NOT_FOUND);

export async function approveComment(ctx: ServiceContext, id: unknown) {
  authorize(ctx.viewer, 'comment:moderate');
  const commentId = requireCommentId(id);
  return mapWriteErrors(
    () =>
      auditedWrite(ctx, { action: 'approve', entity: 'StoryComment', before: (tx) => tx.storyComment.findUnique({ where: { id: commentId } }) }, (tx) =>
        tx.storyComment.update({ where: { id: commentId }, data: { status: 'APPROVED', approvedAt: new Date() } }),
      ),
    { notFound: COMMENT_NOT_FOUND },
  );
}

/** Moves the comment to the trash (restorable for TRASH_DAYS). */
export async function deleteComment(ctx: ServiceContext, id: unknown) {
  authorize(ctx.viewer, 'comment:moderate');
  const commentId = requireCommentId(id);
  return (await moveToTrash(ctx, 'StoryComment', commentId)) as unknown as StoryComment;
}
