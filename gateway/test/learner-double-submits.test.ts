// A learner's requests sent twice or more at the same moment (a double click, a retried request, two gateways), and
// a learner saving or applying to a job at the moment staff delete it (found by the race audit on PostgreSQL; PGlite
// has one connection, so there they cannot overlap). Each answer is the one the same request gets alone, never
// "Unexpected error": a sign-up for one address makes one account; saving a job twice keeps one saved job; one
// search for one address is one job alert, and an address's alerts stay within the limit; a job deleted under a save
// or an application is "Job post not found".
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmJobAlert, JOB_ALERT_LIMITS, TOO_MANY_ALERTS } from '../src/services/alerts.js';
import { openLearnerSession } from '../src/services/learners.js';
import { startTestApp, testJwtSecret, type TestApp } from './helpers/app.js';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await startTestApp();
  editor = await t.tokenFor('EDITOR');
});
afterAll(() => t.close());

const onPostgres = process.env.TEST_DB_KIND === 'postgres';
let counter = 0;
/** A client address of its own per request, so that the per-client throttles never couple the requests. */
const address = () => `10.93.${Math.floor(++counter / 250)}.${counter % 250}`;
const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

type GqlAnswer<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };

async function call<T>(query: string, variables: Record<string, unknown>, cookie?: string, token?: string): Promise<GqlAnswer<T>> {
  const res = await t.fetch('/graphql', { method: 'POST', json: { query, variables }, token, headers: { ...(cookie ? { cookie } : {}), 'x-forwarded-for': address() } });
  return (await res.json()) as GqlAnswer<T>;
}

