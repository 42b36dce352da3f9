// Counsellors' work on a lead (issue 30): its timeline (the enquiries and the staff entries, newest first), notes,
// assignment, follow-ups and their views, and merging two leads by hand. Every write takes the lead's row lock,
// checks lead:work (an EDITOR only on their own or an unassigned lead), writes its timeline entry and its audit entry
// in one transaction. Timeline entries are only ever added: no function here changes or deletes one, and the
// LeadEvent trigger refuses an UPDATE of anything but its lead. Why: docs/decisions/021-lead-work.md.
import { z } from 'zod';
import type { Lead, LeadEvent, LeadStatus, LeadSubmission, MailState, Prisma } from '../generated/prisma/client.js';
import { auditDiff, recordAudit, type Tx } from './audit.js';
import { nextCentreMidnight } from './centre-day.js';
import type { ServiceContext } from './context.js';
import { badInput, notFound, ServiceError } from './errors.js';
import { SAFE_USER_FIELDS } from './auth.js';
import { findStaffUser, STAFF_ROLES } from './lead-assignment.js';
import { OPEN_LEAD_STATUSES } from './lead-dashboard.js';
import { notifyLeadCounsellors } from './lead-notifications.js';
import { LEAD_NOT_FOUND } from './leads.js';
import { authorize, type Viewer } from './permissions.js';
import { asRecord, isPossibleKey, requireKey, withoutControlCharacters } from './validation.js';
import { LIMITS } from './limits.js';
import { lockKey } from './tx-locks.js';

export const FOLLOW_UP_VIEWS = ['DUE_TODAY', 'OVERDUE', 'UPCOMING'] as const;
export type FollowUpView = (typeof FOLLOW_UP_VIEWS)[number];
export const FOLLOW_UP_OUTCOMES = ['REACHED', 'NO_ANSWER', 'CALL_BACK_LATER', 'NOT_INTERESTED', 'WRONG_NUMBER'] as const;
export type FollowUpOutcome = (typeof FOLLOW_UP_OUTCOMES)[number];
export const LEAD_TIMELINE_KINDS = ['ENQUIRY', 'NOTE', 'STATUS', 'ASSIGNED', 'FOLLOW_UP_SET', 'FOLLOW_UP_DONE', 'MAIL', 'MERGED', 'CONTACT'] as const;
export type LeadTimelineKind = (typeof LEAD_TIMELINE_KINDS)[number];
/** The newest entries a timeline shows. */
export const TIMELINE_LIMIT = 500;

export const LEAD_OF_ANOTHER = 'This lead belongs to another counsellor';
export const NOT_A_COUNSELLOR = 'Choose a counsellor (a staff member)';
export const FOLLOW_UP_IN_PAST = 'Choose a follow-up time in the future';
export const NO_FOLLOW_UP = 'This lead has no follow-up planned';
export const MERGE_WITH_ITSELF = 'A lead cannot be merged with itself';
export const MERGE_TRASHED = 'That lead is in the trash: restore it first';
export const NOTE_REQUIRED = 'Note is required';
export const NOTE_TOO_LONG = `Note must be at most ${LIMITS.leadNote} characters`;

// ---- Follow-up views ------------------------------------------------------------------------------------------------

/**
 * The follow-ups that are due: those of open leads (NEW, CONTACTED) only, like the dashboard's figures
 * (lead-dashboard.ts): an enrolled or closed lead's planned call is not in any view, count or morning mail.
 */
export const followUpLeadWhere = (view: FollowUpView, now: Date = new Date()): Prisma.LeadWhereInput => ({
  nextFollowUpAt: followUpRange(view, now),
  status: { in: [...OPEN_LEAD_STATUSES] },
});

/**
 * The nextFollowUpAt range of a view at `now`: OVERDUE before now, DUE_TODAY from now to the end of the centre's day
 * (midnight in Asia/Kolkata), UPCOMING from then on.
 */
