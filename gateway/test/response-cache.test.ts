// The GraphQL response cache: a repeated anonymous public read is answered from memory (shown by the
// X-Response-Cache header and by a change the cache is not told about staying invisible), every write the site shows
// empties it, staff requests never read or fill it, and only the public root fields are kept.
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUBLIC_CONTENT_CHANNEL } from '../src/cache/content-changes.js';
import { answerToResponse, createGraphQLAnswers, RESPONSE_CACHE_HEADER, useBodyAlreadyRead, useShareableAnswers } from '../src/cache/graphql-answers.js';
import { PageCache } from '../src/cache/page-cache.js';
import { startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await startTestApp();
  editor = await t.tokenFor('EDITOR');
});
afterAll(() => t.close());

type Jobs = { jobPosts: { totalCount: number; edges: { node: { id: string; title: string } }[] } };
const JOBS = 'query PublicJobs($search: String) { jobPosts(first: 20, search: $search) { totalCount edges { node { id title } } } }';

async function read<T = Jobs>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await t.fetch('/graphql', { method: 'POST', json: { query, variables }, headers });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  return { hit: res.headers.get(RESPONSE_CACHE_HEADER) === 'hit', body };
}
const anonymous = <T = Jobs>(query: string, variables?: Record<string, unknown>) => read<T>(query, variables);
const staff = <T = Jobs>(query: string, variables?: Record<string, unknown>) => read<T>(query, variables, { authorization: `Bearer ${editor}` });

let n = 0;
/** A job post of its own, with a search term that finds only it, and no notification of its creation still on the way. */
async function freshJob() {
  const term = `cachetest${Date.now()}x${n++}`;
  const job = await t.db.prisma.jobPost.create({ data: { title: `Job ${term}`, companyname: 'Cache Co', companylogo: '/l.png', location: 'Pune', salary: '1 LPA' } });
  await settle();
  return { job, term };
}

/** Waits until every notification sent so far has arrived (they arrive in commit order), so none clears the cache later. */
async function settle() {
  const marker = `settle-${Math.random().toString(36).slice(2)}`;
  const seen: string[] = [];
  const stop = t.contentChanges.subscribe((c) => seen.push(...c.tables));
  await t.db.prisma.$executeRaw`SELECT pg_notify(${PUBLIC_CONTENT_CHANNEL}, ${marker})`;
  await vi.waitFor(() => expect(seen).toContain(marker), { timeout: 5000, interval: 20 });
  stop();
}

