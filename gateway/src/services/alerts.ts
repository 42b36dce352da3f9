// Job alerts (issue 28, item 4): a signed-in learner, or a visitor who confirms their address by a mailed link,
// subscribes to a search of the jobs page (keywords, category, location); the digest (alert-digest.ts) mails the new
// open jobs matching it. Unsubscribing needs no sign-in: every digest carries a link (and List-Unsubscribe) that
// works once. Sign-ups are throttled per address, per account and per client, in the database.
// Why: docs/decisions/016-job-alerts.md.
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { JobAlert, PrismaClient } from '../generated/prisma/client.js';
import { JobCategory } from '../generated/prisma/enums.js';
import type { Tx } from './audit.js';
import type { ServiceContext } from './context.js';
import { badInput, ServiceError } from './errors.js';
import { LIMITS } from './limits.js';
import { queueMail } from './mail.js';
import { countAttempt } from './throttle.js';
import { lockKey } from './tx-locks.js';
import { asRecord, isPossibleKey, parseLearnerEmail } from './validation.js';

export const JOB_ALERT_LIMITS = {
  /** An alert's keywords are the jobs page's search box, so they take what it takes. */
  keywords: LIMITS.search,
  location: LIMITS.alertLocation,
  /** Alerts an address may have at once (confirmed, or waiting for a confirmation that has not expired). */
  activePerAddress: 10,
} as const;

export const JOB_ALERT_THROTTLE = {
  /** Sign-ups for one e-mail address (each mails it) per hour. */
  perAddressPerHour: 5,
  /** Sign-ups by one learner account per hour. */
  perAccountPerHour: 20,
  /** Sign-ups from one client address per hour. */
  perClientPerHour: 20,
} as const;

/** A visitor's confirmation link works for 24 hours. */
export const ALERT_CONFIRM_LIFETIME_MS = 24 * 3600_000;
const HOUR = 3600_000;

export const ALERT_SIGN_IN_REQUIRED = 'Sign in to your learner account to do this.';
export const ALERT_NOT_FOUND = 'Job alert not found';
export const CONFIRM_ADDRESS_FIRST = 'Confirm your e-mail address first: open the link we mailed you when you signed up.';
export const TOO_MANY_ALERTS = `You can have at most ${JOB_ALERT_LIMITS.activePerAddress} job alerts: remove one first (on My account).`;
export const EMAIL_REQUIRED = 'Enter your e-mail address';

type Ctx = Pick<ServiceContext, 'prisma' | 'auth' | 'clientAddress' | 'learner' | 'publicUrl'>;

/** What an alert watches for: the jobs page's keywords, category and location ("" and null: any). */
export interface JobAlertSearch {
  keywords: string;
  category: JobCategory | null;
  location: string;
}

const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();

/** The search of an alert, checked: keywords ≤ 200 characters, location ≤ 100, category one of the enum (or none). */
export function parseJobAlertSearch(input: unknown): JobAlertSearch {
  const record = asRecord(input);
  const text = (value: unknown, name: string, field: string, max: number) => {
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') throw badInput(`${name} must be text`, field);
    const line = oneLine(value);
    if (line.length > max) throw badInput(`${name} must be at most ${max} characters`, field);
    return line;
  };
  const keywords = text(record.keywords, 'Keywords', 'keywords', JOB_ALERT_LIMITS.keywords);
  const location = text(record.location, 'Location', 'location', JOB_ALERT_LIMITS.location);
  let category: JobCategory | null = null;
  if (record.category !== undefined && record.category !== null && record.category !== '') {
    const name = typeof record.category === 'string' ? record.category.trim().toUpperCase() : '';
    if (!(name in JobCategory)) throw badInput(`Category must be one of ${Object.keys(JobCategory).join(', ')}`, 'category');
    category = name as JobCategory;
  }
  return { keywords, category, location };
}

