// Two staff with the same form open (a job, a story, the site settings, an application's staff notes): a save that
// names the version its form was loaded from is refused (CONFLICT, 409 on REST) once someone else saved since, with
// nothing written and nothing audited; a save without one keeps the old behaviour. And the same publish (or close,
// reopen, unpublish, notes save) sent several times at once changes the row once: one version, one audit entry.
// Why: decision 024. Runs on PGlite and on PostgreSQL (where the parallel requests really run at once).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_CONFLICT } from '../src/services/jobs.js';
import { NOTES_CONFLICT } from '../src/services/pipeline.js';
import { SETTINGS_CONFLICT } from '../src/services/settings.js';
import { STORY_CONFLICT } from '../src/services/stories.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { takeConsoleErrors } from './helpers/fail-on-console-error.js';

let t: TestApp;
let admin: string;
let editor: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('ADMIN');
  editor = await t.tokenFor('EDITOR');
});
afterAll(() => t.close());

const tag = () => randomBytes(4).toString('hex');
type GqlError = { message: string; extensions?: { code?: string; field?: string } };

async function gql<T>(query: string, variables: Record<string, unknown> = {}, token: string | null = editor) {
  const res = await t.gql<T>(query, variables, token);
  takeConsoleErrors();
  return res as { data?: T | null; errors?: GqlError[] };
}
const audits = (entityId: string) => t.db.prisma.auditEntry.findMany({ where: { entityId }, orderBy: { createdAt: 'asc' } });

const JOB = { companyname: 'Stale Co', companylogo: '/logos/company-placeholder.svg', location: 'Pune', salary: '6 LPA', content: '<p>Work.</p>' };
const JOB_FIELDS = 'id title salary status version';
type Job = { id: string; title: string; salary: string; status: string; version: number };
const UPDATE_JOB = `mutation ($id: ID!, $input: JobPostUpdateInput!, $base: Int) { updateJobPost(id: $id, input: $input, baseVersion: $base) { ${JOB_FIELDS} } }`;

async function createJob(status = 'PUBLISHED'): Promise<Job> {
  const res = await gql<{ createJobPost: Job }>(`mutation ($input: JobPostInput!) { createJobPost(input: $input) { ${JOB_FIELDS} } }`, { input: { ...JOB, title: `Stale job ${tag()}`, status } });
  expect(res.errors).toBeUndefined();
  return res.data!.createJobPost;
}

describe('a job saved from a form loaded before someone else saved it', () => {
  it('is refused with CONFLICT, nothing written, no version, no audit entry; a save from the current version goes through', async () => {
    const job = await createJob();
    expect(job.version).toBe(1);
    // Two staff load the form at version 1; the first changes the title.
    const first = await gql<{ updateJobPost: Job }>(UPDATE_JOB, { id: job.id, base: 1, input: { ...JOB, title: 'Title by the first' } });
    expect(first.errors).toBeUndefined();
    expect(first.data!.updateJobPost.version).toBe(2);
    const auditsBefore = await audits(job.id);

    // The second sends the whole form as it loaded it, with a new salary.
    const second = await gql<{ updateJobPost: Job }>(UPDATE_JOB, { id: job.id, base: 1, input: { ...JOB, title: job.title, salary: '9 LPA' } }, admin);
    expect(second.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(second.errors?.[0]?.message).toBe(JOB_CONFLICT);
    const row = await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: job.id } });
    expect([row.title, row.salary]).toEqual(['Title by the first', '₹6 LPA']);
    expect(await t.db.prisma.jobPostRevision.count({ where: { jobPostId: job.id } })).toBe(2);
    expect(await audits(job.id)).toEqual(auditsBefore);

    // Reloaded at version 2, the same change is saved, and the form's base moves on to version 3.
    const again = await gql<{ updateJobPost: Job }>(UPDATE_JOB, { id: job.id, base: 2, input: { ...JOB, title: 'Title by the first', salary: '9 LPA' } }, admin);
    expect(again.errors).toBeUndefined();
    expect(again.data!.updateJobPost).toMatchObject({ title: 'Title by the first', salary: '₹9 LPA', version: 3 });
    const read = await gql<{ jobPost: Job }>(`query ($id: ID!) { jobPost(id: $id) { ${JOB_FIELDS} } }`, { id: job.id });
    expect(read.data!.jobPost.version).toBe(3);
  });

  it('a job with no versions yet is version 0; without a base the save keeps the old behaviour', async () => {
    const job = await createJob();
    // As if saved before versions were kept.
    await t.db.prisma.jobPostRevision.deleteMany({ where: { jobPostId: job.id } });
    const stale = await gql<{ updateJobPost: Job }>(UPDATE_JOB, { id: job.id, base: 1, input: { title: 'Never saved' } });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const saved = await gql<{ updateJobPost: Job }>(UPDATE_JOB, { id: job.id, base: 0, input: { title: 'Saved from version 0' } });
    expect(saved.data!.updateJobPost.version).toBe(2);
    const legacy = await gql<{ updateJobPost: Job }>(UPDATE_JOB, { id: job.id, input: { title: 'Saved without a base' } });
    expect(legacy.errors).toBeUndefined();
    expect(legacy.data!.updateJobPost).toMatchObject({ title: 'Saved without a base', version: 3 });
    const bad = await gql<{ updateJobPost: Job }>(UPDATE_JOB, { id: job.id, base: -1, input: { title: 'x' } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'baseVersion' });
  });

  it('REST answers 409 with the message for a stale baseVersion, and saves as before without one', async () => {
    const job = await createJob();
    const stale = await t.fetch('/api/v1/job-post/update-job-post', { method: 'PUT', token: editor, json: { jobPostId: job.id, baseVersion: 0, salary: '7 LPA' } });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ success: false, message: JOB_CONFLICT });
    expect((await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: job.id } })).salary).toBe('₹6 LPA');
    const current = await t.fetch('/api/v1/job-post/update-job-post', { method: 'PUT', token: editor, json: { jobPostId: job.id, baseVersion: 1, salary: '7 LPA' } });
    expect(current.status).toBe(200);
    const legacy = await t.fetch('/api/v1/job-post/update-job-post', { method: 'PUT', token: editor, json: { jobPostId: job.id, salary: '8 LPA' } });
    expect(legacy.status).toBe(200);
    expect((await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: job.id } })).salary).toBe('₹8 LPA');
  });
});

