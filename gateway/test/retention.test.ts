// What is kept only for a time goes on time without anyone opening a page: the trash after TRASH_DAYS, the audit log
// after AUDIT_RETENTION_DAYS and the CVs sent with applications after APPLICATION_CV_DAYS (services/retention.ts;
// every gateway process sweeps at start and hourly).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRetentionSweep, sweepExpired } from '../src/services/retention.js';
import { startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const retention = { applicationCvDays: 180, policy: { trashDays: 30, auditRetentionDays: 365 } };

async function expiredAndFresh(tag: string) {
  const trashItem = (purgeAfter: Date) =>
    t.db.prisma.trashItem.create({ data: { entity: 'User', entityId: `${tag}-${purgeAfter.getTime()}`, label: tag, data: { passwordHash: '$argon2id$…' }, purgeAfter } });
  const auditEntry = (createdAt: Date) => t.db.prisma.auditEntry.create({ data: { createdAt, action: 'update', entity: 'JobPost', entityId: `${tag}-${createdAt.getTime()}` } });
  const application = (createdAt: Date) =>
    t.db.prisma.application.create({
      data: { createdAt, jobTitle: tag, companyname: 'Kept Co', name: 'A Learner', email: 'a@example.com', phone: '+91 98765 43210', cvFileName: 'cv.pdf', cvContentType: 'application/pdf', cvSize: 5, cvData: Buffer.from('%PDF-') },
    });
  return {
    expired: { trash: await trashItem(new Date(Date.now() - 1000)), audit: await auditEntry(new Date(Date.now() - 366 * DAY)), application: await application(new Date(Date.now() - 181 * DAY)) },
    fresh: { trash: await trashItem(new Date(Date.now() + DAY)), audit: await auditEntry(new Date(Date.now() - 364 * DAY)), application: await application(new Date(Date.now() - 179 * DAY)) },
  };
}

async function state(rows: Awaited<ReturnType<typeof expiredAndFresh>>['expired']) {
  return {
    trash: await t.db.prisma.trashItem.count({ where: { id: rows.trash.id } }),
    audit: await t.db.prisma.auditEntry.count({ where: { id: rows.audit.id } }),
    cv: (await t.db.prisma.application.findUniqueOrThrow({ where: { id: rows.application.id } })).cvFileName !== null,
  };
}

it('removes what has outlived its days from the trash, the audit log and the applications, and nothing else', async () => {
  const rows = await expiredAndFresh('sweep');
  const removed = await sweepExpired(t.db.prisma, retention);
  expect(removed).toMatchObject({ trash: expect.any(Number), audit: expect.any(Number), cvs: expect.any(Number) });
  expect(removed.trash).toBeGreaterThanOrEqual(1);
  expect(removed.audit).toBeGreaterThanOrEqual(1);
  expect(removed.cvs).toBeGreaterThanOrEqual(1);
  expect(await state(rows.expired)).toEqual({ trash: 0, audit: 0, cv: false });
  expect(await state(rows.fresh)).toEqual({ trash: 1, audit: 1, cv: true });
});

it('sweeps as soon as a process starts it, with nobody reading the trash or the log', async () => {
  const rows = await expiredAndFresh('start');
  const stop = startRetentionSweep(t.db.prisma, retention);
  try {
    await expect.poll(() => state(rows.expired), { timeout: 30_000, interval: 50 }).toEqual({ trash: 0, audit: 0, cv: false });
  } finally {
    stop();
  }
  expect(await state(rows.fresh)).toEqual({ trash: 1, audit: 1, cv: true });
});
