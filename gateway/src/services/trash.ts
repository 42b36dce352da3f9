// The trash: deleting a job, story, comment, user or lead moves the row (with its comments or submissions) into
// TrashItem for TRASH_DAYS and removes it from its table, so nothing that reads the table (the public site, lists,
// counts, caches) can show it. Staff may undo their delete; an administrator restores or purges from the trash page.
import { Prisma } from '../generated/prisma/client.js';
import { recordAudit, type AuditEntity, type Tx } from './audit.js';
import type { ServiceContext } from './context.js';
import { badInput, notFound, ServiceError } from './errors.js';
import { authorize, type Action, type Viewer } from './permissions.js';
import { assertMayWorkOn, entryAuthorOf, recordAssignments } from './lead-work.js';
import { isPrismaError } from './prisma-errors.js';
import { requireKey } from './validation.js';
import { lockRow, type LockedTable } from './row-lock.js';

export const DEFAULT_TRASH_DAYS = 30;
export const TRASH_ENTITIES = ['JobPost', 'Story', 'StoryComment', 'User', 'Lead'] as const;
export type TrashEntity = (typeof TRASH_ENTITIES)[number] & AuditEntity;
export const NOTHING_TO_RESTORE = 'Nothing to restore: it was restored or purged already';

type Row = Record<string, unknown> & { id: string };

