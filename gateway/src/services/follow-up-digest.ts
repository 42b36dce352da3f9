// The morning follow-up mail (issue 30): once a day at FOLLOW_UP_DIGEST_TIME (Asia/Kolkata, default 09:00), each
// counsellor (a staff user with notifyFollowUps on) who has follow-ups of open leads overdue or due today gets one
// mail listing them, with a link to each lead, and with those of the leads nobody has (every counsellor hears of
// these); nobody with nothing due gets one. Scheduled like the job-alert digest
// (alert-digest.ts): every gateway process wakes at the moment and every few minutes, and the one that inserts the
// day's FollowUpDigestRun row (its day is the key) sends the mails; the others find it taken.
import type { PrismaClient } from '../generated/prisma/client.js';
import { errorFields, log } from '../log.js';
import { formatDigestTime, kolkataDay, startDailyAt, type DailySchedule, type DigestTime } from './alert-digest.js';
import { nextCentreMidnight } from './centre-day.js';
import { leadAdminUrl, toldOfUnassignedLeads } from './lead-notifications.js';
import { OPEN_LEAD_STATUSES } from './lead-dashboard.js';
import { courseLabels } from './courses.js';
import { leadCourseName } from './leads.js';
import { htmlFromText, queueMail } from './mail.js';
import { isPrismaError } from './prisma-errors.js';

export const FOLLOW_UP_MAIL_KIND = 'lead.follow-ups';
/** Follow-ups named in one mail; the rest are "and N more" with a link to the list. */
export const FOLLOW_UPS_LISTED = 50;
/** A run that started this long ago and never finished (its process died) may be taken over. */
const STALE_RUN_MS = 3600_000;

export interface FollowUpDigestDeps {
  prisma: PrismaClient;
  publicUrl?: string;
}

export interface FollowUpDigestResult {
  /** Counsellors looked at (staff with the morning mail on). */
  counsellors: number;
  /** Mails queued. */
  mails: number;
}

const siteLink = (publicUrl: string | undefined, path: string) => `${(publicUrl ?? 'http://localhost:4000').replace(/\/+$/, '')}${path}`;

const whenText = (at: Date) =>
  at.toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' });

type DueLead = { id: string; name: string; course: string; nextFollowUpAt: Date | null; nextFollowUpNote: string };
/** Calls due up to the end of today, soonest first (at most FOLLOW_UPS_LISTED), and how many are overdue and due later today. */
export interface DueFollowUps {
  leads: DueLead[];
  total: { overdue: number; dueToday: number };
}

/**
 * One counsellor's mail: their own calls, then those of the leads nobody has (every counsellor hears of these, as of
 * a new lead nobody has: lead-notifications.ts), each list the overdue calls first, then today's, each with its
 * lead's name, course, time, note and link.
 */
export function followUpMail(publicUrl: string | undefined, name: string, userId: string, own: DueFollowUps, unassigned: DueFollowUps, labels: ReadonlyMap<string, string>, now: Date) {
  const line = (lead: DueLead, i: number) =>
    `${i + 1}. ${lead.name}, ${leadCourseName(lead.course, labels)}, ${whenText(lead.nextFollowUpAt!)} IST${lead.nextFollowUpNote ? `\n   ${lead.nextFollowUpNote}` : ''}\n   ${leadAdminUrl(publicUrl, lead.id)}`;
  const count = (n: number, what: string) => `${n} ${what}`;
  const summary = ({ total }: DueFollowUps) => [total.dueToday ? count(total.dueToday, 'due') : '', total.overdue ? count(total.overdue, 'overdue') : ''].filter(Boolean).join(', ');
  const list = (assignee: string, view: string) => siteLink(publicUrl, `/admin/leads?assignee=${encodeURIComponent(assignee)}&followUp=${view}`);
  const part = ({ leads, total }: DueFollowUps, heading: string, assignee: string) => {
    const overdue = leads.filter((l) => l.nextFollowUpAt! < now);
    const today = leads.filter((l) => l.nextFollowUpAt! >= now);
    const more = total.overdue + total.dueToday - leads.length;
    const sections = [
      ...(total.overdue ? [`Overdue (${total.overdue}):\n\n${overdue.map(line).join('\n\n')}`] : []),
      ...(total.dueToday ? [`Due today (${total.dueToday}):\n\n${today.map(line).join('\n\n')}`] : []),
    ];
    return `${heading}\n\n${sections.join('\n\n')}${more > 0 ? `\n\nAnd ${more} more.` : ''}\n\nDue today: ${list(assignee, 'due-today')}\nOverdue: ${list(assignee, 'overdue')}`;
  };
  const parts = [
    ...(own.leads.length ? [part(own, 'The calls you planned that are due today or overdue:', userId)] : []),
    ...(unassigned.leads.length ? [part(unassigned, 'Calls planned on leads nobody has yet (planning the next call on one makes it yours):', 'unassigned')] : []),
  ];
  const subject = own.leads.length
    ? `Your follow-ups today: ${summary(own)}${unassigned.leads.length ? `; unassigned leads: ${summary(unassigned)}` : ''}`
    : `Follow-ups of unassigned leads today: ${summary(unassigned)}`;
  const text =
    `Good morning${name ? ` ${name}` : ''},\n\n${parts.join('\n\n')}\n\n` +
    'You get this mail because of your notification settings in /admin; you can turn it off there.';
  return { subject, text };
}

