// How new leads are given out and when an enquiry joins an open lead (issue 30): the assignment rule, its counsellors
// (all of them, or per course) and the duplicate window, kept in the SiteSettings row and changed by administrators.
import { z } from 'zod';
import type { LeadAssignmentRule } from '../generated/prisma/enums.js';
import type { Prisma } from '../generated/prisma/client.js';
import { auditedWrite } from './audit.js';
import type { ServiceContext } from './context.js';
import { badInput } from './errors.js';
import { staffAmong } from './lead-assignment.js';
import { DEFAULT_DUPLICATE_WINDOW_DAYS, GENERAL_LEAD_COURSE } from './leads.js';
import { authorize } from './permissions.js';
import { DEFAULT_SITE_SETTINGS } from './settings.js';
import { asRecord, withoutControlCharacters } from './validation.js';
import { LIMITS } from './limits.js';

export const LEAD_ASSIGNMENT_RULES = ['UNASSIGNED', 'ROUND_ROBIN', 'BY_COURSE'] as const satisfies readonly LeadAssignmentRule[];
export const DUPLICATE_WINDOW_DAYS = { min: LIMITS.duplicateWindowDaysMin, max: LIMITS.duplicateWindowDaysMax, default: DEFAULT_DUPLICATE_WINDOW_DAYS } as const;

export const LEAD_SETTINGS_MESSAGES = {
  assignment: 'Choose how new leads are given out: UNASSIGNED, ROUND_ROBIN or BY_COURSE',
  notStaff: 'Choose counsellors among staff members',
  duplicateWindow: `The duplicate window must be ${DUPLICATE_WINDOW_DAYS.min} to ${DUPLICATE_WINDOW_DAYS.max} days`,
  roundRobinEmpty: 'Choose at least one counsellor for round robin',
  byCourseEmpty: 'Choose counsellors for at least one course, or counsellors for the other courses',
  courseTwice: 'Each course is listed once',
  unknownCourse: (course: string) => `There is no course "${course}"`,
  tooMany: 'Choose at most 200 counsellors',
} as const;

/** More than any centre has staff: bounds the work one request can ask for. */
const MAX_IDS = 200;
const MAX_COURSES = 500;

export interface CourseCounsellors {
  course: string;
  counsellorIds: string[];
}

export interface LeadSettings {
  assignment: LeadAssignmentRule;
  /** ROUND_ROBIN: the counsellors who take new leads in turn; BY_COURSE: those for a course without its own list. */
  counsellorIds: string[];
  /** BY_COURSE: each course's counsellors (in turn among them). Courses without a list are left out. */
  courseCounsellors: CourseCounsellors[];
  duplicateWindowDays: number;
}

const staffIds = z.array(z.string({ error: LEAD_SETTINGS_MESSAGES.notStaff }).trim().min(1, LEAD_SETTINGS_MESSAGES.notStaff).max(100, LEAD_SETTINGS_MESSAGES.notStaff), { error: LEAD_SETTINGS_MESSAGES.notStaff })
  .max(MAX_IDS, LEAD_SETTINGS_MESSAGES.tooMany)
  // The order is the turn order; naming someone twice would give them two turns.
  .transform((ids) => [...new Set(ids)]);

const LeadSettingsSchema = z.object({
  assignment: z.enum(LEAD_ASSIGNMENT_RULES, { error: LEAD_SETTINGS_MESSAGES.assignment }),
  counsellorIds: staffIds.default([]),
  courseCounsellors: z
    .array(
      z.object({
        course: z.string({ error: 'Course is required' }).overwrite(withoutControlCharacters).trim().min(1, 'Course is required').max(100, 'Course must be at most 100 characters'),
        counsellorIds: staffIds.default([]),
      }),
      { error: 'Course counsellors must be a list' },
    )
    .max(MAX_COURSES, `At most ${MAX_COURSES} courses`)
    .default([]),
  duplicateWindowDays: z
    .number({ error: LEAD_SETTINGS_MESSAGES.duplicateWindow })
    .int(LEAD_SETTINGS_MESSAGES.duplicateWindow)
    .min(DUPLICATE_WINDOW_DAYS.min, LEAD_SETTINGS_MESSAGES.duplicateWindow)
    .max(DUPLICATE_WINDOW_DAYS.max, LEAD_SETTINGS_MESSAGES.duplicateWindow),
});

/** The ids among `ids` that are staff users now. */
async function currentStaff(prisma: Pick<ServiceContext['prisma'], 'user'>, ids: readonly string[]): Promise<Set<string>> {
  return new Set((await staffAmong(prisma, ids)).map((u) => u.id));
}

/**
 * The stored { slug: [ids] } as a list by slug, 'general' last (jsonb keeps no key order); anything malformed is
 * skipped, never thrown.
 */
function courseListFrom(json: Prisma.JsonValue): CourseCounsellors[] {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return [];
  const rank = (course: string) => (course === GENERAL_LEAD_COURSE ? 1 : 0);
  return Object.entries(json)
    .flatMap(([course, ids]) => (Array.isArray(ids) ? [{ course, counsellorIds: ids.filter((id): id is string => typeof id === 'string') }] : []))
    .sort((a, b) => rank(a.course) - rank(b.course) || (a.course < b.course ? -1 : a.course > b.course ? 1 : 0));
}

/**
 * The settings as stored (or the defaults before any save), without a permission check. Ids of users who are no
 * longer staff are left in (lead-assignment.ts skips them when it gives a lead out; getLeadSettings hides them).
 */
