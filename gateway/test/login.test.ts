// Admin sign-in over REST and GraphQL: answers, the token it hands out, and throttling of guessing.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../src/generated/prisma/enums.js';
import { createApp } from '../src/http/app.js';
import { LOGIN_THROTTLE } from '../src/services/auth.js';
import { startTestApp, TEST_PASSWORD, testJwtSecret, type TestApp } from './helpers/app.js';
import { takeConsoleErrors } from './helpers/fail-on-console-error.js';

const REFUSED = 'Invalid username or password';
const LOGIN = '/api/v1/admin/auth/login';
const ADMIN_LOGIN = 'mutation ($u: String!, $p: String!) { adminLogin(username: $u, password: $p) { success message accessToken user { id username role } } }';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
/** A client address no other sign-in in this file uses, so each test meets only its own throttle counts. */
const freshAddress = () => `10.60.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function restLogin(username: string, password: string, address = freshAddress()) {
  return t.fetch(LOGIN, { method: 'POST', json: { username, password }, headers: { 'x-forwarded-for': address } });
}

interface LoginAnswer {
  success: boolean;
  message: string;
  accessToken: string | null;
  user: { id: string; username: string; role: Role } | null;
}

async function gqlLogin(username: string, password: string, address = freshAddress()) {
  const res = await t.fetch('/graphql', { method: 'POST', json: { query: ADMIN_LOGIN, variables: { u: username, p: password } }, headers: { 'x-forwarded-for': address } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data?: { adminLogin: LoginAnswer } | null; errors?: { message: string; extensions?: { code?: string } }[] };
  // Yoga may log a refused operation (a throttled sign-in is an error) through console.error; accept only those lines.
  const messages = (body.errors ?? []).map((e) => e.message);
  for (const line of takeConsoleErrors()) expect(messages.some((m) => line.includes(m)), `unexpected console.error: ${line}`).toBe(true);
  return body;
}

describe('REST POST /api/v1/admin/auth/login', () => {
  it.each(['ADMIN', 'EDITOR'] as const)('signs an %s in: {success: true, message, data: {accessToken}}', async (role) => {
    const user = await t.createUser(role);
    const res = await restLogin(user.username, TEST_PASSWORD);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ success: true, message: 'Login successful', data: { accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) } });
    expect(decodeJwt(body.data.accessToken).sub).toBe(user.id);
  });

  it('accepts the username in any letter case, or the email address', async () => {
    const user = await t.createUser('EDITOR');
    for (const name of [user.username.toUpperCase(), `${user.username}@example.com`]) {
      const res = await restLogin(name, TEST_PASSWORD);
      expect(res.status, name).toBe(200);
      expect(decodeJwt((await res.json()).data.accessToken).sub).toBe(user.id);
    }
  });

  it('answers a wrong password and an unknown username alike: 401 with the same generic message', async () => {
    const user = await t.createUser('ADMIN');
    const wrongPassword = await restLogin(user.username, 'not-the-password');
    const unknownUser = await restLogin('nobody-by-this-name', TEST_PASSWORD);
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    const a = await wrongPassword.json();
    const b = await unknownUser.json();
    expect(a).toEqual({ success: false, message: REFUSED });
    expect(b).toEqual(a);
  });

  it('refuses a USER-role account even with the right password, and hands out no token', async () => {
    const user = await t.createUser('USER');
    const res = await restLogin(user.username, TEST_PASSWORD);
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body).toEqual({ success: false, message: expect.any(String) });
    expect(body.message).not.toMatch(/success/i);
  });

  it('answers 400 when the username or password is missing', async () => {
    for (const json of [{ username: 'someone' }, { password: TEST_PASSWORD }, {}]) {
      const res = await t.fetch(LOGIN, { method: 'POST', json, headers: { 'x-forwarded-for': freshAddress() } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, message: 'Username and password are required' });
    }
  });
});

describe('GraphQL adminLogin', () => {
  it.each(['ADMIN', 'EDITOR'] as const)('signs an %s in with a token and the user', async (role) => {
    const user = await t.createUser(role);
    const body = await gqlLogin(user.username, TEST_PASSWORD);
    expect(body.errors).toBeUndefined();
    expect(body.data!.adminLogin).toEqual({ success: true, message: 'Login successful', accessToken: expect.any(String), user: { id: user.id, username: user.username, role } });
  });

  it('answers success false with the same generic message for a wrong password and an unknown username', async () => {
    const user = await t.createUser('ADMIN');
    const refused = { success: false, message: REFUSED, accessToken: null, user: null };
    const wrong = await gqlLogin(user.username, 'not-the-password');
    expect(wrong.errors).toBeUndefined();
    expect(wrong.data!.adminLogin).toEqual(refused);
    const unknown = await gqlLogin('nobody-by-this-name-either', TEST_PASSWORD);
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data!.adminLogin).toEqual(refused);
  });

  it('refuses a USER-role account', async () => {
    const user = await t.createUser('USER');
    const body = await gqlLogin(user.username, TEST_PASSWORD);
    expect(body.data!.adminLogin).toMatchObject({ success: false, accessToken: null, user: null });
  });
});

describe('the access token', () => {
  it('works as a bearer token for me, which returns id, username and role', async () => {
    const user = await t.createUser('EDITOR');
    const token = (await (await restLogin(user.username, TEST_PASSWORD)).json()).data.accessToken as string;
    const res = await t.gql('{ me { id username role } }', {}, token);
    expect(res).toEqual({ data: { me: { id: user.id, username: user.username, role: 'EDITOR' } } });
    expect(await t.gql('{ me { id } }')).toEqual({ data: { me: null } });
  });

  it('the User type has no password field of any kind, and asking for one is an error', async () => {
    const res = await t.gql<{ __type: { fields: { name: string }[] } }>('{ __type(name: "User") { fields { name } } }');
    const names = res.data!.__type.fields.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['id', 'username', 'role']));
    expect(names.filter((n) => /pass|hash/i.test(n))).toEqual([]);

    const user = await t.createUser('ADMIN');
    const token = (await (await restLogin(user.username, TEST_PASSWORD)).json()).data.accessToken as string;
    const asked = await t.gql('{ me { id passwordHash } }', {}, token);
    expect(asked.data).toBeUndefined();
    expect(asked.errors?.[0]?.message).toMatch(/passwordHash/);
    expect(JSON.stringify(asked)).not.toMatch(/\$argon2/);
  });

  it('is signed for this site and expires 8 hours after it was issued', async () => {
    const user = await t.createUser('ADMIN');
    const before = Math.floor(Date.now() / 1000);
    const token = (await (await restLogin(user.username, TEST_PASSWORD)).json()).data.accessToken as string;
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: user.id, iss: 'learning-centre', aud: 'admin', role: 'ADMIN' });
    expect(claims.exp! - claims.iat!).toBe(8 * 3600);
    expect(claims.iat).toBeGreaterThanOrEqual(before - 1);
    expect(claims.iat).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1);
  });
});

describe('throttling', () => {
  const tooMany = { success: false, message: expect.stringMatching(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/) };

  /** `times` wrong passwords for `username`, all from `address` (a fresh one when not given). */
  async function failTimes(username: string, times: number, address = freshAddress()) {
    for (let i = 0; i < times; i++) {
      const res = await restLogin(username, `wrong-password-${i}`, address);
      expect(res.status, `failure ${i + 1}`).toBe(401);
    }
    return address;
  }

  it(`after ${LOGIN_THROTTLE.maxFailures} failures for one username from one address, that address is refused with 429 even with the right password`, async () => {
    expect(LOGIN_THROTTLE.maxFailures).toBe(5);
    const user = await t.createUser('ADMIN');
    const attacker = await failTimes(user.username, 5);
    const res = await restLogin(user.username, TEST_PASSWORD, attacker);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual(tooMany);

    const viaGql = await gqlLogin(user.username, TEST_PASSWORD, attacker);
    expect(viaGql.data ?? null).toBeNull();
    expect(viaGql.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Too many failed sign-in attempts/), extensions: { code: 'TOO_MANY_REQUESTS' } });
  });

  it("a stranger's failures lock only the stranger: the owner signs in from an address that has not failed", async () => {
    const user = await t.createUser('ADMIN');
    // Five failures from each of five addresses: every one of them is locked out of this account.
    const strangers: string[] = [];
    for (let i = 0; i < 5; i++) strangers.push(await failTimes(user.username, 5));
    for (const stranger of strangers) expect((await restLogin(user.username, TEST_PASSWORD, stranger)).status).toBe(429);
    // The owner, elsewhere, is not refused.
    const owner = await restLogin(user.username, TEST_PASSWORD, freshAddress());
    expect(owner.status).toBe(200);
    expect(((await owner.json()) as { success: boolean }).success).toBe(true);
  });

  it('four failures are not yet throttled', async () => {
    const user = await t.createUser('EDITOR');
    const address = await failTimes(user.username, 4);
    expect((await restLogin(user.username, TEST_PASSWORD, address)).status).toBe(200);
  });

  it('counts the username whatever its letter case', async () => {
    const user = await t.createUser('EDITOR');
    const address = freshAddress();
    const variants = [user.username, user.username.toUpperCase()];
    for (let i = 0; i < 5; i++) expect((await restLogin(variants[i % 2]!, 'wrong-password', address)).status).toBe(401);
    expect((await restLogin(user.username, TEST_PASSWORD, address)).status).toBe(429);
  });

  it('another username from the same address is not affected by the first one’s lock', async () => {
    const locked = await t.createUser('ADMIN');
    const other = await t.createUser('ADMIN');
    const address = await failTimes(locked.username, 5);
    expect((await restLogin(locked.username, TEST_PASSWORD, address)).status).toBe(429);
    expect((await restLogin(other.username, TEST_PASSWORD, address)).status).toBe(200);
  });

  it(`${LOGIN_THROTTLE.maxFailuresPerAddress} failures from one address across different usernames throttle that address, and only that address`, async () => {
    const address = freshAddress();
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAddress; i++) {
      const res = await restLogin(`guess-${i}-${address}`, 'wrong-password', address);
      expect(res.status).toBe(401);
    }
    const user = await t.createUser('EDITOR');
    const res = await restLogin(user.username, TEST_PASSWORD, address);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual(tooMany);
    expect((await restLogin(user.username, TEST_PASSWORD, freshAddress())).status).toBe(200);
  });

  it('a successful sign-in clears the failures counted against the username from that address', async () => {
    const user = await t.createUser('EDITOR');
    const address = await failTimes(user.username, 4);
    expect((await restLogin(user.username, TEST_PASSWORD, address)).status).toBe(200);
    await failTimes(user.username, 4, address);
    expect((await restLogin(user.username, TEST_PASSWORD, address)).status).toBe(200);
  });

  it('a refused attempt while throttled is not counted again', async () => {
    const user = await t.createUser('EDITOR');
    const address = await failTimes(user.username, 5);
    const recorded = await t.db.prisma.loginFailure.count();
    for (let i = 0; i < 3; i++) expect((await restLogin(user.username, 'still-wrong', address)).status).toBe(429);
    expect(await t.db.prisma.loginFailure.count()).toBe(recorded);
  });

  it(`failures older than the window (${LOGIN_THROTTLE.windowMs / 60_000} minutes) no longer count, and the message says when to retry`, async () => {
    /** Moves every failure recorded since `since` back in time, as if it had happened `minutes` ago. */
    const age = async (since: Date, minutes: number) => {
      const moved = await t.db.prisma.loginFailure.updateMany({ where: { createdAt: { gte: since } }, data: { createdAt: new Date(Date.now() - minutes * 60_000) } });
      expect(moved.count).toBeGreaterThanOrEqual(5);
    };
    const user = await t.createUser('ADMIN');
    let since = new Date(Date.now() - 1000);
    let address = await failTimes(user.username, 5);
    expect((await restLogin(user.username, TEST_PASSWORD, address)).status).toBe(429);
    await age(since, 16);
    expect((await restLogin(user.username, TEST_PASSWORD, address)).status).toBe(200);

    const other = await t.createUser('ADMIN');
    since = new Date(Date.now() - 1000);
    address = await failTimes(other.username, 5);
    await age(since, 10);
    const res = await restLogin(other.username, TEST_PASSWORD, address);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ success: false, message: 'Too many failed sign-in attempts. Try again in 5 minutes.' });
  });

  it('is kept in the database, so a second gateway on the same database sees the same count', async () => {
    const second = createApp({ prisma: t.db.prisma, config: { jwtSecret: testJwtSecret, jwtExpiresIn: '8h', trustProxy: true, webDistDir: '/nonexistent' } });
    const user = await t.createUser('ADMIN');
    const address = await failTimes(user.username, 5);
    const res = await second.fetch(
      new Request(`http://second.local${LOGIN}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ username: user.username, password: TEST_PASSWORD }),
      }),
    );
    expect(res.status).toBe(429);
  });
});

