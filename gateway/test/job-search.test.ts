// Job lists at scale (issue 12): the bounded legacy list and its pages, full-text search (relevance, stemming, word
// starts, web-search syntax), the filters one by one and together, both orders with cursor pages forward and back,
// remembered counts, the REST answer cache, and every kind of bad input answered with a clear 400 (never a 500).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../src/generated/prisma/client.js';
import type { EmploymentType, JobCategory } from '../src/generated/prisma/enums.js';
import { createApp } from '../src/http/app.js';
import { RESPONSE_CACHE_HEADER } from '../src/cache/graphql-answers.js';
import { startTestApp, testJwtSecret, type TestApp } from './helpers/app.js';
import { takeConsoleErrors } from './helpers/fail-on-console-error.js';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await startTestApp();
  editor = await t.tokenFor('EDITOR');
});
afterAll(() => t.close());

/** A word no other test's job contains, so each test reads only its own rows. */
const tag = () => `zq${randomBytes(4).toString('hex')}`;
let clock = Date.UTC(2030, 0, 1);
type JobData = {
  title?: string;
  companyname?: string;
  location?: string;
  salary?: string;
  content?: string;
  category?: JobCategory | null;
  employmentType?: EmploymentType;
};
/** Creates jobs one second apart, newest last. */
async function makeJobs(...rows: JobData[]) {
  const made = [];
  for (const data of rows) {
    clock += 1000;
    made.push(
      await t.db.prisma.jobPost.create({
        data: { title: 'A job', companyname: 'Acme', companylogo: '/logo.png', location: 'Pune', salary: '600000', content: '', ...data, createdAt: new Date(clock) },
      }),
    );
  }
  return made;
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}) {
  const res = await t.gql<T>(query, variables);
  takeConsoleErrors();
  return res;
}

