// Who may write what: every mutation, GraphQL and REST, against every kind of caller, on a real database.
// Refused calls must answer the right code and leave the database exactly as it was; allowed calls must really write.
import { randomBytes } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../src/generated/prisma/enums.js';
import { startTestApp, TEST_PASSWORD, testJwtSecret, type TestApp } from './helpers/app.js';
import { takeConsoleErrors } from './helpers/fail-on-console-error.js';

const ISSUER = 'learning-centre';
const AUDIENCE = 'admin';

let t: TestApp;
let adminId: string;
let adminUsername: string;
let addressCounter = 0;

/** A fresh client address per sign-in, so the login throttle never couples tests. */
const nextAddress = () => `10.77.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;


/**
 * A GraphQL call. Yoga may log a refused operation through console.error; the only lines accepted here are ones
 * that repeat an error this very response carries, so an unexpected server error still fails the test.
 */
async function gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string | null) {
  const res = token?.startsWith(COOKIE_PREFIX)
    ? ((await (await t.fetch('/graphql', { method: 'POST', json: { query, variables }, headers: { cookie: token.slice(COOKIE_PREFIX.length) } })).json()) as Awaited<ReturnType<typeof t.gql<T>>>)
    : await t.gql<T>(query, variables, token);
  const messages = (res.errors ?? []).map((e) => e.message);
  for (const line of takeConsoleErrors()) {
    expect(messages.length > 0 && messages.some((m) => line.includes(m)), `unexpected console.error: ${line}`).toBe(true);
  }
  return res;
}

async function signIn(username: string): Promise<string> {
  const res = await t.fetch('/api/v1/admin/auth/login', {
    method: 'POST',
    json: { username, password: TEST_PASSWORD },
    headers: { 'x-forwarded-for': nextAddress() },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** A live session of a user (or an id that names none, for a user that does not exist). */
async function sessionFor(userId: string): Promise<string> {
  const exists = await t.db.prisma.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!exists) return 'no-such-session';
  return (await t.db.prisma.session.create({ data: { userId, expiresAt: new Date(Date.now() + 9 * 3600_000) }, select: { id: true } })).id;
}

/** A token signed like the gateway's own (for a live session of `sub`), with any part changed. */
async function craftToken(opts: { sub: string; sid?: string; role?: Role; secret?: Uint8Array; audience?: string; issuer?: string; iat?: number; exp?: number | string }) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: opts.role ?? 'ADMIN', username: 'crafted', sid: opts.sid ?? (await sessionFor(opts.sub)) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(opts.sub)
    .setIssuer(opts.issuer ?? ISSUER)
    .setAudience(opts.audience ?? AUDIENCE)
    .setIssuedAt(opts.iat ?? now)
    .setExpirationTime(opts.exp ?? '8h')
    .sign(opts.secret ?? testJwtSecret);
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A caller's credential that is a learner's session cookie rather than a bearer token. */
const COOKIE_PREFIX = 'cookie:';
/** The request options that carry a caller's credential. */
const credential = (token: string | null) => (token?.startsWith(COOKIE_PREFIX) ? { headers: { cookie: token.slice(COOKIE_PREFIX.length) } } : { token });

const CALLERS = [
  'no token',
  'learner session cookie',
  'garbage token',
  'token signed with another secret',
  'expired token',
  'unsigned token (alg none)',
  'token for another audience',
  'token from another issuer',
  'USER',
  'EDITOR',
  'ADMIN',
] as const;
type Caller = (typeof CALLERS)[number];
const tokens = {} as Record<Caller, string | null>;

type Resource = 'jobPost' | 'story' | 'user';
type Outcome = 'written' | 'UNAUTHENTICATED' | 'FORBIDDEN';

/** The permission table under test: ADMIN everything, EDITOR job posts and stories, USER nothing, no valid token nothing. */
function expectedOutcome(caller: Caller, resource: Resource): Outcome {
  if (caller === 'ADMIN') return 'written';
  if (caller === 'EDITOR') return resource === 'user' ? 'FORBIDDEN' : 'written';
  if (caller === 'USER') return 'FORBIDDEN';
  return 'UNAUTHENTICATED';
}

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.tokenFor('ADMIN');
  adminId = decodeJwt(admin).sub!;
  adminUsername = (await t.db.prisma.user.findUniqueOrThrow({ where: { id: adminId } })).username;
  const now = Math.floor(Date.now() / 1000);
  tokens['no token'] = null;
  tokens['garbage token'] = 'this-is-not-a-jwt';
  tokens['token signed with another secret'] = await craftToken({ sub: adminId, secret: new TextEncoder().encode('a-different-secret-that-is-long-enough!!') });
  tokens['expired token'] = await craftToken({ sub: adminId, iat: now - 9 * 3600, exp: now - 3600 });
  tokens['unsigned token (alg none)'] = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub: adminId, role: 'ADMIN', iss: ISSUER, aud: AUDIENCE, iat: now, exp: now + 3600 })}.`;
  tokens['token for another audience'] = await craftToken({ sub: adminId, audience: 'public' });
  tokens['token from another issuer'] = await craftToken({ sub: adminId, issuer: 'someone-else' });
  // A signed-in learner (their own cookie, as the gateway sets it): never a staff member.
  const learner = await t.db.prisma.learner.create({ data: { name: 'Matrix Learner', email: `${unique('learner')}@example.com`, emailVerifiedAt: new Date() } });
  const { openLearnerSession } = await import('../src/services/learners.js');
  const cookies: string[] = [];
  await openLearnerSession({ prisma: t.db.prisma, auth: { jwtSecret: testJwtSecret, jwtExpiresIn: '8h' }, clientAddress: 'test', responseCookies: cookies }, learner.id);
  tokens['learner session cookie'] = `${COOKIE_PREFIX}${cookies[0]!.split(';')[0]}`;
  // Control: the cookie does sign the learner in, so its refusals below are about the role, not a broken cookie.
  const asLearner = await gql<{ currentLearner: { id: string } | null }>('{ currentLearner { id } }', {}, tokens['learner session cookie']);
  expect(asLearner.data?.currentLearner?.id).toBe(learner.id);
  tokens.USER = await t.tokenFor('USER');
  tokens.EDITOR = await t.tokenFor('EDITOR');
  tokens.ADMIN = admin;
});
afterAll(() => t.close());

describe('control: the crafted tokens differ from a valid one in exactly one respect', () => {
  it('a token crafted the same way with the gateway secret, issuer and audience is accepted', async () => {
    const res = await gql('{ me { id role } }', {}, await craftToken({ sub: adminId }));
    expect(res.data).toEqual({ me: { id: adminId, role: 'ADMIN' } });
  });

  it.each(CALLERS.filter((c) => !['USER', 'EDITOR', 'ADMIN'].includes(c)))('%s: me is null', async (caller) => {
    const res = await gql('{ me { id } }', {}, tokens[caller]);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ me: null });
  });
});

// ---- The rows each operation works on ----

const jobFields = { companyname: 'Matrix Co', companylogo: 'https://cdn.example.com/m.png', location: 'Pune', salary: '500000' };

