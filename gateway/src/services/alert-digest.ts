// The job-alert digest: for each confirmed alert that is not paused, the open jobs matching its search that were created since its last
// digest, in one mail through the outbox (with the unsubscribe link and List-Unsubscribe), and the alert's
// lastDigestAt moved on, in one transaction per alert. Once a day (JOB_ALERT_DIGEST_TIME in Asia/Kolkata) every
// gateway process checks whether the day's run happened and claims it by inserting the day's DigestRun row (the
// unique day lets one process win); staff can run it at once. Why: docs/decisions/016-job-alerts.md.
import type { JobPost, PrismaClient } from '../generated/prisma/client.js';
import { log, errorFields } from '../log.js';
import { describeSearch, jobsPagePath, purgeOldJobAlerts, siteLink, unsubscribeTokenHashOf, unsubscribeTokenOf, unsubscribeUrlOf, type JobAlertSearch } from './alerts.js';
import type { ServiceContext } from './context.js';
import { listJobPostPage } from './job-search.js';
import { queueMail } from './mail.js';
import { centreDateText } from './centre-day.js';
import { authorize } from './permissions.js';
import { isPrismaError } from './prisma-errors.js';

/** Jobs named in one mail; the rest are "and N more" with a link to the jobs page. */
export const DIGEST_JOBS_LISTED = 10;
/** Most new jobs counted for one alert (a first digest after a long pause says "and 490 more" at most). */
const DIGEST_JOBS_COUNTED = 500;
/**
 * A run looks at jobs created up to this long before it starts: a job whose transaction was still open when the run
 * read the list would otherwise have a creation time before the new lastDigestAt and never be in any digest.
 */
export const DIGEST_SETTLE_MS = 5_000;
/** A daily run that started this long ago and never finished (its process died) may be taken over. */
const STALE_RUN_MS = 3600_000;
/** Every process looks this often whether the day's run is due (besides waking at the moment itself). */
const CHECK_EVERY_MS = 5 * 60_000;
/** India has no daylight saving: Asia/Kolkata is always UTC+05:30. */
const KOLKATA_OFFSET_MS = 330 * 60_000;

export interface DigestDeps {
  prisma: PrismaClient;
  /** The gateway's JWT secret: the unsubscribe links are HMACs under it. */
  jwtSecret: Uint8Array;
  publicUrl?: string;
}

export interface DigestResult {
  /** Alerts looked at. */
  alerts: number;
  /** Digest mails queued. */
  mails: number;
}

/** The day in Asia/Kolkata of an instant, "2026-11-27". */
export function kolkataDay(at: Date): string {
  return new Date(at.getTime() + KOLKATA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A time of day in Asia/Kolkata. */
export interface DigestTime {
  hour: number;
  minute: number;
  second: number;
}

export const formatDigestTime = (t: DigestTime) =>
  `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}${t.second ? `:${String(t.second).padStart(2, '0')}` : ''}`;

/** The instant of `time` on `day` (Asia/Kolkata). */
export function kolkataMoment(day: string, time: DigestTime): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, time.hour, time.minute, time.second) - KOLKATA_OFFSET_MS);
}

// ---- One alert -----------------------------------------------------------------------------------------------------

/**
 * The open jobs matching `search` created after `since` and up to `until`, newest first (at most
 * DIGEST_JOBS_COUNTED): read through the jobs page's own list (listJobPostPage), so an alert holds exactly what the
 * page shows for its filters, open jobs only, decided now.
 */
export async function newJobsFor(prisma: PrismaClient, search: JobAlertSearch, since: Date, until: Date): Promise<JobPost[]> {
  const filter = { search: search.keywords || null, category: search.category, location: search.location || null };
  const found: JobPost[] = [];
  let after: string | null = null;
  for (;;) {
    const page = await listJobPostPage({ prisma }, filter, { first: 100, after });
    for (const { node } of page.edges) {
      if (node.createdAt.getTime() <= since.getTime()) return found;
      if (node.createdAt.getTime() <= until.getTime()) found.push(node);
      if (found.length >= DIGEST_JOBS_COUNTED) return found;
    }
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return found;
    after = page.pageInfo.endCursor;
  }
}

