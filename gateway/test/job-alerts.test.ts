// Job alerts (issue 28, item 4): the digest holds only open jobs matching the alert that were created since its last
// digest, moves lastDigestAt and mails nothing when nothing is new; the unsubscribe link works once without signing in
// (GET and the RFC 8058 one-click POST), a used or forged one says so; a visitor's alert is mailed nothing until its
// link confirms it, and an expired, used or forged confirmation link says so; sign-ups are throttled per address, per
// account and per client in the database; a learner sees, changes and removes only their own alerts (an edit keeps the
// unsubscribe link and the last digest, and never makes two alerts of one search) and pauses and resumes them (a paused
// alert gets no digest; the first digest after resuming holds only the jobs posted since); the daily run is claimed by
// one caller of a day.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobCategory, JobStatus } from '../src/generated/prisma/enums.js';
import { claimDailyDigest, DIGEST_SETTLE_MS, kolkataDay, kolkataMoment, sendJobAlertDigests } from '../src/services/alert-digest.js';
import { openLearnerSession } from '../src/services/learners.js';
import { newJobsPhrase, unsubscribeUrlOf } from '../src/services/alerts.js';
import { startTestApp, testJwtSecret, type TestApp } from './helpers/app.js';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await startTestApp();
  editor = await t.tokenFor('EDITOR');
});
afterAll(() => t.close());

let counter = 0;
const address = () => `10.88.${Math.floor(++counter / 250)}.${counter % 250}`;
const word = () => `zq${randomBytes(5).toString('hex').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
const freshEmail = () => `alert-${Date.now().toString(36)}-${++counter}@example.com`;
const HOUR = 3600_000;

type GqlAnswer<T> = { data?: T; errors?: { message: string; extensions?: { code?: string; field?: string } }[] };

async function call<T>(query: string, variables: Record<string, unknown> = {}, options: { cookie?: string; ip?: string; token?: string } = {}): Promise<GqlAnswer<T>> {
  const res = await t.fetch('/graphql', {
    method: 'POST',
    json: { query, variables },
    token: options.token,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), 'x-forwarded-for': options.ip ?? address() },
  });
  return (await res.json()) as GqlAnswer<T>;
}

const SUBSCRIBE = 'mutation ($i: JobAlertInput!) { subscribeJobAlert(input: $i) { message alert { id email keywords category location } } }';
const MINE = '{ myJobAlerts { id keywords category location } }';
const DELETE = 'mutation ($id: ID!) { deleteJobAlert(id: $id) }';
const UPDATE = 'mutation ($id: ID!, $i: JobAlertSearchInput!) { updateJobAlert(id: $id, input: $i) { id email keywords category location createdAt lastDigestAt } }';
type Updated = { updateJobAlert: { id: string; email: string; keywords: string; category: string | null; location: string; createdAt: string; lastDigestAt: string } };

async function newJob(data: { title: string; category?: JobCategory | null; location?: string; status?: JobStatus; closesAt?: Date | null; createdAt: Date; content?: string }) {
  return t.db.prisma.jobPost.create({
    data: { companyname: 'Alert Co', companylogo: 'https://cdn.example.com/a.png', salary: '₹6 LPA', location: 'Pune', category: 'TECHNOLOGY', ...data },
  });
}

/** A confirmed alert as the service stores it (its unsubscribe token derived from its id), last digest `since`. */
async function confirmedAlert(search: { keywords?: string; category?: JobCategory | null; location?: string }, since: Date, email = freshEmail()) {
  const { unsubscribeTokenOf } = await import('../src/services/alerts.js');
  const { createHash } = await import('node:crypto');
  const id = randomUUID();
  return t.db.prisma.jobAlert.create({
    data: { id, email, keywords: '', location: '', ...search, confirmedAt: since, lastDigestAt: since, unsubscribeTokenHash: createHash('sha256').update(unsubscribeTokenOf(testJwtSecret, id)).digest('hex') },
  });
}

const digestsTo = (to: string) => t.db.prisma.outboxMail.findMany({ where: { to, kind: 'job-alert.digest' }, orderBy: { createdAt: 'asc' } });
const runDigest = () => sendJobAlertDigests({ prisma: t.db.prisma, jwtSecret: testJwtSecret, publicUrl: 'http://test.local' });
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
const linkIn = (text: string, path: string) => new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?token=[\\w-]+`).exec(text)?.[0];

/** A signed-in learner with a confirmed address (or not), and their cookie. */
async function newLearner(confirmed = true) {
  const learner = await t.db.prisma.learner.create({ data: { name: 'Alert Learner', email: freshEmail(), emailVerifiedAt: confirmed ? new Date() : null } });
  const cookies: string[] = [];
  await openLearnerSession({ prisma: t.db.prisma, auth: { jwtSecret: testJwtSecret, jwtExpiresIn: '8h' }, clientAddress: 'test', responseCookies: cookies }, learner.id);
  return { ...learner, cookie: cookies[0]!.split(';')[0]! };
}

