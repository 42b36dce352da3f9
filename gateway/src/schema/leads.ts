// GraphQL: leads from the course pages (public submit) and the admin leads inbox.
import { GraphQLError } from 'graphql';
import { LeadSource, LeadStatus } from '../generated/prisma/enums.js';
import { FOLLOW_UP_VIEWS } from '../services/lead-work.js';
import { authorizeLeadQuery, countLeads, courseLabelsOnce, deleteLead, LeadInputError, leadCourseName, leadOrderFor, leadOtherContacts, submitLead, updateLead, updateLeadContact, type LeadContact } from '../services/leads.js';
import { builder } from './builder.js';
import { withoutNulls } from './jobs.js';
import { rowConnection, rowTotalCount } from './row-pages.js';

export const LeadStatusEnum = builder.enumType(LeadStatus, { name: 'LeadStatus' });
export const LeadSourceEnum = builder.enumType(LeadSource, { name: 'LeadSource', description: 'Where a lead came from (its first enquiry\'s utm_source, or the site itself).' });
export const FollowUpViewEnum = builder.enumType('FollowUpView', {
  description: 'A planned follow-up at the moment of asking: OVERDUE before now, DUE_TODAY until midnight in Asia/Kolkata, UPCOMING after.',
  values: FOLLOW_UP_VIEWS,
});

