// Staff accounts: managed by administrators only. There is always at least one administrator.
import { readOnce, type ServiceContext } from './context.js';
import { ServiceError } from './errors.js';
import { hashPassword } from './passwords.js';
import { authorize, can } from './permissions.js';
import { OPEN_LEAD_STATUSES } from './lead-dashboard.js';
import { mapWriteErrors } from './prisma-errors.js';
import { endSessions, toSafeUser } from './auth.js';
import { auditedWrite, recordAudit, type Tx } from './audit.js';
import { lockKey } from './tx-locks.js';
import { moveToTrash } from './trash.js';
import type { User } from '../generated/prisma/client.js';
import { parseUserCreate, parseUserPatch, requireKey } from './validation.js';

export const USER_NOT_FOUND = 'User not found';
/**
 * Two admins demoting or deleting each other at once must not both pass the "another admin remains" check: every
 * change of role and every delete of a staff account takes this lock first (in its transaction, at Read Committed),
 * so they take turns and the second counts what the first left. Usernames and e-mails stay unique by their indexes
 * (a CONFLICT). Not Serializable: every write to User, Lead or Application also moves the one LeadFiguresVersion row,
 * so a Serializable edit failed whenever an enquiry or an application arrived at the same moment.
 */
const lockStaffAccounts = (tx: Tx) => lockKey(tx, 'staff-accounts');
export const LAST_ADMIN = 'This is the last administrator: make another user an Admin first.';
const userConflict = (fields: string) =>
  fields.includes('email')
    ? 'A user with this email already exists'
    : fields.includes('username')
      ? 'A user with this username already exists'
      : 'This user already exists';

export async function listUsers(ctx: ServiceContext) {
  authorize(ctx.viewer, 'user:read');
  const users = await ctx.prisma.user.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return users.map(toSafeUser);
}

export interface HeldLeads {
  /** Open leads (New, Contacted) given to the user. */
  openLeads: number;
  /** Of those, the ones with a follow-up planned. */
  followUps: number;
}

/**
 * What deleting a staff user would leave to nobody: their open leads and planned follow-ups (the delete confirmation
 * says so; a restore from the trash gives back those still nobody's). ADMIN only (user:read), null for anyone else.
 * One grouped count per request, whatever number of users it is asked for.
 */
export async function heldLeadsOf(ctx: ServiceContext, userId: string): Promise<HeldLeads | null> {
  if (!can(ctx.viewer, 'user:read')) return null;
  const perUser = await readOnce(ctx, 'held-leads-per-user', async () => {
    const groups = await ctx.prisma.lead.groupBy({
      by: ['assigneeId'],
      where: { assigneeId: { not: null }, status: { in: [...OPEN_LEAD_STATUSES] } },
      _count: { _all: true, nextFollowUpAt: true },
    });
    return new Map(groups.map((g) => [g.assigneeId, { openLeads: g._count._all, followUps: g._count.nextFollowUpAt }]));
  });
  return perUser.get(userId) ?? { openLeads: 0, followUps: 0 };
}

export async function createUser(ctx: ServiceContext, input: unknown) {
  authorize(ctx.viewer, 'user:write');
  const { password, ...data } = parseUserCreate(input);
  const passwordHash = await hashPassword(password);
  const user = await mapWriteErrors(() => auditedWrite(ctx, { action: 'create', entity: 'User' }, (tx) => tx.user.create({ data: { ...data, passwordHash } })), {
    notFound: USER_NOT_FOUND,
    conflict: userConflict,
  });
  return toSafeUser(user);
}

export async function updateUser(ctx: ServiceContext, id: unknown, input: unknown) {
  authorize(ctx.viewer, 'user:write');
  const userId = requireUserId(id);
  const { password, ...data } = parseUserPatch(input);
  const passwordHash = password ? await hashPassword(password) : undefined;
  const user = await mapWriteErrors(
    () =>
      ctx.prisma.$transaction(async (tx) => {
        // Only a change of role can take away an administrator (a new name, e-mail or password cannot).
        if (data.role !== undefined) await lockStaffAccounts(tx);
        const existing = await tx.user.findUnique({ where: { id: userId } });
        if (!existing) throw new ServiceError('NOT_FOUND', USER_NOT_FOUND);
        if (existing.role === 'ADMIN' && data.role && data.role !== 'ADMIN' && (await tx.user.count({ where: { role: 'ADMIN' } })) <= 1) {
          throw new ServiceError('CONFLICT', LAST_ADMIN);
        }
        // A new password (an administrator's forced reset), role or username ends the user's sessions: whoever holds
        // one of their tokens must sign in again with what is true now.
        const credentialsChanged =
          Boolean(passwordHash) || (data.role !== undefined && data.role !== existing.role) || (data.username !== undefined && data.username !== existing.username);
        if (credentialsChanged) await endSessions(tx, userId);
        const updated = await tx.user.update({ where: { id: userId }, data: { ...data, ...(passwordHash ? { passwordHash } : {}) } });
        await recordAudit(tx, ctx, { action: 'update', entity: 'User', entityId: userId, before: existing, after: updated });
        return updated;
      }),
    { notFound: USER_NOT_FOUND, conflict: userConflict },
  );
  return toSafeUser(user);
}

export async function deleteUser(ctx: ServiceContext, id: unknown) {
  const viewer = authorize(ctx.viewer, 'user:write');
  const userId = requireUserId(id);
  if (userId === viewer.id) throw new ServiceError('CONFLICT', 'You cannot delete your own account while signed in with it.');
  const user = await mapWriteErrors(
    () =>
      ctx.prisma.$transaction(async (tx) => {
        await lockStaffAccounts(tx);
        const existing = await tx.user.findUnique({ where: { id: userId }, select: { role: true } });
        if (!existing) throw new ServiceError('NOT_FOUND', USER_NOT_FOUND);
        if (existing.role === 'ADMIN' && (await tx.user.count({ where: { role: 'ADMIN' } })) <= 1) throw new ServiceError('CONFLICT', LAST_ADMIN);
        // To the trash (restorable for TRASH_DAYS); the user's sessions end with the row, and their leads become nobody's
        // (each lead's timeline says so; a restore gives back those still nobody's: trash.ts).
        return (await moveToTrash(ctx, 'User', userId, tx)) as unknown as User;
      }),
    { notFound: USER_NOT_FOUND },
  );
  return toSafeUser(user);
}

const requireUserId = (id: unknown) => requireKey(id, { message: 'User ID is required', field: 'id' }, USER_NOT_FOUND);
