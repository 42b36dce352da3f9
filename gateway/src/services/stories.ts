// Success stories (the placements gallery): listing and the admin writes. A story may be a draft (published false,
// e.g. one made from a placed application): only staff who write stories ever read a draft; every public read (the
// gallery, a story's page, comments) sees published stories only.
import { randomBytes } from 'node:crypto';
import type { Prisma, Story } from '../generated/prisma/client.js';
import { auditedWrite, type Tx } from './audit.js';
import { moveToTrash } from './trash.js';
import type { ServiceContext } from './context.js';
import { changedSince, parseBaseUpdatedAt } from './base-version.js';
import { lockRow } from './row-lock.js';
import { badInput, conflict, notFound } from './errors.js';
import { authorize, can, type Viewer } from './permissions.js';
import { mapWriteErrors } from './prisma-errors.js';
import { isPossibleKey, parseStoryCreate, parseStoryPatch, requireStoryId, slugify } from './validation.js';

export const STORY_NOT_FOUND = 'Story not found';
export const STORY_CONFLICT = 'Someone else saved this story while you were editing it. Nothing of yours was saved: reload to see their change, then make yours again.';
export const storyOrder: Prisma.StoryOrderByWithRelationInput[] = [{ postDate: 'desc' }, { id: 'desc' }];
const slugConflict = () => 'A story with this slug already exists';
/** The picture of a draft made from a placed application, until staff upload the learner's own (web/public). */
export const STORY_PLACEHOLDER_IMAGE = '/images/placements/placeholder.svg';

/** Whether the viewer reads draft stories: staff who write stories. Everyone else reads published ones only. */
export const seesStoryDrafts = (viewer: Viewer | null | undefined) => can(viewer, 'story:write');

/** The stories a list shows: published ones; with drafts (staff only, refused to anyone else) every one. */
export function storyListWhere(ctx: Pick<ServiceContext, 'viewer'>, includeDrafts?: boolean | null): Prisma.StoryWhereInput {
  if (!includeDrafts) return { published: true };
  authorize(ctx.viewer, 'story:write');
  return {};
}

/**
 * Narrows a story list to those that can fill a landing-page carousel: with a placement package (From Learning to
 * Earning) or with the story told (From Learning to Leading).
 */
export function storyDetailWhere(only: { withPackage?: boolean | null; withText?: boolean | null }): Prisma.StoryWhereInput {
  return {
    ...(only.withPackage ? { placementPackage: { not: '' } } : {}),
    ...(only.withText ? { storyContent: { not: '' } } : {}),
  };
}

export function listStories(ctx: Pick<ServiceContext, 'prisma'>) {
  return ctx.prisma.story.findMany({ where: { published: true }, orderBy: storyOrder });
}

/** The unique lookup for a story by id or by slug. */
export function storyWhere(by: { id?: string | null; slug?: string | null }): Prisma.StoryWhereUniqueInput {
  if (by.id) return { id: by.id };
  if (by.slug) return { slug: by.slug };
  throw badInput('Give a story id or slug');
}

export async function getStory(ctx: Pick<ServiceContext, 'prisma' | 'viewer'>, by: { id?: string | null; slug?: string | null }) {
  const key = by.id || by.slug;
  const story = key && !isPossibleKey(key) ? null : await ctx.prisma.story.findUnique({ where: storyWhere(by) });
  if (!story || (!story.published && !seesStoryDrafts(ctx.viewer))) throw notFound(STORY_NOT_FOUND);
  return story;
}

/**
 * One story as the viewer may see it (Pothos's selection in `query`): published ones to everyone, drafts only to
 * staff; null otherwise, exactly as for a story that does not exist.
 */
export async function readStory(ctx: Pick<ServiceContext, 'prisma' | 'viewer'>, where: Prisma.StoryWhereUniqueInput, query: { select?: Prisma.StorySelect; include?: Prisma.StoryInclude }) {
  const args = query.select ? { select: { ...query.select, published: true } } : query;
  const story = (await ctx.prisma.story.findUnique({ ...args, where })) as (Story & Record<string, unknown>) | null;
  if (!story) return null;
  return story.published || seesStoryDrafts(ctx.viewer) ? story : null;
}

/** The story read under a row lock (a second save or publish of it waits until this transaction ends). */
async function lockedStory(tx: Tx, storyId: string) {
  await lockRow(tx, 'Story', storyId);
  return tx.story.findUnique({ where: { id: storyId } });
}

/** Publishes a draft (a published story stays as it is, nothing written): from then on it is on the public site. */
export function publishStory(ctx: ServiceContext, id: unknown) {
  return setStoryPublished(ctx, id, true);
}

/**
 * Takes a published story off the public site (the gallery, the landing page, its `?story=` link) and
 * keeps it as a draft, to publish again or delete: for a learner who withdraws their consent, or a story to correct.
 */
export function unpublishStory(ctx: ServiceContext, id: unknown) {
  return setStoryPublished(ctx, id, false);
}

/** Publishes or unpublishes under the row's lock: the same request sent at once changes it (and is audited) once. */
async function setStoryPublished(ctx: ServiceContext, id: unknown, published: boolean) {
  authorize(ctx.viewer, 'story:write');
  const storyId = requireStoryId(id);
  let row: Story | null = null;
  const read = async (tx: Tx) => (row = await lockedStory(tx, storyId));
  return mapWriteErrors(
    () => auditedWrite(ctx, { action: 'update', entity: 'Story', before: read }, async (tx) => (row?.published === published ? row : tx.story.update({ where: { id: storyId }, data: { published } }))),
    { notFound: STORY_NOT_FOUND },
  );
}

/** A slug from the title that no story uses yet (a short random tail settles a clash). */
export async function freeSlug(ctx: Pick<ServiceContext, 'prisma'>, title: string): Promise<string> {
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

/** Saves the given fields; with `baseUpdatedAt` (the updatedAt the form was loaded with) a story saved since is a CONFLICT. */
export async function updateStory(ctx: ServiceContext, id: unknown, input: unknown, baseUpdatedAt?: unknown) {
  authorize(ctx.viewer, 'story:write');
  const storyId = requireStoryId(id);
  const { slug, ...rest } = parseStoryPatch(input);
  const base = parseBaseUpdatedAt(baseUpdatedAt);
  const data = { ...rest, ...(slug ? { slug } : {}) };
  const read = async (tx: Tx) => {
    const row = await lockedStory(tx, storyId);
    if (row && changedSince(row.updatedAt, base)) throw conflict(STORY_CONFLICT);
    return row;
  };
  return mapWriteErrors(
    () => auditedWrite(ctx, { action: 'update', entity: 'Story', before: read }, (tx) => tx.story.update({ where: { id: storyId }, data })),
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