/** The calls due up to the end of today of one counsellor's open leads, or of those nobody has (null). */
async function dueFollowUps(prisma: PrismaClient, assigneeId: string | null, now: Date): Promise<DueFollowUps> {
  const endOfToday = nextCentreMidnight(now);
  const due = { assigneeId, status: { in: [...OPEN_LEAD_STATUSES] } };
  // On the Lead(assigneeId, nextFollowUpAt) index: the calls up to the end of today, soonest first.
  const [leads, overdue, dueToday] = await Promise.all([
    prisma.lead.findMany({
      where: { ...due, nextFollowUpAt: { lt: endOfToday } },
      orderBy: [{ nextFollowUpAt: 'asc' }, { id: 'asc' }],
      take: FOLLOW_UPS_LISTED,
      select: { id: true, name: true, course: true, nextFollowUpAt: true, nextFollowUpNote: true },
    }),
    prisma.lead.count({ where: { ...due, nextFollowUpAt: { lt: now } } }),
    prisma.lead.count({ where: { ...due, nextFollowUpAt: { gte: now, lt: endOfToday } } }),
  ]);
  return { leads, total: { overdue, dueToday } };
}

/**
 * Every counsellor's mail of `now`'s day: one per staff user with the mail on and anything overdue or due today of
 * their own, or of the leads nobody has (a counsellor deleted leaves their leads so).
 */
export async function sendFollowUpDigests(deps: FollowUpDigestDeps, now = new Date()): Promise<FollowUpDigestResult> {
  // Those who hear of leads nobody has are the staff with this mail on: the same people get their own calls.
  const counsellors = await deps.prisma.user.findMany({ where: toldOfUnassignedLeads('notifyFollowUps'), select: { id: true, name: true, email: true }, orderBy: { id: 'asc' } });
  const labels = await courseLabels({ prisma: deps.prisma });
  const result: FollowUpDigestResult = { counsellors: counsellors.length, mails: 0 };
  const unassigned = counsellors.length ? await dueFollowUps(deps.prisma, null, now) : { leads: [], total: { overdue: 0, dueToday: 0 } };
  for (const user of counsellors) {
    try {
      const own = await dueFollowUps(deps.prisma, user.id, now);
      if (own.leads.length === 0 && unassigned.leads.length === 0) continue;
      const mail = followUpMail(deps.publicUrl, user.name, user.id, own, unassigned, labels, now);
      await deps.prisma.$transaction((tx) => queueMail(tx, { kind: FOLLOW_UP_MAIL_KIND, to: user.email, subject: mail.subject, text: mail.text, html: htmlFromText(mail.text) }));
      result.mails++;
    } catch (err) {
      // One counsellor's failure leaves the others their mail.
      log.error({ ...errorFields(err), userId: user.id }, 'follow-up digest: a counsellor\'s mail failed');
    }
  }
  return result;
}

/**
 * Claims the mail of `day`: inserts its FollowUpDigestRun row (of several processes one succeeds), or takes over a
 * run of that day whose process died (started over an hour ago, never finished). False: not ours.
 */
export async function claimFollowUpDigest(prisma: PrismaClient, day: string, now = new Date()): Promise<boolean> {
  try {
    await prisma.followUpDigestRun.create({ data: { day, startedAt: now } });
    return true;
  } catch (err) {
    if (!isPrismaError(err, 'P2002')) throw err;
  }
  const stale = await prisma.followUpDigestRun.updateMany({ where: { day, finishedAt: null, startedAt: { lt: new Date(now.getTime() - STALE_RUN_MS) } }, data: { startedAt: now } });
  return stale.count > 0;
}

/** The day's run, if this process claims it: the mails, then the run's end and count recorded. */
export async function runFollowUpDigestOnce(deps: FollowUpDigestDeps, now = new Date()): Promise<FollowUpDigestResult | null> {
  const day = kolkataDay(now);
  if (!(await claimFollowUpDigest(deps.prisma, day, now))) return null;
  let result: FollowUpDigestResult = { counsellors: 0, mails: 0 };
  try {
    result = await sendFollowUpDigests(deps, now);
    return result;
  } finally {
    await deps.prisma.followUpDigestRun
      .update({ where: { day }, data: { finishedAt: new Date(), mails: result.mails } })
      .catch((err: unknown) => log.error(errorFields(err), 'follow-up digest: the run could not be recorded'));
  }
}

/** This process's morning schedule. */
export type FollowUpSchedule = DailySchedule;

/**
 * Sends the day's follow-up mails once `time` (Asia/Kolkata) has passed, in whichever process claims the day first.
 * Nothing is scheduled when `time` is null (FOLLOW_UP_DIGEST_TIME=off).
 */
export function startFollowUpDigestSchedule(deps: FollowUpDigestDeps, time: DigestTime | null): FollowUpSchedule {
  if (!time) {
    log.info('lead follow-ups: no morning mail in this process (FOLLOW_UP_DIGEST_TIME=off)');
    return { stop: async () => undefined };
  }
  log.info(`lead follow-ups: the morning mail goes at ${formatDigestTime(time)} Asia/Kolkata (one process sends it)`);
  return startDailyAt(time, 'follow-up digest', async (now) => {
    const day = kolkataDay(now);
    // Most checks find the day's row there: one indexed read.
    const done = await deps.prisma.followUpDigestRun.findUnique({ where: { day }, select: { finishedAt: true, startedAt: true } });
    if (done && (done.finishedAt || done.startedAt.getTime() > now.getTime() - STALE_RUN_MS)) return;
    const result = await runFollowUpDigestOnce(deps, now);
    if (result) log.info({ day, ...result }, `lead follow-ups for ${day}: ${result.mails} morning mails`);
  });
}
