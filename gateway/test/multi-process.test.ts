// Two real gateway processes on one PostgreSQL database (PostgreSQL only: PGlite is one process): a job created
// through A appears in B's anonymous `jobPosts`, its legacy REST list and its remembered counts within moments,
// although B had those answers cached.
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { RESPONSE_CACHE_HEADER } from '../src/cache/graphql-answers.js';
import { startGateway as startGatewayProcess } from './helpers/gateway-process.js';
import { openTestDatabase } from './helpers/app.js';
import sharp from 'sharp';

const ADMIN = { username: 'multi-admin', password: 'multi-admin-password' };
let db: Database | undefined;
afterAll(async () => {
  await db?.close();
});

/** Starts a gateway on the database and resolves with its base URL once it listens. */
async function startGateway(databaseUrl: string): Promise<{ url: string; log: () => string }> {
  const env = { DATABASE_URL: databaseUrl, JWT_SECRET: 'multi-process-test-secret-long-enough-for-hs256', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
  return startGatewayProcess(env);
}

async function graphql<T>(base: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { hit: res.headers.get(RESPONSE_CACHE_HEADER) === 'hit', body: (await res.json()) as { data?: T; errors?: unknown[] } };
}

type Jobs = { jobPosts: { edges: { node: { title: string } }[] } };
const JOBS = '{ jobPosts(first: 50) { edges { node { title } } } }';

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('two gateway processes on one PostgreSQL', () => {
  it('a job created through A is shown by B at once, although B had cached the list', { timeout: 120_000 }, async () => {
    db = await openTestDatabase();
    const url = (db.target as { url: string }).url;
    // One after the other: the first seeds the administrator.
    const a = await startGateway(url);
    const b = await startGateway(url);

    const login = await fetch(`${a.url}/api/v1/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;

    // B answers the list and keeps it, and keeps its server-rendered jobs page too.
    const page = (base: string) => fetch(`${base}/jobs`);
    expect((await page(b.url)).status).toBe(200);
    expect((await page(b.url)).headers.get('x-page-cache')).toBe('hit');
    const before = await graphql<Jobs>(b.url, JOBS);
    expect(before.body.errors).toBeUndefined();
    expect((await graphql<Jobs>(b.url, JOBS)).hit).toBe(true);
    // B's legacy list answer is cached too, and so is its count of jobs (which staff requests, past the response cache, read).
    const legacy = (base: string) => fetch(`${base}/api/v1/job-post/get-jobposts?limit=5`);
    const legacyBefore = (await (await legacy(b.url)).json()) as { total: number };
    expect((await legacy(b.url)).headers.get(RESPONSE_CACHE_HEADER)).toBe('hit');
    const COUNT = '{ jobPosts(first: 1) { totalCount } }';
    const countOnB = async () => (await graphql<{ jobPosts: { totalCount: number } }>(b.url, COUNT, {}, token)).body.data!.jobPosts.totalCount;
    const countBefore = await countOnB();

    const title = `Made on A ${Date.now()}`;
    const created = await graphql(a.url, 'mutation ($input: JobPostInput!) { createJobPost(input: $input) { id } }', {
      input: { title, companyname: 'Two Proc Ltd', companylogo: 'https://x.example/l.png', location: 'Pune', salary: '1 LPA' },
    }, token);
    expect(created.body.errors).toBeUndefined();

    // The notification's latency: B must show it within 2 seconds.
    const deadline = Date.now() + 2000;
    let titles: string[] = [];
    for (;;) {
      titles = (await graphql<Jobs>(b.url, JOBS)).body.data!.jobPosts.edges.map((e) => e.node.title);
      if (titles.includes(title) || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(titles).toContain(title);
    expect(titles).toHaveLength(before.body.data!.jobPosts.edges.length + 1);
    const legacyAfter = (await (await legacy(b.url)).json()) as { total: number; jobs: { title: string }[] };
    expect(legacyAfter.total).toBe(legacyBefore.total + 1);
    expect(legacyAfter.jobs.map((j) => j.title)).toContain(title);
    expect(await countOnB()).toBe(countBefore + 1);
    // B's cached page is gone with it: the next page load shows the new job (escaped as React writes text).
    const html = await (await page(b.url)).text();
    expect(html).toContain(title);

    // A token from A works on B; signing out through B ends it on A at once (the session lives in the database).
    const me = async (base: string) => (await graphql<{ me: { username: string } | null }>(base, '{ me { username } }', {}, token)).body.data?.me ?? null;
    expect(await me(b.url)).toEqual({ username: ADMIN.username });
    expect((await graphql(b.url, 'mutation { adminLogout }', {}, token)).body.data).toEqual({ adminLogout: true });
    expect(await me(a.url)).toBeNull();
    expect(await me(b.url)).toBeNull();

    // A password changed through A ends the other sessions on B at once too.
    const signIn = async (base: string, password = ADMIN.password) =>
      ((await (await fetch(`${base}/api/v1/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...ADMIN, password }) })).json()) as { data: { accessToken: string } }).data.accessToken;
    const onB = await signIn(b.url);
    const onA = await signIn(a.url);
    const changed = await fetch(`${a.url}/api/v1/admin/auth/change-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${onA}` },
      body: JSON.stringify({ currentPassword: ADMIN.password, newPassword: `${ADMIN.password}-new` }),
    });
    expect(changed.status).toBe(200);
    expect((await graphql<{ me: unknown }>(b.url, '{ me { username } }', {}, onB)).body.data?.me ?? null).toBeNull();

    // An image uploaded through A is served by B (uploads live in the database, not on A's disk).
    const fresh = await signIn(a.url, `${ADMIN.password}-new`);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dot.png');
    const uploaded = await fetch(`${a.url}/api/v1/uploads`, { method: 'POST', headers: { authorization: `Bearer ${fresh}` }, body: form });
    expect(uploaded.status).toBe(201);
    const { url: imageUrl } = (await uploaded.json()) as { url: string };
    const served = await fetch(`${b.url}${imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    // The sign-in throttle counts failures on both: five wrong passwords for one account from one address, spread over
    // A and B, lock that pair on either.
    const attempt = (base: string, password: string) =>
      fetch(`${base}/api/v1/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: ADMIN.username, password }) });
    for (const base of [a.url, b.url, a.url, b.url, a.url]) expect((await attempt(base, 'wrong-password-x')).status).toBe(401);
    expect((await attempt(b.url, `${ADMIN.password}-new`)).status).toBe(429);
    expect((await attempt(a.url, `${ADMIN.password}-new`)).status).toBe(429);
  });
});