describe('the digest', () => {
  it('holds only the open matching jobs created since the last digest, moves lastDigestAt, and mails nothing when nothing is new', async () => {
    const kw = word();
    const now = Date.now();
    const since = new Date(now - 2 * HOUR);
    const alert = await confirmedAlert({ keywords: kw, category: 'TECHNOLOGY', location: 'Pune' }, since);
    const open = await newJob({ title: `Open ${kw} engineer`, createdAt: new Date(now - HOUR) });
    const openToo = await newJob({ title: `Second ${kw} analyst`, location: 'Hinjewadi, Pune', createdAt: new Date(now - 30 * 60_000), closesAt: new Date(now + 24 * HOUR) });
    const absent = [
      await newJob({ title: `Filled ${kw} role`, status: 'FILLED', createdAt: new Date(now - HOUR) }),
      await newJob({ title: `Expired ${kw} role`, closesAt: new Date(now - 60_000), createdAt: new Date(now - HOUR) }),
      await newJob({ title: `Draft ${kw} role`, status: 'DRAFT', createdAt: new Date(now - HOUR) }),
      await newJob({ title: `Finance ${kw} role`, category: 'FINANCE', createdAt: new Date(now - HOUR) }),
      await newJob({ title: `Mumbai ${kw} role`, location: 'Mumbai', createdAt: new Date(now - HOUR) }),
      await newJob({ title: `Older ${kw} role`, createdAt: new Date(now - 3 * HOUR) }),
      await newJob({ title: `Unrelated posting`, createdAt: new Date(now - HOUR) }),
    ];

    const result = await runDigest();
    expect(result.mails).toBeGreaterThanOrEqual(1);
    const mails = await digestsTo(alert.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('2 new jobs for your job alert');
    expect(mail.text).toContain(`“${kw}” in Technology in Pune`);
    for (const job of [open, openToo]) {
      expect(mail.text).toContain(job.title);
      expect(mail.text).toContain(`http://test.local/jobs/${job.id}`);
    }
    // Newest first, as on the jobs page.
    expect(mail.text.indexOf(openToo.title)).toBeLessThan(mail.text.indexOf(open.title));
    for (const job of absent) {
      expect(mail.text).not.toContain(job.title);
      expect(mail.text).not.toContain(job.id);
    }
    // The unsubscribe link is in the text and in the List-Unsubscribe header's URL.
    expect(mail.listUnsubscribeUrl).toMatch(/^http:\/\/test\.local\/alerts\/unsubscribe\?token=[\w-]{43}$/);
    expect(mail.text).toContain(mail.listUnsubscribeUrl!);
    expect(mail.text).toContain(`http://test.local/jobs?q=${kw}&category=technology&location=Pune`);

    const moved = await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id: alert.id } });
    expect(moved.lastDigestAt.getTime()).toBeGreaterThan(now - DIGEST_SETTLE_MS - 1000);
    expect(moved.lastDigestAt.getTime()).toBeLessThanOrEqual(Date.now() - DIGEST_SETTLE_MS);

    // Nothing new since: no mail, however often it runs.
    await runDigest();
    await runDigest();
    expect(await digestsTo(alert.email)).toHaveLength(1);
    // A job created later is in the next digest, alone.
    const current = await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id: alert.id } });
    const later = await newJob({ title: `Later ${kw} tester`, createdAt: new Date(current.lastDigestAt.getTime() + 1) });
    await runDigest();
    const after = await digestsTo(alert.email);
    expect(after).toHaveLength(2);
    expect(after[1]!.subject).toBe('1 new job for your job alert');
    expect(after[1]!.text).toContain(later.title);
    expect(after[1]!.text).not.toContain(open.title);
  });

  it('an alert for a Devanagari word holds the jobs with that word (its vowel signs are part of it)', async () => {
    const kw = word();
    const now = Date.now();
    const alert = await confirmedAlert({ keywords: 'डेटा' }, new Date(now - 2 * HOUR));
    const match = await newJob({ title: `डेटा विश्लेषक ${kw}`, createdAt: new Date(now - HOUR) });
    const other = await newJob({ title: `लेखापाल ${kw}`, createdAt: new Date(now - HOUR) });
    await runDigest();
    const mails = await digestsTo(alert.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('1 new job for your job alert');
    expect(mails[0]!.text).toContain(match.title);
    expect(mails[0]!.text).not.toContain(other.title);
  });

  it('a job closed before the digest runs is never in it; a job created moments ago waits for the next digest', async () => {
    const kw = word();
    const now = Date.now();
    const alert = await confirmedAlert({ keywords: kw }, new Date(now - HOUR));
    const closed = await newJob({ title: `Closing ${kw} job`, createdAt: new Date(now - 30 * 60_000) });
    await t.db.prisma.jobPost.update({ where: { id: closed.id }, data: { status: 'FILLED', filledAt: new Date() } });
    const fresh = await newJob({ title: `Fresh ${kw} job`, createdAt: new Date(now) });
    await runDigest();
    expect(await digestsTo(alert.email)).toHaveLength(0);
    // Once settled, the fresh job goes out (the closed one never).
    await sendJobAlertDigests({ prisma: t.db.prisma, jwtSecret: testJwtSecret, publicUrl: 'http://test.local' }, new Date(now + DIGEST_SETTLE_MS + 1000));
    const mails = await digestsTo(alert.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(fresh.title);
    expect(mails[0]!.text).not.toContain(closed.title);
  });

  it('a draft written before the last digest and published after it is in the next digest (its posted date is its publication)', async () => {
    const kw = word();
    const now = Date.now();
    const alert = await confirmedAlert({ keywords: kw }, new Date(now - HOUR));
    const draft = await newJob({ title: `Drafted ${kw} role`, status: 'DRAFT', createdAt: new Date(now - 10 * 24 * HOUR) });
    const published = await call('mutation ($id: ID!) { updateJobPost(id: $id, input: { status: PUBLISHED }) { id } }', { id: draft.id }, { token: editor });
    expect(published.errors).toBeUndefined();
    await sendJobAlertDigests({ prisma: t.db.prisma, jwtSecret: testJwtSecret, publicUrl: 'http://test.local' }, new Date(Date.now() + DIGEST_SETTLE_MS + 1000));
    const mails = await digestsTo(alert.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(draft.title);
  });

  it('lists ten jobs and links the rest ("and N more") to the jobs page with the alert’s filters', async () => {
    const kw = word();
    const now = Date.now();
    const alert = await confirmedAlert({ keywords: kw, category: 'ENGINEERING' }, new Date(now - HOUR));
    for (let i = 0; i < 13; i++) await newJob({ title: `Role ${i} ${kw}`, category: 'ENGINEERING', createdAt: new Date(now - 50 * 60_000 + i * 1000) });
    await runDigest();
    const [mail] = await digestsTo(alert.email);
    expect(mail!.subject).toBe('13 new jobs for your job alert');
    expect(mail!.text.match(/^\d+\. Role/gm)).toHaveLength(10);
    expect(mail!.text).toContain(`Role 12 ${kw}`);
    expect(mail!.text).not.toContain(`Role 2 ${kw}`);
    expect(mail!.text).toContain(`And 3 more: http://test.local/jobs?q=${kw}&category=engineering`);
  });

  it('two runs at once mail an alert once', async () => {
    const kw = word();
    const now = Date.now();
    const alerts = await Promise.all(Array.from({ length: 4 }, () => confirmedAlert({ keywords: kw }, new Date(now - HOUR))));
    await newJob({ title: `Race ${kw}`, createdAt: new Date(now - 30 * 60_000) });
    await Promise.all([runDigest(), runDigest(), runDigest()]);
    for (const alert of alerts) expect(await digestsTo(alert.email)).toHaveLength(1);
  });
});

describe('unsubscribing, without signing in', () => {
  async function alertWithDigest() {
    const kw = word();
    const alert = await confirmedAlert({ keywords: kw }, new Date(Date.now() - HOUR));
    await newJob({ title: `Unsub ${kw}`, createdAt: new Date(Date.now() - 30 * 60_000) });
    await runDigest();
    const [mail] = await digestsTo(alert.email);
    return { alert, kw, url: mail!.listUnsubscribeUrl! };
  }

  it('the link (GET) unsubscribes once, then says "already unsubscribed"; the alert gets no more digests', async () => {
    const { alert, kw, url } = await alertWithDigest();
    const res = await t.fetch(pathOf(url));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/alerts?result=unsubscribed&q=${kw}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id: alert.id } })).unsubscribedAt).not.toBeNull();
    const again = await t.fetch(pathOf(url));
    expect(again.headers.get('location')).toBe('/alerts?result=unsubscribe-used');
    await newJob({ title: `After ${kw}`, createdAt: new Date(Date.now() - 10_000) });
    await runDigest();
    expect(await digestsTo(alert.email)).toHaveLength(1);
  });

  it('RFC 8058 one-click: POST with List-Unsubscribe=One-Click unsubscribes once (200), with no cookie and no CSRF token', async () => {
    const { alert, url } = await alertWithDigest();
    const post = (body: BodyInit, type = 'application/x-www-form-urlencoded') => t.fetch(pathOf(url), { method: 'POST', body, headers: { 'content-type': type } });
    // Anything else in the body is refused and unsubscribes nothing.
    const wrong = await post('List-Unsubscribe=Yes');
    expect(wrong.status).toBe(400);
    expect((await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id: alert.id } })).unsubscribedAt).toBeNull();
    const res = await post('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('You are unsubscribed from this job alert.');
    expect((await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id: alert.id } })).unsubscribedAt).not.toBeNull();
    const again = await post('List-Unsubscribe=One-Click');
    expect(again.status).toBe(200);
    expect(await again.text()).toBe('You are already unsubscribed from this job alert.');
  });

  it('one-click as multipart/form-data works too', async () => {
    const { alert, url } = await alertWithDigest();
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    // Larger than a one-click body can be: refused, read no further.
    const big = new FormData();
    big.set('List-Unsubscribe', 'One-Click');
    big.set('padding', 'x'.repeat(20 * 1024));
    expect((await t.fetch(pathOf(url), { method: 'POST', body: big })).status).toBe(400);
    expect((await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id: alert.id } })).unsubscribedAt).toBeNull();
    const res = await t.fetch(pathOf(url), { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect((await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id: alert.id } })).unsubscribedAt).not.toBeNull();
  });

  it('after JWT_SECRET changes, the next digest carries a link that works (GET and one-click POST); links mailed before it no longer do', async () => {
    const newSecret = new TextEncoder().encode(`a-new-secret-${randomBytes(8).toString('hex')}`);
    const kw = word();
    const since = new Date(Date.now() - 2 * HOUR);
    // Made under the old secret (testJwtSecret), with a digest mailed under it.
    const [byGet, byPost] = [await confirmedAlert({ keywords: kw }, since), await confirmedAlert({ keywords: kw }, since)];
    await newJob({ title: `Old secret ${kw}`, createdAt: new Date(Date.now() - 90 * 60_000) });
    await sendJobAlertDigests({ prisma: t.db.prisma, jwtSecret: testJwtSecret, publicUrl: 'http://test.local' }, new Date(Date.now() - HOUR));
    const oldUrl = (await digestsTo(byGet.email))[0]!.listUnsubscribeUrl!;
    // The secret changes; the next digest is made under the new one.
    await newJob({ title: `New secret ${kw}`, createdAt: new Date(Date.now() - 30 * 60_000) });
    await sendJobAlertDigests({ prisma: t.db.prisma, jwtSecret: newSecret, publicUrl: 'http://test.local' });
    const [getMail, postMail] = [(await digestsTo(byGet.email)).at(-1)!, (await digestsTo(byPost.email)).at(-1)!];
    expect(getMail.text).toContain(`New secret ${kw}`);
    expect(getMail.listUnsubscribeUrl).not.toBe(oldUrl);
    expect(getMail.text).toContain(getMail.listUnsubscribeUrl!);

    const old = await t.fetch(pathOf(oldUrl));
    expect(old.headers.get('location')).toBe('/alerts?result=unsubscribe-invalid');
    const res = await t.fetch(pathOf(getMail.listUnsubscribeUrl!));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/alerts?result=unsubscribed&q=${kw}`);
    expect((await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id: byGet.id } })).unsubscribedAt).not.toBeNull();

    const post = await t.fetch(pathOf(postMail.listUnsubscribeUrl!), { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(post.status).toBe(200);
    expect(await post.text()).toBe('You are unsubscribed from this job alert.');
    expect((await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id: byPost.id } })).unsubscribedAt).not.toBeNull();
  });

  it('a forged or malformed link says it is not valid and changes nothing', async () => {
    const { alert, url } = await alertWithDigest();
    const token = new URL(url).searchParams.get('token')!;
    const forged = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    for (const path of [`/alerts/unsubscribe?token=${forged}`, '/alerts/unsubscribe?token=short', '/alerts/unsubscribe', `/alerts/unsubscribe?token=${'x'.repeat(500)}`]) {
      const res = await t.fetch(path);
      expect(res.status, path).toBe(303);
      expect(res.headers.get('location'), path).toBe('/alerts?result=unsubscribe-invalid');
    }
    const post = await t.fetch(`/alerts/unsubscribe?token=${forged}`, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(post.status).toBe(404);
    expect(await post.text()).toBe('This unsubscribe link is not valid.');
    // A token made with another secret names no alert either.
    const { unsubscribeTokenOf } = await import('../src/services/alerts.js');
    const other = await t.fetch(`/alerts/unsubscribe?token=${unsubscribeTokenOf(new TextEncoder().encode('another-secret'), alert.id)}`);
    expect(other.headers.get('location')).toBe('/alerts?result=unsubscribe-invalid');
    expect((await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id: alert.id } })).unsubscribedAt).toBeNull();
  });
});

describe("a visitor's alert", () => {
  it('names what it will mail in words that read, whatever the search (no filters at all: every new job)', () => {
    expect(newJobsPhrase({ keywords: 'react', category: null, location: '' })).toBe('new jobs matching “react”');
    expect(newJobsPhrase({ keywords: '', category: 'FINANCE', location: 'Pune' })).toBe('new jobs in Finance in Pune');
    expect(newJobsPhrase({ keywords: '', category: null, location: '' })).toBe('every new job');
  });

  it('is confirmed by the mailed link and only then gets digests; the answer is the same for any address', async () => {
    const kw = word();
    const email = freshEmail();
    const answer = await call<{ subscribeJobAlert: { message: string; alert: null } }>(SUBSCRIBE, { i: { email: email.toUpperCase(), keywords: `  ${kw}  `, category: 'TECHNOLOGY', location: 'Pune' } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.subscribeJobAlert).toEqual({ message: `Check your inbox at ${email}: open the link we sent to start your job alert. It works for 24 hours.`, alert: null });
    const stored = await t.db.prisma.jobAlert.findFirstOrThrow({ where: { email } });
    expect(stored).toMatchObject({ keywords: kw, category: 'TECHNOLOGY', location: 'Pune', confirmedAt: null, learnerId: null });
    const confirmMail = await t.db.prisma.outboxMail.findFirstOrThrow({ where: { to: email, kind: 'job-alert.confirm' } });
    expect(confirmMail.subject).toBe('Confirm your job alert');
    expect(confirmMail.text).toContain(`a mail with new jobs matching “${kw}” in Technology in Pune, at most once a day`);
    expect(confirmMail.listUnsubscribeUrl).toBeNull();

    // Not confirmed: a matching job is not mailed.
    await t.db.prisma.jobAlert.update({ where: { id: stored.id }, data: { lastDigestAt: new Date(Date.now() - HOUR) } });
    await newJob({ title: `Visitor ${kw} job`, createdAt: new Date(Date.now() - 30 * 60_000) });
    await runDigest();
    expect(await digestsTo(email)).toHaveLength(0);

    const link = linkIn(confirmMail.text, '/alerts/confirm')!;
    const res = await t.fetch(pathOf(link));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/alerts?result=confirmed&q=${kw}&category=technology&location=Pune`);
    // Confirmed: the job created since the sign-up goes out.
    await runDigest();
    const [digest] = await digestsTo(email);
    expect(digest!.text).toContain(`Visitor ${kw} job`);
    // The link works once.
    const again = await t.fetch(pathOf(link));
    expect(again.headers.get('location')).toBe('/alerts?result=confirm-used');

    // The same answer when the address already has this alert (it is told so by mail, not by the answer).
    const repeat = await call<{ subscribeJobAlert: { message: string } }>(SUBSCRIBE, { i: { email, keywords: kw.toUpperCase(), category: 'TECHNOLOGY', location: 'pune' } });
    expect(repeat.data!.subscribeJobAlert.message).toBe(answer.data!.subscribeJobAlert.message);
    expect(await t.db.prisma.jobAlert.count({ where: { email } })).toBe(1);
    expect(await t.db.prisma.outboxMail.count({ where: { to: email, kind: 'job-alert.exists' } })).toBe(1);
  });

  it('an expired, used or forged confirmation link says so, and confirms nothing', async () => {
    const email = freshEmail();
    await call(SUBSCRIBE, { i: { email, keywords: word() } });
    const mail = await t.db.prisma.outboxMail.findFirstOrThrow({ where: { to: email, kind: 'job-alert.confirm' } });
    const link = pathOf(linkIn(mail.text, '/alerts/confirm')!);
    await t.db.prisma.jobAlert.updateMany({ where: { email }, data: { confirmExpiresAt: new Date(Date.now() - 1000) } });
    expect((await t.fetch(link)).headers.get('location')).toBe('/alerts?result=confirm-expired');
    expect((await t.db.prisma.jobAlert.findFirstOrThrow({ where: { email } })).confirmedAt).toBeNull();
    for (const path of ['/alerts/confirm?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/alerts/confirm?token=<script>', '/alerts/confirm']) {
      expect((await t.fetch(path)).headers.get('location'), path).toBe('/alerts?result=confirm-invalid');
    }
    // Asking again sends a new link (the old one is replaced) that works once.
    await call(SUBSCRIBE, { i: { email, keywords: (await t.db.prisma.jobAlert.findFirstOrThrow({ where: { email } })).keywords } });
    const second = await t.db.prisma.outboxMail.findFirstOrThrow({ where: { to: email, kind: 'job-alert.confirm' }, orderBy: { createdAt: 'desc' } });
    const newLink = pathOf(linkIn(second.text, '/alerts/confirm')!);
    expect(newLink).not.toBe(link);
    expect((await t.fetch(link)).headers.get('location')).toBe('/alerts?result=confirm-invalid');
    expect((await t.fetch(newLink)).headers.get('location')).toMatch(/^\/alerts\?result=confirmed/);
    expect((await t.fetch(newLink)).headers.get('location')).toBe('/alerts?result=confirm-used');
    expect(await t.db.prisma.jobAlert.count({ where: { email } })).toBe(1);
  });

  it('refuses bad input with the field named', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ keywords: 'x' }, 'email', /Enter your e-mail address/],
      [{ email: 'not-an-address', keywords: 'x' }, 'email', /./],
      [{ email: freshEmail(), keywords: 'k'.repeat(201) }, 'keywords', /at most 200 characters/],
      [{ email: freshEmail(), location: 'l'.repeat(101) }, 'location', /at most 100 characters/],
    ];
    for (const [input, field, message] of cases) {
      const res = await call(SUBSCRIBE, { i: input });
      expect(res.errors?.[0]?.extensions, JSON.stringify(input)).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(res.errors![0]!.message).toMatch(message);
    }
    // A category that is not one is refused by the schema's enum.
    const res = await call(SUBSCRIBE, { i: { email: freshEmail(), category: 'ASTRONAUTS' } });
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]?.message).toMatch(/ASTRONAUTS/);
    expect(await t.db.prisma.jobAlert.count({ where: { keywords: 'k'.repeat(201) } })).toBe(0);
  });

  it('the jobs page’s plain form (no JavaScript) subscribes from this site only', async () => {
    const email = freshEmail();
    const kw = word();
    const post = (headers: Record<string, string>) =>
      t.fetch('/alerts/subscribe', { method: 'POST', body: new URLSearchParams({ email, q: kw, category: 'finance', location: '' }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address(), ...headers } });
    const cross = await post({ origin: 'https://evil.example' });
    expect(cross.headers.get('location')).toBe('/alerts?result=cross-site');
    expect(await t.db.prisma.jobAlert.count({ where: { email } })).toBe(0);
    const res = await post({ origin: 'http://test.local' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/alerts?result=sent');
    expect(await t.db.prisma.jobAlert.findFirstOrThrow({ where: { email } })).toMatchObject({ keywords: kw, category: 'FINANCE', confirmedAt: null });
    const bad = await t.fetch('/alerts/subscribe', { method: 'POST', body: 'email=nope', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://test.local' } });
    expect(bad.headers.get('location')).toBe('/alerts?result=invalid-email');
  });
});

describe('throttles and limits (counted in the database)', () => {
  it('per address: the sixth sign-up for one address in an hour is refused, whatever the client', async () => {
    const email = freshEmail();
    for (let i = 0; i < 5; i++) expect((await call(SUBSCRIBE, { i: { email, keywords: word() } })).errors).toBeUndefined();
    const sixth = await call(SUBSCRIBE, { i: { email, keywords: word() } });
    expect(sixth.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(await t.db.prisma.jobAlert.count({ where: { email } })).toBe(5);
    expect(await t.db.prisma.loginFailure.count({ where: { key: `alert-mail:${email}` } })).toBe(5);
  });

  it('per client: the 21st sign-up from one network in an hour is refused', async () => {
    const ip = address();
    for (let i = 0; i < 20; i++) expect((await call(SUBSCRIBE, { i: { email: freshEmail(), keywords: 'x' } }, { ip })).errors).toBeUndefined();
    const last = await call(SUBSCRIBE, { i: { email: freshEmail(), keywords: 'x' } }, { ip });
    expect(last.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('per account: a learner’s 21st sign-up in an hour is refused, from any network', async () => {
    const learner = await newLearner();
    // Fewer than the limit of alerts: each is removed again, so only the throttle can refuse.
    for (let i = 0; i < 20; i++) {
      const res = await call<{ subscribeJobAlert: { alert: { id: string } } }>(SUBSCRIBE, { i: { keywords: word() } }, { cookie: learner.cookie });
      expect(res.errors).toBeUndefined();
      await call(DELETE, { id: res.data!.subscribeJobAlert.alert.id }, { cookie: learner.cookie });
    }
    const last = await call(SUBSCRIBE, { i: { keywords: word() } }, { cookie: learner.cookie });
    expect(last.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('at most ten alerts per address: a learner is told; a visitor’s address is told by mail', async () => {
    const learner = await newLearner();
    for (let i = 0; i < 10; i++) expect((await call(SUBSCRIBE, { i: { keywords: word() } }, { cookie: learner.cookie })).errors).toBeUndefined();
    const eleventh = await call(SUBSCRIBE, { i: { keywords: word() } }, { cookie: learner.cookie });
    expect(eleventh.errors?.[0]).toMatchObject({ message: 'You can have at most 10 job alerts: remove one first (on My account).', extensions: { code: 'CONFLICT' } });
    expect(await t.db.prisma.jobAlert.count({ where: { learnerId: learner.id } })).toBe(10);
    // The same address as a visitor: the same answer as ever, a mail saying why, no new alert.
    const visitor = await call<{ subscribeJobAlert: { message: string } }>(SUBSCRIBE, { i: { email: learner.email, keywords: word() } });
    expect(visitor.data!.subscribeJobAlert.message).toMatch(/^Check your inbox/);
    expect(await t.db.prisma.jobAlert.count({ where: { email: learner.email } })).toBe(10);
    expect(await t.db.prisma.outboxMail.count({ where: { to: learner.email, kind: 'job-alert.limit' } })).toBe(1);
  });
});

describe("a learner's alerts", () => {
  it('are saved and confirmed at once for their own address, listed and removed; another learner can neither see nor remove them', async () => {
    const a = await newLearner();
    const b = await newLearner();
    const kw = word();
    const saved = await call<{ subscribeJobAlert: { message: string; alert: { id: string; email: string; keywords: string; category: string | null; location: string } } }>(
      SUBSCRIBE,
      { i: { email: 'someone-else@example.com', keywords: kw, category: 'MARKETING' } },
      { cookie: a.cookie },
    );
    expect(saved.errors).toBeUndefined();
    const alert = saved.data!.subscribeJobAlert.alert;
    expect(alert).toMatchObject({ email: a.email, keywords: kw, category: 'MARKETING', location: '' });
    expect(saved.data!.subscribeJobAlert.message).toContain(a.email);
    expect((await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id: alert.id } })).confirmedAt).not.toBeNull();
    // No confirmation mail: the learner's address is confirmed already.
    expect(await t.db.prisma.outboxMail.count({ where: { to: { in: [a.email, 'someone-else@example.com'] } } })).toBe(0);
    // The same search again is the same alert.
    const again = await call<{ subscribeJobAlert: { alert: { id: string } } }>(SUBSCRIBE, { i: { keywords: kw.toUpperCase(), category: 'MARKETING' } }, { cookie: a.cookie });
    expect(again.data!.subscribeJobAlert.alert.id).toBe(alert.id);

    const mineA = await call<{ myJobAlerts: { id: string }[] }>(MINE, {}, { cookie: a.cookie });
    expect(mineA.data!.myJobAlerts.map((x) => x.id)).toEqual([alert.id]);
    const mineB = await call<{ myJobAlerts: { id: string }[] }>(MINE, {}, { cookie: b.cookie });
    expect(mineB.data!.myJobAlerts).toEqual([]);
    const stolen = await call(DELETE, { id: alert.id }, { cookie: b.cookie });
    expect(stolen.errors?.[0]).toMatchObject({ message: 'Job alert not found', extensions: { code: 'NOT_FOUND' } });
    const guessed = await call(DELETE, { id: randomUUID() }, { cookie: b.cookie });
    expect(guessed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await t.db.prisma.jobAlert.count({ where: { id: alert.id } })).toBe(1);
    // Without a session: refused.
    expect((await call(MINE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await call(DELETE, { id: alert.id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const removed = await call<{ deleteJobAlert: boolean }>(DELETE, { id: alert.id }, { cookie: a.cookie });
    expect(removed.data!.deleteJobAlert).toBe(true);
    expect(await t.db.prisma.jobAlert.count({ where: { id: alert.id } })).toBe(0);
  });

  it('a learner whose address is not confirmed is asked to confirm it first', async () => {
    const learner = await newLearner(false);
    const res = await call(SUBSCRIBE, { i: { keywords: 'x' } }, { cookie: learner.cookie });
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(res.errors![0]!.message).toMatch(/Confirm your e-mail address first/);
    expect(await t.db.prisma.jobAlert.count({ where: { email: learner.email } })).toBe(0);
  });

  it('deleting the account removes its alerts', async () => {
    const learner = await newLearner();
    await call(SUBSCRIBE, { i: { keywords: word() } }, { cookie: learner.cookie });
    expect(await t.db.prisma.jobAlert.count({ where: { learnerId: learner.id } })).toBe(1);
    const res = await call<{ deleteLearnerAccount: boolean }>('mutation { deleteLearnerAccount(confirm: "DELETE") }', {}, { cookie: learner.cookie });
    expect(res.data?.deleteLearnerAccount).toBe(true);
    expect(await t.db.prisma.jobAlert.count({ where: { email: learner.email } })).toBe(0);
  });
});

describe("editing a learner's alert", () => {
  /** A learner's alert saved through the API. */
  async function saved(cookie: string, search: Record<string, unknown>) {
    const res = await call<{ subscribeJobAlert: { alert: { id: string } } }>(SUBSCRIBE, { i: search }, { cookie });
    expect(res.errors).toBeUndefined();
    return res.data!.subscribeJobAlert.alert.id;
  }

  it('changes its search in place: the same id, unsubscribe link, start date and last digest; the next digest follows the new search', async () => {
    const learner = await newLearner();
    const [before, after] = [word(), word()];
    const id = await saved(learner.cookie, { keywords: before, category: 'TECHNOLOGY', location: 'Pune' });
    const lastDigest = new Date(Date.now() - 2 * HOUR);
    await t.db.prisma.jobAlert.update({ where: { id }, data: { lastDigestAt: lastDigest } });
    const stored = await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id } });

    const res = await call<Updated>(UPDATE, { id, i: { keywords: `  ${after}  `, category: 'FINANCE', location: 'Mumbai' } }, { cookie: learner.cookie });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateJobAlert).toMatchObject({ id, email: learner.email, keywords: after, category: 'FINANCE', location: 'Mumbai', lastDigestAt: lastDigest.toISOString() });
    const changed = await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id } });
    expect(changed).toMatchObject({ keywords: after, category: 'FINANCE', location: 'Mumbai', createdAt: stored.createdAt, lastDigestAt: lastDigest, unsubscribeTokenHash: stored.unsubscribeTokenHash, confirmedAt: stored.confirmedAt });
    const mine = await call<{ myJobAlerts: { id: string; keywords: string }[] }>(MINE, {}, { cookie: learner.cookie });
    expect(mine.data!.myJobAlerts).toEqual([{ id, keywords: after, category: 'FINANCE', location: 'Mumbai' }]);
    // A field left out is "any": the whole search is replaced.
    const cleared = await call<Updated>(UPDATE, { id, i: { keywords: after } }, { cookie: learner.cookie });
    expect(cleared.data!.updateJobAlert).toMatchObject({ keywords: after, category: null, location: '' });

    // The digest: the new search's jobs posted since the last digest (also before the edit), not the old search's.
    const newer = await newJob({ title: `Edited ${after} role`, category: 'FINANCE', location: 'Mumbai', createdAt: new Date(Date.now() - HOUR) });
    const older = await newJob({ title: `Old ${before} role`, createdAt: new Date(Date.now() - HOUR) });
    await runDigest();
    const [digest] = await digestsTo(learner.email);
    expect(digest!.text).toContain(newer.title);
    expect(digest!.text).not.toContain(older.title);

    // The link mailed before the edit (the same token: it is made from the id) still unsubscribes this alert.
    const link = unsubscribeUrlOf('http://test.local', testJwtSecret, id);
    expect(digest!.listUnsubscribeUrl).toBe(link);
    const unsubscribed = await t.fetch(pathOf(link));
    expect(unsubscribed.headers.get('location')).toBe(`/alerts?result=unsubscribed&q=${after}`);
    expect((await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id } })).unsubscribedAt).not.toBeNull();
    // Once unsubscribed it is no longer the learner's to change.
    expect((await call(UPDATE, { id, i: { keywords: before } }, { cookie: learner.cookie })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("another learner's alert, an unknown id and a signed-out visitor are refused as removing is, and nothing changes", async () => {
    const a = await newLearner();
    const b = await newLearner();
    const kw = word();
    const id = await saved(a.cookie, { keywords: kw });
    const stolen = await call(UPDATE, { id, i: { keywords: 'mine now' } }, { cookie: b.cookie });
    expect(stolen.errors?.[0]).toMatchObject({ message: 'Job alert not found', extensions: { code: 'NOT_FOUND' } });
    expect((await call(DELETE, { id }, { cookie: b.cookie })).errors?.[0]?.message).toBe(stolen.errors![0]!.message);
    for (const unknown of [randomUUID(), 'not an id'])
      expect((await call(UPDATE, { id: unknown, i: { keywords: 'x' } }, { cookie: b.cookie })).errors?.[0]).toMatchObject({ message: 'Job alert not found', extensions: { code: 'NOT_FOUND' } });
    expect((await call(UPDATE, { id, i: { keywords: 'x' } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id } })).toMatchObject({ keywords: kw, learnerId: a.id });
  });

  it('refuses bad input with the field named, as subscribing does', async () => {
    const learner = await newLearner();
    const kw = word();
    const id = await saved(learner.cookie, { keywords: kw });
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ keywords: 'k'.repeat(201) }, 'keywords', /Keywords must be at most 200 characters/],
      [{ location: 'l'.repeat(101) }, 'location', /Location must be at most 100 characters/],
    ];
    for (const [input, field, message] of cases) {
      const res = await call(UPDATE, { id, i: input }, { cookie: learner.cookie });
      expect(res.errors?.[0]?.extensions, JSON.stringify(input)).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(res.errors![0]!.message).toMatch(message);
    }
    const category = await call(UPDATE, { id, i: { category: 'ASTRONAUTS' } }, { cookie: learner.cookie });
    expect(category.data ?? null).toBeNull();
    expect(category.errors?.[0]?.message).toMatch(/ASTRONAUTS/);
    expect(await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id } })).toMatchObject({ keywords: kw, location: '', category: null });
  });

  it('refuses to make it the same search as another of the learner’s alerts (ignoring case); its own search in other case is fine', async () => {
    const learner = await newLearner();
    const [first, second] = [word(), word()];
    const firstId = await saved(learner.cookie, { keywords: first, location: 'Pune' });
    const secondId = await saved(learner.cookie, { keywords: second });
    const res = await call(UPDATE, { id: secondId, i: { keywords: first.toUpperCase(), location: 'pune' } }, { cookie: learner.cookie });
    expect(res.errors?.[0]).toMatchObject({
      message: `You already have a job alert for “${first.toUpperCase()}” in pune: choose another search, or remove this alert.`,
      extensions: { code: 'CONFLICT' },
    });
    expect(await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id: secondId } })).toMatchObject({ keywords: second, location: '' });
    const same = await call<Updated>(UPDATE, { id: firstId, i: { keywords: first.toUpperCase(), location: 'Pune' } }, { cookie: learner.cookie });
    expect(same.data!.updateJobAlert).toMatchObject({ id: firstId, keywords: first.toUpperCase() });
    // Another learner's alert of that search is theirs: no conflict.
    const other = await newLearner();
    const otherId = await saved(other.cookie, { keywords: second });
    expect((await call(UPDATE, { id: otherId, i: { keywords: first, location: 'Pune' } }, { cookie: other.cookie })).errors).toBeUndefined();
  });

  it('two edits to one search at once, or an edit racing a sign-up for it, leave one alert of that search', async () => {
    const learner = await newLearner();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await saved(learner.cookie, { keywords: word() }));
    const target = word();
    // On PostgreSQL, without the lock the edits' checks pass side by side; PGlite's one connection runs them in turn.
    const answers = await Promise.all([
      ...ids.map((id) => call(UPDATE, { id, i: { keywords: target } }, { cookie: learner.cookie })),
      call(SUBSCRIBE, { i: { keywords: target } }, { cookie: learner.cookie }),
    ]);
    const edited = answers.slice(0, ids.length).filter((a) => !a.errors).length;
    const signUp = answers[ids.length]!;
    const subscribedNew = !signUp.errors && !ids.includes((signUp.data as { subscribeJobAlert: { alert: { id: string } } }).subscribeJobAlert.alert.id);
    expect(edited + (subscribedNew ? 1 : 0)).toBe(1);
    for (const a of answers.slice(0, ids.length).filter((x) => x.errors)) expect(a.errors![0]!.extensions?.code).toBe('CONFLICT');
    expect(await t.db.prisma.jobAlert.count({ where: { learnerId: learner.id, keywords: target } })).toBe(1);
  });
});

