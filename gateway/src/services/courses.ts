// Course pages as data (issue 29): public reads of published courses, and the staff's drafts, publishing, revisions
// and restores. A course has one draft (edited, saved with the version it started from, so that two editors never
// silently overwrite each other) and at most one published document (what the public page shows); every publish
// writes a numbered CourseRevision that is never changed, and a restore publishes an old revision again as a new one.
// Batch dates are days in Asia/Kolkata: a public read drops the batches whose start day has passed and names the next
// one, at read time (the caches are emptied at every IST midnight: cache/job-closings.ts). Why: decision 017.
import { Prisma, type Course, type CourseRevision } from '../generated/prisma/client.js';
import { PUBLIC_CONTENT_CHANNEL } from '../cache/content-changes.js';
import { recordAudit, type Tx } from './audit.js';
import { centreToday } from './centre-day.js';
import type { ServiceContext } from './context.js';
import { parseCourseContent, newCourseContent, UPLOADED_IMAGE, type CourseContent, type CourseContentIssue, type CourseSection } from './course-content.js';
import { badInput, notFound, ServiceError } from './errors.js';
import { authorize } from './permissions.js';
import { isPrismaError } from './prisma-errors.js';
import { isPossibleKey, withoutControlCharacters } from './validation.js';

export const COURSE_NOT_FOUND = 'Course not found';
export const COURSE_REVISION_NOT_FOUND = 'Revision not found';
export const COURSE_CONFLICT = 'Someone else saved this course while you were editing it. Look at their change, then reload to edit the newest version.';
export const COURSE_MESSAGES = {
  slugFormat: 'A slug may use only lowercase letters, digits and single hyphens, e.g. data-science',
  slugTaken: 'Another course already uses this slug',
  pathFormat: 'An address starts with / and uses only lowercase letters, digits, hyphens and slashes, e.g. /courses/data-science',
  pathTaken: 'Another course already uses this address',
  pathReserved: 'This address belongs to another page of the site',
  aliasSameAsPath: 'An alias cannot be the course\u2019s own address',
  labelRequired: 'The course needs a name',
  position: 'The position must be a whole number',
  baseVersion: 'Say which version of the draft this save started from',
  notPublished: 'This course has never been published',
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PATH = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){1,4}$/;
/** Slugs leads use for something else. */
const RESERVED_SLUGS = new Set(['general']);
/** Addresses of the site's other pages (and their sub-pages), which a course can never take. */
const RESERVED_PATHS = new Set(['/courses', '/courses/learnbay']);
/** Staff's draft preview (/courses/preview/<id>, a browser-only page of the public site): never a course's address. */
const isCoursePreviewPath = (path: string) => path === '/courses/preview' || path.startsWith('/courses/preview/');
const RESERVED_FIRST_SEGMENTS = new Set([
  'jobs', 'admin', 'api', 'graphql', 'uploads', 'media', 'images', 'assets', 'account', 'alerts', 'enquire', 'success-stories',
  'stories', 'health', 'ready', 'readiness', 'login', 'logout',
]);

// ---------------------------------------------------------------------------------------------------------------
// Errors.

/** A document refused: the first problem as message and field, every problem in `fields` (GraphQL `extensions.fields`). */
export class CourseInputError extends ServiceError {
  readonly fields: CourseContentIssue[];
  constructor(fields: CourseContentIssue[]) {
    super('BAD_USER_INPUT', fields[0]!.message, fields[0]!.field);
    this.fields = fields;
  }
}

/** What the editor needs to show the other person's change: their draft, its version, who saved it and when. */
export interface CourseConflictDetails {
  currentDraft: { draftVersion: number; content: unknown; updatedAt: string; updatedByName: string };
}

