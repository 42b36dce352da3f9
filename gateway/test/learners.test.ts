// Learner accounts (issue 27, items 3 and 5): sign-up with a mailed confirmation link, the HttpOnly session cookie,
// sign-in and sign-out, password change and reset by a one-time link, the CV (PDF or DOCX by its bytes, at most 5 MB,
// readable only by its owner and staff), deleting the account; learners never reach staff data or operations, and
// nobody can learn from an answer whether an address has an account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await startTestApp();
  staff = await t.tokenFor('EDITOR');
});
afterAll(() => t.close());

let counter = 0;
const address = () => `10.77.${Math.floor(++counter / 250)}.${counter % 250}`;
const freshEmail = () => `learner-${Date.now().toString(36)}-${++counter}@example.com`;
const PASSWORD = 'a-long-learner-password';

type GqlAnswer<T> = { data?: T; errors?: { message: string; extensions?: { code?: string; field?: string; fields?: { field: string; message: string }[] } }[] };

/** A GraphQL call as the browser makes it: the learner's cookie, same-site. Returns the answer and any cookie set. */
async function call<T>(query: string, variables: Record<string, unknown> = {}, cookie?: string, ip = address()): Promise<{ body: GqlAnswer<T>; setCookie: string | null }> {
  const res = await t.fetch('/graphql', { method: 'POST', json: { query, variables }, headers: { ...(cookie ? { cookie } : {}), 'x-forwarded-for': ip } });
  return { body: (await res.json()) as GqlAnswer<T>, setCookie: res.headers.get('set-cookie') };
}

const cookieOf = (setCookie: string | null) => setCookie?.split(';')[0] ?? '';

const SIGN_UP = 'mutation ($i: LearnerSignUpInput!) { learnerSignUp(input: $i) { message } }';
const SIGN_IN = 'mutation ($e: String!, $p: String!) { learnerSignIn(email: $e, password: $p) { id email emailVerified } }';
const ME = '{ currentLearner { id name email phone emailVerified cv { fileName size } } }';

async function lastMail(to: string, kind?: string) {
  return t.db.prisma.outboxMail.findFirst({ where: { to, ...(kind ? { kind } : {}) }, orderBy: { createdAt: 'desc' } });
}

const linkIn = (text: string, path: string) => new URL(new RegExp(`https?://\\S+${path.replace('/', '\\/')}\\?token=[\\w-]+`).exec(text)![0]);

/** Signs a new learner up and confirms them through the mailed link; answers their cookie and id. */
async function newLearner(email = freshEmail()): Promise<{ email: string; cookie: string; id: string }> {
  const up = await call(SIGN_UP, { i: { name: 'Asha Patil', email, phone: '98765 43210', password: PASSWORD } });
  expect(up.body.errors).toBeUndefined();
  const mail = await lastMail(email, 'learner.confirm');
  const url = linkIn(mail!.text, '/account/confirm');
  // Opened in the browser that signed up (it carries the cookie the sign-up set).
  const res = await t.fetch(`${url.pathname}${url.search}`, { headers: { cookie: cookieOf(up.setCookie) } });
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe('/account?confirmed=1');
  const cookie = cookieOf(res.headers.get('set-cookie'));
  const me = await call<{ currentLearner: { id: string } }>(ME, {}, cookie);
  return { email, cookie, id: me.body.data!.currentLearner.id };
}

