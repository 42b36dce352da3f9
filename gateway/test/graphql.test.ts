// The GraphQL API operation by operation on a real database: reads, pages, filters, admin writes and the
// guards around them, and how errors and abusive requests are answered.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobCategory } from '../src/generated/prisma/enums.js';
import { createApp } from '../src/http/app.js';
import { GRAPHQL_LIMITS } from '../src/http/yoga.js';
import { LAST_ADMIN } from '../src/services/users.js';
import { startTestApp, TEST_PASSWORD, testJwtSecret, type TestApp } from './helpers/app.js';
import { takeConsoleErrors } from './helpers/fail-on-console-error.js';

let t: TestApp;
let admin: string;
let adminId: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('ADMIN');
  adminId = (await gql<{ me: { id: string } }>('{ me { id } }', {}, admin)).data!.me.id;
});
afterAll(() => t.close());

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

/**
 * A GraphQL call. Yoga may log a refused operation through console.error; the only lines accepted are ones
 * repeating an error this response carries, so any other server error still fails the test.
 */
async function gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string | null) {
  const res = await t.gql<T>(query, variables, token);
  const messages = (res.errors ?? []).map((e) => e.message);
  for (const line of takeConsoleErrors()) expect(messages.some((m) => line.includes(m)), `unexpected console.error: ${line}`).toBe(true);
  return res;
}

function expectError(res: Awaited<ReturnType<typeof gql>>, code: string, message?: string | RegExp) {
  expect(res.errors, JSON.stringify(res)).toHaveLength(1);
  expect(res.errors![0]!.extensions?.code).toBe(code);
  if (message !== undefined) expect(res.errors![0]!.message).toMatch(message);
}

const baseJob = { companyname: 'Acme Pune', companylogo: 'https://cdn.example.com/acme.png', location: 'Pune', salary: '₹6 LPA', content: '<p>Work</p>' };
const makeJob = (data: Partial<typeof baseJob> & { title?: string; category?: JobCategory | null; createdAt?: Date } = {}) =>
  t.db.prisma.jobPost.create({ data: { ...baseJob, title: 'A job', ...data } });

