// Sessions: every token names a session the server checks on each request, so sign-out, a password, role or username
// change and deleting the user end it at once; staff change their own password; tokens without an expiry, dated in
// the future or naming no session are refused.
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../src/services/auth.js';
import { startTestApp, TEST_PASSWORD, testJwtSecret, type TestApp } from './helpers/app.js';
import { takeConsoleErrors } from './helpers/fail-on-console-error.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('ADMIN');
});
afterAll(() => t.close());

let addressCounter = 0;
const freshAddress = () => `10.88.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

async function signIn(username: string, password = TEST_PASSWORD, address = freshAddress()): Promise<string> {
  const res = await t.fetch('/api/v1/admin/auth/login', { method: 'POST', json: { username, password }, headers: { 'x-forwarded-for': address } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** Who the server takes the token for: the username, or null when it is refused. */
async function whoIs(token: string): Promise<string | null> {
  const res = await t.gql<{ me: { username: string } | null }>('{ me { username } }', {}, token);
  return res.data?.me?.username ?? null;
}

/** Can the token write? (a REST write that needs a staff role: 201, or 401 when the token is refused) */
async function restWriteStatus(token: string): Promise<number> {
  const res = await t.fetch('/api/v1/job-post/create-job-post', {
    method: 'POST',
    json: { title: 'Session check', companyname: 'Acme', companylogo: 'https://x.example/l.png', location: 'Pune', salary: '1 LPA' },
    token,
  });
  return res.status;
}

function quietErrors(): void {
  // Yoga logs refused operations (an UNAUTHENTICATED error) through console.error: expected here.
  takeConsoleErrors();
}

describe('sign-out', () => {
  it('through GraphQL ends that session only: the token is refused, another session of the same user goes on', async () => {
    const user = await t.createUser('EDITOR');
    const first = await signIn(user.username);
    const second = await signIn(user.username);
    expect(await whoIs(first)).toBe(user.username);
    const out = await t.gql<{ adminLogout: boolean }>('mutation { adminLogout }', {}, first);
    expect(out).toEqual({ data: { adminLogout: true } });
    expect(await whoIs(first)).toBeNull();
    expect(await restWriteStatus(first)).toBe(401);
    expect(await whoIs(second)).toBe(user.username);
    // Without a valid token there is nothing to end.
    expect(await t.gql('mutation { adminLogout }', {}, first)).toEqual({ data: { adminLogout: false } });
    quietErrors();
  });

  it('through REST: POST /api/v1/admin/auth/logout', async () => {
    const user = await t.createUser('EDITOR');
    const token = await signIn(user.username);
    const res = await t.fetch('/api/v1/admin/auth/logout', { method: 'POST', token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Signed out' });
    expect(await restWriteStatus(token)).toBe(401);
    const again = await t.fetch('/api/v1/admin/auth/logout', { method: 'POST', token });
    expect(again.status).toBe(401);
    quietErrors();
  });
});

describe('changes that end every session of a user', () => {
  const update = (id: string, input: Record<string, unknown>) =>
    t.gql('mutation ($id: ID!, $input: UserUpdateInput!) { updateUser(id: $id, input: $input) { id } }', { id, input }, admin);

  it.each([
    ['a new password set by an administrator (a forced reset)', { password: 'a-brand-new-password' }],
    ['a new role', { role: 'ADMIN' }],
    ['a new username', { username: `renamed-${Date.now()}` }],
  ])('%s', async (_label, input) => {
    const user = await t.createUser('EDITOR');
    const token = await signIn(user.username);
    expect(await whoIs(token)).toBe(user.username);
    expect((await update(user.id, input)).errors).toBeUndefined();
    expect(await whoIs(token)).toBeNull();
    expect(await restWriteStatus(token)).toBe(401);
    quietErrors();
  });

  it('but not a new name or email', async () => {
    const user = await t.createUser('EDITOR');
    const token = await signIn(user.username);
    expect((await update(user.id, { name: 'Renamed Person', email: `new-${Date.now()}@example.com` })).errors).toBeUndefined();
    expect(await whoIs(token)).toBe(user.username);
  });

  it('deleting the user', async () => {
    const user = await t.createUser('EDITOR');
    const token = await signIn(user.username);
    expect((await t.gql('mutation ($id: ID!) { deleteUser(id: $id) { id } }', { id: user.id }, admin)).errors).toBeUndefined();
    expect(await whoIs(token)).toBeNull();
    expect(await t.db.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    quietErrors();
  });
});

describe('changing one’s own password', () => {
  const CHANGE = 'mutation ($c: String!, $n: String!) { changeMyPassword(currentPassword: $c, newPassword: $n) { accessToken } }';

  it('needs the current password; ends every session of the user; answers a token for a new one', async () => {
    const user = await t.createUser('EDITOR');
    const elsewhere = await signIn(user.username);
    const token = await signIn(user.username);
    const res = await t.gql<{ changeMyPassword: { accessToken: string } }>(CHANGE, { c: TEST_PASSWORD, n: 'my-new-password-123' }, token);
    expect(res.errors).toBeUndefined();
    const fresh = res.data!.changeMyPassword.accessToken;
    expect(decodeJwt(fresh).sub).toBe(user.id);
    expect(await whoIs(fresh)).toBe(user.username);
    expect(await whoIs(token)).toBeNull();
    expect(await whoIs(elsewhere)).toBeNull();
    // The old password no longer signs in; the new one does.
    const old = await t.fetch('/api/v1/admin/auth/login', { method: 'POST', json: { username: user.username, password: TEST_PASSWORD }, headers: { 'x-forwarded-for': freshAddress() } });
    expect(old.status).toBe(401);
    expect(await whoIs(await signIn(user.username, 'my-new-password-123'))).toBe(user.username);
    quietErrors();
  });

  it('over REST: POST /api/v1/admin/auth/change-password', async () => {
    const user = await t.createUser('EDITOR');
    const token = await signIn(user.username);
    const res = await t.fetch('/api/v1/admin/auth/change-password', { method: 'POST', json: { currentPassword: TEST_PASSWORD, newPassword: 'rest-new-password-1' }, token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; data: { accessToken: string } };
    expect(body.success).toBe(true);
    expect(await whoIs(body.data.accessToken)).toBe(user.username);
    expect(await whoIs(token)).toBeNull();
    quietErrors();
  });

  it('a wrong current password is a 400 naming the field, keeps the session, and counts as a failed sign-in', async () => {
    const user = await t.createUser('EDITOR');
    const address = freshAddress();
    const token = await signIn(user.username, TEST_PASSWORD, address);
    const attempt = () =>
      t.fetch('/api/v1/admin/auth/change-password', {
        method: 'POST',
        json: { currentPassword: 'not-my-password', newPassword: 'whatever-new-password' },
        token,
        headers: { 'x-forwarded-for': address },
      });
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      const res = await attempt();
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, message: 'Current password is incorrect', field: 'currentPassword' });
    }
    expect((await attempt()).status).toBe(429);
    expect(await whoIs(token)).toBe(user.username);
    // The same throttle as sign-in: the right password from this address is refused for now.
    const login = await t.fetch('/api/v1/admin/auth/login', { method: 'POST', json: { username: user.username, password: TEST_PASSWORD }, headers: { 'x-forwarded-for': address } });
    expect(login.status).toBe(429);
  });

  it('refuses a missing, short or unchanged new password with the field, and a caller without a session', async () => {
    const user = await t.createUser('EDITOR');
    const token = await signIn(user.username);
    const change = (json: unknown, as: string | null = token) => t.fetch('/api/v1/admin/auth/change-password', { method: 'POST', json, token: as });
    for (const [json, message, field] of [
      [{ newPassword: 'long-enough-password' }, 'Current password is required', 'currentPassword'],
      [{ currentPassword: TEST_PASSWORD }, 'New password is required', 'newPassword'],
      [{ currentPassword: TEST_PASSWORD, newPassword: 'short' }, 'New password must be at least 10 characters', 'newPassword'],
      [{ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }, 'The new password must differ from the current one', 'newPassword'],
    ] as const) {
      const res = await change(json);
      expect(res.status, message).toBe(400);
      expect(await res.json()).toEqual({ success: false, message, field });
    }
    expect((await change({ currentPassword: TEST_PASSWORD, newPassword: 'long-enough-password' }, null)).status).toBe(401);
    expect(await whoIs(token)).toBe(user.username);
  });
});

describe('tokens the verifier refuses', () => {
  const now = () => Math.floor(Date.now() / 1000);
  async function liveSession(userId: string) {
    return (await t.db.prisma.session.create({ data: { userId, expiresAt: new Date(Date.now() + 3600_000) } })).id;
  }
  function sign(claims: Record<string, unknown>, build: (jwt: SignJWT) => SignJWT) {
    return build(new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer('learning-centre').setAudience('admin')).sign(testJwtSecret);
  }

  it('a control token made the same way is accepted', async () => {
    const user = await t.createUser('EDITOR');
    const token = await sign({ sid: await liveSession(user.id) }, (j) => j.setSubject(user.id).setIssuedAt().setExpirationTime('1h'));
    expect(await whoIs(token)).toBe(user.username);
  });

  it.each([
    ['without exp', (j: SignJWT) => j.setIssuedAt()],
    ['without iat', (j: SignJWT) => j.setExpirationTime('1h')],
    ['issued in the future', (j: SignJWT) => j.setIssuedAt(now() + 3600).setExpirationTime(now() + 7200)],
  ])('a token %s', async (_label, build) => {
    const user = await t.createUser('EDITOR');
    const token = await sign({ sid: await liveSession(user.id) }, (j) => build(j.setSubject(user.id)));
    expect(await whoIs(token)).toBeNull();
    expect(await restWriteStatus(token)).toBe(401);
    quietErrors();
  });

  it('a token without a session, with a session of another user, or with an expired session', async () => {
    const user = await t.createUser('EDITOR');
    const other = await t.createUser('EDITOR');
    const expired = (await t.db.prisma.session.create({ data: { userId: user.id, expiresAt: new Date(Date.now() - 1000) } })).id;
    for (const claims of [{}, { sid: await liveSession(other.id) }, { sid: expired }, { sid: 'x\u0000y' }]) {
      const token = await sign(claims, (j) => j.setSubject(user.id).setIssuedAt().setExpirationTime('1h'));
      expect(await whoIs(token), JSON.stringify(claims)).toBeNull();
    }
    quietErrors();
  });
});