describe("pausing and resuming a learner's alert", () => {
  const PAUSE = 'mutation ($id: ID!, $p: Boolean!) { setJobAlertPaused(id: $id, paused: $p) { id keywords paused pausedAt lastDigestAt } }';
  type Paused = { setJobAlertPaused: { id: string; keywords: string; paused: boolean; pausedAt: string | null; lastDigestAt: string } };
  const STATUS = '{ jobAlertDigestStatus { activeAlerts pausedAlerts } }';
  type Status = { jobAlertDigestStatus: { activeAlerts: number; pausedAlerts: number } };

  /** A learner's alert saved through the API, its last digest `since`. */
  async function savedSince(cookie: string, keywords: string, since: Date) {
    const res = await call<{ subscribeJobAlert: { alert: { id: string } } }>(SUBSCRIBE, { i: { keywords } }, { cookie });
    expect(res.errors).toBeUndefined();
    const id = res.data!.subscribeJobAlert.alert.id;
    await t.db.prisma.jobAlert.update({ where: { id }, data: { lastDigestAt: since } });
    return id;
  }

  it('a paused alert gets no digest while the learner’s other alert gets its own; pausing twice changes nothing; staff see it as paused, not active', async () => {
    const learner = await newLearner();
    const [stopped, running] = [word(), word()];
    const since = new Date(Date.now() - 2 * HOUR);
    const pausedId = await savedSince(learner.cookie, stopped, since);
    const runningId = await savedSince(learner.cookie, running, since);
    const before = (await call<Status>(STATUS, {}, { token: editor })).data!.jobAlertDigestStatus;

    const res = await call<Paused>(PAUSE, { id: pausedId, p: true }, { cookie: learner.cookie });
    expect(res.errors).toBeUndefined();
    expect(res.data!.setJobAlertPaused).toMatchObject({ id: pausedId, keywords: stopped, paused: true, pausedAt: expect.any(String), lastDigestAt: since.toISOString() });
    const again = await call<Paused>(PAUSE, { id: pausedId, p: true }, { cookie: learner.cookie });
    expect(again.data!.setJobAlertPaused).toEqual(res.data!.setJobAlertPaused);
    const mine = await call<{ myJobAlerts: { id: string; paused: boolean }[] }>('{ myJobAlerts { id paused } }', {}, { cookie: learner.cookie });
    expect(mine.data!.myJobAlerts).toEqual(expect.arrayContaining([{ id: pausedId, paused: true }, { id: runningId, paused: false }]));
    // The dashboard: one alert fewer is mailed, one more is paused.
    const after = (await call<Status>(STATUS, {}, { token: editor })).data!.jobAlertDigestStatus;
    expect(after).toEqual({ activeAlerts: before.activeAlerts - 1, pausedAlerts: before.pausedAlerts + 1 });

    const missed = await newJob({ title: `Paused ${stopped} role`, createdAt: new Date(Date.now() - HOUR) });
    const sent = await newJob({ title: `Running ${running} role`, createdAt: new Date(Date.now() - HOUR) });
    await runDigest();
    const mails = await digestsTo(learner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(sent.title);
    expect(mails[0]!.text).not.toContain(missed.title);
    // Skipped, not done: its last digest stays where it was.
    expect((await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id: pausedId } })).lastDigestAt).toEqual(since);

    // Still a saved alert: asking for its search again finds it, and says it is paused.
    const resubscribed = await call<{ subscribeJobAlert: { message: string; alert: { id: string } } }>(SUBSCRIBE, { i: { keywords: stopped } }, { cookie: learner.cookie });
    expect(resubscribed.data!.subscribeJobAlert).toMatchObject({ message: `You already have this job alert, paused: resume it on My account to get new jobs matching “${stopped}” again.`, alert: { id: pausedId } });
  });

  it('resuming: the next digest holds only the jobs posted after the resume, not those of the paused weeks; resuming twice changes nothing', async () => {
    const learner = await newLearner();
    const kw = word();
    const id = await savedSince(learner.cookie, kw, new Date(Date.now() - 21 * 24 * HOUR));
    expect((await call(PAUSE, { id, p: true }, { cookie: learner.cookie })).errors).toBeUndefined();
    const whilePaused = [
      await newJob({ title: `Weeks ago ${kw} role`, createdAt: new Date(Date.now() - 14 * 24 * HOUR) }),
      await newJob({ title: `Hour ago ${kw} role`, createdAt: new Date(Date.now() - HOUR) }),
    ];
    await runDigest();
    expect(await digestsTo(learner.email)).toHaveLength(0);

    const asked = Date.now();
    const res = await call<Paused>(PAUSE, { id, p: false }, { cookie: learner.cookie });
    expect(res.errors).toBeUndefined();
    expect(res.data!.setJobAlertPaused).toMatchObject({ id, paused: false, pausedAt: null });
    const resumedAt = new Date(res.data!.setJobAlertPaused.lastDigestAt).getTime();
    expect(resumedAt).toBeGreaterThanOrEqual(asked);
    expect(resumedAt).toBeLessThanOrEqual(Date.now());
    const again = await call<Paused>(PAUSE, { id, p: false }, { cookie: learner.cookie });
    expect(again.data!.setJobAlertPaused.lastDigestAt).toBe(res.data!.setJobAlertPaused.lastDigestAt);

    const posted = await newJob({ title: `Fresh ${kw} role`, createdAt: new Date(resumedAt + 1) });
    // A run after the resume (a run looks at jobs created up to DIGEST_SETTLE_MS before it starts).
    await sendJobAlertDigests({ prisma: t.db.prisma, jwtSecret: testJwtSecret, publicUrl: 'http://test.local' }, new Date(Date.now() + DIGEST_SETTLE_MS + 1000));
    const mails = await digestsTo(learner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('1 new job for your job alert');
    expect(mails[0]!.text).toContain(posted.title);
    for (const job of whilePaused) expect(mails[0]!.text).not.toContain(job.title);
  });

  it("another learner's alert, an unknown id and an unsubscribed alert are NOT_FOUND as for changing it; signed out or staff, refused; nothing changes", async () => {
    const a = await newLearner();
    const b = await newLearner();
    const id = await savedSince(a.cookie, word(), new Date(Date.now() - HOUR));
    const stolen = await call(PAUSE, { id, p: true }, { cookie: b.cookie });
    expect(stolen.errors?.[0]).toMatchObject({ message: 'Job alert not found', extensions: { code: 'NOT_FOUND' } });
    for (const unknown of [randomUUID(), 'not an id'])
      expect((await call(PAUSE, { id: unknown, p: true }, { cookie: b.cookie })).errors?.[0]).toMatchObject({ message: 'Job alert not found', extensions: { code: 'NOT_FOUND' } });
    expect((await call(PAUSE, { id, p: true })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await call(PAUSE, { id, p: true }, { token: editor })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id } })).pausedAt).toBeNull();

    const unsubscribed = await t.fetch(pathOf(unsubscribeUrlOf('http://test.local', testJwtSecret, id)));
    expect(unsubscribed.headers.get('location')).toMatch(/^\/alerts\?result=unsubscribed/);
    const paused = await call(PAUSE, { id, p: true }, { cookie: a.cookie });
    expect(paused.errors?.[0]).toMatchObject({ message: 'Job alert not found', extensions: { code: 'NOT_FOUND' } });
    expect((await call(UPDATE, { id, i: { keywords: 'x' } }, { cookie: a.cookie })).errors?.[0]?.message).toBe(paused.errors![0]!.message);
    expect((await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id } })).pausedAt).toBeNull();
  });
});