export function followUpRange(view: FollowUpView, now: Date = new Date()): Prisma.DateTimeNullableFilter<'Lead'> {
  const endOfToday = nextCentreMidnight(now);
  if (view === 'OVERDUE') return { lt: now };
  if (view === 'DUE_TODAY') return { gte: now, lt: endOfToday };
  return { gte: endOfToday };
}

/** The view a planned follow-up is in at `now`; null when none is planned or the lead is no longer open. */
export function followUpViewOf(at: Date | null, now: Date = new Date(), status: LeadStatus = 'NEW'): FollowUpView | null {
  if (!at || !OPEN_LEAD_STATUSES.includes(status)) return null;
  if (at < now) return 'OVERDUE';
  return at < nextCentreMidnight(now) ? 'DUE_TODAY' : 'UPCOMING';
}

export interface FollowUpCounts {
  dueToday: number;
  overdue: number;
  upcoming: number;
}

/**
 * Follow-up counts of one counsellor, or of the leads nobody has (null), at `now` (three counts on the
 * Lead(assigneeId, nextFollowUpAt) index).
 */
export async function countFollowUps(prisma: Pick<ServiceContext['prisma'], 'lead'>, assigneeId: string | null, now: Date = new Date()): Promise<FollowUpCounts> {
  const count = (view: FollowUpView) => prisma.lead.count({ where: { assigneeId, ...followUpLeadWhere(view, now) } });
  const [dueToday, overdue, upcoming] = await Promise.all([count('DUE_TODAY'), count('OVERDUE'), count('UPCOMING')]);
  return { dueToday, overdue, upcoming };
}

/**
 * The viewer's own follow-up counts, those of the leads nobody has (`unassigned`, which wins over `assigneeId`, as in
 * the leads list: anyone who may work those leads sees them), or (ADMIN only) another counsellor's.
 */
export async function followUpCounts(ctx: ServiceContext, assigneeId?: string | null, unassigned = false): Promise<FollowUpCounts> {
  const viewer = authorize(ctx.viewer, 'lead:read');
  if (unassigned) return countFollowUps(ctx.prisma, null);
  const whose = assigneeId ? String(assigneeId) : viewer.id;
  if (whose !== viewer.id && viewer.role !== 'ADMIN') throw new ServiceError('FORBIDDEN', 'Only an administrator sees the follow-ups of another counsellor');
  // An id no user can have (NUL, too long) is nobody's: no follow-ups.
  if (!isPossibleKey(whose)) return { overdue: 0, dueToday: 0, upcoming: 0 };
  return countFollowUps(ctx.prisma, whose);
}

// ---- Counsellors ----------------------------------------------------------------------------------------------------

/** The staff users a lead may be assigned to, by name. */
export function listCounsellors(ctx: ServiceContext) {
  authorize(ctx.viewer, 'lead:read');
  return ctx.prisma.user.findMany({ where: { role: { in: [...STAFF_ROLES] } }, orderBy: [{ name: 'asc' }, { username: 'asc' }], select: SAFE_USER_FIELDS });
}


// ---- Writing ------------------------------------------------------------------------------------------------------

/** The author columns of a staff entry. */
export interface EntryAuthor {
  authorId: string;
  authorName: string;
}

/** The viewer as an entry's author: their name as it is now (kept when the account goes), else their username. */
export async function entryAuthorOf(tx: Pick<Tx, 'user'>, viewer: Viewer): Promise<EntryAuthor> {
  const me = await tx.user.findUnique({ where: { id: viewer.id }, select: { name: true } });
  return { authorId: viewer.id, authorName: me?.name || viewer.username };
}

/** A counsellor as an ASSIGNED entry keeps them (null: nobody). */
export type AssignedPerson = { id: string; name: string } | null;
const assignedPerson = (u: { id: string; name: string; username?: string } | null): AssignedPerson => (u ? { id: u.id, name: u.name || u.username || '' } : null);

