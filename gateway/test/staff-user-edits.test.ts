// Editing and deleting staff accounts while enquiries arrive (found by the race audit on PostgreSQL: every write to
// Lead, Application or User moves the one LeadFiguresVersion row, so a Serializable edit of a user failed with
// "Someone else changed this at the same moment" whenever an enquiry arrived). The edits take turns on a lock of
// their own instead, at Read Committed: they all succeed under a stream of enquiries, and two administrators demoting
// or deleting each other at the same moment still leave one administrator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_ADMIN } from '../src/services/users.js';
import { startTestApp, TEST_PASSWORD, type TestApp } from './helpers/app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('ADMIN');
});
afterAll(() => t.close());

let counter = 0;
const address = () => `10.94.${Math.floor(++counter / 250)}.${counter % 250}`;
type GqlAnswer<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };

async function gql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<GqlAnswer<T>> {
  const res = await t.fetch('/graphql', { method: 'POST', json: { query, variables }, token, headers: { 'x-forwarded-for': address() } });
  return (await res.json()) as GqlAnswer<T>;
}

const tally = (answers: GqlAnswer<unknown>[]) => {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const key = a.errors ? `${a.errors[0]!.extensions?.code}: ${a.errors[0]!.message}` : 'ok';
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

const SUBMIT = 'mutation ($i: LeadInput!) { submitLead(input: $i) { id created } }';
const enquiry = () => {
  const digits = String(++counter).padStart(9, '0');
  return {
    name: 'Kiran Pawar',
    email: `user-edits-${counter}@example.com`,
    phone: `9${digits.slice(0, 4)} ${digits.slice(4)}`,
    designation: 'Analyst',
    experience: 'Fresher',
    course: 'general',
    consent: true,
    sourcePage: '/enquire',
    sourceButton: 'Free Consultation',
  };
};
const UPDATE = 'mutation ($id: ID!, $i: UserUpdateInput!) { updateUser(id: $id, input: $i) { id name } }';
const DELETE = 'mutation ($id: ID!) { deleteUser(id: $id) { id } }';

async function signIn(username: string): Promise<string> {
  const res = await t.fetch('/api/v1/admin/auth/login', { method: 'POST', json: { username, password: TEST_PASSWORD }, headers: { 'x-forwarded-for': address() } });
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

const ROUNDS = 6;

describe('staff accounts edited while enquiries arrive', () => {
  it('every edit and delete succeeds, and every enquiry is stored', async () => {
    const users = await Promise.all(Array.from({ length: 3 }, () => t.createUser('EDITOR')));
    const doomed = await Promise.all(Array.from({ length: 2 }, () => t.createUser('USER')));
    for (let round = 0; round < ROUNDS; round++) {
      // A role, a name and a delete (rounds 0 and 1) beside enquiries (the gateway's pool has 10 connections).
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, () => gql(SUBMIT, { i: enquiry() })),
        gql(UPDATE, { id: users[0]!.id, i: { name: `Renamed ${round}`, role: round % 2 ? 'EDITOR' : 'USER' } }, admin),
        ...users.slice(1).map((u) => gql(UPDATE, { id: u.id, i: { name: `Renamed ${round}` } }, admin)),
        ...(doomed[round] ? [gql(DELETE, { id: doomed[round]!.id }, admin)] : []),
      ]);
      expect(tally(answers)).toEqual({ ok: answers.length });
    }
    for (const u of users) expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).name).toBe(`Renamed ${ROUNDS - 1}`);
    expect(await t.db.prisma.user.count({ where: { id: { in: doomed.map((u) => u.id) } } })).toBe(0);
    expect(await t.db.prisma.lead.count({ where: { email: { startsWith: 'user-edits-' } } })).toBe(5 * ROUNDS);
  });

  it('two administrators demoting each other at the same moment leave one administrator', async () => {
    const [a, b] = await Promise.all([t.createUser('ADMIN'), t.createUser('ADMIN')]);
    const [tokenA, tokenB] = await Promise.all([signIn(a.username), signIn(b.username)]);
    // Only these two are administrators while the test runs.
    const others = await t.db.prisma.user.findMany({ where: { role: 'ADMIN', id: { notIn: [a.id, b.id] } }, select: { id: true } });
    await t.db.prisma.user.updateMany({ where: { id: { in: others.map((o) => o.id) } }, data: { role: 'EDITOR' } });
    try {
      const answers = await Promise.all([
        gql(UPDATE, { id: b.id, i: { role: 'EDITOR' } }, tokenA),
        gql(UPDATE, { id: a.id, i: { role: 'EDITOR' } }, tokenB),
        ...Array.from({ length: 6 }, () => gql(SUBMIT, { i: enquiry() })),
      ]);
      const [first, second] = [answers[0]!, answers[1]!];
      // One demotion passes; the other finds the last administrator (or, if it arrives after, a session already ended).
      expect([first, second].filter((x) => !x.errors)).toHaveLength(1);
      expect([first, second].find((x) => x.errors)!.errors![0]!.extensions!.code).toMatch(/^(CONFLICT|UNAUTHENTICATED|FORBIDDEN)$/);
      const refused = [first, second].find((x) => x.errors)!.errors![0]!;
      if (refused.extensions!.code === 'CONFLICT') expect(refused.message).toBe(LAST_ADMIN);
      expect(tally(answers.slice(2))).toEqual({ ok: 6 });
      expect(await t.db.prisma.user.count({ where: { role: 'ADMIN' } })).toBe(1);
    } finally {
      await t.db.prisma.user.updateMany({ where: { id: { in: others.map((o) => o.id) } }, data: { role: 'ADMIN' } });
    }
  });
});