type Node = { id: string; createdAt: string; title: string; category: JobCategory | null };
type JobPage = { jobPosts: { totalCount: number; edges: { cursor: string; node: Node }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
const JOB_PAGE = `query ($first: Int, $after: String, $search: String, $category: JobCategory) {
  jobPosts(first: $first, after: $after, search: $search, category: $category) {
    totalCount
    edges { cursor node { id createdAt title category } }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** Every page of jobPosts for the given filter, following endCursor. */
async function walkJobs(first: number, filter: { search?: string; category?: JobCategory } = {}) {
  const pages: JobPage['jobPosts'][] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const res: { data?: JobPage; errors?: unknown[] } = await gql<JobPage>(JOB_PAGE, { first, after, ...filter });
    expect(res.errors).toBeUndefined();
    const page: JobPage['jobPosts'] = res.data!.jobPosts;
    pages.push(page);
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  return pages;
}

describe('jobPosts', () => {
  beforeAll(async () => {
    const at = (iso: string) => new Date(iso);
    // Three share one instant, so pages must break the tie by id without skipping or repeating.
    await makeJob({ title: 'Oldest', createdAt: at('2024-01-01T00:00:00Z'), category: 'FINANCE' });
    await makeJob({ title: 'Tie one', createdAt: at('2024-06-01T00:00:00Z'), category: 'TECHNOLOGY' });
    await makeJob({ title: 'Tie two', createdAt: at('2024-06-01T00:00:00Z'), category: 'TECHNOLOGY' });
    await makeJob({ title: 'Tie three', createdAt: at('2024-06-01T00:00:00Z'), category: null });
    await makeJob({ title: 'Middle', createdAt: at('2024-03-01T00:00:00Z'), category: 'FINANCE' });
    await makeJob({ title: 'Newest', createdAt: at('2025-01-01T00:00:00Z'), category: 'MARKETING' });
    await makeJob({ title: 'Recent', createdAt: at('2024-12-01T00:00:00Z'), category: 'HEALTHCARE' });
  });

  it('first/after walks every job exactly once, newest first, with the right totalCount and hasNextPage', async () => {
    const all = await t.db.prisma.jobPost.findMany({ select: { id: true } });
    expect(all.length).toBeGreaterThanOrEqual(7);
    const pages = await walkJobs(2);
    expect(pages).toHaveLength(Math.ceil(all.length / 2));
    for (const [i, page] of pages.entries()) {
      expect(page.totalCount).toBe(all.length);
      expect(page.pageInfo.hasNextPage).toBe(i < pages.length - 1);
      expect(page.edges.length).toBe(i < pages.length - 1 ? 2 : all.length - 2 * i);
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)!.cursor);
    }
    const nodes = pages.flatMap((p) => p.edges.map((e) => e.node));
    const ids = nodes.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(all.map((j) => j.id).sort());
    for (let i = 1; i < nodes.length; i++) {
      const [a, b] = [nodes[i - 1]!, nodes[i]!];
      const ta = Date.parse(a.createdAt);
      const tb = Date.parse(b.createdAt);
      expect(ta > tb || (ta === tb && a.id > b.id), `${a.title} before ${b.title}`).toBe(true);
    }
    expect(nodes[0]!.title).toBe('Newest');
  });

  it('a page size larger than the list gives everything on one page', async () => {
    const count = await t.db.prisma.jobPost.count();
    const [page] = await walkJobs(100);
    expect(page!.edges).toHaveLength(count);
    expect(page!.pageInfo.hasNextPage).toBe(false);
  });

  it.each([
    ['title', { title: 'Senior Wombatology Engineer' }],
    ['companyname', { companyname: 'WOMBATOLOGY Labs' }],
    ['location', { location: 'wombatologyville' }],
    ['content', { content: '<p>You will study <em>Wombatology</em> daily</p>' }],
  ] as const)('search finds a match in %s, whatever the letter case, and by the start of a word', async (field, data) => {
    const token = `wombatology${field}`;
    const text = (Object.values(data)[0] as string).replace(/wombatology/i, (m) => m + field);
    const job = await makeJob({ [field]: text });
    await makeJob({ title: 'Not this one' });
    for (const search of [token.toUpperCase(), `  ${token}  `, token.slice(0, -2)]) {
      const [page] = await walkJobs(50, { search });
      expect(page!.edges.map((e) => e.node.id), search).toEqual([job.id]);
      expect(page!.totalCount).toBe(1);
    }
  });

  it('search matches across fields at once and pages through the matches only', async () => {
    const a = await makeJob({ title: 'Quokka keeper' });
    const b = await makeJob({ companyname: 'Quokka Corp' });
    const c = await makeJob({ location: 'Quokka Island' });
    const d = await makeJob({ content: '<p>feed the quokka</p>' });
    const pages = await walkJobs(3, { search: 'qUoKkA' });
    expect(pages).toHaveLength(2);
    expect(pages[0]!.totalCount).toBe(4);
    expect(pages.flatMap((p) => p.edges.map((e) => e.node.id)).sort()).toEqual([a.id, b.id, c.id, d.id].sort());
    const [none] = await walkJobs(10, { search: 'no-such-word-anywhere' });
    expect(none).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false } });
  });

  it('the category filter returns only that category, alone or with a search', async () => {
    const [finance] = await walkJobs(100, { category: 'FINANCE' });
    const expected = await t.db.prisma.jobPost.findMany({ where: { category: 'FINANCE' }, select: { id: true } });
    expect(expected.length).toBeGreaterThanOrEqual(2);
    expect(finance!.totalCount).toBe(expected.length);
    expect(finance!.edges.map((e) => e.node.id).sort()).toEqual(expected.map((j) => j.id).sort());
    expect(finance!.edges.every((e) => e.node.category === 'FINANCE')).toBe(true);

    const [both] = await walkJobs(100, { category: 'FINANCE', search: 'middle' });
    expect(both!.edges.map((e) => e.node.title)).toEqual(['Middle']);
  });

  it('jobCategoryCounts lists every category, zero included, and counts each', async () => {
    type Counts = { jobCategoryCounts: { category: JobCategory; count: number }[] };
    const read = async () => {
      const res = await gql<Counts>('{ jobCategoryCounts { category count } }');
      expect(res.errors).toBeUndefined();
      return Object.fromEntries(res.data!.jobCategoryCounts.map((c) => [c.category, c.count]));
    };
    const before = await read();
    expect(Object.keys(before).sort()).toEqual(['EDUCATION', 'ENGINEERING', 'FINANCE', 'HEALTHCARE', 'MARKETING', 'TECHNOLOGY']);
    expect(before.ENGINEERING).toBe(0);
    await makeJob({ category: 'ENGINEERING' });
    await makeJob({ category: 'ENGINEERING' });
    await makeJob({ category: 'EDUCATION' });
    await makeJob({ category: null });
    const after = await read();
    expect(after).toEqual({ ...before, ENGINEERING: 2, EDUCATION: before.EDUCATION! + 1 });
    for (const [category, count] of Object.entries(after)) {
      expect(count, category).toBe(await t.db.prisma.jobPost.count({ where: { category: category as JobCategory } }));
    }
  });

  it('jobPost(id) returns the job, and null for an unknown id', async () => {
    const job = await makeJob({ title: 'Find me', category: 'EDUCATION' });
    const found = await gql('query ($id: ID!) { jobPost(id: $id) { id title companyname companylogo location salary content category employmentType createdAt updatedAt } }', { id: job.id });
    expect(found).toEqual({
      data: {
        jobPost: {
          id: job.id,
          title: 'Find me',
          ...baseJob,
          category: 'EDUCATION',
          employmentType: 'FULL_TIME',
          createdAt: job.createdAt.toISOString(),
          updatedAt: job.updatedAt.toISOString(),
        },
      },
    });
    expect(await gql('{ jobPost(id: "no-such-job") { id } }')).toEqual({ data: { jobPost: null } });
  });
});

describe('stories', () => {
  type StoryNode = { id: string; slug: string; title: string; postDate: string };
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const make = (title: string, postDate: string) =>
      t.db.prisma.story.create({ data: { title, slug: unique(title.toLowerCase()), storyImage: '/uploads/s.png', postDate: new Date(postDate) } });
    for (const [title, date] of [
      ['Middle', '2024-05-05T00:00:00Z'],
      ['Newest', '2025-02-02T00:00:00Z'],
      ['Oldest', '2023-01-01T00:00:00Z'],
      ['Tied', '2024-05-05T00:00:00Z'],
    ] as const) {
      ids[title] = (await make(title, date)).id;
    }
  });

  it('the stories connection gives newest post date first, and pages through all of them', async () => {
    const query = 'query ($after: String) { stories(first: 3, after: $after) { totalCount edges { node { id slug title postDate } } pageInfo { hasNextPage endCursor } } }';
    type Page = { stories: { totalCount: number; edges: { node: StoryNode }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } };
    const first = (await gql<Page>(query, {})).data!.stories;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await gql<Page>(query, { after: first.pageInfo.endCursor })).data!.stories;
    expect(second.pageInfo.hasNextPage).toBe(false);
    const total = await t.db.prisma.story.count();
    expect(first.totalCount).toBe(total);
    const nodes = [...first.edges, ...second.edges].map((e) => e.node);
    expect(nodes).toHaveLength(total);
    expect(nodes[0]!.title).toBe('Newest');
    expect(nodes.at(-1)!.title).toBe('Oldest');
    for (let i = 1; i < nodes.length; i++) {
      const [a, b] = [nodes[i - 1]!, nodes[i]!];
      expect(Date.parse(a.postDate) > Date.parse(b.postDate) || (a.postDate === b.postDate && a.id > b.id)).toBe(true);
    }
  });

  it('story(slug) and story(id) find the same story; unknown ones are null', async () => {
    const story = await t.db.prisma.story.findUniqueOrThrow({ where: { id: ids.Middle! } });
    const bySlug = await gql<{ story: StoryNode }>('query ($slug: String!) { story(slug: $slug) { id slug title postDate } }', { slug: story.slug });
    const byId = await gql<{ story: StoryNode }>('query ($id: ID!) { story(id: $id) { id slug title postDate } }', { id: story.id });
    expect(bySlug.data!.story).toEqual({ id: story.id, slug: story.slug, title: 'Middle', postDate: '2024-05-05T00:00:00.000Z' });
    expect(byId.data).toEqual(bySlug.data);
    expect(await gql('{ story(slug: "no-such-story") { id } }')).toEqual({ data: { story: null } });
    expect(await gql('{ story(id: "no-such-id") { id } }')).toEqual({ data: { story: null } });
  });

  it('story without an id or slug is a BAD_USER_INPUT error', async () => {
    expectError(await gql('{ story { id } }'), 'BAD_USER_INPUT', 'Give a story id or slug');
  });
});

describe('me', () => {
  it('is null without a token and the signed-in user with one', async () => {
    expect(await gql('{ me { id } }')).toEqual({ data: { me: null } });
    const me = await gql<{ me: { id: string; role: string } }>('{ me { id username role } }', {}, admin);
    expect(me.data!.me).toMatchObject({ id: adminId, role: 'ADMIN' });
  });
});

describe('job post writes (ADMIN)', () => {
  const FIELDS = 'id title companyname companylogo location salary content category employmentType createdAt updatedAt';

  it('createJobPost stores and returns the job, with the description sanitised', async () => {
    const input = { ...baseJob, title: 'Created over GraphQL', salary: '₹7 LPA', content: '<p>Hi<script>alert(1)</script> <a href="javascript:x()">x</a></p>', category: 'ENGINEERING', employmentType: 'INTERNSHIP' };
    const res = await gql<{ createJobPost: Record<string, string> }>(`mutation ($input: JobPostInput!) { createJobPost(input: $input) { ${FIELDS} } }`, { input }, admin);
    expect(res.errors).toBeUndefined();
    const job = res.data!.createJobPost;
    expect(job).toMatchObject({ ...input, content: '<p>Hi <a>x</a></p>' });
    const row = await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: job.id! } });
    expect(row).toMatchObject({ title: input.title, content: '<p>Hi <a>x</a></p>', category: 'ENGINEERING', employmentType: 'INTERNSHIP' });
    expect(job.createdAt).toBe(row.createdAt.toISOString());
  });

  it('createJobPost refuses an empty required field with BAD_USER_INPUT and writes nothing', async () => {
    const before = await t.db.prisma.jobPost.count();
    const res = await gql('mutation ($input: JobPostInput!) { createJobPost(input: $input) { id } }', { input: { ...baseJob, title: '   ' } }, admin);
    expectError(res, 'BAD_USER_INPUT', 'Please fill out all required fields');
    expect(await t.db.prisma.jobPost.count()).toBe(before);
  });

  it('createJobPost stores the salary as visitors will see it, and salaryRange gives its amounts (issue 26)', async () => {
    const cases = [
      ['6.5 LPA', '₹6.5 LPA', { min: 650000, max: 650000, unit: 'YEAR', minYearly: 650000, maxYearly: 650000 }],
      ['4-6 LPA', '₹4–6 LPA', { min: 400000, max: 600000, unit: 'YEAR', minYearly: 400000, maxYearly: 600000 }],
      ['₹35,000 / month', '₹35,000 / month', { min: 35000, max: 35000, unit: 'MONTH', minYearly: 420000, maxYearly: 420000 }],
      ['Not disclosed', 'Not disclosed', null],
    ] as const;
    for (const [typed, shown, range] of cases) {
      const res = await gql<{ createJobPost: { id: string; salary: string; salaryRange: unknown } }>(
        'mutation ($input: JobPostInput!) { createJobPost(input: $input) { id salary salaryRange { min max unit minYearly maxYearly } } }',
        { input: { ...baseJob, title: `Salary ${typed}`, salary: typed } },
        admin,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.createJobPost).toMatchObject({ salary: shown, salaryRange: range });
      expect((await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: res.data!.createJobPost.id } })).salary).toBe(shown);
    }
  });

  it.each(['6.5', 'Negotiable', '6-8'])('createJobPost and updateJobPost refuse the salary %s with BAD_USER_INPUT on the salary field, naming the accepted forms', async (salary) => {
    const before = await t.db.prisma.jobPost.count();
    const res = await gql('mutation ($input: JobPostInput!) { createJobPost(input: $input) { id } }', { input: { ...baseJob, title: 'Bad salary', salary } }, admin);
    expectError(res, 'BAD_USER_INPUT', /6\.5 LPA.*4–6 LPA.*₹35,000 \/ month/);
    expect(res.errors![0]!.extensions?.field).toBe('salary');
    expect(await t.db.prisma.jobPost.count()).toBe(before);
    const job = await makeJob({ title: 'Keeps its salary' });
    const update = await gql('mutation ($id: ID!) { updateJobPost(id: $id, input: { salary: "6.5" }) { id } }', { id: job.id }, admin);
    expectError(update, 'BAD_USER_INPUT', /6\.5 LPA/);
    expect((await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: job.id } })).salary).toBe(baseJob.salary);
  });

  it('shows a salary saved before salaries were checked as visitors saw it', async () => {
    const old = await t.db.prisma.jobPost.create({ data: { ...baseJob, title: 'Old salaries', salary: '6-8 LPA' } });
    const text = await t.db.prisma.jobPost.create({ data: { ...baseJob, title: 'Old salaries', salary: 'Negotiable' } });
    const read = async (id: string) => (await gql<{ jobPost: unknown }>('query ($id: ID!) { jobPost(id: $id) { salary salaryRange { minYearly maxYearly } } }', { id })).data!.jobPost;
    expect(await read(old.id)).toEqual({ salary: '₹6–8 LPA', salaryRange: { minYearly: 600000, maxYearly: 800000 } });
    expect(await read(text.id)).toEqual({ salary: 'Negotiable', salaryRange: null });
  });

  it('updateJobPost changes only the given fields', async () => {
    const job = await makeJob({ title: 'Before update', category: 'FINANCE' });
    const res = await gql<{ updateJobPost: Record<string, string> }>(
      `mutation ($id: ID!, $input: JobPostUpdateInput!) { updateJobPost(id: $id, input: $input) { ${FIELDS} } }`,
      { id: job.id, input: { title: 'After update', location: 'Mumbai' } },
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateJobPost).toMatchObject({ id: job.id, title: 'After update', location: 'Mumbai', companyname: baseJob.companyname, salary: baseJob.salary, category: 'FINANCE' });
    const row = await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: job.id } });
    expect(row).toMatchObject({ title: 'After update', location: 'Mumbai', companyname: baseJob.companyname, salary: baseJob.salary, category: 'FINANCE' });
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(job.updatedAt.getTime());
  });

  // A patch that leaves out content must not reset it (zod 4 keeps a create schema's default('') inside .partial()).
  it('updateJobPost without content keeps the description (GraphQL)', async () => {
    const job = await makeJob({ title: 'Keep my description' });
    const res = await gql('mutation ($id: ID!) { updateJobPost(id: $id, input: { title: "Renamed" }) { title content } }', { id: job.id }, admin);
    expect(res).toEqual({ data: { updateJobPost: { title: 'Renamed', content: baseJob.content } } });
    expect((await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: job.id } })).content).toBe(baseJob.content);
  });

  it('PUT /api/v1/job-post/update-job-post without content keeps the description (REST)', async () => {
    const job = await makeJob({ title: 'Keep my description too' });
    const res = await t.fetch('/api/v1/job-post/update-job-post', { method: 'PUT', token: admin, json: { jobPostId: job.id, title: 'Renamed' } });
    expect(res.status).toBe(200);
    expect((await res.json()).job).toMatchObject({ title: 'Renamed', content: baseJob.content });
    expect((await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: job.id } })).content).toBe(baseJob.content);
  });

  it('updateJobPost and deleteJobPost answer NOT_FOUND for an unknown id', async () => {
    expectError(await gql('mutation { updateJobPost(id: "nope", input: { title: "x" }) { id } }', {}, admin), 'NOT_FOUND', 'Job post not found');
    expectError(await gql('mutation { deleteJobPost(id: "nope") { id } }', {}, admin), 'NOT_FOUND', 'Job post not found');
  });

  it('deleteJobPost removes and returns the job', async () => {
    const job = await makeJob({ title: 'To delete' });
    const res = await gql('mutation ($id: ID!) { deleteJobPost(id: $id) { id title } }', { id: job.id }, admin);
    expect(res).toEqual({ data: { deleteJobPost: { id: job.id, title: 'To delete' } } });
    expect(await t.db.prisma.jobPost.findUnique({ where: { id: job.id } })).toBeNull();
    expect(await gql('query ($id: ID!) { jobPost(id: $id) { id } }', { id: job.id })).toEqual({ data: { jobPost: null } });
  });
});

describe('story writes (ADMIN)', () => {
  const CREATE = 'mutation ($input: StoryInput!) { createStory(input: $input) { id slug title storyImage storyContent studentName companyName role postDate } }';

  it('createStory returns the story, with a slug made from the title, unique on a clash', async () => {
    const title = `Priya Joins Infosys ${randomBytes(2).toString('hex')}`;
    const input = { title, storyImage: '/uploads/priya.png', storyContent: '<p onclick="x()">Great <script>alert(1)</script><strong>job</strong></p>', studentName: 'Priya', companyName: 'Infosys', role: 'Developer', postDate: '2025-03-04T05:06:07.000Z' };
    const first = await gql<{ createStory: Record<string, string> }>(CREATE, { input }, admin);
    expect(first.errors).toBeUndefined();
    const slug = title.toLowerCase().replace(/ /g, '-');
    expect(first.data!.createStory).toEqual({ ...input, id: expect.any(String), slug, storyContent: '<p>Great <strong>job</strong></p>' });
    expect(await t.db.prisma.story.count({ where: { id: first.data!.createStory.id! } })).toBe(1);

    const second = await gql<{ createStory: { slug: string } }>(CREATE, { input }, admin);
    expect(second.data!.createStory.slug).toMatch(new RegExp(`^${slug}-[0-9a-f]{6}$`));
  });

  it('createStory with a slug already taken is a CONFLICT and writes nothing', async () => {
    const slug = unique('taken');
    expect((await gql(CREATE, { input: { title: 'One', storyImage: '/uploads/a.png', slug } }, admin)).errors).toBeUndefined();
    const before = await t.db.prisma.story.count();
    expectError(await gql(CREATE, { input: { title: 'Two', storyImage: '/uploads/a.png', slug } }, admin), 'CONFLICT', 'A story with this slug already exists');
    expect(await t.db.prisma.story.count()).toBe(before);
  });

  it('updateStory changes the given fields and deleteStory removes the story', async () => {
    const story = await t.db.prisma.story.create({ data: { title: 'Old title', slug: unique('old'), storyImage: '/uploads/o.png', studentName: 'Ravi' } });
    const newSlug = unique('new-slug');
    const updated = await gql('mutation ($id: ID!, $input: StoryUpdateInput!) { updateStory(id: $id, input: $input) { id title slug studentName } }', { id: story.id, input: { title: 'New title', slug: newSlug } }, admin);
    expect(updated).toEqual({ data: { updateStory: { id: story.id, title: 'New title', slug: newSlug, studentName: 'Ravi' } } });
    expect(await t.db.prisma.story.findUnique({ where: { id: story.id } })).toMatchObject({ title: 'New title', slug: newSlug });

    const deleted = await gql('mutation ($id: ID!) { deleteStory(id: $id) { id slug } }', { id: story.id }, admin);
    expect(deleted).toEqual({ data: { deleteStory: { id: story.id, slug: newSlug } } });
    expect(await t.db.prisma.story.findUnique({ where: { id: story.id } })).toBeNull();
    expectError(await gql('mutation ($id: ID!) { deleteStory(id: $id) { id } }', { id: story.id }, admin), 'NOT_FOUND', 'Story not found');
  });
});

describe('user writes (ADMIN)', () => {
  const CREATE = 'mutation ($input: UserInput!) { createUser(input: $input) { id name email username role createdAt } }';
  const LOGIN = 'mutation ($u: String!, $p: String!) { adminLogin(username: $u, password: $p) { success } }';
  const loginWorks = async (username: string, password: string) => {
    const res = await t.fetch('/graphql', { method: 'POST', json: { query: LOGIN, variables: { u: username, p: password } }, headers: { 'x-forwarded-for': `10.90.${randomBytes(1)[0]}.${randomBytes(1)[0]}` } });
    return ((await res.json()) as { data: { adminLogin: { success: boolean } } }).data.adminLogin.success;
  };

  it('createUser returns the safe fields, defaults the role to USER and stores only a password hash', async () => {
    const username = unique('new.user');
    const res = await gql<{ createUser: Record<string, string> }>(CREATE, { input: { name: 'New User', email: `${username.toUpperCase()}@Example.com`, username, password: 'a-long-enough-password' } }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data!.createUser).toEqual({ id: expect.any(String), name: 'New User', email: `${username}@example.com`, username, role: 'USER', createdAt: expect.any(String) });
    const row = await t.db.prisma.user.findUniqueOrThrow({ where: { id: res.data!.createUser.id! } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain('a-long-enough-password');
  });

  it('a user created as EDITOR can sign in with the given password', async () => {
    const username = unique('editor');
    const res = await gql(CREATE, { input: { name: 'Ed', email: `${username}@example.com`, username, role: 'EDITOR', password: 'editor-password-1' } }, admin);
    expect(res.errors).toBeUndefined();
    expect(await loginWorks(username, 'editor-password-1')).toBe(true);
  });

  it('createUser refuses a username or email already in use with CONFLICT', async () => {
    const existing = await t.createUser('USER');
    const before = await t.db.prisma.user.count();
    expectError(await gql(CREATE, { input: { name: 'Dup', email: `${unique('x')}@example.com`, username: existing.username, password: TEST_PASSWORD } }, admin), 'CONFLICT', 'A user with this username already exists');
    expectError(await gql(CREATE, { input: { name: 'Dup', email: `${existing.username}@example.com`, username: unique('dup'), password: TEST_PASSWORD } }, admin), 'CONFLICT', 'A user with this email already exists');
    expect(await t.db.prisma.user.count()).toBe(before);
  });

  it('updateUser changes name and role, and a new password replaces the old one', async () => {
    const user = await t.createUser('EDITOR');
    const res = await gql('mutation ($id: ID!, $input: UserUpdateInput!) { updateUser(id: $id, input: $input) { id name role username } }', { id: user.id, input: { name: 'Renamed', role: 'ADMIN', password: 'brand-new-password' } }, admin);
    expect(res).toEqual({ data: { updateUser: { id: user.id, name: 'Renamed', role: 'ADMIN', username: user.username } } });
    expect(await loginWorks(user.username, 'brand-new-password')).toBe(true);
    expect(await loginWorks(user.username, TEST_PASSWORD)).toBe(false);
    // An empty password on edit keeps the current one.
    expect((await gql('mutation ($id: ID!) { updateUser(id: $id, input: { password: "" }) { id } }', { id: user.id }, admin)).errors).toBeUndefined();
    expect(await loginWorks(user.username, 'brand-new-password')).toBe(true);
  });

  it('deleteUser removes and returns the user; an unknown id is NOT_FOUND', async () => {
    const user = await t.createUser('USER');
    expect(await gql('mutation ($id: ID!) { deleteUser(id: $id) { id username } }', { id: user.id }, admin)).toEqual({ data: { deleteUser: { id: user.id, username: user.username } } });
    expect(await t.db.prisma.user.findUnique({ where: { id: user.id } })).toBeNull();
    expectError(await gql('mutation ($id: ID!) { deleteUser(id: $id) { id } }', { id: user.id }, admin), 'NOT_FOUND', 'User not found');
  });

  it('deleting yourself is refused with CONFLICT and a clear message', async () => {
    const res = await gql('mutation ($id: ID!) { deleteUser(id: $id) { id } }', { id: adminId }, admin);
    expectError(res, 'CONFLICT', 'You cannot delete your own account while signed in with it.');
    expect(await t.db.prisma.user.findUnique({ where: { id: adminId } })).not.toBeNull();
  });

  describe('the last administrator', () => {
    /** Makes `keep` the only ADMINs for the duration of `body`, then restores the others. */
    async function withOnlyAdmins(keep: string[], body: () => Promise<void>) {
      const others = await t.db.prisma.user.findMany({ where: { role: 'ADMIN', id: { notIn: keep } }, select: { id: true } });
      await t.db.prisma.user.updateMany({ where: { id: { in: others.map((o) => o.id) } }, data: { role: 'EDITOR' } });
      try {
        await body();
      } finally {
        await t.db.prisma.user.updateMany({ where: { id: { in: others.map((o) => o.id) } }, data: { role: 'ADMIN' } });
      }
    }

    it('cannot be demoted (CONFLICT); with a second ADMIN the demotion works', async () => {
      const second = await t.createUser('ADMIN');
      await withOnlyAdmins([adminId], async () => {
        const res = await gql('mutation ($id: ID!) { updateUser(id: $id, input: { role: EDITOR, name: "Still admin" }) { id } }', { id: adminId }, admin);
        expectError(res, 'CONFLICT', LAST_ADMIN);
        expect(await t.db.prisma.user.findUniqueOrThrow({ where: { id: adminId } })).toMatchObject({ role: 'ADMIN' });
        expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: adminId } })).name).not.toBe('Still admin');
      });
      await withOnlyAdmins([adminId, second.id], async () => {
        const res = await gql('mutation ($id: ID!) { updateUser(id: $id, input: { role: EDITOR }) { role } }', { id: second.id }, admin);
        expect(res).toEqual({ data: { updateUser: { role: 'EDITOR' } } });
      });
    });

    it('cannot be deleted (CONFLICT)', async () => {
      // An ADMIN can only be deleted by another ADMIN, so the guard is reached in one request that first demotes
      // the caller (allowed: two admins) and then deletes the other one, by then the last administrator.
      const viewer = await t.createUser('ADMIN');
      const other = await t.createUser('ADMIN');
      const res = await t.fetch('/api/v1/admin/auth/login', { method: 'POST', json: { username: viewer.username, password: TEST_PASSWORD }, headers: { 'x-forwarded-for': '10.91.0.1' } });
      const token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
      await withOnlyAdmins([viewer.id, other.id], async () => {
        const out = await gql<{ demote: { role: string } }>(
          'mutation ($me: ID!, $other: ID!) { demote: updateUser(id: $me, input: { role: EDITOR }) { role } remove: deleteUser(id: $other) { id } }',
          { me: viewer.id, other: other.id },
          token,
        );
        expectError(out, 'CONFLICT', LAST_ADMIN);
        expect(await t.db.prisma.user.findUnique({ where: { id: other.id } })).toMatchObject({ role: 'ADMIN' });
        expect(await t.db.prisma.user.count({ where: { role: 'ADMIN' } })).toBe(1);
      });
    });
  });
});

describe('error handling', () => {
  const STACK = /\bat\s+\S+\s+\(|\.ts:\d+|node_modules|"stack"|originalError/;

  it.each([
    ['a service refusal', '{ users { id } }', 'UNAUTHENTICATED'],
    ['a validation error', '{ jobPosts { nope } }', undefined],
    ['a bad cursor', '{ jobPosts(after: "!!!") { totalCount } }', undefined],
    ['a bad argument', '{ story { id } }', 'BAD_USER_INPUT'],
  ])('%s carries no stack trace', async (_label, query, code) => {
    const res = await t.fetch('/graphql', { method: 'POST', json: { query } });
    const text = await res.text();
    const body = JSON.parse(text) as { errors: { message: string; extensions?: Record<string, unknown> }[] };
    for (const line of takeConsoleErrors()) expect(body.errors.some((e) => line.includes(e.message))).toBe(true);
    expect(body.errors.length).toBeGreaterThan(0);
    if (code) expect(body.errors[0]!.extensions?.code).toBe(code);
    expect(text).not.toMatch(STACK);
  });

  it('an unexpected failure is masked: a generic message, no stack, no internals; the details go to the log only', async () => {
    const boom = () => Promise.reject(new Error('db exploded: password=hunter2 at /srv/secret/path.ts:12'));
    const prisma = new Proxy(t.db.prisma, {
      get(target, prop, receiver) {
        if (prop === 'jobPost') return new Proxy(target.jobPost, { get: (jobs, p) => (p === 'findUnique' || p === 'findMany' ? boom : Reflect.get(jobs, p)) });
        if (prop === '$queryRaw') return boom; // the lists (services/job-search.ts)
        return Reflect.get(target, prop, receiver);
      },
    });
    const broken = createApp({ prisma, config: { jwtSecret: testJwtSecret, jwtExpiresIn: '8h', trustProxy: true, webDistDir: '/nonexistent' } });

    const res = await broken.fetch(new Request('http://test.local/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ jobPost(id: "x") { id } }' }) }));
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ data: { jobPost: null }, errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    expect(text).not.toMatch(/hunter2|exploded|secret/);
    expect(text).not.toMatch(STACK);

    const rest = await broken.fetch(new Request('http://test.local/api/v1/job-post/get-jobposts'));
    expect(rest.status).toBe(500);
    const restText = await rest.text();
    expect(JSON.parse(restText)).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
    expect(restText).not.toMatch(/hunter2|exploded|secret/);

    const logged = takeConsoleErrors();
    expect(logged).toHaveLength(2);
    for (const line of logged) expect(line).toContain('db exploded');
  });

  const nest = (levels: number) => `{ __type(name: "Query") { fields { type { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } } } }`;

  it(`a query ${GRAPHQL_LIMITS.maxDepth} levels deep runs; one level deeper is refused`, async () => {
    expect(GRAPHQL_LIMITS.maxDepth).toBe(8);
    const ok = await gql(nest(GRAPHQL_LIMITS.maxDepth - 4));
    expect(ok.errors).toBeUndefined();
    expect(ok.data).toHaveProperty('__type.fields');
    const tooDeep = await gql(nest(GRAPHQL_LIMITS.maxDepth - 3));
    expect(tooDeep.data).toBeUndefined();
    expect(tooDeep.errors?.[0]?.message).toMatch(/depth limit of 8 exceeded/i);
  });

  it(`${GRAPHQL_LIMITS.maxAliases} aliases run; one more is refused`, async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    const ok = await gql(aliases(GRAPHQL_LIMITS.maxAliases));
    expect(ok.errors).toBeUndefined();
    expect(Object.keys(ok.data!)).toHaveLength(GRAPHQL_LIMITS.maxAliases);
    const tooMany = await gql(aliases(GRAPHQL_LIMITS.maxAliases + 1));
    expect(tooMany.data).toBeUndefined();
    expect(tooMany.errors?.[0]?.message).toMatch(/aliases limit of 15 exceeded/i);
  });

  it('a GET without the CSRF header is refused; with it, or as a JSON POST, the query runs', async () => {
    const refused = await t.fetch('/graphql?query=%7B__typename%7D');
    expect(refused.status).toBe(403);
    expect(JSON.stringify(await refused.json())).not.toContain('"data"');

    const withHeader = await t.fetch('/graphql?query=%7B__typename%7D', { headers: { 'x-graphql-yoga-csrf': '1' } });
    expect(withHeader.status).toBe(200);
    expect(await withHeader.json()).toEqual({ data: { __typename: 'Query' } });

    const post = await t.fetch('/graphql', { method: 'POST', json: { query: '{ __typename }' } });
    expect(post.status).toBe(200);
    expect(post.headers.get('content-type')).toMatch(/application\/(graphql-response\+)?json/);
    expect(await post.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('a POST with a "simple" content type (no CORS preflight) is refused like a header-less GET', async () => {
    const res = await t.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(res.status).toBe(403);
  });

  it('a mutation cannot be sent as a GET, even with the CSRF header', async () => {
    const before = await t.db.prisma.jobPost.count();
    const query = encodeURIComponent('mutation { deleteJobPost(id: "x") { id } }');
    const res = await t.fetch(`/graphql?query=${query}`, { headers: { 'x-graphql-yoga-csrf': '1' }, token: admin });
    expect(res.status).toBe(405);
    expect(await t.db.prisma.jobPost.count()).toBe(before);
  });

  it('GET /graphql asking for HTML serves the GraphiQL page', async () => {
    const res = await t.fetch('/graphql', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toMatch(/<!doctype html>/i);
    expect(html).toContain('<title>Learning Centre API</title>');
  });
});