/** The digest's subject and plain text (the site's footer is added by queueMail). */
export function digestMail(deps: Pick<DigestDeps, 'publicUrl'>, search: JobAlertSearch, jobs: JobPost[], since: Date, unsubscribeUrl: string) {
  const listed = jobs.slice(0, DIGEST_JOBS_LISTED);
  const more = jobs.length - listed.length;
  const what = describeSearch(search);
  const lines = listed.map((job, i) => {
    const where = [job.companyname, job.location].filter(Boolean).join(', ');
    const pay = job.salary ? ` (${job.salary})` : '';
    return `${i + 1}. ${job.title}${where ? ` at ${where}` : ''}${pay}\n   ${siteLink(deps.publicUrl, `/jobs/${encodeURIComponent(job.id)}`)}`;
  });
  const moreLine = more > 0 ? `\n\nAnd ${more} more: ${siteLink(deps.publicUrl, jobsPagePath(search))}` : '';
  const count = jobs.length === 1 ? '1 new job' : `${jobs.length >= DIGEST_JOBS_COUNTED ? `${DIGEST_JOBS_COUNTED}+` : jobs.length} new jobs`;
  return {
    subject: `${count} for your job alert`,
    text:
      `Hello,\n\n${count} ${what === 'every new job' ? 'posted' : `for ${what}`} since ${centreDateText(since)}:\n\n${lines.join('\n\n')}${moreLine}\n\n` +
      `All jobs for this alert: ${siteLink(deps.publicUrl, jobsPagePath(search))}\n\n` +
      `You get this mail because you asked for this job alert. To stop it, open this link (no sign-in needed):\n${unsubscribeUrl}`,
  };
}

/**
 * The alerts the digest mails: confirmed, subscribed and not paused by their learner (a paused alert is skipped, its
 * lastDigestAt left as it is; resuming moves it, alerts.ts setMyJobAlertPaused). Served by the index on
 * (confirmedAt, unsubscribedAt, pausedAt).
 */
const mailedWhere = { confirmedAt: { not: null }, unsubscribedAt: null, pausedAt: null };

type AlertRow = { id: string; email: string; keywords: string; category: JobAlertSearch['category']; location: string; lastDigestAt: Date; unsubscribeTokenHash: string };

/**
 * One alert's digest: the new jobs, then in one transaction lastDigestAt moved to `until` — only if no other run
 * moved it meanwhile (a conditional update: two runs at once mail an alert once; a resume moves it too) and it is still
 * subscribed and not paused (a pause while its jobs were read stops the mail) — and the mail queued when there is
 * anything new. Answers whether a mail was queued.
 *
 * The mail's unsubscribe link is made under the current JWT secret; when the alert's stored hash is of another token
 * (the secret changed since it was made, or a restore into a new DATA_DIR made a new one) the same update stores the
 * hash of the token sent, so the link in this mail works (and those in earlier mails no longer do). An alert with
 * nothing new keeps its hash: the link of its last mail keeps working until a mail carries a new one.
 */
async function digestOne(deps: DigestDeps, alert: AlertRow, until: Date): Promise<boolean> {
  const jobs = await newJobsFor(deps.prisma, alert, alert.lastDigestAt, until);
  const tokenHash = unsubscribeTokenHashOf(unsubscribeTokenOf(deps.jwtSecret, alert.id));
  return deps.prisma.$transaction(async (tx) => {
    const moved = await tx.jobAlert.updateMany({
      where: { id: alert.id, lastDigestAt: alert.lastDigestAt, ...mailedWhere },
      data: { lastDigestAt: until, ...(jobs.length > 0 && tokenHash !== alert.unsubscribeTokenHash ? { unsubscribeTokenHash: tokenHash } : {}) },
    });
    if (moved.count === 0 || jobs.length === 0) return false;
    const unsubscribeUrl = unsubscribeUrlOf(deps.publicUrl, deps.jwtSecret, alert.id);
    const mail = digestMail(deps, alert, jobs, alert.lastDigestAt, unsubscribeUrl);
    await queueMail(tx, { kind: 'job-alert.digest', to: alert.email, subject: mail.subject, text: mail.text, listUnsubscribeUrl: unsubscribeUrl });
    return true;
  });
}

