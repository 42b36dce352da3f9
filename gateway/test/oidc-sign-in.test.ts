// Sign-in with Google and LinkedIn against a real OpenID provider (oidc-provider) served over https with a certificate
// authority made here, which the compiled gateway (gateway/dist, `npm run build:gateway`) trusts only through Node's
// NODE_EXTRA_CA_CERTS. The flow is driven by hand: plain requests, redirects followed one by one, cookies kept.
// "google" is the real provider; "linkedin" is configured with an impostor issuer whose endpoints are the real
// provider's, so its ID tokens come from another issuer than the one configured.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, makeTestCa, startImpostorIssuer, startOidcProvider, type Answer, type RunningProvider, type TestAccount, type TestCa } from './helpers/oidc-provider.js';
import { createTestDatabase, TEMPLATE_DB } from './helpers/pg-url.js';

const root = path.resolve(import.meta.dirname, '../..');
const bundle = path.join(root, 'gateway/dist/main.js');
const built = existsSync(bundle);
if (!built && process.env.CI) throw new Error('gateway/dist is not built: run `npm run build:gateway` (npm test does it first)');

const STAFF_EMAIL = 'placement.officer@example.com';
const CLIENT = { client_id: 'learning-centre-test', client_secret: 'learning-centre-test-secret-0123456789' };
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startGateway(port: number, env: Record<string, string>): Promise<{ log: () => string }> {
  const child: ChildProcess = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET: 'oidc-test-secret-long-enough-for-hs256-signing',
      ADMIN_USERNAME: 'placement-officer',
      ADMIN_PASSWORD: 'placement-officer-password',
      ADMIN_EMAIL: STAFF_EMAIL,
      SEED_SAMPLE_DATA: 'false',
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => void child.kill('SIGKILL'));
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (/listening on http:\/\/localhost:\d+/.test(out)) resolve({ log: () => out });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the gateway exited with ${code}:\n${out}`)));
  });
}

let ca: TestCa;
let provider: RunningProvider;
let impostor: RunningProvider;
let gw = '';
let gateway: { log: () => string };
const accounts = new Map<string, TestAccount>();

beforeAll(async () => {
  if (!built) return;
  ca = makeTestCa();
  cleanups.push(() => ca.remove());
  const port = await freePort();
  gw = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider(ca, [{ ...CLIENT, redirect_uris: [`${gw}/auth/google/callback`, `${gw}/auth/linkedin/callback`] }], accounts);
  cleanups.push(() => provider.close());
  impostor = await startImpostorIssuer(ca, provider);
  cleanups.push(() => impostor.close());
  let database: Record<string, string>;
  if (process.env.TEST_DB_KIND === 'postgres') {
    const created = await createTestDatabase(process.env.TEST_DATABASE_URL!, 'lc_oidc', TEMPLATE_DB);
    cleanups.push(() => created.drop());
    database = { DATABASE_URL: created.url };
  } else {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lc-oidc-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    database = { DATA_DIR: dataDir };
  }
  gateway = await startGateway(port, {
    ...database,
    NODE_EXTRA_CA_CERTS: ca.caFile,
    GOOGLE_CLIENT_ID: CLIENT.client_id,
    GOOGLE_CLIENT_SECRET: CLIENT.client_secret,
    GOOGLE_ISSUER_URL: provider.issuer,
    LINKEDIN_CLIENT_ID: CLIENT.client_id,
    LINKEDIN_CLIENT_SECRET: CLIENT.client_secret,
    LINKEDIN_ISSUER_URL: impostor.issuer,
  });
}, 90_000);

/** Starts a sign-in in `browser` and signs in at the provider as `login`; returns the provider's answer, not followed. */
async function providerAnswer(browser: Browser, login: string, { via = 'google', returnTo = '/jobs', onLoginPage, editAuthorization }: { via?: string; returnTo?: string; onLoginPage?: (uid: string) => string | undefined; editAuthorization?: (url: URL) => void } = {}): Promise<string> {
  const start = await browser.get(`${gw}/auth/${via}?${new URLSearchParams({ returnTo })}`);
  expect(start.status, start.body).toBe(303);
  const authorization = new URL(start.headers.location!);
  editAuthorization?.(authorization);
  return browser.authorize(authorization.href, gw, login, onLoginPage);
}

type LearnerView = { id: string; name: string; email: string; phone: string; emailVerified: boolean; hasPassword: boolean; providers: string[] };
const LEARNER = '{ currentLearner { id name email phone emailVerified hasPassword providers } me { username } }';
async function whoIs(browser: Browser) {
  const answer = await browser.graphql<{ currentLearner: LearnerView | null; me: { username: string } | null }>(gw, LEARNER);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

/** A refusal: a small HTML page, 400 unless said otherwise, never stored or indexed, with the two ways on. */
function expectRefusalPage(answer: Answer, text: RegExp, status = 400): void {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^text\/html/);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['x-robots-tag']).toBe('noindex');
  expect(answer.body).toContain('<meta name="robots" content="noindex">');
  expect(answer.body).toMatch(text);
  if (status !== 404) expect(answer.body).toMatch(/<a class="primary" href="\/auth\/(google|linkedin)\?returnTo=[^"]+">Try again<\/a>/);
  expect(answer.body).toContain('<a href="/account">Sign in with e-mail</a>');
  expect(answer.body).not.toMatch(/\bat .+\.(js|ts):\d+/);
  const cookies = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
  expect(cookies.some((c) => c.startsWith('lc_learner='))).toBe(false);
}

describe.runIf(built)('sign-in with an OpenID provider (compiled gateway, provider over https with a private CA)', () => {
  it('creates a learner on a first sign-in and signs into the same learner the next time', { timeout: 60_000 }, async () => {
    const browser = new Browser(ca.ca);
    const start = await browser.get(`${gw}/auth/google?returnTo=${encodeURIComponent('/jobs?q=data')}`);
    expect(start.status).toBe(303);
    expect(start.headers['cache-control']).toBe('no-store');
    const authorization = new URL(start.headers.location!);
    expect(authorization.origin).toBe(provider.issuer);
    expect(authorization.searchParams.get('scope')).toBe('openid email profile');
    expect(authorization.searchParams.get('response_type')).toBe('code');
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${gw}/auth/google/callback`);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge']) expect(authorization.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
    const answerUrl = await browser.authorize(authorization.href, gw, 'first-timer');
    expect(answerUrl).toMatch(new RegExp(`^${gw}/auth/google/callback\\?`));

    const signedIn = await browser.get(answerUrl);
    expect(signedIn.status, signedIn.body).toBe(303);
    expect(signedIn.headers.location).toBe('/jobs?q=data');
    const session = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? []).find((c) => c.startsWith('lc_learner='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    const first = await whoIs(browser);
    expect(first.me).toBeNull();
    expect(first.currentLearner).toMatchObject({ name: 'Learner first-timer', email: 'first-timer@example.com', phone: '', emailVerified: true, hasPassword: false, providers: ['google'] });

    // Another day, another browser: the same Google account is the same learner.
    const later = new Browser(ca.ca);
    const again = await later.get(await providerAnswer(later, 'first-timer', { returnTo: '//evil.example/phish' }));
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe('/account');
    expect((await whoIs(later)).currentLearner!.id).toBe(first.currentLearner!.id);
  });

  it('links the identity to the learner who signed up with that e-mail', { timeout: 60_000 }, async () => {
    const browser = new Browser(ca.ca);
    const email = `asha.${randomBytes(3).toString('hex')}@example.com`;
    const signUp = await browser.graphql(gw, 'mutation ($input: LearnerSignUpInput!) { learnerSignUp(input: $input) { message } }', {
      input: { name: 'Asha Kulkarni', email, phone: '9876543210', password: 'asha-long-password-1' },
    });
    expect(signUp.errors).toBeUndefined();
    accounts.set('asha-at-google', { email: email.toUpperCase(), name: 'Asha K (Google)' });

    expect((await browser.get(await providerAnswer(browser, 'asha-at-google'))).status).toBe(303);
    const { currentLearner } = await whoIs(browser);
    // The learner who signed up (name and phone kept), now with Google and a verified address.
    expect(currentLearner).toMatchObject({ name: 'Asha Kulkarni', email, phone: '+91 98765 43210', emailVerified: true, providers: ['google'] });
    // The password was set by someone who never proved the mailbox: it no longer opens the account.
    expect(currentLearner!.hasPassword).toBe(false);
    const withPassword = await new Browser(ca.ca).graphql(gw, 'mutation ($e: String!, $p: String!) { learnerSignIn(email: $e, password: $p) { id } }', { e: email, p: 'asha-long-password-1' });
    expect(withPassword.errors?.[0]?.message).toBe('Wrong e-mail or password');
  });

  it("signs a staff member's e-mail into a learner account, never into staff", { timeout: 60_000 }, async () => {
    accounts.set('officer-at-google', { email: STAFF_EMAIL });
    const browser = new Browser(ca.ca);
    expect((await browser.get(await providerAnswer(browser, 'officer-at-google'))).status).toBe(303);
    const seen = await whoIs(browser);
    expect(seen.me).toBeNull();
    expect(seen.currentLearner).toMatchObject({ email: STAFF_EMAIL, providers: ['google'] });
  });

  it('refuses a tampered or missing state with a page, and the real answer still works', { timeout: 60_000 }, async () => {
    const browser = new Browser(ca.ca);
    const answerUrl = await providerAnswer(browser, 'tamper-target');
    const real = new URL(answerUrl).searchParams.get('state')!;
    const forged = randomBytes(32).toString('base64url');
    const withState = (state: string | null) => {
      const url = new URL(answerUrl);
      if (state === null) url.searchParams.delete('state');
      else url.searchParams.set('state', state);
      return url.href;
    };
    expectRefusalPage(await browser.get(withState(forged)), /not started in this browser/);
    // Even with the forged state in the cookie too, the database has no such sign-in.
    browser.jar.set(gw, 'lc_oidc', `${forged}.${real}`, '/auth');
    expectRefusalPage(await browser.get(withState(forged)), /This sign-in is not known here/);
    expectRefusalPage(await browser.get(withState(null)), /carries no sign-in state/);
    expect((await whoIs(browser)).currentLearner).toBeNull();
    const signedIn = await browser.get(answerUrl);
    expect(signedIn.status, signedIn.body).toBe(303);
    expect((await whoIs(browser)).currentLearner!.email).toBe('tamper-target@example.com');
  });

  it('takes an answer once, and only in the browser that started the sign-in', { timeout: 60_000 }, async () => {
    const browser = new Browser(ca.ca);
    const answerUrl = await providerAnswer(browser, 'replay-target');
    // Someone else opening the answer (a link sent to a victim, to sign them into this account) is refused.
    const other = new Browser(ca.ca);
    expectRefusalPage(await other.get(answerUrl), /not started in this browser/);
    expect((await whoIs(other)).currentLearner).toBeNull();
    expect((await browser.get(answerUrl)).status).toBe(303);
    // Replayed, with the cookie as it was before: the sign-in is gone.
    browser.jar.set(gw, 'lc_oidc', new URL(answerUrl).searchParams.get('state')!, '/auth');
    expectRefusalPage(await browser.get(answerUrl), /already used/);
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', { timeout: 60_000 }, async () => {
    const browser = new Browser(ca.ca);
    const answerUrl = await providerAnswer(browser, 'nonce-target', { editAuthorization: (url) => url.searchParams.set('nonce', randomBytes(16).toString('base64url')) });
    expectRefusalPage(await browser.get(answerUrl), /nonce does not match/);
    expect((await whoIs(browser)).currentLearner).toBeNull();
  });

  it('refuses answers and ID tokens from another issuer than the configured one', { timeout: 60_000 }, async () => {
    // LinkedIn is configured with the impostor's issuer; its endpoints are the real provider's, which answers as itself.
    const browser = new Browser(ca.ca);
    const answerUrl = await providerAnswer(browser, 'issuer-target', { via: 'linkedin' });
    expect(new URL(answerUrl).searchParams.get('iss')).toBe(provider.issuer);
    expectRefusalPage(await browser.get(answerUrl), /did not come from LinkedIn/);
    // Without the answer's own iss parameter, the ID token's issuer gives it away.
    const quiet = new URL(await providerAnswer(browser, 'issuer-target', { via: 'linkedin' }));
    quiet.searchParams.delete('iss');
    expectRefusalPage(await browser.get(quiet.href), /did not come from LinkedIn/);
    expect((await whoIs(browser)).currentLearner).toBeNull();
  });

  it('refuses an account whose e-mail the provider has not verified', { timeout: 60_000 }, async () => {
    accounts.set('unverified', { email: 'unverified.person@example.com', email_verified: false });
    const browser = new Browser(ca.ca);
    expectRefusalPage(await browser.get(await providerAnswer(browser, 'unverified')), /Google has not verified the e-mail address unverified\.person@example\.com/);
    expect((await whoIs(browser)).currentLearner).toBeNull();
  });

  it('says so when the learner cancels at the provider', { timeout: 60_000 }, async () => {
    const browser = new Browser(ca.ca);
    const answerUrl = await providerAnswer(browser, 'never', { onLoginPage: (uid) => `/interaction/${uid}/abort` });
    expect(new URL(answerUrl).searchParams.get('error')).toBe('access_denied');
    expectRefusalPage(await browser.get(answerUrl), /Google did not sign you in: the sign-in was cancelled/);
  });

  it('answers a provider this site does not offer with a 404 page', async () => {
    const browser = new Browser(ca.ca);
    expectRefusalPage(await browser.get(`${gw}/auth/facebook`), /does not offer sign-in with &#34;facebook&#34;/, 404);
    expectRefusalPage(await browser.get(`${gw}/auth/facebook/callback?state=x&code=y`), /does not offer sign-in/, 404);
    // What the address says is shown as text, never as markup.
    const hostile = await browser.get(`${gw}/auth/%3Cscript%3Ealert(1)%3C%2Fscript%3E`);
    expectRefusalPage(hostile, /does not offer sign-in with &#34;&#60;script&#62;alert\(1\)/, 404);
    expect(hostile.body).not.toContain('<script>');
  });

  it('throttles sign-ins started from one address, counted in the database', { timeout: 60_000 }, async () => {
    const browser = new Browser(ca.ca);
    const from = { 'x-forwarded-for': `198.51.100.${1 + (randomBytes(1)[0]! % 200)}` };
    let refused: Answer | undefined;
    let started = 0;
    for (let i = 0; i < 80 && !refused; i++) {
      const answer = await browser.get(`${gw}/auth/google`, { headers: from });
      if (answer.status === 303) started++;
      else refused = answer;
    }
    expect(started).toBe(60);
    expectRefusalPage(refused!, /Too many sign-ins were started from your network/, 429);
    expect(refused!.headers['retry-after']).toBe('600');
    // Another address is not affected.
    expect((await browser.get(`${gw}/auth/google`, { headers: { 'x-forwarded-for': '192.0.2.77' } })).status).toBe(303);
    expect(gateway.log()).not.toMatch(/"level":(50|60)/);
  });
});