describe('anonymous public reads', () => {
  it('are served from the cache until a write through GraphQL', async () => {
    const { job, term } = await freshJob();
    const first = await anonymous(JOBS, { search: term });
    expect(first.hit).toBe(false);
    expect(first.body.data!.jobPosts.edges.map((e) => e.node.title)).toEqual([job.title]);
    const second = await anonymous(JOBS, { search: term });
    expect(second.hit).toBe(true);
    expect(second.body).toEqual(first.body);

    // Proof that the answer comes from memory: a change made with the trigger switched off (so nobody is told)
    // stays invisible to anonymous readers, while staff, who bypass the cache, see it.
    await t.db.prisma.$executeRawUnsafe('ALTER TABLE "JobPost" DISABLE TRIGGER "JobPost_public_content_changed"');
    try {
      await t.db.prisma.$executeRaw`UPDATE "JobPost" SET "title" = ${`Quietly renamed ${term}`} WHERE "id" = ${job.id}`;
    } finally {
      await t.db.prisma.$executeRawUnsafe('ALTER TABLE "JobPost" ENABLE TRIGGER "JobPost_public_content_changed"');
    }
    const stale = await anonymous(JOBS, { search: term });
    expect(stale.hit).toBe(true);
    expect(stale.body.data!.jobPosts.edges[0]!.node.title).toBe(job.title);
    const truth = await staff(JOBS, { search: term });
    expect(truth.hit).toBe(false);
    expect(truth.body.data!.jobPosts.edges[0]!.node.title).toBe(`Quietly renamed ${term}`);

    // A write through the API empties the cache before its response: the very next read is fresh.
    const updated = await t.gql('mutation ($id: ID!, $input: JobPostUpdateInput!) { updateJobPost(id: $id, input: $input) { id } }', { id: job.id, input: { title: `Renamed ${term}` } }, editor);
    expect(updated.errors).toBeUndefined();
    const fresh = await anonymous(JOBS, { search: term });
    expect(fresh.hit).toBe(false);
    expect(fresh.body.data!.jobPosts.edges[0]!.node.title).toBe(`Renamed ${term}`);
  });

  it('are fresh after a write through REST', async () => {
    const { term } = await freshJob();
    await anonymous(JOBS, { search: term });
    expect((await anonymous(JOBS, { search: term })).hit).toBe(true);
    const res = await t.fetch('/api/v1/job-post/create-job-post', {
      method: 'POST',
      json: { title: `Second ${term}`, companyname: 'Cache Co', companylogo: 'https://x.example/l.png', location: 'Pune', salary: '1 LPA' },
      token: editor,
    });
    expect(res.status).toBe(201);
    const after = await anonymous(JOBS, { search: term });
    expect(after.hit).toBe(false);
    expect(after.body.data!.jobPosts.totalCount).toBe(2);
  });

  it('are fresh after a direct SQL write (the trigger)', async () => {
    const { job, term } = await freshJob();
    await anonymous(JOBS, { search: term });
    expect((await anonymous(JOBS, { search: term })).hit).toBe(true);
    await t.db.prisma.$executeRaw`UPDATE "JobPost" SET "title" = ${`SQL ${term}`} WHERE "id" = ${job.id}`;
    // PGlite tells at once; PostgreSQL's notification takes a moment.
    await vi.waitFor(async () => expect((await anonymous(JOBS, { search: term })).body.data!.jobPosts.edges[0]!.node.title).toBe(`SQL ${term}`), {
      timeout: 5000,
      interval: 20,
    });
  });

  it('a visitor’s comment keeps the cache; approving it empties it', async () => {
    const story = await t.db.prisma.story.create({ data: { title: 'Cached story', slug: `cached-${Date.now()}`, storyImage: '/s.png' } });
    await settle();
    const STORY = 'query ($slug: String) { story(slug: $slug) { title comments { body } } }';
    type StoryAnswer = { story: { comments: { body: string }[] } };
    await anonymous<StoryAnswer>(STORY, { slug: story.slug });
    const posted = await t.gql<{ addStoryComment: { id: string } }>('mutation ($storyId: ID!) { addStoryComment(storyId: $storyId, body: "Lovely") { id } }', { storyId: story.id });
    expect(posted.errors).toBeUndefined();
    const unchanged = await anonymous<StoryAnswer>(STORY, { slug: story.slug });
    expect(unchanged.hit).toBe(true);
    expect(unchanged.body.data!.story.comments).toEqual([]);

    await t.gql('mutation ($id: ID!) { approveStoryComment(id: $id) { id } }', { id: posted.data!.addStoryComment.id }, editor);
    const shown = await anonymous<StoryAnswer>(STORY, { slug: story.slug });
    expect(shown.hit).toBe(false);
    expect(shown.body.data!.story.comments).toEqual([{ body: 'Lovely' }]);
  });
});