const rows = {
  jobPost: {
    count: () => t.db.prisma.jobPost.count(),
    make: async () => (await t.db.prisma.jobPost.create({ data: { ...jobFields, title: 'Original job title' } })).id,
    find: (id: string) => t.db.prisma.jobPost.findUnique({ where: { id } }),
    withMarker: (marker: string) => t.db.prisma.jobPost.count({ where: { title: marker } }),
  },
  story: {
    count: () => t.db.prisma.story.count(),
    make: async () => (await t.db.prisma.story.create({ data: { title: 'Original story title', slug: unique('original'), storyImage: '/uploads/a.png' } })).id,
    find: (id: string) => t.db.prisma.story.findUnique({ where: { id } }),
    withMarker: (marker: string) => t.db.prisma.story.count({ where: { title: marker } }),
  },
  user: {
    count: () => t.db.prisma.user.count(),
    make: async () => (await t.createUser('USER')).id,
    find: (id: string) => t.db.prisma.user.findUnique({ where: { id } }),
    withMarker: (marker: string) => t.db.prisma.user.count({ where: { OR: [{ username: marker }, { name: marker }] } }),
  },
} satisfies Record<Resource, unknown>;

// ---- The operations ----

interface Operation {
  name: string;
  resource: Resource;
  kind: 'create' | 'update' | 'delete';
  /** Runs the operation and says what the caller was told: 'written' only when the answer carries the written data. */
  run(token: string | null, target: string | undefined, marker: string): Promise<Outcome | string>;
}

function graphqlOperation(name: string, resource: Resource, kind: Operation['kind'], query: string, variables: (target: string | undefined, marker: string) => Record<string, unknown>, check: (data: Record<string, unknown>, target: string | undefined, marker: string) => boolean): Operation {
  return {
    name: `GraphQL ${name}`,
    resource,
    kind,
    async run(token, target, marker) {
      const res = await gql(query, variables(target, marker), token);
      if (res.errors?.length) {
        expect(res.errors).toHaveLength(1);
        expect(res.data?.[name] ?? null).toBeNull();
        expect(res.errors[0]!.message).toEqual(expect.any(String));
        return res.errors[0]!.extensions?.code ?? `error without code: ${res.errors[0]!.message}`;
      }
      const data = res.data?.[name] as Record<string, unknown> | undefined;
      return data && check(data, target, marker) ? 'written' : `unexpected data ${JSON.stringify(res.data)}`;
    },
  };
}

function restOperation(method: string, path: string, resource: Resource, kind: Operation['kind'], body: (target: string | undefined, marker: string) => Record<string, unknown>, check: (body: Record<string, unknown>, target: string | undefined, marker: string) => boolean): Operation {
  return {
    name: `REST ${method} ${path}`,
    resource,
    kind,
    async run(token, target, marker) {
      const res = await t.fetch(path, { method, json: body(target, marker), ...credential(token) });
      const answer = (await res.json()) as Record<string, unknown>;
      if (res.status === 401 || res.status === 403) {
        expect(answer).toEqual({ success: false, message: expect.any(String) });
        return res.status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      }
      const okStatus = kind === 'create' ? 201 : 200;
      return res.status === okStatus && answer.success === true && check(answer, target, marker) ? 'written' : `status ${res.status}: ${JSON.stringify(answer)}`;
    },
  };
}

const operations: Operation[] = [
  graphqlOperation('createJobPost', 'jobPost', 'create', 'mutation ($input: JobPostInput!) { createJobPost(input: $input) { id title } }',
    (_id, marker) => ({ input: { ...jobFields, title: marker } }),
    (data, _id, marker) => data.title === marker),
  graphqlOperation('updateJobPost', 'jobPost', 'update', 'mutation ($id: ID!, $input: JobPostUpdateInput!) { updateJobPost(id: $id, input: $input) { id title } }',
    (id, marker) => ({ id, input: { title: marker } }),
    (data, id, marker) => data.id === id && data.title === marker),
  graphqlOperation('deleteJobPost', 'jobPost', 'delete', 'mutation ($id: ID!) { deleteJobPost(id: $id) { id } }',
    (id) => ({ id }),
    (data, id) => data.id === id),
  graphqlOperation('createStory', 'story', 'create', 'mutation ($input: StoryInput!) { createStory(input: $input) { id title } }',
    (_id, marker) => ({ input: { title: marker, storyImage: '/uploads/story.png' } }),
    (data, _id, marker) => data.title === marker),
  graphqlOperation('updateStory', 'story', 'update', 'mutation ($id: ID!, $input: StoryUpdateInput!) { updateStory(id: $id, input: $input) { id title } }',
    (id, marker) => ({ id, input: { title: marker } }),
    (data, id, marker) => data.id === id && data.title === marker),
  graphqlOperation('deleteStory', 'story', 'delete', 'mutation ($id: ID!) { deleteStory(id: $id) { id } }',
    (id) => ({ id }),
    (data, id) => data.id === id),
  graphqlOperation('createUser', 'user', 'create', 'mutation ($input: UserInput!) { createUser(input: $input) { id username role } }',
    (_id, marker) => ({ input: { name: 'Matrix user', email: `${marker}@example.com`, username: marker, role: 'EDITOR', password: TEST_PASSWORD } }),
    (data, _id, marker) => data.username === marker && data.role === 'EDITOR'),
  graphqlOperation('updateUser', 'user', 'update', 'mutation ($id: ID!, $input: UserUpdateInput!) { updateUser(id: $id, input: $input) { id name } }',
    (id, marker) => ({ id, input: { name: marker } }),
    (data, id, marker) => data.id === id && data.name === marker),
  graphqlOperation('deleteUser', 'user', 'delete', 'mutation ($id: ID!) { deleteUser(id: $id) { id } }',
    (id) => ({ id }),
    (data, id) => data.id === id),
  restOperation('POST', '/api/v1/job-post/create-job-post', 'jobPost', 'create',
    (_id, marker) => ({ ...jobFields, title: marker }),
    (body, _id, marker) => (body.job as { title?: string }).title === marker),
  restOperation('PUT', '/api/v1/job-post/update-job-post', 'jobPost', 'update',
    (id, marker) => ({ jobPostId: id, title: marker }),
    (body, id, marker) => (body.job as { _id?: string; title?: string })._id === id && (body.job as { title?: string }).title === marker),
  restOperation('DELETE', '/api/v1/job-post/delete-job-post', 'jobPost', 'delete',
    (id) => ({ jobPostId: id }),
    (body, id) => body.jobPostId === id),
  restOperation('POST', '/api/v1/story/create-story', 'story', 'create',
    (_id, marker) => ({ title: marker, storyImage: '/uploads/story.png' }),
    (body, _id, marker) => (body.story as { title?: string }).title === marker),
  restOperation('PUT', '/api/v1/story/update-story', 'story', 'update',
    (id, marker) => ({ storyId: id, title: marker }),
    (body, id, marker) => (body.story as { storyId?: string }).storyId === id && (body.story as { title?: string }).title === marker),
  restOperation('DELETE', '/api/v1/story/delete-story', 'story', 'delete',
    (id) => ({ storyId: id }),
    (body, id) => body.storyId === id),
];

describe.each(operations.map((op) => [op.name, op] as const))('%s', (_name, op) => {
  it.each(CALLERS)('%s', async (caller) => {
    const table = rows[op.resource];
    const target = op.kind === 'create' ? undefined : await table.make();
    const before = target ? await table.find(target) : null;
    const countBefore = await table.count();
    const marker = unique('marker');
    const expected = expectedOutcome(caller, op.resource);

    expect(await op.run(tokens[caller], target, marker)).toBe(expected);

    const countAfter = await table.count();
    const after = target ? await table.find(target) : null;
    if (expected !== 'written') {
      // Refused: nothing at all changed.
      expect(countAfter).toBe(countBefore);
      expect(await table.withMarker(marker)).toBe(0);
      if (target) expect(after).toEqual(before);
      return;
    }
    if (op.kind === 'create') {
      expect(countAfter).toBe(countBefore + 1);
      expect(await table.withMarker(marker)).toBe(1);
    } else if (op.kind === 'update') {
      expect(countAfter).toBe(countBefore);
      expect(await table.withMarker(marker)).toBe(1);
      expect(after).not.toEqual(before);
    } else {
      expect(countAfter).toBe(countBefore - 1);
      expect(after).toBeNull();
    }
  });
});