describe('running the digest', () => {
  it('staff run it at once (a DigestRun with no day, started by them) and see when it last ran', async () => {
    const kw = word();
    const alert = await confirmedAlert({ keywords: kw }, new Date(Date.now() - HOUR));
    await newJob({ title: `Staff run ${kw}`, createdAt: new Date(Date.now() - 20 * 60_000) });
    const res = await call<{ runJobAlertDigest: { mails: number; run: { day: string | null; startedBy: string; finishedAt: string | null; mails: number } } }>(
      'mutation { runJobAlertDigest { mails alerts run { day startedBy finishedAt mails } } }',
      {},
      { token: editor },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.runJobAlertDigest.mails).toBeGreaterThanOrEqual(1);
    expect(res.data!.runJobAlertDigest.run).toMatchObject({ day: null, startedBy: expect.stringMatching(/^editor-/), finishedAt: expect.any(String) });
    expect(res.data!.runJobAlertDigest.run.mails).toBe(res.data!.runJobAlertDigest.mails);
    expect(await digestsTo(alert.email)).toHaveLength(1);
    const status = await call<{ jobAlertDigestStatus: { dailyTime: string | null; lastRun: { startedBy: string }; activeAlerts: number } }>(
      '{ jobAlertDigestStatus { dailyTime lastRun { startedBy } lastDailyRun { day } activeAlerts } }',
      {},
      { token: editor },
    );
    expect(status.data!.jobAlertDigestStatus).toMatchObject({ dailyTime: null, lastRun: { startedBy: expect.stringMatching(/^editor-/) } });
    expect(status.data!.jobAlertDigestStatus.activeAlerts).toBeGreaterThan(0);
  });

  it('the day of a daily run is claimed once, however many callers ask at once; a run whose process died is taken over', async () => {
    const day = '2001-02-03';
    const claims = await Promise.all(Array.from({ length: 5 }, (_, i) => claimDailyDigest(t.db.prisma, day, `test ${i}`)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await t.db.prisma.digestRun.count({ where: { day } })).toBe(1);
    // Still running (not stale): nobody else takes it.
    expect(await claimDailyDigest(t.db.prisma, day, 'late')).toBeNull();
    await t.db.prisma.digestRun.update({ where: { day }, data: { startedAt: new Date(Date.now() - 2 * HOUR) } });
    const takeover = await claimDailyDigest(t.db.prisma, day, 'rescuer');
    expect(takeover).toBe(claims.find(Boolean));
    expect((await t.db.prisma.digestRun.findUniqueOrThrow({ where: { day } })).startedBy).toBe('rescuer');
  });

  it('days and moments are Asia/Kolkata’s', () => {
    expect(kolkataDay(new Date('2026-11-27T18:29:59.999Z'))).toBe('2026-11-27');
    expect(kolkataDay(new Date('2026-11-27T18:30:00.000Z'))).toBe('2026-11-28');
    expect(kolkataMoment('2026-11-28', { hour: 8, minute: 0, second: 0 }).toISOString()).toBe('2026-11-28T02:30:00.000Z');
  });
});