/** Every confirmed, subscribed, running alert's digest (alerts already done by another run since are skipped). */
export async function sendJobAlertDigests(deps: DigestDeps, now = new Date()): Promise<DigestResult> {
  const until = new Date(now.getTime() - DIGEST_SETTLE_MS);
  const result: DigestResult = { alerts: 0, mails: 0 };
  let lastId: string | undefined;
  for (;;) {
    const alerts: AlertRow[] = await deps.prisma.jobAlert.findMany({
      where: { ...mailedWhere, lastDigestAt: { lt: until }, ...(lastId ? { id: { gt: lastId } } : {}) },
      orderBy: { id: 'asc' },
      take: 100,
      select: { id: true, email: true, keywords: true, category: true, location: true, lastDigestAt: true, unsubscribeTokenHash: true },
    });
    for (const alert of alerts) {
      result.alerts++;
      try {
        if (await digestOne(deps, alert, until)) result.mails++;
      } catch (err) {
        // One alert's failure (its search, a lost connection) leaves it for the next run, not the others.
        log.error({ ...errorFields(err), alertId: alert.id }, 'job alert digest: an alert failed');
      }
    }
    if (alerts.length < 100) break;
    lastId = alerts.at(-1)!.id;
  }
  return result;
}

/** Runs the digest under a DigestRun row (made by the caller) and records its end and mails. */
async function runUnder(deps: DigestDeps, runId: string): Promise<DigestResult> {
  let result: DigestResult = { alerts: 0, mails: 0 };
  try {
    result = await sendJobAlertDigests(deps);
    await purgeOldJobAlerts(deps.prisma);
    return result;
  } finally {
    await deps.prisma.digestRun.update({ where: { id: runId }, data: { finishedAt: new Date(), mails: result.mails } }).catch((err: unknown) => log.error(errorFields(err), 'job alert digest: the run could not be recorded'));
  }
}

// ---- Staff ---------------------------------------------------------------------------------------------------------

export interface DigestRunInfo {
  id: string;
  day: string | null;
  startedAt: Date;
  finishedAt: Date | null;
  mails: number;
  startedBy: string;
}

export interface StaffDigestRun extends DigestResult {
  run: DigestRunInfo;
}

/** Staff (ADMIN, EDITOR) run the digest at once: a DigestRun with no day, started by them. */
export async function runJobAlertDigestNow(ctx: Pick<ServiceContext, 'prisma' | 'viewer' | 'auth' | 'publicUrl'>): Promise<StaffDigestRun> {
  const viewer = authorize(ctx.viewer, 'jobAlert:run');
  const run = await ctx.prisma.digestRun.create({ data: { day: null, startedBy: viewer.username } });
  const result = await runUnder({ prisma: ctx.prisma, jwtSecret: ctx.auth.jwtSecret, publicUrl: ctx.publicUrl }, run.id);
  log.info({ runId: run.id, by: viewer.username, ...result }, `job alert digest run by ${viewer.username}: ${result.mails} mails`);
  const finished = await ctx.prisma.digestRun.findUniqueOrThrow({ where: { id: run.id } });
  return { ...result, run: finished };
}

/** This process's daily schedule (null: none here, e.g. JOB_ALERT_DIGEST_TIME=off or a test without one). */
let scheduledTime: DigestTime | null = null;

export interface DigestStatus {
  /** "08:00" (Asia/Kolkata), or null when this gateway runs no daily digest. */
  dailyTime: string | null;
  lastDailyRun: DigestRunInfo | null;
  lastRun: DigestRunInfo | null;
  /** Alerts the digest mails: confirmed, subscribed, not paused. */
  activeAlerts: number;
  /** Confirmed, subscribed alerts their learner paused (not mailed until resumed). */
  pausedAlerts: number;
}

export async function jobAlertDigestStatus(ctx: Pick<ServiceContext, 'prisma' | 'viewer'>): Promise<DigestStatus> {
  authorize(ctx.viewer, 'jobAlert:run');
  const [lastDailyRun, lastRun, activeAlerts, pausedAlerts] = await Promise.all([
    ctx.prisma.digestRun.findFirst({ where: { day: { not: null } }, orderBy: { startedAt: 'desc' } }),
    ctx.prisma.digestRun.findFirst({ orderBy: { startedAt: 'desc' } }),
    ctx.prisma.jobAlert.count({ where: mailedWhere }),
    ctx.prisma.jobAlert.count({ where: { ...mailedWhere, pausedAt: { not: null } } }),
  ]);
  return { dailyTime: scheduledTime ? formatDigestTime(scheduledTime) : null, lastDailyRun, lastRun, activeAlerts, pausedAlerts };
}

