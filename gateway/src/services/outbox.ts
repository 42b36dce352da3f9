// The outbox as staff see it (ADMIN only: bodies may hold one-time links): the mails, newest first, whether this
// gateway sends them, and "send again" for a queued or failed one that no sender is sending at the moment.
import type { MailState, Prisma } from '../generated/prisma/client.js';
import { auditedWrite } from './audit.js';
import type { ServiceContext } from './context.js';
import { ServiceError } from './errors.js';
import { MAIL_QUEUED_CHANNEL } from './mail.js';
import { mailDeliveryStatus, wakeMailSender, type MailDeliveryStatus } from './mail-sender.js';
import { authorize } from './permissions.js';
import { requireKey } from './validation.js';

export const MAIL_NOT_FOUND = 'Mail not found';
export const MAIL_ALREADY_SENT = 'This mail has been sent already; only a queued or failed mail can be sent again.';
export const MAIL_BEING_SENT = 'This mail is being sent right now; it cannot be sent again while it is. Refresh in a moment to see whether it left.';

export const outboxOrder: Prisma.OutboxMailOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** Checks the reader may see the outbox and answers the where-clause of the state filter. */
export function authorizeOutboxQuery(ctx: ServiceContext, filter: { state?: MailState | null }): Prisma.OutboxMailWhereInput {
  authorize(ctx.viewer, 'mail:manage');
  return filter.state ? { state: filter.state } : {};
}

/** One mail, bodies included (null when there is none with that id). */
export function authorizeOutboxMail(ctx: ServiceContext, id: unknown): string | null {
  authorize(ctx.viewer, 'mail:manage');
  try {
    return requireKey(id, { message: 'Mail ID is required', field: 'id' }, MAIL_NOT_FOUND);
  } catch (err) {
    if (err instanceof ServiceError && err.code === 'NOT_FOUND') return null;
    throw err;
  }
}

export interface MailDelivery extends MailDeliveryStatus {
  queued: number;
  failed: number;
}

/** Whether this gateway sends mail (and through what), and how many mails wait or failed. */
export async function getMailDelivery(ctx: ServiceContext): Promise<MailDelivery> {
  authorize(ctx.viewer, 'mail:manage');
  const [status, queued, failed] = await Promise.all([
    mailDeliveryStatus(),
    ctx.prisma.outboxMail.count({ where: { state: 'QUEUED' } }),
    ctx.prisma.outboxMail.count({ where: { state: 'FAILED' } }),
  ]);
  return { ...status, queued, failed };
}

/**
 * Queues a queued or failed mail again, due now (its attempts are kept: a failed mail that fails once more is failed
 * again). Every gateway's sender is woken when this commits; one sends it within moments when SMTP is up.
 */
export async function resendMail(ctx: ServiceContext, id: unknown) {
  authorize(ctx.viewer, 'mail:manage');
  const mailId = requireKey(id, { message: 'Mail ID is required', field: 'id' }, MAIL_NOT_FOUND);
  const mail = await auditedWrite(ctx, { action: 'resend', entity: 'OutboxMail', before: (tx) => tx.outboxMail.findUnique({ where: { id: mailId }, select: resendFields }) }, async (tx) => {
    // Only a mail that is not sent and that no sender holds (its lease, lockedUntil, still running: it is being sent,
    // and clearing the lease would let a second sender send it too). A conditional write, so a sender claiming it or
    // marking it sent meanwhile wins.
    const now = new Date();
    const { count } = await tx.outboxMail.updateMany({
      where: { id: mailId, state: { in: ['QUEUED', 'FAILED'] }, OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }] },
      data: { state: 'QUEUED', nextAttemptAt: now, lockedUntil: null },
    });
    if (!count) {
      const mail = await tx.outboxMail.findUnique({ where: { id: mailId }, select: { state: true } });
      if (!mail) throw new ServiceError('NOT_FOUND', MAIL_NOT_FOUND);
      throw new ServiceError('CONFLICT', mail.state === 'SENT' ? MAIL_ALREADY_SENT : MAIL_BEING_SENT);
    }
    await tx.$executeRawUnsafe(`NOTIFY "${MAIL_QUEUED_CHANNEL}"`);
    return tx.outboxMail.findUniqueOrThrow({ where: { id: mailId }, select: resendFields });
  });
  wakeMailSender();
  // The whole row for the answer (the audit entry compared only the delivery fields).
  return ctx.prisma.outboxMail.findUniqueOrThrow({ where: { id: mail.id } });
}

/** What the audit entry of a resend compares (never the bodies). */
const resendFields = { id: true, state: true, attempts: true, nextAttemptAt: true, lockedUntil: true } as const;
