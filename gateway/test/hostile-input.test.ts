// No 500 from input: NUL and other control characters in ids, slugs, cursors, searches and text; malformed GET
// variables and extensions; out-of-range dates; malformed cursors. Each answers 4xx (or a safe empty answer) with a
// code, never "Unexpected error." and never a stack trace in the log.
import net from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/http/app.js';
import { logUnexpected, resetUnexpectedLog } from '../src/http/error-log.js';
import { testJwtSecret } from './helpers/app.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { takeConsoleErrors } from './helpers/fail-on-console-error.js';

let t: TestApp;
let editor: string;
let admin: string;
beforeAll(async () => {
  // The built web app, for the public pages (npm test builds it first).
  t = await startTestApp({ webDistDir: path.resolve(import.meta.dirname, '../../web/dist') });
  editor = await t.tokenFor('EDITOR');
  admin = await t.tokenFor('ADMIN');
});
afterAll(() => t.close());

type GqlAnswer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

/** Runs a request and fails on a 5xx, a masked error or anything logged as a server fault. */
async function expectNo500(label: string, run: () => Promise<Response>): Promise<{ status: number; body: unknown }> {
  takeConsoleErrors();
  const res = await run();
  const text = await res.text();
  const logged = takeConsoleErrors();
  expect(res.status, `${label}: ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(text, label).not.toContain('Unexpected error');
  expect(text, label).not.toMatch(/prisma|node_modules|\bat \S+ \(/i);
  // Refused operations may be logged on one line by Yoga; never a server fault or a stack trace.
  expect(logged.filter((line) => /\n\s+at |Prisma|failed:|SyntaxError/.test(line)), label).toEqual([]);
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (CSV, HTML)
  }
  return { status: res.status, body };
}

const NUL = '\u0000';
const CONTROL = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f'];

describe('GraphQL', () => {
  const gql = (query: string, variables: Record<string, unknown>, token?: string) => () => t.fetch('/graphql', { method: 'POST', json: { query, variables }, token });

  it.each(CONTROL.map((c) => [JSON.stringify(c), c]))('ids, slugs, searches and cursors with %s', async (_label, c) => {
    const cases: [string, string, Record<string, unknown>, string?][] = [
      ['jobPost(id)', 'query ($v: ID!) { jobPost(id: $v) { id } }', { v: `a${c}b` }],
      ['story(slug)', 'query ($v: String) { story(slug: $v) { id } }', { v: `a${c}b` }],
      ['story(id)', 'query ($v: ID) { story(id: $v) { id } }', { v: `a${c}b` }],
      ['search', 'query ($v: String) { jobPosts(first: 5, search: $v) { totalCount } }', { v: `data${c}analyst` }],
      ['location', 'query ($v: String) { jobPosts(first: 5, location: $v) { totalCount } }', { v: `Pu${c}ne` }],
      ['cursor', 'query ($v: String) { jobPosts(first: 5, after: $v) { totalCount } }', { v: `abc${c}` }],
      ['stories cursor', 'query ($v: String) { stories(first: 5, after: $v) { totalCount } }', { v: `abc${c}` }],
      ['approveStoryComment', 'mutation ($v: ID!) { approveStoryComment(id: $v) { id } }', { v: `a${c}b` }, editor],
      ['deleteJobPost', 'mutation ($v: ID!) { deleteJobPost(id: $v) { id } }', { v: `a${c}b` }, editor],
      ['leads search', 'query ($v: String) { leads(first: 5, search: $v) { totalCount } }', { v: `x${c}y` }, editor],
    ];
    for (const [label, query, variables, token] of cases) {
      const { body } = await expectNo500(label, gql(query, variables, token));
      const errors = (body as GqlAnswer).errors ?? [];
      for (const error of errors) expect(error.extensions?.code, `${label}: ${error.message}`).toMatch(/^(BAD_USER_INPUT|NOT_FOUND)$/);
    }
  });

  it.each(CONTROL.map((c) => [JSON.stringify(c), c]))('lead ids, counsellors and courses with %s find nothing or are refused, never reach the database', async (_label, c) => {
    const lead = await t.db.prisma.lead.create({ data: { name: 'Asha', email: 'asha@example.com', phone: '+91 98765 43210', designation: 'Analyst', experience: 'Fresher', course: 'general', consent: true } });
    const odd = `a${c}b`;
    const cases: [string, string, Record<string, unknown>][] = [
      ['lead(id)', 'query ($v: ID!) { lead(id: $v) { id } }', { v: odd }],
      ['leads(assigneeId)', 'query ($v: ID) { leads(first: 5, assigneeId: $v) { totalCount } }', { v: odd }],
      ['leads(course)', 'query ($v: String) { leads(first: 5, course: $v) { totalCount } }', { v: odd }],
      ['followUpCounts', 'query ($v: ID) { followUpCounts(assigneeId: $v) { dueToday overdue upcoming } }', { v: odd }],
      ['assignLead', 'mutation ($id: ID!, $v: ID) { assignLead(id: $id, assigneeId: $v) { id } }', { id: lead.id, v: odd }],
      ['updateLeadSettings', 'mutation ($v: ID!) { updateLeadSettings(input: { assignment: ROUND_ROBIN, counsellorIds: [$v], courseCounsellors: [], duplicateWindowDays: 30 }) { assignment } }', { v: odd }],
      ['updateLeadSettings course', 'mutation ($v: String!) { updateLeadSettings(input: { assignment: UNASSIGNED, counsellorIds: [], courseCounsellors: [{ course: $v, counsellorIds: [] }], duplicateWindowDays: 30 }) { assignment } }', { v: odd }],
    ];
    for (const [label, query, variables] of cases) {
      const { body } = await expectNo500(label, gql(query, variables, admin));
      const answer = body as GqlAnswer;
      for (const error of answer.errors ?? []) expect(error.extensions?.code, `${label}: ${error.message}`).toMatch(/^(BAD_USER_INPUT|NOT_FOUND)$/);
      if (label.startsWith('leads(')) expect((answer.data as { leads: { totalCount: number } }).leads.totalCount, label).toBe(0);
    }
    expect((await t.db.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).assigneeId).toBeNull();
    await t.db.prisma.lead.delete({ where: { id: lead.id } });
  });

  it('half a surrogate pair ("\\ud800") in text, lists and documents is stored as U+FFFD, never refused by the database', async () => {
    const job = { title: 'Surrogate', companyname: 'Acme', companylogo: 'https://x.example/l.png', location: 'Pune', salary: '1 LPA', skills: ['x\ud800y', 'SQL'] };
    const { body } = await expectNo500('createJobPost', gql('mutation ($i: JobPostInput!) { createJobPost(input: $i) { id skills } }', { i: job }, editor));
    expect((body as { data: { createJobPost: { skills: string[] } } }).data.createJobPost.skills).toEqual(['x\ufffdy', 'SQL']);
    const rest = await expectNo500('REST create', () => t.fetch('/api/v1/job-post/create-job-post', { method: 'POST', json: { ...job, skills: ['a\udc00'] }, token: editor }));
    expect(rest.status).toBe(201);
    expect(JSON.stringify(rest.body)).toContain('a\ufffd');
    const course = await expectNo500('createCourse', gql('mutation ($l: String!) { createCourse(input: { slug: "surrogate-course", path: "/courses/surrogate-course", label: $l }) { id label draftVersion } }', { l: 'x\ud800y' }, editor));
    const created = (course.body as { data: { createCourse: { id: string; label: string; draftVersion: number } } }).data.createCourse;
    expect(created.label).toBe('x\ufffdy');
    const draft = (await t.db.prisma.course.findUniqueOrThrow({ where: { id: created.id } })).draft as Record<string, unknown>;
    const saved = await expectNo500('saveCourseDraft', gql('mutation ($id: ID!, $v: Int!, $c: CourseContent!) { saveCourseDraft(id: $id, baseVersion: $v, content: $c) { draftVersion } }', { id: created.id, v: created.draftVersion, c: { ...draft, title: 'T\ud800' } }, editor));
    expect((saved.body as GqlAnswer).errors).toBeUndefined();
    expect(((await t.db.prisma.course.findUniqueOrThrow({ where: { id: created.id } })).draft as { title: string }).title).toBe('T\ufffd');
  });

  it('a cursor with the other direction\'s size (first with before, last with after) is refused, not ignored', async () => {
    const page = await expectNo500('page', gql('{ jobPosts(first: 1) { pageInfo { endCursor } } }', {}));
    const cursor = (page.body as { data: { jobPosts: { pageInfo: { endCursor: string } } } }).data.jobPosts.pageInfo.endCursor;
    for (const [query, arg] of [
      ['query ($c: String) { jobPosts(first: 1, before: $c) { totalCount } }', 'before'],
      ['query ($c: String) { jobPosts(last: 1, after: $c) { totalCount } }', 'after'],
      ['query ($c: String) { stories(first: 1, before: $c) { totalCount } }', 'before'],
    ] as const) {
      for (const c of [cursor, 'garbage']) {
        const { body } = await expectNo500(query, gql(query, { c }));
        const error = (body as GqlAnswer).errors?.[0] as { message: string; extensions: { code: string; field: string } };
        expect(error.extensions, query).toMatchObject({ code: 'BAD_USER_INPUT', field: arg });
        expect(error.message).toBe('Use after with first (the next page) and before with last (the previous page)');
      }
    }
  });

  it('a job\'s versions with a size out of range answer BAD_USER_INPUT', async () => {
    const job = await t.db.prisma.jobPost.create({ data: { title: 'Versions', companyname: 'Acme', companylogo: '/l.png', location: 'Pune', salary: '1 LPA' } });
    for (const first of [-1, 0, 101]) {
      const { body } = await expectNo500(`first ${first}`, gql('query ($id: ID!, $f: Int) { jobPostRevisions(jobPostId: $id, first: $f) { id } }', { id: job.id, f: first }, editor));
      expect((body as GqlAnswer).errors?.[0], `first ${first}`).toMatchObject({ message: 'first must be a whole number from 1 to 100', extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('a query that is not GraphQL is the client\'s mistake: GRAPHQL_PARSE_FAILED with the parser\'s words', async () => {
    for (const query of ['{', '{ jobPosts(', '{ a(x:"abc) }']) {
      const { body } = await expectNo500(query, gql(query, {}));
      expect((body as GqlAnswer).errors?.[0], query).toMatchObject({ message: expect.stringMatching(/^Syntax Error/), extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
    }
  });

  it('malformed cursors answer BAD_USER_INPUT', async () => {
    for (const cursor of ['GPC:N:5', '!!!', 'eyJ4IjoxfQ', Buffer.from('["N","not-a-date","x"]').toString('base64url')]) {
      const { body } = await expectNo500(cursor, gql('query ($v: String) { jobPosts(first: 5, after: $v) { totalCount } }', { v: cursor }));
      expect((body as GqlAnswer).errors?.[0]?.extensions?.code, cursor).toBe('BAD_USER_INPUT');
    }
    const { body } = await expectNo500('stories', gql('query ($v: String) { stories(first: 5, after: $v) { totalCount } }', { v: 'GPC:N:5' }));
    expect((body as GqlAnswer).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('GET with malformed variables or extensions answers 400, like POST', async () => {
    const q = encodeURIComponent('query ($s: String) { jobPosts(first: 1, search: $s) { totalCount } }');
    for (const extra of ['variables={not json', 'extensions={not json', 'variables=[1,2]', 'variables=%00']) {
      const { status } = await expectNo500(extra, () => t.fetch(`/graphql?query=${q}&${extra}`, { headers: { 'x-graphql-yoga-csrf': '1' } }));
      expect(status, extra).toBe(400);
    }
  });

  it('text inputs with control characters are refused or cleaned, never stored raw', async () => {
    const input = { title: `Bell${'\u0007'}title`, companyname: `Esc${'\u001b'}[31mCo`, companylogo: 'https://x.example/l.png', location: `Pu${NUL}ne`, salary: '1 LPA' };
    const { body } = await expectNo500('createJobPost', gql('mutation ($i: JobPostInput!) { createJobPost(input: $i) { id title companyname location } }', { i: input }, editor));
    const created = (body as { data?: { createJobPost?: Record<string, string> } }).data?.createJobPost;
    if (created) for (const value of Object.values(created)) expect(value).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
    else expect((body as GqlAnswer).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('REST', () => {
  it('the legacy list with NUL or control characters in its parameters', async () => {
    for (const c of CONTROL) {
      const enc = encodeURIComponent(c);
      for (const query of [`search=${enc}`, `search=data${enc}`, `location=${enc}`, `category=${enc}`, `page=${enc}`, `limit=1${enc}`, `sort=${enc}`]) {
        const { status } = await expectNo500(query, () => t.fetch(`/api/v1/job-post/get-jobposts?${query}`));
        expect([200, 400], query).toContain(status);
      }
    }
  });

  it('writes with NUL in ids answer 4xx', async () => {
    for (const [path, body] of [
      ['/api/v1/job-post/delete-job-post', { jobPostId: `x${NUL}` }],
      ['/api/v1/story/delete-story', { storyId: `x${NUL}` }],
    ] as const) {
      const { status } = await expectNo500(path, () => t.fetch(path, { method: 'DELETE', json: body, token: editor }));
      expect(status).toBeGreaterThanOrEqual(400);
    }
    const { status } = await expectNo500('update', () => t.fetch('/api/v1/job-post/update-job-post', { method: 'PUT', json: { jobPostId: `x${NUL}`, title: 'x' }, token: editor }));
    expect(status).toBeGreaterThanOrEqual(400);
  });

  it('a learner\'s CV by an id with NUL is the 404 of a missing one', async () => {
    const { status } = await expectNo500('cv', () => t.fetch(`/api/v1/learners/a${encodeURIComponent(NUL)}b/cv`, { token: admin }));
    expect(status).toBe(404);
  });

  it('the leads export filtered by a counsellor or course no row can have is a whole file with no leads', async () => {
    for (const query of [`assigneeId=${encodeURIComponent(NUL)}`, `course=a${encodeURIComponent(NUL)}`]) {
      const { status, body } = await expectNo500(query, () => t.fetch(`/api/v1/leads/export.csv?${query}`, { token: admin }));
      expect(status, query).toBe(200);
      expect(String(body).trim().split('\r\n'), query).toHaveLength(1); // the header line
    }
  });

  it('the leads export with out-of-range or malformed dates answers 400', async () => {
    for (const query of ['to=-200000-01-01', 'from=+275760-09-14', 'from=9999999999999', 'to=2026-13-45', `search=${encodeURIComponent(NUL)}`]) {
      const { status, body } = await expectNo500(query, () => t.fetch(`/api/v1/leads/export.csv?${query}`, { token: editor }));
      if (query.startsWith('search')) expect(status).toBe(200);
      else {
        expect(status, query).toBe(400);
        expect((body as { message: string }).message, query).toMatch(/must be a date/);
      }
    }
  });

  it('public pages with NUL in the path or query', async () => {
    for (const path of ['/jobs/%00', '/jobs?search=%00', '/success-stories?story=%00', '/courses/%00']) {
      await expectNo500(path, () => t.fetch(path));
    }
  });
});

describe('the log and the connection', () => {
  it('an unexpected error is logged with its stack at most once a minute per cause, then says how many were left out', () => {
    resetUnexpectedLog();
    takeConsoleErrors();
    const boom = () => new Error('database exploded\n  at somewhere');
    for (let i = 0; i < 5; i++) logUnexpected('[gateway] GET /x failed:', boom());
    logUnexpected('[gateway] GET /y failed:', new TypeError('another cause'));
    const logged = takeConsoleErrors();
    expect(logged).toHaveLength(2);
    expect(logged[0]).toContain('database exploded');
    expect(logged[1]).toContain('another cause');
    // Prisma's messages start with a blank line and end with the database's words: two failures, two causes.
    const prismaError = (words: string) => Object.assign(new Error(`\nInvalid \`prisma.lead.findUnique()\` invocation:\n\n${words}`), { name: 'PrismaClientKnownRequestError' });
    logUnexpected('[gateway] failed:', prismaError('Message: invalid byte sequence'));
    logUnexpected('[gateway] failed:', prismaError('Message: invalid byte sequence'));
    logUnexpected('[gateway] failed:', prismaError('Message: deadlock detected'));
    const prismaLogged = takeConsoleErrors();
    expect(prismaLogged).toHaveLength(2);
    expect(prismaLogged[1]).toContain('deadlock detected');
    resetUnexpectedLog();
  });

  it('a body refused as too large closes the connection after the 413 instead of keeping it alive', async () => {
    const { app } = createApp({ prisma: t.db.prisma, config: { jwtSecret: testJwtSecret, jwtExpiresIn: '8h', trustProxy: false, webDistDir: '/nonexistent' } });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as net.AddressInfo;
    try {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.on('data', (chunk) => (received += chunk.toString('latin1')));
      socket.on('error', () => undefined);
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(
        'POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: keep-alive\r\n' +
          `Content-Length: ${3 * 1024 * 1024}\r\n\r\n`,
      );
      socket.write('x'.repeat(64 * 1024));
      await Promise.race([ended, new Promise((r) => setTimeout(r, 5000))]);
      expect(received).toMatch(/^HTTP\/1\.1 413/);
      expect(received.toLowerCase()).toContain('connection: close');
      expect(socket.destroyed || socket.readableEnded).toBe(true);
      socket.destroy();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a chunked body (no Content-Length) is counted as it arrives: over 1 MB is a 413, under it is answered', async () => {
    const { app } = createApp({ prisma: t.db.prisma, config: { jwtSecret: testJwtSecret, jwtExpiresIn: '8h', trustProxy: false, webDistDir: '/nonexistent' } });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as net.AddressInfo;
    const chunked = (body: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk.toString('latin1');
          if (/\r\n\r\n/.test(received)) {
            socket.destroy();
            resolve(received);
          }
        });
        socket.on('error', () => resolve(received));
        socket.once('connect', () => {
          socket.write('POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n');
          for (let i = 0; i < body.length; i += 64 * 1024) {
            const part = body.slice(i, i + 64 * 1024);
            socket.write(`${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`);
          }
          socket.write('0\r\n\r\n');
        });
      });
    try {
      const query = JSON.stringify({ query: '{ jobCategoryCounts { category count } }' });
      expect(await chunked(query)).toMatch(/^HTTP\/1\.1 200/);
      const padded = JSON.stringify({ query: '{ jobCategoryCounts { category count } }', extensions: { pad: 'x'.repeat(1100 * 1024) } });
      expect(await chunked(padded)).toMatch(/^HTTP\/1\.1 413/);
    } finally {
      (server as import('node:http').Server).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
