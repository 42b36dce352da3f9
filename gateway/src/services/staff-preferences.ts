// A staff member's own mail preferences (issue 30): the mail of each new lead or enquiry given to them, and the
// morning list of follow-ups due. Each staff user reads and changes only their own.
import { auditedWrite } from './audit.js';
import type { ServiceContext } from './context.js';
import { badInput, ServiceError } from './errors.js';
import { authorize } from './permissions.js';
import { toSafeUser, type SafeUser } from './auth.js';

export interface NotificationPreferences {
  notifyNewLeads: boolean;
  notifyFollowUps: boolean;
}

const PREFERENCES = { notifyNewLeads: true, notifyFollowUps: true } as const;
// One read per request, however many of the fields a query asks for.
const readsByRequest = new WeakMap<object, Promise<NotificationPreferences | null>>();

/**
 * The viewer's own preferences when `userId` is the viewer (a staff member), null for anyone else's: nobody reads
 * another person's choices, administrators included.
 */
export function ownNotificationPreferences(ctx: ServiceContext, userId: string): Promise<NotificationPreferences | null> {
  if (!ctx.viewer || ctx.viewer.id !== userId) return Promise.resolve(null);
  let read = readsByRequest.get(ctx);
  if (!read) {
    read = ctx.prisma.user.findUnique({ where: { id: userId }, select: PREFERENCES });
    readsByRequest.set(ctx, read);
  }
  return read;
}

/** Turns the signed-in staff member's mails on or off; a choice left out (undefined or null) stays as it is. */
export async function updateMyNotifications(ctx: ServiceContext, input: { newLeads?: boolean | null; followUps?: boolean | null }): Promise<SafeUser> {
  const viewer = authorize(ctx.viewer, 'admin:enter');
  const data: Partial<NotificationPreferences> = {};
  if (input.newLeads != null) {
    if (typeof input.newLeads !== 'boolean') throw badInput('newLeads must be true or false', 'newLeads');
    data.notifyNewLeads = input.newLeads;
  }
  if (input.followUps != null) {
    if (typeof input.followUps !== 'boolean') throw badInput('followUps must be true or false', 'followUps');
    data.notifyFollowUps = input.followUps;
  }
  const user = await auditedWrite(ctx, { action: 'update', entity: 'User', before: (tx) => tx.user.findUnique({ where: { id: viewer.id } }) }, async (tx) => {
    const found = await tx.user.findUnique({ where: { id: viewer.id } });
    if (!found) throw new ServiceError('NOT_FOUND', 'User not found');
    return Object.keys(data).length ? tx.user.update({ where: { id: viewer.id }, data }) : found;
  });
  readsByRequest.delete(ctx);
  return toSafeUser(user);
}
