// Throttles counted in the database (LoginFailure rows by key), so that every gateway process sees the same counts.
import type { PrismaClient } from '../generated/prisma/client.js';
import { ServiceError } from './errors.js';

/**
 * Records one attempt under `key` and refuses it (TOO_MANY_REQUESTS, `message`) when more than `limit` were made in
 * the last `windowMs`. The row is written before counting, so parallel attempts see each other. Returns the row's id
 * (forgetAttempts takes it back, e.g. after a right password).
 */
export async function countAttempt(prisma: Pick<PrismaClient, 'loginFailure'>, key: string, limit: number, windowMs: number, message: string): Promise<string> {
  const since = new Date(Date.now() - windowMs);
  // Rows of this key older than its window are never counted again.
  await prisma.loginFailure.deleteMany({ where: { key: key.slice(0, 300), createdAt: { lt: since } } });
  const row = await prisma.loginFailure.create({ data: { key: key.slice(0, 300) }, select: { id: true } });
  const count = await prisma.loginFailure.count({ where: { key: key.slice(0, 300), createdAt: { gt: since } } });
  if (count > limit) {
    await prisma.loginFailure.deleteMany({ where: { id: row.id } });
    throw new ServiceError('TOO_MANY_REQUESTS', message, undefined, { retryAfterSeconds: Math.ceil(windowMs / 1000) });
  }
  return row.id;
}

export async function forgetAttempts(prisma: Pick<PrismaClient, 'loginFailure'>, ids: string[]): Promise<void> {
  if (ids.length) await prisma.loginFailure.deleteMany({ where: { id: { in: ids } } });
}