const LeadContactKindEnum = builder.enumType('LeadContactKind', { values: ['EMAIL', 'PHONE'] as const });
const LeadContactRef = builder.objectRef<LeadContact>('LeadContact').implement({
  description: 'An e-mail address or phone number a lead was reached by besides its own.',
  fields: (t) => ({
    kind: t.field({ type: LeadContactKindEnum, resolve: (c) => c.kind }),
    value: t.exposeString('value', { description: 'The address (lower case), or the number as stored ("+91 98765 43210").' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', description: 'When an enquiry last sent it.' }),
  }),
});

export const LeadRef = builder.prismaObject('Lead', {
  description: 'A prospective learner who asked to be contacted.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    whatsapp: t.exposeBoolean('whatsapp', { description: 'The visitor is happy to be contacted on WhatsApp at that number.' }),
    designation: t.exposeString('designation'),
    experience: t.exposeString('experience'),
    course: t.exposeString('course', { description: 'The course\'s slug, or general.' }),
    courseName: t.string({
      description: 'The course\'s name (its label; a slug no course names any more stays as it is).',
      select: { course: true },
      resolve: async (lead, _args, ctx) => leadCourseName(lead.course, await courseLabelsOnce(ctx)),
    }),
    sourcePage: t.exposeString('sourcePage'),
    sourceButton: t.exposeString('sourceButton'),
    wantsSyllabus: t.exposeBoolean('wantsSyllabus'),
    status: t.expose('status', { type: LeadStatusEnum }),
    notes: t.string({
      description: 'The latest note (notes are added to the timeline, never overwritten); "" when none.',
      select: { events: { where: { kind: 'NOTE' }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 1, select: { text: true } } },
      resolve: (lead) => lead.events[0]?.text ?? '',
    }),
    submissions: t.exposeInt('submissions'),
    otherContacts: t.field({
      type: [LeadContactRef],
      description:
        'The e-mails and phone numbers its enquiries sent besides the lead\'s own (a merged lead\'s among them), most recently used first. An enquiry with any of them joins this lead while it is open and within the duplicate window. For one lead\'s page (two reads per lead).',
      select: { id: true, email: true, phone: true },
      resolve: (lead, _args, ctx) => leadOtherContacts(ctx, lead),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const LeadInput = builder.inputType('LeadInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true, description: 'Indian mobile number: 10 digits starting 6-9, optionally after +91, 91 or 0, with spaces, hyphens, dots or brackets anywhere; stored as "+91 98765 43210". Every form promises a call back.' }),
    whatsapp: t.boolean({ required: false, description: 'WhatsApp is fine at that number.' }),
    designation: t.string({ required: true }),
    experience: t.string({ required: true, description: '"Fresher", "1 Year", "2 Years" or "3+ years", as the consultation form offers ("1" and "2" are read as "1 Year" and "2 Years").' }),
    course: t.string({ required: true, description: 'A published course\'s slug (publishedCourses), or general.' }),
    sourcePage: t.string({ required: false }),
    sourceButton: t.string({ required: false }),
    wantsSyllabus: t.boolean({ required: false }),
    consent: t.boolean({ required: true }),
    utmSource: t.string({ required: false, description: 'utm_source of the URL the visitor first landed on in this visit: control characters dropped, trimmed, at most 200 characters. It sets a new lead\'s source.' }),
    utmMedium: t.string({ required: false, description: 'utm_medium of that URL (same limits).' }),
    utmCampaign: t.string({ required: false, description: 'utm_campaign of that URL (same limits): a new lead\'s campaign.' }),
    utmTerm: t.string({ required: false, description: 'utm_term of that URL (same limits).' }),
    utmContent: t.string({ required: false, description: 'utm_content of that URL (same limits).' }),
  }),
});

const LeadUpdateInput = builder.inputType('LeadUpdateInput', {
  fields: (t) => ({
    status: t.field({ type: LeadStatusEnum, required: false }),
    notes: t.string({ required: false }),
  }),
});

const LeadContactInput = builder.inputType('LeadContactInput', {
  description: "A lead's own contact details as staff correct them; a field left out (or null) stays as it is.",
  fields: (t) => ({
    name: t.string({ required: false }),
    email: t.string({ required: false }),
    phone: t.string({ required: false, description: 'An Indian mobile number, typed any way ("98220 01103", "+91-98220-01103"); stored as "+91 98220 01103".' }),
    whatsapp: t.boolean({ required: false, description: 'The person is happy to be contacted on WhatsApp at that number.' }),
  }),
});

/** A lead's input refused field by field: every problem at once, so that a form can show each beside its field. */
function withFieldProblems<T>(write: () => Promise<T>): Promise<T> {
  return write().catch((error: unknown) => {
    if (error instanceof LeadInputError) throw new GraphQLError(error.message, { extensions: { code: error.code, field: error.field, fields: error.fields } });
    throw error;
  });
}

const LeadReceipt = builder.objectRef<{ lead: { id: string }; created: boolean }>('LeadReceipt').implement({
  fields: (t) => ({
    id: t.id({ resolve: (r) => r.lead.id }),
    created: t.exposeBoolean('created', { description: 'False when the enquiry joined an open lead with the same phone number or e-mail, its own or any of its otherContacts (within SiteSettings.leadDuplicateWindowDays).' }),
  }),
});

builder.queryFields((t) => ({
  leads: t.connection(
    {
      type: LeadRef,
      description:
        'Leads, newest first, filtered; with followUp, the soonest follow-up first. Requires an ADMIN or EDITOR token (lead:read: every lead, whoever it is assigned to).',
      args: {
        search: t.arg.string({ required: false }),
        course: t.arg.string({ required: false }),
        status: t.arg({ type: LeadStatusEnum, required: false }),
        from: t.arg({ type: 'DateTime', required: false }),
        to: t.arg({ type: 'DateTime', required: false }),
        source: t.arg({ type: LeadSourceEnum, required: false }),
        assigneeId: t.arg.id({ required: false, description: 'Leads assigned to this counsellor ("My leads": the viewer\'s own id).' }),
        unassigned: t.arg.boolean({ required: false, description: 'Only leads nobody is assigned (wins over assigneeId).' }),
        followUp: t.arg({ type: FollowUpViewEnum, required: false, description: 'Only leads whose next follow-up is in this view, soonest first.' }),
      },
      resolve: (_root, args, ctx, info) => {
        const filter = { ...args, assigneeId: args.assigneeId == null ? null : String(args.assigneeId) };
        const where = authorizeLeadQuery(ctx, filter);
        const orderBy = leadOrderFor(filter);
        return rowConnection('Lead', 'leads', args, ctx, info, {
          read: (query) => ctx.prisma.lead.findMany({ ...query, where, orderBy }),
          count: () => countLeads(ctx, filter, where),
        });
      },
    },
    { fields: (c) => ({ totalCount: c.int(rowTotalCount) }) },
  ),
}));

builder.mutationFields((t) => ({
  submitLead: t.field({
    type: LeadReceipt,
    description:
      'Anyone; at most 10 per address per hour. Every enquiry is kept (with its campaign and the consent text shown); one with the phone number or e-mail of an open lead (NEW or CONTACTED) whose last enquiry is within the duplicate window joins it (created: false), for any course; otherwise a new lead, assigned by the rule in the settings. Counsellors are mailed. Refused input: BAD_USER_INPUT with the first problem as message and `field`, and every problem in `extensions.fields` ([{ field, message }]).',
    args: { input: t.arg({ type: LeadInput, required: true }) },
    resolve: (_root, args, ctx) => withFieldProblems(() => submitLead(ctx, withoutNulls(args.input))),
  }),
  deleteLead: t.prismaField({
    type: 'Lead',
    description: 'Moves a lead (with its enquiries and timeline) to the trash (restorable for TRASH_DAYS). Requires an ADMIN or EDITOR token.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_query, _root, args, ctx) => deleteLead(ctx, String(args.id)),
  }),
  updateLead: t.prismaField({
    type: 'Lead',
    description:
      'Status (a STATUS entry on the timeline when it changes) and, for older clients, a note to add (a NOTE entry; addLeadNote is the same). lead:work: an ADMIN any lead, an EDITOR their own or an unassigned one (else FORBIDDEN "This lead belongs to another counsellor").',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: LeadUpdateInput, required: true }) },
    // Read again with the query's selection: the latest note and the assignee are relations.
    resolve: async (query, _root, args, ctx) => ctx.prisma.lead.findUniqueOrThrow({ ...query, where: { id: (await updateLead(ctx, String(args.id), withoutNulls(args.input))).id } }),
  }),
  updateLeadContact: t.prismaField({
    type: 'Lead',
    description:
      "Corrects a lead's name, e-mail, phone or WhatsApp choice, by the lead form's rules (BAD_USER_INPUT with the first problem as message and `field`, every problem in `extensions.fields`). Each save that changes something adds a CONTACT entry to the timeline with each field from and to. An e-mail or phone another lead holds (its own or an enquiry's): CONFLICT with `field`, as the two are one person to merge. The old e-mail or number stays among the lead's contacts (`otherContacts`), so an enquiry from it still joins this lead. lead:work, as updateLead.",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: LeadContactInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const lead = await withFieldProblems(() => updateLeadContact(ctx, String(args.id), withoutNulls(args.input)));
      return ctx.prisma.lead.findUniqueOrThrow({ ...query, where: { id: lead.id } });
    },
  }),
}));
