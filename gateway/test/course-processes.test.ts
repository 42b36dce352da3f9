// Two real gateway processes on one PostgreSQL database, response and page caches on (issue 29, the PostgreSQL leg of
// "publish reaches every gateway"): B's cached server-rendered course page shows a fee published through A on the next
// load. PostgreSQL only (PGlite is one process); scripts/test.mjs says when the PostgreSQL leg is skipped.
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import type { CourseContent } from '../src/services/course-content.js';
import { openTestDatabase } from './helpers/app.js';
import { startGateway as startGatewayProcess } from './helpers/gateway-process.js';

const ADMIN = { username: 'course-proc-admin', password: 'course-proc-admin-password' };
let db: Database | undefined;
afterAll(async () => {
  await db?.close();
});

/** Starts a gateway (as main.ts runs in production, caches on) on the database; resolves with its URL once it listens. */
async function startGateway(databaseUrl: string): Promise<string> {
  const env = { DATABASE_URL: databaseUrl, JWT_SECRET: 'course-processes-test-secret-long-enough-for-hs256', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
  return (await startGatewayProcess(env)).url;
}

async function graphql<T>(base: string, query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

type Course = { id: string; slug: string; path: string; draft: CourseContent; draftVersion: number };

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('a course published on one gateway process, read on another', () => {
  it('B\'s cached server-rendered course page shows the fee published through A on the next load', { timeout: 120_000 }, async () => {
    db = await openTestDatabase();
    const url = (db.target as { url: string }).url;
    // One after the other: the first seeds the administrator.
    const a = await startGateway(url);
    const b = await startGateway(url);
    const login = await fetch(`${a}/api/v1/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;

    const { courses } = await graphql<{ courses: Course[] }>(a, '{ courses { id slug path draft draftVersion } }', {}, token);
    const ds = courses.find((c) => c.slug === 'data-science-ai-ml')!;
    const page = async () => {
      const res = await fetch(`${b}${ds.path}`);
      expect(res.status).toBe(200);
      return { cache: res.headers.get('x-page-cache'), html: await res.text() };
    };
    // B renders the page and keeps it (a notification of the seed's writes may still empty its cache once: wait).
    await expect.poll(async () => (await page()).cache, { timeout: 5000 }).toBe('hit');
    const fee = 'INR 1,11,111';
    expect((await page()).html.includes(fee)).toBe(false);

    const draft = structuredClone(ds.draft);
    const fees = draft.sections.find((s) => s.kind === 'fees');
    if (fees?.kind !== 'fees') throw new Error('the seeded Data Science page has no fees section');
    fees.tabs[0]!.fee.amount = fee;
    const saved = await graphql<{ saveCourseDraft: { draftVersion: number } }>(
      a,
      'mutation ($id: ID!, $v: Int!, $c: CourseContent!) { saveCourseDraft(id: $id, baseVersion: $v, content: $c) { draftVersion } }',
      { id: ds.id, v: ds.draftVersion, c: draft },
      token,
    );
    // A saved draft is not news: B's page stays as it was.
    expect((await page()).html.includes(fee)).toBe(false);
    await graphql(a, 'mutation ($id: ID!, $v: Int!) { publishCourse(id: $id, baseVersion: $v) { revision { number } } }', { id: ds.id, v: saved.saveCourseDraft.draftVersion }, token);

    // The notification's latency: B's page must show the new fee within 2 seconds.
    const deadline = Date.now() + 2000;
    let latest = await page();
    while (!latest.html.includes(fee) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      latest = await page();
    }
    // (A boolean, so a failure does not print the whole page.)
    expect(latest.html.includes(fee), `B's page shows ${fee} within 2 s of the publish`).toBe(true);
    expect(latest.cache).not.toBe('hit');
  });
});