interface Kind {
  /** Its table, whose row a delete locks before reading it. */
  table: TrashEntity & LockedTable;
  /** Who may delete (and so undo the delete of) this kind of row. */
  permission: Action;
  /** A further check on the row itself (a lead: only its counsellor or an ADMIN), before it is deleted or restored. */
  mayTouch?(tx: Tx, viewer: Viewer, row: Row): Promise<void>;
  notFound: string;
  read(tx: Tx, id: string): Promise<Row | null>;
  label(row: Row): string;
  /** Deletes the row as `read` gave it; `by` is who deletes it (null: the system). */
  remove(tx: Tx, row: Row, by: Viewer | null): Promise<unknown>;
  /** Creates the row again from the trash item's data; `by` is who restores it. */
  restore(tx: Tx, data: Row, by: Viewer): Promise<Row>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** Columns a trigger derives: never written back. */
const withoutDerived = ({ locationKey: _l, salaryYearly: _s, ...row }: Row) => row;

const KINDS: Record<TrashEntity, Kind> = {
  JobPost: {
    table: 'JobPost',
    permission: 'jobPost:write',
    notFound: 'Job post not found',
    // Its revisions go into the trash with it (deleting the row cascades to them) and come back with it, and so do the
    // links of its applications (deleting the row clears them; each application keeps its job's title) and the
    // learners' saves of it (deleted with the row): an undo gives the applicants and the learners their job back.
    read: (tx, id) =>
      tx.jobPost.findUnique({
        where: { id },
        include: { revisions: true, applications: { select: { id: true } }, savedBy: { select: { learnerId: true, createdAt: true } } },
      }) as Promise<Row | null>,
    label: (row) => `${text(row.title)} (${text(row.companyname)})`,
    remove: (tx, { id }) => tx.jobPost.delete({ where: { id } }),
    restore: async (tx, { revisions, applications, savedBy, ...job }) => {
      const restored = await tx.jobPost.create({
        data: {
          ...(withoutDerived(job as Row) as Prisma.JobPostCreateInput),
          revisions: { create: ((revisions as Row[] | undefined) ?? []).map(({ jobPostId: _jobPostId, ...revision }) => revision as Prisma.JobPostRevisionCreateWithoutJobPostInput) },
        },
      });
      // Applications purged or saves of learners deleted meanwhile stay gone.
      const applicationIds = ((applications as Row[] | undefined) ?? []).map((a) => a.id);
      if (applicationIds.length) await tx.application.updateMany({ where: { id: { in: applicationIds }, jobPostId: null }, data: { jobPostId: restored.id } });
      const saves = ((savedBy as Row[] | undefined) ?? []).map((s) => ({ learnerId: text(s.learnerId), createdAt: new Date(text(s.createdAt)) }));
      if (saves.length) {
        const learners = new Set((await tx.learner.findMany({ where: { id: { in: saves.map((s) => s.learnerId) } }, select: { id: true } })).map((l) => l.id));
        const kept = saves.filter((s) => learners.has(s.learnerId)).map((s) => ({ ...s, jobPostId: restored.id }));
        if (kept.length) await tx.savedJob.createMany({ data: kept, skipDuplicates: true });
      }
      return restored as unknown as Row;
    },
  },
  Story: {
    table: 'Story',
    permission: 'story:write',
    notFound: 'Story not found',
    read: (tx, id) => tx.story.findUnique({ where: { id }, include: { comments: true } }) as Promise<Row | null>,
    label: (row) => text(row.title),
    remove: (tx, { id }) => tx.story.delete({ where: { id } }),
    restore: (tx, { comments, ...story }) =>
      tx.story.create({
        data: {
          ...(story as Prisma.StoryCreateInput),
          comments: { create: ((comments as Row[] | undefined) ?? []).map(({ storyId: _storyId, ...comment }) => comment as Prisma.StoryCommentCreateWithoutStoryInput) },
        },
      }) as unknown as Promise<Row>,
  },
  StoryComment: {
    table: 'StoryComment',
    permission: 'comment:moderate',
    notFound: 'Comment not found',
    read: (tx, id) => tx.storyComment.findUnique({ where: { id } }) as Promise<Row | null>,
    label: (row) => `${text(row.authorName) || 'Anonymous visitor'}: ${text(row.body).slice(0, 80)}`,
    remove: (tx, { id }) => tx.storyComment.delete({ where: { id } }),
    restore: (tx, data) => tx.storyComment.create({ data: data as Prisma.StoryCommentUncheckedCreateInput }) as unknown as Promise<Row>,
  },
  User: {
    table: 'User',
    permission: 'user:write',
    notFound: 'User not found',
    // Their leads become nobody's with the row (the foreign key clears them): each lead's timeline says so (an
    // ASSIGNED entry by whoever deleted them), and the trash item keeps which leads were theirs, so that a restore gives
    // back those still nobody's (not one another counsellor took meanwhile), as a job's restore gives back its
    // applications. Read after the row's lock: a lead given to them meanwhile waits for the delete (its foreign key);
    // and their leads locked: one handed on at this moment is handed on before this reads it, or after the delete.
    read: async (tx, id) => {
      await tx.$queryRaw`SELECT "id" FROM "Lead" WHERE "assigneeId" = ${id} ORDER BY "id" FOR UPDATE`;
      return tx.user.findUnique({ where: { id }, include: { assignedLeads: { select: { id: true } } } }) as Promise<Row | null>;
    },
    label: (row) => `${text(row.name)} (${text(row.username)})`,
    remove: async (tx, { id, name, username, assignedLeads }, by) => {
      const leadIds = ((assignedLeads as Row[] | undefined) ?? []).map((l) => l.id);
      await recordAssignments(tx, leadIds, { id, name: text(name) || text(username) }, null, by ? await entryAuthorOf(tx, by) : null);
      return tx.user.delete({ where: { id } });
    },
    // Sessions are not restored: a restored user signs in again.
    restore: async (tx, { assignedLeads, ...data }, by) => {
      const leadIds = ((assignedLeads as Row[] | undefined) ?? []).map((l) => l.id);
      // Locked and read again: a lead a counsellor takes at this moment is theirs (the re-check after the wait skips it).
      // Before the user is written: that write moves the lead figures' version (decision 022), which a counsellor's
      // lead write holding one of these rows would wait for, each waiting for the other.
      const stillNobodys = leadIds.length
        ? (await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Lead" WHERE "id" IN (${Prisma.join(leadIds)}) AND "assigneeId" IS NULL ORDER BY "id" FOR UPDATE`).map((l) => l.id)
        : [];
      const user = await tx.user.create({ data: data as Prisma.UserCreateInput });
      if (stillNobodys.length) {
        await tx.lead.updateMany({ where: { id: { in: stillNobodys } }, data: { assigneeId: user.id } });
        await recordAssignments(tx, stillNobodys, null, { id: user.id, name: user.name || user.username }, await entryAuthorOf(tx, by));
      }
      return user as unknown as Row;
    },
  },
  Lead: {
    table: 'Lead',
    permission: 'lead:work',
    mayTouch: (tx, viewer, row) => assertMayWorkOn(tx, viewer, { assigneeId: typeof row.assigneeId === 'string' ? row.assigneeId : null }),
    notFound: 'Lead not found',
    // Its enquiries and timeline go into the trash with it (deleting the row cascades to them) and come back with it:
    // the timeline rows are created again as they were (an insert, which the append-only trigger allows).
    read: (tx, id) => tx.lead.findUnique({ where: { id }, include: { submissionLog: true, events: true } }) as Promise<Row | null>,
    label: (row) => `${text(row.name)} <${text(row.email)}>`,
    remove: (tx, { id }) => tx.lead.delete({ where: { id } }),
    restore: async (tx, { submissionLog, events, assigneeId, ...lead }) => {
      // The counsellor may have been deleted meanwhile: the lead comes back unassigned then (as a deletion would leave it).
      const assignee = typeof assigneeId === 'string' ? await tx.user.findUnique({ where: { id: assigneeId }, select: { id: true } }) : null;
      const authors = new Set(
        (await tx.user.findMany({ where: { id: { in: ((events as Row[] | undefined) ?? []).map((e) => text(e.authorId)).filter(Boolean) } }, select: { id: true } })).map((u) => u.id),
      );
      return tx.lead.create({
        data: {
          ...(lead as Prisma.LeadUncheckedCreateInput),
          assigneeId: assignee?.id ?? null,
          submissionLog: { create: ((submissionLog as Row[] | undefined) ?? []).map(({ leadId: _leadId, ...entry }) => entry as Prisma.LeadSubmissionCreateWithoutLeadInput) },
          events: {
            create: ((events as Row[] | undefined) ?? []).map(({ leadId: _leadId, authorId, detail, ...entry }) => ({
              ...(entry as Omit<Prisma.LeadEventUncheckedCreateWithoutLeadInput, 'detail'>),
              authorId: typeof authorId === 'string' && authors.has(authorId) ? authorId : null,
              ...(detail == null ? {} : { detail: detail as Prisma.InputJsonValue }),
            })),
          },
        },
      }) as unknown as Promise<Row>;
    },
  },
};

const isTrashEntity = (value: unknown): value is TrashEntity => typeof value === 'string' && (TRASH_ENTITIES as readonly string[]).includes(value);
/** The row as JSON keeps it (dates as ISO text, which Prisma takes back as dates). */
const asJson = (row: Row) => JSON.parse(JSON.stringify(row)) as Prisma.InputJsonValue;

/**
 * Deletes a row by moving it to the trash, in one transaction with its audit entry (`tx` given: inside the caller's
 * transaction, after the caller's own checks). Answers the row as it was.
 */
export async function moveToTrash(ctx: ServiceContext, entity: TrashEntity, id: string, tx?: Tx): Promise<Row> {
  const kind = KINDS[entity];
  const work = async (t: Tx) => {
    // Locked first: a second delete waits and then finds nothing, and what another transaction adds to the row meanwhile
    // (a lead's enquiry) is either in what is read below or waits and then finds the row gone.
    if (!(await lockRow(t, kind.table, id))) throw notFound(kind.notFound);
    const row = await kind.read(t, id);
    if (!row) throw notFound(kind.notFound);
    if (kind.mayTouch && ctx.viewer) await kind.mayTouch(t, ctx.viewer, row);
    const days = ctx.policy?.trashDays ?? DEFAULT_TRASH_DAYS;
    await t.trashItem.create({
      data: {
        entity,
        entityId: id,
        label: kind.label(row).slice(0, 300),
        data: asJson(row),
        deletedById: ctx.viewer?.id ?? null,
        deletedByUsername: ctx.viewer?.username ?? '',
        purgeAfter: new Date(Date.now() + days * 86_400_000),
      },
    });
    // A job's versions and links, a lead's timeline and a user's leads go into the trash item, not the audit entry:
    // they can be large.
    const { revisions: _revisions, applications: _applications, savedBy: _savedBy, events: _events, assignedLeads: _assignedLeads, ...audited } = row;
    await recordAudit(t, ctx, { action: 'delete', entity, entityId: id, before: audited });
    await kind.remove(t, row, ctx.viewer ?? null);
    // The links are the trash item's to keep, not the deleted row's answer.
    const { applications: _links, savedBy: _saves, assignedLeads: _leads, ...answer } = row;
    return answer as Row;
  };
  return tx ? work(tx) : ctx.prisma.$transaction(work);
}

/** Deletes what has outlived its days in the trash. */
export async function purgeExpiredTrash(ctx: Pick<ServiceContext, 'prisma'>): Promise<number> {
  const { count } = await ctx.prisma.trashItem.deleteMany({ where: { purgeAfter: { lt: new Date() } } });
  return count;
}

/** Restores one trash item: the row comes back with its id (and children), or nothing changes (409 with the reason). */
async function restoreItem(ctx: ServiceContext, find: (tx: Tx) => Promise<{ id: string; entity: string; entityId: string; data: unknown; purgeAfter: Date } | null>) {
  try {
    return await ctx.prisma.$transaction(async (tx) => {
      const item = await find(tx);
      // Locked: a second restore (or a purge) of the same item at the same moment waits, then finds it gone.
      if (!item || item.purgeAfter < new Date() || !isTrashEntity(item.entity) || !(await lockRow(tx, 'TrashItem', item.id))) throw notFound(NOTHING_TO_RESTORE);
      const kind = KINDS[item.entity];
      const viewer = authorize(ctx.viewer, kind.permission);
      if (kind.mayTouch) await kind.mayTouch(tx, viewer, item.data as Row);
      const row = await kind.restore(tx, item.data as Row, viewer);
      await tx.trashItem.delete({ where: { id: item.id } });
      await recordAudit(tx, ctx, { action: 'restore', entity: item.entity, entityId: item.entityId, after: row });
      return { entity: item.entity, entityId: item.entityId };
    });
  } catch (err) {
    if (isPrismaError(err, 'P2002')) {
      const fields = JSON.stringify(err.meta ?? {});
      const what = /email/.test(fields) ? 'email' : /username/.test(fields) ? 'username' : /slug/.test(fields) ? 'address (slug)' : /id/.test(fields) ? 'id' : 'unique value';
      throw new ServiceError('CONFLICT', `Cannot restore: its ${what} is now used by another record. Change or remove that one first.`);
    }
    if (isPrismaError(err, 'P2003')) throw new ServiceError('CONFLICT', 'Cannot restore: what it belonged to is gone (restore the story first).');
    throw err;
  }
}

/** Undo of a delete by whoever may delete that kind of row: the newest trash item for it. */
export function undoDelete(ctx: ServiceContext, entity: unknown, entityId: unknown) {
  if (!isTrashEntity(entity)) throw badInput(`Entity must be one of ${TRASH_ENTITIES.join(', ')}`, 'entity');
  authorize(ctx.viewer, KINDS[entity].permission);
  const id = requireKey(entityId, { message: 'An id is required', field: 'id' }, NOTHING_TO_RESTORE);
  return restoreItem(ctx, (tx) => tx.trashItem.findFirst({ where: { entity, entityId: id }, orderBy: { deletedAt: 'desc' } }));
}

/** Restore from the trash page (ADMIN). */
export function restoreTrashItem(ctx: ServiceContext, trashId: unknown) {
  authorize(ctx.viewer, 'trash:manage');
  const id = requireKey(trashId, { message: 'A trash item id is required', field: 'id' }, NOTHING_TO_RESTORE);
  return restoreItem(ctx, (tx) => tx.trashItem.findUnique({ where: { id } }));
}

/** Deletes a trash item for good (ADMIN); the audit log keeps that it happened. */
export async function purgeTrashItem(ctx: ServiceContext, trashId: unknown) {
  authorize(ctx.viewer, 'trash:manage');
  const id = requireKey(trashId, { message: 'A trash item id is required', field: 'id' }, NOTHING_TO_RESTORE);
  return ctx.prisma.$transaction(async (tx) => {
    const item = (await lockRow(tx, 'TrashItem', id)) ? await tx.trashItem.findUnique({ where: { id } }) : null;
    if (!item || !isTrashEntity(item.entity)) throw notFound(NOTHING_TO_RESTORE);
    await tx.trashItem.delete({ where: { id } });
    await recordAudit(tx, ctx, { action: 'purge', entity: item.entity, entityId: item.entityId, before: { label: item.label } });
    return { entity: item.entity, entityId: item.entityId };
  });
}

/** Checks the reader may see the trash (ADMIN) and the filter; empties what has expired first. */
export async function authorizeTrashQuery(ctx: ServiceContext, filter: { entity?: string | null }): Promise<Prisma.TrashItemWhereInput> {
  authorize(ctx.viewer, 'trash:manage');
  if (filter.entity && !isTrashEntity(filter.entity)) throw badInput(`Entity must be one of ${TRASH_ENTITIES.join(', ')}`, 'entity');
  await purgeExpiredTrash(ctx);
  return filter.entity ? { entity: filter.entity } : {};
}

export const trashOrder: Prisma.TrashItemOrderByWithRelationInput[] = [{ deletedAt: 'desc' }, { id: 'desc' }];
