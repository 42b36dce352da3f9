// Cursors of every paginated query (issue 25, item 3): a cursor this server did not make for that list (another
// list's, Pothos's `GPC:` ones, cut short, with a NUL, base64 of anything else, of the wrong shape) answers
// BAD_USER_INPUT "Invalid cursor: …" on `after` or `before`, and nothing is logged as an unexpected error; the
// cursors the lists hand out still page through them, forward and back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.js';
import { takeConsoleErrors } from './helpers/fail-on-console-error.js';

let t: TestApp;
let admin: string;

interface List {
  name: string;
  /** The query's arguments besides the page's (a search, an order). */
  args: string;
  /** Anonymous for the public lists, as a visitor sends them. */
  token: () => string | null;
}

const LISTS: List[] = [
  { name: 'jobPosts', args: '', token: () => null },
  { name: 'jobPosts', args: 'search: "cursor", sort: RELEVANCE,', token: () => null },
  { name: 'stories', args: '', token: () => null },
  { name: 'leads', args: '', token: () => admin },
  { name: 'auditLog', args: '', token: () => admin },
  { name: 'trash', args: '', token: () => admin },
];
const label = (list: List) => `${list.name}${list.args ? ` (${list.args.replace(/,$/, '')})` : ''}`;

type Page = { edges: { cursor: string; node: { id: string } }[]; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null } };
type Answer = Awaited<ReturnType<TestApp['gql']>>;