/** A save or publish that started from an older draft (409). `details` reaches GraphQL as `extensions`. */
export class CourseConflictError extends ServiceError {
  readonly details: CourseConflictDetails;
  constructor(course: Pick<Course, 'draftVersion' | 'draft' | 'draftUpdatedAt' | 'draftUpdatedByName'>) {
    super('CONFLICT', COURSE_CONFLICT);
    this.details = {
      currentDraft: { draftVersion: course.draftVersion, content: course.draft, updatedAt: course.draftUpdatedAt.toISOString(), updatedByName: course.draftUpdatedByName },
    };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Batches at read time.

/**
 * The document as the public sees it on `today` (YYYY-MM-DD in Asia/Kolkata): batches that started before today are
 * dropped; and the first upcoming start day, or null.
 */
export function contentOnDay(content: CourseContent, today: string): { content: CourseContent; nextBatchDate: string | null } {
  let next: string | null = null;
  const sections = content.sections.map((section): CourseSection => {
    if (section.kind !== 'batches') return section;
    const batches = section.batches.filter((batch) => batch.startDate >= today).sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
    for (const batch of batches) if (next === null || batch.startDate < next) next = batch.startDate;
    return { ...section, batches };
  });
  return { content: { ...content, sections }, nextBatchDate: next };
}

// ---------------------------------------------------------------------------------------------------------------
// Public reads (published courses only).

export interface PublicCourse {
  id: string;
  slug: string;
  path: string;
  label: string;
  position: number;
  content: CourseContent;
  nextBatchDate: string | null;
  publishedAt: Date | null;
}

function publicCourse(course: Course, now: Date): PublicCourse {
  const { content, nextBatchDate } = contentOnDay(course.published as unknown as CourseContent, centreToday(now));
  return { id: course.id, slug: course.slug, path: course.path, label: course.label, position: course.position, content, nextBatchDate, publishedAt: course.publishedAt };
}

/** A published course: publishing sets its revision number (never 0), unpublishing sets it back to 0. */
export const publishedWhere: Prisma.CourseWhereInput = { publishedRevision: { gt: 0 } };
export const courseOrder: Prisma.CourseOrderByWithRelationInput[] = [{ position: 'asc' }, { label: 'asc' }, { id: 'asc' }];

/** A public course page: the published course at `path`, or the address an alias redirects to; null otherwise. */
export async function readCoursePage(ctx: Pick<ServiceContext, 'prisma'>, path: string, now = new Date()): Promise<{ course: PublicCourse | null; redirectTo: string | null } | null> {
  const wanted = path.trim().replace(/\/+$/, '');
  if (!isPossibleKey(wanted) || !PATH.test(wanted)) return null;
  const course = await ctx.prisma.course.findFirst({ where: { ...publishedWhere, path: wanted } });
  if (course) return { course: publicCourse(course, now), redirectTo: null };
  const aliased = await ctx.prisma.course.findFirst({ where: { ...publishedWhere, aliases: { has: wanted } }, select: { path: true } });
  return aliased ? { course: null, redirectTo: aliased.path } : null;
}

/** Published courses in navigation order (navigation, the footer, the landing page's cards, the lead form). */
export async function listPublishedCourses(ctx: Pick<ServiceContext, 'prisma'>, now = new Date()): Promise<PublicCourse[]> {
  const courses = await ctx.prisma.course.findMany({ where: publishedWhere, orderBy: courseOrder });
  return courses.map((course) => publicCourse(course, now));
}

/** The sitemap's entries: every published course's path and when it was last published. */
export function listPublishedCoursePaths(ctx: Pick<ServiceContext, 'prisma'>): Promise<{ path: string; publishedAt: Date | null }[]> {
  return ctx.prisma.course.findMany({ where: publishedWhere, orderBy: courseOrder, select: { path: true, publishedAt: true } });
}

/** Whether leads may name this course: a published course's slug. */
export async function isPublishedCourseSlug(ctx: Pick<ServiceContext, 'prisma'>, slug: string): Promise<boolean> {
  if (!SLUG.test(slug) || slug.length > 60) return false;
  return (await ctx.prisma.course.count({ where: { ...publishedWhere, slug } })) > 0;
}

/** Every course's name by slug (drafts too: a lead may outlive a course's publication), for the leads inbox and CSV. */
export async function courseLabels(ctx: Pick<ServiceContext, 'prisma'>): Promise<Map<string, string>> {
  const rows = await ctx.prisma.course.findMany({ select: { slug: true, label: true } });
  return new Map(rows.map((r) => [r.slug, r.label]));
}

// ---------------------------------------------------------------------------------------------------------------
// Staff reads.

export function listCourses(ctx: ServiceContext) {
  authorize(ctx.viewer, 'course:write');
  return ctx.prisma.course.findMany({ orderBy: courseOrder });
}

export async function getCourse(ctx: ServiceContext, id: unknown): Promise<Course> {
  authorize(ctx.viewer, 'course:write');
  const courseId = requireCourseId(id);
  const course = await ctx.prisma.course.findUnique({ where: { id: courseId } });
  if (!course) throw notFound(COURSE_NOT_FOUND);
  return course;
}

export async function listCourseRevisions(ctx: ServiceContext, courseId: unknown): Promise<CourseRevision[]> {
  const course = await getCourse(ctx, courseId);
  return ctx.prisma.courseRevision.findMany({ where: { courseId: course.id }, orderBy: { number: 'desc' } });
}

/** The draft shaped like the public page (staff only; never cached: staff requests carry a token). */
export async function previewCourse(ctx: ServiceContext, id: unknown, now = new Date()): Promise<PublicCourse> {
  const course = await getCourse(ctx, id);
  const { content, nextBatchDate } = contentOnDay(course.draft as unknown as CourseContent, centreToday(now));
  return { id: course.id, slug: course.slug, path: course.path, label: content.label, position: course.position, content, nextBatchDate, publishedAt: course.publishedAt };
}

/** Whether the draft differs from what is published (a never-published course always does). */
export function hasUnpublishedChanges(course: Pick<Course, 'draft' | 'published'>): boolean {
  return course.published == null || stableJson(course.draft) !== stableJson(course.published);
}

// ---------------------------------------------------------------------------------------------------------------
// Differences between two documents, in words.

export type SectionChange = 'added' | 'removed' | 'changed' | 'unchanged';
export interface SectionDifference {
  /** The section's name as staff read it: its heading, or its kind in words. */
  name: string;
  kind: string;
  change: SectionChange;
}

const KIND_NAMES: Record<string, string> = {
  hero: 'Hero', stats: 'Figures', careerOutcomes: 'Career outcomes', highlights: 'Highlights', comparison: 'Programme comparison',
  curriculum: 'Curriculum', tools: 'Tools', projects: 'Projects', instructors: 'Instructors', careerSteps: 'Career steps',
  banner: 'Banner', testimonials: 'Testimonials', ratings: 'Ratings', eligibility: 'Eligibility', fees: 'Fees',
  included: "What's included", howToApply: 'How to apply', faq: 'FAQs', support: 'Support', disclaimer: 'Disclaimer',
  audience: 'Audience', projectLab: 'Project lab', domains: 'Domains', careerServices: 'Career services', syllabus: 'Syllabus',
  consultation: 'Consultation form', certificate: 'Certificate', batches: 'Batches', mentors: 'Mentors',
};
const sectionName = (section: CourseSection) => section.heading || KIND_NAMES[section.kind] || section.kind;

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/**
 * Section by section, what `after` changed from `before`: sections are matched by kind and heading (the n-th of the
 * same kind and heading with the n-th), in the order of `after`, then the removed ones.
 */
export function compareCourseContent(before: CourseContent | null, after: CourseContent): SectionDifference[] {
  const key = (s: CourseSection) => `${s.kind}\u0000${s.heading ?? ''}`;
  const pool = new Map<string, CourseSection[]>();
  for (const s of before?.sections ?? []) pool.set(key(s), [...(pool.get(key(s)) ?? []), s]);
  const differences: SectionDifference[] = after.sections.map((s) => {
    const match = pool.get(key(s))?.shift();
    return { name: sectionName(s), kind: s.kind, change: !match ? 'added' : stableJson(match) === stableJson(s) ? 'unchanged' : 'changed' };
  });
  for (const rest of pool.values()) for (const s of rest) differences.push({ name: sectionName(s), kind: s.kind, change: 'removed' });
  return differences;
}

/** What changed, in words ("Changed: Tuition Fee, Batches. Added: FAQs."), for a revision's summary. */
export function summarizeChanges(before: CourseContent | null, after: CourseContent): string {
  if (!before) return 'First version';
  const parts: string[] = [];
  const page: string[] = [];
  if (before.title !== after.title) page.push('title');
  if (before.metaDescription !== after.metaDescription) page.push('description');
  if (before.label !== after.label) page.push('name');
  if (stableJson(before.card) !== stableJson(after.card)) page.push('course card');
  if (stableJson(before.syllabus) !== stableJson(after.syllabus)) page.push('syllabus');
  const differences = compareCourseContent(before, after);
  const named = (change: SectionChange) => differences.filter((d) => d.change === change).map((d) => d.name);
  const changed = [...page.map((p) => p[0]!.toUpperCase() + p.slice(1)), ...named('changed')];
  if (changed.length) parts.push(`Changed: ${changed.join(', ')}.`);
  if (named('added').length) parts.push(`Added: ${named('added').join(', ')}.`);
  if (named('removed').length) parts.push(`Removed: ${named('removed').join(', ')}.`);
  const kept = differences.filter((d) => d.change !== 'added' && d.change !== 'removed').map((d) => `${d.kind}\u0000${d.name}`);
  const keptBefore = compareCourseContent(after, before).filter((d) => d.change !== 'added' && d.change !== 'removed').map((d) => `${d.kind}\u0000${d.name}`);
  if (kept.join('\u0001') !== keptBefore.join('\u0001')) parts.push('Sections reordered.');
  return parts.join(' ') || 'No changes';
}

/** A revision next to what is published now, with the differences section by section (the editor's compare view). */
export async function compareCourseRevision(ctx: ServiceContext, courseId: unknown, number: unknown) {
  const course = await getCourse(ctx, courseId);
  const revision = await findRevision(ctx.prisma, course.id, number);
  const current = (course.published ?? course.draft) as unknown as CourseContent;
  const old = revision.content as unknown as CourseContent;
  return { revision, current, differences: compareCourseContent(old, current), summary: summarizeChanges(old, current) };
}

// ---------------------------------------------------------------------------------------------------------------
// Writes.

function requireCourseId(id: unknown): string {
  if (typeof id !== 'string' || !id.trim()) throw badInput('Course ID is required', 'id');
  const key = id.trim();
  if (!isPossibleKey(key)) throw notFound(COURSE_NOT_FOUND);
  return key;
}

function parseSlug(value: unknown): string {
  const slug = typeof value === 'string' ? value.trim() : '';
  if (!SLUG.test(slug) || slug.length > 60 || RESERVED_SLUGS.has(slug)) throw badInput(COURSE_MESSAGES.slugFormat, 'slug');
  return slug;
}

/** A path or alias: its format, and not one of the site's other pages. */
function parsePath(value: unknown, field: string): string {
  const path = typeof value === 'string' ? value.trim().replace(/(.)\/+$/, '$1') : '';
  if (!PATH.test(path) || path.length > 120) {
    // A reserved page's address is refused as taken even when its format is unusual (e.g. "/").
    if (path === '/') throw badInput(COURSE_MESSAGES.pathReserved, field);
    throw badInput(COURSE_MESSAGES.pathFormat, field);
  }
  const first = path.split('/')[1]!;
  if (RESERVED_PATHS.has(path) || RESERVED_FIRST_SEGMENTS.has(first) || path.endsWith('/syllabus') || isCoursePreviewPath(path)) throw badInput(COURSE_MESSAGES.pathReserved, field);
  return path;
}

function parseLabel(value: unknown): string {
  const label = typeof value === 'string' ? withoutControlCharacters(value).trim() : '';
  if (!label) throw badInput(COURSE_MESSAGES.labelRequired, 'label');
  if (label.length > 80) throw badInput('At most 80 characters', 'label');
  return label;
}

/** Refuses a path or alias another course already answers on (as its path or one of its aliases). */
async function assertAddressesFree(tx: Tx, addresses: { value: string; field: string }[], exceptId?: string) {
  const values = addresses.map((a) => a.value);
  const others = await tx.course.findMany({
    where: { ...(exceptId ? { id: { not: exceptId } } : {}), OR: [{ path: { in: values } }, { aliases: { hasSome: values } }] },
    select: { path: true, aliases: true },
  });
  for (const address of addresses) {
    if (others.some((o) => o.path === address.value || o.aliases.includes(address.value))) throw badInput(COURSE_MESSAGES.pathTaken, address.field);
  }
}

function parseContent(input: unknown): CourseContent {
  const parsed = parseCourseContent(input);
  if (!parsed.ok) throw new CourseInputError(parsed.issues);
  return parsed.content;
}

const asJson = (content: CourseContent) => content as unknown as Prisma.InputJsonValue;

export const COURSE_IMAGE_GONE = 'This image is not among the uploads (any more): upload it again, or choose another';

/**
 * Every /uploads/<id>.<ext> of a document must be a stored upload with that extension: the schema checks only the
 * address's shape, and a page must not point at an image that was never uploaded or has been deleted.
 */
async function assertUploadsExist(ctx: Pick<ServiceContext, 'prisma'>, content: CourseContent): Promise<void> {
  const found: { field: string; id: string; extension: string }[] = [];
  const walk = (value: unknown, field: string) => {
    if (typeof value === 'string') {
      const m = UPLOADED_IMAGE.exec(value) && /^\/uploads\/([^.]+)\.(\w+)$/.exec(value);
      if (m) found.push({ field, id: m[1]!, extension: m[2]! });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, field ? `${field}.${i}` : String(i)));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, field ? `${field}.${key}` : key);
    }
  };
  walk(content, '');
  if (found.length === 0) return;
  const uploads = await ctx.prisma.upload.findMany({ where: { id: { in: [...new Set(found.map((f) => f.id))] } }, select: { id: true, extension: true } });
  const missing = found.find((f) => !uploads.some((u) => u.id === f.id && u.extension === f.extension));
  if (missing) throw badInput(COURSE_IMAGE_GONE, missing.field);
}