describe('the same job change sent five times at once', () => {
  const times = <T>(n: number, run: () => Promise<T>) => Promise.all(Array.from({ length: n }, run));
  const statusVersions = (jobPostId: string) => t.db.prisma.jobPostRevision.count({ where: { jobPostId, summary: 'Status' } });

  it('publishing a draft, closing as filled and reopening each keep one version and one audit entry', async () => {
    const job = await createJob('DRAFT');
    const published = await times(5, () => gql<{ updateJobPost: Job }>(UPDATE_JOB, { id: job.id, input: { status: 'PUBLISHED' } }));
    for (const res of published) expect(res.errors).toBeUndefined();
    expect(await statusVersions(job.id)).toBe(1);
    expect((await audits(job.id)).filter((a) => a.action === 'update')).toHaveLength(1);

    const filled = await times(5, () => gql<{ closeJobPostAsFilled: Job }>('mutation ($id: ID!) { closeJobPostAsFilled(id: $id) { id status } }', { id: job.id }));
    for (const res of filled) expect(res.data?.closeJobPostAsFilled.status).toBe('FILLED');
    expect(await statusVersions(job.id)).toBe(2);
    expect((await audits(job.id)).filter((a) => a.action === 'update')).toHaveLength(2);

    const reopened = await times(5, () => gql<{ reopenJobPost: Job }>('mutation ($id: ID!) { reopenJobPost(id: $id) { id status } }', { id: job.id }));
    for (const res of reopened) expect(res.data?.reopenJobPost.status).toBe('PUBLISHED');
    expect(await statusVersions(job.id)).toBe(3);
    expect((await audits(job.id)).filter((a) => a.action === 'update')).toHaveLength(3);
  });

  it('two saves from the same version at once: one is saved, the other is a CONFLICT', async () => {
    const job = await createJob();
    const both = await Promise.all([
      gql<{ updateJobPost: Job }>(UPDATE_JOB, { id: job.id, base: 1, input: { title: 'One' } }),
      gql<{ updateJobPost: Job }>(UPDATE_JOB, { id: job.id, base: 1, input: { title: 'Two' } }, admin),
    ]);
    expect(both.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(1);
    expect(await t.db.prisma.jobPostRevision.count({ where: { jobPostId: job.id } })).toBe(2);
  });
});

const STORY_FIELDS = 'id title role placementPackage published updatedAt';
type StoryRow = { id: string; title: string; role: string; placementPackage: string; published: boolean; updatedAt: string };
const UPDATE_STORY = `mutation ($id: ID!, $input: StoryUpdateInput!, $base: DateTime) { updateStory(id: $id, input: $input, baseUpdatedAt: $base) { ${STORY_FIELDS} } }`;

async function createStory(published = true): Promise<StoryRow> {
  const res = await gql<{ createStory: StoryRow }>(`mutation ($input: StoryInput!) { createStory(input: $input) { ${STORY_FIELDS} } }`, {
    input: { title: `Stale story ${tag()}`, storyImage: '/images/placements/placeholder.svg', storyContent: '<p>x</p>', studentName: 'Asha' },
  });
  expect(res.errors).toBeUndefined();
  const story = res.data!.createStory;
  if (published) return story;
  await t.db.prisma.story.update({ where: { id: story.id }, data: { published: false } });
  return story;
}

describe('a story saved from a form loaded before someone else saved it', () => {
  it('is refused with CONFLICT and nothing written or audited; the current updatedAt is accepted and moves on', async () => {
    const story = await createStory();
    const first = await gql<{ updateStory: StoryRow }>(UPDATE_STORY, { id: story.id, base: story.updatedAt, input: { title: story.title, role: 'Data Analyst' } });
    expect(first.errors).toBeUndefined();
    const auditsBefore = await audits(story.id);
    const second = await gql<{ updateStory: StoryRow }>(UPDATE_STORY, { id: story.id, base: story.updatedAt, input: { title: story.title, role: '', placementPackage: '6 LPA' } }, admin);
    expect(second.errors?.[0]).toMatchObject({ message: STORY_CONFLICT, extensions: { code: 'CONFLICT' } });
    const row = await t.db.prisma.story.findUniqueOrThrow({ where: { id: story.id } });
    expect([row.role, row.placementPackage]).toEqual(['Data Analyst', '']);
    expect(await audits(story.id)).toEqual(auditsBefore);

    const again = await gql<{ updateStory: StoryRow }>(UPDATE_STORY, { id: story.id, base: first.data!.updateStory.updatedAt, input: { role: 'Data Analyst', placementPackage: '6 LPA' } }, admin);
    expect(again.errors).toBeUndefined();
    expect(again.data!.updateStory.placementPackage).toBe('₹6 LPA');
    expect(again.data!.updateStory.updatedAt).not.toBe(first.data!.updateStory.updatedAt);
    // Without a base, as before.
    expect((await gql(UPDATE_STORY, { id: story.id, input: { role: 'Analyst' } })).errors).toBeUndefined();
  });

  it('REST answers 409 for a stale baseUpdatedAt', async () => {
    const story = await createStory();
    await gql(UPDATE_STORY, { id: story.id, input: { role: 'Tester' } });
    const res = await t.fetch('/api/v1/story/update-story', { method: 'PUT', token: editor, json: { storyId: story.id, baseUpdatedAt: story.updatedAt, role: 'Other' } });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ success: false, message: STORY_CONFLICT });
  });

  it('publishing a draft four times at once publishes it once: one audit entry', async () => {
    const story = await createStory(false);
    const results = await Promise.all(Array.from({ length: 4 }, () => gql<{ publishStory: StoryRow }>('mutation ($id: ID!) { publishStory(id: $id) { id published } }', { id: story.id })));
    for (const res of results) expect(res.data?.publishStory.published).toBe(true);
    expect((await audits(story.id)).filter((a) => a.action === 'update')).toHaveLength(1);
  });
});

