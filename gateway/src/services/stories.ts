// Success stories (the placements gallery): listing and the admin writes.
import { randomBytes } from 'node:crypto';
import type { Prisma, Story } from '../generated/prisma/client.js';
import { auditedWrite } from './audit.js';
import { moveToTrash } from './trash.js';
import type { ServiceContext } from './context.js';
import { badInput, notFound } from './errors.js';
import { authorize } from './permissions.js';
import { mapWriteErrors } from './prisma-errors.js';
import { isPossibleKey, parseStoryCreate, parseStoryPatch, requireStoryId, slugify } from './validation.js';

export const STORY_NOT_FOUND = 'Story not found';
export const storyOrder: Prisma.StoryOrderByWithRelationInput[] = [{ postDate: 'desc' }, { id: 'desc' }];
const slugConflict = () => 'A story with this slug already exists';

export function listStories(ctx: Pick<ServiceContext, 'prisma'>) {
  return ctx.prisma.story.findMany({ orderBy: storyOrder });
}

/** The unique lookup for a story by id or by slug. */
export function storyWhere(by: { id?: string | null; slug?: string | null }): Prisma.StoryWhereUniqueInput {
  if (by.id) return { id: by.id };
  if (by.slug) return { slug: by.slug };
  throw badInput('Give a story id or slug');
}

export async function getStory(ctx: Pick<ServiceContext, 'prisma'>, by: { id?: string | null; slug?: string | null }) {
  const key = by.id || by.slug;
  const story = key && !isPossibleKey(key) ? null : await ctx.prisma.story.findUnique({ where: storyWhere(by) });
  if (!story) throw notFound(STORY_NOT_FOUND);
  return story;
}

/** A slug from the title that no story uses yet (a short random tail settles a clash). */
async function freeSlug(ctx: Pick<ServiceContext, 'prisma'>, title: string): Promise<string> {
  const base = slugify(title) || 'story';
  if (!(await ctx.prisma.story.findUnique({ where: { slug: base }, select: { id: true } }))) return base;
  return `${base}-${randomBytes(3).toString('hex')}`;
}

export async function createStory(ctx: ServiceContext, input: unknown) {
  authorize(ctx.viewer, 'story:write');
  const data = parseStoryCreate(input);
  const slug = data.slug || (await freeSlug(ctx, data.title));
  return mapWriteErrors(() => auditedWrite(ctx, { action: 'create', entity: 'Story' }, (tx) => tx.story.create({ data: { ...data, slug } })), {
    notFound: STORY_NOT_FOUND,
    conflict: slugConflict,
  });
}

export async function updateStory(ctx: ServiceContext, id: unknown, input: unknown) {
  authorize(ctx.viewer, 'story:write');
  const storyId = requireStoryId(id);
  const { slug, ...rest } = parseStoryPatch(input);
  const data = { ...rest, ...(slug ? { slug } : {}) };
  return mapWriteErrors(
    () => auditedWrite(ctx, { action: 'update', entity: 'Story', before: (tx) => tx.story.findUnique({ where: { id: storyId } }) }, (tx) => tx.story.update({ where: { id: storyId }, data })),
    { notFound: STORY_NOT_FOUND, conflict: slugConflict },
  );
}

export async function deleteStory(ctx: ServiceContext, id: unknown) {
  authorize(ctx.viewer, 'story:write');
  const storyId = requireStoryId(id);
  // To the trash with its comments: restorable for TRASH_DAYS.
  const { comments: _comments, ...story } = await moveToTrash(ctx, 'Story', storyId);
  return story as unknown as Story;
}