/** Tells every gateway process (LISTEN) that public content changed when this transaction commits: Course has no trigger. */
async function announceCourseChange(tx: Tx) {
  await tx.$executeRaw`SELECT pg_notify(${PUBLIC_CONTENT_CHANNEL}, 'Course')`;
}

export interface CreateCourseInput {
  slug: unknown;
  path: unknown;
  label: unknown;
  position?: unknown;
}

/** A new course: an unpublished draft with a minimal valid document, for staff to fill in and publish. */
export async function createCourse(ctx: ServiceContext, input: CreateCourseInput): Promise<Course> {
  const viewer = authorize(ctx.viewer, 'course:write');
  const slug = parseSlug(input.slug);
  const path = parsePath(input.path, 'path');
  const label = parseLabel(input.label);
  const position = input.position == null ? undefined : parsePosition(input.position);
  try {
    return await ctx.prisma.$transaction(async (tx) => {
      if (await tx.course.findUnique({ where: { slug }, select: { id: true } })) throw badInput(COURSE_MESSAGES.slugTaken, 'slug');
      await assertAddressesFree(tx, [{ value: path, field: 'path' }]);
      const last = await tx.course.aggregate({ _max: { position: true } });
      const course = await tx.course.create({
        data: {
          slug,
          path,
          label,
          position: position ?? (last._max.position ?? 0) + 1,
          draft: asJson(newCourseContent(label)),
          draftUpdatedById: viewer.id,
          draftUpdatedByName: viewer.username,
        },
      });
      await recordAudit(tx, ctx, { action: 'create', entity: 'Course', entityId: course.id, after: { slug, path, label, position: course.position } });
      return course;
    });
  } catch (err) {
    // Two creates at the same moment: the unique indexes settle it.
    if (isPrismaError(err, 'P2002')) throw badInput(String(err.meta?.target ?? '').includes('slug') ? COURSE_MESSAGES.slugTaken : COURSE_MESSAGES.pathTaken, String(err.meta?.target ?? '').includes('slug') ? 'slug' : 'path');
    throw err;
  }
}