describe('throttling holds under pressure and cannot be sidestepped', () => {
  it('twelve parallel wrong passwords for one account from one address: at most five are judged, the rest answer 429', async () => {
    const user = await t.createUser('EDITOR');
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: 12 }, () => restLogin(user.username, 'wrong-password-guess', address)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LOGIN_THROTTLE.maxFailures);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(12 - LOGIN_THROTTLE.maxFailures);
  });

  it('counts per account: alternating username and email does not double the allowance', async () => {
    const user = await t.createUser('EDITOR');
    const email = `${user.username}@example.com`;
    const address = freshAddress();
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) expect((await restLogin(i % 2 ? email : user.username, 'nope-nope-nope', address)).status).toBe(401);
    expect((await restLogin(email, TEST_PASSWORD, address)).status).toBe(429);
    expect((await restLogin(user.username, TEST_PASSWORD, address)).status).toBe(429);
  });

  it('takes the client address from the right-most X-Forwarded-For entry (the one the proxy added)', async () => {
    const user = await t.createUser('EDITOR');
    const proxyAdded = freshAddress();
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAddress; i++) {
      // A client cannot pose as a new address by prepending forged entries.
      await t.fetch(LOGIN, { method: 'POST', json: { username: `ghost-${i}-${user.username}`, password: 'x' }, headers: { 'x-forwarded-for': `1.2.3.${i}, ${proxyAdded}` } });
    }
    const res = await t.fetch(LOGIN, { method: 'POST', json: { username: user.username, password: TEST_PASSWORD }, headers: { 'x-forwarded-for': `9.9.9.9, ${proxyAdded}` } });
    expect(res.status).toBe(429);
  });

  it('refuses a USER account with the same generic message as a wrong password', async () => {
    const user = await t.createUser('USER');
    expect(await (await restLogin(user.username, TEST_PASSWORD)).json()).toEqual({ success: false, message: REFUSED });
  });
});

describe('usernames are case-insensitive', () => {
  it('stores new usernames in lower case, refuses a case-only duplicate, and signs in whatever the case typed', async () => {
    const admin = await t.tokenFor('ADMIN');
    const create = (username: string, email: string) =>
      t.gql<{ createUser: { username: string } }>(
        'mutation ($i: UserInput!) { createUser(input: $i) { username } }',
        { i: { name: 'Case Test', email, username, role: 'EDITOR', password: TEST_PASSWORD } },
        admin,
      );
    expect((await create('MixedCase.User', 'mixed@example.com')).data?.createUser.username).toBe('mixedcase.user');
    const dup = await create('MIXEDCASE.USER', 'other@example.com');
    expect(dup.errors?.[0]).toMatchObject({ message: 'A user with this username already exists', extensions: { code: 'CONFLICT' } });
    expect((await restLogin('MixedCase.User', TEST_PASSWORD)).status).toBe(200);
    expect((await restLogin('MIXED@EXAMPLE.COM', TEST_PASSWORD)).status).toBe(200);
  });
});