/**
 * ASSIGNED entries of a change of counsellor made to many leads at once (a counsellor deleted, or restored from the
 * trash: services/trash.ts), with both names; `author` null for the system.
 */
export async function recordAssignments(tx: Pick<Tx, 'leadEvent'>, leadIds: readonly string[], from: AssignedPerson, to: AssignedPerson, author: EntryAuthor | null): Promise<void> {
  if (leadIds.length === 0) return;
  await tx.leadEvent.createMany({
    data: leadIds.map((leadId) => ({ leadId, kind: 'ASSIGNED' as const, authorId: author?.authorId ?? null, authorName: author?.authorName ?? '', detail: { from, to } })),
  });
}

/**
 * Whether the viewer may work on this lead (lead:work): an ADMIN any lead; an EDITOR their own or an unassigned one.
 */
export function mayWorkOn(viewer: Viewer, lead: Pick<Lead, 'assigneeId'>): boolean {
  return viewer.role === 'ADMIN' || lead.assigneeId === null || lead.assigneeId === viewer.id;
}

/**
 * Refuses (FORBIDDEN) a viewer who may not work on this lead: an EDITOR on another counsellor's lead. A lead whose
 * counsellor is no longer staff counts as unassigned (as for its mails: lead-notifications.ts). Writes, deleting
 * and restoring from the trash all check this.
 */
export async function assertMayWorkOn(tx: Pick<Tx, 'user'>, viewer: Viewer, lead: Pick<Lead, 'assigneeId'>): Promise<void> {
  if (!mayWorkOn(viewer, lead) && (await findStaffUser(tx, lead.assigneeId!))) throw new ServiceError('FORBIDDEN', LEAD_OF_ANOTHER);
}

/**
 * One staff write on a lead: in one transaction, the lead's row locked (two counsellors at once see each other's
 * change), lead:work checked against its assignee, `write` run with the lead as it was and the viewer as an entry's
 * author, and one audit entry of the change.
 */
export async function workOnLead(
  ctx: ServiceContext,
  leadId: string,
  write: (tx: Tx, lead: Lead, author: EntryAuthor) => Promise<Lead>,
  options: { keys?: readonly string[] } = {},
): Promise<Lead> {
  const viewer = authorize(ctx.viewer, 'lead:work');
  return ctx.prisma.$transaction(async (tx) => {
    // Keys an enquiry locks before the lead it joins (leads.ts lockEnquiryKeys): taken before the lead's row, in the
    // same order, so that a write and an enquiry never wait on each other in a circle.
    for (const key of [...new Set(options.keys ?? [])].sort()) await lockKey(tx, key);
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Lead" WHERE "id" = ${leadId} FOR UPDATE`;
    const lead = locked.length ? await tx.lead.findUnique({ where: { id: leadId } }) : null;
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    await assertMayWorkOn(tx, viewer, lead);
    // Entries carry the author's name as it is now (kept when the account goes); the username when the user is gone.
    const author = await entryAuthorOf(tx, viewer);
    const newestEntry = () => tx.leadEvent.findFirst({ where: { leadId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { id: true, kind: true, text: true, detail: true } });
    const entryBefore = await newestEntry();
    const after = await write(tx, lead, author);
    // A note changes no column of the lead: then the audit entry names the timeline entry written, so that it is
    // recorded too (a change of columns is recorded by the columns, as every other write).
    const entry = auditDiff(lead, after) ? null : await newestEntry();
    const written = entry && entry.id !== entryBefore?.id ? { timelineEntry: { kind: entry.kind, text: entry.text, detail: entry.detail } } : {};
    await recordAudit(tx, ctx, { action: 'update', entity: 'Lead', entityId: lead.id, before: lead, after: { ...after, ...written } });
    return after;
  });
}

const leadKey = (id: unknown) => requireKey(id, { message: 'Lead ID is required', field: 'id' }, LEAD_NOT_FOUND);
const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0]!;
  return badInput(issue.message, issue.path.join('.') || undefined);
};

