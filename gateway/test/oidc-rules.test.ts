// The rules of sign-in with Google and LinkedIn that need no provider: where a learner may be sent afterwards, which
// learner a provider's verified claims sign into, an expired or misplaced sign-in, an unconfigured provider, and a
// provider that cannot be reached. The whole flow against a real provider is in oidc-sign-in.test.ts.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { learnerForClaims, OidcRefusal, OIDC_LOGIN_TTL_MS, safeReturnTo } from '../src/services/oidc.js';
import { hashPassword } from '../src/services/passwords.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { takeConsoleErrors } from './helpers/fail-on-console-error.js';

const GOOGLE = { name: 'google', label: 'Google' } as const;
const ENV_KEYS = ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_ISSUER_URL', 'LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET', 'LINKEDIN_ISSUER_URL'] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));

let t: TestApp;
beforeAll(async () => {
  // Google is configured with an issuer where nothing listens; LinkedIn is not configured.
  for (const key of ENV_KEYS) delete process.env[key];
  Object.assign(process.env, { GOOGLE_CLIENT_ID: 'rules-client', GOOGLE_CLIENT_SECRET: 'rules-secret', GOOGLE_ISSUER_URL: 'https://127.0.0.1:1' });
  t = await startTestApp();
});
afterAll(async () => {
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  await t?.close();
});

const unique = (prefix: string) => `${prefix}.${randomBytes(4).toString('hex')}@example.com`;

describe('the providers in the environment', () => {
  it('refuses a half-configured provider or an issuer that is not https, naming the variable', () => {
    const base = { DATA_DIR: '/tmp/lc-config-test', JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id-only' })).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together/);
    expect(() => loadConfig({ ...base, LINKEDIN_CLIENT_SECRET: 'secret-only' })).toThrow(/LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET/);
    expect(() => loadConfig({ ...base, GOOGLE_ISSUER_URL: 'http://accounts.google.com' })).toThrow(/GOOGLE_ISSUER_URL must be the provider's https:\/\/ issuer URL/);
    expect(() => loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER_URL: 'https://idp.example/realms/x' })).not.toThrow();
  });
});

describe('where a learner goes after signing in', () => {
  it('is a path on this site, else the account page', () => {
    expect(safeReturnTo('/jobs?q=data#top')).toBe('/jobs?q=data#top');
    expect(safeReturnTo('/')).toBe('/');
    for (const elsewhere of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'jobs', '', '/\t/evil.example', '/auth/google', '/auth', undefined, 42, `/${'x'.repeat(1000)}`]) {
      expect(safeReturnTo(elsewhere), String(elsewhere)).toBe('/account');
    }
  });
});