type Page = {
  totalCount: number;
  edges: { cursor: string; node: { id: string; title: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
};
const LIST = `query ($search: String, $category: JobCategory, $location: String, $employmentType: EmploymentType, $salaryMin: Int, $salaryMax: Int, $sort: JobSort, $first: Int, $after: String, $last: Int, $before: String) {
  jobPosts(search: $search, category: $category, location: $location, employmentType: $employmentType, salaryMin: $salaryMin, salaryMax: $salaryMax, sort: $sort, first: $first, after: $after, last: $last, before: $before) {
    totalCount
    edges { cursor node { id title } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;
const list = (variables: Record<string, unknown>) => gql<{ jobPosts: Page }>(LIST, variables);
const titles = async (variables: Record<string, unknown>) => {
  const res = await list({ first: 100, ...variables });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.jobPosts.edges.map((e) => e.node.title);
};

describe('the legacy list answers one page', () => {
  let word: string;
  beforeAll(async () => {
    word = tag();
    // 205 jobs, newest last, all found by `word`.
    const rows = Array.from({ length: 205 }, (_, i) => ({ title: `Paged ${word} ${String(i).padStart(3, '0')}` }));
    await t.db.prisma.jobPost.createMany({
      data: rows.map((r, i) => ({ ...r, companyname: 'Acme', companylogo: '/l.png', location: 'Pune', salary: '1 LPA', createdAt: new Date(Date.UTC(2031, 0, 1) + i * 1000) })),
    });
  });
  const get = async (query: string) => {
    const res = await t.fetch(`/api/v1/job-post/get-jobposts?search=${word}&${query}`);
    return { status: res.status, body: await res.json() };
  };

  it('100 newest by default, with total, page, limit and pages beside the legacy jobs', async () => {
    const { status, body } = await get('');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, total: 205, page: 1, limit: 100, pages: 3 });
    expect(body.jobs).toHaveLength(100);
    expect(body.jobs[0].title).toBe(`Paged ${word} 204`);
    expect(body.jobs[99].title).toBe(`Paged ${word} 105`);
    expect(Object.keys(body.jobs[0])).toEqual(expect.arrayContaining(['_id', 'title', 'companyname', 'salary', 'createdAt']));
  });

  it('?limit= and ?page= walk every job once; the last page is short; past it, none', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const { body } = await get(`limit=80&page=${page}`);
      expect(body).toMatchObject({ page, limit: 80, pages: 3, total: 205 });
      seen.push(...body.jobs.map((j: { _id: string }) => j._id));
    }
    expect(seen).toHaveLength(205);
    expect(new Set(seen).size).toBe(205);
    const beyond = await get('limit=80&page=4');
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ success: true, jobs: [], total: 205, page: 4, pages: 3 });
    expect((await get('limit=80&page=999999')).body.jobs).toEqual([]);
  });

  it('the largest page is 200', async () => {
    const { status, body } = await get('limit=200');
    expect(status).toBe(200);
    expect(body.jobs).toHaveLength(200);
  });

  it.each(['limit=0', 'limit=-1', 'limit=1e9', 'limit=abc', 'limit=201', 'limit=2.5', 'page=0', 'page=-3', 'page=x', 'page=1e3'])(
    'refuses %s with a 400 that says what is allowed',
    async (query) => {
      const { status, body } = await get(query);
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/^(limit|page) must be a whole number from 1 to \d+$/);
    },
  );

  it('takes the same filters as GraphQL, and refuses unknown values', async () => {
    const [job] = await makeJobs({ title: `Filtered ${word}`, category: 'TECHNOLOGY', employmentType: 'INTERNSHIP', location: 'Nashik', salary: '15000' });
    const { body } = await get('category=technology&employmentType=internship&location=nashik&salaryMin=150000&salaryMax=200000');
    expect(body.jobs.map((j: { _id: string }) => j._id)).toEqual([job!.id]);
    for (const [query, message] of [
      ['category=ROCKETS', /^Category must be one of /],
      ['employmentType=SOMETIMES', /^Employment type must be one of /],
      ['salaryMin=lots', /^salaryMin must be a whole number of rupees/],
      ['salaryMin=500000&salaryMax=100000', /^salaryMin must not be more than salaryMax$/],
      ['sort=random', /^Sort must be one of NEWEST, RELEVANCE$/],
    ] as const) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(message);
    }
  });

  it('one answer stays small: the largest page of 2 kB jobs is well under 1 MB', async () => {
    const word2 = tag();
    const content = `<p>${'Responsibilities include analysis and reporting. '.repeat(40)}</p>`; // ~2 kB
    await t.db.prisma.jobPost.createMany({
      data: Array.from({ length: 210 }, (_, i) => ({ title: `Big ${word2} ${i}`, companyname: 'Acme', companylogo: '/l.png', location: 'Pune', salary: '1 LPA', content })),
    });
    const res = await t.fetch(`/api/v1/job-post/get-jobposts?search=${word2}&limit=200`);
    const text = await res.text();
    expect(JSON.parse(text).jobs).toHaveLength(200);
    expect(Buffer.byteLength(text)).toBeLessThan(1024 * 1024);
  });
});

describe('full-text search', () => {
  it('ranks a title match above a company, location or description match when sorting by relevance', async () => {
    const w = tag();
    await makeJobs(
      { title: 'In the title', content: '' , companyname: `Other` },
      { title: 'In the description', content: `<p>Work with ${w} daily</p>` },
      { title: `${w} specialist` },
      { title: 'In the company', companyname: `${w} Labs` },
    );
    expect(await titles({ search: w, sort: 'RELEVANCE' })).toEqual([`${w} specialist`, 'In the company', 'In the description']);
    // Newest first unless asked otherwise.
    expect(await titles({ search: w })).toEqual(['In the company', `${w} specialist`, 'In the description']);
  });

  it('stems words ("analysts" finds "analyst", "analyst" finds "analysts") and matches the start of the last word', async () => {
    const w = tag();
    await makeJobs({ title: `Data Analyst ${w}` }, { title: `Senior analysts ${w}` }, { title: `Database engineer ${w}` });
    expect(await titles({ search: `analysts ${w}` })).toEqual([`Senior analysts ${w}`, `Data Analyst ${w}`]);
    expect(await titles({ search: `${w} analyst` })).toEqual([`Senior analysts ${w}`, `Data Analyst ${w}`]);
    expect(await titles({ search: `${w} anal` })).toEqual([`Senior analysts ${w}`, `Data Analyst ${w}`]);
    expect(await titles({ search: `${w} data` })).toEqual([`Database engineer ${w}`, `Data Analyst ${w}`]);
  });

  it('every word must match; quotes, "or" and "-" work as in a web search', async () => {
    const w = tag();
    await makeJobs({ title: `Java developer ${w}` }, { title: `Python developer ${w}` }, { title: `Developer of Java tools ${w}` });
    expect(await titles({ search: `${w} python developer` })).toEqual([`Python developer ${w}`]);
    expect(await titles({ search: `${w} "java developer"` })).toEqual([`Java developer ${w}`]);
    expect(await titles({ search: `${w} -python` })).toEqual([`Developer of Java tools ${w}`, `Java developer ${w}`]);
    expect((await titles({ search: `${w} python or ${w} tools` })).sort()).toEqual([`Developer of Java tools ${w}`, `Python developer ${w}`]);
  });

  it('finds words written with combining signs (Devanagari vowel signs and viramas are parts of words, not breaks)', async () => {
    const w = tag();
    await makeJobs({ title: `डेटा विश्लेषक ${w}` }, { title: `वरिष्ठ डेटा अभियंता ${w}` }, { title: `लेखापाल ${w}` });
    expect(await titles({ search: `डेटा ${w}` })).toEqual([`वरिष्ठ डेटा अभियंता ${w}`, `डेटा विश्लेषक ${w}`]);
    expect(await titles({ search: `${w} विश्लेषक` })).toEqual([`डेटा विश्लेषक ${w}`]);
    // The start of the last word, as for any other script.
    expect(await titles({ search: `${w} अभियं` })).toEqual([`वरिष्ठ डेटा अभियंता ${w}`]);
    const rest = await t.fetch(`/api/v1/job-post/get-jobposts?limit=5&search=${encodeURIComponent(`लेखापाल ${w}`)}`);
    expect(((await rest.json()) as { jobs: { title: string }[] }).jobs.map((j) => j.title)).toEqual([`लेखापाल ${w}`]);
  });

  it.each([
    ['only punctuation', '!!! ??? ...'],
    ['query syntax', `' & | ! : * ( ) <-> \\`],
    ['SQL', `'; DROP TABLE "JobPost"; --`],
    ['a NUL character', 'data\u0000analyst'],
    ['stop words only', 'the of and'],
    ['a long string of words', 'word '.repeat(39)],
  ])('answers %s with a list (possibly empty), never an error', async (_name, search) => {
    const res = await list({ first: 5, search });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(Array.isArray(res.data!.jobPosts.edges)).toBe(true);
    expect(typeof res.data!.jobPosts.totalCount).toBe('number');
    const rest = await t.fetch(`/api/v1/job-post/get-jobposts?limit=5&search=${encodeURIComponent(search)}`);
    expect(rest.status).toBe(200);
    expect(await t.db.prisma.jobPost.count()).toBeGreaterThan(0);
  });

  it('refuses a search longer than 200 characters with a 400', async () => {
    const long = 'a'.repeat(10_000);
    const res = await list({ first: 5, search: long });
    expect(res.errors?.[0]).toMatchObject({ message: 'Search must be at most 200 characters', extensions: { code: 'BAD_USER_INPUT' } });
    const rest = await t.fetch(`/api/v1/job-post/get-jobposts?search=${long}`);
    expect(rest.status).toBe(400);
    expect((await rest.json()).message).toBe('Search must be at most 200 characters');
  });
});