function parsePosition(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || Math.abs(value) > 1_000_000) throw badInput(COURSE_MESSAGES.position, 'position');
  return value;
}

function parseBaseVersion(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw badInput(COURSE_MESSAGES.baseVersion, 'baseVersion');
  return value;
}

export interface CourseSettingsInput {
  path?: unknown;
  aliases?: unknown;
  position?: unknown;
}

/**
 * Saves the draft (and the course's address, aliases and position, which apply at once) if it still is the version
 * the editor started from; otherwise CONFLICT with the newer draft in the error's details, and nothing written. A
 * published course that moves keeps its old address as an alias, so no link breaks.
 */
export async function saveCourseDraft(ctx: ServiceContext, id: unknown, baseVersion: unknown, content: unknown, settings: CourseSettingsInput = {}): Promise<Course> {
  const viewer = authorize(ctx.viewer, 'course:write');
  const courseId = requireCourseId(id);
  const version = parseBaseVersion(baseVersion);
  const draft = parseContent(content);
  await assertUploadsExist(ctx, draft);
  const path = settings.path == null ? undefined : parsePath(settings.path, 'path');
  let aliases: string[] | undefined;
  if (settings.aliases != null) {
    if (!Array.isArray(settings.aliases) || settings.aliases.length > 20) throw badInput('Aliases must be a list of at most 20 addresses', 'aliases');
    aliases = [...new Set(settings.aliases.map((a, i) => parsePath(a, `aliases.${i}`)))];
  }
  const position = settings.position == null ? undefined : parsePosition(settings.position);

  const saved = await ctx.prisma.$transaction(async (tx) => {
    const course = await tx.course.findUnique({ where: { id: courseId } });
    if (!course) throw notFound(COURSE_NOT_FOUND);
    if (course.draftVersion !== version) throw new CourseConflictError(course);
    const newPath = path ?? course.path;
    let newAliases = aliases ?? course.aliases;
    if (newPath !== course.path && course.publishedRevision > 0 && !newAliases.includes(course.path)) newAliases = [...newAliases, course.path];
    newAliases = newAliases.filter((a) => a !== newPath);
    if (aliases && aliases.includes(newPath)) throw badInput(COURSE_MESSAGES.aliasSameAsPath, `aliases.${aliases.indexOf(newPath)}`);
    await assertAddressesFree(tx, [{ value: newPath, field: 'path' }, ...newAliases.map((value) => ({ value, field: `aliases.${(aliases ?? course.aliases).indexOf(value)}` }))], course.id);
    // The version in the where-clause makes two saves at the same moment exclusive: the second updates no row.
    const { count } = await tx.course.updateMany({
      where: { id: course.id, draftVersion: version },
      data: {
        draft: asJson(draft),
        draftVersion: { increment: 1 },
        draftUpdatedAt: new Date(),
        draftUpdatedById: viewer.id,
        draftUpdatedByName: viewer.username,
        path: newPath,
        aliases: newAliases,
        ...(position !== undefined ? { position } : {}),
      },
    });
    if (count === 0) throw new CourseConflictError(await tx.course.findUniqueOrThrow({ where: { id: course.id } }));
    const settingsChanged = newPath !== course.path || newAliases.join() !== course.aliases.join() || (position !== undefined && position !== course.position);
    // Where a published course answers is public: announce it (a draft alone is not).
    if (settingsChanged && course.publishedRevision > 0) {
      await recordAudit(tx, ctx, { action: 'update', entity: 'Course', entityId: course.id, before: { path: course.path, aliases: course.aliases, position: course.position }, after: { path: newPath, aliases: newAliases, position: position ?? course.position } });
      await announceCourseChange(tx);
    }
    return tx.course.findUniqueOrThrow({ where: { id: course.id } });
  }).catch((err: unknown) => {
    if (isPrismaError(err, 'P2002')) throw badInput(COURSE_MESSAGES.pathTaken, 'path');
    // PostgreSQL may refuse one of two simultaneous updates of the row as a serialization failure: the same conflict.
    if (isPrismaError(err, 'P2034')) throw new ServiceError('CONFLICT', COURSE_CONFLICT);
    throw err;
  });
  return saved;
}