describe('which learner a provider signs into', () => {
  it('creates a learner, verified, named from the claims, with no phone and no password', async () => {
    const email = unique('new');
    const id = await learnerForClaims(t.db.prisma, GOOGLE, { sub: `sub-${email}`, email: email.toUpperCase(), email_verified: true, given_name: 'Ravi', family_name: 'Patil' });
    const learner = await t.db.prisma.learner.findUniqueOrThrow({ where: { id }, include: { identities: true } });
    expect(learner).toMatchObject({ email, name: 'Ravi Patil', phone: '', passwordHash: null });
    expect(learner.emailVerifiedAt).toBeInstanceOf(Date);
    expect(learner.identities.map((i) => [i.provider, i.subject, i.email])).toEqual([['google', `sub-${email}`, email]]);
  });

  it('links to a confirmed learner with that e-mail, keeping their password and profile', async () => {
    const email = unique('confirmed');
    const passwordHash = await hashPassword('confirmed-password-1');
    const existing = await t.db.prisma.learner.create({ data: { name: 'Meera', email, phone: '+91 98765 43210', passwordHash, emailVerifiedAt: new Date('2026-01-01') } });
    const session = await t.db.prisma.session.create({ data: { learnerId: existing.id, expiresAt: new Date(Date.now() + 3600_000) } });
    expect(await learnerForClaims(t.db.prisma, GOOGLE, { sub: 'meera-sub', email, email_verified: 'true', name: 'Someone Else' })).toBe(existing.id);
    const after = await t.db.prisma.learner.findUniqueOrThrow({ where: { id: existing.id } });
    expect(after).toMatchObject({ name: 'Meera', phone: '+91 98765 43210', passwordHash, emailVerifiedAt: new Date('2026-01-01') });
    expect((await t.db.prisma.session.findUniqueOrThrow({ where: { id: session.id } })).revokedAt).toBeNull();
  });

  it("drops the password and sessions of an unconfirmed learner with that e-mail (it may be someone else's)", async () => {
    const email = unique('unconfirmed');
    const existing = await t.db.prisma.learner.create({ data: { name: 'Pre-made', email, passwordHash: await hashPassword('not-the-owners-1') } });
    const session = await t.db.prisma.session.create({ data: { learnerId: existing.id, expiresAt: new Date(Date.now() + 3600_000) } });
    expect(await learnerForClaims(t.db.prisma, GOOGLE, { sub: 'owner-sub', email, email_verified: true })).toBe(existing.id);
    const after = await t.db.prisma.learner.findUniqueOrThrow({ where: { id: existing.id } });
    expect(after.passwordHash).toBeNull();
    expect(after.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await t.db.prisma.session.findUniqueOrThrow({ where: { id: session.id } })).revokedAt).toBeInstanceOf(Date);
  });

  it('follows a linked identity even when the provider now gives another address', async () => {
    const first = unique('first');
    const id = await learnerForClaims(t.db.prisma, GOOGLE, { sub: 'moving-sub', email: first, email_verified: true });
    const other = await t.db.prisma.learner.create({ data: { name: 'Other', email: unique('other') } });
    expect(await learnerForClaims(t.db.prisma, GOOGLE, { sub: 'moving-sub', email: other.email, email_verified: true })).toBe(id);
    expect((await t.db.prisma.learnerIdentity.findFirstOrThrow({ where: { subject: 'moving-sub' } })).email).toBe(other.email);
    // The same subject at another provider is another person.
    expect(await learnerForClaims(t.db.prisma, { name: 'linkedin', label: 'LinkedIn' }, { sub: 'moving-sub', email: unique('li'), email_verified: true })).not.toBe(id);
  });

  it('never touches a staff account with the same e-mail', async () => {
    const staff = await t.createUser('ADMIN', { email: unique('staff') });
    const email = (await t.db.prisma.user.findUniqueOrThrow({ where: { id: staff.id } })).email;
    const id = await learnerForClaims(t.db.prisma, GOOGLE, { sub: 'staff-sub', email, email_verified: true });
    expect(id).not.toBe(staff.id);
    expect((await t.db.prisma.learner.findUniqueOrThrow({ where: { id } })).email).toBe(email);
    expect(await t.db.prisma.session.count({ where: { userId: staff.id } })).toBe(0);
  });

  it('refuses claims without a verified, usable e-mail', async () => {
    const refusal = (claims: Parameters<typeof learnerForClaims>[2]) => learnerForClaims(t.db.prisma, GOOGLE, claims).then(() => null, (err: unknown) => err);
    const unverified = await refusal({ sub: 'u1', email: unique('u'), email_verified: false });
    expect(unverified).toBeInstanceOf(OidcRefusal);
    expect((unverified as OidcRefusal).reason).toBe('unverified-email');
    expect(((await refusal({ sub: 'u2', email: unique('u') })) as OidcRefusal).reason).toBe('unverified-email');
    expect(((await refusal({ sub: 'u3', email_verified: true })) as OidcRefusal).reason).toBe('no-email');
    expect(((await refusal({ sub: 'u4', email: 'not an address', email_verified: true })) as OidcRefusal).reason).toBe('no-email');
  });
});

describe('the sign-in routes without a provider to talk to', () => {
  const cookie = (state: string) => ({ cookie: `lc_oidc=${state}` });

  it('answer an unconfigured provider with a 404 page', async () => {
    for (const path of ['/auth/linkedin', '/auth/linkedin/callback?state=x&code=y', '/auth/github']) {
      const res = await t.fetch(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('does not offer sign-in with');
    }
  });

  it('refuse and remove a sign-in older than ten minutes', async () => {
    const state = randomBytes(32).toString('base64url');
    await t.db.prisma.oidcLogin.create({ data: { state, provider: 'google', nonce: 'n', codeVerifier: 'v', returnTo: '/jobs', createdAt: new Date(Date.now() - OIDC_LOGIN_TTL_MS - 1000) } });
    const res = await t.fetch(`/auth/google/callback?state=${state}&code=abc`, { headers: cookie(state) });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const page = await res.text();
    expect(page).toContain('has expired');
    expect(page).toContain('href="/auth/google?returnTo=%2Fjobs">Try again</a>');
    expect(await t.db.prisma.oidcLogin.count({ where: { state } })).toBe(0);
  });

  it("refuse another provider's sign-in on this provider's callback", async () => {
    const state = randomBytes(32).toString('base64url');
    await t.db.prisma.oidcLogin.create({ data: { state, provider: 'linkedin', nonce: 'n', codeVerifier: 'v' } });
    const res = await t.fetch(`/auth/google/callback?state=${state}&code=abc`, { headers: cookie(state) });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('This sign-in is not known here');
  });

  it('say so when the provider cannot be reached, and log it for the operator', async () => {
    const res = await t.fetch('/auth/google?returnTo=/jobs');
    expect(res.status).toBe(502);
    const page = await res.text();
    expect(page).toContain('We could not reach Google just now');
    expect(page).not.toMatch(/ECONNREFUSED|\bat .+:\d+/);
    expect(takeConsoleErrors().join('\n')).toMatch(/sign-in with google: the provider could not be reached/);
  });
});
