// GraphQL: counsellors' work on leads (issue 30): the Lead's assignee, follow-up and timeline, one lead, counsellors,
// follow-up counts, and the writes (note, assignment, follow-ups, merge). No mutation here or anywhere edits or
// deletes a timeline entry. Rules: services/lead-work.ts.
import type { LeadSubmission, Prisma } from '../generated/prisma/client.js';
import {
  addLeadNote,
  assignLead,
  completeLeadFollowUp,
  detailOf,
  FOLLOW_UP_OUTCOMES,
  followUpCounts,
  followUpViewOf,
  LEAD_TIMELINE_KINDS,
  leadTimeline,
  listCounsellors,
  mergeLeads,
  readLead,
  setLeadFollowUp,
  TIMELINE_LIMIT,
  type FollowUpCounts,
  type TimelineEntry,
} from '../services/lead-work.js';
import { courseLabelsOnce, leadAssignee, leadCourseName } from '../services/leads.js';
import { toSafeUser } from '../services/auth.js';
import { LeadStatus, MailState } from '../generated/prisma/enums.js';
import { UserRef } from './auth.js';
import { builder, type GraphQLContext } from './builder.js';
import { FollowUpViewEnum, LeadSourceEnum, LeadStatusEnum } from './leads.js';

export const FollowUpOutcomeEnum = builder.enumType('FollowUpOutcome', { description: 'How a follow-up call went.', values: FOLLOW_UP_OUTCOMES });
export const LeadTimelineKindEnum = builder.enumType('LeadTimelineKind', { values: LEAD_TIMELINE_KINDS });

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const statusOf = (value: unknown) => (typeof value === 'string' && Object.hasOwn(LeadStatus, value) ? (value as LeadStatus) : null);
const nameOf = (value: unknown) => (value && typeof value === 'object' ? str((value as Record<string, unknown>).name) : null);
const dateOf = (value: unknown) => {
  const date = typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};
const mergedLead = (entry: TimelineEntry) => {
  const lead = detailOf(entry).lead;
  return lead && typeof lead === 'object' ? (lead as Record<string, unknown>) : {};
};

const CONTACT_FIELDS = ['name', 'email', 'phone', 'whatsapp'] as const;
const LeadContactFieldEnum = builder.enumType('LeadContactField', { values: ['NAME', 'EMAIL', 'PHONE', 'WHATSAPP'] as const });
type ContactChange = { field: 'NAME' | 'EMAIL' | 'PHONE' | 'WHATSAPP'; from: string; to: string };
const shownValue = (value: unknown) => (typeof value === 'boolean' ? (value ? 'yes' : 'no') : (str(value) ?? ''));
/** A CONTACT entry's changes, in the form's order (a field whose detail is not a { from, to } is left out). */
const contactChanges = (entry: TimelineEntry): ContactChange[] =>
  CONTACT_FIELDS.flatMap((field) => {
    const change = detailOf(entry)[field];
    if (!change || typeof change !== 'object') return [];
    const { from, to } = change as Record<string, unknown>;
    return [{ field: field.toUpperCase() as ContactChange['field'], from: shownValue(from), to: shownValue(to) }];
  });
const LeadContactChangeRef = builder.objectRef<ContactChange>('LeadContactChange').implement({
  description: "One of a lead's contact details as staff corrected it.",
  fields: (t) => ({
    field: t.field({ type: LeadContactFieldEnum, resolve: (c) => c.field }),
    from: t.exposeString('from', { description: 'As it was (WHATSAPP: "yes" or "no").' }),
    to: t.exposeString('to', { description: 'As it is now (WHATSAPP: "yes" or "no").' }),
  }),
});

const LeadEnquiryRef = builder.objectRef<LeadSubmission>('LeadEnquiry').implement({
  description: 'One enquiry a visitor sent: what they asked about, from which page and button, the campaign of the visit, the consent text they agreed to.',
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.expose('createdAt', { type: 'DateTime' }),
    course: t.exposeString('course', { description: 'The course\'s slug, or general.' }),
    courseName: t.string({ resolve: async (e, _args, ctx) => leadCourseName(e.course, await courseLabelsOnce(ctx)) }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    sourcePage: t.exposeString('sourcePage'),
    sourceButton: t.exposeString('sourceButton'),
    wantsSyllabus: t.exposeBoolean('wantsSyllabus'),
    utmSource: t.exposeString('utmSource'),
    utmMedium: t.exposeString('utmMedium'),
    utmCampaign: t.exposeString('utmCampaign'),
    utmTerm: t.exposeString('utmTerm'),
    utmContent: t.exposeString('utmContent'),
    consentText: t.exposeString('consentText', { description: 'The consent text shown beside the box the visitor ticked, as it read then.' }),
  }),
});