async function findRevision(prisma: ServiceContext['prisma'] | Tx, courseId: string, number: unknown): Promise<CourseRevision> {
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) throw notFound(COURSE_REVISION_NOT_FOUND);
  const revision = await prisma.courseRevision.findUnique({ where: { courseId_number: { courseId, number } } });
  if (!revision) throw notFound(COURSE_REVISION_NOT_FOUND);
  return revision;
}

/** Writes revision n+1 with `content`, makes it the published document, records it and announces it. */
async function publishContent(tx: Tx, ctx: ServiceContext, course: Course, content: CourseContent, extra: { restoredFrom?: number; draft?: boolean } = {}) {
  const viewer = ctx.viewer!;
  const last = await tx.courseRevision.aggregate({ where: { courseId: course.id }, _max: { number: true } });
  const number = Math.max(last._max.number ?? 0, course.publishedRevision) + 1;
  const before = course.published as unknown as CourseContent | null;
  const changes = summarizeChanges(before, content);
  const summary = extra.restoredFrom ? `Restored version ${extra.restoredFrom}. ${changes}` : changes;
  const revision = await tx.courseRevision.create({
    data: { courseId: course.id, number, content: asJson(content), summary, authorId: viewer.id, authorName: viewer.username, restoredFrom: extra.restoredFrom ?? null },
  });
  const now = new Date();
  const updated = await tx.course.update({
    where: { id: course.id },
    data: {
      published: asJson(content),
      publishedAt: now,
      publishedRevision: number,
      label: content.label,
      ...(extra.draft ? { draft: asJson(content), draftVersion: { increment: 1 }, draftUpdatedAt: now, draftUpdatedById: viewer.id, draftUpdatedByName: viewer.username } : {}),
    },
  });
  await recordAudit(tx, ctx, {
    action: extra.restoredFrom ? 'restore-revision' : 'publish',
    entity: 'Course',
    entityId: course.id,
    before: { publishedRevision: course.publishedRevision, label: course.label },
    after: { publishedRevision: number, label: content.label, summary, ...(extra.restoredFrom ? { restoredFrom: extra.restoredFrom } : {}) },
  });
  await announceCourseChange(tx);
  return { course: updated, revision };
}