const NoteText = z
  .string({ error: NOTE_REQUIRED })
  .transform((v) => withoutControlCharacters(v).trim())
  .pipe(z.string().min(1, NOTE_REQUIRED).max(LIMITS.leadNote, NOTE_TOO_LONG));

/** Adds a note to the lead's timeline (notes are never overwritten). */
export async function addLeadNote(ctx: ServiceContext, id: unknown, text: unknown) {
  authorize(ctx.viewer, 'lead:work');
  const leadId = leadKey(id);
  const parsed = NoteText.safeParse(text);
  if (!parsed.success) throw badInput(parsed.error.issues[0]!.message, 'text');
  return workOnLead(ctx, leadId, (tx, _lead, author) => tx.lead.update({ where: { id: leadId }, data: { events: { create: { kind: 'NOTE', ...author, text: parsed.data } } } }));
}

/**
 * Gives the lead to a counsellor (a staff user), or unassigns it (null). An EDITOR may take an unassigned lead or
 * hand their own to another counsellor; an ADMIN assigns any lead. Writes ASSIGNED with both names and mails the new
 * counsellor (not when they assigned it to themselves).
 */
export async function assignLead(ctx: ServiceContext, id: unknown, assigneeId: unknown) {
  const viewer = authorize(ctx.viewer, 'lead:work');
  const leadId = leadKey(id);
  const toId = assigneeId == null || assigneeId === '' ? null : String(assigneeId);
  return workOnLead(ctx, leadId, async (tx, lead, author) => {
    const to = toId ? await findStaffUser(tx, toId) : null;
    if (toId && !to) throw badInput(NOT_A_COUNSELLOR, 'assigneeId');
    if ((to?.id ?? null) === lead.assigneeId) return lead;
    const from = lead.assigneeId ? await tx.user.findUnique({ where: { id: lead.assigneeId }, select: { id: true, name: true, username: true } }) : null;
    const after = await tx.lead.update({
      where: { id: leadId },
      data: { assigneeId: to?.id ?? null, events: { create: { kind: 'ASSIGNED', ...author, detail: { from: assignedPerson(from), to: assignedPerson(to) } } } },
    });
    // The new counsellor's mail (and its MAIL entry), through the outbox in this transaction; not to whoever took
    // the lead themselves.
    if (to) await notifyLeadCounsellors(tx, { leadId, kind: 'assigned', publicUrl: ctx.publicUrl, exceptUserId: viewer.id });
    return after;
  });
}

const FollowUpNote = z
  .string({ error: 'The follow-up note must be text' })
  .transform((v) => withoutControlCharacters(v).trim())
  .pipe(z.string().max(LIMITS.followUpNote, `The follow-up note must be at most ${LIMITS.followUpNote} characters`));

function futureTime(value: unknown, field: string, now: Date): Date {
  const at = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) throw badInput('Choose a follow-up date and time', field);
  if (at.getTime() <= now.getTime()) throw badInput(FOLLOW_UP_IN_PAST, field);
  return at;
}

/**
 * Planning a call on a lead nobody has (or whose counsellor is no longer staff, which counts as nobody's) gives the
 * lead to whoever planned it: they said they would call back, and a call on nobody's lead would be in no counsellor's
 * list, count or morning mail. Recorded as assignLead records taking a lead (an ASSIGNED entry, no mail), in the
 * planning's own transaction. Answers the columns and entries to write; nothing when the lead has a counsellor.
 */