export async function readLeadSettings(prisma: Pick<ServiceContext['prisma'], 'siteSettings'>): Promise<LeadSettings> {
  const row = await prisma.siteSettings.findUnique({
    where: { id: 1 },
    select: { leadAssignment: true, leadCounsellorIds: true, leadCourseCounsellors: true, leadDuplicateWindowDays: true },
  });
  if (!row) return { assignment: 'UNASSIGNED', counsellorIds: [], courseCounsellors: [], duplicateWindowDays: DUPLICATE_WINDOW_DAYS.default };
  return {
    assignment: row.leadAssignment,
    counsellorIds: row.leadCounsellorIds,
    courseCounsellors: courseListFrom(row.leadCourseCounsellors),
    duplicateWindowDays: row.leadDuplicateWindowDays,
  };
}

/**
 * The settings for the admin form. A counsellor who has since left the staff (deleted, or made a USER) is not shown:
 * the form saves what it shows, and saving an id that is not staff would be refused.
 */
export async function getLeadSettings(ctx: ServiceContext): Promise<LeadSettings> {
  authorize(ctx.viewer, 'lead:settings');
  const settings = await readLeadSettings(ctx.prisma);
  const staff = await currentStaff(ctx.prisma, [...settings.counsellorIds, ...settings.courseCounsellors.flatMap((c) => c.counsellorIds)]);
  return {
    ...settings,
    counsellorIds: settings.counsellorIds.filter((id) => staff.has(id)),
    courseCounsellors: settings.courseCounsellors
      .map((c) => ({ course: c.course, counsellorIds: c.counsellorIds.filter((id) => staff.has(id)) }))
      .filter((c) => c.counsellorIds.length > 0),
  };
}

/** The form field a problem belongs to: a list of counsellors as a whole, a course's entry by its place in the list. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [first, index, inner] = path;
  if (first === 'courseCounsellors' && typeof index === 'number') return inner === undefined ? `courseCounsellors.${index}` : `courseCounsellors.${index}.${String(inner)}`;
  return String(first ?? '');
}

export async function updateLeadSettings(ctx: ServiceContext, input: unknown): Promise<LeadSettings> {
  authorize(ctx.viewer, 'lead:settings');
  const result = LeadSettingsSchema.safeParse(asRecord(input));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw badInput(issue.message, fieldOf(issue.path));
  }
  const { assignment, counsellorIds, duplicateWindowDays } = result.data;
  // A course without counsellors is the same as a course left out: it is not stored.
  const courseCounsellors = result.data.courseCounsellors;

  const seen = new Set<string>();
  courseCounsellors.forEach((entry, index) => {
    if (seen.has(entry.course)) throw badInput(LEAD_SETTINGS_MESSAGES.courseTwice, `courseCounsellors.${index}.course`);
    seen.add(entry.course);
  });
  const namedCourses = [...seen].filter((course) => course !== GENERAL_LEAD_COURSE);
  if (namedCourses.length > 0) {
    // Drafts count: counsellors may be chosen for a course before it is published.
    const rows = await ctx.prisma.course.findMany({ where: { slug: { in: namedCourses } }, select: { slug: true } });
    const existing = new Set(rows.map((r) => r.slug));
    const index = courseCounsellors.findIndex((entry) => entry.course !== GENERAL_LEAD_COURSE && !existing.has(entry.course));
    if (index >= 0) throw badInput(LEAD_SETTINGS_MESSAGES.unknownCourse(courseCounsellors[index]!.course), `courseCounsellors.${index}.course`);
  }

  const staff = await currentStaff(ctx.prisma, [...counsellorIds, ...courseCounsellors.flatMap((c) => c.counsellorIds)]);
  if (counsellorIds.some((id) => !staff.has(id))) throw badInput(LEAD_SETTINGS_MESSAGES.notStaff, 'counsellorIds');
  courseCounsellors.forEach((entry, index) => {
    if (entry.counsellorIds.some((id) => !staff.has(id))) throw badInput(LEAD_SETTINGS_MESSAGES.notStaff, `courseCounsellors.${index}.counsellorIds`);
  });

  const withCounsellors = courseCounsellors.filter((c) => c.counsellorIds.length > 0);
  if (assignment === 'ROUND_ROBIN' && counsellorIds.length === 0) throw badInput(LEAD_SETTINGS_MESSAGES.roundRobinEmpty, 'counsellorIds');
  if (assignment === 'BY_COURSE' && withCounsellors.length === 0 && counsellorIds.length === 0) {
    throw badInput(LEAD_SETTINGS_MESSAGES.byCourseEmpty, 'courseCounsellors');
  }

  const data = {
    leadAssignment: assignment,
    leadCounsellorIds: counsellorIds,
    leadCourseCounsellors: Object.fromEntries(withCounsellors.map((c) => [c.course, c.counsellorIds])),
    leadDuplicateWindowDays: duplicateWindowDays,
  };
  const selectLead = { id: true, leadAssignment: true, leadCounsellorIds: true, leadCourseCounsellors: true, leadDuplicateWindowDays: true } as const;
  // The lead settings share the site settings' row; before the first save of either, the row is made with the
  // site's default contact details (what the public pages already show).
  await auditedWrite(ctx, { action: 'update', entity: 'SiteSettings', before: (tx) => tx.siteSettings.findUnique({ where: { id: 1 }, select: selectLead }) }, (tx) =>
    tx.siteSettings.upsert({ where: { id: 1 }, create: { id: 1, ...DEFAULT_SITE_SETTINGS, ...data }, update: data, select: selectLead }),
  );
  return readLeadSettings(ctx.prisma);
}
