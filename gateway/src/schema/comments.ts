// GraphQL: comments on placement stories (public submit, approved ones public, moderation for ADMIN/EDITOR).
import { addStoryComment, approveComment, commentAuthorLabel, deleteComment, listPendingComments } from '../services/comments.js';
import { builder } from './builder.js';

export const StoryCommentRef = builder.prismaObject('StoryComment', {
  description: 'A visitor comment on a story (plain text).',
  fields: (t) => ({
    id: t.exposeID('id'),
    authorName: t.exposeString('authorName', { description: 'As the visitor typed it; empty when they gave no name.' }),
    authorLabel: t.string({
      description: 'The name to show: the author\'s name, or "Anonymous visitor" when they gave none.',
      resolve: (c) => commentAuthorLabel(c.authorName),
    }),
    body: t.exposeString('body'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField('Story', 'comments', (t) =>
  t.relation('comments', {
    description: 'Approved comments, oldest first.',
    query: { where: { status: 'APPROVED' }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  }),
);

const PendingComment = builder.objectRef<Awaited<ReturnType<typeof listPendingComments>>[number]>('PendingStoryComment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    authorName: t.exposeString('authorName', { description: 'As the visitor typed it; empty when they gave no name.' }),
    authorLabel: t.string({
      description: 'The name to show: the author\'s name, or "Anonymous visitor" when they gave none.',
      resolve: (c) => commentAuthorLabel(c.authorName),
    }),
    body: t.exposeString('body'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    storyId: t.exposeID('storyId'),
    storyTitle: t.string({ resolve: (c) => c.story.title }),
  }),
});

const CommentReceipt = builder.objectRef<{ comment: { id: string }; message: string }>('StoryCommentReceipt').implement({
  fields: (t) => ({
    id: t.id({ resolve: (r) => r.comment.id }),
    message: t.exposeString('message'),
  }),
});

builder.queryFields((t) => ({
  pendingStoryComments: t.field({
    type: [PendingComment],
    description: 'Comments waiting for approval, oldest first. Requires an ADMIN or EDITOR token.',
    resolve: (_root, _args, ctx) => listPendingComments(ctx),
  }),
}));

builder.mutationFields((t) => ({
  addStoryComment: t.field({
    type: CommentReceipt,
    description: 'Anyone may comment (at most 1000 characters; 5 per address every 10 minutes). Shown after approval.',
    args: { storyId: t.arg.id({ required: true }), body: t.arg.string({ required: true }), authorName: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => addStoryComment(ctx, { storyId: String(args.storyId), body: args.body, authorName: args.authorName ?? undefined }),
  }),
  approveStoryComment: t.prismaField({
    type: 'StoryComment',
    description: 'Requires an ADMIN or EDITOR token.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_query, _root, args, ctx) => approveComment(ctx, String(args.id)),
  }),
  deleteStoryComment: t.prismaField({
    type: 'StoryComment',
    description: 'Requires an ADMIN or EDITOR token.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_query, _root, args, ctx) => deleteComment(ctx, String(args.id)),
  }),
}));