describe('filters', () => {
  let w: string;
  beforeAll(async () => {
    w = tag();
    await makeJobs(
      { title: `A ${w}`, category: 'TECHNOLOGY', employmentType: 'FULL_TIME', location: 'Pune', salary: '450000' },
      { title: `B ${w}`, category: 'TECHNOLOGY', employmentType: 'INTERNSHIP', location: '  pune ', salary: '20000' },
      { title: `C ${w}`, category: 'FINANCE', employmentType: 'FULL_TIME', location: 'Mumbai', salary: '₹12,00,000' },
      { title: `D ${w}`, category: null, employmentType: 'CONTRACT', location: 'Navi  Mumbai', salary: 'Negotiable' },
      // As the parser stores salaries (services/salary.ts): lakhs, a range, monthly pay.
      { title: `E ${w}`, category: null, employmentType: 'CONTRACT', location: 'Pune, Maharashtra', salary: '₹4–8 LPA' },
      { title: `F ${w}`, category: null, employmentType: 'CONTRACT', location: 'pune,  MH', salary: '₹30,000–40,000 / month' },
      { title: `G ${w}`, category: null, employmentType: 'CONTRACT', location: 'Hinjewadi, Pune, Maharashtra, India', salary: 'Negotiable' },
      { title: `H ${w}`, category: null, employmentType: 'CONTRACT', location: 'Maharashtra', salary: 'Negotiable' },
    );
  });

  it('category', async () => expect(await titles({ search: w, category: 'TECHNOLOGY' })).toEqual([`B ${w}`, `A ${w}`]));
  it('employment type', async () => expect(await titles({ search: w, employmentType: 'FULL_TIME' })).toEqual([`C ${w}`, `A ${w}`]));
  it('location by city (its last part that is not a state), whatever the case and spacing', async () => {
    const pune = [`G ${w}`, `F ${w}`, `E ${w}`, `B ${w}`, `A ${w}`];
    expect(await titles({ search: w, location: 'PUNE' })).toEqual(pune);
    expect(await titles({ search: w, location: 'Pune, Maharashtra' })).toEqual(pune);
    expect(await titles({ search: w, location: 'Baner, Pune' })).toEqual(pune);
    expect(await titles({ search: w, location: 'navi mumbai' })).toEqual([`D ${w}`]);
    expect(await titles({ search: w, location: 'Mumbai' })).toEqual([`C ${w}`]);
    expect(await titles({ search: w, location: 'maharashtra' })).toEqual([`H ${w}`]);
  });
  it('yearly salary range: a job counts when its pay range meets the wanted one (monthly pay twelve times; no amount never matches)', async () => {
    // E is 4–8 lakh a year, F 3.6–4.8 lakh (30,000–40,000 a month).
    expect(await titles({ search: w, salaryMin: 240000 })).toEqual([`F ${w}`, `E ${w}`, `C ${w}`, `B ${w}`, `A ${w}`]);
    expect(await titles({ search: w, salaryMin: 300000, salaryMax: 500000 })).toEqual([`F ${w}`, `E ${w}`, `A ${w}`]);
    expect(await titles({ search: w, salaryMin: 700000, salaryMax: 1_000_000 })).toEqual([`E ${w}`]);
    expect(await titles({ search: w, salaryMin: 500000, salaryMax: 600000 })).toEqual([`E ${w}`]);
    expect(await titles({ search: w, salaryMax: 1_000_000 })).toEqual([`F ${w}`, `E ${w}`, `B ${w}`, `A ${w}`]);
  });
  it('all together, with the total counted for the same filter', async () => {
    const res = await list({ first: 1, search: w, category: 'TECHNOLOGY', location: 'pune', employmentType: 'INTERNSHIP', salaryMax: 300000 });
    expect(res.data!.jobPosts.edges.map((e) => e.node.title)).toEqual([`B ${w}`]);
    expect(res.data!.jobPosts.totalCount).toBe(1);
    expect((await list({ first: 1, search: w })).data!.jobPosts.totalCount).toBe(8);
  });
  it('jobLocations lists cities, each once whatever the case, spacing and region after a comma (issue 26)', async () => {
    const res = await gql<{ jobLocations: { location: string; count: number }[] }>('{ jobLocations { location count } }');
    const names = res.data!.jobLocations.map((l) => l.location);
    const byKey = new Map(res.data!.jobLocations.map((l) => [l.location.toLowerCase().replace(/\s+/g, ' '), l.count]));
    expect(byKey.get('pune')).toBeGreaterThanOrEqual(5);
    expect(byKey.get('navi mumbai')).toBeGreaterThanOrEqual(1);
    expect(names.filter((n) => n.toLowerCase().startsWith('pune'))).toEqual(['Pune']);
    expect(names.some((n) => n.includes(','))).toBe(false);
    // Choosing the listed city finds every job counted for it.
    const pune = res.data!.jobLocations.find((l) => l.location === 'Pune')!;
    expect((await list({ first: 1, location: pune.location })).data!.jobPosts.totalCount).toBe(pune.count);
  });
  it('the derived yearly amounts are those the parser gives for the stored text', async () => {
    const { parseSalary } = await import('../src/services/salary.js');
    for (const typed of ['6.5 LPA', '4-6 LPA', '₹35,000 / month', '30000-40000 per month', '633333', '1.2 cr', '25000']) {
      const salary = parseSalary(typed);
      const [job] = await makeJobs({ title: `Derived ${tag()}`, salary: salary.display });
      const row = await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: job!.id }, select: { salaryYearly: true, salaryYearlyMax: true } });
      expect([typed, row.salaryYearly, row.salaryYearlyMax]).toEqual([typed, salary.minYearly, salary.maxYearly]);
    }
  });
  it.each([
    [{ salaryMin: -1 }, /^salaryMin must be a whole number of rupees per year/],
    [{ salaryMin: 600000, salaryMax: 100000 }, /^salaryMin must not be more than salaryMax$/],
    [{ location: 'x'.repeat(201) }, /^Location must be at most 200 characters$/],
    [{ first: 101 }, /^first must be a whole number from 0 to 100$/],
    [{ first: -1 }, /^first must be a whole number from 0 to 100$/],
    [{ first: 2, last: 2 }, /^Give first or last, not both$/],
    [{ after: 'GPC:N:5' }, /^Invalid cursor/],
    [{ after: 'eyJhIjoxfQ' }, /^Invalid cursor/],
  ])('refuses %o with BAD_USER_INPUT', async (variables, message) => {
    const res = await list({ search: w, ...variables });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toMatch(message);
  });
});