describe('the mail outbox (ADMIN only: bodies may hold one-time links)', () => {
  const READS = {
    outboxMails: '{ outboxMails(first: 5) { totalCount edges { node { id text } } } }',
    outboxMail: 'query ($id: ID!) { outboxMail(id: $id) { id text html } }',
    mailDelivery: '{ mailDelivery { configured queued failed } }',
  } as const;
  /** Staff-only like the users list: ADMIN allowed, EDITOR and USER forbidden, no valid token unauthenticated. */
  const expected = (caller: Caller) => (caller === 'ADMIN' ? 'allowed' : caller === 'EDITOR' || caller === 'USER' ? 'FORBIDDEN' : 'UNAUTHENTICATED');

  it.each(CALLERS)('%s', async (caller) => {
    const mail = await t.db.prisma.outboxMail.create({
      data: { kind: 'learner.reset', to: 'learner@example.com', subject: 'Reset your password', text: 'One-time link: https://x.example/reset?token=secret', state: 'FAILED', attempts: 9, lastError: 'Mail server: could not be reached' },
    });
    const auditBefore = await t.db.prisma.auditEntry.count({ where: { entityId: mail.id } });
    for (const [name, query] of Object.entries(READS)) {
      const res = await gql(query, name === 'outboxMail' ? { id: mail.id } : {}, tokens[caller]);
      if (expected(caller) === 'allowed') {
        expect(res.errors, name).toBeUndefined();
        expect(res.data?.[name], name).toBeTruthy();
      } else {
        expect(res.data?.[name] ?? null, name).toBeNull();
        expect(res.errors?.[0]?.extensions?.code, name).toBe(expected(caller));
        expect(JSON.stringify(res)).not.toContain('token=secret');
      }
    }
    const resend = await gql<{ resendMail: { id: string; state: string } }>('mutation ($id: ID!) { resendMail(id: $id) { id state } }', { id: mail.id }, tokens[caller]);
    const after = await t.db.prisma.outboxMail.findUniqueOrThrow({ where: { id: mail.id } });
    if (expected(caller) === 'allowed') {
      expect(resend.data?.resendMail).toEqual({ id: mail.id, state: 'QUEUED' });
      expect(after.state).toBe('QUEUED');
      expect(await t.db.prisma.auditEntry.count({ where: { entityId: mail.id, action: 'resend', actorId: adminId } })).toBe(auditBefore + 1);
    } else {
      expect(resend.data?.resendMail ?? null).toBeNull();
      expect(resend.errors?.[0]?.extensions?.code).toBe(expected(caller));
      // Refused: the mail is exactly as it was, and nothing was audited.
      expect(after).toEqual(mail);
      expect(await t.db.prisma.auditEntry.count({ where: { entityId: mail.id } })).toBe(auditBefore);
    }
  });
});

describe('Authorization header forms', () => {
  it.each([
    ['a Basic header', () => `Basic ${Buffer.from(`${adminUsername}:${TEST_PASSWORD}`).toString('base64')}`],
    ['the token without "Bearer"', () => tokens.ADMIN!],
    ['"Bearer" and nothing else', () => 'Bearer'],
    ['two tokens', () => `Bearer ${tokens.ADMIN} ${tokens.ADMIN}`],
  ])('%s is no sign-in: 401 and nothing written', async (_label, header) => {
    const before = await t.db.prisma.jobPost.count();
    const res = await t.fetch('/api/v1/job-post/create-job-post', { method: 'POST', json: { ...jobFields, title: 'Header form' }, headers: { authorization: header() } });
    expect(res.status).toBe(401);
    expect(await t.db.prisma.jobPost.count()).toBe(before);
  });

  it('the scheme name is case-insensitive ("bearer")', async () => {
    const res = await t.fetch('/api/v1/job-post/create-job-post', { method: 'POST', json: { ...jobFields, title: 'Lower-case bearer' }, headers: { authorization: `bearer ${tokens.ADMIN}` } });
    expect(res.status).toBe(201);
  });
});

describe('users query', () => {
  it.each([
    ['no token', null, 'UNAUTHENTICATED'],
    ['USER', 'USER', 'FORBIDDEN'],
    ['EDITOR', 'EDITOR', 'FORBIDDEN'],
  ] as const)('%s is refused (%s)', async (_label, caller, code) => {
    const res = await gql('{ users { id username } }', {}, caller ? tokens[caller] : null);
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe(code);
  });

  it('ADMIN gets every staff account, without any password field', async () => {
    const res = await gql<{ users: Record<string, unknown>[] }>('{ users { id username role name email createdAt } }', {}, tokens.ADMIN);
    expect(res.errors).toBeUndefined();
    const users = res.data!.users;
    expect(users).toHaveLength(await t.db.prisma.user.count());
    expect(users).toContainEqual(expect.objectContaining({ id: adminId, username: adminUsername, role: 'ADMIN' }));
  });
});

describe('public reads need no token', () => {
  let jobId: string;
  let storySlug: string;
  beforeAll(async () => {
    jobId = (await t.db.prisma.jobPost.create({ data: { ...jobFields, title: 'Public job' } })).id;
    storySlug = (await t.db.prisma.story.create({ data: { title: 'Public story', slug: unique('public'), storyImage: '/uploads/p.png' } })).slug;
  });

  // A bad token on a public read is ignored, not refused: the reader is simply anonymous.
  it.each(['no token', 'garbage token', 'expired token'] as const)('with %s', async (caller) => {
    const token = tokens[caller];
    const res = await gql<{ jobPosts: { totalCount: number }; jobPost: { id: string }; stories: { totalCount: number }; story: { slug: string } }>(
      'query ($id: ID!, $slug: String!) { jobPosts(first: 5) { totalCount } jobPost(id: $id) { id } stories(first: 5) { totalCount } story(slug: $slug) { slug } }',
      { id: jobId, slug: storySlug },
      token,
    );
    expect(res.errors).toBeUndefined();
    // Open jobs only (the lifecycle cases below leave drafts and filled jobs behind).
    expect(res.data!.jobPosts.totalCount).toBe(await t.db.prisma.jobPost.count({ where: { status: 'PUBLISHED', OR: [{ closesAt: null }, { closesAt: { gt: new Date() } }] } }));
    expect(res.data!.jobPost).toEqual({ id: jobId });
    expect(res.data!.stories.totalCount).toBe(await t.db.prisma.story.count({ where: { published: true } }));
    expect(res.data!.story).toEqual({ slug: storySlug });

    const rest = await t.fetch('/api/v1/job-post/get-jobposts', { token });
    expect(rest.status).toBe(200);
    const body = (await rest.json()) as { success: boolean; jobs: { _id: string }[] };
    expect(body.success).toBe(true);
    expect(body.jobs.map((j) => j._id)).toContain(jobId);
  });
});