/** "“data analyst” in Technology in Pune", "every new job" (words for mails and pages). */
export function describeSearch(search: JobAlertSearch): string {
  const parts: string[] = [];
  if (search.keywords) parts.push(`“${search.keywords}”`);
  if (search.category) parts.push(`in ${search.category.charAt(0)}${search.category.slice(1).toLowerCase()}`);
  if (search.location) parts.push(`in ${search.location}`);
  return parts.length ? parts.join(' ') : 'every new job';
}

/** What an alert mails, as a phrase: "new jobs matching “react” in Pune", "new jobs in Technology", "every new job". */
export function newJobsPhrase(search: JobAlertSearch): string {
  const where = [search.category ? `in ${search.category.charAt(0)}${search.category.slice(1).toLowerCase()}` : '', search.location ? `in ${search.location}` : ''].filter(Boolean).join(' ');
  if (search.keywords) return `new jobs matching “${search.keywords}”${where ? ` ${where}` : ''}`;
  return where ? `new jobs ${where}` : 'every new job';
}

/** The jobs page showing an alert's search (the page's own URL parameters: q, category slug, location). */
export function jobsPagePath(search: JobAlertSearch): string {
  const params = new URLSearchParams();
  if (search.keywords) params.set('q', search.keywords);
  if (search.category) params.set('category', search.category.toLowerCase());
  if (search.location) params.set('location', search.location);
  const query = params.toString();
  return query ? `/jobs?${query}` : '/jobs';
}

export function siteLink(publicUrl: string | undefined, path: string): string {
  return `${(publicUrl ?? 'http://localhost:4000').replace(/\/$/, '')}${path}`;
}

// ---- Tokens --------------------------------------------------------------------------------------------------------

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The unsubscribe token of an alert: an HMAC of its id under the gateway's secret, so every digest can carry the same
 * link without the token being stored (only its SHA-256 is). After a new JWT_SECRET the next digest mailed to an alert
 * carries a token under the new secret and stores its hash in place of the old one (unsubscribeTokenHashOf): from then
 * the new link works and the links in mails sent before it say "not valid" (one hash is kept per alert).
 */
export function unsubscribeTokenOf(secret: Uint8Array, alertId: string): string {
  return createHmac('sha256', secret).update(`job-alert-unsubscribe:${alertId}`).digest('base64url');
}

/** The stored form of an unsubscribe token (what unsubscribeJobAlert looks up). */
export const unsubscribeTokenHashOf = (token: string) => sha256(token);

export function unsubscribeUrlOf(publicUrl: string | undefined, secret: Uint8Array, alertId: string): string {
  return siteLink(publicUrl, `/alerts/unsubscribe?token=${unsubscribeTokenOf(secret, alertId)}`);
}

/** A new alert's id and the hash of its unsubscribe token. */
function newAlertKeys(secret: Uint8Array): { id: string; unsubscribeTokenHash: string } {
  const id = randomUUID();
  return { id, unsubscribeTokenHash: unsubscribeTokenHashOf(unsubscribeTokenOf(secret, id)) };
}

export type AlertLinkProblem = 'invalid' | 'expired' | 'used';
export class AlertLinkError extends ServiceError {
  readonly problem: AlertLinkProblem;
  constructor(problem: AlertLinkProblem, purpose: 'confirm' | 'unsubscribe') {
    const message =
      purpose === 'unsubscribe'
        ? problem === 'used'
          ? 'You are already unsubscribed from this job alert.'
          : 'This unsubscribe link is not valid.'
        : problem === 'expired'
          ? 'This confirmation link has expired.'
          : problem === 'used'
            ? 'This job alert is already confirmed.'
            : 'This confirmation link is not valid.';
    super('BAD_USER_INPUT', message, 'token');
    this.problem = problem;
  }
}

// ---- Subscribing ---------------------------------------------------------------------------------------------------

export interface JobAlertSubscribed {
  message: string;
  /** The saved alert, for a signed-in learner; null for a visitor (nothing is said about an address). */
  alert: JobAlert | null;
}

