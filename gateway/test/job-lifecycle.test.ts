// Jobs that open and close (issue 27, item 2): drafts, filled and expired jobs are left out of every public list,
// search, count, place list, the legacy list and the feed (the sitemap keeps a closed job for a week, never a draft);
// a job whose closing moment passes leaves them even from warm caches; a closed job can still be read (its state says
// so), a draft only by staff; staff list jobs by state, close as filled, reopen and duplicate, each audited; and every
// bad input is a 400 with a precise message.
import { randomBytes } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUBLIC_CONTENT_CHANNEL } from '../src/cache/content-changes.js';
import { RESPONSE_CACHE_HEADER } from '../src/cache/graphql-answers.js';
import type { Prisma } from '../src/generated/prisma/client.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { takeConsoleErrors } from './helpers/fail-on-console-error.js';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await startTestApp();
  editor = await t.tokenFor('EDITOR');
});
afterAll(() => t.close());

const tag = () => `zl${randomBytes(4).toString('hex')}`;
const HOUR = 3_600_000;

async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string | null) {
  const res = await t.gql<T>(query, variables, token);
  takeConsoleErrors();
  return res;
}

/** Waits until every database notification sent so far has arrived, so that none empties a cache later. */
async function settle() {
  const marker = `settle-${Math.random().toString(36).slice(2)}`;
  const seen: string[] = [];
  const stop = t.contentChanges.subscribe((c) => seen.push(...c.tables));
  await t.db.prisma.$executeRaw`SELECT pg_notify(${PUBLIC_CONTENT_CHANNEL}, ${marker})`;
  await vi.waitFor(() => expect(seen).toContain(marker), { timeout: 5000, interval: 20 });
  stop();
}

const base = { companyname: 'Lifecycle Co', companylogo: '/logos/company-placeholder.svg', salary: '600000', content: '<p>Work.</p>' };
function job(word: string, city: string, data: Partial<Prisma.JobPostCreateInput> & { title: string }) {
  return t.db.prisma.jobPost.create({ data: { ...base, location: `${city}, Maharashtra`, category: 'EDUCATION', ...data, title: `${data.title} ${word}` } });
}

type ListPage = { jobPosts: { totalCount: number; edges: { node: { id: string; state: string } }[] } };
const LIST = `query ($search: String, $location: String, $states: [JobState!]) {
  jobPosts(first: 100, search: $search, location: $location, states: $states) { totalCount edges { node { id state } } }
}`;
const xml = new XMLParser({ isArray: (name) => ['url', 'item'].includes(name) });

