// Leads: every call to action on the course pages (consultation, apply, syllabus, counselling) stores one here, and
// staff work them from the admin inbox. Public to submit (rate-limited per address), ADMIN/EDITOR to read and edit.
import { z } from 'zod';
import { Prisma, type Lead, type LeadSource, type LeadStatus } from '../generated/prisma/client.js';
import { queryRows } from '../db/driver-rows.js';
import { followUpLeadWhere, workOnLead, type FollowUpView } from './lead-work.js';
import { moveToTrash } from './trash.js';
import type { Tx } from './audit.js';
import { assignNewLead, STAFF_ROLES } from './lead-assignment.js';
import { notifyLeadCounsellors } from './lead-notifications.js';
import { DEFAULT_SITE_SETTINGS } from './settings.js';
import { SAFE_USER_FIELDS, type SafeUser } from './auth.js';
import { readOnce, type ServiceContext } from './context.js';
import { badInput, ServiceError } from './errors.js';
import { authorize } from './permissions.js';
import { courseLabels, isPublishedCourseSlug } from './courses.js';
import { asOneLine, asRecord, isPossibleKey, LEARNER_PHONE_INVALID, requireKey, toIndianMobile, withoutControlCharacters } from './validation.js';
import { indianMobile, LIMITS } from './limits.js';
import { lockRow } from './row-lock.js';
import { lockKey } from './tx-locks.js';

/**
 * The courses the site started with, and 'general'. Since issue 29 a lead may name any published course (courses are
 * rows: services/courses.ts) or 'general'; these names remain for leads whose course row is gone.
 */
export const LEAD_COURSES = ['data-science-ai-ml', 'full-stack-development', 'machine-learning', 'digital-marketing', 'general'] as const;
/** What a lead about no course in particular stores (the landing page's buttons). */
export const GENERAL_LEAD_COURSE = 'general';
export const UNKNOWN_COURSE = 'Unknown course';
/**
 * The name staff read for each of those courses when no course row names it (the course's label otherwise): the same
 * labels as the web app's web/src/marketing/courseRoutes.ts (`COURSE_ROUTES` and `GENERAL_LEAD_LABEL`), which the
 * gateway must not import; gateway/test/leads.test.ts fails when the two differ.
 */
export const LEAD_COURSE_NAMES: Readonly<Record<(typeof LEAD_COURSES)[number], string>> = {
  'data-science-ai-ml': 'Data Science and AI-ML',
  'full-stack-development': 'Full Stack Development',
  'machine-learning': 'Machine Learning',
  'digital-marketing': 'Digital Marketing',
  general: 'Learning centre (any course)',
};
/** The centre's time zone: the CSV export writes its times there. */
export const CENTRE_TIME_ZONE = 'Asia/Kolkata';
/**
 * What the consultation form offers for work experience, stored as these words (the inbox and the CSV show them as
 * they are). "1" and "2", the values the form sent before, are still accepted and stored as "1 Year" and "2 Years".
 */
export const LEAD_EXPERIENCE = ['Fresher', '1 Year', '2 Years', '3+ years'] as const;
const LEGACY_EXPERIENCE: Readonly<Record<string, (typeof LEAD_EXPERIENCE)[number]>> = { '1': '1 Year', '2': '2 Years' };
export const LEAD_LIMITS = { perAddressPerHour: 10 } as const;
/** SiteSettings.leadDuplicateWindowDays before an administrator sets it (the column's default). */
export const DEFAULT_DUPLICATE_WINDOW_DAYS = 30;
export const LEAD_NOT_FOUND = 'Lead not found';

const required = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).overwrite(asOneLine).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** One message per field the visitor has to correct (a form shows each beside its field). */
export interface LeadFieldError {
  field: string;
  message: string;
}

/** A lead refused for its input: every problem at once, the first as the error's own message and field. */
export class LeadInputError extends ServiceError {
  readonly fields: LeadFieldError[];
  constructor(fields: LeadFieldError[]) {
    super('BAD_USER_INPUT', fields[0]!.message, fields[0]!.field);
    this.fields = fields;
  }
}

export const PHONE_REQUIRED = 'Mobile number is required, so that a counsellor can call you back';
/** The same words as a learner's phone (one rule, one message). */
export const PHONE_INVALID = LEARNER_PHONE_INVALID;