type LeadTaken = { assigneeId?: string; entries: Prisma.LeadEventCreateWithoutLeadInput[] };
async function plannerTakesLead(tx: Tx, lead: Lead, author: EntryAuthor): Promise<LeadTaken> {
  if (lead.assigneeId === author.authorId || (lead.assigneeId && (await findStaffUser(tx, lead.assigneeId)))) return { entries: [] };
  const from = lead.assigneeId ? await tx.user.findUnique({ where: { id: lead.assigneeId }, select: { id: true, name: true, username: true } }) : null;
  const to = assignedPerson({ id: author.authorId, name: author.authorName });
  return { assigneeId: author.authorId, entries: [{ kind: 'ASSIGNED', ...author, detail: { from: assignedPerson(from), to } }] };
}

/**
 * Plans the next call back (replacing any planned one): FOLLOW_UP_SET with the time and what it is about. On a lead
 * nobody has, the planner takes it (plannerTakesLead).
 */
export async function setLeadFollowUp(ctx: ServiceContext, id: unknown, at: unknown, note?: unknown) {
  authorize(ctx.viewer, 'lead:work');
  const leadId = leadKey(id);
  const when = futureTime(at, 'at', new Date());
  const parsedNote = FollowUpNote.safeParse(note ?? '');
  if (!parsedNote.success) throw badInput(parsedNote.error.issues[0]!.message, 'note');
  return workOnLead(ctx, leadId, async (tx, lead, author) => {
    const taken = await plannerTakesLead(tx, lead, author);
    const planned: Prisma.LeadEventCreateWithoutLeadInput = { kind: 'FOLLOW_UP_SET', ...author, text: parsedNote.data, detail: { at: when.toISOString() } };
    return tx.lead.update({
      where: { id: leadId },
      data: { ...(taken.assigneeId ? { assigneeId: taken.assigneeId } : {}), nextFollowUpAt: when, nextFollowUpNote: parsedNote.data, events: { create: [...taken.entries, planned] } },
    });
  });
}

const CompletionSchema = z.object({
  outcome: z.enum(FOLLOW_UP_OUTCOMES, { error: `Outcome must be one of ${FOLLOW_UP_OUTCOMES.join(', ')}` }),
  text: z
    .string({ error: 'What was said must be text' })
    .transform((v) => withoutControlCharacters(v).trim())
    .pipe(z.string().max(LIMITS.followUpOutcome, `What was said must be at most ${LIMITS.followUpOutcome} characters`))
    .optional(),
  nextNote: FollowUpNote.optional(),
});

/**
 * Records the planned follow-up as done with its outcome (FOLLOW_UP_DONE) and clears it, or moves it to `nextAt`
 * (another FOLLOW_UP_SET; on a lead nobody has, the planner takes it, as setLeadFollowUp).
 */
export async function completeLeadFollowUp(ctx: ServiceContext, id: unknown, input: unknown) {
  authorize(ctx.viewer, 'lead:work');
  const leadId = leadKey(id);
  const record = asRecord(input);
  const parsed = CompletionSchema.safeParse(record);
  if (!parsed.success) throw firstIssue(parsed.error);
  const next = record.nextAt == null ? null : futureTime(record.nextAt, 'nextAt', new Date());
  const { outcome, text = '', nextNote = '' } = parsed.data;
  return workOnLead(ctx, leadId, async (tx, lead, author) => {
    if (!lead.nextFollowUpAt) throw badInput(NO_FOLLOW_UP);
    const events: Prisma.LeadEventCreateWithoutLeadInput[] = [{ kind: 'FOLLOW_UP_DONE', ...author, text, detail: { at: lead.nextFollowUpAt.toISOString(), outcome } }];
    const taken: LeadTaken = next ? await plannerTakesLead(tx, lead, author) : { entries: [] };
    if (next) events.push(...taken.entries, { kind: 'FOLLOW_UP_SET', ...author, text: nextNote, detail: { at: next.toISOString() } });
    return tx.lead.update({
      where: { id: leadId },
      data: { ...(taken.assigneeId ? { assigneeId: taken.assigneeId } : {}), nextFollowUpAt: next, nextFollowUpNote: next ? nextNote : '', events: { create: events } },
    });
  });
}

// ---- Merge ----------------------------------------------------------------------------------------------------------