describe('site settings saved from a form loaded before someone else saved them', () => {
  const SS = 'siteName supportEmail tollFreeNumber mobileNumber address city placementsFigure updatedAt';
  type Settings = { siteName: string; supportEmail: string; tollFreeNumber: string; mobileNumber: string; address: string; city: string; placementsFigure: string; updatedAt: string | null };
  const SAVE = `mutation ($input: SiteSettingsInput!, $base: DateTime) { updateSiteSettings(input: $input, baseUpdatedAt: $base) { ${SS} } }`;
  const form = ({ updatedAt: _u, ...rest }: Settings) => rest;

  it('are refused with CONFLICT, nothing written or audited; the current updatedAt is accepted', async () => {
    const start = (await gql<{ updateSiteSettings: Settings }>(SAVE, { input: { supportEmail: 'help@example.com', tollFreeNumber: '1800-210-2020', mobileNumber: '+91 98765 43210', address: 'Office 1', city: 'Pune' } }, admin)).data!.updateSiteSettings;
    const first = await gql<{ updateSiteSettings: Settings }>(SAVE, { base: start.updatedAt, input: { ...form(start), address: 'Office 9, New Address' } }, admin);
    expect(first.errors).toBeUndefined();
    const auditCount = await t.db.prisma.auditEntry.count({ where: { entity: 'SiteSettings' } });
    const second = await gql<{ updateSiteSettings: Settings }>(SAVE, { base: start.updatedAt, input: { ...form(start), placementsFigure: '1,300+' } }, admin);
    expect(second.errors?.[0]).toMatchObject({ message: SETTINGS_CONFLICT, extensions: { code: 'CONFLICT' } });
    const row = await t.db.prisma.siteSettings.findUniqueOrThrow({ where: { id: 1 } });
    expect([row.address, row.placementsFigure]).toEqual(['Office 9, New Address', '']);
    expect(await t.db.prisma.auditEntry.count({ where: { entity: 'SiteSettings' } })).toBe(auditCount);

    const again = await gql<{ updateSiteSettings: Settings }>(SAVE, { base: first.data!.updateSiteSettings.updatedAt, input: { ...form(first.data!.updateSiteSettings), placementsFigure: '1,300+' } }, admin);
    expect(again.errors).toBeUndefined();
    expect(again.data!.updateSiteSettings).toMatchObject({ address: 'Office 9, New Address', placementsFigure: '1,300+' });
  });
});