describe('what is never cached', () => {
  it('staff requests neither read nor fill the cache', async () => {
    const { term } = await freshJob();
    expect((await staff(JOBS, { search: term })).hit).toBe(false);
    expect((await staff(JOBS, { search: term })).hit).toBe(false);
    // The staff reads did not fill it: the first anonymous read is a miss.
    expect((await anonymous(JOBS, { search: term })).hit).toBe(false);
    expect((await anonymous(JOBS, { search: term })).hit).toBe(true);
    // And a filled cache does not answer staff, nor anyone with a token, even an invalid one.
    expect((await staff(JOBS, { search: term })).hit).toBe(false);
    expect((await read(JOBS, { search: term }, { authorization: 'Bearer not-a-token' })).hit).toBe(false);
  });

  it('queries that name anything but the public root fields', async () => {
    await settle();
    for (const query of ['{ me { id } }', '{ siteSettings { city } me { id } }', '{ __schema { queryType { name } } }']) {
      await anonymous(query);
      expect((await anonymous(query)).hit, query).toBe(false);
    }
    // Refused for visitors: errors are never cached.
    const dashboard = await anonymous('{ adminDashboard { userCount } }');
    expect(dashboard.body.errors?.length).toBeGreaterThan(0);
    expect((await anonymous('{ adminDashboard { userCount } }')).hit).toBe(false);
    // Public fields together are.
    const PUBLIC = '{ siteSettings { city } jobCategoryCounts { category count } stories(first: 2) { totalCount } }';
    await anonymous(PUBLIC);
    expect((await anonymous(PUBLIC)).hit).toBe(true);
  });

  it('GET requests only with the CSRF header Yoga asks for (without it Yoga refuses, and so does the cache)', async () => {
    await settle();
    const url = `/graphql?query=${encodeURIComponent('{ siteSettings { city } }')}`;
    const get = (headers: Record<string, string>) => t.fetch(url, { headers: { accept: 'application/json', ...headers } });
    const first = await get({ 'x-graphql-yoga-csrf': '1' });
    expect(first.status).toBe(200);
    expect(first.headers.get(RESPONSE_CACHE_HEADER)).toBe('miss');
    const second = await get({ 'x-graphql-yoga-csrf': '1' });
    expect(second.headers.get(RESPONSE_CACHE_HEADER)).toBe('hit');
    expect(await second.json()).toEqual(await first.json());
    const refused = await get({});
    expect(refused.status).not.toBe(200);
    expect(refused.headers.get(RESPONSE_CACHE_HEADER)).not.toBe('hit');
  });

  it('answers in the format the client accepts, each kept apart', async () => {
    await settle();
    const ask = (accept: string) => t.fetch('/graphql', { method: 'POST', json: { query: '{ jobCategoryCounts { category count } }' }, headers: { accept } });
    await ask('application/graphql-response+json');
    const modern = await ask('application/graphql-response+json');
    expect(modern.headers.get(RESPONSE_CACHE_HEADER)).toBe('hit');
    expect(modern.headers.get('content-type')).toContain('application/graphql-response+json');
    const plain = await ask('application/json');
    expect(plain.headers.get(RESPONSE_CACHE_HEADER)).toBe('miss');
    expect(plain.headers.get('content-type')).toContain('application/json');
  });

  it('anonymous mutations', async () => {
    const MUTATION = 'mutation { adminLogin(username: "nobody", password: "wrong-password") { success } }';
    await anonymous(MUTATION);
    expect((await anonymous(MUTATION)).hit).toBe(false);
  });
});