/** Alerts that count towards an address's limit: not unsubscribed, and confirmed or still confirmable. */
const activeWhere = (now: Date) => ({ unsubscribedAt: null, OR: [{ confirmedAt: { not: null } }, { confirmExpiresAt: { gt: now } }] });

/** The same search, ignoring case. */
const sameSearchWhere = (search: JobAlertSearch) => ({
  keywords: { equals: search.keywords, mode: 'insensitive' as const },
  location: { equals: search.location, mode: 'insensitive' as const },
  category: search.category,
});

/**
 * A learner's alert for the same search (ignoring case), other than `exceptId`: subscribing again finds it, and an
 * edit may not turn another alert into it.
 */
const learnersSameAlertWhere = (learnerId: string, search: JobAlertSearch, exceptId?: string) => ({
  learnerId,
  unsubscribedAt: null,
  confirmedAt: { not: null },
  ...(exceptId ? { id: { not: exceptId } } : {}),
  ...sameSearchWhere(search),
});

/**
 * Holds the address's alerts until the transaction ends: the checks below (the same search is one alert, at most
 * `activePerAddress` alerts) read, then write, so two sign-ups for one address at the same moment, in one gateway or
 * two, take turns (the second finds the first's alert) rather than both passing the checks.
 */
const lockAlertsOf = (tx: Tx, email: string) => lockKey(tx, `job-alerts:${email.toLowerCase()}`);

/**
 * Subscribes to a search. A signed-in learner with a confirmed address: saved and confirmed at once, for their own
 * address (an `email` sent along is ignored). Anyone else: a confirmation link is mailed to `email` (24 hours), and
 * the answer is the same whatever the address (an address that already has this alert, or too many, is told so by
 * mail instead).
 */
export async function subscribeJobAlert(ctx: Ctx, input: unknown): Promise<JobAlertSubscribed> {
  const record = asRecord(input);
  const search = parseJobAlertSearch(record);
  if (ctx.learner) return subscribeLearner(ctx, ctx.learner.id, search);
  if (record.email === undefined || record.email === null || (typeof record.email === 'string' && record.email.trim() === '')) throw badInput(EMAIL_REQUIRED, 'email');
  const email = parseLearnerEmail(record.email);
  await countAttempt(ctx.prisma, `alert-client:${ctx.clientAddress}`, JOB_ALERT_THROTTLE.perClientPerHour, HOUR, 'Too many job alert requests from your network. Try again in an hour.');
  await countAttempt(ctx.prisma, `alert-mail:${email}`, JOB_ALERT_THROTTLE.perAddressPerHour, HOUR, 'Too many job alert mails were sent to this address. Try again in an hour.');
  const now = new Date();
  await ctx.prisma.$transaction(async (tx) => {
    await lockAlertsOf(tx, email);
    // Sign-ups nobody confirmed in time are dropped when the address asks again.
    await tx.jobAlert.deleteMany({ where: { email, confirmedAt: null, confirmExpiresAt: { lte: now } } });
    const same = await tx.jobAlert.findFirst({ where: { email, unsubscribedAt: null, ...sameSearchWhere(search) }, orderBy: { createdAt: 'desc' } });
    if (same?.confirmedAt) {
      await queueMail(tx, {
        kind: 'job-alert.exists',
        to: email,
        subject: 'You already get this job alert',
        text: `Hello,\n\nSomeone (perhaps you) asked for a job alert for ${describeSearch(search)} at this address. You already get it: a mail with ${newJobsPhrase(search)}, at most once a day.\n\nTo stop it, open the link at the foot of any of its mails.`,
      });
      return;
    }
    if (!same && (await tx.jobAlert.count({ where: { email, ...activeWhere(now) } })) >= JOB_ALERT_LIMITS.activePerAddress) {
      await queueMail(tx, {
        kind: 'job-alert.limit',
        to: email,
        subject: 'Your job alert was not started',
        text: `Hello,\n\nSomeone (perhaps you) asked for a job alert for ${describeSearch(search)} at this address, which already has ${JOB_ALERT_LIMITS.activePerAddress} job alerts, the most one address can have. Stop one with the link at the foot of its mail, then ask again.`,
      });
      return;
    }
    const token = randomBytes(32).toString('base64url');
    const confirm = { confirmTokenHash: sha256(token), confirmExpiresAt: new Date(now.getTime() + ALERT_CONFIRM_LIFETIME_MS), lastDigestAt: now };
    // Asked again before confirming: a new link replaces the old one.
    if (same) await tx.jobAlert.update({ where: { id: same.id }, data: confirm });
    else await tx.jobAlert.create({ data: { ...newAlertKeys(ctx.auth.jwtSecret), email, ...search, ...confirm } });
    const url = siteLink(ctx.publicUrl, `/alerts/confirm?token=${token}`);
    await queueMail(tx, {
      kind: 'job-alert.confirm',
      to: email,
      subject: 'Confirm your job alert',
      text: `Hello,\n\nPlease confirm that you want a mail with ${newJobsPhrase(search)}, at most once a day, by opening this link (it works for 24 hours):\n${url}\n\nIf you did not ask for it, ignore this mail: nothing is sent without the link.`,
    });
  });
  return { message: `Check your inbox at ${email}: open the link we sent to start your job alert. It works for 24 hours.`, alert: null };
}