describe('cursor pages', () => {
  it('walk forward and back through a best-match-first list without skipping or repeating', async () => {
    const w = tag();
    // Ranks tie in groups, so the date and the id must break the ties.
    await makeJobs(
      ...Array.from({ length: 7 }, (_, i) => (i % 2 ? { title: `${w} title ${i}` } : { title: `Other ${i}`, content: `<p>${w}</p>` })),
    );
    const all = await titles({ search: w, sort: 'RELEVANCE' });
    expect(all).toHaveLength(7);
    const forward: string[] = [];
    let after: string | null = null;
    let last: Page | undefined;
    for (let guard = 0; guard < 10; guard++) {
      const page: Page = (await list({ search: w, sort: 'RELEVANCE', first: 3, after })).data!.jobPosts;
      forward.push(...page.edges.map((e) => e.node.title));
      last = page;
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(forward).toEqual(all);
    // Back from the last page.
    const back: Page = (await list({ search: w, sort: 'RELEVANCE', last: 3, before: last!.pageInfo.startCursor })).data!.jobPosts;
    expect(back.edges.map((e) => e.node.title)).toEqual(all.slice(3, 6));
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    // A newest-first cursor is not one of this list's.
    const newest = (await list({ search: w, first: 1 })).data!.jobPosts.pageInfo.endCursor;
    const mixed = await list({ search: w, sort: 'RELEVANCE', first: 1, after: newest });
    expect(mixed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('counts and cached answers', () => {
  it('counts a filter once until the content changes', async () => {
    let counts = 0;
    // A client of its own (so read through $queryRaw, not the driver: db/driver-rows.ts) that counts the counts.
    const prisma = new Proxy(t.db.prisma, {
      get(target, prop, receiver) {
        if (prop === '$queryRaw') {
          return (query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]) => {
            if ((query instanceof Prisma.Sql ? query.text : query.join('?')).includes('count(*)')) counts++;
            return target.$queryRaw(query as TemplateStringsArray, ...values);
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    const { app } = createApp({ prisma, contentChanges: t.contentChanges, config: { jwtSecret: testJwtSecret, jwtExpiresIn: '8h', trustProxy: true, webDistDir: '/nonexistent' } });
    const w = tag();
    await makeJobs({ title: `${w} one` }, { title: `${w} two` }, { title: `${w} three` });
    await new Promise((r) => setTimeout(r, 50)); // the inserts' notifications are in
    const ask = async (after: string | null) => {
      const res = await app.fetch(
        new Request('http://test.local/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${editor}` }, // past the response cache
          body: JSON.stringify({ query: LIST, variables: { search: w, first: 1, after } }),
        }),
      );
      return ((await res.json()) as { data: { jobPosts: Page } }).data.jobPosts;
    };
    const first = await ask(null);
    const second = await ask(first.pageInfo.endCursor);
    expect([first.totalCount, second.totalCount]).toEqual([3, 3]);
    expect(counts).toBe(1);
    await makeJobs({ title: `${w} four` });
    await expect.poll(async () => (await ask(null)).totalCount).toBe(4);
    expect(counts).toBe(2);
  });

  it('a REST list answer is cached, and a write is visible on the next read', async () => {
    const w = tag();
    await makeJobs({ title: `${w} first` });
    const url = `/api/v1/job-post/get-jobposts?search=${w}`;
    await new Promise((r) => setTimeout(r, 50));
    const miss = await t.fetch(url);
    expect(miss.headers.get(RESPONSE_CACHE_HEADER)).toBe('miss');
    expect((await miss.json()).total).toBe(1);
    const hit = await t.fetch(url);
    expect(hit.headers.get(RESPONSE_CACHE_HEADER)).toBe('hit');
    expect((await hit.json()).total).toBe(1);
    // Through the API: announced before the answer leaves.
    const created = await t.fetch('/api/v1/job-post/create-job-post', {
      method: 'POST',
      token: editor,
      json: { title: `${w} second`, companyname: 'Acme', companylogo: '/l.png', location: 'Pune', salary: '1 LPA' },
    });
    expect(created.status).toBe(201);
    const after = await t.fetch(url);
    expect(after.headers.get(RESPONSE_CACHE_HEADER)).toBe('miss');
    expect((await after.json()).jobs.map((j: { title: string }) => j.title).sort()).toEqual([`${w} first`, `${w} second`]);
    // Staff answers are neither read from nor put in the cache.
    const staff = await t.fetch(url, { token: editor });
    expect(staff.headers.get(RESPONSE_CACHE_HEADER)).toBe('bypass');
    // A 304 for a client that holds the current answer.
    const etag = after.headers.get('etag')!;
    expect((await t.fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });
});