describe('a read that began before a change', () => {
  it('is not stored after the clear (it may have read the old data)', async () => {
    // A schema of one field whose resolver reads the data, then waits for the test: the clear happens in between.
    let data = 'old';
    let reading: (() => void) | null = null;
    const schema = createSchema({
      typeDefs: 'type Query { jobPosts: String }',
      resolvers: {
        Query: {
          jobPosts: async () => {
            const seen = data;
            await new Promise<void>((resolve) => (reading = resolve));
            return seen;
          },
        },
      },
    });
    /** Waits until a resolver has read the data, runs `meanwhile`, then lets the resolver answer. */
    const whileReading = async (meanwhile: () => void = () => undefined) => {
      await vi.waitFor(() => expect(reading).not.toBeNull());
      meanwhile();
      const finish = reading!;
      reading = null;
      finish();
    };
    const cache = new PageCache();
    const yoga = createYoga({ schema, plugins: [useShareableAnswers(), useBodyAlreadyRead()], maxRequestBodySize: false, logging: false });
    const answer = createGraphQLAnswers(async (request, context) => yoga.fetch(request, context), cache);
    const ask = async () => {
      const request = new Request('http://test.local/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ jobPosts }' }) });
      const res = answerToResponse(await answer(request, '127.0.0.1'));
      return { hit: res.headers.get(RESPONSE_CACHE_HEADER) === 'hit', body: await res.json() };
    };

    const inFlight = ask();
    await whileReading(() => {
      data = 'new';
      cache.clear();
    });
    expect(await inFlight).toEqual({ hit: false, body: { data: { jobPosts: 'old' } } });

    // Had the in-flight answer been kept under the key later requests use, 'old' would be served now.
    const next = ask();
    await whileReading();
    expect(await next).toEqual({ hit: false, body: { data: { jobPosts: 'new' } } });
    const cached = await ask();
    expect(cached).toEqual({ hit: true, body: { data: { jobPosts: 'new' } } });
  });
});

describe('RESPONSE_CACHE=false', () => {
  it('answers every anonymous read afresh: GraphQL, the legacy list and a change nobody was told about', async () => {
    const fresh = await startTestApp({ responseCache: false });
    try {
      const job = await fresh.db.prisma.jobPost.create({ data: { title: 'Uncached job', companyname: 'Cache Co', companylogo: '/l.png', location: 'Pune', salary: '1 LPA' } });
      const ask = async () => {
        const res = await fresh.fetch('/graphql', { method: 'POST', json: { query: `{ jobPost(id: "${job.id}") { title } }` } });
        return { state: res.headers.get(RESPONSE_CACHE_HEADER), body: (await res.json()) as { data: { jobPost: { title: string } } } };
      };
      expect((await ask()).state).not.toBe('hit');
      expect((await ask()).state).not.toBe('hit');
      expect((await fresh.fetch('/api/v1/job-post/get-jobposts')).headers.get(RESPONSE_CACHE_HEADER)).toBe('bypass');
      // With the trigger off nobody is told; a cache would still answer the old title.
      await fresh.db.prisma.$executeRawUnsafe('ALTER TABLE "JobPost" DISABLE TRIGGER "JobPost_public_content_changed"');
      try {
        await fresh.db.prisma.$executeRaw`UPDATE "JobPost" SET "title" = 'Quietly renamed' WHERE "id" = ${job.id}`;
      } finally {
        await fresh.db.prisma.$executeRawUnsafe('ALTER TABLE "JobPost" ENABLE TRIGGER "JobPost_public_content_changed"');
      }
      const after = await ask();
      expect(after.state).not.toBe('hit');
      expect(after.body.data.jobPost.title).toBe('Quietly renamed');
      const legacy = await fresh.fetch('/api/v1/job-post/get-jobposts');
      expect(legacy.headers.get(RESPONSE_CACHE_HEADER)).toBe('bypass');
      expect(((await legacy.json()) as { jobs: { title: string }[] }).jobs.map((j) => j.title)).toContain('Quietly renamed');

      // A long answer (compress() leaves answers under 1 kB alone) names Vary: Accept-Encoding, and is whole.
      await fresh.db.prisma.jobPost.update({ where: { id: job.id }, data: { content: `<p>${'A long description. '.repeat(100)}</p>` } });
      const res = await fresh.fetch('/graphql', { method: 'POST', json: { query: `{ jobPost(id: "${job.id}") { title content } }` } });
      expect(Number(res.headers.get('content-length'))).toBeGreaterThan(1024);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(((await res.json()) as { data: { jobPost: { title: string } } }).data.jobPost.title).toBe('Quietly renamed');
    } finally {
      await fresh.close();
    }
  });
});