async function subscribeLearner(ctx: Ctx, learnerId: string, search: JobAlertSearch): Promise<JobAlertSubscribed> {
  const learner = await ctx.prisma.learner.findUnique({ where: { id: learnerId }, select: { email: true, emailVerifiedAt: true } });
  if (!learner) throw new ServiceError('UNAUTHENTICATED', ALERT_SIGN_IN_REQUIRED);
  if (!learner.emailVerifiedAt) throw new ServiceError('FORBIDDEN', CONFIRM_ADDRESS_FIRST, 'email');
  await countAttempt(ctx.prisma, `alert-client:${ctx.clientAddress}`, JOB_ALERT_THROTTLE.perClientPerHour, HOUR, 'Too many job alert requests from your network. Try again in an hour.');
  await countAttempt(ctx.prisma, `alert-account:${learnerId}`, JOB_ALERT_THROTTLE.perAccountPerHour, HOUR, 'Too many job alert requests. Try again in an hour.');
  const now = new Date();
  return ctx.prisma.$transaction(async (tx) => {
    await lockAlertsOf(tx, learner.email);
    const same = await tx.jobAlert.findFirst({ where: learnersSameAlertWhere(learnerId, search) });
    if (same?.pausedAt) return { message: `You already have this job alert, paused: resume it on My account to get ${newJobsPhrase(search)} again.`, alert: same };
    if (same) return { message: `You already get this job alert: ${newJobsPhrase(search)}, at most once a day.`, alert: same };
    if ((await tx.jobAlert.count({ where: { email: learner.email, ...activeWhere(now) } })) >= JOB_ALERT_LIMITS.activePerAddress) throw new ServiceError('CONFLICT', TOO_MANY_ALERTS);
    const alert = await tx.jobAlert.create({ data: { ...newAlertKeys(ctx.auth.jwtSecret), email: learner.email, learnerId, ...search, confirmedAt: now, lastDigestAt: now } });
    return { message: `Job alert saved: we will mail you ${newJobsPhrase(search)} at ${learner.email}, at most once a day.`, alert };
  });
}