describe('only open jobs are listed, searched, counted and crawled', () => {
  const word = tag();
  const city = `Zcity${word}`;
  let ids: Record<'open' | 'openUntilTomorrow' | 'draft' | 'filled' | 'expired' | 'expiredThisMoment', string>;
  beforeAll(async () => {
    // Every EDUCATION job of this file's database is made here (the counts below are exact).
    const now = Date.now();
    ids = {
      open: (await job(word, city, { title: 'Open teacher' })).id,
      openUntilTomorrow: (await job(word, city, { title: 'Open until tomorrow', closesAt: new Date(now + 24 * HOUR) })).id,
      draft: (await job(word, city, { title: 'Draft teacher', status: 'DRAFT' })).id,
      filled: (await job(word, city, { title: 'Filled teacher', status: 'FILLED', filledAt: new Date(now - HOUR) })).id,
      expired: (await job(word, city, { title: 'Expired teacher', closesAt: new Date(now - HOUR) })).id,
      expiredThisMoment: (await job(word, city, { title: 'Expired just now', closesAt: new Date(now) })).id,
    };
  });
  const openIds = () => [ids.open, ids.openUntilTomorrow].sort();

  it('GraphQL jobPosts, with and without a search, and its totalCount', async () => {
    for (const variables of [{ search: word }, { location: city }]) {
      const res = await gql<ListPage>(LIST, variables);
      expect(res.errors).toBeUndefined();
      expect(res.data!.jobPosts.edges.map((e) => e.node.id).sort()).toEqual(openIds());
      expect(res.data!.jobPosts.edges.every((e) => e.node.state === 'OPEN')).toBe(true);
      expect(res.data!.jobPosts.totalCount).toBe(2);
    }
    // The first page of the whole list leaves them out too.
    const all = await gql<ListPage>(LIST, {});
    const listed = all.data!.jobPosts.edges.map((e) => e.node.id);
    for (const closed of [ids.draft, ids.filled, ids.expired, ids.expiredThisMoment]) expect(listed).not.toContain(closed);
    expect(all.data!.jobPosts.totalCount).toBe(await t.db.prisma.jobPost.count({ where: { status: 'PUBLISHED', OR: [{ closesAt: null }, { closesAt: { gt: new Date() } }] } }));
  });

  it('the category counts and the place list count open jobs only', async () => {
    const res = await gql<{ jobCategoryCounts: { category: string; count: number }[]; jobLocations: { location: string; count: number }[] }>(
      '{ jobCategoryCounts { category count } jobLocations { location count } }',
    );
    expect(res.data!.jobCategoryCounts.find((c) => c.category === 'EDUCATION')!.count).toBe(2);
    expect(res.data!.jobLocations.find((l) => l.location === city)).toEqual({ location: city, count: 2 });
  });

  it('the legacy REST list (with and without a search) and its total', async () => {
    for (const query of [`search=${word}`, `location=${city}`]) {
      const res = await t.fetch(`/api/v1/job-post/get-jobposts?${query}`);
      const body = (await res.json()) as { jobs: { _id: string; status: string }[]; total: number };
      expect(body.jobs.map((j) => j._id).sort()).toEqual(openIds());
      expect(body.total).toBe(2);
      expect(body.jobs.every((j) => j.status === 'PUBLISHED')).toBe(true);
    }
  });

  it('the feed; the sitemap keeps a job closed in the last week (so that crawlers see it closed) but never a draft', async () => {
    const sitemap = xml.parse(await (await t.fetch('/sitemap.xml')).text()).urlset.url.map((u: { loc: string }) => u.loc) as string[];
    const feed = xml.parse(await (await t.fetch('/feed.xml')).text()).rss.channel.item.map((i: { link: string }) => i.link) as string[];
    for (const id of openIds()) expect(feed).toContain(`http://test.local/jobs/${id}`);
    for (const id of [ids.draft, ids.filled, ids.expired, ids.expiredThisMoment]) expect(feed).not.toContain(`http://test.local/jobs/${id}`);
    for (const id of [...openIds(), ids.filled, ids.expired, ids.expiredThisMoment]) expect(sitemap).toContain(`http://test.local/jobs/${id}`);
    expect(sitemap).not.toContain(`http://test.local/jobs/${ids.draft}`);
  });

  it('a closed job can still be read, saying it is closed; a draft is null to visitors and shown to staff', async () => {
    const ONE = 'query ($id: ID!) { jobPost(id: $id) { id status state closesAt filledAt } }';
    const state = async (id: string, token?: string) => (await gql<{ jobPost: { state: string } | null }>(ONE, { id }, token)).data!.jobPost?.state ?? null;
    expect(await state(ids.open)).toBe('OPEN');
    expect(await state(ids.openUntilTomorrow)).toBe('OPEN');
    expect(await state(ids.filled)).toBe('FILLED');
    expect(await state(ids.expired)).toBe('EXPIRED');
    expect(await state(ids.expiredThisMoment)).toBe('EXPIRED');
    expect(await state(ids.draft)).toBeNull();
    expect(await state(ids.draft, await t.tokenFor('USER'))).toBeNull();
    expect(await state(ids.draft, editor)).toBe('DRAFT');
  });

  it('staff list jobs by state; visitors may not ask for states', async () => {
    const byStates = async (states: string[]) => {
      const res = await gql<ListPage>(LIST, { search: word, states }, editor);
      expect(res.errors).toBeUndefined();
      return { ids: res.data!.jobPosts.edges.map((e) => e.node.id).sort(), total: res.data!.jobPosts.totalCount };
    };
    expect(await byStates(['DRAFT'])).toEqual({ ids: [ids.draft], total: 1 });
    expect(await byStates(['FILLED', 'EXPIRED'])).toEqual({ ids: [ids.filled, ids.expired, ids.expiredThisMoment].sort(), total: 3 });
    expect(await byStates(['OPEN'])).toEqual({ ids: openIds(), total: 2 });
    expect((await byStates(['DRAFT', 'OPEN', 'FILLED', 'EXPIRED'])).total).toBe(6);
    for (const token of [null, await t.tokenFor('USER')]) {
      const res = await gql<ListPage>(LIST, { search: word, states: ['DRAFT'] }, token);
      expect(res.data ?? null).toBeNull();
      expect(res.errors?.[0]?.extensions?.code).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }
  });
});