const LeadTimelineEntryRef = builder.objectRef<TimelineEntry>('LeadTimelineEntry').implement({
  description: 'One entry of a lead\'s timeline: an enquiry, or what staff or the site did. Entries are only ever added.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: LeadTimelineKindEnum, resolve: (e) => e.kind }),
    at: t.field({ type: 'DateTime', resolve: (e) => e.at }),
    authorName: t.exposeString('authorName', { description: 'The staff member; "" for the site or the visitor.' }),
    text: t.exposeString('text', { description: 'NOTE: the note; FOLLOW_UP_SET: what the call is about; FOLLOW_UP_DONE: what was said; MAIL: the subject; MERGED: the merged lead.' }),
    enquiry: t.field({ type: LeadEnquiryRef, nullable: true, resolve: (e) => e.enquiry }),
    fromStatus: t.field({ type: LeadStatusEnum, nullable: true, resolve: (e) => (e.kind === 'STATUS' ? statusOf(detailOf(e).from) : null) }),
    toStatus: t.field({ type: LeadStatusEnum, nullable: true, resolve: (e) => (e.kind === 'STATUS' ? statusOf(detailOf(e).to) : null) }),
    fromAssignee: t.string({ nullable: true, description: 'ASSIGNED: the counsellor before (null: unassigned).', resolve: (e) => (e.kind === 'ASSIGNED' ? nameOf(detailOf(e).from) : null) }),
    toAssignee: t.string({ nullable: true, description: 'ASSIGNED: the counsellor after (null: unassigned).', resolve: (e) => (e.kind === 'ASSIGNED' ? nameOf(detailOf(e).to) : null) }),
    followUpAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'FOLLOW_UP_SET: the time planned; FOLLOW_UP_DONE: the time it had been planned for.',
      resolve: (e) => (e.kind === 'FOLLOW_UP_SET' || e.kind === 'FOLLOW_UP_DONE' ? dateOf(detailOf(e).at) : null),
    }),
    outcome: t.field({
      type: FollowUpOutcomeEnum,
      nullable: true,
      resolve: (e) => {
        const outcome = e.kind === 'FOLLOW_UP_DONE' ? str(detailOf(e).outcome) : null;
        return outcome && (FOLLOW_UP_OUTCOMES as readonly string[]).includes(outcome) ? (outcome as (typeof FOLLOW_UP_OUTCOMES)[number]) : null;
      },
    }),
    mailTo: t.string({ nullable: true, description: 'MAIL: the address it was queued for.', resolve: (e) => (e.kind === 'MAIL' ? str(detailOf(e).to) : null) }),
    mailState: t.field({
      type: MailState,
      nullable: true,
      description:
        'MAIL: where its outbox mail is now: QUEUED (waiting, e.g. while no SMTP server is configured), SENT (the mail server accepted it) or FAILED (given up). Null for other kinds, or when the outbox no longer has the mail. Only the state: the mail itself stays ADMIN-only (outboxMail).',
      resolve: (e) => e.mailState,
    }),
    contactChanges: t.field({
      type: [LeadContactChangeRef],
      nullable: true,
      description: 'CONTACT: each detail changed (name, e-mail, phone, WhatsApp), from and to; null for other kinds.',
      resolve: (e) => (e.kind === 'CONTACT' ? contactChanges(e) : null),
    }),
    mergedLeadName: t.string({ nullable: true, resolve: (e) => (e.kind === 'MERGED' ? str(mergedLead(e).name) : null) }),
    mergedLeadEmail: t.string({ nullable: true, resolve: (e) => (e.kind === 'MERGED' ? str(mergedLead(e).email) : null) }),
  }),
});

const FollowUpCountsRef = builder.objectRef<FollowUpCounts>('FollowUpCounts').implement({
  fields: (t) => ({
    dueToday: t.exposeInt('dueToday'),
    overdue: t.exposeInt('overdue'),
    upcoming: t.exposeInt('upcoming'),
  }),
});

builder.prismaObjectFields('Lead', (t) => ({
  source: t.expose('source', { type: LeadSourceEnum }),
  campaign: t.exposeString('campaign', { description: 'The first enquiry\'s utm_campaign ("" when none).' }),
  assignee: t.field({
    type: UserRef,
    nullable: true,
    description: 'The counsellor the lead belongs to; null while unassigned.',
    select: { assigneeId: true },
    resolve: async (lead, _args, ctx) => {
      const assignee = await leadAssignee(ctx, lead.assigneeId);
      return assignee ? toSafeUser(assignee) : null;
    },
  }),
  nextFollowUpAt: t.expose('nextFollowUpAt', { type: 'DateTime', nullable: true }),
  nextFollowUpNote: t.exposeString('nextFollowUpNote'),
  followUpView: t.field({
    type: FollowUpViewEnum,
    nullable: true,
    description: 'Where the planned follow-up is now (null when none is planned, or the lead is enrolled or closed: follow-up views hold open leads only).',
    select: { nextFollowUpAt: true, status: true },
    resolve: (lead) => followUpViewOf(lead.nextFollowUpAt, new Date(), lead.status),
  }),
  enquiryCount: t.exposeInt('submissions', { description: 'Enquiries on this lead (repeats and joined duplicates included).' }),
  timeline: t.field({
    type: [LeadTimelineEntryRef],
    description: `Enquiries and what staff or the site did, newest first (at most ${TIMELINE_LIMIT}).`,
    select: { id: true },
    resolve: (lead, _args, ctx) => leadTimeline(ctx, lead.id),
  }),
}));