describe('the role and the account are read from the database on every request', () => {
  const createJob = 'mutation ($input: JobPostInput!) { createJobPost(input: $input) { id } }';

  it('a token of a user deleted afterwards counts as signed out', async () => {
    const user = await t.createUser('EDITOR');
    const token = await signIn(user.username);
    expect((await gql('{ me { id } }', {}, token)).data).toEqual({ me: { id: user.id } });

    await t.db.prisma.user.delete({ where: { id: user.id } });
    const before = await t.db.prisma.jobPost.count();
    expect((await gql('{ me { id } }', {}, token)).data).toEqual({ me: null });
    const viaGql = await gql(createJob, { input: { ...jobFields, title: 'By a deleted user' } }, token);
    expect(viaGql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const viaRest = await t.fetch('/api/v1/job-post/create-job-post', { method: 'POST', json: { ...jobFields, title: 'By a deleted user' }, token });
    expect(viaRest.status).toBe(401);
    expect(await t.db.prisma.jobPost.count()).toBe(before);
  });

  it('an ADMIN demoted to USER loses write access at once: the demotion ends their sessions', async () => {
    const user = await t.createUser('ADMIN');
    const token = await signIn(user.username);
    const first = await gql<{ createJobPost: { id: string } }>(createJob, { input: { ...jobFields, title: 'Before demotion' } }, token);
    expect(first.errors).toBeUndefined();

    const demoted = await gql('mutation ($id: ID!) { updateUser(id: $id, input: { role: USER }) { role } }', { id: user.id }, tokens.ADMIN);
    expect(demoted.data).toEqual({ updateUser: { role: 'USER' } });

    const before = await t.db.prisma.jobPost.count();
    const viaGql = await gql(createJob, { input: { ...jobFields, title: 'After demotion' } }, token);
    expect(viaGql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const viaRest = await t.fetch('/api/v1/job-post/create-job-post', { method: 'POST', json: { ...jobFields, title: 'After demotion' }, token });
    expect(viaRest.status).toBe(401);
    const users = await gql('{ users { id } }', {}, token);
    expect(users.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await t.db.prisma.jobPost.count()).toBe(before);
    expect((await gql('{ me { role } }', {}, token)).data).toEqual({ me: null });
  });

  it('an ADMIN demoted to EDITOR keeps job writes but loses user management', async () => {
    const user = await t.createUser('ADMIN');
    const token = await signIn(user.username);
    await t.db.prisma.user.update({ where: { id: user.id }, data: { role: 'EDITOR' } });
    expect((await gql(createJob, { input: { ...jobFields, title: 'By a demoted editor' } }, token)).errors).toBeUndefined();
    const before = await t.db.prisma.user.count();
    const res = await gql('mutation ($input: UserInput!) { createUser(input: $input) { id } }', { input: { name: 'X', email: `${unique('x')}@example.com`, username: unique('x'), password: TEST_PASSWORD } }, token);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await t.db.prisma.user.count()).toBe(before);
  });

  it('a USER promoted to EDITOR may write at once', async () => {
    const user = await t.createUser('USER');
    const token = await craftToken({ sub: user.id, role: 'USER' });
    expect((await gql(createJob, { input: { ...jobFields, title: 'Not yet' } }, token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await t.db.prisma.user.update({ where: { id: user.id }, data: { role: 'EDITOR' } });
    expect((await gql(createJob, { input: { ...jobFields, title: 'Now allowed' } }, token)).errors).toBeUndefined();
  });

  it('the role claim inside the token is not trusted: a USER with an "ADMIN" claim is still a USER', async () => {
    const user = await t.createUser('USER');
    const token = await craftToken({ sub: user.id, role: 'ADMIN' });
    const before = await t.db.prisma.jobPost.count();
    const res = await t.fetch('/api/v1/job-post/create-job-post', { method: 'POST', json: { ...jobFields, title: 'Claimed admin' }, token });
    expect(res.status).toBe(403);
    expect((await gql('{ users { id } }', {}, token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await t.db.prisma.jobPost.count()).toBe(before);
  });

  it('a validly signed token for an id that never existed counts as signed out', async () => {
    const token = await craftToken({ sub: 'no-such-user-id' });
    const res = await t.fetch('/api/v1/story/create-story', { method: 'POST', json: { title: 'Ghost', storyImage: '/uploads/g.png' }, token });
    expect(res.status).toBe(401);
    expect(await t.db.prisma.story.count({ where: { title: 'Ghost' } })).toBe(0);
  });
});

describe("a job's lifecycle (issue 27): only staff set a status, close as filled, reopen, duplicate or see drafts", () => {
  type Job = NonNullable<Awaited<ReturnType<typeof rows.jobPost.find>>>;
  interface LifecycleOperation {
    name: string;
    /** The job it works on. */
    make(): Promise<string>;
    run(token: string | null, id: string): Promise<Outcome | string>;
    /** What an allowed call changed (`made`: how many jobs it added). */
    wrote(before: Job, after: Job, made: number): boolean;
  }
  const job = (data: { status?: 'DRAFT' | 'PUBLISHED' | 'FILLED' } = {}) => async () =>
    (await t.db.prisma.jobPost.create({ data: { ...jobFields, title: unique('Lifecycle job'), ...data, ...(data.status === 'FILLED' ? { filledAt: new Date() } : {}) } })).id;
  const viaGraphQL = (name: string, query: string, variables: (id: string) => Record<string, unknown>) => async (token: string | null, id: string) => {
    const res = await gql(query, variables(id), token);
    if (res.errors?.length) {
      expect(res.data?.[name] ?? null).toBeNull();
      return res.errors[0]!.extensions?.code ?? `error without code: ${res.errors[0]!.message}`;
    }
    return res.data?.[name] ? 'written' : `unexpected data ${JSON.stringify(res.data)}`;
  };
  const OPERATIONS: LifecycleOperation[] = [
    {
      name: 'GraphQL updateJobPost(status: DRAFT)',
      make: job(),
      run: viaGraphQL('updateJobPost', 'mutation ($id: ID!) { updateJobPost(id: $id, input: { status: DRAFT }) { id status } }', (id) => ({ id })),
      wrote: (_b, after) => after.status === 'DRAFT',
    },
    {
      name: 'GraphQL closeJobPostAsFilled',
      make: job(),
      run: viaGraphQL('closeJobPostAsFilled', 'mutation ($id: ID!) { closeJobPostAsFilled(id: $id) { id status } }', (id) => ({ id })),
      wrote: (_b, after) => after.status === 'FILLED' && after.filledAt !== null,
    },
    {
      name: 'GraphQL reopenJobPost',
      make: job({ status: 'FILLED' }),
      run: viaGraphQL('reopenJobPost', 'mutation ($id: ID!) { reopenJobPost(id: $id) { id status } }', (id) => ({ id })),
      wrote: (_b, after) => after.status === 'PUBLISHED' && after.filledAt === null,
    },
    {
      name: 'GraphQL duplicateJobPost',
      make: job(),
      run: viaGraphQL('duplicateJobPost', 'mutation ($id: ID!) { duplicateJobPost(id: $id) { id status } }', (id) => ({ id })),
      wrote: (before, after, made) => made === 1 && JSON.stringify(before) === JSON.stringify(after),
    },
    {
      name: 'REST PUT update-job-post {status: FILLED}',
      make: job(),
      async run(token, id) {
        const res = await t.fetch('/api/v1/job-post/update-job-post', { method: 'PUT', json: { jobPostId: id, status: 'FILLED' }, ...credential(token) });
        if (res.status === 401 || res.status === 403) return res.status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN';
        const body = (await res.json()) as { job?: { status?: string } };
        return res.status === 200 && body.job?.status === 'FILLED' ? 'written' : `status ${res.status}: ${JSON.stringify(body)}`;
      },
      wrote: (_b, after) => after.status === 'FILLED',
    },
  ];

  describe.each(OPERATIONS.map((op) => [op.name, op] as const))('%s', (_name, op) => {
    it.each(CALLERS)('%s', async (caller) => {
      const id = await op.make();
      const before = (await rows.jobPost.find(id))!;
      const countBefore = await rows.jobPost.count();
      const expected = expectedOutcome(caller, 'jobPost');
      expect(await op.run(tokens[caller], id)).toBe(expected);
      const after = (await rows.jobPost.find(id))!;
      const made = (await rows.jobPost.count()) - countBefore;
      if (expected === 'written') expect(op.wrote(before, after, made)).toBe(true);
      else {
        // Refused: nothing at all changed, and nothing was audited.
        expect(after).toEqual(before);
        expect(made).toBe(0);
        expect(await t.db.prisma.auditEntry.count({ where: { entityId: id } })).toBe(0);
      }
    });
  });

  it.each(CALLERS)('%s: a draft is read by staff only; jobs by state are listed for staff only', async (caller) => {
    const id = await job({ status: 'DRAFT' })();
    const staff = expectedOutcome(caller, 'jobPost') === 'written';
    const one = await gql<{ jobPost: { id: string; state: string } | null }>('query ($id: ID!) { jobPost(id: $id) { id state } }', { id }, tokens[caller]);
    expect(one.errors).toBeUndefined();
    expect(one.data!.jobPost).toEqual(staff ? { id, state: 'DRAFT' } : null);
    const list = await gql<{ jobPosts: { edges: { node: { id: string } }[] } }>('{ jobPosts(first: 100, states: [DRAFT]) { edges { node { id } } } }', {}, tokens[caller]);
    if (staff) expect(list.data!.jobPosts.edges.map((e) => e.node.id)).toContain(id);
    else {
      expect(list.data ?? null).toBeNull();
      expect(list.errors?.[0]?.extensions?.code).toBe(expectedOutcome(caller, 'jobPost'));
    }
  });
});

describe("a learner's own operations (issue 28): the signed-in learner only; staff and everyone else are refused", () => {
  const learnerCaller = (caller: Caller) => caller === 'learner session cookie';
  /** The learner of the matrix's cookie, with an application of theirs to a job that takes applications here. */
  const setUp = async () => {
    const learnerId = decodeJwt(tokens['learner session cookie']!.slice(`${COOKIE_PREFIX}lc_learner=`.length)).sub!;
    const job = await t.db.prisma.jobPost.create({ data: { ...jobFields, title: unique('Apply here') } });
    const other = await t.db.prisma.jobPost.create({ data: { ...jobFields, title: unique('Applied before') } });
    const application = await t.db.prisma.application.create({
      data: { jobPostId: other.id, learnerId, jobTitle: other.title, companyname: other.companyname, name: 'Matrix Learner', email: 'm@example.com', phone: '+91 98765 43210', cvFileName: 'cv.pdf', cvContentType: 'application/pdf', cvSize: 5, cvData: Buffer.from('%PDF-') },
    });
    return { learnerId, job, application };
  };
  const snapshot = async (learnerId: string) => ({
    applications: await t.db.prisma.application.findMany({ where: { learnerId }, orderBy: { id: 'asc' } }),
    saved: await t.db.prisma.savedJob.count({ where: { learnerId } }),
  });

  it.each(CALLERS)('%s', async (caller) => {
    const { learnerId, job, application } = await setUp();
    const before = await snapshot(learnerId);
    const token = tokens[caller];
    const ops = {
      applyToJob: ['mutation ($j: ID!) { applyToJob(jobId: $j, input: { phone: "98765 43210", cv: NONE }) { id } }', { j: job.id }],
      saveJob: ['mutation ($j: ID!) { saveJob(jobId: $j) }', { j: job.id }],
      unsaveJob: ['mutation ($j: ID!) { unsaveJob(jobId: $j) }', { j: job.id }],
      withdrawApplication: ['mutation ($id: ID!) { withdrawApplication(id: $id) { id stage } }', { id: application.id }],
      myApplications: ['{ myApplications(first: 5) { totalCount } }', {}],
      myApplication: ['query ($id: ID!) { myApplication(id: $id) { id } }', { id: application.id }],
      mySavedJobs: ['{ mySavedJobs { savedAt } }', {}],
      mySavedJobIds: ['{ mySavedJobIds }', {}],
    } as const;
    for (const [name, [query, variables]] of Object.entries(ops)) {
      const res = await gql(query, variables, token);
      if (learnerCaller(caller)) expect(res.errors, name).toBeUndefined();
      else {
        expect(res.data?.[name] ?? null, name).toBeNull();
        expect(res.errors?.[0]?.extensions?.code, name).toBe('UNAUTHENTICATED');
      }
    }
    const form = new FormData();
    form.set('phone', '98765 43210');
    form.set('cvChoice', 'NONE');
    const rest = await t.fetch(`/api/v1/jobs/${job.id}/applications`, { method: 'POST', body: form, ...credential(token), headers: { ...credential(token).headers, 'sec-fetch-site': 'same-origin' } });
    const download = await t.fetch(`/api/v1/account/applications/${application.id}/cv`, credential(token));
    if (learnerCaller(caller)) {
      // Applied once through GraphQL above: the REST attempt is the second application.
      expect(rest.status).toBe(409);
      expect(download.status).toBe(200);
      const after = await snapshot(learnerId);
      expect(after.applications.map((a) => [a.id, a.stage])).toEqual(
        expect.arrayContaining([[application.id, 'WITHDRAWN'], [expect.any(String), 'APPLIED']]),
      );
      return;
    }
    expect(rest.status).toBe(401);
    expect(download.status).toBe(401);
    expect(await snapshot(learnerId)).toEqual(before);
  });

  it.each(CALLERS)('%s: the external Apply Now count of a job is staff-only', async (caller) => {
    const job = await t.db.prisma.jobPost.create({ data: { ...jobFields, title: unique('Elsewhere'), applyMethod: 'URL', applyUrl: 'https://careers.example.com/1', externalApplyClicks: 3 } });
    const res = await gql<{ jobPost: { id: string; externalApplyClicks: number | null } }>('query ($id: ID!) { jobPost(id: $id) { id externalApplyClicks } }', { id: job.id }, tokens[caller]);
    const expected = expectedOutcome(caller, 'jobPost');
    if (expected === 'written') expect(res.data!.jobPost.externalApplyClicks).toBe(3);
    else {
      expect(res.data!.jobPost).toEqual({ id: job.id, externalApplyClicks: null });
      expect(res.errors?.[0]?.extensions?.code).toBe(expected);
    }
  });
});

describe('the placement pipeline (issue 28): staff (ADMIN, EDITOR) only; a learner, the applicant included, and everyone else are refused', () => {
  /** Staff who manage applications: ADMIN and EDITOR; USER forbidden; no valid staff token (a learner's cookie too) unauthenticated. */
  const expected = (caller: Caller) => (caller === 'ADMIN' || caller === 'EDITOR' ? 'allowed' : caller === 'USER' ? 'FORBIDDEN' : 'UNAUTHENTICATED');
  const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
  let jobId: string;
  let learnerId: string;
  let learnerEmail: string;

  beforeAll(async () => {
    jobId = (await t.db.prisma.jobPost.create({ data: { ...jobFields, title: 'Pipeline job' } })).id;
    // The applications below are the matrix learner's own: their cookie is refused all the same.
    const me = await gql<{ currentLearner: { id: string; email: string } }>('{ currentLearner { id email } }', {}, tokens['learner session cookie']);
    learnerId = me.data!.currentLearner.id;
    learnerEmail = me.data!.currentLearner.email;
  });

  const application = async (stage: 'APPLIED' | 'PLACED' = 'APPLIED') =>
    (
      await t.db.prisma.application.create({
        data: {
          jobPostId: null,
          learnerId,
          jobTitle: 'Pipeline job',
          companyname: 'Matrix Co',
          name: 'Matrix Learner',
          email: learnerEmail,
          phone: '+919876543210',
          stage,
          cvFileName: 'cv.pdf',
          cvContentType: 'application/pdf',
          cvSize: PDF.byteLength,
          cvData: PDF,
          events: { create: { kind: 'applied', toStage: 'APPLIED' } },
        },
      })
    ).id;
  /** Everything a staff write could leave behind for an application. */
  const state = async (id: string) => ({
    row: await t.db.prisma.application.findUniqueOrThrow({ where: { id }, omit: { cvData: true } }),
    events: await t.db.prisma.applicationEvent.count({ where: { applicationId: id } }),
    audit: await t.db.prisma.auditEntry.count({ where: { entityId: id } }),
    mails: await t.db.prisma.outboxMail.count({ where: { to: learnerEmail, kind: 'application.stage' } }),
    stories: await t.db.prisma.story.count({ where: { applicationId: id } }),
  });

  it.each(CALLERS)('%s: reads', async (caller) => {
    const id = await application();
    const story = await t.db.prisma.story.create({ data: { title: 'Draft story', slug: unique('draft'), storyImage: '/uploads/d.png', published: false } });
    const READS: [string, string, Record<string, unknown>][] = [
      ['pipelineApplications', 'query ($job: ID) { pipelineApplications(first: 5, jobPostId: $job) { totalCount edges { node { id email staffNotes } } } }', { job: jobId }],
      ['pipelineApplication', 'query ($id: ID!) { pipelineApplication(id: $id) { id email staffNotes timeline { kind } } }', { id }],
      ['applicationStageCounts', '{ applicationStageCounts { stage count } }', {}],
      ['pipelineJobs', '{ pipelineJobs { jobPostId } }', {}],
      ['jobPost', 'query ($job: ID!) { jobPost(id: $job) { id applicationCount } }', { job: jobId }],
      ['stories', '{ stories(first: 100, includeDrafts: true) { edges { node { id } } } }', {}],
    ];
    for (const [name, query, variables] of READS) {
      const res = await gql(query, variables, tokens[caller]);
      if (expected(caller) === 'allowed') {
        expect(res.errors, name).toBeUndefined();
        expect(res.data?.[name], name).toBeTruthy();
      } else {
        expect(res.errors?.[0]?.extensions?.code, name).toBe(expected(caller));
        expect(JSON.stringify(res.data ?? null), name).not.toContain(learnerEmail);
      }
    }
    // A draft by id: staff read it; anyone else gets null, as for a story that does not exist.
    const draft = await gql<{ story: { id: string } | null }>('query ($id: ID!) { story(id: $id) { id } }', { id: story.id }, tokens[caller]);
    expect(draft.errors).toBeUndefined();
    expect(draft.data!.story).toEqual(expected(caller) === 'allowed' ? { id: story.id } : null);
  });

  it.each(CALLERS)('%s: REST CV download and CSV export', async (caller) => {
    const id = await application();
    const status = expected(caller) === 'allowed' ? 200 : expected(caller) === 'FORBIDDEN' ? 403 : 401;
    const cv = await t.fetch(`/api/v1/applications/${id}/cv`, credential(tokens[caller]));
    expect(cv.status).toBe(status);
    if (status === 200) expect(Buffer.from(await cv.arrayBuffer())).toEqual(PDF);
    else expect(await cv.json()).toEqual({ success: false, message: expect.any(String) });
    const csv = await t.fetch(`/api/v1/applications/export.csv?job=${jobId}`, credential(tokens[caller]));
    expect(csv.status).toBe(status);
    if (status === 200) expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    else expect(await csv.json()).toEqual({ success: false, message: expect.any(String) });
  });

  const WRITES: { name: string; stage?: 'PLACED'; query: string; variables: (id: string, storyId: string) => Record<string, unknown> }[] = [
    { name: 'moveApplication', query: 'mutation ($id: ID!) { moveApplication(id: $id, stage: "SHORTLISTED") { id stage } }', variables: (id) => ({ id }) },
    { name: 'updateApplicationNotes', query: 'mutation ($id: ID!) { updateApplicationNotes(id: $id, staffNotes: "Called") { id staffNotes } }', variables: (id) => ({ id }) },
    { name: 'createStoryFromApplication', stage: 'PLACED', query: 'mutation ($id: ID!) { createStoryFromApplication(id: $id) { id published } }', variables: (id) => ({ id }) },
    { name: 'publishStory', query: 'mutation ($storyId: ID!) { publishStory(id: $storyId) { id published } }', variables: (_id, storyId) => ({ storyId }) },
  ];
  describe.each(WRITES.map((w) => [w.name, w] as const))('%s', (_name, write) => {
    it.each(CALLERS)('%s', async (caller) => {
      const id = await application(write.stage);
      const story = await t.db.prisma.story.create({ data: { title: 'Draft to publish', slug: unique('draft'), storyImage: '/uploads/d.png', published: false } });
      const before = await state(id);
      const res = await gql(write.query, write.variables(id, story.id), tokens[caller]);
      const after = await state(id);
      const storyAfter = await t.db.prisma.story.findUniqueOrThrow({ where: { id: story.id } });
      if (expected(caller) === 'allowed') {
        expect(res.errors).toBeUndefined();
        expect(res.data?.[write.name]).toBeTruthy();
        if (write.name === 'publishStory') expect(storyAfter.published).toBe(true);
        else expect(after).not.toEqual(before);
        return;
      }
      expect(res.data?.[write.name] ?? null).toBeNull();
      expect(res.errors?.[0]?.extensions?.code).toBe(expected(caller));
      // Refused: nothing at all changed, nothing was audited or mailed, no story made or published.
      expect(after).toEqual(before);
      expect(storyAfter).toEqual(story);
      expect(await t.db.prisma.auditEntry.count({ where: { entityId: story.id } })).toBe(0);
    });
  });
});

describe('job alerts (issue 28): staff run the digest; a learner lists and removes only their own alerts', () => {
  const alertRow = (learnerId: string | null, email: string) =>
    t.db.prisma.jobAlert.create({ data: { id: randomBytes(12).toString('hex'), email, learnerId, keywords: unique('matrix'), confirmedAt: new Date(), unsubscribeTokenHash: randomBytes(32).toString('hex') } });

  it.each(CALLERS)('%s: runJobAlertDigest and jobAlertDigestStatus are for ADMIN and EDITOR only', async (caller) => {
    const runsBefore = await t.db.prisma.digestRun.count();
    const run = await gql<{ runJobAlertDigest: { mails: number; run: { startedBy: string } } }>('mutation { runJobAlertDigest { mails run { startedBy } } }', {}, tokens[caller]);
    const status = await gql<{ jobAlertDigestStatus: { activeAlerts: number } }>('{ jobAlertDigestStatus { activeAlerts lastRun { id } } }', {}, tokens[caller]);
    const expected = expectedOutcome(caller, 'jobPost');
    if (expected === 'written') {
      expect(run.errors).toBeUndefined();
      expect(typeof run.data!.runJobAlertDigest.mails).toBe('number');
      expect(status.errors).toBeUndefined();
      expect(await t.db.prisma.digestRun.count()).toBe(runsBefore + 1);
      return;
    }
    for (const [name, res] of [['runJobAlertDigest', run], ['jobAlertDigestStatus', status]] as const) {
      expect((res.data as Record<string, unknown> | undefined)?.[name] ?? null, name).toBeNull();
      expect(res.errors?.[0]?.extensions?.code, name).toBe(expected);
    }
    expect(await t.db.prisma.digestRun.count()).toBe(runsBefore);
  });

  it.each(CALLERS)('%s: myJobAlerts and deleteJobAlert answer the signed-in learner only, for their own alerts', async (caller) => {
    const learnerId = (await t.db.prisma.session.findFirstOrThrow({ where: { learnerId: { not: null } }, orderBy: { createdAt: 'desc' } })).learnerId!;
    const other = await t.db.prisma.learner.create({ data: { name: 'Other Learner', email: `${unique('other')}@example.com`, emailVerifiedAt: new Date() } });
    const mine = await alertRow(learnerId, 'matrix-learner@example.com');
    const theirs = await alertRow(other.id, other.email);
    const list = await gql<{ myJobAlerts: { id: string }[] }>('{ myJobAlerts { id } }', {}, tokens[caller]);
    const stealing = await gql('mutation ($id: ID!) { deleteJobAlert(id: $id) }', { id: theirs.id }, tokens[caller]);
    const removing = await gql('mutation ($id: ID!) { deleteJobAlert(id: $id) }', { id: mine.id }, tokens[caller]);
    // Another learner's alert is never touched, by anyone.
    expect(await t.db.prisma.jobAlert.count({ where: { id: theirs.id } })).toBe(1);
    if (caller === 'learner session cookie') {
      expect(list.data!.myJobAlerts.map((a) => a.id)).toContain(mine.id);
      expect(list.data!.myJobAlerts.map((a) => a.id)).not.toContain(theirs.id);
      expect(stealing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(removing.data).toEqual({ deleteJobAlert: true });
      expect(await t.db.prisma.jobAlert.count({ where: { id: mine.id } })).toBe(0);
      return;
    }
    for (const res of [list, stealing, removing]) expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await t.db.prisma.jobAlert.count({ where: { id: mine.id } })).toBe(1);
  });
});

describe('job post revisions (issue 29): staff who write jobs (ADMIN, EDITOR) read, compare and restore; everyone else is refused', () => {
  const expected = (caller: Caller) => (caller === 'ADMIN' || caller === 'EDITOR' ? 'allowed' : caller === 'USER' ? 'FORBIDDEN' : 'UNAUTHENTICATED');
  const OPERATIONS: [string, string][] = [
    ['jobPostRevisions', 'query ($id: ID!) { jobPostRevisions(jobPostId: $id) { number summary authorName } }'],
    ['jobPostRevisionChanges', 'query ($id: ID!) { jobPostRevisionChanges(jobPostId: $id, number: 1) { changes { field version current } } }'],
    ['restoreJobPostRevision', 'mutation ($id: ID!) { restoreJobPostRevision(jobPostId: $id, number: 1) { revision { number restoredFrom } } }'],
  ];

  it.each(CALLERS)('%s', async (caller) => {
    const id = (await gql<{ createJobPost: { id: string } }>('mutation ($input: JobPostInput!) { createJobPost(input: $input) { id } }', { input: { ...jobFields, title: 'Revised job' } }, tokens.ADMIN)).data!.createJobPost.id;
    expect((await gql('mutation ($id: ID!) { updateJobPost(id: $id, input: { salary: "9 LPA" }) { id } }', { id }, tokens.ADMIN)).errors).toBeUndefined();
    const before = { job: await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id } }), revisions: await t.db.prisma.jobPostRevision.findMany({ where: { jobPostId: id }, orderBy: { number: 'asc' } }) };
    for (const [name, query] of OPERATIONS) {
      const res = await gql(query, { id }, tokens[caller]);
      if (expected(caller) === 'allowed') {
        expect(res.errors, name).toBeUndefined();
        expect(res.data?.[name], name).toBeTruthy();
      } else {
        expect(res.data?.[name] ?? null, name).toBeNull();
        expect(res.errors?.[0]?.extensions?.code, name).toBe(expected(caller));
      }
    }
    const revisions = await t.db.prisma.jobPostRevision.findMany({ where: { jobPostId: id }, orderBy: { number: 'asc' } });
    if (expected(caller) === 'allowed') {
      expect(revisions).toHaveLength(3);
      expect(revisions[2]).toMatchObject({ restoredFrom: 1 });
    } else {
      // Refused: the job and its versions are exactly as they were.
      expect({ job: await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id } }), revisions }).toEqual(before);
    }
  });
});

