// GraphQL: success stories (the placements gallery).
import { createStory, deleteStory, publishStory, readStory, unpublishStory, seesStoryDrafts, storyDetailWhere, storyListWhere, storyOrder, storyWhere, updateStory } from '../services/stories.js';
import { isPossibleKey } from '../services/validation.js';
import { builder } from './builder.js';
import { withoutNulls } from './jobs.js';
import { rowConnection, rowTotalCount } from './row-pages.js';

const StoryRef = builder.prismaObject('Story', {
  description: 'A placed learner\'s success story.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    slug: t.exposeString('slug'),
    storyImage: t.exposeString('storyImage'),
    storyContent: t.exposeString('storyContent', { description: 'Sanitised HTML.' }),
    studentName: t.exposeString('studentName'),
    companyName: t.exposeString('companyName'),
    role: t.exposeString('role'),
    placementPackage: t.exposeString('placementPackage', { description: 'The package the learner accepted as visitors read it ("₹5.5 LPA"); "" when not told.' }),
    companyLogo: t.exposeString('companyLogo', { description: 'The employer\'s logo: an uploaded image path or an http(s) URL; "" for none.' }),
    postDate: t.expose('postDate', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: "When the story was last saved: what an edit form sends back as updateStory's baseUpdatedAt." }),
    published: t.exposeBoolean('published', { description: 'False for a draft, which only staff ever read.' }),
    applicationId: t.string({
      nullable: true,
      description: 'The placed application the story was made from (staff only: null for anyone else).',
      select: { applicationId: true },
      resolve: (story, _args, ctx) => (seesStoryDrafts(ctx.viewer) ? story.applicationId : null),
    }),
  }),
});

builder.queryFields((t) => ({
  stories: t.connection(
    {
      type: StoryRef,
      description: 'Published success stories, newest post date first.',
      args: {
        includeDrafts: t.arg.boolean({ required: false, description: 'Drafts too (staff who write stories only: anyone else is refused).' }),
        withPackage: t.arg.boolean({ required: false, description: 'Only stories with a placement package (the landing page\'s placement carousel).' }),
        withText: t.arg.boolean({ required: false, description: 'Only stories whose story is told (the landing page\'s story carousel).' }),
      },
      resolve: (_root, args, ctx, info) => {
        const where = { ...storyListWhere(ctx, args.includeDrafts), ...storyDetailWhere(args) };
        return rowConnection('Story', 'stories', args, ctx, info, {
          read: (query) => ctx.prisma.story.findMany({ ...query, where, orderBy: storyOrder }),
          count: () => ctx.prisma.story.count({ where }),
        });
      },
    },
    { fields: (c) => ({ totalCount: c.int(rowTotalCount) }) },
  ),
  story: t.prismaField({
    type: 'Story',
    nullable: true,
    description: 'One story by id or by slug, or null when there is none. A draft is null except for staff.',
    args: { id: t.arg.id({ required: false }), slug: t.arg.string({ required: false }) },
    resolve: (query, _root, args, ctx) => {
      const where = storyWhere({ id: args.id ? String(args.id) : null, slug: args.slug });
      return isPossibleKey(String(where.id ?? where.slug)) ? readStory(ctx, where, query) : null;
    },
  }),
}));

const storyInput = (required: boolean) =>
  builder.inputType(required ? 'StoryInput' : 'StoryUpdateInput', {
    fields: (t) => ({
      title: t.string({ required }),
      storyImage: t.string({ required, description: 'An uploaded image path or an http(s) URL.' }),
      storyContent: t.string({ required: false, description: 'HTML; sanitised on the server.' }),
      slug: t.string({ required: false, description: 'Made from the title when left out.' }),
      studentName: t.string({ required: false }),
      companyName: t.string({ required: false }),
      role: t.string({ required: false }),
      placementPackage: t.string({ required: false, description: 'Read like a job\'s salary ("5.5 LPA" is kept as "₹5.5 LPA"); at most 40 characters; "" for none.' }),
      companyLogo: t.string({ required: false, description: 'An uploaded image path or an http(s) URL; "" for none.' }),
      postDate: t.field({ type: 'DateTime', required: false }),
    }),
  });
const StoryInput = storyInput(true);
const StoryUpdateInput = storyInput(false);

builder.mutationFields((t) => ({
  createStory: t.prismaField({
    type: 'Story',
    description: 'Requires an ADMIN or EDITOR token.',
    args: { input: t.arg({ type: StoryInput, required: true }) },
    resolve: (_query, _root, args, ctx) => createStory(ctx, withoutNulls(args.input)),
  }),
  updateStory: t.prismaField({
    type: 'Story',
    description:
      'Changes the given fields. With baseUpdatedAt (the Story.updatedAt the edit form was loaded with), a story saved by someone else since is refused: ' +
      'CONFLICT "Someone else saved this story while you were editing it. …", nothing written. Requires an ADMIN or EDITOR token.',
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: StoryUpdateInput, required: true }),
      baseUpdatedAt: t.arg({ type: 'DateTime', required: false, description: 'Story.updatedAt as the form was loaded.' }),
    },
    resolve: (_query, _root, args, ctx) => updateStory(ctx, String(args.id), withoutNulls(args.input), args.baseUpdatedAt ?? undefined),
  }),
  publishStory: t.prismaField({
    type: 'Story',
    description: 'Publishes a draft story (one made from a placed application, say): it appears on the public site. Requires an ADMIN or EDITOR token.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_query, _root, args, ctx) => publishStory(ctx, String(args.id)),
  }),
  unpublishStory: t.prismaField({
    type: 'Story',
    description:
      'Takes a published story off the public site (gallery, landing page, its ?story= link) and keeps it as a draft, to publish again or delete (a learner who withdraws consent, a story to correct). An unpublished story is answered as it is. Requires an ADMIN or EDITOR token.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_query, _root, args, ctx) => unpublishStory(ctx, String(args.id)),
  }),
  deleteStory: t.prismaField({
    type: 'Story',
    description: 'Requires an ADMIN or EDITOR token.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_query, _root, args, ctx) => deleteStory(ctx, String(args.id)),
  }),
}));