describe('sign-up and confirmation', () => {
  it('mails a confirmation link that confirms the address and signs the learner in with an HttpOnly, SameSite=Lax cookie', async () => {
    const email = freshEmail();
    const up = await call<{ learnerSignUp: { message: string } }>(SIGN_UP, { i: { name: 'Asha Patil', email: email.toUpperCase(), phone: '+91 98765 43210', password: PASSWORD } });
    expect(up.body.data!.learnerSignUp.message).toContain(`Check your inbox at ${email}`);
    // No session yet: only the mark of the browser that asked for the link.
    expect(up.setCookie).toMatch(/^lc_confirm=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=86400$/);
    const mail = await lastMail(email, 'learner.confirm');
    expect(mail).toMatchObject({ state: 'QUEUED', subject: 'Confirm your e-mail address' });
    // Not confirmed yet: sign-in is refused and the link is mailed again.
    const early = await call(SIGN_IN, { e: email, p: PASSWORD });
    expect(early.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect(early.body.errors![0]!.message).toMatch(/Confirm your e-mail address first/);
    const url = linkIn((await lastMail(email, 'learner.confirm'))!.text, '/account/confirm');
    const res = await t.fetch(`${url.pathname}${url.search}`, { headers: { cookie: cookieOf(early.setCookie) } });
    expect(res.status).toBe(303);
    const [setCookie, flag, confirmMark] = res.headers.getSetCookie();
    expect(confirmMark).toBe('lc_confirm=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
    expect(setCookie).toMatch(/^lc_learner=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    // The script-readable flag says only that someone is signed in.
    expect(flag).toMatch(/^lc_signed_in=1; Path=\/; SameSite=Lax; Max-Age=\d+$/);
    const me = await call<{ currentLearner: { email: string; emailVerified: boolean; phone: string } }>(ME, {}, cookieOf(setCookie ?? null));
    expect(me.body.data!.currentLearner).toMatchObject({ email, emailVerified: true, phone: '+91 98765 43210' });
    // The link works once.
    const again = await t.fetch(`${url.pathname}${url.search}`);
    expect(again.headers.get('location')).toBe('/account/link?purpose=confirm&problem=used');
  });

  it('a link opened in another browser confirms the address without signing in: whoever signs up with someone else\'s address cannot get its owner into an account whose password they know', async () => {
    const email = freshEmail();
    // The owner signs up; before they confirm, an intruder signs up with their address and a password of their own.
    const owner = await call(SIGN_UP, { i: { name: 'Real Owner', email, phone: '98765 43210', password: PASSWORD } });
    const intruder = await call(SIGN_UP, { i: { name: 'Real Owner', email, phone: '91234 56789', password: 'intruders-password-1' } });
    expect(cookieOf(intruder.setCookie)).not.toBe(cookieOf(owner.setCookie));
    // The owner opens the newest mail (the intruder's sign-up's) in their own browser.
    const url = linkIn((await lastMail(email, 'learner.confirm'))!.text, '/account/confirm');
    const res = await t.fetch(`${url.pathname}${url.search}`, { headers: { cookie: cookieOf(owner.setCookie) } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/account?confirmed=1');
    expect(res.headers.getSetCookie().filter((c) => c.startsWith('lc_learner='))).toEqual([]);
    expect((await t.db.prisma.learner.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).not.toBeNull();
    // Not signed in: the owner signs in, finds the password is not theirs, and resets it (which ends every session).
    expect((await call(SIGN_IN, { e: email, p: PASSWORD })).body.errors?.[0]?.message).toBe('Wrong e-mail or password');

    // An intruder's own link, sent to someone else, does not sign that person into the intruder's account either.
    const other = freshEmail();
    await call(SIGN_UP, { i: { name: 'Intruder', email: other, phone: '98765 43210', password: PASSWORD } });
    const theirs = linkIn((await lastMail(other, 'learner.confirm'))!.text, '/account/confirm');
    const opened = await t.fetch(`${theirs.pathname}${theirs.search}`);
    expect(opened.headers.getSetCookie().filter((c) => c.startsWith('lc_learner='))).toEqual([]);
  });

  it('an expired or forged confirmation link leads to a page that says so', async () => {
    const email = freshEmail();
    await call(SIGN_UP, { i: { name: 'Late Learner', email, phone: '98765 43210', password: PASSWORD } });
    const url = linkIn((await lastMail(email, 'learner.confirm'))!.text, '/account/confirm');
    await t.db.prisma.learnerToken.updateMany({ where: { learner: { email } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await t.fetch(`${url.pathname}${url.search}`)).headers.get('location')).toBe('/account/link?purpose=confirm&problem=expired');
    expect((await t.fetch('/account/confirm?token=forgedforgedforgedforgedforged')).headers.get('location')).toBe('/account/link?purpose=confirm&problem=invalid');
    expect((await t.fetch('/account/confirm')).headers.get('location')).toBe('/account/link?purpose=confirm&problem=invalid');
  });

  it('a sign-up with an address in use answers the same and mails the owner; the password stays', async () => {
    const { email } = await newLearner();
    const fresh = await call<{ learnerSignUp: { message: string } }>(SIGN_UP, { i: { name: 'Someone Else', email: freshEmail(), phone: '98765 43210', password: 'another-password-1' } });
    const taken = await call<{ learnerSignUp: { message: string } }>(SIGN_UP, { i: { name: 'Someone Else', email, phone: '98765 43210', password: 'another-password-1' } });
    expect(taken.body.data!.learnerSignUp.message.replace(email, 'X')).toBe(fresh.body.data!.learnerSignUp.message.replace(/\S+@example\.com/, 'X'));
    expect((await lastMail(email))!.kind).toBe('learner.exists');
    expect((await call(SIGN_IN, { e: email, p: PASSWORD })).body.errors).toBeUndefined();
    expect((await call(SIGN_IN, { e: email, p: 'another-password-1' })).body.errors![0]!.message).toBe('Wrong e-mail or password');
  });

  it('refuses bad sign-up input with every problem at once, and stores nothing', async () => {
    const email = `bad-${Date.now()}@example`;
    const res = await call(SIGN_UP, { i: { name: ' ', email, phone: '12345', password: 'short' } });
    const fields = res.body.errors![0]!.extensions!.fields!.map((f) => f.field);
    expect(fields).toEqual(['name', 'email', 'phone', 'password']);
    // Ten digits that are not a mobile number are told the rule (the lead forms say the same words).
    const notMobile = await call(SIGN_UP, { i: { name: 'Asha', email: freshEmail(), phone: '+91 12345 67890', password: PASSWORD } });
    expect(notMobile.body.errors![0]!.extensions!.fields).toEqual([{ field: 'phone', message: 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210' }]);
    expect(res.body.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(await t.db.prisma.learner.count({ where: { email } })).toBe(0);
  });

  it('takes a mobile number typed with any grouping (the lead forms\' rule) and stores it as "+91 98220 09106", on sign-up and on the profile', async () => {
    const email = freshEmail();
    const up = await call(SIGN_UP, { i: { name: 'Asha Patil', email, phone: '982 200 9106', password: PASSWORD } });
    expect(up.body.errors).toBeUndefined();
    expect((await t.db.prisma.learner.findUniqueOrThrow({ where: { email } })).phone).toBe('+91 98220 09106');
    const learner = await newLearner();
    for (const typed of ['98-2200-9106', '0 98220 09107', '9822 009 108']) {
      const res = await call<{ updateLearnerProfile: { phone: string } }>('mutation ($i: LearnerProfileInput!) { updateLearnerProfile(input: $i) { phone } }', { i: { phone: typed } }, learner.cookie);
      expect(res.body.errors, typed).toBeUndefined();
      expect(res.body.data!.updateLearnerProfile.phone).toBe(`+91 ${typed.replace(/\D/g, '').slice(-10).replace(/^(\d{5})/, '$1 ')}`);
    }
  });

  it('a sign-in before confirming mails the link again without breaking the first one: both confirm and sign in where asked for, and lead back to the job', async () => {
    const email = freshEmail();
    const RETURN_TO = '/jobs/job-42/apply';
    const fullLink = (text: string) => new URL(/https?:\/\/\S+\/account\/confirm\?\S+/.exec(text)![0]);
    const confirmMails = () => t.db.prisma.outboxMail.findMany({ where: { to: email, kind: 'learner.confirm' }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    // Apply Now → sign up in the modal (on the way to the job's application form).
    const up = await call(SIGN_UP, { i: { name: 'Ravi Kulkarni', email, phone: '98765 43210', password: PASSWORD, returnTo: RETURN_TO } });
    expect(up.body.errors).toBeUndefined();
    const first = fullLink((await confirmMails())[0]!.text);
    expect(first.searchParams.get('returnTo')).toBe(RETURN_TO);
    // Back to Login, sign in before opening the mail, in the same browser: refused as unconfirmed, the link mailed again.
    const early = await call(SIGN_IN, { e: email, p: PASSWORD }, cookieOf(up.setCookie));
    expect(early.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const mails = await confirmMails();
    expect(mails).toHaveLength(2);
    const second = fullLink(mails[1]!.text);
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));
    // The link mailed again leads where the first one does; so does one asked for with "send it again".
    expect(second.searchParams.get('returnTo')).toBe(RETURN_TO);
    await call('mutation ($e: String!) { resendLearnerConfirmation(email: $e) { message } }', { e: email });
    expect(fullLink((await confirmMails())[2]!.text).searchParams.get('returnTo')).toBe(RETURN_TO);
    expect(await t.db.prisma.learnerToken.count({ where: { learner: { email }, purpose: 'CONFIRM_EMAIL', usedAt: null } })).toBe(3);
    // The first mail's link, opened in that browser (its cookie now names both links it asked for), still confirms and
    // signs in, back to the application form.
    const browser = cookieOf(early.setCookie);
    expect(browser).toMatch(/^lc_confirm=[\w-]{43}\.[\w-]{43}$/);
    const res = await t.fetch(`${first.pathname}${first.search}`, { headers: { cookie: browser } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${RETURN_TO}?confirmed=1`);
    const session = res.headers.getSetCookie().find((c) => c.startsWith('lc_learner='));
    expect(session).toBeDefined();
    expect((await call<{ currentLearner: { email: string; emailVerified: boolean } }>(ME, {}, cookieOf(session!))).body.data!.currentLearner).toMatchObject({ email, emailVerified: true });
    // The second link, opened in another browser later, confirms too (nothing more to do) without signing in.
    const later = await t.fetch(`${second.pathname}${second.search}`);
    expect(later.headers.get('location')).toBe(`${RETURN_TO}?confirmed=1`);
    expect(later.headers.getSetCookie().filter((c) => c.startsWith('lc_learner='))).toEqual([]);
  });

  it('a new sign-up with the address still replaces the links mailed before it (they named other details), even after a resend', async () => {
    const email = freshEmail();
    const owner = await call(SIGN_UP, { i: { name: 'Real Owner', email, phone: '98765 43210', password: PASSWORD } });
    await call('mutation ($e: String!) { resendLearnerConfirmation(email: $e) { message } }', { e: email }, cookieOf(owner.setCookie));
    const before = await t.db.prisma.outboxMail.findMany({ where: { to: email, kind: 'learner.confirm' } });
    expect(before).toHaveLength(2);
    await call(SIGN_UP, { i: { name: 'Intruder', email, phone: '91234 56789', password: 'intruders-password-1' } });
    for (const mail of before) {
      const url = linkIn(mail.text, '/account/confirm');
      const res = await t.fetch(`${url.pathname}${url.search}`, { headers: { cookie: cookieOf(owner.setCookie) } });
      expect(res.headers.get('location')).toBe('/account/link?purpose=confirm&problem=invalid');
    }
  });

  const RESEND = 'mutation ($e: String!) { resendLearnerConfirmation(email: $e) { message } }';

  it('the link sent again leads where the pending one did, from the token itself: the mails that carried it may be gone', async () => {
    const email = freshEmail();
    const RETURN_TO = '/jobs/job-7/apply';
    const up = await call(SIGN_UP, { i: { name: 'Meera Nair', email, phone: '98765 43210', password: PASSWORD, returnTo: RETURN_TO } });
    expect(up.body.errors).toBeUndefined();
    expect(await t.db.prisma.learnerToken.findFirst({ where: { learner: { email }, purpose: 'CONFIRM_EMAIL' }, select: { returnTo: true } })).toEqual({ returnTo: RETURN_TO });
    // Retention (or anything else) deletes the outbox's copy of the mail.
    await t.db.prisma.outboxMail.deleteMany({ where: { to: email } });
    await call(RESEND, { e: email }, cookieOf(up.setCookie));
    const again = new URL(/https?:\/\/\S+\/account\/confirm\?\S+/.exec((await lastMail(email, 'learner.confirm'))!.text)![0]);
    expect(again.searchParams.get('returnTo')).toBe(RETURN_TO);
    const res = await t.fetch(`${again.pathname}${again.search}`, { headers: { cookie: cookieOf(up.setCookie) } });
    expect(res.headers.get('location')).toBe(`${RETURN_TO}?confirmed=1`);
  });

  it('"send it again" signs in only the browser of the latest sign-up: after someone else signs up with the address, the owner\'s resend only confirms', async () => {
    const email = freshEmail();
    // L signs up in browser B; someone else then signs up with L's address and a password of their own.
    const owner = await call(SIGN_UP, { i: { name: 'Real Owner', email, phone: '98765 43210', password: PASSWORD } });
    await call(SIGN_UP, { i: { name: 'Real Owner', email, phone: '91234 56789', password: 'intruders-password-1' } });
    // L taps "send it again" in B: B holds proofs only of the links that sign-up replaced, so it gets no new one.
    const resent = await call(RESEND, { e: email }, cookieOf(owner.setCookie));
    expect(resent.body.errors).toBeUndefined();
    expect(resent.setCookie).toBeNull();
    // L opens that link in B: it confirms the address, without signing L into the account the other person's password opens.
    const url = linkIn((await lastMail(email, 'learner.confirm'))!.text, '/account/confirm');
    const res = await t.fetch(`${url.pathname}${url.search}`, { headers: { cookie: cookieOf(owner.setCookie) } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/account?confirmed=1');
    expect(res.headers.getSetCookie().filter((c) => c.startsWith('lc_learner='))).toEqual([]);
    expect((await t.db.prisma.learner.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).not.toBeNull();
    // L signs in with their password, finds it is not the account's, and resets it.
    expect((await call(SIGN_IN, { e: email, p: PASSWORD })).body.errors?.[0]?.message).toBe('Wrong e-mail or password');
  });

  it('"send it again" from the browser that signed up signs in there; from any other browser the new link only confirms', async () => {
    const email = freshEmail();
    const up = await call(SIGN_UP, { i: { name: 'Kiran Rao', email, phone: '98765 43210', password: PASSWORD } });
    const browser = cookieOf(up.setCookie);
    // Asked from elsewhere (no proof of a pending link): mailed, but that browser is not marked.
    const elsewhere = await call(RESEND, { e: email }, 'lc_confirm=' + 'x'.repeat(43));
    expect(elsewhere.setCookie).toBeNull();
    const theirs = linkIn((await lastMail(email, 'learner.confirm'))!.text, '/account/confirm');
    // Asked from the browser that signed up: that browser now holds the proofs of both its links.
    const honest = await call(RESEND, { e: email }, browser);
    expect(honest.setCookie).toMatch(/^lc_confirm=[\w-]{43}\.[\w-]{43}; /);
    const mine = linkIn((await lastMail(email, 'learner.confirm'))!.text, '/account/confirm');
    expect(mine.search).not.toBe(theirs.search);
    // The link asked for from elsewhere, opened there, only confirms.
    const opened = await t.fetch(`${theirs.pathname}${theirs.search}`, { headers: { cookie: 'lc_confirm=' + 'x'.repeat(43) } });
    expect(opened.headers.get('location')).toBe('/account?confirmed=1');
    expect(opened.headers.getSetCookie().filter((c) => c.startsWith('lc_learner='))).toEqual([]);
    // The honest resend's link, opened in the signing-up browser, signs in.
    const res = await t.fetch(`${mine.pathname}${mine.search}`, { headers: { cookie: cookieOf(honest.setCookie) } });
    expect(res.headers.get('location')).toBe('/account?confirmed=1');
    const session = res.headers.getSetCookie().find((c) => c.startsWith('lc_learner='));
    expect(session).toBeDefined();
    expect((await call<{ currentLearner: { email: string } }>(ME, {}, cookieOf(session!))).body.data!.currentLearner.email).toBe(email);
  });

  it('a sign-in with the right password before confirming marks its browser, even one that did not sign up; a wrong password mails nothing', async () => {
    const email = freshEmail();
    await call(SIGN_UP, { i: { name: 'Kiran Rao', email, phone: '98765 43210', password: PASSWORD } });
    const before = await t.db.prisma.outboxMail.count({ where: { to: email } });
    const wrong = await call(SIGN_IN, { e: email, p: 'not-the-password-1' });
    expect(wrong.setCookie).toBeNull();
    expect(await t.db.prisma.outboxMail.count({ where: { to: email } })).toBe(before);
    const early = await call(SIGN_IN, { e: email, p: PASSWORD });
    expect(early.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect(early.setCookie).toMatch(/^lc_confirm=[\w-]{43}; /);
    const url = linkIn((await lastMail(email, 'learner.confirm'))!.text, '/account/confirm');
    const res = await t.fetch(`${url.pathname}${url.search}`, { headers: { cookie: cookieOf(early.setCookie) } });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('lc_learner='))).toBe(true);
  });

  it('throttles mails to one address (counted in the database)', async () => {
    const email = freshEmail();
    for (let i = 0; i < 3; i++) expect((await call(SIGN_UP, { i: { name: 'Asha', email, phone: '98765 43210', password: PASSWORD } })).body.errors).toBeUndefined();
    const fourth = await call(SIGN_UP, { i: { name: 'Asha', email, phone: '98765 43210', password: PASSWORD } });
    expect(fourth.body.errors![0]!.extensions!.code).toBe('TOO_MANY_REQUESTS');
    expect(await t.db.prisma.outboxMail.count({ where: { to: email } })).toBe(3);
  });
});

describe('sessions', () => {
  it('signs in and out; a signed-out cookie is refused', async () => {
    const { email } = await newLearner();
    const signIn = await call<{ learnerSignIn: { email: string } }>(SIGN_IN, { e: email, p: PASSWORD });
    expect(signIn.body.data!.learnerSignIn.email).toBe(email);
    const cookie = cookieOf(signIn.setCookie);
    expect((await call<{ currentLearner: unknown }>(ME, {}, cookie)).body.data!.currentLearner).not.toBeNull();
    const out = await call('mutation { learnerSignOut }', {}, cookie);
    expect(out.setCookie).toMatch(/^lc_learner=; .*Max-Age=0, lc_signed_in=; .*Max-Age=0/);
    expect((await call<{ currentLearner: unknown }>(ME, {}, cookie)).body.data!.currentLearner).toBeNull();
  });

  it('signing up, in and out leaves the public caches alone (a visitor cannot empty them by signing in)', async () => {
    const q = { method: 'POST', json: { query: '{ jobPosts(first: 1) { totalCount } }' } } as const;
    await t.fetch('/graphql', q);
    expect((await t.fetch('/graphql', q)).headers.get('x-response-cache')).toBe('hit');
    const { email } = await newLearner();
    const cookie = cookieOf((await call(SIGN_IN, { e: email, p: PASSWORD })).setCookie);
    await call('mutation { learnerSignOut }', {}, cookie);
    expect((await t.fetch('/graphql', q)).headers.get('x-response-cache')).toBe('hit');
  });

  it('a wrong password is refused with one message, and guessing is throttled', async () => {
    const { email } = await newLearner();
    const ip = address();
    for (let i = 0; i < 5; i++) expect((await call(SIGN_IN, { e: email, p: `wrong-password-${i}` }, undefined, ip)).body.errors![0]!.message).toBe('Wrong e-mail or password');
    const sixth = await call(SIGN_IN, { e: email, p: PASSWORD }, undefined, ip);
    expect(sixth.body.errors![0]!.extensions!.code).toBe('TOO_MANY_REQUESTS');
    expect((await call(SIGN_IN, { e: 'nobody@example.com', p: PASSWORD })).body.errors![0]!.message).toBe('Wrong e-mail or password');
  });

  it('a learner reaches no staff data or operation, in GraphQL or REST', async () => {
    const { cookie } = await newLearner();
    const me = await call<{ me: unknown }>('{ me { id } }', {}, cookie);
    expect(me.body.data!.me).toBeNull();
    const users = await call('{ users { id } }', {}, cookie);
    expect(users.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const job = await call('mutation { createJobPost(input: { title: "X", companyname: "Y", companylogo: "/l.png", location: "Pune", salary: "5 LPA" }) { id } }', {}, cookie);
    expect(job.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const rest = await t.fetch('/api/v1/job-post/create-job-post', { method: 'POST', json: { title: 'X', companyname: 'Y', companylogo: '/l.png', location: 'Pune', salary: '5 LPA' }, headers: { cookie } });
    expect(rest.status).toBe(401);
    const leads = await call('{ leads(first: 1) { totalCount } }', {}, cookie);
    expect(leads.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('a staff token is never a learner, and a learner cookie made with another secret is refused', async () => {
    const asStaff = await t.fetch('/graphql', { method: 'POST', json: { query: ME }, token: staff });
    expect(((await asStaff.json()) as GqlAnswer<{ currentLearner: unknown }>).data!.currentLearner).toBeNull();
    const { SignJWT } = await import('jose');
    const { id } = await newLearner();
    const session = await t.db.prisma.session.findFirst({ where: { learnerId: id } });
    const forged = await new SignJWT({ sid: session!.id }).setProtectedHeader({ alg: 'HS256' }).setSubject(id).setIssuer('learning-centre').setAudience('learner').setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await call<{ currentLearner: unknown }>(ME, {}, `lc_learner=${forged}`)).body.data!.currentLearner).toBeNull();
  });
});

describe('the account page\'s sign-in form without JavaScript (POST /account)', () => {
  const post = (body: Record<string, string>, site = 'same-origin') =>
    t.fetch('/account', { method: 'POST', body: new URLSearchParams(body).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': site, 'x-forwarded-for': address() } });

  it('signs in and comes back to /account with the cookie; a refusal names its kind, never what was typed', async () => {
    const { email } = await newLearner();
    const ok = await post({ email, password: PASSWORD });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/account');
    const cookie = cookieOf(ok.headers.getSetCookie()[0] ?? null);
    expect((await call<{ currentLearner: { email: string } }>(ME, {}, cookie)).body.data!.currentLearner.email).toBe(email);
    const wrong = await post({ email, password: 'not-the-password' });
    expect(wrong.headers.get('location')).toBe('/account?signin=refused');
    expect(wrong.headers.getSetCookie()).toEqual([]);
    expect((await post({ email, password: PASSWORD }, 'cross-site')).headers.get('location')).toBe('/account?signin=cross-site');
    const unconfirmed = freshEmail();
    await call(SIGN_UP, { i: { name: 'Not Yet', email: unconfirmed, phone: '98765 43210', password: PASSWORD } });
    expect((await post({ email: unconfirmed, password: PASSWORD })).headers.get('location')).toBe('/account?signin=unconfirmed');
  });
});

describe('passwords', () => {
  it('changing the password ends the other sessions', async () => {
    const { email, cookie } = await newLearner();
    const other = cookieOf((await call(SIGN_IN, { e: email, p: PASSWORD })).setCookie);
    const wrong = await call('mutation { changeLearnerPassword(currentPassword: "not-it-at-all", newPassword: "a-new-password-2") { id } }', {}, cookie);
    expect(wrong.body.errors![0]!.message).toBe('Current password is incorrect');
    const changed = await call(`mutation { changeLearnerPassword(currentPassword: "${PASSWORD}", newPassword: "a-new-password-2") { id } }`, {}, cookie);
    expect(changed.body.errors).toBeUndefined();
    expect((await call<{ currentLearner: unknown }>(ME, {}, cookie)).body.data!.currentLearner).not.toBeNull();
    expect((await call<{ currentLearner: unknown }>(ME, {}, other)).body.data!.currentLearner).toBeNull();
    expect((await call(SIGN_IN, { e: email, p: 'a-new-password-2' })).body.errors).toBeUndefined();
  });

  it('a changed or reset password is told to the learner by mail, with the way to reset it; nothing else is mailed', async () => {
    const { email, cookie } = await newLearner();
    const NOTICE = /^Hello Asha Patil,\n\nYour password was changed on \d{1,2} [A-Z][a-z]{2} \d{4} at \d{1,2}:\d{2} [ap]m IST\. If this wasn't you, reset it:\nhttp:\/\/test\.local\/account\/forgot\n\n--\n/;
    const mailsTo = () => t.db.prisma.outboxMail.findMany({ where: { to: email }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    const before = (await mailsTo()).length;
    // A refused change mails nothing.
    await call('mutation { changeLearnerPassword(currentPassword: "not-it-at-all", newPassword: "a-new-password-2") { id } }', {}, cookie);
    expect(await mailsTo()).toHaveLength(before);
    const changed = await call(`mutation { changeLearnerPassword(currentPassword: "${PASSWORD}", newPassword: "a-new-password-2") { id } }`, {}, cookie);
    expect(changed.body.errors).toBeUndefined();
    const afterChange = (await mailsTo()).slice(before);
    expect(afterChange).toHaveLength(1);
    expect(afterChange[0]).toMatchObject({ kind: 'learner.password-changed', state: 'QUEUED', subject: 'Your password was changed' });
    expect(afterChange[0]!.text).toMatch(NOTICE);
    // The session that changed it stays; the password is the new one.
    expect((await call<{ currentLearner: unknown }>(ME, {}, cookie)).body.data!.currentLearner).not.toBeNull();
    expect((await call(SIGN_IN, { e: email, p: 'a-new-password-2' })).body.errors).toBeUndefined();

    // A reset by link: the reset mail, then the notice once the new password is set.
    await call('mutation ($e: String!) { requestLearnerPasswordReset(email: $e) { message } }', { e: email });
    const token = linkIn((await lastMail(email, 'learner.reset'))!.text, '/account/reset').searchParams.get('token');
    const reset = await call('mutation ($t: String!, $p: String!) { resetLearnerPassword(token: $t, password: $p) { email } }', { t: token, p: 'the-reset-password' });
    expect(reset.body.errors).toBeUndefined();
    const afterReset = (await mailsTo()).slice(before + 1);
    expect(afterReset.map((m) => m.kind)).toEqual(['learner.reset', 'learner.password-changed']);
    expect(afterReset[1]!.text).toMatch(NOTICE);
    expect((await call<{ currentLearner: unknown }>(ME, {}, cookie)).body.data!.currentLearner).toBeNull();
  });

  it('a reset link works once, within the hour, and ends every session; the answer is the same for unknown addresses', async () => {
    const { email, cookie } = await newLearner();
    const REQUEST = 'mutation ($e: String!) { requestLearnerPasswordReset(email: $e) { message } }';
    const known = await call<{ requestLearnerPasswordReset: { message: string } }>(REQUEST, { e: email });
    const unknown = await call<{ requestLearnerPasswordReset: { message: string } }>(REQUEST, { e: 'nobody-here@example.com' });
    expect(known.body.data!.requestLearnerPasswordReset.message.replace(email, 'X')).toBe(unknown.body.data!.requestLearnerPasswordReset.message.replace('nobody-here@example.com', 'X'));
    expect(await t.db.prisma.outboxMail.count({ where: { to: 'nobody-here@example.com' } })).toBe(0);
    const url = linkIn((await lastMail(email, 'learner.reset'))!.text, '/account/reset');
    const token = url.searchParams.get('token');
    const RESET = 'mutation ($t: String!, $p: String!) { resetLearnerPassword(token: $t, password: $p) { email } }';
    const reset = await call(RESET, { t: token, p: 'the-reset-password' });
    expect(reset.body.errors).toBeUndefined();
    expect(reset.setCookie).toMatch(/^lc_learner=/);
    expect((await call<{ currentLearner: unknown }>(ME, {}, cookie)).body.data!.currentLearner).toBeNull();
    const again = await call(RESET, { t: token, p: 'yet-another-password' });
    expect(again.body.errors![0]!.message).toMatch(/already used/);
    const forged = await call(RESET, { t: 'forged-forged-forged-forged', p: 'yet-another-password' });
    expect(forged.body.errors![0]!.message).toMatch(/not valid/);
    await call(REQUEST, { e: email });
    const late = linkIn((await lastMail(email, 'learner.reset'))!.text, '/account/reset').searchParams.get('token');
    await t.db.prisma.learnerToken.updateMany({ where: { learner: { email }, usedAt: null }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect((await call(RESET, { t: late, p: 'yet-another-password' })).body.errors![0]!.message).toMatch(/expired/);
    expect((await call(SIGN_IN, { e: email, p: 'the-reset-password' })).body.errors).toBeUndefined();
  });
});

describe('CV', () => {
  const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);

  async function upload(cookie: string, bytes: Uint8Array, name: string, headers: Record<string, string> = {}) {
    const form = new FormData();
    form.set('cv', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
    return t.fetch('/api/v1/account/cv', { method: 'POST', body: form, headers: { cookie, 'sec-fetch-site': 'same-origin', ...headers } });
  }

  it('stores a PDF by its bytes, downloads it as an attachment to its owner and to staff only', async () => {
    const owner = await newLearner();
    const res = await upload(owner.cookie, PDF, 'My CV.pdf');
    expect(res.status).toBe(201);
    const own = await t.fetch('/api/v1/account/cv', { headers: { cookie: owner.cookie } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toMatch(/^attachment; filename="My CV.pdf"/);
    expect(Buffer.from(await own.arrayBuffer()).equals(PDF)).toBe(true);
    // Another learner: not by their own cookie, not by guessing the id.
    const other = await newLearner();
    expect((await t.fetch('/api/v1/account/cv', { headers: { cookie: other.cookie } })).status).toBe(404);
    expect((await t.fetch(`/api/v1/learners/${owner.id}/cv`, { headers: { cookie: other.cookie } })).status).toBe(401);
    expect((await t.fetch(`/api/v1/learners/${owner.id}/cv`)).status).toBe(401);
    const byStaff = await t.fetch(`/api/v1/learners/${owner.id}/cv`, { token: staff });
    expect(byStaff.status).toBe(200);
    expect(byStaff.headers.get('content-disposition')).toMatch(/^attachment/);
    // No public URL: nothing under /uploads names it.
    expect(await t.db.prisma.upload.count({ where: { originalName: 'My CV.pdf' } })).toBe(0);
  });

  it('refuses a file that is not a PDF or DOCX by its bytes (400), one over 5 MB (413), and a cross-site post (403)', async () => {
    const { cookie } = await newLearner();
    const fake = await upload(cookie, Buffer.from('<html>not a pdf</html>'), 'cv.pdf');
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as { message: string }).message).toBe('A CV must be a PDF or a Word document (.docx)');
    const big = await upload(cookie, Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), 'big.pdf');
    expect(big.status).toBe(413);
    const cross = await upload(cookie, PDF, 'cv.pdf', { 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
    expect((await t.fetch('/api/v1/account/cv', { headers: { cookie } })).status).toBe(404);
  });

  it('recognises a DOCX (a ZIP with word/document.xml) whatever its name', async () => {
    const { cookie } = await newLearner();
    const docx = Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(30), Buffer.from('[Content_Types].xml'), Buffer.alloc(40), Buffer.from('word/document.xml'), Buffer.alloc(100)]);
    const res = await upload(cookie, docx, 'resume.bin');
    expect(res.status).toBe(201);
    expect(((await res.json()) as { cv: { fileName: string; contentType: string } }).cv).toMatchObject({ fileName: 'resume.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
  });
});

describe('deleting the account', () => {
  it('removes the profile, CV, sessions, links and every mail to the address (sent or still queued), after the password', async () => {
    const { cookie, id, email } = await newLearner();
    await t.db.prisma.outboxMail.create({ data: { kind: 'application.stage', to: email.toUpperCase(), subject: 'Your application', text: 'Queued, not yet sent' } });
    expect(await t.db.prisma.outboxMail.count({ where: { to: { equals: email, mode: 'insensitive' } } })).toBeGreaterThanOrEqual(2);
    const someoneElse = await t.db.prisma.outboxMail.create({ data: { kind: 'learner.confirm', to: `other-${email}`, subject: 'Confirm', text: 'Kept' } });
    const form = new FormData();
    form.set('cv', new Blob([Buffer.from('%PDF-1.4 tiny')]), 'cv.pdf');
    expect((await t.fetch('/api/v1/account/cv', { method: 'POST', body: form, headers: { cookie, 'sec-fetch-site': 'same-origin' } })).status).toBe(201);
    const wrong = await call('mutation { deleteLearnerAccount(password: "not-my-password") }', {}, cookie);
    expect(wrong.body.errors![0]!.message).toBe('Password is incorrect');
    const done = await call<{ deleteLearnerAccount: boolean }>(`mutation { deleteLearnerAccount(password: "${PASSWORD}") }`, {}, cookie);
    expect(done.body.data!.deleteLearnerAccount).toBe(true);
    // Deleting is not a password change: no notice (nor any other mail) is queued for the address.
    expect(await t.db.prisma.outboxMail.count({ where: { kind: 'learner.password-changed', to: { equals: email, mode: 'insensitive' } } })).toBe(0);
    expect(await t.db.prisma.learner.count({ where: { id } })).toBe(0);
    expect(await t.db.prisma.learnerCv.count({ where: { learnerId: id } })).toBe(0);
    expect(await t.db.prisma.session.count({ where: { learnerId: id } })).toBe(0);
    expect(await t.db.prisma.learnerToken.count({ where: { learnerId: id } })).toBe(0);
    // The outbox kept every mail to them (their name, each job applied to, each stage), and would still send the queued.
    expect(await t.db.prisma.outboxMail.count({ where: { to: { equals: email, mode: 'insensitive' } } })).toBe(0);
    expect(await t.db.prisma.outboxMail.count({ where: { id: someoneElse.id } })).toBe(1);
    expect((await call<{ currentLearner: unknown }>(ME, {}, cookie)).body.data!.currentLearner).toBeNull();
  });
});
