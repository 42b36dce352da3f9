// GraphQL: course pages as data (issue 29). The page's document is one `CourseContent` scalar (JSON checked by the zod
// schema of services/course-content.ts, whose TypeScript type codegen gives the web), not a GraphQL type per section
// kind: why in docs/decisions/017-courses-as-data.md. Public reads see published courses only; staff (course:write)
// read drafts, revisions and previews and write.
import { GraphQLError, Kind, type ValueNode } from 'graphql';
import type { CourseRevision } from '../generated/prisma/client.js';
import {
  compareCourseRevision,
  createCourse,
  getCourse,
  hasUnpublishedChanges,
  listCourseRevisions,
  listCourses,
  listPublishedCourses,
  previewCourse,
  publishCourse,
  readCoursePage,
  restoreCourseRevision,
  saveCourseDraft,
  unpublishCourse,
  type PublicCourse,
  type SectionDifference,
} from '../services/courses.js';
import { builder } from './builder.js';

const CONTENT_REFUSED = 'CourseContent must be a JSON object';

function literalValue(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalValue(f.value)]));
    case Kind.LIST:
      return ast.values.map(literalValue);
    case Kind.STRING:
    case Kind.ENUM:
      return ast.value;
    case Kind.INT:
      return Number.parseInt(ast.value, 10);
    case Kind.FLOAT:
      return Number.parseFloat(ast.value);
    case Kind.BOOLEAN:
      return ast.value;
    default:
      return null;
  }
}

const asObject = (value: unknown): Record<string, unknown> => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new GraphQLError(CONTENT_REFUSED, { extensions: { code: 'BAD_USER_INPUT' } });
  return value as Record<string, unknown>;
};

builder.scalarType('CourseContent', {
  description:
    'A course page\'s document as JSON: title, metaDescription, label, card, sections (in page order, each with a `kind`) and syllabus. ' +
    'Its shape is the zod schema of gateway/src/services/course-content.ts (TypeScript: CourseContent); a save checks it there and ' +
    'refuses a problem with BAD_USER_INPUT naming the field path (e.g. content.sections.4.batches.1.endDate).',
  serialize: (value) => value,
  parseValue: asObject,
  parseLiteral: (ast) => asObject(literalValue(ast)),
});

const CourseSectionChange = builder.enumType('CourseSectionChange', { values: ['added', 'removed', 'changed', 'unchanged'] as const });