describe('a job whose closing moment passes leaves warm caches', () => {
  it('a job closing seconds ahead is listed from the caches, then gone from every list once the moment passes', async () => {
    const word = tag();
    const city = `Zsoon${word}`;
    // A few seconds, so that a slow machine still reads the warm caches before the moment.
    const closesAt = new Date(Date.now() + 4000);
    const created = await gql<{ createJobPost: { id: string; state: string } }>(
      'mutation ($input: JobPostInput!) { createJobPost(input: $input) { id state } }',
      { input: { ...base, title: `Closing soon ${word}`, location: city, category: 'HEALTHCARE', closesAt: closesAt.toISOString() } },
      editor,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createJobPost.state).toBe('OPEN');
    const id = created.data!.createJobPost.id;
    await settle();

    const LISTS = `query { jobPosts(first: 100, search: "${word}") { totalCount edges { node { id } } } jobLocations { location count } }`;
    const PAGE = `query { jobPost(id: "${id}") { id state } }`;
    const readAll = async () => {
      const lists = await t.fetch('/graphql', { method: 'POST', json: { query: LISTS } });
      const one = await t.fetch('/graphql', { method: 'POST', json: { query: PAGE } });
      const legacy = await t.fetch(`/api/v1/job-post/get-jobposts?search=${word}`);
      const listsBody = (await lists.json()) as { data: { jobPosts: { totalCount: number; edges: { node: { id: string } }[] }; jobLocations: { location: string }[] } };
      return {
        hits: [lists, one, legacy].map((r) => r.headers.get(RESPONSE_CACHE_HEADER)),
        listed: listsBody.data.jobPosts.edges.map((e) => e.node.id),
        total: listsBody.data.jobPosts.totalCount,
        place: listsBody.data.jobLocations.some((l) => l.location === city),
        state: ((await one.json()) as { data: { jobPost: { state: string } } }).data.jobPost.state,
        legacy: ((await legacy.json()) as { jobs: { _id: string }[] }).jobs.map((j) => j._id),
      };
    };
    await readAll();
    // Warm: every answer comes from memory, and shows the open job.
    const warm = await readAll();
    expect(warm.hits).toEqual(['hit', 'hit', 'hit']);
    expect(warm).toMatchObject({ listed: [id], total: 1, place: true, state: 'OPEN', legacy: [id] });
    expect(Date.now()).toBeLessThan(closesAt.getTime());

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, closesAt.getTime() - Date.now()) + 50));
    // No write happened; the caches were filled while the job was open. The first request after the moment empties them.
    const after = await readAll();
    expect(after.hits).toEqual(['miss', 'miss', 'miss']);
    expect(after).toMatchObject({ listed: [], total: 0, place: false, state: 'EXPIRED', legacy: [] });
  });
});

const CREATE = 'mutation ($input: JobPostInput!) { createJobPost(input: $input) { id status state closesAt filledAt experienceMin experienceMax skills applyMethod applyUrl applyEmail } }';
const UPDATE = 'mutation ($id: ID!, $input: JobPostUpdateInput!) { updateJobPost(id: $id, input: $input) { id status state closesAt filledAt experienceMin experienceMax skills applyMethod applyUrl applyEmail } }';
type Written = { id: string; status: string; state: string; closesAt: string | null; filledAt: string | null; experienceMin: number | null; experienceMax: number | null; skills: string[]; applyMethod: string; applyUrl: string | null; applyEmail: string | null };
const input = (extra: Record<string, unknown> = {}) => ({ ...base, title: `Field job ${tag()}`, location: 'Pune', ...extra });

async function create(extra: Record<string, unknown>) {
  return gql<{ createJobPost: Written }>(CREATE, { input: input(extra) }, editor);
}

