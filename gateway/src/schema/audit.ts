// GraphQL: the audit log (ADMIN), the trash (ADMIN: restore, purge) and undo of a delete (whoever may delete it).
import { AUDIT_ACTIONS, AUDIT_ENTITIES, auditOrder, authorizeAuditQuery, purgeOldAuditEntries } from '../services/audit.js';
import { authorizeTrashQuery, purgeTrashItem, restoreTrashItem, TRASH_ENTITIES, trashOrder, undoDelete } from '../services/trash.js';
import { builder } from './builder.js';
import { rowConnection, rowTotalCount } from './row-pages.js';

const AuditEntryRef = builder.prismaObject('AuditEntry', {
  description: 'One staff write: who, what, which row, the changed fields before and after, when and from where.',
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    actorId: t.exposeString('actorId', { nullable: true }),
    actorUsername: t.exposeString('actorUsername'),
    action: t.exposeString('action', { description: AUDIT_ACTIONS.join(', ') }),
    entity: t.exposeString('entity', { description: AUDIT_ENTITIES.join(', ') }),
    entityId: t.exposeString('entityId'),
    before: t.string({ nullable: true, description: 'The changed fields as they were, as JSON (secrets never shown).', resolve: (e) => (e.before == null ? null : JSON.stringify(e.before)) }),
    after: t.string({ nullable: true, description: 'The changed fields as they became, as JSON.', resolve: (e) => (e.after == null ? null : JSON.stringify(e.after)) }),
    clientAddress: t.exposeString('clientAddress'),
  }),
});

const TrashItemRef = builder.prismaObject('TrashItem', {
  description: 'A deleted row, restorable until purgeAfter.',
  fields: (t) => ({
    id: t.exposeID('id'),
    entity: t.exposeString('entity', { description: TRASH_ENTITIES.join(', ') }),
    entityId: t.exposeString('entityId'),
    label: t.exposeString('label'),
    deletedAt: t.expose('deletedAt', { type: 'DateTime' }),
    deletedByUsername: t.exposeString('deletedByUsername'),
    purgeAfter: t.expose('purgeAfter', { type: 'DateTime' }),
  }),
});

const Restored = builder.objectRef<{ entity: string; entityId: string }>('RestoredItem').implement({
  fields: (t) => ({
    entity: t.exposeString('entity'),
    entityId: t.exposeString('entityId'),
  }),
});

builder.queryFields((t) => ({
  auditLog: t.connection(
    {
      type: AuditEntryRef,
      description: 'Staff writes, newest first, filtered. Requires an ADMIN token. Entries older than AUDIT_RETENTION_DAYS are deleted.',
      args: {
        entity: t.arg.string({ required: false }),
        action: t.arg.string({ required: false }),
        actor: t.arg.string({ required: false, description: 'A username.' }),
        entityId: t.arg.string({ required: false }),
        from: t.arg({ type: 'DateTime', required: false }),
        to: t.arg({ type: 'DateTime', required: false }),
      },
      resolve: (_root, args, ctx, info) => {
        const where = authorizeAuditQuery(ctx, args);
        return rowConnection('AuditEntry', 'auditLog', args, ctx, info, {
          read: async (query) => {
            await purgeOldAuditEntries(ctx);
            return ctx.prisma.auditEntry.findMany({ ...query, where, orderBy: auditOrder });
          },
          count: () => ctx.prisma.auditEntry.count({ where }),
        });
      },
    },
    { fields: (c) => ({ totalCount: c.int(rowTotalCount) }) },
  ),
  trash: t.connection(
    {
      type: TrashItemRef,
      description: 'Deleted jobs, stories, comments, users and leads, newest first. Requires an ADMIN token.',
      args: { entity: t.arg.string({ required: false }) },
      resolve: async (_root, args, ctx, info) => {
        const where = await authorizeTrashQuery(ctx, args);
        return rowConnection('TrashItem', 'trash', args, ctx, info, {
          read: (query) => ctx.prisma.trashItem.findMany({ ...query, where, orderBy: trashOrder }),
          count: () => ctx.prisma.trashItem.count({ where }),
        });
      },
    },
    { fields: (c) => ({ totalCount: c.int(rowTotalCount) }) },
  ),
}));

builder.mutationFields((t) => ({
  undoDelete: t.field({
    type: Restored,
    description:
      'Restores the row of that kind and id most recently deleted (JobPost, Story, StoryComment, User, Lead), for whoever may delete it. ' +
      'CONFLICT when a unique field (a username, a slug) is now taken; nothing is restored then.',
    args: { entity: t.arg.string({ required: true }), id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => undoDelete(ctx, args.entity, String(args.id)),
  }),
  restoreTrashItem: t.field({
    type: Restored,
    description: 'Restores a trash item. Requires an ADMIN token. CONFLICT when a unique field is now taken.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => restoreTrashItem(ctx, String(args.id)),
  }),
  purgeTrashItem: t.field({
    type: Restored,
    description: 'Deletes a trash item for good. Requires an ADMIN token.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => purgeTrashItem(ctx, String(args.id)),
  }),
}));