builder.queryFields((t) => ({
  lead: t.prismaField({
    type: 'Lead',
    nullable: true,
    description: 'One lead, or null when there is none with that id. Requires an ADMIN or EDITOR token.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => readLead(ctx, String(args.id), query),
  }),
  counsellors: t.field({
    type: [UserRef],
    description: 'The staff users (ADMIN, EDITOR) a lead may be assigned to, by name. Requires an ADMIN or EDITOR token.',
    resolve: (_root, _args, ctx) => listCounsellors(ctx),
  }),
  followUpCounts: t.field({
    type: FollowUpCountsRef,
    description:
      'Planned follow-ups due today, overdue and upcoming (Asia/Kolkata day) of the viewer, of assigneeId (ADMIN only; FORBIDDEN otherwise), ' +
      'or with unassigned: true of the leads nobody has (wins over assigneeId).',
    args: { assigneeId: t.arg.id({ required: false }), unassigned: t.arg.boolean({ required: false }) },
    resolve: (_root, args, ctx) => followUpCounts(ctx, args.assigneeId == null ? null : String(args.assigneeId), args.unassigned === true),
  }),
}));

/** A written lead read again with what the query selects (its relations: assignee, the latest note). */
const reread = (ctx: GraphQLContext, query: { select?: Prisma.LeadSelect; include?: Prisma.LeadInclude }, lead: { id: string }) =>
  ctx.prisma.lead.findUniqueOrThrow({ ...(query as object), where: { id: lead.id } });

const workRule = 'lead:work: an ADMIN any lead, an EDITOR their own or an unassigned one (else FORBIDDEN "This lead belongs to another counsellor").';

builder.mutationFields((t) => ({
  addLeadNote: t.prismaField({
    type: 'Lead',
    description: `Adds a note (1 to 5000 characters) to the lead's timeline; notes are never overwritten. ${workRule}`,
    args: { id: t.arg.id({ required: true }), text: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => reread(ctx, query, await addLeadNote(ctx, String(args.id), args.text)),
  }),
  assignLead: t.prismaField({
    type: 'Lead',
    description: `Gives the lead to a counsellor (a staff user; null unassigns) and mails them. An EDITOR may take an unassigned lead or hand their own on. ${workRule}`,
    args: { id: t.arg.id({ required: true }), assigneeId: t.arg.id({ required: false }) },
    resolve: async (query, _root, args, ctx) => reread(ctx, query, await assignLead(ctx, String(args.id), args.assigneeId == null ? null : String(args.assigneeId))),
  }),
  setLeadFollowUp: t.prismaField({
    type: 'Lead',
    description: `Plans the next follow-up (a time in the future) and what it is about, replacing any planned one. ${workRule}`,
    args: { id: t.arg.id({ required: true }), at: t.arg({ type: 'DateTime', required: true }), note: t.arg.string({ required: false }) },
    resolve: async (query, _root, args, ctx) => reread(ctx, query, await setLeadFollowUp(ctx, String(args.id), args.at, args.note ?? '')),
  }),
  completeLeadFollowUp: t.prismaField({
    type: 'Lead',
    description: `Records the planned follow-up as done with its outcome and what was said, and clears it or plans the next one (nextAt, nextNote). ${workRule}`,
    args: {
      id: t.arg.id({ required: true }),
      outcome: t.arg({ type: FollowUpOutcomeEnum, required: true }),
      text: t.arg.string({ required: false }),
      nextAt: t.arg({ type: 'DateTime', required: false }),
      nextNote: t.arg.string({ required: false }),
    },
    resolve: async (query, _root, args, ctx) =>
      reread(ctx, query, await completeLeadFollowUp(ctx, String(args.id), { outcome: args.outcome, text: args.text ?? undefined, nextAt: args.nextAt ?? null, nextNote: args.nextNote ?? undefined })),
  }),
  mergeLeads: t.prismaField({
    type: 'Lead',
    description:
      'ADMIN: joins mergeId into keepId: its enquiries and timeline move to the kept lead, a MERGED entry records it, and its row is deleted. Answers the kept lead.',
    args: { keepId: t.arg.id({ required: true }), mergeId: t.arg.id({ required: true }) },
    resolve: async (query, _root, args, ctx) => reread(ctx, query, await mergeLeads(ctx, String(args.keepId), String(args.mergeId))),
  }),
}));