describe('the new fields', () => {
  it('are stored as given, trimmed and without repeats, and read back', async () => {
    const res = await create({ experienceMin: 1, experienceMax: 3, skills: [' SQL ', 'Excel', 'sql', '', 'Power  BI'], applyMethod: 'URL', applyUrl: ' https://careers.example.com/jobs/42 ' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createJobPost).toMatchObject({ status: 'PUBLISHED', state: 'OPEN', closesAt: null, experienceMin: 1, experienceMax: 3, skills: ['SQL', 'Excel', 'Power BI'], applyMethod: 'URL', applyUrl: 'https://careers.example.com/jobs/42', applyEmail: null });
  });

  it('a closing day closes at the end of that day in Asia/Kolkata; a day already past closes the job at once', async () => {
    const later = await create({ closesAt: '2099-12-31' });
    expect(later.data!.createJobPost).toMatchObject({ closesAt: '2099-12-31T18:29:59.999Z', state: 'OPEN' });
    const past = await create({ closesAt: '2020-01-15' });
    expect(past.data!.createJobPost).toMatchObject({ closesAt: '2020-01-15T18:29:59.999Z', state: 'EXPIRED' });
    const list = await gql<ListPage>(LIST, { search: 'Field job' });
    expect(list.data!.jobPosts.edges.map((e) => e.node.id)).not.toContain(past.data!.createJobPost.id);
    // An exact moment with its offset, and removing the closing date.
    const exact = await create({ closesAt: '2099-06-01T10:00:00+05:30' });
    expect(exact.data!.createJobPost.closesAt).toBe('2099-06-01T04:30:00.000Z');
    const cleared = await gql<{ updateJobPost: Written }>(UPDATE, { id: exact.data!.createJobPost.id, input: { closesAt: null } }, editor);
    expect(cleared.data!.updateJobPost.closesAt).toBeNull();
  });

  it('how to apply keeps only the address of the chosen way', async () => {
    const res = await create({ applyMethod: 'EMAIL', applyEmail: 'Jobs@Example.com' });
    expect(res.data!.createJobPost).toMatchObject({ applyMethod: 'EMAIL', applyEmail: 'jobs@example.com', applyUrl: null });
    const toSite = await gql<{ updateJobPost: Written }>(UPDATE, { id: res.data!.createJobPost.id, input: { applyMethod: 'SITE' } }, editor);
    expect(toSite.data!.updateJobPost).toMatchObject({ applyMethod: 'SITE', applyEmail: null, applyUrl: null });
  });

  it('the legacy REST create makes a published job without any new field, and takes them when given', async () => {
    const plain = await t.fetch('/api/v1/job-post/create-job-post', { method: 'POST', token: editor, json: { title: 'Legacy job', company: 'Old Co', companyLogo: '/l.png', location: 'Pune', salary: 500000 } });
    expect(plain.status).toBe(201);
    expect(((await plain.json()) as { job: Record<string, unknown> }).job).toMatchObject({ status: 'PUBLISHED', closesAt: null, skills: [], applyMethod: 'SITE', experienceMin: null });
    const rich = await t.fetch('/api/v1/job-post/create-job-post', {
      method: 'POST',
      token: editor,
      json: { title: 'Legacy job 2', companyname: 'Old Co', companylogo: '/l.png', location: 'Pune', salary: '5 LPA', skills: 'SQL, Excel, sql', experienceMin: '2', experienceMax: 4, closesAt: '2099-01-31', applyMethod: 'email', applyEmail: 'hr@old.example.com' },
    });
    expect(rich.status).toBe(201);
    expect(((await rich.json()) as { job: Record<string, unknown> }).job).toMatchObject({ skills: ['SQL', 'Excel'], experienceMin: 2, experienceMax: 4, closesAt: '2099-01-31T18:29:59.999Z', applyMethod: 'EMAIL', applyEmail: 'hr@old.example.com' });
  });
});

describe('bad input is refused with a precise message, through GraphQL and REST', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['experience min above max', { experienceMin: 5, experienceMax: 2 }, 'experienceMin', 'Minimum experience (5 years) must not be more than the maximum (2 years)'],
    ['a negative experience', { experienceMin: -1 }, 'experienceMin', 'Minimum experience must be a whole number of years from 0 to 40'],
    ['an experience above 40', { experienceMax: 41 }, 'experienceMax', 'Maximum experience must be a whole number of years from 0 to 40'],
    ['a link that is not a URL', { applyMethod: 'URL', applyUrl: 'careers page' }, 'applyUrl', 'Application link must be an http(s) URL such as https://careers.example.com/jobs/123'],
    ['a javascript: link', { applyMethod: 'URL', applyUrl: 'javascript:alert(1)' }, 'applyUrl', 'Application link must be an http(s) URL such as https://careers.example.com/jobs/123'],
    ['an ftp link', { applyMethod: 'URL', applyUrl: 'ftp://files.example.com/x' }, 'applyUrl', 'Application link must be an http(s) URL such as https://careers.example.com/jobs/123'],
    ['a bad e-mail address', { applyMethod: 'EMAIL', applyEmail: 'hr@' }, 'applyEmail', 'Application e-mail must be a valid address such as jobs@example.com'],
    ['apply by URL without one', { applyMethod: 'URL' }, 'applyUrl', 'Give the link where candidates apply (https://…), or choose another way to apply'],
    ['apply by e-mail without an address', { applyMethod: 'EMAIL' }, 'applyEmail', 'Give the e-mail address candidates apply to, or choose another way to apply'],
    ['a closing date that is not a date', { closesAt: 'next friday' }, 'closesAt', 'Closing date must be a date such as 2026-12-31 (the job closes at the end of that day, India time) or a date and time such as 2026-12-31T18:00:00+05:30'],
    ['a day that does not exist', { closesAt: '2026-02-30' }, 'closesAt', 'Closing date must be a date such as 2026-12-31 (the job closes at the end of that day, India time) or a date and time such as 2026-12-31T18:00:00+05:30'],
    ['a day written the Indian way', { closesAt: '31/12/2026' }, 'closesAt', 'Closing date must be a date such as 2026-12-31 (the job closes at the end of that day, India time) or a date and time such as 2026-12-31T18:00:00+05:30'],
    ['a closing year out of range', { closesAt: '1999-12-31' }, 'closesAt', 'Closing date must be between the years 2000 and 2200'],
    ['too many skills', { skills: Array.from({ length: 21 }, (_, i) => `Skill ${i}`) }, 'skills', 'List at most 20 skills (21 were given)'],
    ['a skill too long', { skills: ['x'.repeat(41)] }, 'skills', `Each skill must be at most 40 characters ("${'x'.repeat(40)}…" is longer)`],
  ];

  it.each(cases)('GraphQL: %s', async (_label, extra, field, message) => {
    const before = await t.db.prisma.jobPost.count();
    const res = await create(extra);
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await t.db.prisma.jobPost.count()).toBe(before);
  });

  it.each(cases)('REST: %s', async (_label, extra, field, message) => {
    const res = await t.fetch('/api/v1/job-post/create-job-post', { method: 'POST', token: editor, json: input(extra) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message, field });
  });

  it('REST: a fractional experience, as a number or as text (GraphQL\'s Int refuses it before the service)', async () => {
    for (const experienceMax of [2.5, '2.5', 'two']) {
      const res = await t.fetch('/api/v1/job-post/create-job-post', { method: 'POST', token: editor, json: input({ experienceMax }) });
      expect(await res.json()).toEqual({ success: false, message: 'Maximum experience must be a whole number of years from 0 to 40', field: 'experienceMax' });
    }
  });

  it('GraphQL refuses a status it does not know, before the service', async () => {
    const res = await create({ status: 'CLOSED' });
    expect(res.errors?.[0]?.message).toMatch(/JobStatus/);
  });

  it('an update is checked against the stored row: a minimum above the stored maximum is refused', async () => {
    const made = await create({ experienceMin: 1, experienceMax: 3 });
    const res = await gql<{ updateJobPost: Written }>(UPDATE, { id: made.data!.createJobPost.id, input: { experienceMin: 4 } }, editor);
    expect(res.errors?.[0]).toMatchObject({ message: 'Minimum experience (4 years) must not be more than the maximum (3 years)', extensions: { field: 'experienceMin' } });
    const rest = await t.fetch('/api/v1/job-post/update-job-post', { method: 'PUT', token: editor, json: { jobPostId: made.data!.createJobPost.id, applyMethod: 'URL' } });
    expect(await rest.json()).toEqual({ success: false, message: 'Give the link where candidates apply (https://…), or choose another way to apply', field: 'applyUrl' });
  });
});

