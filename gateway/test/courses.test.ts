// Course pages as data (issue 29): the seed's four courses, the content schema's refusals, drafts and conflicts,
// publishing, revisions and restores, batches at read time in Asia/Kolkata, and what public reads, leads and the
// sitemap make of published and draft courses. On both databases.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSES_MARKER, seedDatabase, writeSeedCourses } from '../src/db/seed.js';
import { centreToday, nextCentreMidnight } from '../src/services/centre-day.js';
import { COURSE_MESSAGES as CONTENT, type CourseContent } from '../src/services/course-content.js';
import { COURSE_CONFLICT, COURSE_IMAGE_GONE, COURSE_MESSAGES, readCoursePage, saveCourseDraft } from '../src/services/courses.js';
import type { ServiceContext } from '../src/services/context.js';
import { startContentChanges } from '../src/cache/content-changes.js';
import { createApp } from '../src/http/app.js';
import { startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
let editor: string;
let editorCtx: ServiceContext;

beforeAll(async () => {
  t = await startTestApp();
  editor = await t.tokenFor('EDITOR');
  const user = await t.db.prisma.user.findFirstOrThrow({ where: { role: 'EDITOR' } });
  editorCtx = { prisma: t.db.prisma, viewer: { id: user.id, username: user.username, role: 'EDITOR' }, auth: { jwtSecret: new Uint8Array(32), jwtExpiresIn: '1h' }, clientAddress: 'test' };
});
afterAll(() => t.close());

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;
const clone = <T>(value: T): T => structuredClone(value);

const COURSE_FIELDS = 'id slug path aliases label position draft draftVersion draftUpdatedByName published publishedRevision isPublished hasUnpublishedChanges';
type CourseRow = { id: string; slug: string; path: string; aliases: string[]; label: string; position: number; draft: CourseContent; draftVersion: number; draftUpdatedByName: string; published: CourseContent | null; publishedRevision: number; isPublished: boolean; hasUnpublishedChanges: boolean };
type GqlError = { message: string; extensions?: Record<string, unknown> & { code?: string; field?: string } };

const SAVE = `mutation ($id: ID!, $v: Int!, $c: CourseContent!, $path: String, $aliases: [String!], $position: Int) {
  saveCourseDraft(id: $id, baseVersion: $v, content: $c, path: $path, aliases: $aliases, position: $position) { ${COURSE_FIELDS} } }`;
const PUBLISH = `mutation ($id: ID!, $v: Int!) { publishCourse(id: $id, baseVersion: $v) { course { ${COURSE_FIELDS} } revision { number summary authorName restoredFrom } } }`;
const RESTORE = `mutation ($id: ID!, $n: Int!) { restoreCourseRevision(id: $id, number: $n) { course { ${COURSE_FIELDS} } revision { number summary restoredFrom content } } }`;
const CREATE = `mutation ($input: CreateCourseInput!) { createCourse(input: $input) { ${COURSE_FIELDS} } }`;
const PAGE = 'query ($path: String!) { coursePage(path: $path) { course { slug path label content nextBatchDate } redirectTo } }';
const PUBLISHED = '{ publishedCourses { slug path label position content nextBatchDate } }';

async function courseBySlug(slug: string): Promise<CourseRow> {
  const res = await t.gql<{ courses: CourseRow[] }>(`{ courses { ${COURSE_FIELDS} } }`, {}, editor);
  expect(res.errors).toBeUndefined();
  return res.data!.courses.find((c) => c.slug === slug)!;
}

async function save(course: Pick<CourseRow, 'id' | 'draftVersion'>, content: unknown, extra: Record<string, unknown> = {}) {
  return t.gql<{ saveCourseDraft: CourseRow }>(SAVE, { id: course.id, v: course.draftVersion, c: content, ...extra }, editor);
}

/** A published course of this test's own, from the Machine Learning seed document (batches, mentors and all). */
async function newPublishedCourse(label = 'Cloud Computing'): Promise<CourseRow> {
  const slug = unique('cloud');
  const created = await t.gql<{ createCourse: CourseRow }>(CREATE, { input: { slug, path: `/courses/${slug}`, label } }, editor);
  expect(created.errors).toBeUndefined();
  const ml = await courseBySlug('machine-learning');
  const saved = await save(created.data!.createCourse, { ...clone(ml.draft), label, title: `${label} in Pune` });
  expect(saved.errors).toBeUndefined();
  const published = await t.gql<{ publishCourse: { course: CourseRow } }>(PUBLISH, { id: saved.data!.saveCourseDraft.id, v: saved.data!.saveCourseDraft.draftVersion }, editor);
  expect(published.errors).toBeUndefined();
  return published.data!.publishCourse.course;
}

const sectionIndex = (content: CourseContent, kind: string) => content.sections.findIndex((s) => s.kind === kind);

describe('the seed', () => {
  it('gives the four course pages, published as revision 1 at their paths, with their slugs, labels and aliases', async () => {
    const courses = await t.db.prisma.course.findMany({ where: { slug: { in: ['data-science-ai-ml', 'full-stack-development', 'machine-learning', 'digital-marketing'] } }, orderBy: { position: 'asc' }, include: { revisions: true } });
    expect(courses.map((c) => [c.slug, c.path, c.label, c.aliases, c.publishedRevision])).toEqual([
      ['data-science-ai-ml', '/courses/data-science', 'Data Science and AI-ML', ['/courses/data-science-ai-ml'], 1],
      ['full-stack-development', '/courses/basic-python', 'Full Stack Development', ['/courses/full-stack-development'], 1],
      ['machine-learning', '/courses/pattern-analying', 'Machine Learning', ['/courses/machine-learning'], 1],
      ['digital-marketing', '/courses/digital-marketing', 'Digital Marketing', [], 1],
    ]);
    for (const course of courses) {
      expect(course.revisions.map((r) => r.number)).toEqual([1]);
      expect(course.published).toEqual(course.draft);
      expect(course.revisions[0]!.content).toEqual(course.published);
    }
  });

  it('holds the landing page\'s course cards as they were written in the web app, and no made-up profile links', async () => {
    // The pages themselves are compared as rendered text with what the TypeScript pages drew (course-pages-text.test.ts).
    const courses = await t.db.prisma.course.findMany({ where: { slug: { in: ['data-science-ai-ml', 'full-stack-development', 'machine-learning', 'digital-marketing'] } }, orderBy: { position: 'asc' } });
    expect(courses.map((c) => (c.published as unknown as CourseContent).card)).toEqual([
      { image: '/media/content/courses/data-science-ai-ml.svg', title: 'Certificate in Data Science and AI-ML', duration: '200+ hours of learning', certification: 'Course completion certificate with project experience' },
      { image: '/media/content/courses/full-stack-development.svg', title: 'Certificate in Full Stack Development', duration: '150+ hours of learning', certification: 'Certificate in Full Stack Development (Essential or Pro)' },
      { image: '/media/content/courses/machine-learning.svg', title: 'Machine Learning Course in Pune', duration: '43 hours of industry projects', certification: 'IBM certification on completion' },
      { image: '/media/content/courses/digital-marketing.svg', title: 'Offline Certificate in Digital Marketing', duration: '150+ hours of classroom training', certification: 'Certificate with 20+ live projects in SEO, social media and ads' },
    ]);
    for (const course of courses) expect(JSON.stringify(course.published)).not.toContain('linkedin.com');
    // The public list gives the cards on their own (the landing page reads no whole document).
    const res = await t.fetch('/graphql', { method: 'POST', json: { query: '{ publishedCourses { slug card { title duration } } }' } });
    const body = (await res.json()) as { data: { publishedCourses: { slug: string; card: { title: string; duration: string } }[] } };
    expect(body.data.publishedCourses.slice(0, 4).map((c) => [c.slug, c.card.title])).toEqual([
      ['data-science-ai-ml', 'Certificate in Data Science and AI-ML'],
      ['full-stack-development', 'Certificate in Full Stack Development'],
      ['machine-learning', 'Machine Learning Course in Pune'],
      ['digital-marketing', 'Offline Certificate in Digital Marketing'],
    ]);
  });

  it('dates the batches from the moment of seeding: the next Monday and Saturday after that day in Asia/Kolkata', async () => {
    await t.db.prisma.$transaction([t.db.prisma.course.deleteMany({ where: { slug: 'machine-learning' } }), t.db.prisma.setting.deleteMany({ where: { key: COURSES_MARKER } })]);
    // Friday 27 November 2026, 23:40 in Kolkata (18:10 UTC): the next Monday is the 30th, the next Saturday the 28th.
    expect(await writeSeedCourses(t.db.prisma, new Date('2026-11-27T18:10:00Z'))).toBe(1);
    const ml = await t.db.prisma.course.findUniqueOrThrow({ where: { slug: 'machine-learning' } });
    const batches = (ml.published as unknown as CourseContent).sections.flatMap((s) => (s.kind === 'batches' ? s.batches : []));
    expect(batches.map((b) => [b.type, b.startDate])).toEqual([['weekday', '2026-11-30'], ['weekend', '2026-11-28']]);
    // 20 minutes later it is Saturday there: the weekend batch is a week on.
    await t.db.prisma.$transaction([t.db.prisma.course.deleteMany({ where: { slug: 'machine-learning' } }), t.db.prisma.setting.deleteMany({ where: { key: COURSES_MARKER } })]);
    await writeSeedCourses(t.db.prisma, new Date('2026-11-27T18:31:00Z'));
    const later = await t.db.prisma.course.findUniqueOrThrow({ where: { slug: 'machine-learning' } });
    expect((later.published as unknown as CourseContent).sections.flatMap((s) => (s.kind === 'batches' ? s.batches.map((b) => b.startDate) : []))).toEqual(['2026-11-30', '2026-12-05']);
    // Back to dates from now for the other tests.
    await t.db.prisma.$transaction([t.db.prisma.course.deleteMany({ where: { slug: 'machine-learning' } }), t.db.prisma.setting.deleteMany({ where: { key: COURSES_MARKER } })]);
    await writeSeedCourses(t.db.prisma);
  });
});

describe('seeding a database', () => {
  it('fresh or seeded before courses were data: gets the four courses once; a deleted course does not come back', async () => {
    const { openTestDatabase } = await import('./helpers/app.js');
    const db = await openTestDatabase();
    try {
      // A database as it was before this change: seeded (admin, sample data), no course, no course marker.
      await db.prisma.$transaction([db.prisma.courseRevision.deleteMany(), db.prisma.course.deleteMany(), db.prisma.setting.deleteMany({ where: { key: COURSES_MARKER } })]);
      const first = await seedDatabase(db.prisma, { seedSampleData: true });
      expect(first.seededCourses).toBe(4);
      expect(first.summary).toContain('Wrote the 4 course pages the site started with (published).');
      // Already seeded before: the next start adds the courses and nothing else.
      await db.prisma.$transaction([db.prisma.courseRevision.deleteMany(), db.prisma.course.deleteMany(), db.prisma.setting.deleteMany({ where: { key: COURSES_MARKER } })]);
      const jobs = await db.prisma.jobPost.count();
      const upgrade = await seedDatabase(db.prisma, { seedSampleData: true });
      expect(upgrade).toMatchObject({ seededCourses: 4, seededJobs: 0 });
      expect(upgrade.createdAdmin).toBeUndefined();
      expect(await db.prisma.jobPost.count()).toBe(jobs);
      expect(await db.prisma.course.count({ where: { publishedRevision: 1 } })).toBe(4);
      expect((await seedDatabase(db.prisma, { seedSampleData: true })).seededCourses).toBe(0);
      await db.prisma.course.delete({ where: { slug: 'digital-marketing' } });
      expect((await seedDatabase(db.prisma, { seedSampleData: false })).seededCourses).toBe(0);
      expect(await db.prisma.course.count()).toBe(3);
    } finally {
      await db.close();
    }
  });
});

describe('public reads', () => {
  it('a course page by its path, an alias as a redirect, anything else null; published courses in navigation order', async () => {
    const page = await t.gql<{ coursePage: { course: { slug: string; label: string; content: CourseContent } | null; redirectTo: string | null } }>(PAGE, { path: '/courses/data-science' });
    expect(page.errors).toBeUndefined();
    expect(page.data!.coursePage).toMatchObject({ course: { slug: 'data-science-ai-ml', label: 'Data Science and AI-ML' }, redirectTo: null });
    expect(page.data!.coursePage.course!.content.title).toBe('Offline Certificate in Data Science and AI-ML in Pune');
    const alias = await t.gql<{ coursePage: unknown }>(PAGE, { path: '/courses/machine-learning' });
    expect(alias.data!.coursePage).toEqual({ course: null, redirectTo: '/courses/pattern-analying' });
    for (const path of ['/courses/nope', '/jobs', '', '/courses/data-science/syllabus', 'x'.repeat(5000)]) {
      expect((await t.gql<{ coursePage: unknown }>(PAGE, { path })).data!.coursePage, path).toBeNull();
    }
    const list = await t.gql<{ publishedCourses: { slug: string }[] }>(PUBLISHED);
    expect(list.data!.publishedCourses.slice(0, 4).map((c) => c.slug)).toEqual(['data-science-ai-ml', 'full-stack-development', 'machine-learning', 'digital-marketing']);
  });

  it('are cached like other public reads, and a staff preview never is', async () => {
    const ask = () => t.fetch('/graphql', { method: 'POST', json: { query: PAGE, variables: { path: '/courses/digital-marketing' } } });
    // (A notification of an earlier test's write may still arrive and empty the cache once: wait for a kept answer.)
    await expect.poll(async () => (await ask()).headers.get('x-response-cache'), { timeout: 5000 }).toBe('hit');
    const dm = await courseBySlug('digital-marketing');
    const preview = () => t.fetch('/graphql', { method: 'POST', token: editor, json: { query: 'query ($id: ID!) { coursePreview(id: $id) { slug content } }', variables: { id: dm.id } } });
    await preview();
    expect((await preview()).headers.get('x-response-cache')).not.toBe('hit');
  });
});

describe('batches at read time, in Asia/Kolkata', () => {
  it('drops a batch whose start day has passed there and names the next one', async () => {
    const course = await newPublishedCourse('Batch Dates');
    const content = clone(course.draft);
    const b = sectionIndex(content, 'batches');
    const section = content.sections[b] as Extract<CourseContent['sections'][number], { kind: 'batches' }>;
    section.batches = [
      { type: 'weekend', startDate: '2026-12-05', days: 'Sat - Sun', time: '9:30 AM to 1 PM' },
      { type: 'weekday', startDate: '2026-12-01', endDate: '2027-03-01', city: 'Pune', mode: 'classroom', seatsLeft: 4, days: 'Mon - Thu', time: '8:00 PM to 10:30 PM' },
    ];
    const saved = (await save(course, content)).data!.saveCourseDraft;
    expect((await t.gql(PUBLISH, { id: saved.id, v: saved.draftVersion }, editor)).errors).toBeUndefined();
    const at = async (iso: string) => {
      const page = await readCoursePage({ prisma: t.db.prisma }, course.path, new Date(iso));
      const batches = page!.course!.content.sections.flatMap((s) => (s.kind === 'batches' ? s.batches.map((x) => x.startDate) : []));
      return { batches, next: page!.course!.nextBatchDate };
    };
    // 23:59 on 30 November in Kolkata is still 30 November there (18:29 UTC).
    expect(await at('2026-11-30T18:29:00Z')).toEqual({ batches: ['2026-12-01', '2026-12-05'], next: '2026-12-01' });
    // Its start day itself: still shown (it starts today).
    expect(await at('2026-11-30T18:30:00Z')).toEqual({ batches: ['2026-12-01', '2026-12-05'], next: '2026-12-01' });
    // From midnight of 2 December in Kolkata (still 1 December in UTC) the first batch has started: dropped.
    expect(await at('2026-12-01T18:30:00Z')).toEqual({ batches: ['2026-12-05'], next: '2026-12-05' });
    expect(await at('2026-12-07T00:00:00Z')).toEqual({ batches: [], next: null });
    expect(centreToday(new Date('2026-12-01T18:30:00Z'))).toBe('2026-12-02');
    // Cached answers live until the next midnight there (app.ts empties the caches then).
    expect(nextCentreMidnight(new Date('2026-12-01T12:00:00Z')).toISOString()).toBe('2026-12-01T18:30:00.000Z');
    expect(nextCentreMidnight(new Date('2026-12-01T18:30:00Z')).toISOString()).toBe('2026-12-02T18:30:00.000Z');
  });
});

describe('validation: every refusal names its field and writes nothing', () => {
  type Case = [string, (c: CourseContent) => void, string, string | ((c: CourseContent) => string)];
  const at = (kind: string, rest: string) => (c: CourseContent) => `sections.${sectionIndex(c, kind)}.${rest}`;
  const section = <K extends string>(c: CourseContent, kind: K) => c.sections.find((s) => s.kind === kind) as Extract<CourseContent['sections'][number], { kind: K }>;
  const CASES: Case[] = [
    ['a batch that ends before it starts', (c) => { const b = section(c, 'batches').batches[1]!; b.endDate = '2020-01-01'; }, CONTENT.batchEndsBeforeStart, at('batches', 'batches.1.endDate')],
    ['a batch date that is not a date', (c) => { section(c, 'batches').batches[0]!.startDate = 'Dec 6th'; }, CONTENT.date, at('batches', 'batches.0.startDate')],
    ['negative seats', (c) => { section(c, 'batches').batches[0]!.seatsLeft = -1; }, CONTENT.seats, at('batches', 'batches.0.seatsLeft')],
    ['a negative fee', (c) => { section(c, 'fees').tabs[0]!.fee.amount = 'INR -5,000'; }, CONTENT.feeNegative, at('fees', 'tabs.0.fee.amount')],
    ['a non-numeric fee', (c) => { section(c, 'fees').tabs[0]!.fee.amount = 'ninety thousand'; }, CONTENT.feeNotNumber, at('fees', 'tabs.0.fee.amount')],
    ['a fee that is a number, not text', (c) => { (section(c, 'fees').tabs[0]!.fee as { amount: unknown }).amount = 5; }, CONTENT.feeNotNumber, at('fees', 'tabs.0.fee.amount')],
    ['a fee for a city that no plan offers', (c) => { const tab = section(c, 'fees').tabs[1]!; tab.city = 'Chennai'; }, CONTENT.feeCityWithoutPlan('Chennai'), at('fees', 'tabs.1.city')],
    ['an empty FAQ answer', (c) => { section(c, 'faq').categories[0]!.questions[1]!.answer = '  \u0007 '; }, CONTENT.faqAnswerEmpty, at('faq', 'categories.0.questions.1.answer')],
    ['a profile URL that is not http(s)', (c) => { section(c, 'instructors').tabs[0]!.people[0]!.profileLink = 'javascript:alert(1)'; }, CONTENT.profileUrl, at('instructors', 'tabs.0.people.0.profileLink')],
    ['a profile URL that is not one at all', (c) => { section(c, 'instructors').tabs[0]!.people[1]!.profileLink = 'linkedin/meera'; }, CONTENT.profileUrl, at('instructors', 'tabs.0.people.1.profileLink')],
    ['a section with nothing in it', (c) => { section(c, 'stats').items = []; }, CONTENT.emptySection, (c) => `sections.${sectionIndex(c, 'stats')}`],
    ['an image from elsewhere', (c) => { c.card.image = 'https://elsewhere.example/x.png'; }, CONTENT.image, 'card.image'],
    ['an image path that climbs out', (c) => { c.card.image = '/media/content/../../etc/passwd.png'; }, CONTENT.image, 'card.image'],
    ['a section of an unknown kind', (c) => { (c.sections[1] as { kind: string }).kind = 'carousel'; }, "A section's kind must be one of hero, stats, ", 'sections.1.kind'],
    ['a title that is too long', (c) => { c.title = 'x'.repeat(201); }, CONTENT.tooLong(200), 'title'],
    ['an empty title', (c) => { c.title = '\u0000 '; }, CONTENT.required, 'title'],
  ];

  it.each(CASES)('%s', async (_name, change, message, field) => {
    const ds = await courseBySlug('data-science-ai-ml');
    const source = _name.includes('batch') || _name.includes('seats') ? await courseBySlug('machine-learning') : ds;
    const content = clone(source.draft);
    change(content);
    const res = await save(source, content);
    const expectedField = typeof field === 'string' ? field : field(content);
    expect(res.errors?.[0]?.message.startsWith(message), res.errors?.[0]?.message).toBe(true);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: expectedField });
    expect(((res.errors?.[0]?.extensions as { fields?: { field: string }[] } | undefined)?.fields ?? [])[0]).toMatchObject({ field: expectedField });
    expect((await courseBySlug(source.slug)).draftVersion).toBe(source.draftVersion);
  });

  it('strips control characters from plain text and accepts a real profile link and uploaded images', async () => {
    const course = await newPublishedCourse('Clean Text');
    const content = clone(course.draft);
    content.title = 'Clean\u0000 Text\u0007 course';
    const mentors = content.sections.find((s) => s.kind === 'mentors')!;
    if (mentors.kind === 'mentors') mentors.mentors[0]!.profileLink = 'https://www.linkedin.com/in/a-real-profile';
    const upload = await t.db.prisma.upload.create({ data: { contentType: 'image/webp', extension: 'webp', size: 1, sha256: unique('sha') } });
    content.card.image = `/uploads/${upload.id}.webp`;
    const res = await save(course, content);
    expect(res.errors).toBeUndefined();
    expect(res.data!.saveCourseDraft.draft.title).toBe('Clean Text course');
    expect(res.data!.saveCourseDraft.draft.card.image).toBe(`/uploads/${upload.id}.webp`);
  });

  it('refuses an /uploads/ address that is not a stored upload (never uploaded, deleted, or another extension), naming the field', async () => {
    const course = await newPublishedCourse('Missing Image');
    const upload = await t.db.prisma.upload.create({ data: { contentType: 'image/png', extension: 'png', size: 1, sha256: unique('sha') } });
    const domains = sectionIndex(course.draft, 'domains');
    for (const [image, field] of [
      ['/uploads/cm1neveruploaded00000.webp', 'card.image'],
      [`/uploads/${upload.id}.webp`, 'card.image'],
    ] as const) {
      const content = clone(course.draft);
      content.card.image = image;
      const res = await save(course, content);
      expect(res.errors?.[0]).toMatchObject({ message: COURSE_IMAGE_GONE, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    // Deep in a section too, with the section's path.
    const content = clone(course.draft);
    const section = content.sections[domains]!;
    if (section.kind !== 'domains') throw new Error('the Machine Learning document has a domains section');
    section.domains[1]!.icon = '/uploads/cm1neveruploaded00000.png';
    const res = await save(course, content);
    expect(res.errors?.[0]).toMatchObject({ message: COURSE_IMAGE_GONE, extensions: { field: `sections.${domains}.domains.1.icon` } });
    expect((await courseBySlug(course.slug)).draftVersion).toBe(course.draftVersion);
  });

  it.each([
    ['not URL-safe', { slug: 'Data Science!' }, COURSE_MESSAGES.slugFormat, 'slug'],
    ['general (what leads store for no course)', { slug: 'general' }, COURSE_MESSAGES.slugFormat, 'slug'],
    ['a slug that is taken', { slug: 'machine-learning' }, COURSE_MESSAGES.slugTaken, 'slug'],
    ['a path another course has', { path: '/courses/data-science' }, COURSE_MESSAGES.pathTaken, 'path'],
    ['a path that is another course\u2019s alias', { path: '/courses/machine-learning' }, COURSE_MESSAGES.pathTaken, 'path'],
    ['the learning-centre page', { path: '/courses/learnbay' }, COURSE_MESSAGES.pathReserved, 'path'],
    ['the jobs page', { path: '/jobs' }, COURSE_MESSAGES.pathReserved, 'path'],
    ['an admin page', { path: '/admin/courses' }, COURSE_MESSAGES.pathReserved, 'path'],
    ['a syllabus page', { path: '/courses/data-science/syllabus' }, COURSE_MESSAGES.pathReserved, 'path'],
    ['the staff preview page', { path: '/courses/preview' }, COURSE_MESSAGES.pathReserved, 'path'],
    ['an address under the staff preview', { path: '/courses/preview/data-science' }, COURSE_MESSAGES.pathReserved, 'path'],
    ['a path that is not one', { path: 'courses/<script>' }, COURSE_MESSAGES.pathFormat, 'path'],
    ['no name', { label: ' ' }, COURSE_MESSAGES.labelRequired, 'label'],
  ])('createCourse refuses %s', async (_name, change, message, field) => {
    const slug = unique('refused');
    const before = await t.db.prisma.course.count();
    const res = await t.gql(CREATE, { input: { slug, path: `/courses/${slug}`, label: 'Refused', ...change } }, editor);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await t.db.prisma.course.count()).toBe(before);
  });

  it('saveCourseDraft refuses a path or alias that is taken or reserved, and keeps a moved page\u2019s old address', async () => {
    const course = await newPublishedCourse('Addresses');
    for (const [extra, message, field] of [
      [{ path: '/courses/digital-marketing' }, COURSE_MESSAGES.pathTaken, 'path'],
      [{ aliases: ['/courses/old-name', '/courses/full-stack-development'] }, COURSE_MESSAGES.pathTaken, 'aliases.1'],
      [{ aliases: ['/jobs'] }, COURSE_MESSAGES.pathReserved, 'aliases.0'],
      [{ aliases: ['/courses/preview'] }, COURSE_MESSAGES.pathReserved, 'aliases.0'],
      [{ aliases: [course.path] }, COURSE_MESSAGES.aliasSameAsPath, 'aliases.0'],
    ] as const) {
      const res = await save(course, course.draft, extra);
      expect(res.errors?.[0], JSON.stringify(extra)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    expect((await courseBySlug(course.slug)).draftVersion).toBe(course.draftVersion);
    const moved = await save(course, course.draft, { path: `${course.path}-new`, position: 99 });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.saveCourseDraft).toMatchObject({ path: `${course.path}-new`, aliases: [course.path], position: 99 });
    expect((await t.gql<{ coursePage: unknown }>(PAGE, { path: course.path })).data!.coursePage).toEqual({ course: null, redirectTo: `${course.path}-new` });
  });
});

describe('drafts and conflicts', () => {
  it('refuses a stale save with CONFLICT (409), the newer draft in the extensions, nothing overwritten', async () => {
    const course = await newPublishedCourse('Conflicts');
    const mine = clone(course.draft);
    mine.title = 'First editor\u2019s title';
    const first = await save(course, mine);
    expect(first.errors).toBeUndefined();
    const theirs = clone(course.draft);
    theirs.title = 'Second editor\u2019s title';
    const second = await save(course, theirs);
    const error = second.errors![0]!;
    expect(error).toMatchObject({ message: COURSE_CONFLICT, extensions: { code: 'CONFLICT' } });
    const current = (error.extensions as unknown as { currentDraft: unknown }).currentDraft as { draftVersion: number; content: CourseContent; updatedByName: string; updatedAt: string };
    expect(current.draftVersion).toBe(course.draftVersion + 1);
    expect(current.content.title).toBe('First editor\u2019s title');
    expect(current.updatedByName).toMatch(/^editor-/);
    expect((await courseBySlug(course.slug)).draft.title).toBe('First editor\u2019s title');
    // The same refusal from the service, with its HTTP status.
    await expect(saveCourseDraft(editorCtx, course.id, course.draftVersion, theirs)).rejects.toMatchObject({ code: 'CONFLICT', status: 409, message: COURSE_CONFLICT });
    // Publishing a draft one did not see is the same conflict.
    expect((await t.gql(PUBLISH, { id: course.id, v: course.draftVersion }, editor)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('two saves at the same moment: exactly one wins', async () => {
    const course = await newPublishedCourse('Same Moment');
    const versions = ['A', 'B', 'C'].map((n) => ({ ...clone(course.draft), title: `Version ${n}` }));
    const results = await Promise.all(versions.map((v) => save(course, v)));
    const won = results.filter((r) => !r.errors);
    expect(won).toHaveLength(1);
    for (const lost of results.filter((r) => r.errors)) expect(lost.errors![0]!.extensions!.code).toBe('CONFLICT');
    const after = await courseBySlug(course.slug);
    expect(after.draftVersion).toBe(course.draftVersion + 1);
    expect(after.draft.title).toBe(won[0]!.data!.saveCourseDraft.draft.title);
  });

  it('a draft is not public until published: its page is null, it is in no list, no sitemap, and leads refuse it', async () => {
    const slug = unique('draft');
    const created = await t.gql<{ createCourse: CourseRow }>(CREATE, { input: { slug, path: `/courses/${slug}`, label: 'Draft Course' } }, editor);
    expect(created.errors).toBeUndefined();
    expect(created.data!.createCourse).toMatchObject({ isPublished: false, publishedRevision: 0, hasUnpublishedChanges: true, draftVersion: 1, published: null });
    expect((await t.gql<{ coursePage: unknown }>(PAGE, { path: `/courses/${slug}` })).data!.coursePage).toBeNull();
    expect((await t.gql<{ publishedCourses: { slug: string }[] }>(PUBLISHED)).data!.publishedCourses.map((c) => c.slug)).not.toContain(slug);
    expect(await (await t.fetch('/sitemap.xml')).text()).not.toContain(`/courses/${slug}`);
    const lead = await submitLead(slug);
    expect(lead.errors?.[0]).toMatchObject({ message: 'Unknown course', extensions: { code: 'BAD_USER_INPUT', field: 'course' } });
    // Staff see it, and its preview.
    const preview = await t.gql<{ coursePreview: { label: string; content: CourseContent } }>('query ($id: ID!) { coursePreview(id: $id) { label content } }', { id: created.data!.createCourse.id }, editor);
    expect(preview.data!.coursePreview.label).toBe('Draft Course');
  });
});

let leadCounter = 0;
/** A lead of its own each time: its own e-mail and phone number (one number joins one open lead since issue 30). */
function submitLead(course: string) {
  return t.gql<{ submitLead: { id: string; created: boolean } }>('mutation ($input: LeadInput!) { submitLead(input: $input) { id created } }', {
    input: { name: 'Course Lead', email: `course-lead-${++leadCounter}-${randomBytes(3).toString('hex')}@example.com`, phone: `98765 ${String(10_000 + leadCounter)}`, designation: 'Analyst', experience: 'Fresher', course, consent: true },
  });
}

describe('publishing, revisions and restore', () => {
  it('publish writes the next revision with what changed, an audit entry, changes the public page at once and empties the caches', async () => {
    const ds = await courseBySlug('data-science-ai-ml');
    const ask = () => t.fetch('/graphql', { method: 'POST', json: { query: PAGE, variables: { path: ds.path } } });
    await expect.poll(async () => (await ask()).headers.get('x-response-cache'), { timeout: 5000 }).toBe('hit');
    const draft = clone(ds.draft);
    const fees = draft.sections.find((s) => s.kind === 'fees')!;
    if (fees.kind === 'fees') fees.tabs[0]!.fee.amount = 'INR 89,999';
    const saved = (await save(ds, draft)).data!.saveCourseDraft;
    expect(saved.hasUnpublishedChanges).toBe(true);
    // Saving a draft changes nothing public.
    const cached = (await (await ask()).json()) as { data: { coursePage: { course: { content: CourseContent } } } };
    expect(JSON.stringify(cached.data.coursePage.course.content)).not.toContain('INR 89,999');

    const changes: string[][] = [];
    const stop = t.contentChanges.subscribe((change) => changes.push(change.tables));
    const published = await t.gql<{ publishCourse: { course: CourseRow; revision: { number: number; summary: string; authorName: string; restoredFrom: number | null } } }>(PUBLISH, { id: ds.id, v: saved.draftVersion }, editor);
    expect(published.errors).toBeUndefined();
    const { course, revision } = published.data!.publishCourse;
    expect(revision).toMatchObject({ number: ds.publishedRevision + 1, summary: 'Changed: Tuition Fee.', restoredFrom: null });
    expect(revision.authorName).toMatch(/^editor-/);
    expect(course).toMatchObject({ publishedRevision: revision.number, hasUnpublishedChanges: false });
    expect(changes.length).toBeGreaterThan(0);
    // The database's notification (which reaches every gateway process) follows the local announcement.
    await expect.poll(() => changes.some((tables) => tables.includes('Course')), { timeout: 5000 }).toBe(true);
    stop();

    const fresh = await ask();
    expect(fresh.headers.get('x-response-cache')).not.toBe('hit');
    expect(JSON.stringify(((await fresh.json()) as { data: unknown }).data)).toContain('INR 89,999');
    const audit = await t.db.prisma.auditEntry.findFirstOrThrow({ where: { entity: 'Course', entityId: ds.id, action: 'publish' }, orderBy: { createdAt: 'desc' } });
    expect(audit.after).toMatchObject({ publishedRevision: revision.number, summary: 'Changed: Tuition Fee.' });
    expect(audit.actorUsername).toMatch(/^editor-/);
  });

  it('reaches another gateway on the same database: its cached page changes with the publish, by the database\'s notification', async () => {
    // A second gateway: its own caches and its own listener (a separate LISTEN connection on PostgreSQL); it hears of
    // the publish only through the notification the service sends at commit (Course has no trigger).
    const changes = await startContentChanges(t.db);
    const { app: other } = createApp({ prisma: t.db.prisma, contentChanges: changes, config: { jwtSecret: new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'), jwtExpiresIn: '8h', trustProxy: true, webDistDir: '/nonexistent', publicUrl: 'http://other.local' } });
    try {
      const course = await newPublishedCourse('Two Gateways');
      const ask = async () => {
        const res = await other.fetch(new Request('http://other.local/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: PAGE, variables: { path: course.path } }) }));
        return { cache: res.headers.get('x-response-cache'), title: ((await res.json()) as { data: { coursePage: { course: { content: CourseContent } } } }).data.coursePage.course.content.title };
      };
      // The notifications of the course's own creation and first publish may still be on their way: wait until the
      // other gateway keeps its answer.
      await expect.poll(async () => (await ask()).cache, { timeout: 5000 }).toBe('hit');
      expect(await ask()).toEqual({ cache: 'hit', title: 'Two Gateways in Pune' });
      const saved = (await save(course, { ...clone(course.draft), title: 'Published elsewhere' })).data!.saveCourseDraft;
      // A saved draft is not news: the other gateway's cached page stays.
      expect(await ask()).toEqual({ cache: 'hit', title: 'Two Gateways in Pune' });
      expect((await t.gql(PUBLISH, { id: course.id, v: saved.draftVersion }, editor)).errors).toBeUndefined();
      await expect.poll(async () => (await ask()).title, { timeout: 5000 }).toBe('Published elsewhere');
    } finally {
      await changes.close();
    }
  });

  it('restoring an old revision publishes it again as a new revision and makes it the draft', async () => {
    const course = await newPublishedCourse('Restore Me');
    const changed = clone(course.draft);
    changed.title = 'A title that will be undone';
    changed.sections = changed.sections.filter((s) => s.kind !== 'testimonials');
    const saved = (await save(course, changed)).data!.saveCourseDraft;
    const second = await t.gql<{ publishCourse: { revision: { number: number; summary: string } } }>(PUBLISH, { id: course.id, v: saved.draftVersion }, editor);
    expect(second.data!.publishCourse.revision).toMatchObject({ number: 2, summary: 'Changed: Title. Removed: Alumni Testimonials.' });
    expect((await t.gql<{ coursePage: { course: { content: CourseContent } } }>(PAGE, { path: course.path })).data!.coursePage.course.content.title).toBe('A title that will be undone');

    const restored = await t.gql<{ restoreCourseRevision: { course: CourseRow; revision: { number: number; summary: string; restoredFrom: number; content: CourseContent } } }>(RESTORE, { id: course.id, n: 1 }, editor);
    expect(restored.errors).toBeUndefined();
    expect(restored.data!.restoreCourseRevision.revision).toMatchObject({ number: 3, restoredFrom: 1, summary: 'Restored version 1. Changed: Title. Added: Alumni Testimonials.' });
    expect(restored.data!.restoreCourseRevision.course.draft).toEqual(course.draft);
    expect(restored.data!.restoreCourseRevision.course.draftVersion).toBe(saved.draftVersion + 1);
    const page = await t.gql<{ coursePage: { course: { content: CourseContent } } }>(PAGE, { path: course.path });
    expect(page.data!.coursePage.course.content.title).toBe('Restore Me in Pune');
    const revisions = await t.gql<{ courseRevisions: { number: number; restoredFrom: number | null }[] }>('query ($id: ID!) { courseRevisions(courseId: $id) { number restoredFrom } }', { id: course.id }, editor);
    expect(revisions.data!.courseRevisions).toEqual([{ number: 3, restoredFrom: 1 }, { number: 2, restoredFrom: null }, { number: 1, restoredFrom: null }]);
    // History is never rewritten: revision 2 still holds the undone text.
    const comparison = await t.gql<{ courseRevisionComparison: { differences: { name: string; change: string }[]; summary: string; revision: { content: CourseContent } } }>(
      'query ($id: ID!) { courseRevisionComparison(courseId: $id, number: 2) { summary differences { name kind change } revision { content } } }',
      { id: course.id },
      editor,
    );
    expect(comparison.data!.courseRevisionComparison.revision.content.title).toBe('A title that will be undone');
    expect(comparison.data!.courseRevisionComparison.differences.filter((d) => d.change !== 'unchanged')).toEqual([{ name: 'Alumni Testimonials', kind: 'testimonials', change: 'added' }]);
    expect((await t.gql(RESTORE, { id: course.id, n: 9 }, editor)).errors?.[0]).toMatchObject({ message: 'Revision not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('a newly published course is in publishedCourses and the sitemap, and leads accept it and name it by its label', async () => {
    // The inbox read once before, naming a lead's course: the labels remembered then are those of before the publish.
    expect((await submitLead('general')).errors).toBeUndefined();
    const before = await t.gql<{ leads: { edges: { node: { courseName: string } }[] } }>('{ leads(first: 1) { edges { node { courseName } } } }', {}, await t.tokenFor('ADMIN'));
    expect(before.data!.leads.edges).toHaveLength(1);
    const course = await newPublishedCourse('Cloud Computing');
    const list = await t.gql<{ publishedCourses: { slug: string; label: string; nextBatchDate: string | null }[] }>(PUBLISHED);
    expect(list.data!.publishedCourses.find((c) => c.slug === course.slug)).toMatchObject({ label: 'Cloud Computing' });
    const sitemap = await (await t.fetch('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>http://test.local${course.path}</loc>`);
    expect(sitemap).toContain(`<loc>http://test.local${course.path}/syllabus</loc>`);
    const lead = await submitLead(course.slug);
    expect(lead.errors).toBeUndefined();
    const admin = await t.tokenFor('ADMIN');
    const inbox = await t.gql<{ leads: { edges: { node: { course: string; courseName: string } }[] } }>(
      'query ($course: String) { leads(first: 5, course: $course) { edges { node { course courseName } } } }',
      { course: course.slug },
      admin,
    );
    expect(inbox.data!.leads.edges.map((e) => e.node)).toEqual([{ course: course.slug, courseName: 'Cloud Computing' }]);
    const csv = await (await t.fetch(`/api/v1/leads/export.csv?course=${course.slug}`, { token: admin })).text();
    expect(csv).toContain('Cloud Computing');
    // An older lead's slug that no course names stays as it is; 'general' keeps its name.
    await t.db.prisma.lead.create({ data: { name: 'Old', email: 'old-course@example.com', designation: 'D', experience: 'Fresher', course: 'astrology-101', consent: true } });
    const old = await t.gql<{ leads: { edges: { node: { courseName: string } }[] } }>('{ leads(first: 1, course: "astrology-101") { edges { node { courseName } } } }', {}, admin);
    expect(old.data!.leads.edges[0]!.node.courseName).toBe('astrology-101');
    expect((await submitLead('general')).errors).toBeUndefined();
  });
});

describe('unpublishing and malformed documents', () => {
  it('unpublishing takes the page, the list entry, the sitemap entry and lead capture away; draft and revisions stay', async () => {
    const course = await newPublishedCourse('Going Away');
    expect((await submitLead(course.slug)).errors).toBeUndefined();
    const res = await t.gql<{ unpublishCourse: CourseRow }>(`mutation ($id: ID!) { unpublishCourse(id: $id) { ${COURSE_FIELDS} } }`, { id: course.id }, editor);
    expect(res.data!.unpublishCourse).toMatchObject({ isPublished: false, publishedRevision: 0, published: null, draft: course.draft });
    expect((await t.gql<{ coursePage: unknown }>(PAGE, { path: course.path })).data!.coursePage).toBeNull();
    expect((await t.gql<{ publishedCourses: { slug: string }[] }>(PUBLISHED)).data!.publishedCourses.map((c) => c.slug)).not.toContain(course.slug);
    expect(await (await t.fetch('/sitemap.xml')).text()).not.toContain(course.path);
    expect((await submitLead(course.slug)).errors?.[0]).toMatchObject({ message: 'Unknown course', extensions: { field: 'course' } });
    expect(await t.db.prisma.courseRevision.count({ where: { courseId: course.id } })).toBe(1);
    expect((await t.gql(`mutation ($id: ID!) { unpublishCourse(id: $id) { id } }`, { id: course.id }, editor)).errors?.[0]).toMatchObject({ message: COURSE_MESSAGES.notPublished, extensions: { code: 'BAD_USER_INPUT' } });
    // Published again: the next revision number, never a reused one.
    const again = await t.gql<{ publishCourse: { revision: { number: number } } }>(PUBLISH, { id: course.id, v: course.draftVersion }, editor);
    expect(again.data!.publishCourse.revision.number).toBe(2);
  });

  it('refuses a document that is not a JSON object, and an unknown course id', async () => {
    const ds = await courseBySlug('data-science-ai-ml');
    for (const c of ['a string', 42, [1, 2]]) {
      const res = await t.gql(SAVE, { id: ds.id, v: ds.draftVersion, c }, editor);
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(c)).toBe('BAD_USER_INPUT');
    }
    const missing = await t.gql(SAVE, { id: 'no-such-course', v: 1, c: ds.draft }, editor);
    expect(missing.errors?.[0]).toMatchObject({ message: 'Course not found', extensions: { code: 'NOT_FOUND' } });
    expect((await t.gql('query { course(id: "x\u0000y") { id } }', {}, editor)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await courseBySlug('data-science-ai-ml')).draftVersion).toBe(ds.draftVersion);
  });
});

describe('permissions', () => {
  it.each(['anonymous', 'learner', 'USER'] as const)('%s: staff reads refused, no draft shown', async (who) => {
    const ds = await courseBySlug('data-science-ai-ml');
    const token = who === 'USER' ? await t.tokenFor('USER') : null;
    const code = who === 'USER' ? 'FORBIDDEN' : 'UNAUTHENTICATED';
    let headers: Record<string, string> = {};
    if (who === 'learner') {
      const learner = await t.db.prisma.learner.create({ data: { name: 'Course Learner', email: `${unique('learner')}@example.com`, emailVerifiedAt: new Date() } });
      const { openLearnerSession } = await import('../src/services/learners.js');
      const cookies: string[] = [];
      await openLearnerSession({ prisma: t.db.prisma, auth: { jwtSecret: new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256!!'), jwtExpiresIn: '8h' }, clientAddress: 'test', responseCookies: cookies }, learner.id);
      headers = { cookie: cookies[0]!.split(';')[0]! };
    }
    for (const query of [
      '{ courses { id draft } }',
      `{ course(id: "${ds.id}") { draft } }`,
      `{ courseRevisions(courseId: "${ds.id}") { content } }`,
      `{ coursePreview(id: "${ds.id}") { content } }`,
      `{ courseRevisionComparison(courseId: "${ds.id}", number: 1) { summary } }`,
    ]) {
      const res = (await (await t.fetch('/graphql', { method: 'POST', json: { query }, token, headers })).json()) as { data: unknown; errors?: GqlError[] };
      expect(res.errors?.[0]?.extensions?.code, query).toBe(code);
      expect(res.data, query).toBeNull();
    }
  });
});