/**
 * Publishes the draft the editor saw (`baseVersion`; a newer one is a CONFLICT): a new revision with what changed in
 * words, the public page at once in every gateway process.
 */
export async function publishCourse(ctx: ServiceContext, id: unknown, baseVersion: unknown) {
  authorize(ctx.viewer, 'course:write');
  const courseId = requireCourseId(id);
  const version = parseBaseVersion(baseVersion);
  return ctx.prisma.$transaction(async (tx) => {
    // FOR UPDATE: two publishes at once are one after the other; the second finds nothing left to publish.
    await tx.$queryRaw`SELECT id FROM "Course" WHERE id = ${courseId} FOR UPDATE`;
    const course = await tx.course.findUnique({ where: { id: courseId } });
    if (!course) throw notFound(COURSE_NOT_FOUND);
    if (course.draftVersion !== version) throw new CourseConflictError(course);
    // Already published as it is (a second click, or the same publish from another tab): no revision "No changes",
    // no audit entry, no notification; the answer is the revision that is published.
    if (course.publishedRevision > 0 && !hasUnpublishedChanges(course)) {
      const revision = await tx.courseRevision.findUnique({ where: { courseId_number: { courseId: course.id, number: course.publishedRevision } } });
      if (revision) return { course, revision };
    }
    // Checked again: the rules may have tightened since the draft was saved.
    const content = parseContent(course.draft);
    return publishContent(tx, ctx, course, content);
  });
}