/** What a MERGED entry keeps of the merged lead (its row is deleted). */
const mergedLeadFields = (lead: Lead) => ({
  id: lead.id,
  name: lead.name,
  email: lead.email,
  phone: lead.phone,
  course: lead.course,
  status: lead.status,
  source: lead.source,
  campaign: lead.campaign,
  createdAt: lead.createdAt.toISOString(),
});

/**
 * Joins `mergeId` into `keepId` (ADMIN): its enquiries and timeline entries move to the kept lead, a MERGED entry
 * records who it was, the kept lead counts its enquiries and takes its assignee and planned follow-up when it has
 * none, and the merged lead's row is deleted; all in one transaction, audited for both.
 */
export async function mergeLeads(ctx: ServiceContext, keepIdInput: unknown, mergeIdInput: unknown) {
  const viewer = authorize(ctx.viewer, 'lead:merge');
  const keepId = requireKey(keepIdInput, { message: 'Lead ID is required', field: 'keepId' }, LEAD_NOT_FOUND);
  const mergeId = requireKey(mergeIdInput, { message: 'Lead ID is required', field: 'mergeId' }, LEAD_NOT_FOUND);
  if (keepId === mergeId) throw badInput(MERGE_WITH_ITSELF, 'mergeId');
  return ctx.prisma.$transaction(async (tx) => {
    // Both rows locked in one order (by id), so that two merges of the same pair cannot deadlock.
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Lead" WHERE "id" IN (${keepId}, ${mergeId}) ORDER BY "id" FOR UPDATE`;
    const found = new Set(locked.map((r) => r.id));
    for (const [leadId, field] of [[keepId, 'keepId'], [mergeId, 'mergeId']] as const) {
      if (found.has(leadId)) continue;
      const trashed = await tx.trashItem.findFirst({ where: { entity: 'Lead', entityId: leadId }, select: { id: true } });
      throw trashed ? badInput(MERGE_TRASHED, field) : notFound(LEAD_NOT_FOUND);
    }
    const [keep, merged] = await Promise.all([tx.lead.findUniqueOrThrow({ where: { id: keepId } }), tx.lead.findUniqueOrThrow({ where: { id: mergeId } })]);
    const me = await tx.user.findUnique({ where: { id: viewer.id }, select: { name: true } });
    // Moving entries changes only their lead, which the append-only trigger allows.
    await tx.leadSubmission.updateMany({ where: { leadId: mergeId }, data: { leadId: keepId } });
    await tx.leadEvent.updateMany({ where: { leadId: mergeId }, data: { leadId: keepId } });
    const takeFollowUp = !keep.nextFollowUpAt && merged.nextFollowUpAt;
    const after = await tx.lead.update({
      where: { id: keepId },
      data: {
        submissions: keep.submissions + merged.submissions,
        lastSubmittedAt: keep.lastSubmittedAt > merged.lastSubmittedAt ? keep.lastSubmittedAt : merged.lastSubmittedAt,
        wantsSyllabus: keep.wantsSyllabus || merged.wantsSyllabus,
        ...(keep.assigneeId ? {} : { assigneeId: merged.assigneeId }),
        ...(takeFollowUp ? { nextFollowUpAt: merged.nextFollowUpAt, nextFollowUpNote: merged.nextFollowUpNote } : {}),
        events: {
          create: {
            kind: 'MERGED',
            authorId: viewer.id,
            authorName: me?.name || viewer.username,
            text: `${merged.name} <${merged.email}>`,
            detail: { lead: mergedLeadFields(merged) },
          },
        },
      },
    });
    await tx.lead.delete({ where: { id: mergeId } });
    await recordAudit(tx, ctx, { action: 'update', entity: 'Lead', entityId: keepId, before: keep, after });
    await recordAudit(tx, ctx, { action: 'delete', entity: 'Lead', entityId: mergeId, before: { ...merged, mergedInto: keepId } });
    return after;
  });
}