describe('close as filled, reopen, duplicate', () => {
  const CLOSE = 'mutation ($id: ID!) { closeJobPostAsFilled(id: $id) { id status state filledAt } }';
  const REOPEN = 'mutation ($id: ID!, $closesAt: String) { reopenJobPost(id: $id, closesAt: $closesAt) { id status state filledAt closesAt } }';
  const DUPLICATE = 'mutation ($id: ID!) { duplicateJobPost(id: $id) { id title status state closesAt skills applyMethod applyUrl experienceMin } }';
  type Lifecycle = { id: string; status: string; state: string; filledAt: string | null; closesAt: string | null };
  const audits = (entityId: string) => t.db.prisma.auditEntry.findMany({ where: { entityId }, orderBy: { createdAt: 'asc' } });

  it('closing as filled sets filledAt and takes the job out of the lists; reopening clears it and puts it back', async () => {
    const word = tag();
    const made = await create({ title: `Fill me ${word}` });
    const id = made.data!.createJobPost.id;
    const closed = await gql<{ closeJobPostAsFilled: Lifecycle }>(CLOSE, { id }, editor);
    expect(closed.data!.closeJobPostAsFilled).toMatchObject({ status: 'FILLED', state: 'FILLED', filledAt: expect.any(String) });
    expect((await gql<ListPage>(LIST, { search: word })).data!.jobPosts.totalCount).toBe(0);

    const reopened = await gql<{ reopenJobPost: Lifecycle }>(REOPEN, { id }, editor);
    expect(reopened.data!.reopenJobPost).toMatchObject({ status: 'PUBLISHED', state: 'OPEN', filledAt: null });
    expect((await gql<ListPage>(LIST, { search: word })).data!.jobPosts.totalCount).toBe(1);

    const entries = await audits(id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'update']);
    expect(entries[1]!.after).toMatchObject({ status: 'FILLED' });
    expect(entries[2]!.after).toMatchObject({ status: 'PUBLISHED', filledAt: null });
  });

  it('reopening an expired job removes its past closing date, or takes a new one still ahead (never one already past)', async () => {
    const made = await create({ closesAt: '2021-03-01' });
    const id = made.data!.createJobPost.id;
    const refused = await gql(REOPEN, { id, closesAt: '2021-04-01' }, editor);
    expect(refused.errors?.[0]).toMatchObject({ message: 'To reopen the job, give a closing date still ahead, or none', extensions: { field: 'closesAt' } });
    const withDate = await gql<{ reopenJobPost: Lifecycle }>(REOPEN, { id, closesAt: '2099-03-01' }, editor);
    expect(withDate.data!.reopenJobPost).toMatchObject({ state: 'OPEN', closesAt: '2099-03-01T18:29:59.999Z' });
    await t.db.prisma.jobPost.update({ where: { id }, data: { closesAt: new Date(Date.now() - HOUR) } });
    const without = await gql<{ reopenJobPost: Lifecycle }>(REOPEN, { id }, editor);
    expect(without.data!.reopenJobPost).toMatchObject({ state: 'OPEN', closesAt: null });
  });

  it('a draft cannot be closed as filled', async () => {
    const made = await create({ status: 'DRAFT' });
    const res = await gql(CLOSE, { id: made.data!.createJobPost.id }, editor);
    expect(res.errors?.[0]?.message).toBe('A draft cannot be closed as filled: publish it first, or delete it');
  });

  it('setting the status FILLED through an update sets filledAt too; PUBLISHED clears it', async () => {
    const made = await create({});
    const filled = await gql<{ updateJobPost: Written }>(UPDATE, { id: made.data!.createJobPost.id, input: { status: 'FILLED' } }, editor);
    expect(filled.data!.updateJobPost).toMatchObject({ status: 'FILLED', filledAt: expect.any(String) });
    const published = await gql<{ updateJobPost: Written }>(UPDATE, { id: made.data!.createJobPost.id, input: { status: 'PUBLISHED' } }, editor);
    expect(published.data!.updateJobPost).toMatchObject({ status: 'PUBLISHED', filledAt: null, state: 'OPEN' });
  });

  it('duplicating makes a draft copy with every field but the lifecycle, audited as a create', async () => {
    const made = await create({ status: 'FILLED', closesAt: '2099-01-01', skills: ['SQL'], experienceMin: 2, applyMethod: 'URL', applyUrl: 'https://jobs.example.com/1' });
    const source = made.data!.createJobPost;
    const copy = await gql<{ duplicateJobPost: Record<string, unknown> }>(DUPLICATE, { id: source.id }, editor);
    expect(copy.errors).toBeUndefined();
    const dup = copy.data!.duplicateJobPost;
    expect(dup.id).not.toBe(source.id);
    expect(dup).toMatchObject({ status: 'DRAFT', state: 'DRAFT', closesAt: null, skills: ['SQL'], applyMethod: 'URL', applyUrl: 'https://jobs.example.com/1', experienceMin: 2 });
    const row = await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: dup.id as string } });
    const original = await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: source.id } });
    expect({ ...row, id: '', createdAt: null, updatedAt: null, status: '', closesAt: null, filledAt: null }).toEqual({ ...original, id: '', createdAt: null, updatedAt: null, status: '', closesAt: null, filledAt: null });
    expect((await audits(dup.id as string)).map((e) => e.action)).toEqual(['create']);
    // A draft is nobody's business but staff's.
    expect((await gql<{ jobPost: null }>('query ($id: ID!) { jobPost(id: $id) { id } }', { id: dup.id })).data!.jobPost).toBeNull();
  });

  it('a draft is posted when it is published: its date becomes that moment (lists, feed, alerts); edits, a fill and a reopen keep it', async () => {
    const tenDaysAgo = new Date(Date.now() - 240 * HOUR);
    const posted = async (id: string) => (await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id } })).createdAt.getTime();
    // Published through an update...
    const draft = (await create({ status: 'DRAFT' })).data!.createJobPost.id;
    await t.db.prisma.jobPost.update({ where: { id: draft }, data: { createdAt: tenDaysAgo } });
    const edited = await gql(UPDATE, { id: draft, input: { title: 'Still a draft' } }, editor);
    expect(edited.errors).toBeUndefined();
    expect(await posted(draft)).toBe(tenDaysAgo.getTime());
    const before = Date.now();
    await gql(UPDATE, { id: draft, input: { status: 'PUBLISHED' } }, editor);
    const publishedAt = await posted(draft);
    expect(publishedAt).toBeGreaterThanOrEqual(before - 1000);
    // ...and through a reopen.
    const other = (await create({ status: 'DRAFT' })).data!.createJobPost.id;
    await t.db.prisma.jobPost.update({ where: { id: other }, data: { createdAt: tenDaysAgo } });
    await gql(REOPEN, { id: other }, editor);
    expect(await posted(other)).toBeGreaterThanOrEqual(before - 1000);
    // A published job keeps its date through an edit, a fill and a reopen.
    await gql(UPDATE, { id: draft, input: { title: 'Now posted' } }, editor);
    await gql(CLOSE, { id: draft }, editor);
    await gql(REOPEN, { id: draft }, editor);
    expect(await posted(draft)).toBe(publishedAt);
    // Newest first on the public list, as search engines and the feed date it.
    const first = await gql<{ jobPosts: { edges: { node: { id: string; createdAt: string } }[] } }>('{ jobPosts(first: 2) { edges { node { id createdAt } } } }');
    expect(first.data!.jobPosts.edges.map((e) => e.node.id)).toEqual(expect.arrayContaining([draft, other]));
  });

  it('an unknown job is a 404 for each', async () => {
    for (const query of [CLOSE, REOPEN, DUPLICATE]) {
      const res = await gql(query, { id: 'no-such-job' }, editor);
      expect(res.errors?.[0]).toMatchObject({ message: 'Job post not found', extensions: { code: 'NOT_FOUND' } });
    }
  });
});