/** What came back, counted: `ok`, or `CODE: message`. */
const tally = (answers: GqlAnswer<unknown>[]) => {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const key = a.errors ? `${a.errors[0]!.extensions?.code}: ${a.errors[0]!.message}` : 'ok';
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

/** A signed-in learner with a confirmed address (their session cookie). */
async function newLearner(): Promise<{ id: string; email: string; cookie: string }> {
  const email = `${unique('twice')}@example.com`;
  const learner = await t.db.prisma.learner.create({ data: { name: 'Asha Patil', email, phone: '+91 98765 43210', emailVerifiedAt: new Date() } });
  const cookies: string[] = [];
  await openLearnerSession({ prisma: t.db.prisma, auth: { jwtSecret: testJwtSecret, jwtExpiresIn: '8h' }, clientAddress: 'test', responseCookies: cookies }, learner.id);
  return { id: learner.id, email, cookie: cookies[0]!.split(';')[0]! };
}

const newJob = () => t.db.prisma.jobPost.create({ data: { title: unique('Data Analyst'), companyname: 'Acme Analytics', companylogo: '/logo.png', location: 'Pune', salary: '₹6 LPA' } });

const SIGN_UP = 'mutation ($i: LearnerSignUpInput!) { learnerSignUp(input: $i) { message } }';
const SAVE = 'mutation ($j: ID!) { saveJob(jobId: $j) }';
const APPLY = 'mutation ($j: ID!) { applyToJob(jobId: $j, input: { phone: "98765 43210", cv: NONE }) { id } }';
const DELETE_JOB = 'mutation ($id: ID!) { deleteJobPost(id: $id) { id } }';
const SUBSCRIBE = 'mutation ($i: JobAlertInput!) { subscribeJobAlert(input: $i) { message alert { id } } }';
const NOT_FOUND = 'NOT_FOUND: Job post not found';

describe('a learner sign-up sent three times at once', () => {
  it('answers each as a sign-up for an address in use is answered, and makes one account whose link works', async () => {
    const email = `${unique('signup')}@example.com`;
    const input = { name: 'Asha Patil', email, phone: '98765 43210', password: 'a-long-learner-password' };
    const answers = await Promise.all([1, 2, 3].map(() => call<{ learnerSignUp: { message: string } }>(SIGN_UP, { i: input })));
    expect(tally(answers)).toEqual({ ok: 3 });
    // The one answer any sign-up gets, whether or not the address has an account.
    expect(new Set(answers.map((a) => a.data!.learnerSignUp.message))).toEqual(new Set([`Check your inbox at ${email}: we sent you a link to confirm your address. It works for 24 hours.`]));
    expect(await t.db.prisma.learner.count({ where: { email } })).toBe(1);
    const mails = await t.db.prisma.outboxMail.findMany({ where: { to: email }, orderBy: { createdAt: 'desc' } });
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(new Set(mails.map((m) => m.kind))).toEqual(new Set(['learner.confirm']));
    // The newest link confirms the one account.
    const link = new URL(/https?:\/\/\S+\/account\/confirm\?token=[\w-]+/.exec(mails[0]!.text)![0]);
    const res = await t.fetch(`${link.pathname}${link.search}`);
    expect(res.headers.get('location')).toBe('/account?confirmed=1');
  });
});

describe('saving a job', () => {
  it('six saves at once all answer true and keep one saved job', async () => {
    const learner = await newLearner();
    const job = await newJob();
    const answers = await Promise.all(Array.from({ length: 6 }, () => call<{ saveJob: boolean }>(SAVE, { j: job.id }, learner.cookie)));
    expect(tally(answers)).toEqual({ ok: 6 });
    expect(answers.map((a) => a.data!.saveJob)).toEqual([true, true, true, true, true, true]);
    expect(await t.db.prisma.savedJob.count({ where: { learnerId: learner.id } })).toBe(1);
  });
});

describe('saving or applying while staff delete the job', () => {
  it('answers "Job post not found" or succeeds, never an unexpected error', async () => {
    for (let round = 0; round < 6; round++) {
      const learner = await newLearner();
      const job = await newJob();
      const [removed, applied, saved] = await Promise.all([call(DELETE_JOB, { id: job.id }, undefined, editor), call(APPLY, { j: job.id }, learner.cookie), call(SAVE, { j: job.id }, learner.cookie)]);
      expect(tally([removed])).toEqual({ ok: 1 });
      for (const answer of [applied, saved]) expect(Object.keys(tally([answer]))[0]).toMatch(/^(ok|NOT_FOUND: Job post not found)$/);
    }
  });

  // Deterministic on PostgreSQL: the job's row is held by another transaction while the save or the application
  // inserts (the foreign key check waits for it), and that transaction then deletes the job, as staff's delete does.
  describe.runIf(onPostgres)('a delete that commits between the read of the job and the insert', () => {
    async function underDelete(request: (jobId: string, cookie: string) => Promise<GqlAnswer<unknown>>, table: 'SavedJob' | 'Application') {
      const learner = await newLearner();
      const job = await newJob();
      const client = new pg.Client({ connectionString: (t.db.target as { url: string }).url });
      await client.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT id FROM "JobPost" WHERE id = $1 FOR UPDATE', [job.id]);
        const answer = request(job.id, learner.cookie);
        // Wait until the insert waits for the job's row.
        for (;;) {
          // Statistics are read once per transaction unless the snapshot is cleared.
          await client.query('SELECT pg_stat_clear_snapshot()');
          const { rows } = await client.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE $1`, [`INSERT INTO %"${table}"%`]);
          if (rows[0].n > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query('DELETE FROM "JobPost" WHERE id = $1', [job.id]);
        await client.query('COMMIT');
        return { answer: await answer, learner };
      } finally {
        await client.end();
      }
    }

    it('saveJob', async () => {
      const { answer, learner } = await underDelete((j, cookie) => call(SAVE, { j }, cookie), 'SavedJob');
      expect(tally([answer])).toEqual({ [NOT_FOUND]: 1 });
      expect(await t.db.prisma.savedJob.count({ where: { learnerId: learner.id } })).toBe(0);
    });

    it('applyToJob', async () => {
      const { answer, learner } = await underDelete((j, cookie) => call(APPLY, { j }, cookie), 'Application');
      expect(tally([answer])).toEqual({ [NOT_FOUND]: 1 });
      expect(await t.db.prisma.application.count({ where: { learnerId: learner.id } })).toBe(0);
      expect(await t.db.prisma.outboxMail.count({ where: { to: learner.email } })).toBe(0);
    });
  });
});

describe('job alerts asked for several times at once', () => {
  it('a signed-in learner asking six times gets one alert, the same in every answer', async () => {
    const learner = await newLearner();
    const keywords = unique('analyst');
    const answers = await Promise.all(Array.from({ length: 6 }, () => call<{ subscribeJobAlert: { alert: { id: string } } }>(SUBSCRIBE, { i: { keywords, location: 'Pune' } }, learner.cookie)));
    expect(tally(answers)).toEqual({ ok: 6 });
    const alerts = await t.db.prisma.jobAlert.findMany({ where: { learnerId: learner.id } });
    expect(alerts).toHaveLength(1);
    expect(new Set(answers.map((a) => a.data!.subscribeJobAlert.alert.id))).toEqual(new Set([alerts[0]!.id]));
  });

  it('a visitor asking four times gets one alert: only the newest mailed link confirms it', async () => {
    const email = `${unique('visitor')}@example.com`;
    const keywords = unique('tester');
    const answers = await Promise.all(Array.from({ length: 4 }, () => call(SUBSCRIBE, { i: { email, keywords } })));
    expect(tally(answers)).toEqual({ ok: 4 });
    expect(await t.db.prisma.jobAlert.count({ where: { email } })).toBe(1);
    const mails = await t.db.prisma.outboxMail.findMany({ where: { to: email, kind: 'job-alert.confirm' }, orderBy: { createdAt: 'desc' } });
    const results: string[] = [];
    for (const mail of mails) {
      const token = /token=([\w-]+)/.exec(mail.text)![1]!;
      results.push(await confirmJobAlert(t.db.prisma, token).then(
        () => 'confirmed',
        (err: { problem?: string }) => err.problem ?? 'error',
      ));
    }
    expect(results[0]).toBe('confirmed');
    expect(results.slice(1).every((r) => r === 'invalid')).toBe(true);
    expect(await t.db.prisma.jobAlert.count({ where: { email, confirmedAt: { not: null } } })).toBe(1);
  });

  it(`an address's ${JOB_ALERT_LIMITS.activePerAddress} alerts stay ${JOB_ALERT_LIMITS.activePerAddress} when several new ones are asked for at once`, async () => {
    const learner = await newLearner();
    const now = new Date();
    for (let i = 0; i < JOB_ALERT_LIMITS.activePerAddress - 2; i++) {
      await t.db.prisma.jobAlert.create({ data: { id: randomUUID(), email: learner.email, learnerId: learner.id, keywords: unique('kept'), location: '', confirmedAt: now, lastDigestAt: now, unsubscribeTokenHash: randomBytes(32).toString('hex') } });
    }
    // Six different searches at once: room for two.
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => call(SUBSCRIBE, { i: { keywords: unique(`new${i}`) } }, learner.cookie)));
    expect(tally(answers)).toEqual({ ok: 2, [`CONFLICT: ${TOO_MANY_ALERTS}`]: 4 });
    expect(await t.db.prisma.jobAlert.count({ where: { email: learner.email } })).toBe(JOB_ALERT_LIMITS.activePerAddress);
  });
});