// ---- Reading --------------------------------------------------------------------------------------------------------

/** A lead by id for staff, or null. */
export function readLead(ctx: ServiceContext, id: unknown, query: { select?: Prisma.LeadSelect; include?: Prisma.LeadInclude } = {}) {
  authorize(ctx.viewer, 'lead:read');
  const leadId = typeof id === 'string' ? id.trim() : '';
  if (!isPossibleKey(leadId)) return null;
  return ctx.prisma.lead.findUnique({ ...(query as object), where: { id: leadId } });
}

export type TimelineEntry =
  | { kind: 'ENQUIRY'; id: string; at: Date; authorName: ''; text: ''; enquiry: LeadSubmission; event: null; mailState: null }
  | {
      kind: Exclude<LeadTimelineKind, 'ENQUIRY'>;
      id: string;
      at: Date;
      authorName: string;
      text: string;
      enquiry: null;
      event: LeadEvent;
      /** MAIL: the state of its outbox mail now (detail.mailId); null for other kinds, or a mail the outbox lacks. */
      mailState: MailState | null;
    };

/**
 * The lead's timeline, newest first, at most TIMELINE_LIMIT entries: its enquiries (LeadSubmission) and staff and
 * site entries (LeadEvent), read by two queries on their (leadId, createdAt) indexes and merged. A MAIL entry carries
 * its outbox mail's state (queued, sent or failed: a mail is only queued when the entry is written), read by one more
 * query on the outbox's ids when the timeline has any.
 */
export async function leadTimeline(ctx: ServiceContext, leadId: string): Promise<TimelineEntry[]> {
  authorize(ctx.viewer, 'lead:read');
  const order = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
  const [enquiries, events] = await Promise.all([
    ctx.prisma.leadSubmission.findMany({ where: { leadId }, orderBy: order, take: TIMELINE_LIMIT }),
    ctx.prisma.leadEvent.findMany({ where: { leadId }, orderBy: order, take: TIMELINE_LIMIT }),
  ]);
  const entries: TimelineEntry[] = [
    ...enquiries.map((e) => ({ kind: 'ENQUIRY' as const, id: e.id, at: e.createdAt, authorName: '' as const, text: '' as const, enquiry: e, event: null, mailState: null })),
    ...events.map((e) => ({ kind: e.kind, id: e.id, at: e.createdAt, authorName: e.authorName, text: e.text, enquiry: null, event: e, mailState: null })),
  ];
  // Same instant: the staff entry after the enquiry it answers (shown above it), then by id.
  entries.sort((a, b) => b.at.getTime() - a.at.getTime() || (a.enquiry ? 1 : 0) - (b.enquiry ? 1 : 0) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  const shown = entries.slice(0, TIMELINE_LIMIT);
  const mailIdOf = (entry: TimelineEntry) => {
    const id = entry.kind === 'MAIL' ? detailOf(entry).mailId : null;
    return typeof id === 'string' && isPossibleKey(id) ? id : null;
  };
  const mailIds = [...new Set(shown.map(mailIdOf).filter((id): id is string => id !== null))];
  if (mailIds.length === 0) return shown;
  const states = new Map((await ctx.prisma.outboxMail.findMany({ where: { id: { in: mailIds } }, select: { id: true, state: true } })).map((m) => [m.id, m.state]));
  return shown.map((entry) => {
    const mailId = mailIdOf(entry);
    return mailId && entry.kind !== 'ENQUIRY' ? { ...entry, mailState: states.get(mailId) ?? null } : entry;
  });
}

/** A detail field of a timeline entry, read defensively (the JSON is written here, but older rows may lack it). */
export function detailOf(entry: TimelineEntry): Record<string, unknown> {
  const detail = entry.event?.detail;
  return detail && typeof detail === 'object' && !Array.isArray(detail) ? (detail as Record<string, unknown>) : {};
}