describe('staff notes saved from a drawer loaded before someone else changed the application', () => {
  const NOTES = 'mutation ($id: ID!, $notes: String!, $base: DateTime) { updateApplicationNotes(id: $id, staffNotes: $notes, baseUpdatedAt: $base) { id staffNotes updatedAt } }';
  type Notes = { updateApplicationNotes: { id: string; staffNotes: string; updatedAt: string } };

  async function makeApplication() {
    const job = await createJob();
    return t.db.prisma.application.create({
      data: { jobPostId: job.id, jobTitle: 'Stale job', companyname: 'Stale Co', name: 'Asha Patil', email: `${tag()}@example.com`, phone: '+919876543210', events: { create: { kind: 'applied', toStage: 'APPLIED' } } },
    });
  }

  it('are refused with CONFLICT, nothing written, no timeline entry, no audit; the current updatedAt is accepted', async () => {
    const application = await makeApplication();
    const loaded = application.updatedAt.toISOString();
    const first = await gql<Notes>(NOTES, { id: application.id, notes: 'Called: interview on Monday', base: loaded });
    expect(first.errors).toBeUndefined();
    const auditsBefore = await audits(application.id);
    const second = await gql<Notes>(NOTES, { id: application.id, notes: 'Sent the CV on', base: loaded }, admin);
    expect(second.errors?.[0]).toMatchObject({ message: NOTES_CONFLICT, extensions: { code: 'CONFLICT' } });
    expect((await t.db.prisma.application.findUniqueOrThrow({ where: { id: application.id } })).staffNotes).toBe('Called: interview on Monday');
    expect(await t.db.prisma.applicationEvent.count({ where: { applicationId: application.id, kind: 'note' } })).toBe(1);
    expect(await audits(application.id)).toEqual(auditsBefore);

    const again = await gql<Notes>(NOTES, { id: application.id, notes: 'Called: interview on Monday. Sent the CV on.', base: first.data!.updateApplicationNotes.updatedAt }, admin);
    expect(again.errors).toBeUndefined();
    expect((await gql<Notes>(NOTES, { id: application.id, notes: 'No base: saved as before' })).errors).toBeUndefined();
  });

  it('the same notes saved four times at once: one timeline entry, one audit entry', async () => {
    const application = await makeApplication();
    const results = await Promise.all(Array.from({ length: 4 }, () => gql<Notes>(NOTES, { id: application.id, notes: 'Shortlist next week' })));
    for (const res of results) expect(res.errors).toBeUndefined();
    expect(await t.db.prisma.applicationEvent.count({ where: { applicationId: application.id, kind: 'note' } })).toBe(1);
    expect(await audits(application.id)).toHaveLength(1);
  });
});

describe('a course published or unpublished several times at once', () => {
  it('publish ×3 from one draft version makes one revision and one audit entry; unpublish ×3 succeeds once', async () => {
    const slug = `stale-${tag()}`;
    const made = await gql<{ createCourse: { id: string; draftVersion: number } }>('mutation ($i: CreateCourseInput!) { createCourse(input: $i) { id draftVersion } }', { i: { slug, path: `/courses/${slug}`, label: 'Stale course' } });
    expect(made.errors).toBeUndefined();
    const { id, draftVersion } = made.data!.createCourse;
    const PUBLISH = 'mutation ($id: ID!, $v: Int!) { publishCourse(id: $id, baseVersion: $v) { revision { number summary } } }';
    const published = await Promise.all(Array.from({ length: 3 }, () => gql<{ publishCourse: { revision: { number: number } } }>(PUBLISH, { id, v: draftVersion })));
    for (const res of published) expect(res.data?.publishCourse.revision.number).toBe(1);
    expect(await t.db.prisma.courseRevision.count({ where: { courseId: id } })).toBe(1);
    expect((await audits(id)).filter((a) => a.action === 'publish')).toHaveLength(1);

    const unpublished = await Promise.all(Array.from({ length: 3 }, () => gql('mutation ($id: ID!) { unpublishCourse(id: $id) { id } }', { id })));
    expect(unpublished.filter((r) => !r.errors)).toHaveLength(1);
    expect((await audits(id)).filter((a) => a.action === 'unpublish')).toHaveLength(1);
  });
});