const CourseRef = builder.prismaObject('Course', {
  description: 'A course page as staff edit it: its draft and what is published (staff with course:write only).',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug', { description: 'The lead course id ("data-science-ai-ml"): fixed once created; leads store it.' }),
    path: t.exposeString('path', { description: 'The page\'s public address ("/courses/data-science").' }),
    aliases: t.exposeStringList('aliases', { description: 'Older addresses that answer 301 to `path`.' }),
    label: t.exposeString('label', { description: 'The published short name (navigation, the lead form, the leads inbox).' }),
    position: t.exposeInt('position', { description: 'Order in navigation and on the landing page (ascending).' }),
    draft: t.field({ type: 'CourseContent', resolve: (c) => c.draft as Record<string, unknown> }),
    draftVersion: t.exposeInt('draftVersion', { description: 'Send it back as `baseVersion` when saving or publishing: a newer one is a CONFLICT.' }),
    draftUpdatedAt: t.expose('draftUpdatedAt', { type: 'DateTime' }),
    draftUpdatedByName: t.exposeString('draftUpdatedByName'),
    published: t.field({ type: 'CourseContent', nullable: true, description: 'Null until first published.', resolve: (c) => (c.published as Record<string, unknown> | null) ?? null }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true }),
    publishedRevision: t.exposeInt('publishedRevision', { description: 'The revision number the public page shows (0: not published).' }),
    isPublished: t.boolean({ resolve: (c) => c.publishedRevision > 0 }),
    hasUnpublishedChanges: t.boolean({ description: 'The draft differs from what is published.', resolve: (c) => hasUnpublishedChanges(c) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const CourseRevisionRef = builder.objectRef<CourseRevision>('CourseRevision').implement({
  description: 'One published version of a course page, never changed once written.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeInt('number'),
    content: t.field({ type: 'CourseContent', resolve: (r) => r.content as Record<string, unknown> }),
    summary: t.exposeString('summary', { description: 'What changed from the revision before, in words ("Changed: Tuition Fee, Batches.").' }),
    authorName: t.exposeString('authorName'),
    restoredFrom: t.exposeInt('restoredFrom', { nullable: true, description: 'The revision this one restored, if it was a restore.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CourseCardRef = builder.objectRef<PublicCourse['content']['card']>('CourseCard').implement({
  description: 'The course\'s card on the landing page ("Exclusive Offline Courses").',
  fields: (t) => ({
    image: t.exposeString('image'),
    title: t.exposeString('title'),
    duration: t.exposeString('duration', { description: 'e.g. "200+ hours of learning".' }),
    certification: t.exposeString('certification'),
  }),
});

const PublicCourseRef = builder.objectRef<PublicCourse>('PublicCourse').implement({
  description: 'A published course as visitors see it: batches whose start day has passed (Asia/Kolkata) are left out.',
  fields: (t) => ({
    slug: t.exposeString('slug'),
    path: t.exposeString('path'),
    label: t.exposeString('label'),
    position: t.exposeInt('position'),
    content: t.field({ type: 'CourseContent', resolve: (c) => c.content }),
    card: t.field({ type: CourseCardRef, description: 'The landing page\'s card (also in content; here on its own so the landing page does not download every document).', resolve: (c) => c.content.card }),
    nextBatchDate: t.exposeString('nextBatchDate', { nullable: true, description: 'The first upcoming batch start day (YYYY-MM-DD, Asia/Kolkata), or null.' }),
  }),
});

const CoursePageRef = builder.objectRef<{ course: PublicCourse | null; redirectTo: string | null }>('CoursePage').implement({
  description: 'What a course address shows: the course, or (an alias) the address to redirect to with a 301.',
  fields: (t) => ({
    course: t.field({ type: PublicCourseRef, nullable: true, resolve: (p) => p.course }),
    redirectTo: t.exposeString('redirectTo', { nullable: true }),
  }),
});

const SectionDifferenceRef = builder.objectRef<SectionDifference>('CourseSectionDifference').implement({
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The section\'s heading, or its kind in words.' }),
    kind: t.exposeString('kind'),
    change: t.field({ type: CourseSectionChange, resolve: (d) => d.change }),
  }),
});

const ComparisonRef = builder
  .objectRef<Awaited<ReturnType<typeof compareCourseRevision>>>('CourseRevisionComparison')
  .implement({
    description: 'A revision next to what is published now, section by section.',
    fields: (t) => ({
      revision: t.field({ type: CourseRevisionRef, resolve: (c) => c.revision }),
      current: t.field({ type: 'CourseContent', description: 'The published document (the draft for a course never published).', resolve: (c) => c.current }),
      differences: t.field({ type: [SectionDifferenceRef], description: 'From the revision to the current document, in the current order, then the sections it removed.', resolve: (c) => c.differences }),
      summary: t.exposeString('summary'),
    }),
  });

const PublicationRef = builder.objectRef<Awaited<ReturnType<typeof publishCourse>>>('CoursePublication').implement({
  fields: (t) => ({
    course: t.field({ type: CourseRef, resolve: (p) => p.course }),
    revision: t.field({ type: CourseRevisionRef, resolve: (p) => p.revision }),
  }),
});

builder.queryFields((t) => ({
  coursePage: t.field({
    type: CoursePageRef,
    nullable: true,
    description: 'The published course at this address, or the redirect of an alias; null for anything else (a draft course too). Public.',
    args: { path: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => readCoursePage(ctx, args.path),
  }),
  publishedCourses: t.field({
    type: [PublicCourseRef],
    description: 'Published courses in navigation order (navigation, the landing page\'s cards, the lead form). Public.',
    resolve: (_root, _args, ctx) => listPublishedCourses(ctx),
  }),
  courses: t.field({
    type: [CourseRef],
    description: 'Every course, drafts too, in navigation order. Requires an ADMIN or EDITOR token.',
    resolve: (_root, _args, ctx) => listCourses(ctx),
  }),
  course: t.field({
    type: CourseRef,
    description: 'One course with its draft. Requires an ADMIN or EDITOR token; NOT_FOUND for an unknown id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => getCourse(ctx, String(args.id)),
  }),
  courseRevisions: t.field({
    type: [CourseRevisionRef],
    description: 'A course\'s published versions, newest first. Requires an ADMIN or EDITOR token.',
    args: { courseId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => listCourseRevisions(ctx, String(args.courseId)),
  }),
  courseRevisionComparison: t.field({
    type: ComparisonRef,
    description: 'A revision next to what is published now, with the differences section by section. Requires an ADMIN or EDITOR token.',
    args: { courseId: t.arg.id({ required: true }), number: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => compareCourseRevision(ctx, String(args.courseId), args.number),
  }),
  coursePreview: t.field({
    type: PublicCourseRef,
    description: 'The draft shaped like the public page (past batches left out), for the preview. Requires an ADMIN or EDITOR token; never cached.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => previewCourse(ctx, String(args.id)),
  }),
}));

const CreateCourseInput = builder.inputType('CreateCourseInput', {
  fields: (t) => ({
    slug: t.string({ required: true, description: 'Lowercase letters, digits and hyphens; unique and fixed once created (leads store it).' }),
    path: t.string({ required: true, description: 'The public address, e.g. /courses/cloud-computing; not one of another course or page.' }),
    label: t.string({ required: true, description: 'The short name.' }),
    position: t.int({ required: false, description: 'Left out: after every other course.' }),
  }),
});

builder.mutationFields((t) => ({
  createCourse: t.field({
    type: CourseRef,
    description: 'A new course as an unpublished draft with a minimal document. Requires an ADMIN or EDITOR token.',
    args: { input: t.arg({ type: CreateCourseInput, required: true }) },
    resolve: (_root, args, ctx) => createCourse(ctx, args.input),
  }),
  saveCourseDraft: t.field({
    type: CourseRef,
    description:
      'Saves the draft (and the address, aliases and position, which apply at once) if `baseVersion` is still the newest draftVersion; ' +
      'otherwise CONFLICT with the newer draft in extensions.currentDraft and nothing written. Requires an ADMIN or EDITOR token.',
    args: {
      id: t.arg.id({ required: true }),
      baseVersion: t.arg.int({ required: true }),
      content: t.arg({ type: 'CourseContent', required: true }),
      path: t.arg.string({ required: false }),
      aliases: t.arg.stringList({ required: false }),
      position: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) => saveCourseDraft(ctx, String(args.id), args.baseVersion, args.content, { path: args.path, aliases: args.aliases, position: args.position }),
  }),
  publishCourse: t.field({
    type: PublicationRef,
    description: 'Publishes the draft at `baseVersion` as a new revision; the public page changes at once in every gateway. Requires an ADMIN or EDITOR token.',
    args: { id: t.arg.id({ required: true }), baseVersion: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => publishCourse(ctx, String(args.id), args.baseVersion),
  }),
  restoreCourseRevision: t.field({
    type: PublicationRef,
    description: 'Publishes an old revision again as a new revision (history is kept) and makes it the draft. Requires an ADMIN or EDITOR token.',
    args: { id: t.arg.id({ required: true }), number: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => restoreCourseRevision(ctx, String(args.id), args.number),
  }),
  unpublishCourse: t.field({
    type: CourseRef,
    description: 'Takes a course off the public site (its page 404s, leads no longer accept it); draft and revisions stay. Requires an ADMIN or EDITOR token.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => unpublishCourse(ctx, String(args.id)),
  }),
}));