function page(list: List, pageArgs: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const declared = pageArgs.includes('$cursor') ? '($cursor: String)' : '';
  const query = `query ${declared} { list: ${list.name}(${list.args} ${pageArgs}) {
    edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;
  return t.gql(query, variables, list.token());
}

async function wholeList(list: List): Promise<string[]> {
  const res = await page(list, 'first: 100');
  expect(res.errors, label(list)).toBeUndefined();
  return (res.data as { list: Page }).list.edges.map((e) => e.node.id);
}

const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** A valid cursor of each list, from its first page. */
const validCursors = new Map<string, string>();

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('ADMIN');
  // At least five rows in every list: jobs (two match "cursor"), stories, leads, audit entries and trashed jobs.
  const createJob = async (title: string) => {
    const res = await t.gql<{ createJobPost: { id: string } }>('mutation ($i: JobPostInput!) { createJobPost(input: $i) { id } }', { i: { title, companyname: 'Cursor Co', companylogo: 'https://x.example/l.png', location: 'Pune', salary: '1 LPA' } }, admin);
    expect(res.errors).toBeUndefined();
    return res.data!.createJobPost.id;
  };
  for (let i = 0; i < 5; i++) await createJob(i < 3 ? `Cursor analyst ${i}` : `Pager ${i}`);
  for (let i = 0; i < 5; i++) expect((await t.gql('mutation ($id: ID!) { deleteJobPost(id: $id) { id } }', { id: await createJob(`Trashed ${i}`) }, admin)).errors).toBeUndefined();
  for (let i = 0; i < 5; i++) {
    await t.db.prisma.story.create({ data: { title: `Paged story ${i}`, slug: `paged-story-${i}`, storyImage: '/images/placements/p1.svg', storyContent: '<p>x</p>', studentName: 'S', companyName: 'C', role: 'R', postDate: new Date(Date.UTC(2024, 0, 1 + i)) } });
  }
  // Five leads: each its own phone number (one number joins one open lead since issue 30).
  for (let i = 0; i < 5; i++) {
    const res = await t.gql('mutation ($input: LeadInput!) { submitLead(input: $input) { id } }', { input: { name: `Lead ${i}`, email: `lead${i}@example.com`, phone: `98765 4321${i}`, designation: 'Student', experience: '1', consent: true, course: 'general' } });
    expect(res.errors).toBeUndefined();
  }
  for (const list of LISTS) {
    const res = await page(list, 'first: 2');
    expect(res.errors, label(list)).toBeUndefined();
    const cursor = (res.data as { list: Page }).list.pageInfo.endCursor;
    expect(cursor, label(list)).toBeTruthy();
    validCursors.set(label(list), cursor!);
  }
});
afterAll(() => t?.close());

/** Cursors that are not one of `list`'s, each with what it is. */
function badCursors(list: List, ids: string[]): [string, string][] {
  const own = validCursors.get(label(list))!;
  const id = ids[1]!;
  // Edits of the list's own cursor (a JSON array, its first item naming the list); any other cursor gets them made
  // from a plausible one, so that this test fails on what it checks whatever cursors a list makes.
  let decoded = Buffer.from(own, 'base64url').toString();
  try {
    if (!Array.isArray(JSON.parse(decoded))) throw new Error('not an array');
  } catch {
    decoded = JSON.stringify([list.name, id]);
  }
  return [
    ...[...validCursors].filter(([name]) => name !== label(list)).map(([name, cursor]): [string, string] => [`a cursor of ${name}`, cursor]),
    ['Pothos prisma cursor GPC:O:null', 'R1BDOk86bnVsbA=='],
    ['Pothos prisma cursor of a real row', base64(`GPC:S:${id}`)],
    ['Pothos prisma cursor GPC:N:5, not encoded', 'GPC:N:5'],
    ['a Pothos compound cursor', base64(`GPC:T:${JSON.stringify([`S:${id}`])}`)],
    ['base64 of random bytes', base64(Buffer.from([0xff, 0xfe, 0x00, 0x9c, 0x27, 0x7b]))],
    ['base64 of text', base64('hello, world')],
    ['base64url of a JSON object', base64url('{"x":1}')],
    ['base64url of null', base64url('null')],
    ['not base64', '!!!'],
    ['empty', ''],
    ['cut short by one', own.slice(0, -1)],
    ['cut in half', own.slice(0, Math.floor(own.length / 2))],
    ['with a NUL after it', `${own}\u0000`],
    ['with a NUL inside', `${own.slice(0, 4)}\u0000${own.slice(4)}`],
    ['a NUL', '\u0000'],
    ['NUL inside the encoded text', base64url(decoded.replace(/"([^"]{3})/, '"\u0000$1'))],
    ['base64 padding added', `${own}==`],
    ['the wrong tag', base64url(decoded.replace(/^\["[^"]*"/, '["nope"'))],
    ['nothing after the tag', base64url(`[${JSON.stringify(JSON.parse(decoded)[0])}]`)],
    ['a number for the id', base64url(decoded.replace(/"[^"]*"\]$/, '5]'))],
    ['null for the id', base64url(decoded.replace(/"[^"]*"\]$/, 'null]'))],
    ['an extra part', base64url(decoded.replace(/\]$/, ',"x"]'))],
    ['very long', 'A'.repeat(10_000)],
    ['not ASCII', 'é'],
  ];
}

describe('every paginated query', () => {
  for (const list of LISTS) {
    it(`${label(list)}: a cursor not made for it is BAD_USER_INPUT "Invalid cursor", on after and before, and nothing is logged`, async () => {
      const ids = await wholeList(list);
      expect(ids.length, label(list)).toBeGreaterThanOrEqual(4);
      for (const [what, cursor] of badCursors(list, ids)) {
        for (const [pageArgs, field] of [['first: 2, after: $cursor', 'after'], ['last: 2, before: $cursor', 'before']] as const) {
          const res = await page(list, pageArgs, { cursor });
          const context = `${label(list)} ${field}: ${what} (${JSON.stringify(cursor.slice(0, 80))})`;
          expect(res.errors?.map((e) => e.extensions?.code), context).toEqual(['BAD_USER_INPUT']);
          expect(res.errors![0]!.message, context).toMatch(/^Invalid cursor/);
          expect(res.errors![0]!.extensions?.field, context).toBe(field);
          expect(res.data ?? null, context).toBeNull();
        }
      }
      expect(takeConsoleErrors()).toEqual([]);
    });

    it(`${label(list)}: its own cursors page through it, forward and back`, async () => {
      const ids = await wholeList(list);
      const forward: string[] = [];
      let after: string | null = null;
      for (;;) {
        const res = await page(list, after ? 'first: 2, after: $cursor' : 'first: 2', { cursor: after });
        expect(res.errors, label(list)).toBeUndefined();
        const got = (res.data as { list: Page }).list;
        forward.push(...got.edges.map((e) => e.node.id));
        expect(got.pageInfo.hasPreviousPage).toBe(after !== null);
        expect(got.pageInfo.endCursor).toBe(got.edges.at(-1)?.cursor ?? null);
        if (!got.pageInfo.hasNextPage) break;
        after = got.pageInfo.endCursor;
      }
      expect(forward).toEqual(ids);

      const backward: string[] = [];
      let before: string | null = null;
      for (;;) {
        const res = await page(list, before ? 'last: 2, before: $cursor' : 'last: 2', { cursor: before });
        expect(res.errors, label(list)).toBeUndefined();
        const got = (res.data as { list: Page }).list;
        backward.unshift(...got.edges.map((e) => e.node.id));
        if (!got.pageInfo.hasPreviousPage) break;
        before = got.pageInfo.startCursor;
      }
      expect(backward).toEqual(ids);
      expect(takeConsoleErrors()).toEqual([]);
    });

    it(`${label(list)}: page sizes and directions out of range are BAD_USER_INPUT, nothing logged`, async () => {
      const cursor = validCursors.get(label(list))!;
      for (const [pageArgs, field] of [
        ['first: -1', 'first'],
        ['first: 101', 'first'],
        ['last: -1', 'last'],
        ['first: 1, last: 1', 'last'],
        ['after: $cursor, before: $cursor', 'before'],
      ] as const) {
        const res = await page(list, pageArgs, { cursor });
        expect(res.errors?.map((e) => [e.extensions?.code, e.extensions?.field]), `${label(list)} ${pageArgs}`).toEqual([['BAD_USER_INPUT', field]]);
      }
      expect(takeConsoleErrors()).toEqual([]);
    });
  }
});