/** Confirms a visitor's alert from its mailed link (once, within 24 hours); answers the alert's search. */
export async function confirmJobAlert(prisma: PrismaClient, token: unknown): Promise<JobAlertSearch> {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) throw new AlertLinkError('invalid', 'confirm');
  const alert = await prisma.jobAlert.findUnique({ where: { confirmTokenHash: sha256(token) } });
  if (!alert) throw new AlertLinkError('invalid', 'confirm');
  // The hash is kept after confirming, so a second click can be told "already confirmed" rather than "not valid".
  if (alert.confirmedAt || alert.unsubscribedAt) throw new AlertLinkError('used', 'confirm');
  if (!alert.confirmExpiresAt || alert.confirmExpiresAt.getTime() <= Date.now()) throw new AlertLinkError('expired', 'confirm');
  // Conditional: two clicks at once confirm it once.
  const { count } = await prisma.jobAlert.updateMany({ where: { id: alert.id, confirmedAt: null }, data: { confirmedAt: new Date() } });
  if (count === 0) throw new AlertLinkError('used', 'confirm');
  return { keywords: alert.keywords, category: alert.category, location: alert.location };
}

/** Stops an alert from the link in its mails (no sign-in; once); answers the alert's search. */
export async function unsubscribeJobAlert(prisma: PrismaClient, token: unknown): Promise<JobAlertSearch> {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) throw new AlertLinkError('invalid', 'unsubscribe');
  const alert = await prisma.jobAlert.findUnique({ where: { unsubscribeTokenHash: unsubscribeTokenHashOf(token) } });
  if (!alert) throw new AlertLinkError('invalid', 'unsubscribe');
  if (alert.unsubscribedAt) throw new AlertLinkError('used', 'unsubscribe');
  const { count } = await prisma.jobAlert.updateMany({ where: { id: alert.id, unsubscribedAt: null }, data: { unsubscribedAt: new Date() } });
  if (count === 0) throw new AlertLinkError('used', 'unsubscribe');
  return { keywords: alert.keywords, category: alert.category, location: alert.location };
}

// ---- The learner's own alerts --------------------------------------------------------------------------------------

function requireLearner(ctx: Pick<Ctx, 'learner'>) {
  if (!ctx.learner) throw new ServiceError('UNAUTHENTICATED', ALERT_SIGN_IN_REQUIRED);
  return ctx.learner;
}

/** The signed-in learner's alerts (not unsubscribed), newest first. */
export async function listMyJobAlerts(ctx: Pick<Ctx, 'prisma' | 'learner'>): Promise<JobAlert[]> {
  const me = requireLearner(ctx);
  return ctx.prisma.jobAlert.findMany({ where: { learnerId: me.id, unsubscribedAt: null }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 50 });
}

/** Removes one of the signed-in learner's alerts; another's id (or an unknown one) is NOT_FOUND. */
export async function deleteMyJobAlert(ctx: Pick<Ctx, 'prisma' | 'learner'>, id: unknown): Promise<boolean> {
  const me = requireLearner(ctx);
  if (typeof id !== 'string' || !isPossibleKey(id)) throw new ServiceError('NOT_FOUND', ALERT_NOT_FOUND);
  // Filtered by the session's learner, never by the id alone.
  const { count } = await ctx.prisma.jobAlert.deleteMany({ where: { id, learnerId: me.id } });
  if (count === 0) throw new ServiceError('NOT_FOUND', ALERT_NOT_FOUND);
  return true;
}

/** The refusal of an edit that would make an alert the same as another of the learner's. */
const alreadyHaveAlertFor = (search: JobAlertSearch) =>
  `You already have a job alert for ${describeSearch(search)}: choose another search, or remove this alert.`;

/**
 * Changes the search of one of the signed-in learner's alerts (the whole search: a field left out means "any"),
 * checked as a new alert's is. Another's id, an unknown one or an unsubscribed alert: NOT_FOUND, as for removing.
 * The same search as another of their alerts: CONFLICT (one search, one alert, as subscribing keeps it).
 * The alert stays the same row: its id, and so the unsubscribe link in the mails already sent, keep working, and
 * `lastDigestAt` is kept, so the next digest holds the new search's jobs posted since the last digest (none is skipped
 * for having been posted between that digest and the edit, and none already mailed is mailed again).
 */