// ---- Daily -----------------------------------------------------------------------------------------------------------

/**
 * Claims the digest of `day`: inserts its DigestRun row (the unique day: of several processes one succeeds), or
 * takes over a run of that day whose process died (started over an hour ago, never finished). Null: not ours.
 */
export async function claimDailyDigest(prisma: PrismaClient, day: string, by: string): Promise<string | null> {
  try {
    const run = await prisma.digestRun.create({ data: { day, startedBy: by }, select: { id: true } });
    return run.id;
  } catch (err) {
    if (!isPrismaError(err, 'P2002')) throw err;
  }
  const now = new Date();
  const stale = await prisma.digestRun.updateMany({ where: { day, finishedAt: null, startedAt: { lt: new Date(now.getTime() - STALE_RUN_MS) } }, data: { startedAt: now, startedBy: by } });
  if (stale.count === 0) return null;
  return (await prisma.digestRun.findUnique({ where: { day }, select: { id: true } }))?.id ?? null;
}

/**
 * Runs the day's digest once `time` (Asia/Kolkata) has passed, in whichever process claims the day first. Every
 * process wakes at that moment and every few minutes besides (a process started after it, a claim that failed, a
 * clock that jumped). Nothing is scheduled when `time` is null.
 */
export function startJobAlertSchedule(deps: DigestDeps, time: DigestTime | null): DailySchedule {
  scheduledTime = time;
  if (!time) {
    log.info('job alerts: no daily digest in this process (JOB_ALERT_DIGEST_TIME=off); staff can run it from /admin');
    return { stop: async () => undefined };
  }
  const by = `schedule (pid ${process.pid})`;
  log.info(`job alerts: the daily digest runs at ${formatDigestTime(time)} Asia/Kolkata (one process sends it)`);
  const schedule = startDailyAt(time, 'job alert digest', async (now) => {
    const day = kolkataDay(now);
    // Most checks find the day's row there: one indexed read.
    const done = await deps.prisma.digestRun.findUnique({ where: { day }, select: { finishedAt: true, startedAt: true } });
    if (done && (done.finishedAt || done.startedAt.getTime() > now.getTime() - STALE_RUN_MS)) return;
    const runId = await claimDailyDigest(deps.prisma, day, by);
    if (!runId) return;
    const result = await runUnder(deps, runId);
    log.info({ day, runId, ...result }, `job alert digest for ${day}: ${result.mails} mails`);
  });
  return {
    async stop() {
      await schedule.stop();
      scheduledTime = null;
    },
  };
}

/** A job run every day by startDailyAt. */
export interface DailySchedule {
  stop(): Promise<void>;
}

/**
 * Calls `check(now)` in this process once `time` (Asia/Kolkata) has passed each day: at that moment and every few
 * minutes after it until the next day (a process started after it, a claim that failed, a clock that jumped), one
 * call at a time. `check` finds out whether the day's run is still to be done and claims it (several processes run
 * the same schedule). A failure is logged under `label`; the next check tries again. stop() waits for a call under way.
 */
export function startDailyAt(time: DigestTime, label: string, check: (now: Date) => Promise<void>): DailySchedule {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    const now = Date.now();
    const today = kolkataMoment(kolkataDay(new Date(now)), time).getTime();
    const next = today > now ? today : kolkataMoment(kolkataDay(new Date(now + 24 * 3600_000)), time).getTime();
    timer = setTimeout(tick, Math.max(0, Math.min(CHECK_EVERY_MS, next - now)));
    timer.unref();
  };
  const tick = () => {
    const now = new Date();
    running = (now.getTime() < kolkataMoment(kolkataDay(now), time).getTime() ? Promise.resolve() : check(now))
      .catch((err: unknown) => log.error(errorFields(err), `${label}: the daily run failed`))
      .finally(() => {
        running = undefined;
        schedule();
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