describe('course pages (issue 29): staff (ADMIN, EDITOR) read drafts and revisions and write; everyone else is refused', () => {
  const expected = (caller: Caller) => (caller === 'ADMIN' || caller === 'EDITOR' ? 'allowed' : caller === 'USER' ? 'FORBIDDEN' : 'UNAUTHENTICATED');
  const FIELDS = 'id draftVersion publishedRevision';
  // In this order, each from the state the one before left (as the admin would go).
  const OPERATIONS: [string, string, (id: string, draft: unknown, slug: string) => Record<string, unknown>][] = [
    ['courses', `{ courses { ${FIELDS} } }`, () => ({})],
    ['course', `query ($id: ID!) { course(id: $id) { ${FIELDS} draft } }`, (id) => ({ id })],
    ['courseRevisions', 'query ($id: ID!) { courseRevisions(courseId: $id) { number } }', (id) => ({ id })],
    ['courseRevisionComparison', 'query ($id: ID!) { courseRevisionComparison(courseId: $id, number: 1) { summary } }', (id) => ({ id })],
    ['coursePreview', 'query ($id: ID!) { coursePreview(id: $id) { slug content } }', (id) => ({ id })],
    ['saveCourseDraft', `mutation ($id: ID!, $c: CourseContent!) { saveCourseDraft(id: $id, baseVersion: 1, content: $c) { ${FIELDS} } }`, (id, draft) => ({ id, c: { ...(draft as object), metaDescription: 'Changed by the matrix' } })],
    // The draft saved just before differs from what is published: a publish of an unchanged draft makes no revision.
    ['publishCourse', 'mutation ($id: ID!) { publishCourse(id: $id, baseVersion: 2) { revision { number } } }', (id) => ({ id })],
    ['restoreCourseRevision', 'mutation ($id: ID!) { restoreCourseRevision(id: $id, number: 1) { revision { number restoredFrom } } }', (id) => ({ id })],
    ['unpublishCourse', `mutation ($id: ID!) { unpublishCourse(id: $id) { ${FIELDS} } }`, (id) => ({ id })],
    ['createCourse', `mutation ($slug: String!) { createCourse(input: { slug: $slug, path: "/courses/matrix-new", label: "Matrix new" }) { ${FIELDS} } }`, (_id, _draft, slug) => ({ slug: `${slug}-new` })],
  ];

  it.each(CALLERS)('%s', async (caller) => {
    const slug = unique('matrix-course');
    const created = await gql<{ createCourse: { id: string } }>(`mutation ($slug: String!, $path: String!) { createCourse(input: { slug: $slug, path: $path, label: "Matrix course" }) { id } }`, { slug, path: `/courses/${slug}` }, tokens.ADMIN);
    const id = created.data!.createCourse.id;
    expect((await gql('mutation ($id: ID!) { publishCourse(id: $id, baseVersion: 1) { revision { number } } }', { id }, tokens.ADMIN)).errors).toBeUndefined();
    const before = { courses: await t.db.prisma.course.findMany({ orderBy: { id: 'asc' } }), revisions: await t.db.prisma.courseRevision.count() };
    const draft = before.courses.find((c) => c.id === id)!.draft;
    for (const [name, query, variables] of OPERATIONS) {
      const res = await gql(query, variables(id, draft, slug), tokens[caller]);
      if (expected(caller) === 'allowed') {
        expect(res.errors, name).toBeUndefined();
        expect(res.data?.[name], name).toBeTruthy();
      } else {
        expect(res.data?.[name] ?? null, name).toBeNull();
        expect(res.errors?.[0]?.extensions?.code, name).toBe(expected(caller));
      }
    }
    if (expected(caller) === 'allowed') {
      // Published 2 and restored 1 as 3, then unpublished; the course created last is a draft.
      expect(await t.db.prisma.courseRevision.findMany({ where: { courseId: id }, orderBy: { number: 'asc' }, select: { number: true, restoredFrom: true } })).toEqual([
        { number: 1, restoredFrom: null },
        { number: 2, restoredFrom: null },
        { number: 3, restoredFrom: 1 },
      ]);
      await t.db.prisma.course.deleteMany({ where: { slug: `${slug}-new` } });
    } else {
      // Refused: every course and revision exactly as it was.
      expect({ courses: await t.db.prisma.course.findMany({ orderBy: { id: 'asc' } }), revisions: await t.db.prisma.courseRevision.count() }).toEqual(before);
    }
  });
});