export async function updateMyJobAlert(ctx: Pick<Ctx, 'prisma' | 'learner'>, id: unknown, input: unknown): Promise<JobAlert> {
  const me = requireLearner(ctx);
  if (typeof id !== 'string' || !isPossibleKey(id)) throw new ServiceError('NOT_FOUND', ALERT_NOT_FOUND);
  const search = parseJobAlertSearch(input);
  const learner = await ctx.prisma.learner.findUnique({ where: { id: me.id }, select: { email: true } });
  if (!learner) throw new ServiceError('UNAUTHENTICATED', ALERT_SIGN_IN_REQUIRED);
  return ctx.prisma.$transaction(async (tx) => {
    // The lock subscribing takes: an edit and a sign-up (or two edits) for the same search take turns, so the second
    // finds the first's alert and is refused rather than both writing it.
    await lockAlertsOf(tx, learner.email);
    // Filtered by the session's learner, never by the id alone.
    const alert = await tx.jobAlert.findFirst({ where: { id, learnerId: me.id, unsubscribedAt: null }, select: { id: true } });
    if (!alert) throw new ServiceError('NOT_FOUND', ALERT_NOT_FOUND);
    if (await tx.jobAlert.findFirst({ where: learnersSameAlertWhere(me.id, search, alert.id), select: { id: true } })) throw new ServiceError('CONFLICT', alreadyHaveAlertFor(search));
    return tx.jobAlert.update({ where: { id: alert.id }, data: search });
  });
}

/**
 * Pauses (`paused` true) or resumes one of the signed-in learner's alerts. Another's id, an unknown one or an
 * unsubscribed alert: NOT_FOUND, as for changing it. Asking for the state it is in changes nothing (a second pause keeps
 * the first's pausedAt; resuming a running alert keeps its last digest).
 * A paused alert gets no digest (alert-digest.ts) but is still a saved alert: it keeps its search and unsubscribe link,
 * is listed, and counts towards the address's limit of JOB_ALERT_LIMITS.activePerAddress. Resuming moves lastDigestAt
 * to that moment: the next digest holds the jobs posted from then on, not the weeks of jobs posted while it was paused.
 */
export async function setMyJobAlertPaused(ctx: Pick<Ctx, 'prisma' | 'learner'>, id: unknown, paused: unknown): Promise<JobAlert> {
  const me = requireLearner(ctx);
  if (typeof id !== 'string' || !isPossibleKey(id)) throw new ServiceError('NOT_FOUND', ALERT_NOT_FOUND);
  if (typeof paused !== 'boolean') throw badInput('Paused must be true or false', 'paused');
  // Filtered by the session's learner, never by the id alone.
  const mine = { id, learnerId: me.id, unsubscribedAt: null };
  const now = new Date();
  // Conditional on the state it is leaving: of two clicks at once one writes, and a repeat writes nothing.
  await ctx.prisma.jobAlert.updateMany({
    where: { ...mine, pausedAt: paused ? null : { not: null } },
    data: paused ? { pausedAt: now } : { pausedAt: null, lastDigestAt: now },
  });
  const alert = await ctx.prisma.jobAlert.findFirst({ where: mine });
  if (!alert) throw new ServiceError('NOT_FOUND', ALERT_NOT_FOUND);
  return alert;
}

/** Rows the daily run tidies: sign-ups nobody confirmed (30 days after the link expired), unsubscribed alerts (90 days). */
export async function purgeOldJobAlerts(db: Pick<PrismaClient, 'jobAlert'> | Tx, now = new Date()): Promise<number> {
  const day = 24 * HOUR;
  const { count } = await db.jobAlert.deleteMany({
    where: {
      OR: [
        { confirmedAt: null, confirmExpiresAt: { lt: new Date(now.getTime() - 30 * day) } },
        { unsubscribedAt: { lt: new Date(now.getTime() - 90 * day) } },
      ],
    },
  });
  return count;
}