/** The campaign parameters of the URL a visitor first landed on, as submitLead takes them (utmSource: utm_source...). */
export const UTM_FIELDS = ['utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
/** Every control character, tab and line breaks included: a campaign name is one line. */
const UTM_CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const utmParameter = (field: UtmField) => field.replace(/^utm([A-Z])/, (_m, c: string) => `utm_${c.toLowerCase()}`);
const utm = (field: UtmField) =>
  z
    .string({ error: `${utmParameter(field)} must be text` })
    .overwrite((v) => v.replace(UTM_CONTROL, ''))
    .trim()
    .max(LIMITS.utm, `${utmParameter(field)} must be at most ${LIMITS.utm} characters`)
    .optional();

const LeadSchema = z.object({
  name: required('Name', LIMITS.name),
  email: z.string({ error: 'Email is required' }).trim().toLowerCase().min(1, 'Email is required').max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`).pipe(z.email('Enter a valid email address')),
  // Every form promises a call back, so the number is required.
  phone: z
    .string({ error: PHONE_REQUIRED })
    .trim()
    .min(1, PHONE_REQUIRED)
    // The one rule for Indian mobiles (limits.ts), stored as "+91 98765 43210".
    .transform(toIndianMobile),
  whatsapp: z.boolean({ error: '"WhatsApp is fine" must be true or false' }).optional(),
  designation: required('Designation', LIMITS.designation),
  experience: z.preprocess((v) => (typeof v === 'string' ? (LEGACY_EXPERIENCE[v.trim()] ?? v.trim()) : v), z.enum(LEAD_EXPERIENCE, { error: 'Choose your experience' })),
  // A published course's slug or 'general': checked against the courses after the form's own checks.
  course: z.string({ error: UNKNOWN_COURSE }).trim().min(1, UNKNOWN_COURSE).max(60, UNKNOWN_COURSE),
  sourcePage: z.string({ error: 'Source page must be text' }).overwrite(asOneLine).trim().max(LIMITS.sourcePage, `Source page must be at most ${LIMITS.sourcePage} characters`).optional(),
  sourceButton: z.string({ error: 'Source button must be text' }).overwrite(asOneLine).trim().max(LIMITS.sourceButton, `Source button must be at most ${LIMITS.sourceButton} characters`).optional(),
  wantsSyllabus: z.boolean({ error: '"Wants the syllabus" must be true or false' }).optional(),
  consent: z.literal(true, { error: 'Please agree to be contacted' }),
  utmSource: utm('utmSource'),
  utmMedium: utm('utmMedium'),
  utmCampaign: utm('utmCampaign'),
  utmTerm: utm('utmTerm'),
  utmContent: utm('utmContent'),
});

export type LeadInput = z.input<typeof LeadSchema>;

/**
 * The words beside the consent box of every lead form, as the visitor reads them: the web shows this text
 * (siteSettings.leadConsentText) and each enquiry stores it, so what is kept is what was shown.
 */
export function leadConsentText(siteName: string): string {
  return `I agree that ${siteName} may contact me by phone, email or WhatsApp about its courses. We never share your details.`;
}

/**
 * utm_source as the dashboard groups it: the first word of it that names a known source (google, adwords and gclid
 * are Google; facebook, fb, meta Facebook; instagram, ig; linkedin; youtube, yt; whatsapp, wa; email, newsletter,
 * mail; referral), any other campaign OTHER, no campaign WEBSITE. "google-ads" and "l.facebook.com" are read too.
 */
/** A label for each lead source, as staff read it (the dashboard, the counsellors' mails). */
export const LEAD_SOURCE_LABELS: Readonly<Record<LeadSource, string>> = {
  WEBSITE: 'Website',
  GOOGLE: 'Google',
  FACEBOOK: 'Facebook',
  INSTAGRAM: 'Instagram',
  LINKEDIN: 'LinkedIn',
  YOUTUBE: 'YouTube',
  WHATSAPP: 'WhatsApp',
  EMAIL: 'E-mail',
  REFERRAL: 'Referral',
  OTHER: 'Other',
};

const SOURCE_WORDS: Readonly<Record<string, LeadSource>> = {
  google: 'GOOGLE',
  adwords: 'GOOGLE',
  gclid: 'GOOGLE',
  facebook: 'FACEBOOK',
  fb: 'FACEBOOK',
  meta: 'FACEBOOK',
  instagram: 'INSTAGRAM',
  ig: 'INSTAGRAM',
  linkedin: 'LINKEDIN',
  youtube: 'YOUTUBE',
  yt: 'YOUTUBE',
  whatsapp: 'WHATSAPP',
  wa: 'WHATSAPP',
  email: 'EMAIL',
  newsletter: 'EMAIL',
  mail: 'EMAIL',
  referral: 'REFERRAL',
};

export function leadSourceOf(utmSource: string | null | undefined): LeadSource {
  const value = (utmSource ?? '').trim().toLowerCase();
  if (!value) return 'WEBSITE';
  for (const word of value.split(/[^a-z0-9]+/)) if (Object.hasOwn(SOURCE_WORDS, word)) return SOURCE_WORDS[word]!;
  return 'OTHER';
}

/** The statuses of a lead still being worked: an enquiry may join only such a lead. */
export const OPEN_LEAD_STATUSES: readonly LeadStatus[] = ['NEW', 'CONTACTED'];
const DAY_MS = 86_400_000;

/**
 * Holds, until the transaction ends, the locks of the keys an enquiry reads and writes by (its address's hourly
 * count, its phone number, its e-mail), so that two enquiries from one person at the same moment, in two gateway
 * processes, make one lead, and the throttle counts exactly. Taken in one order, so two transactions never wait on
 * each other in a circle. (PGlite has one connection: the locks are granted at once.)
 */
async function lockEnquiryKeys(tx: Tx, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) await lockKey(tx, key);
}
/** The keys of a phone number and an e-mail (as stored) that enquiries and staff edits of a lead's contacts lock. */
const phoneKey = (phone: string) => `lead-phone:${phone}`;
const emailKey = (email: string) => `lead-email:${email}`;

/**
 * The open lead (NEW, CONTACTED; last enquiry after `since`) that has this phone number or e-mail among its contacts,
 * the one asked last first, leaving out `passedOver`. A lead's contacts are its own phone and e-mail and those of every
 * enquiry it holds: a joined enquiry's other e-mail, and a merged lead's (merging moves its enquiries to the lead
 * kept), so that a person merged into a lead joins it again whichever of their details they send. Each part is read
 * on its own index (Lead(phone, …), Lead(email, …), LeadSubmission(phone), LeadSubmission(email)).
 */
async function openLeadWithContact(tx: Tx, contact: { phone: string; email: string }, since: Date, passedOver: string[]): Promise<{ id: string } | null> {
  const [row] = await tx.$queryRaw<{ id: string }[]>`
    SELECT l."id" FROM "Lead" l
    WHERE l."id" IN (SELECT "id" FROM "Lead" WHERE "phone" = ${contact.phone} OR "email" = ${contact.email}
                     UNION SELECT "leadId" FROM "LeadSubmission" WHERE "phone" = ${contact.phone} OR "email" = ${contact.email})
      AND l."status"::text IN (${Prisma.join(OPEN_LEAD_STATUSES)})
      AND l."lastSubmittedAt" > ${since.toISOString()}::timestamp(3)
      ${passedOver.length ? Prisma.sql`AND l."id" NOT IN (${Prisma.join(passedOver)})` : Prisma.empty}
    ORDER BY l."lastSubmittedAt" DESC, l."id" DESC
    LIMIT 1`;
  return row ?? null;
}

/** Every field's first problem, in the order found, so that a form can show them all at once. */
function fieldProblems(error: z.ZodError | undefined): LeadFieldError[] {
  const problems: LeadFieldError[] = [];
  for (const issue of error?.issues ?? []) {
    const field = issue.path.join('.');
    if (!problems.some((f) => f.field === field)) problems.push({ field, message: issue.message });
  }
  return problems;
}

/**
 * Stores an enquiry. Each one is a LeadSubmission row with what it sent (its campaign and the consent text shown).
 * One with a phone number or e-mail of an open lead (NEW or CONTACTED; any of its contacts: openLeadWithContact) whose
 * last enquiry is at most SiteSettings.leadDuplicateWindowDays old joins that lead, for any course (fresh name, phone, designation,
 * experience, page and button; the lead's course, source and campaign stay its first's); otherwise it is a new lead, given to a
 * counsellor by the assignment rule. Either way the counsellors are told by mail, in the same transaction.
 */
export async function submitLead(ctx: Pick<ServiceContext, 'prisma' | 'clientAddress' | 'publicUrl'>, input: unknown) {
  const record = asRecord(input);
  const parsed = LeadSchema.safeParse(record);
  const problems = fieldProblems(parsed.error);
  const course = typeof record.course === 'string' ? record.course.trim() : '';
  if (!problems.some((f) => f.field === 'course') && course !== GENERAL_LEAD_COURSE && !(await isPublishedCourseSlug(ctx, course))) {
    problems.push({ field: 'course', message: UNKNOWN_COURSE });
  }
  if (!parsed.success || problems.length) {
    const order = Object.keys(LeadSchema.shape);
    throw new LeadInputError(problems.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field)));
  }
  const data = parsed.data;
  const now = new Date();
  return ctx.prisma.$transaction(async (tx) => {
    await lockEnquiryKeys(tx, [`lead-address:${ctx.clientAddress}`, phoneKey(data.phone), emailKey(data.email)]);
    // Every form sent counts, joined enquiries included (they are still requests), in the database, so the limit
    // holds across gateway processes.
    const recent = await tx.leadSubmission.count({ where: { clientAddress: ctx.clientAddress, createdAt: { gt: new Date(now.getTime() - 3600_000) } } });
    if (recent >= LEAD_LIMITS.perAddressPerHour) {
      throw new ServiceError('TOO_MANY_REQUESTS', 'Too many requests from your network. Please try again in an hour or call us.');
    }
    const settings = await tx.siteSettings.findUnique({ where: { id: 1 }, select: { siteName: true, leadDuplicateWindowDays: true } });
    const siteName = settings?.siteName ?? DEFAULT_SITE_SETTINGS.siteName;
    const windowDays = settings?.leadDuplicateWindowDays ?? DEFAULT_DUPLICATE_WINDOW_DAYS;
    const enquiry = {
      clientAddress: ctx.clientAddress,
      createdAt: now,
      course: data.course,
      name: data.name,
      email: data.email,
      phone: data.phone,
      sourcePage: data.sourcePage ?? '',
      sourceButton: data.sourceButton ?? '',
      wantsSyllabus: !!data.wantsSyllabus,
      ...Object.fromEntries(UTM_FIELDS.map((f) => [f, data[f] ?? ''])),
      consentText: leadConsentText(siteName),
    };
    const fresh = { name: data.name, phone: data.phone, whatsapp: !!data.whatsapp, designation: data.designation, experience: data.experience, consent: true, clientAddress: ctx.clientAddress };
    // The window runs from the visitor's last enquiry; a staff edit of the lead does not move it.
    const since = new Date(now.getTime() - windowDays * DAY_MS);
    const open: Prisma.LeadWhereInput = { status: { in: [...OPEN_LEAD_STATUSES] }, lastSubmittedAt: { gt: since } };
    const passedOver: string[] = [];
    const candidate = () => openLeadWithContact(tx, { phone: data.phone, email: data.email }, since, passedOver);
    // The lead is locked before it is read and joined: one that staff are deleting, merging away or closing at this
    // moment is waited for, then read as they left it, and passed over if it is gone or no longer open. The
    // enquiry then joins another open lead or makes a new one; it is never lost with a lead that was going.
    let existing: Lead | null = null;
    for (let next = await candidate(); next && !existing; next = await candidate()) {
      if (await lockRow(tx, 'Lead', next.id)) existing = await tx.lead.findFirst({ where: { ...open, id: next.id } });
      passedOver.push(next.id);
    }
    if (existing) {
      const lead = await tx.lead.update({
        where: { id: existing.id },
        data: {
          ...withoutCorrected(fresh, await correctedContactFields(tx, existing.id)),
          // Where they last asked from, as the inbox shows it (each enquiry keeps its own too).
          sourcePage: enquiry.sourcePage,
          sourceButton: enquiry.sourceButton,
          wantsSyllabus: existing.wantsSyllabus || !!data.wantsSyllabus,
          submissions: { increment: 1 },
          lastSubmittedAt: now,
          submissionLog: { create: enquiry },
        },
      });
      await notifyLeadCounsellors(tx, { leadId: lead.id, kind: 'enquiry', publicUrl: ctx.publicUrl });
      return { lead, created: false };
    }
    const created = await tx.lead.create({
      data: {
        ...fresh,
        email: data.email,
        course: data.course,
        sourcePage: enquiry.sourcePage,
        sourceButton: enquiry.sourceButton,
        wantsSyllabus: !!data.wantsSyllabus,
        source: leadSourceOf(data.utmSource),
        campaign: data.utmCampaign ?? '',
        lastSubmittedAt: now,
        submissionLog: { create: enquiry },
      },
    });
    const counsellor = await assignNewLead(tx, created);
    await notifyLeadCounsellors(tx, { leadId: created.id, kind: 'new-lead', publicUrl: ctx.publicUrl });
    return { lead: counsellor ? { ...created, assigneeId: counsellor.id } : created, created: true };
  });
}

export interface LeadFilter {
  search?: string | null;
  course?: string | null;
  status?: LeadStatus | null;
  from?: Date | null;
  to?: Date | null;
  source?: LeadSource | null;
  /** The counsellor's user id (the web's "My leads" passes the viewer's own). */
  assigneeId?: string | null;
  /** Only leads nobody is assigned (wins over assigneeId). */
  unassigned?: boolean | null;
  /** Only leads whose next follow-up is in this view (lead-work.ts followUpRange); the list is then soonest first. */
  followUp?: FollowUpView | null;
}

export const leadOrder: Prisma.LeadOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];
/** A follow-up view's order: the call due first comes first (the Lead(assigneeId, nextFollowUpAt) index). */
export const followUpOrder: Prisma.LeadOrderByWithRelationInput[] = [{ nextFollowUpAt: 'asc' }, { id: 'asc' }];
/** The list's order for a filter: newest first, or soonest follow-up first when a follow-up view is chosen. */
export const leadOrderFor = (filter: Pick<LeadFilter, 'followUp'>) => (filter.followUp ? followUpOrder : leadOrder);

/** A search that is a phone number or part of one: digits (at least 4), separators and a leading +. */
const PHONE_LIKE_SEARCH = /^\+?[\d\s\-\u2010-\u2015\u2212.()]+$/;
const PHONE_SEARCH_MIN_DIGITS = 4;

/**
 * The phone condition of a search: a whole Indian mobile typed any way its rule allows ("0 98220 01103",
 * "982-200-1103") is its ten digits; a part of one ("98220011", "2001103", "9822 001") its digits, without the
 * country code after a "+" ("+91 98220"). Matched inside Lead.phoneDigits, the ten digits of the stored number (a
 * column the trigger Lead_phone_digits keeps), so that the groupings typed and stored never matter.
 */
function phoneSearchWhere(search: string): Prisma.LeadWhereInput[] {
  if (!PHONE_LIKE_SEARCH.test(search)) return [];
  const typed = search.replace(/\D/g, '');
  if (typed.length < PHONE_SEARCH_MIN_DIGITS) return [];
  const digits = indianMobile(search)?.replace(/\D/g, '').slice(2) ?? (search.startsWith('+') && typed.startsWith('91') ? typed.slice(2) : typed);
  return digits ? [{ phoneDigits: { contains: digits } }] : [];
}

/** What no lead matches: a filter on a course or counsellor that no row can have (NUL, too long) finds nothing. */
const NO_LEAD: Prisma.LeadWhereInput = { id: { in: [] } };

export function leadWhere(filter: LeadFilter, now: Date = new Date()): Prisma.LeadWhereInput {
  if ((filter.course && !isPossibleKey(filter.course)) || (!filter.unassigned && filter.assigneeId && !isPossibleKey(filter.assigneeId))) return NO_LEAD;
  const search = filter.search ? withoutControlCharacters(filter.search).trim().slice(0, LIMITS.search) : undefined;
  return {
    ...(filter.course ? { course: filter.course } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.source ? { source: filter.source } : {}),
    ...(filter.unassigned ? { assigneeId: null } : filter.assigneeId ? { assigneeId: filter.assigneeId } : {}),
    // A follow-up view holds open leads only; with a status filter as well, both must hold.
    ...(filter.followUp ? { AND: [followUpLeadWhere(filter.followUp, now)] } : {}),
    ...(filter.from || filter.to ? { createdAt: { ...(filter.from ? { gte: filter.from } : {}), ...(filter.to ? { lte: filter.to } : {}) } } : {}),
    ...(search
      ? {
          OR: [
            ...(['name', 'email', 'phone', 'designation'] as const).map((f) => ({ [f]: { contains: search, mode: 'insensitive' as const } })),
            // Phones are stored as "+91 98765 43210": a number or part of one typed with other groupings finds them by
            // their digits (phoneDigits, kept by the database).
            ...phoneSearchWhere(search),
          ],
        }
      : {}),
  };
}

/** An e-mail address or phone number a lead was reached by besides its own. */
export interface LeadContact {
  kind: 'EMAIL' | 'PHONE';
  value: string;
  /** The last enquiry that sent it. */
  lastUsedAt: Date;
}

/**
 * The lead's other contacts: the e-mails and phone numbers its enquiries sent (a merged lead's among them: merging
 * moves its enquiries) other than the lead's own, the most recently used first. They are the contacts an enquiry
 * joins the lead by (openLeadWithContact). Two queries on LeadSubmission(leadId, createdAt): for one lead's page.
 */
export async function leadOtherContacts(ctx: Pick<ServiceContext, 'prisma' | 'viewer'>, lead: Pick<Lead, 'id' | 'email' | 'phone'>): Promise<LeadContact[]> {
  authorize(ctx.viewer, 'lead:read');
  const [emails, phones] = await Promise.all([
    ctx.prisma.leadSubmission.groupBy({ by: ['email'], where: { leadId: lead.id, email: { notIn: ['', lead.email] } }, _max: { createdAt: true } }),
    ctx.prisma.leadSubmission.groupBy({ by: ['phone'], where: { leadId: lead.id, phone: { notIn: ['', lead.phone] } }, _max: { createdAt: true } }),
  ]);
  const contacts: LeadContact[] = [
    ...emails.map((e) => ({ kind: 'EMAIL' as const, value: e.email, lastUsedAt: e._max.createdAt! })),
    ...phones.map((p) => ({ kind: 'PHONE' as const, value: p.phone, lastUsedAt: p._max.createdAt! })),
  ];
  return contacts.sort((a, b) => b.lastUsedAt.getTime() - a.lastUsedAt.getTime() || a.kind.localeCompare(b.kind) || a.value.localeCompare(b.value));
}

/** Checks the reader may see leads and returns the where-clause for the filter. */
export function authorizeLeadQuery(ctx: ServiceContext, filter: LeadFilter): Prisma.LeadWhereInput {
  authorize(ctx.viewer, 'lead:read');
  if (filter.from && filter.to && filter.from > filter.to) throw badInput('The "from" date must be before the "to" date');
  return leadWhere(filter);
}

/**
 * The version of the lead figures: a trigger adds one for every statement that writes Lead, Application or User, in
 * any process (decision 022). Read once per request (ctx.once), before anything remembered under it is computed, so
 * that a remembered value is never older than its version (it may be newer, which the next version replaces).
 */
export function leadFiguresVersion(ctx: Pick<ServiceContext, 'prisma' | 'once'>): Promise<bigint> {
  // Through the driver (a one-row read: 0.17 ms of CPU against 0.7 through Prisma, driver-rows.ts).
  return readOnce(ctx, 'leadFiguresVersion', async () => {
    const [row] = await queryRows<{ version: bigint }>(ctx.prisma, Prisma.sql`SELECT "version" FROM "LeadFiguresVersion" WHERE "id" = 1`);
    return row?.version ?? 0n;
  });
}

/**
 * The number of leads matching `where`: counting 100 000 leads takes PostgreSQL 15–20 ms, so it is remembered per
 * version of the lead figures (any write to Lead, from any process, makes a new version: decision 022). The follow-up
 * views are counted afresh: their range moves with the clock, and their index makes them cheap.
 */
export async function countLeads(ctx: Pick<ServiceContext, 'prisma' | 'memo' | 'once'>, filter: Pick<LeadFilter, 'followUp'>, where: Prisma.LeadWhereInput): Promise<number> {
  if (!ctx.memo || filter.followUp) return ctx.prisma.lead.count({ where });
  const version = await leadFiguresVersion(ctx);
  return ctx.memo.get(`leads.count:${version}:${JSON.stringify(where)}`, () => ctx.prisma.lead.count({ where }));
}

/**
 * The counsellor a lead is assigned to. Leads are assigned to staff, so the staff (a few dozen users at most) are read
 * once and remembered per version of the lead figures (a write to User makes a new one); someone no longer staff is
 * read on their own, once per request.
 */
export async function leadAssignee(ctx: Pick<ServiceContext, 'prisma' | 'memo' | 'once'>, assigneeId: string | null): Promise<SafeUser | null> {
  if (!assigneeId) return null;
  const readStaff = async () => new Map((await ctx.prisma.user.findMany({ where: { role: { in: [...STAFF_ROLES] } }, select: SAFE_USER_FIELDS })).map((u) => [u.id, u]));
  const staff = await readOnce(ctx, 'leadAssignees', async () => (ctx.memo ? ctx.memo.get(`leads.staff:${await leadFiguresVersion(ctx)}`, readStaff) : readStaff()));
  return staff.get(assigneeId) ?? readOnce(ctx, `leadAssignee:${assigneeId}`, () => ctx.prisma.user.findUnique({ where: { id: assigneeId }, select: SAFE_USER_FIELDS }));
}

const LeadUpdateSchema = z.object({
  status: z.enum(['NEW', 'CONTACTED', 'ENROLLED', 'CLOSED'], { error: 'Status must be New, Contacted, Enrolled or Closed' }).optional(),
  notes: z.string({ error: 'Notes must be text' }).max(LIMITS.leadStaffNotes, `Notes must be at most ${LIMITS.leadStaffNotes} characters`).optional(),
});

/**
 * Status (a STATUS entry on the timeline with from and to when it changes) and, for older clients, a note (added as
 * a NOTE entry). lead:work: an EDITOR only on their own or an unassigned lead.
 */
export async function updateLead(ctx: ServiceContext, id: unknown, input: unknown) {
  authorize(ctx.viewer, 'lead:work');
  const leadId = requireKey(id, { message: 'Lead ID is required', field: 'id' }, LEAD_NOT_FOUND);
  const parsed = LeadUpdateSchema.safeParse(asRecord(input));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badInput(issue.message, issue.path.join('.'));
  }
  const { notes, status } = parsed.data;
  return workOnLead(ctx, leadId, async (tx, lead, author) => {
    const events: Prisma.LeadEventCreateWithoutLeadInput[] = [];
    if (status && status !== lead.status) events.push({ kind: 'STATUS', ...author, detail: { from: lead.status, to: status } });
    // A note is added to the timeline, never written over the last one (issue 30).
    if (notes?.trim()) events.push({ kind: 'NOTE', ...author, text: notes.trim() });
    return tx.lead.update({ where: { id: leadId }, data: { ...(status ? { status } : {}), ...(events.length ? { events: { create: events } } : {}) } });
  });
}

/** The contact fields staff corrected on this lead (its CONTACT entries): an enquiry joining it leaves them as they are. */
async function correctedContactFields(tx: Tx, leadId: string): Promise<Set<string>> {
  const entries = await tx.leadEvent.findMany({ where: { leadId, kind: 'CONTACT' }, select: { detail: true } });
  return new Set(entries.flatMap((e) => (e.detail && typeof e.detail === 'object' && !Array.isArray(e.detail) ? Object.keys(e.detail) : [])));
}

/**
 * An enquiry's fresh details without those staff corrected: a counsellor's correction is not undone by the visitor's
 * next form (its other number is kept with the enquiry and listed among the lead's contacts).
 */
function withoutCorrected<T extends Record<string, unknown>>(fresh: T, corrected: Set<string>): Partial<T> {
  return Object.fromEntries(Object.entries(fresh).filter(([field]) => !corrected.has(field))) as Partial<T>;
}

/** A lead's own contact details, as staff correct them: the lead form's rules for each (one place: LeadSchema). */
const LeadContactSchema = LeadSchema.pick({ name: true, email: true, phone: true, whatsapp: true }).partial();
const LEAD_CONTACT_FIELDS = ['name', 'email', 'phone', 'whatsapp'] as const;
type LeadContactField = (typeof LEAD_CONTACT_FIELDS)[number];
/** A CONTACT timeline entry's detail: each field changed, as it was and as it is. */
export type LeadContactChanges = Partial<{ [F in LeadContactField]: { from: Lead[F]; to: Lead[F] } }>;

export const contactOfAnotherLead = (other: string, what: 'e-mail address' | 'phone number') =>
  `${other}, another lead, has this ${what}: merge the two leads instead (an administrator can)`;

/**
 * Another lead (not `leadId`, not in the trash) that has this e-mail or phone number as its own or in one of its
 * enquiries: the same person, whom a merge joins (two leads holding one contact would split the enquiries to come).
 */
async function otherLeadWithContact(tx: Tx, leadId: string, contact: { email?: string; phone?: string }): Promise<{ name: string } | null> {
  const [column, value] = contact.email !== undefined ? (['email', contact.email] as const) : (['phone', contact.phone!] as const);
  const [row] = await tx.$queryRaw<{ name: string }[]>`
    SELECT l."name" FROM "Lead" l
    WHERE l."id" <> ${leadId}
      AND l."id" IN (SELECT "id" FROM "Lead" WHERE ${Prisma.raw(`"${column}"`)} = ${value}
                     UNION SELECT "leadId" FROM "LeadSubmission" WHERE ${Prisma.raw(`"${column}"`)} = ${value})
    ORDER BY l."lastSubmittedAt" DESC, l."id" DESC
    LIMIT 1`;
  return row ?? null;
}

/**
 * Corrects a lead's name, e-mail, phone or WhatsApp choice (a field left out stays as it is), checked by the lead
 * form's rules (every problem at once: LeadInputError). A CONTACT entry on the timeline records each change from and
 * to. An e-mail or phone number that another lead holds is refused (CONFLICT, with the field): the two are one person,
 * to merge. The old e-mail or number stays among the lead's contacts through its enquiries ("Also reached at"), so an
 * enquiry from it still joins this lead. lead:work, as every change of a lead.
 */
export async function updateLeadContact(ctx: ServiceContext, id: unknown, input: unknown): Promise<Lead> {
  authorize(ctx.viewer, 'lead:work');
  const leadId = requireKey(id, { message: 'Lead ID is required', field: 'id' }, LEAD_NOT_FOUND);
  const parsed = LeadContactSchema.safeParse(asRecord(input));
  if (!parsed.success) throw new LeadInputError(fieldProblems(parsed.error));
  const data = parsed.data;
  const keys = [...(data.phone !== undefined ? [phoneKey(data.phone)] : []), ...(data.email !== undefined ? [emailKey(data.email)] : [])];
  return workOnLead(
    ctx,
    leadId,
    async (tx, lead, author) => {
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const field of LEAD_CONTACT_FIELDS) {
        const to = data[field];
        if (to !== undefined && to !== lead[field]) changes[field] = { from: lead[field], to };
      }
      if (Object.keys(changes).length === 0) return lead;
      if (changes.email) {
        const other = await otherLeadWithContact(tx, leadId, { email: data.email! });
        if (other) throw new ServiceError('CONFLICT', contactOfAnotherLead(other.name, 'e-mail address'), 'email');
      }
      if (changes.phone) {
        const other = await otherLeadWithContact(tx, leadId, { phone: data.phone! });
        if (other) throw new ServiceError('CONFLICT', contactOfAnotherLead(other.name, 'phone number'), 'phone');
      }
      const columns = Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.to]));
      return tx.lead.update({ where: { id: leadId }, data: { ...columns, events: { create: { kind: 'CONTACT', ...author, detail: changes as Prisma.InputJsonObject } } } });
    },
    // An enquiry from the new phone or e-mail at this moment waits, then finds the lead under its new details.
    { keys },
  );
}

/** Moves a lead (with its submission log) to the trash, restorable for TRASH_DAYS. */
export async function deleteLead(ctx: ServiceContext, id: unknown) {
  authorize(ctx.viewer, 'lead:work');
  const leadId = requireKey(id, { message: 'Lead ID is required', field: 'id' }, LEAD_NOT_FOUND);
  const { submissionLog: _log, events: _events, ...lead } = await moveToTrash(ctx, 'Lead', leadId);
  return lead as unknown as Lead;
}

const centreClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: CENTRE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as a spreadsheet reads it, on the centre's clock: "2026-11-23 18:05" (IST, no zone suffix). */
export function centreTime(date: Date): string {
  const part = Object.fromEntries(centreClock.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/**
 * The course's name for people: the course's label (`labels`: courseLabels of services/courses.ts), else the name of
 * one of the first courses or 'general'; a slug nothing names (older data) stays as it is.
 */
export function leadCourseName(course: string, labels?: ReadonlyMap<string, string>): string {
  return labels?.get(course) ?? (Object.hasOwn(LEAD_COURSE_NAMES, course) ? LEAD_COURSE_NAMES[course as keyof typeof LEAD_COURSE_NAMES] : course);
}

/** The course labels: remembered until the next change to public content (publishing a course announces one to every process), or read once per request. */
export function courseLabelsOnce(ctx: Pick<ServiceContext, 'prisma' | 'memo' | 'once'>): Promise<Map<string, string>> {
  return ctx.memo ? ctx.memo.get('courses.labels', () => courseLabels(ctx)) : readOnce(ctx, 'courseLabels', () => courseLabels(ctx));
}
