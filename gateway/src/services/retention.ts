// What the site keeps only for a time, removed on time whether or not anyone looks: the CVs sent with applications
// (APPLICATION_CV_DAYS), what is in the trash (TRASH_DAYS) and the audit log (AUDIT_RETENTION_DAYS). An hourly sweep
// in every gateway process (and one at start): each step is one idempotent DELETE or UPDATE, the same whoever runs
// it, so no lock is needed. (The trash and audit log were emptied only when an administrator opened them: on a site
// where nobody did, a deleted user's password hash stayed in the trash, and in every backup, for good.)
import type { PrismaClient } from '../generated/prisma/client.js';
import { errorFields, log } from '../log.js';
import { removeOldApplicationCvs } from './applications.js';
import { purgeOldAuditEntries } from './audit.js';
import type { RetentionPolicy } from './context.js';
import { purgeExpiredTrash } from './trash.js';

export interface Retention {
  applicationCvDays: number;
  /** TRASH_DAYS and AUDIT_RETENTION_DAYS. */
  policy: RetentionPolicy;
}

/** Runs every step once; answers what each removed. A step that fails is logged and the others still run. */
export async function sweepExpired(prisma: PrismaClient, retention: Retention): Promise<{ cvs: number; trash: number; audit: number }> {
  const step = async (what: string, run: () => Promise<number>) => {
    try {
      return await run();
    } catch (err) {
      log.error(errorFields(err), `${what} could not be removed`);
      return 0;
    }
  };
  const cvs = await step('the CVs of old applications', () => removeOldApplicationCvs(prisma, retention.applicationCvDays));
  if (cvs) log.info({ count: cvs, days: retention.applicationCvDays }, `removed the CVs of ${cvs} application${cvs === 1 ? '' : 's'} older than ${retention.applicationCvDays} days`);
  const trash = await step('expired trash items', () => purgeExpiredTrash({ prisma }));
  if (trash) log.info({ count: trash, days: retention.policy.trashDays }, `purged ${trash} trash item${trash === 1 ? '' : 's'} older than ${retention.policy.trashDays} days`);
  const audit = await step('old audit entries', () => purgeOldAuditEntries({ prisma, policy: retention.policy }));
  if (audit) log.info({ count: audit, days: retention.policy.auditRetentionDays }, `removed ${audit} audit entr${audit === 1 ? 'y' : 'ies'} older than ${retention.policy.auditRetentionDays} days`);
  return { cvs, trash, audit };
}

/** Sweeps now and every `everyMs` (an hour) in this process; answers a function that stops it. */
export function startRetentionSweep(prisma: PrismaClient, retention: Retention, everyMs = 3600_000): () => void {
  let running: Promise<unknown> | null = null;
  const sweep = () => {
    running ??= sweepExpired(prisma, retention).finally(() => (running = null));
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