/** Publishes an old revision again as a new one (history is never rewritten) and makes it the draft too. */
export async function restoreCourseRevision(ctx: ServiceContext, id: unknown, number: unknown) {
  authorize(ctx.viewer, 'course:write');
  const courseId = requireCourseId(id);
  return ctx.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Course" WHERE id = ${courseId} FOR UPDATE`;
    const course = await tx.course.findUnique({ where: { id: courseId } });
    if (!course) throw notFound(COURSE_NOT_FOUND);
    const revision = await findRevision(tx, course.id, number);
    const content = parseContent(revision.content);
    return publishContent(tx, ctx, course, content, { restoredFrom: revision.number, draft: true });
  });
}

/** Takes a course off the public site (its page 404s, its slug leaves the lead form); the draft and revisions stay. */
export async function unpublishCourse(ctx: ServiceContext, id: unknown): Promise<Course> {
  authorize(ctx.viewer, 'course:write');
  const courseId = requireCourseId(id);
  return ctx.prisma.$transaction(async (tx) => {
    // FOR UPDATE: of two unpublishes at once, the second waits and finds the course unpublished.
    await tx.$queryRaw`SELECT id FROM "Course" WHERE id = ${courseId} FOR UPDATE`;
    const course = await tx.course.findUnique({ where: { id: courseId } });
    if (!course) throw notFound(COURSE_NOT_FOUND);
    if (course.publishedRevision === 0) throw badInput(COURSE_MESSAGES.notPublished, 'id');
    const updated = await tx.course.update({ where: { id: course.id }, data: { published: Prisma.DbNull, publishedRevision: 0, publishedAt: null } });
    await recordAudit(tx, ctx, { action: 'unpublish', entity: 'Course', entityId: course.id, before: { publishedRevision: course.publishedRevision }, after: { publishedRevision: 0 } });
    await announceCourseChange(tx);
    return updated;
  });
}
