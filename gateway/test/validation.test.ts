// Bad input gets a clear 4xx with the SPEC's message and writes nothing — over REST and GraphQL alike — and no error
// answer ever carries a stack trace or an unmasked internal error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../src/http/app.js';
import { indianMobile, LIMITS, PHONE_INVALID } from '../src/services/limits.js';
import { asOneLine, MESSAGES, parseApplicationInput, toSaneDate } from '../src/services/validation.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { takeConsoleErrors } from './helpers/fail-on-console-error.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('ADMIN');
});
afterAll(() => t.close());

// ---- Every answer is checked for leaked internals ----

const LEAKS = [
  /\bat\s+(?:[\w$.<>[\]]+\s+\()?(?:file:\/\/)?(?:\/|[A-Za-z]:\\|node:)[^\s)"]*/, // "at fn (/path/file.ts:1:2)" or "at /path/file.js:1"
  // Anchored at a word boundary: an unanchored \w* is quadratic on a long run of letters (a 100 000-character answer).
  /\b\w*Error:[^"]*?(?:\/|\\)[\w.-]+\.(?:ts|js|mjs|cjs)\b/, // "TypeError: ... /src/x.ts"
  /node_modules/,
  /\.(?:ts|js|mjs|cjs):\d+:\d+/, // file:line:column
  /Prisma|prisma\.|PrismaClient|Invalid `/, // Prisma's own error text
];
let answersChecked = 0;

function expectNoLeak(text: string): void {
  for (const pattern of LEAKS) expect(text, `answer leaks internals: ${text.slice(0, 500)}`).not.toMatch(pattern);
  answersChecked++;
}

interface RestAnswer {
  status: number;
  body: { success?: boolean; message?: string; field?: string; [key: string]: unknown };
}

/** A REST call whose answer must be JSON and free of internals. */
async function rest(path: string, init: Parameters<TestApp['fetch']>[1] = {}): Promise<RestAnswer> {
  const res = await t.fetch(path, init);
  const text = await res.text();
  expectNoLeak(text);
  expect(res.headers.get('content-type') ?? '').toMatch(/application\/json/);
  return { status: res.status, body: JSON.parse(text) };
}

interface GqlAnswer<T> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
  /** What the server logged through console.error while answering. */
  logged: string[];
}

/**
 * A GraphQL call; the raw answer is checked for internals (t.gql would hide the status). Expected errors must not
 * be logged as server faults; only a masked "Unexpected error." may leave a line in the log (the caller checks it).
 */
async function gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token: string | null = admin): Promise<GqlAnswer<T>> {
  const res = await t.fetch('/graphql', { method: 'POST', json: { query, variables }, token });
  const text = await res.text();
  const logged = takeConsoleErrors();
  expectNoLeak(text);
  const answer: GqlAnswer<T> = { status: res.status, ...JSON.parse(text), logged };
  const messages = (answer.errors ?? []).map((e) => e.message);
  if (!messages.includes('Unexpected error.')) expect(logged, 'an expected error was logged as a server fault').toEqual([]);
  return answer;
}

/** One GraphQL error with the given message and code, and no data. */
function expectGqlError(answer: GqlAnswer<unknown>, message: string | RegExp, code = 'BAD_USER_INPUT'): void {
  expect(answer.errors, JSON.stringify(answer)).toHaveLength(1);
  const [error] = answer.errors!;
  if (typeof message === 'string') expect(error!.message).toBe(message);
  else expect(error!.message).toMatch(message);
  expect(error!.extensions?.code).toBe(code);
  expect(answer.data ?? null).toBeNull();
  expect(answer.status).toBeLessThan(500);
}

const counts = async () => ({
  jobs: await t.db.prisma.jobPost.count(),
  stories: await t.db.prisma.story.count(),
  users: await t.db.prisma.user.count(),
});

/** Runs `act` and checks that no job, story or user was written meanwhile. */
async function writesNothing(act: () => Promise<void>): Promise<void> {
  const before = await counts();
  await act();
  expect(await counts()).toEqual(before);
}

// ---- Fixtures ----

const validJob = {
  title: 'Data Analyst',
  companyname: 'Acme Pune',
  companylogo: 'https://cdn.example.com/acme.png',
  location: 'Pune',
  salary: '650000',
  content: '<p>Analyse <strong>data</strong></p>',
};
const validStory = { title: 'From learner to engineer', storyImage: 'https://cdn.example.com/story.png', storyContent: '<p>Story</p>' };

const CREATE_JOB = 'mutation ($input: JobPostInput!) { createJobPost(input: $input) { id title } }';
const UPDATE_JOB = 'mutation ($id: ID!, $input: JobPostUpdateInput!) { updateJobPost(id: $id, input: $input) { id title } }';
const CREATE_STORY = 'mutation ($input: StoryInput!) { createStory(input: $input) { id title } }';
const UPDATE_STORY = 'mutation ($id: ID!, $input: StoryUpdateInput!) { updateStory(id: $id, input: $input) { id title } }';
const CREATE_USER = 'mutation ($input: UserInput!) { createUser(input: $input) { id username } }';
const ADMIN_LOGIN = 'mutation ($u: String!, $p: String!) { adminLogin(username: $u, password: $p) { success message accessToken } }';

const REQUIRED_JOB_FIELDS = ['title', 'companyname', 'companylogo', 'location', 'salary'] as const;

const without = <T extends object, K extends keyof T>(obj: T, key: K): Omit<T, K> => {
  const { [key]: _dropped, ...rest } = obj;
  return rest;
};

// ---- Required fields and the SPEC's messages ----

describe('one line of text (names, titles) and text of several lines (notes)', () => {
  it('folds every line break and tab, with the spaces around it, into one space', () => {
    expect(asOneLine('Ravi\r\n\r\n  URGENT:\tread\u2028this\u0085now\v\f')).toBe('Ravi URGENT: read this now');
    expect(asOneLine('प्रिया  शर्मा')).toBe('प्रिया  शर्मा');
  });

  it('stores names as one line (a learner, a staff user, a job title) and keeps a note\'s lines', async () => {
    const created = await t.gql<{ createUser: { id: string } }>(CREATE_USER, { input: { name: 'Asha\n\nClick https://evil.example', email: `one-line-${Date.now()}@example.com`, username: `oneline${Date.now()}`, password: 'long-enough-1', role: 'EDITOR' } }, admin);
    expect(created.errors).toBeUndefined();
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: created.data!.createUser.id } })).name).toBe('Asha Click https://evil.example');
    const job = await t.gql<{ createJobPost: { title: string } }>(CREATE_JOB, { input: { ...validJob, title: 'Data\nAnalyst' } }, admin);
    expect(job.data?.createJobPost.title).toBe('Data Analyst');
    expect(parseApplicationInput({ note: 'First line\r\nSecond line', phone: '98765 43210' }).note).toBe('First line\nSecond line');
  });
});

describe('Indian mobile numbers: one rule for leads, learners and applications', () => {
  // Spaces, hyphens, dots and brackets anywhere, an optional +91, 91 or 0, then 10 digits starting with 6-9.
  const TYPED = ['9822 009 106', '982 200 9106', '98-2200-9106', '0 98220 09106', '9822009106', '+91 98220 09106', '+919822009106', '91 9822009106', '+91-982-200-9106', '(982) 200.9106', '+91 (98220) 09106', ' 98220\u00a009106 '];
  it('reads a number typed with any grouping as the one stored form', () => {
    for (const typed of TYPED) expect(indianMobile(typed), typed).toBe('+91 98220 09106');
  });

  it('refuses what is not 10 digits starting with 6-9 after an optional +91, 91 or 0', () => {
    for (const typed of ['12345 67890', '+91 12345 67890', '98220 0910', '98220 091066', '+92 98220 09106', '00 98220 09106', '9822o09106', '98220 09106 ext 2', '+ 91 + 98220 09106', '98220/09106', '']) {
      expect(indianMobile(typed), typed).toBeNull();
    }
  });

  it('stores an application\'s phone by the same rule, and refuses others with its message', () => {
    for (const typed of TYPED) expect(parseApplicationInput({ phone: typed }).phone, typed).toBe('+91 98220 09106');
    expect(() => parseApplicationInput({ phone: '98220 0910' })).toThrow(PHONE_INVALID);
  });
});

describe('dates: ISO 8601 only', () => {
  it.each(['2026-11-27', '2026-11-27T10:30', '2026-11-27T10:30:00.000Z', '2026-11-27T16:00:00+05:30', '2026-11-27 10:30'])('reads %s', (text) => {
    expect(toSaneDate(text)).toBeInstanceOf(Date);
  });

  // Date's own parser reads "tomorrow at 5" as 1 May 2001 and "2026-02-31" as 3 March: neither is what was meant.
  it.each(['tomorrow at 5', 'Fri Nov 27 2026', '27/11/2026', '2026-02-31', '2026-13-01', '', '   ', '-200000-01-01'])('refuses %j', (text) => {
    expect(toSaneDate(text)).toBeNull();
  });

  it('refuses loose text in the DateTime scalar with its message, before any service runs', async () => {
    const res = await gql('query ($from: DateTime) { leads(from: $from, first: 1) { totalCount } }', { from: 'tomorrow at 5' });
    expect(res.errors?.[0]?.message).toMatch(/DateTime must be an ISO 8601 date string/);
  });
});

describe('job posts: required fields', () => {
  it.each(REQUIRED_JOB_FIELDS)('REST create without %s -> 400 "Please fill out all required fields"', async (field) => {
    await writesNothing(async () => {
      const res = await rest('/api/v1/job-post/create-job-post', { method: 'POST', token: admin, json: without(validJob, field) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: MESSAGES.jobRequired });
    });
  });

  it.each(REQUIRED_JOB_FIELDS)('REST create with %s blank (spaces) or null -> 400', async (field) => {
    for (const value of ['   ', null]) {
      await writesNothing(async () => {
        const res = await rest('/api/v1/job-post/create-job-post', { method: 'POST', token: admin, json: { ...validJob, [field]: value } });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ success: false, message: 'Please fill out all required fields' });
      });
    }
  });

  it.each(REQUIRED_JOB_FIELDS)('GraphQL createJobPost with %s empty -> BAD_USER_INPUT "Please fill out all required fields"', async (field) => {
    await writesNothing(async () => {
      const res = await gql(CREATE_JOB, { input: { ...validJob, [field]: '' } });
      expectGqlError(res, 'Please fill out all required fields');
    });
  });

  it('GraphQL createJobPost without a non-null field is refused by the schema, nothing written', async () => {
    await writesNothing(async () => {
      const res = await gql(CREATE_JOB, { input: without(validJob, 'title') });
      expect(res.errors?.[0]?.message).toMatch(/title.*required|Field "title"/i);
      expect(res.data ?? null).toBeNull();
      expect(res.status).toBeLessThan(500);
    });
  });

  it('REST update without an id -> 400 "Job ID is required for update" naming the field', async () => {
    const res = await rest('/api/v1/job-post/update-job-post', { method: 'PUT', token: admin, json: { title: 'No id' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Job ID is required for update', field: 'jobPostId' });
  });

  it('GraphQL updateJobPost with an empty id -> BAD_USER_INPUT "Job ID is required for update"', async () => {
    const res = await gql(UPDATE_JOB, { id: '', input: { title: 'No id' } });
    expectGqlError(res, MESSAGES.jobIdRequired);
    expect(res.errors![0]!.extensions?.field).toBe('jobPostId');
  });

  it('REST and GraphQL update refuse a required field sent empty and leave the row as it was', async () => {
    const job = await t.db.prisma.jobPost.create({ data: validJob });
    const viaRest = await rest('/api/v1/job-post/update-job-post', { method: 'PUT', token: admin, json: { jobPostId: job.id, companyname: '' } });
    expect(viaRest.status).toBe(400);
    expect(viaRest.body.message).toBe('Please fill out all required fields');
    expectGqlError(await gql(UPDATE_JOB, { id: job.id, input: { location: ' ' } }), 'Please fill out all required fields');
    expect(await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: job.id } })).toEqual(job);
  });
});

describe('stories: required fields', () => {
  it('REST create without a title -> 400 "Title is required"', async () => {
    await writesNothing(async () => {
      for (const json of [without(validStory, 'title'), { ...validStory, title: '' }, { ...validStory, title: '  ' }]) {
        const res = await rest('/api/v1/story/create-story', { method: 'POST', token: admin, json });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ success: false, message: 'Title is required', field: 'title' });
      }
    });
  });

  it('GraphQL createStory with an empty title -> BAD_USER_INPUT "Title is required"', async () => {
    await writesNothing(async () => {
      const res = await gql(CREATE_STORY, { input: { ...validStory, title: '' } });
      expectGqlError(res, MESSAGES.storyTitleRequired);
      expect(res.errors![0]!.extensions?.field).toBe('title');
    });
  });

  it('REST create without a storyImage -> 400 "Please upload an image"', async () => {
    await writesNothing(async () => {
      for (const json of [without(validStory, 'storyImage'), { ...validStory, storyImage: '' }]) {
        const res = await rest('/api/v1/story/create-story', { method: 'POST', token: admin, json });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ success: false, message: 'Please upload an image', field: 'storyImage' });
      }
    });
  });

  it('GraphQL createStory with an empty storyImage -> BAD_USER_INPUT "Please upload an image"', async () => {
    await writesNothing(async () => {
      expectGqlError(await gql(CREATE_STORY, { input: { ...validStory, storyImage: '' } }), MESSAGES.storyImageRequired);
    });
  });

  it('REST create with an empty or null postDate -> 400 "Post date is required"', async () => {
    await writesNothing(async () => {
      for (const postDate of ['', '  ', null]) {
        const res = await rest('/api/v1/story/create-story', { method: 'POST', token: admin, json: { ...validStory, postDate } });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ success: false, message: 'Post date is required', field: 'postDate' });
      }
    });
  });

  it('REST update with an empty postDate -> 400 "Post date is required", story unchanged', async () => {
    const story = await t.db.prisma.story.create({ data: { ...validStory, slug: 'update-empty-date' } });
    const res = await rest('/api/v1/story/update-story', { method: 'PUT', token: admin, json: { storyId: story.id, postDate: '' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: MESSAGES.storyPostDateRequired, field: 'postDate' });
    expect(await t.db.prisma.story.findUniqueOrThrow({ where: { id: story.id } })).toEqual(story);
  });

  it('GraphQL createStory with an empty postDate -> a BAD_USER_INPUT error, nothing written', async () => {
    // The DateTime scalar refuses "" before the service runs, so GraphQL gives the scalar's message instead.
    await writesNothing(async () => {
      const res = await gql(CREATE_STORY, { input: { ...validStory, postDate: '' } });
      expect(res.status).toBeLessThan(500);
      expect(res.errors?.[0]?.message).toMatch(/DateTime must be an ISO 8601 date string/);
      expect(res.data ?? null).toBeNull();
    });
  });

  it('REST create with an unparseable postDate -> 400 "Post date must be a valid date"', async () => {
    await writesNothing(async () => {
      const res = await rest('/api/v1/story/create-story', { method: 'POST', token: admin, json: { ...validStory, postDate: 'yesterday-ish' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Post date must be a valid date', field: 'postDate' });
    });
  });

  it('REST update-story without postDate keeps the date and changes the title', async () => {
    const story = await t.db.prisma.story.create({ data: { ...validStory, slug: 'update-no-date-rest', postDate: new Date('2024-02-03T00:00:00Z') } });
    const res = await rest('/api/v1/story/update-story', { method: 'PUT', token: admin, json: { storyId: story.id, title: 'Renamed' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true });
    const row = await t.db.prisma.story.findUniqueOrThrow({ where: { id: story.id } });
    expect(row.title).toBe('Renamed');
    expect(row.postDate.toISOString()).toBe('2024-02-03T00:00:00.000Z');
  });

  it('GraphQL updateStory without postDate changes the title', async () => {
    const story = await t.db.prisma.story.create({ data: { ...validStory, slug: 'update-no-date-gql' } });
    const res = await gql<{ updateStory: { title: string } }>(UPDATE_STORY, { id: story.id, input: { title: 'Renamed' } });
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateStory.title).toBe('Renamed');
  });

  it('GraphQL updateStory with an empty title -> BAD_USER_INPUT "Title is required", story unchanged', async () => {
    const story = await t.db.prisma.story.create({ data: { ...validStory, slug: 'update-empty-title-gql' } });
    expectGqlError(await gql(UPDATE_STORY, { id: story.id, input: { title: '' } }), MESSAGES.storyTitleRequired);
    expect(await t.db.prisma.story.findUniqueOrThrow({ where: { id: story.id } })).toEqual(story);
  });
});

describe('users: GraphQL createUser messages (ADMIN token)', () => {
  const validUser = { name: 'New Editor', email: 'new.editor@example.com', username: 'new.editor', password: 'a-long-enough-password', role: 'EDITOR' };

  it.each([
    ['name', 'Name is required'],
    ['email', 'Email is required'],
    ['username', 'Username is required'],
    ['password', 'Password is required'],
  ] as const)('empty %s -> "%s"', async (field, message) => {
    await writesNothing(async () => {
      const res = await gql(CREATE_USER, { input: { ...validUser, [field]: '' } });
      expectGqlError(res, message);
      expect(res.errors![0]!.extensions?.field).toBe(field);
    });
  });

  it.each(['not-an-email', 'a@b', 'two@@example.com', 'spaces in@example.com'])('invalid email %j -> "Enter a valid email address"', async (email) => {
    await writesNothing(async () => {
      const res = await gql(CREATE_USER, { input: { ...validUser, email } });
      expectGqlError(res, 'Enter a valid email address');
      expect(res.errors![0]!.extensions?.field).toBe('email');
    });
  });

  it('a password shorter than 10 characters -> "Password must be at least 10 characters"', async () => {
    await writesNothing(async () => {
      const res = await gql(CREATE_USER, { input: { ...validUser, password: 'short-pw1' } });
      expectGqlError(res, `Password must be at least ${LIMITS.passwordMin} characters`);
      expect(res.errors![0]!.extensions?.field).toBe('password');
    });
  });

  it('a username with spaces is refused with a message saying what is allowed', async () => {
    await writesNothing(async () => {
      expectGqlError(await gql(CREATE_USER, { input: { ...validUser, username: 'has space' } }), 'Username may contain only letters, digits, dots, dashes and underscores');
    });
  });

  it('the same input with valid values is accepted (the tests above fail for the field they name)', async () => {
    const res = await gql<{ createUser: { username: string } }>(CREATE_USER, { input: validUser });
    expect(res.errors).toBeUndefined();
    expect(res.data?.createUser.username).toBe('new.editor');
  });
});

describe('login: missing or malformed credentials', () => {
  it.each([
    ['an empty body', {}],
    ['no password', { username: 'someone' }],
    ['no username', { password: 'something-long' }],
    ['blank values', { username: ' ', password: '' }],
  ])('REST login with %s -> 400 "Username and password are required"', async (_name, json) => {
    const res = await rest('/api/v1/admin/auth/login', { method: 'POST', json });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Username and password are required' });
  });

  it('REST login with non-text credentials -> 400 "Username and password must be text"', async () => {
    const res = await rest('/api/v1/admin/auth/login', { method: 'POST', json: { username: ['admin'], password: { $ne: '' } } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Username and password must be text' });
  });

  it('GraphQL adminLogin with empty strings -> BAD_USER_INPUT', async () => {
    expectGqlError(await gql(ADMIN_LOGIN, { u: '', p: '' }, null), 'Username and password are required');
  });

  it('a refused login records nothing for a malformed request (no throttle entry)', async () => {
    const before = await t.db.prisma.loginFailure.count();
    await rest('/api/v1/admin/auth/login', { method: 'POST', json: { username: 'x' } });
    expect(await t.db.prisma.loginFailure.count()).toBe(before);
  });
});

// ---- Length limits ----

describe('length limits', () => {
  const longTitle = 'T'.repeat(LIMITS.title + 1);
  const longContent = `<p>${'x'.repeat(LIMITS.richText)}</p>`;

  it('REST job create with a 201-character title -> 400 naming the limit, nothing written', async () => {
    await writesNothing(async () => {
      const res = await rest('/api/v1/job-post/create-job-post', { method: 'POST', token: admin, json: { ...validJob, title: longTitle } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Title must be at most 200 characters', field: 'title' });
    });
  });

  it('a 200-character title is still accepted (the limit is 200, not less)', async () => {
    const res = await rest('/api/v1/job-post/create-job-post', { method: 'POST', token: admin, json: { ...validJob, title: 'T'.repeat(LIMITS.title) } });
    expect(res.status).toBe(201);
    expect((res.body.job as { title: string }).title).toHaveLength(200);
  });

  it('GraphQL createJobPost with a 201-character title -> BAD_USER_INPUT naming the limit', async () => {
    await writesNothing(async () => {
      expectGqlError(await gql(CREATE_JOB, { input: { ...validJob, title: longTitle } }), 'Title must be at most 200 characters');
    });
  });

  it('REST job create with content over 100 000 characters -> 400 naming the limit, nothing written', async () => {
    expect(longContent.length).toBeGreaterThan(LIMITS.richText);
    await writesNothing(async () => {
      const res = await rest('/api/v1/job-post/create-job-post', { method: 'POST', token: admin, json: { ...validJob, content: longContent } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Description must be at most 100,000 characters', field: 'content' });
    });
  });

  it('content of exactly 100 000 characters is accepted', async () => {
    const content = `<p>${'y'.repeat(LIMITS.richText - 7)}</p>`;
    expect(content).toHaveLength(LIMITS.richText);
    const res = await rest('/api/v1/job-post/create-job-post', { method: 'POST', token: admin, json: { ...validJob, content } });
    expect(res.status).toBe(201);
    expect((res.body.job as { content: string }).content).toBe(content);
  });

  it('GraphQL createJobPost with content over the limit -> BAD_USER_INPUT naming the limit', async () => {
    await writesNothing(async () => {
      expectGqlError(await gql(CREATE_JOB, { input: { ...validJob, content: longContent } }), 'Description must be at most 100,000 characters');
    });
  });

  it('REST update with a too-long title -> 400 and the row keeps its old title', async () => {
    const job = await t.db.prisma.jobPost.create({ data: validJob });
    const res = await rest('/api/v1/job-post/update-job-post', { method: 'PUT', token: admin, json: { jobPostId: job.id, title: longTitle } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Title must be at most 200 characters');
    expect((await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: job.id } })).title).toBe(validJob.title);
  });

  it('REST and GraphQL story create with a too-long title or story -> 400 naming the limit, nothing written', async () => {
    await writesNothing(async () => {
      const title = await rest('/api/v1/story/create-story', { method: 'POST', token: admin, json: { ...validStory, title: longTitle } });
      expect(title.status).toBe(400);
      expect(title.body).toEqual({ success: false, message: 'Title must be at most 200 characters', field: 'title' });
      const content = await rest('/api/v1/story/create-story', { method: 'POST', token: admin, json: { ...validStory, storyContent: longContent } });
      expect(content.status).toBe(400);
      expect(content.body).toEqual({ success: false, message: 'Story must be at most 100,000 characters', field: 'storyContent' });
      expectGqlError(await gql(CREATE_STORY, { input: { ...validStory, title: longTitle } }), 'Title must be at most 200 characters');
      expectGqlError(await gql(CREATE_STORY, { input: { ...validStory, storyContent: longContent } }), 'Story must be at most 100,000 characters');
    });
  });

  it('salary over 100 characters -> 400 naming the limit', async () => {
    await writesNothing(async () => {
      const res = await rest('/api/v1/job-post/create-job-post', { method: 'POST', token: admin, json: { ...validJob, salary: '9'.repeat(LIMITS.salary + 1) } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Salary must be at most 100 characters', field: 'salary' });
    });
  });
});

// ---- Wrong types ----

describe('wrong types get a 400 with a clear message, never a 500', () => {
  it.each([
    ['salary as an object', { salary: { amount: 5 } }, 'Salary must be a number or text', 'salary'],
    ['salary as an array', { salary: [1, 2] }, 'Salary must be a number or text', 'salary'],
    ['title as a number', { title: 42 }, 'Title must be text', 'title'],
    ['location as a boolean', { location: true }, 'Location must be text', 'location'],
    ['content as an object', { content: { html: '<p>x</p>' } }, 'Description must be text', 'content'],
    ['employmentType outside the list', { employmentType: 'FOREVER' }, 'Employment type must be one of FULL_TIME, PART_TIME, CONTRACT, INTERNSHIP', 'employmentType'],
    ['companylogo as a javascript: URL', { companylogo: 'javascript:alert(1)' }, 'Company logo must be an http(s) URL or a path on this site', 'companylogo'],
  ])('REST job create with %s', async (_name, patch, message, field) => {
    await writesNothing(async () => {
      const res = await rest('/api/v1/job-post/create-job-post', { method: 'POST', token: admin, json: { ...validJob, ...patch } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message, field });
    });
  });

  it('REST story create with a title as a number -> 400 "Title must be text"', async () => {
    await writesNothing(async () => {
      const res = await rest('/api/v1/story/create-story', { method: 'POST', token: admin, json: { ...validStory, title: 7 } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Title must be text', field: 'title' });
    });
  });

  const WRITE_ROUTES: [string, string][] = [
    ['POST', '/api/v1/job-post/create-job-post'],
    ['PUT', '/api/v1/job-post/update-job-post'],
    ['DELETE', '/api/v1/job-post/delete-job-post'],
    ['POST', '/api/v1/story/create-story'],
    ['PUT', '/api/v1/story/update-story'],
    ['DELETE', '/api/v1/story/delete-story'],
    ['POST', '/api/v1/admin/auth/login'],
  ];

  it.each(WRITE_ROUTES)('%s %s with a body that is a JSON array, string, number or null -> 400 "Request body must be a JSON object"', async (method, path) => {
    await writesNothing(async () => {
      for (const body of [JSON.stringify([validJob]), '"title=x"', '42', 'null', 'true']) {
        const res = await rest(path, { method, token: admin, body, headers: { 'content-type': 'application/json' } });
        expect(res.status, body).toBe(400);
        expect(res.body).toEqual({ success: false, message: 'Request body must be a JSON object' });
      }
    });
  });

  it('GraphQL createJobPost with a number for a String field is refused before it runs, nothing written', async () => {
    await writesNothing(async () => {
      const res = await gql(CREATE_JOB, { input: { ...validJob, title: 42 } });
      expect(res.status).toBeLessThan(500);
      expect(res.errors?.[0]?.message).toMatch(/String cannot represent a non string value/);
      expect(res.data ?? null).toBeNull();
    });
  });

  it('GraphQL createJobPost with an object for salary is refused before it runs, nothing written', async () => {
    await writesNothing(async () => {
      const res = await gql(CREATE_JOB, { input: { ...validJob, salary: { amount: 5 } } });
      expect(res.status).toBeLessThan(500);
      expect(res.errors?.[0]?.message).toMatch(/String cannot represent a non string value/);
    });
  });

  it('an update id of the wrong type is refused as a missing id', async () => {
    const res = await rest('/api/v1/job-post/update-job-post', { method: 'PUT', token: admin, json: { jobPostId: { $gt: '' }, title: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Job ID is required for update');
  });
});

// ---- Malformed JSON ----

describe('malformed JSON', () => {
  it.each([
    ['POST', '/api/v1/job-post/create-job-post'],
    ['PUT', '/api/v1/job-post/update-job-post'],
    ['DELETE', '/api/v1/job-post/delete-job-post'],
    ['POST', '/api/v1/story/create-story'],
    ['PUT', '/api/v1/story/update-story'],
    ['DELETE', '/api/v1/story/delete-story'],
    ['POST', '/api/v1/admin/auth/login'],
  ])('%s %s -> 400 "Request body must be valid JSON"', async (method, path) => {
    await writesNothing(async () => {
      for (const body of ['{"title": "x",', "{title: 'x'}", '{"a":1}}', 'undefined', '\u0000']) {
        const res = await rest(path, { method, token: admin, body, headers: { 'content-type': 'application/json' } });
        expect(res.status, body).toBe(400);
        expect(res.body).toEqual({ success: false, message: 'Request body must be valid JSON' });
      }
    });
  });

  it('/graphql with a malformed JSON body -> 400 JSON error, no stack', async () => {
    const res = await t.fetch('/graphql', { method: 'POST', body: '{"query": "{ me { id } }",', headers: { 'content-type': 'application/json' } });
    const text = await res.text();
    expectNoLeak(text);
    expect(res.status).toBe(400);
    expect(JSON.parse(text).errors[0].message).toMatch(/POST body sent invalid JSON/);
  });
});

// ---- Body size ----

describe('bodies over 1 MB', () => {
  const huge = 'x'.repeat(MAX_BODY_BYTES + 1024);

  it('REST create-job-post -> 413 with a JSON message, nothing written', async () => {
    await writesNothing(async () => {
      const res = await rest('/api/v1/job-post/create-job-post', { method: 'POST', token: admin, json: { ...validJob, content: huge } });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ success: false, message: 'Request body is larger than 1 MB' });
    });
  });

  it('REST create-story with a Content-Length over the limit -> 413, nothing written', async () => {
    await writesNothing(async () => {
      const body = JSON.stringify({ ...validStory, storyContent: huge });
      const res = await rest('/api/v1/story/create-story', { method: 'POST', token: admin, body, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ success: false, message: 'Request body is larger than 1 MB' });
    });
  });

  it('multi-byte text counts in bytes: 600 000 two-byte characters are over 1 MB', async () => {
    await writesNothing(async () => {
      const res = await rest('/api/v1/job-post/create-job-post', { method: 'POST', token: admin, json: { ...validJob, content: 'é'.repeat(600_000) } });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('Request body is larger than 1 MB');
    });
  });

  it('/graphql -> 413 with the message in GraphQL\'s shape, nothing written', async () => {
    await writesNothing(async () => {
      const res = await rest('/graphql', { method: 'POST', token: admin, json: { query: CREATE_JOB, variables: { input: { ...validJob, content: huge } } } });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ errors: [{ message: 'Request body is larger than 1 MB', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
    });
  });
});

// ---- Unknown paths ----

describe('unknown /api paths', () => {
  it.each([
    ['GET', '/api/v1/nope'],
    ['POST', '/api/v1/job-post/create-job-posts'],
    ['GET', '/api/v1/job-post/create-job-post'],
    ['DELETE', '/api/v1/story/create-story'],
    ['GET', '/api/v2/job-post/get-jobposts'],
  ])('%s %s -> 404 {success:false, message}', async (method, path) => {
    const res = await rest(path, { method, token: admin });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: `No API route for ${method} ${path}` });
  });
});

// ---- Unexpected errors are masked ----

describe('unexpected errors', () => {
  // A database that went away under a running app is a natural unexpected (non-ServiceError) failure.
  it('GraphQL masks an unexpected resolver failure: generic message, no internals; the log keeps the cause', async () => {
    const broken = await startTestApp();
    await broken.db.close();
    const res = await broken.fetch('/graphql', { method: 'POST', json: { query: '{ jobPosts(first: 1) { totalCount } }' } });
    const text = await res.text();
    const logged = takeConsoleErrors();
    expectNoLeak(text);
    const body = JSON.parse(text) as GqlAnswer<unknown>;
    expect(body.errors?.[0]?.message).toBe('Unexpected error.');
    expect(body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(text).not.toMatch(/pglite|closed|prisma|adapter/i);
    expect(logged.length).toBeGreaterThan(0);
  });

  it('REST answers the same failure with 500 and a generic JSON message', async () => {
    const broken = await startTestApp();
    await broken.db.close();
    const res = await broken.fetch('/api/v1/job-post/get-jobposts');
    const text = await res.text();
    expect(takeConsoleErrors().length).toBeGreaterThan(0);
    expectNoLeak(text);
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });

  it('a NUL character in text is removed rather than failing the write (PostgreSQL cannot store it)', async () => {
    const res = await rest('/api/v1/job-post/create-job-post', { method: 'POST', token: admin, json: { ...validJob, title: 'Before\u0000After' } });
    expect(res.status).toBe(201);
    expect((res.body as { job: { title: string } }).job.title).toBe('BeforeAfter');
    const viaGraphQL = await gql<{ createJobPost: { title: string } }>(CREATE_JOB, { input: { ...validJob, title: 'Nul\u0000Title' } });
    expect(viaGraphQL.data?.createJobPost.title).toBe('NulTitle');
  });
});

describe('server logs', () => {
  it('an expected BAD_USER_INPUT error over GraphQL is not logged as a server error', async () => {
    const res = await gql(CREATE_JOB, { input: { ...validJob, title: '' } });
    expectGqlError(res, MESSAGES.jobRequired);
    expect(res.logged).toEqual([]);
  });

  it('the same error over REST is not logged', async () => {
    const res = await rest('/api/v1/job-post/create-job-post', { method: 'POST', token: admin, json: { ...validJob, title: '' } });
    expect(res.status).toBe(400);
    expect(takeConsoleErrors()).toEqual([]);
  });
});

describe('no answer in this file leaked internals', () => {
  it('every REST and GraphQL answer above was checked for stack traces', () => {
    // Each rest()/gql() call runs expectNoLeak; this makes sure they really ran (the checks are not skipped).
    expect(answersChecked).toBeGreaterThan(100);
  });

  it('the leak check itself recognises a stack trace', () => {
    const sample = JSON.stringify({ message: 'TypeError: x is undefined\n    at createJobPost (/work/main/gateway/src/services/jobs.ts:52:10)' });
    expect(() => expectNoLeak(sample)).toThrow();
    expect(() => expectNoLeak('{"message":"Error: boom at /srv/app/dist/main.js"}')).toThrow();
    expect(() => expectNoLeak('{"success":false,"message":"Title is required"}')).not.toThrow();
  });
});