describe('lead work (issue 30): lead:work for ADMIN and EDITOR (an EDITOR only on their own or unassigned leads), lead:merge for ADMIN', () => {
  type LeadWrite = { name: string; adminOnly?: boolean; query: string; variables: (id: string, other: string) => Record<string, unknown> };
  const soon = () => new Date(Date.now() + 86400_000).toISOString();
  let matrixPhones = 0;
  const WRITES: LeadWrite[] = [
    { name: 'addLeadNote', query: 'mutation ($id: ID!) { addLeadNote(id: $id, text: "matrix note") { id } }', variables: (id) => ({ id }) },
    { name: 'updateLead', query: 'mutation ($id: ID!) { updateLead(id: $id, input: { status: CONTACTED }) { id } }', variables: (id) => ({ id }) },
    // A number of its own each time (one another lead holds is refused).
    { name: 'updateLeadContact', query: 'mutation ($id: ID!, $phone: String!) { updateLeadContact(id: $id, input: { name: "Matrix renamed", phone: $phone }) { id } }', variables: (id) => ({ id, phone: `98220 ${String(++matrixPhones).padStart(5, '0')}` }) },
    { name: 'assignLead', query: 'mutation ($id: ID!, $to: ID) { assignLead(id: $id, assigneeId: $to) { id } }', variables: (id) => ({ id, to: adminId }) },
    { name: 'setLeadFollowUp', query: 'mutation ($id: ID!, $at: DateTime!) { setLeadFollowUp(id: $id, at: $at) { id } }', variables: (id) => ({ id, at: soon() }) },
    { name: 'completeLeadFollowUp', query: 'mutation ($id: ID!) { completeLeadFollowUp(id: $id, outcome: REACHED) { id } }', variables: (id) => ({ id }) },
    { name: 'deleteLead', query: 'mutation ($id: ID!) { deleteLead(id: $id) { id } }', variables: (id) => ({ id }) },
    { name: 'mergeLeads', adminOnly: true, query: 'mutation ($id: ID!, $other: ID!) { mergeLeads(keepId: $id, mergeId: $other) { id } }', variables: (id, other) => ({ id, other }) },
  ];
  const expected = (caller: Caller, write: LeadWrite): Outcome =>
    caller === 'ADMIN' ? 'written' : caller === 'EDITOR' ? (write.adminOnly ? 'FORBIDDEN' : 'written') : caller === 'USER' ? 'FORBIDDEN' : 'UNAUTHENTICATED';
  const makeLead = (assigneeId: string | null = null) =>
    t.db.prisma.lead.create({
      data: { name: 'Matrix lead', email: `${unique('lead')}@example.com`, designation: 'D', experience: '1 Year', course: 'general', consent: true, assigneeId, nextFollowUpAt: new Date(Date.now() + 3600_000) },
    });
  const snapshot = async (ids: string[]) => ({
    leads: await t.db.prisma.lead.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } }),
    events: await t.db.prisma.leadEvent.count({ where: { leadId: { in: ids } } }),
    mails: await t.db.prisma.outboxMail.count(),
  });

  describe.each(WRITES.map((w) => [w.name, w] as const))('%s', (_name, write) => {
    it.each(CALLERS)('%s', async (caller) => {
      const lead = await makeLead();
      const other = await makeLead();
      const before = await snapshot([lead.id, other.id]);
      const res = await gql(write.query, write.variables(lead.id, other.id), tokens[caller]);
      const outcome = expected(caller, write);
      if (outcome === 'written') {
        expect(res.errors).toBeUndefined();
        expect((res.data?.[write.name] as { id: string }).id).toBe(lead.id);
        expect(await snapshot([lead.id, other.id])).not.toEqual(before);
      } else {
        expect(res.errors?.[0]?.extensions?.code).toBe(outcome);
        expect(res.data?.[write.name] ?? null).toBeNull();
        expect(await snapshot([lead.id, other.id])).toEqual(before);
      }
    });
  });

  it('an EDITOR is refused every write on another counsellor\'s lead (and nothing changes); an ADMIN is not', async () => {
    const counsellor = await t.createUser('EDITOR');
    for (const write of WRITES.filter((w) => !w.adminOnly)) {
      const lead = await makeLead(counsellor.id);
      const before = await snapshot([lead.id]);
      const res = await gql(write.query, write.variables(lead.id, ''), tokens.EDITOR);
      expect(res.errors?.[0], write.name).toMatchObject({ message: 'This lead belongs to another counsellor', extensions: { code: 'FORBIDDEN' } });
      expect(await snapshot([lead.id]), write.name).toEqual(before);
      expect((await gql(write.query, write.variables(lead.id, ''), tokens.ADMIN)).errors, write.name).toBeUndefined();
    }
  });

  it('an EDITOR cannot bring back another counsellor\'s lead from the trash either; an ADMIN can', async () => {
    const counsellor = await t.createUser('EDITOR');
    const lead = await makeLead(counsellor.id);
    expect((await gql('mutation ($id: ID!) { deleteLead(id: $id) { id } }', { id: lead.id }, tokens.ADMIN)).errors).toBeUndefined();
    const undo = 'mutation ($id: ID!) { undoDelete(entity: "Lead", id: $id) { entityId } }';
    expect((await gql(undo, { id: lead.id }, tokens.EDITOR)).errors?.[0]).toMatchObject({ message: 'This lead belongs to another counsellor', extensions: { code: 'FORBIDDEN' } });
    expect(await t.db.prisma.lead.count({ where: { id: lead.id } })).toBe(0);
    expect((await gql(undo, { id: lead.id }, tokens.ADMIN)).errors).toBeUndefined();
    expect((await t.db.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).assigneeId).toBe(counsellor.id);
  });

  it('reads (lead, counsellors, followUpCounts) are for staff; another counsellor\'s counts for ADMIN only', async () => {
    const lead = await makeLead();
    const counsellor = await t.createUser('EDITOR');
    const READS = {
      lead: ['query ($id: ID!) { lead(id: $id) { id timeline { kind } } }', { id: lead.id }],
      counsellors: ['{ counsellors { id } }', {}],
      followUpCounts: ['{ followUpCounts { dueToday overdue upcoming } }', {}],
    } as const;
    for (const caller of CALLERS) {
      for (const [name, [query, variables]] of Object.entries(READS)) {
        const res = await gql(query, variables, tokens[caller]);
        const code = caller === 'ADMIN' || caller === 'EDITOR' ? undefined : caller === 'USER' ? 'FORBIDDEN' : 'UNAUTHENTICATED';
        expect(res.errors?.[0]?.extensions?.code, `${caller} ${name}`).toBe(code);
      }
      const others = await gql('query ($a: ID) { followUpCounts(assigneeId: $a) { overdue } }', { a: counsellor.id }, tokens[caller]);
      expect(others.errors?.[0]?.extensions?.code, caller).toBe(caller === 'ADMIN' ? undefined : caller === 'EDITOR' || caller === 'USER' ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }
  });
});
