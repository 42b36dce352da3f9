// Applications from the learner's side (issue 28, items 1, 2 and 5): applying (GraphQL with the CV on file, REST with
// a new file), one application per job, closed and draft jobs refused, the CV checked by its bytes, throttles in the
// database, "My applications" and withdrawing, saved jobs, a learner never reaching another's rows (ids guessed too),
// a deleted account's applications anonymised, old CVs removed by the sweep, and external Apply Now clicks counted for
// staff without emptying the public caches.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_CACHE_HEADER } from '../src/cache/graphql-answers.js';
import type { JobStatus } from '../src/generated/prisma/enums.js';
import { APPLICATION_THROTTLE, removeOldApplicationCvs } from '../src/services/applications.js';
import { openLearnerSession } from '../src/services/learners.js';
import { startTestApp, testJwtSecret, type TestApp } from './helpers/app.js';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await startTestApp();
  editor = await t.tokenFor('EDITOR');
});
afterAll(() => t.close());

let counter = 0;
/** A client address of its own per call unless one is given, so the per-address throttle never couples tests. */
const address = () => `10.88.${Math.floor(++counter / 250)}.${counter % 250}`;
const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const CLOSED = 'This job is no longer accepting applications';
const TWICE = 'You have already applied to this job';

type GqlAnswer<T> = { data?: T; errors?: { message: string; extensions?: { code?: string; field?: string; fields?: { field: string; message: string }[] } }[] };

interface Learner {
  id: string;
  email: string;
  cookie: string;
}

/** A learner with a confirmed address, signed in (their session cookie), optionally with a CV on file. */
async function newLearner(options: { confirmed?: boolean; cv?: boolean; phone?: string } = {}): Promise<Learner> {
  const email = `${unique('applicant')}@example.com`;
  const learner = await t.db.prisma.learner.create({
    data: { name: 'Asha Patil', email, phone: options.phone ?? '+91 98765 43210', emailVerifiedAt: options.confirmed === false ? null : new Date() },
  });
  if (options.cv) {
    await t.db.prisma.learnerCv.create({ data: { learnerId: learner.id, fileName: 'Asha CV.pdf', contentType: 'application/pdf', size: PDF.byteLength, sha256: 'x', data: PDF } });
  }
  const cookies: string[] = [];
  await openLearnerSession({ prisma: t.db.prisma, auth: { jwtSecret: testJwtSecret, jwtExpiresIn: '8h' }, clientAddress: 'test', responseCookies: cookies }, learner.id);
  return { id: learner.id, email, cookie: cookies[0]!.split(';')[0]! };
}

async function newJob(data: { status?: JobStatus; closesAt?: Date; applyMethod?: 'SITE' | 'URL' | 'EMAIL'; applyUrl?: string; applyEmail?: string } = {}) {
  return t.db.prisma.jobPost.create({ data: { title: unique('Data Analyst'), companyname: 'Acme Analytics', companylogo: '/logo.png', location: 'Pune', salary: '₹6 LPA', ...data } });
}

async function call<T>(query: string, variables: Record<string, unknown>, who?: Learner | null, ip = address()): Promise<GqlAnswer<T>> {
  const res = await t.fetch('/graphql', { method: 'POST', json: { query, variables }, headers: { ...(who ? { cookie: who.cookie } : {}), 'x-forwarded-for': ip } });
  return (await res.json()) as GqlAnswer<T>;
}

const APPLY = `mutation ($jobId: ID!, $input: ApplyToJobInput!) {
  applyToJob(jobId: $jobId, input: $input) { id jobId jobTitle companyname stage note phone canWithdraw cv { fileName size contentType } events { kind fromStage toStage } }
}`;
type Applied = { applyToJob: { id: string; jobId: string; stage: string; note: string; phone: string; cv: { fileName: string } | null; events: { kind: string; toStage: string }[] } };

const apply = (who: Learner | null, jobId: string, input: Record<string, unknown> = { phone: '98765 43210' }, ip?: string) => call<Applied>(APPLY, { jobId, input }, who, ip);

/** REST multipart application, as the page's script sends it (same-site). */
async function applyWithFile(who: Learner | null, jobId: string, file: { bytes: Buffer; name: string } | null, fields: Record<string, string> = { phone: '98765 43210' }, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set('cv', new Blob([new Uint8Array(file.bytes)]), file.name);
  return t.fetch(`/api/v1/jobs/${jobId}/applications`, {
    method: 'POST',
    body: form,
    headers: { ...(who ? { cookie: who.cookie } : {}), 'sec-fetch-site': 'same-origin', 'x-forwarded-for': address(), ...headers },
  });
}

describe('applying', () => {
  it('stores the application with snapshots, a copy of the CV on file, an "applied" event, and mails the learner', async () => {
    const learner = await newLearner({ cv: true });
    const job = await newJob();
    const res = await apply(learner, job.id, { phone: '+91 91234 56789', note: '  I know SQL and Power BI.  ', cv: 'ON_FILE' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.applyToJob).toMatchObject({
      jobId: job.id,
      stage: 'APPLIED',
      note: 'I know SQL and Power BI.',
      phone: '+91 91234 56789',
      cv: { fileName: 'Asha CV.pdf' },
      events: [{ kind: 'applied', toStage: 'APPLIED' }],
    });
    const row = await t.db.prisma.application.findUniqueOrThrow({ where: { id: res.data!.applyToJob.id }, include: { events: true } });
    expect(row).toMatchObject({ jobPostId: job.id, learnerId: learner.id, jobTitle: job.title, companyname: 'Acme Analytics', name: 'Asha Patil', email: learner.email, cvContentType: 'application/pdf', cvSize: PDF.byteLength });
    expect(Buffer.from(row.cvData!).equals(PDF)).toBe(true);
    expect(row.events).toHaveLength(1);
    expect(row.events[0]).toMatchObject({ kind: 'applied', actorId: null, actorName: '' });
    // The copy stays when the CV on file changes.
    await t.db.prisma.learnerCv.delete({ where: { learnerId: learner.id } });
    expect((await t.db.prisma.application.findUniqueOrThrow({ where: { id: row.id } })).cvFileName).toBe('Asha CV.pdf');
    const mail = await t.db.prisma.outboxMail.findFirstOrThrow({ where: { to: learner.email, kind: 'application.received' } });
    expect(mail.subject).toBe(`Application sent: ${job.title} at Acme Analytics`);
    expect(mail.text).toContain('http://test.local/account/applications');
  });

  it('a second application to the same job is refused with 409 "You have already applied to this job" (GraphQL and REST, and at the same moment)', async () => {
    const learner = await newLearner();
    const job = await newJob();
    expect((await apply(learner, job.id, { phone: '98765 43210', cv: 'NONE' })).errors).toBeUndefined();
    const again = await apply(learner, job.id, { phone: '98765 43210', cv: 'NONE' });
    expect(again.errors![0]).toMatchObject({ message: TWICE, extensions: { code: 'CONFLICT' } });
    const rest = await applyWithFile(learner, job.id, { bytes: PDF, name: 'cv.pdf' });
    expect(rest.status).toBe(409);
    expect(await rest.json()).toEqual({ success: false, message: TWICE });

    const other = await newLearner();
    const fresh = await newJob();
    const both = await Promise.all([apply(other, fresh.id, { phone: '98765 43210', cv: 'NONE' }), apply(other, fresh.id, { phone: '98765 43210', cv: 'NONE' })]);
    expect(both.filter((r) => !r.errors).length).toBe(1);
    expect(both.find((r) => r.errors)!.errors![0]!.message).toBe(TWICE);
    expect(await t.db.prisma.application.count({ where: { learnerId: other.id } })).toBe(1);
  });

  it.each([
    ['filled', { status: 'FILLED' as const }],
    ['expired', { closesAt: new Date(Date.now() - 60_000) }],
    ['draft', { status: 'DRAFT' as const }],
  ])('a %s job is refused with 409 "This job is no longer accepting applications", and nothing is stored', async (_label, data) => {
    const learner = await newLearner();
    const job = await newJob(data);
    const res = await apply(learner, job.id, { phone: '98765 43210', cv: 'NONE' });
    expect(res.errors![0]).toMatchObject({ message: CLOSED, extensions: { code: 'CONFLICT' } });
    const rest = await applyWithFile(learner, job.id, { bytes: PDF, name: 'cv.pdf' });
    expect(rest.status).toBe(409);
    expect(await rest.json()).toEqual({ success: false, message: CLOSED });
    expect(await t.db.prisma.application.count({ where: { jobPostId: job.id } })).toBe(0);
    expect(await t.db.prisma.outboxMail.count({ where: { to: learner.email } })).toBe(0);
  });

  it('a job applied to elsewhere takes no application here; a missing job is 404', async () => {
    const learner = await newLearner();
    const job = await newJob({ applyMethod: 'URL', applyUrl: 'https://careers.example.com/1' });
    expect((await apply(learner, job.id, { phone: '98765 43210', cv: 'NONE' })).errors![0]!.extensions!.code).toBe('CONFLICT');
    expect((await apply(learner, 'no-such-job', { phone: '98765 43210', cv: 'NONE' })).errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it('needs a signed-in learner whose address is confirmed; staff are not learners', async () => {
    const job = await newJob();
    expect((await apply(null, job.id)).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const staffAnswer = (await (await t.fetch('/graphql', { method: 'POST', json: { query: APPLY, variables: { jobId: job.id, input: { phone: '98765 43210' } } }, token: editor })).json()) as GqlAnswer<Applied>;
    expect(staffAnswer.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const unconfirmed = await newLearner({ confirmed: false });
    const res = await apply(unconfirmed, job.id, { phone: '98765 43210', cv: 'NONE' });
    expect(res.errors![0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(res.errors![0]!.message).toMatch(/^Confirm your e-mail address first/);
    expect((await applyWithFile(null, job.id, { bytes: PDF, name: 'cv.pdf' })).status).toBe(401);
    expect(await t.db.prisma.application.count({ where: { jobPostId: job.id } })).toBe(0);
  });

  it('refuses a bad phone and a note over 1000 characters together, and the CV on file when there is none', async () => {
    const learner = await newLearner();
    const job = await newJob();
    const bad = await apply(learner, job.id, { phone: '12345', note: 'x'.repeat(1001) });
    expect(bad.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(bad.errors![0]!.extensions!.fields!.map((f) => f.field).sort()).toEqual(['note', 'phone']);
    const noCv = await apply(learner, job.id, { phone: '98765 43210', cv: 'ON_FILE' });
    expect(noCv.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'cv' } });
    expect(await t.db.prisma.application.count({ where: { jobPostId: job.id } })).toBe(0);
  });

  it('counts a line break once: a 1000-character note with line breaks, sent by a form (CRLF), is taken and stored with "\\n"', async () => {
    const learner = await newLearner();
    const job = await newJob();
    const note = Array.from({ length: 10 }, (_, i) => String(i).repeat(99)).join('\n') + 'x';
    expect(note).toHaveLength(1000);
    // FormData sends the field's line breaks as CRLF, as a browser does: 1009 characters on the wire.
    const res = await applyWithFile(learner, job.id, { bytes: PDF, name: 'cv.pdf' }, { phone: '98765 43210', note });
    expect(res.status).toBe(201);
    const row = await t.db.prisma.application.findFirstOrThrow({ where: { jobPostId: job.id } });
    expect(row.note).toBe(note);
  });

  it('REST: applies with a new PDF (kept as the CV on file when asked); refuses a file that is not a PDF or DOCX (400) and one over 5 MB (413)', async () => {
    const learner = await newLearner();
    const fake = await applyWithFile(learner, (await newJob()).id, { bytes: Buffer.from('<html>not a CV</html>'), name: 'cv.pdf' });
    expect(fake.status).toBe(400);
    expect(await fake.json()).toEqual({ success: false, message: 'A CV must be a PDF or a Word document (.docx)', field: 'cv' });
    const big = await applyWithFile(learner, (await newJob()).id, { bytes: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), name: 'big.pdf' });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toBe('A CV must be at most 5 MB');
    const cross = await applyWithFile(learner, (await newJob()).id, { bytes: PDF, name: 'cv.pdf' }, { phone: '98765 43210' }, { 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
    expect(await t.db.prisma.application.count({ where: { learnerId: learner.id } })).toBe(0);

    const job = await newJob();
    const ok = await applyWithFile(learner, job.id, { bytes: PDF, name: 'C:\\Users\\asha\\My CV.pdf' }, { phone: '98765 43210', note: 'Hello', keepCvOnFile: 'on' });
    expect(ok.status).toBe(201);
    const body = (await ok.json()) as { success: boolean; application: { id: string; cv: { fileName: string } } };
    expect(body.success).toBe(true);
    expect(body.application.cv.fileName).toBe('My CV.pdf');
    expect((await t.db.prisma.learnerCv.findUniqueOrThrow({ where: { learnerId: learner.id } })).fileName).toBe('My CV.pdf');
    // The learner downloads the copy sent, as an attachment.
    const copy = await t.fetch(`/api/v1/account/applications/${body.application.id}/cv`, { headers: { cookie: learner.cookie } });
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-disposition')).toMatch(/^attachment; filename="My CV.pdf"/);
    expect(copy.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await copy.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('throttles applications per learner and per client address, counted in the database', async () => {
    const learner = await newLearner();
    const jobs = await Promise.all(Array.from({ length: APPLICATION_THROTTLE.perLearnerPerHour + 1 }, () => newJob()));
    for (const job of jobs.slice(0, -1)) expect((await apply(learner, job.id, { phone: '98765 43210', cv: 'NONE' })).errors).toBeUndefined();
    const over = await apply(learner, jobs.at(-1)!.id, { phone: '98765 43210', cv: 'NONE' });
    expect(over.errors![0]!.extensions!.code).toBe('TOO_MANY_REQUESTS');
    expect(await t.db.prisma.loginFailure.count({ where: { key: `apply-learner:${learner.id}` } })).toBe(APPLICATION_THROTTLE.perLearnerPerHour);

    // One address, many learners.
    const ip = '10.99.0.1';
    const job = await newJob();
    for (let i = 0; i < APPLICATION_THROTTLE.perClientPerHour; i++) {
      await t.db.prisma.loginFailure.create({ data: { key: `apply-client:${ip}` } });
    }
    const fromBusyAddress = await apply(await newLearner(), job.id, { phone: '98765 43210', cv: 'NONE' }, ip);
    expect(fromBusyAddress.errors![0]!.extensions!.code).toBe('TOO_MANY_REQUESTS');
    expect(await t.db.prisma.application.count({ where: { jobPostId: job.id } })).toBe(0);
  });
});

const MINE = `query ($first: Int, $after: String) { myApplications(first: $first, after: $after) { totalCount edges { node { id jobId jobTitle stage canWithdraw jobOpen events { kind fromStage toStage } } } pageInfo { hasNextPage endCursor } } }`;
type Mine = { myApplications: { totalCount: number; edges: { node: { id: string; jobId: string | null; jobTitle: string; stage: string; canWithdraw: boolean; jobOpen: boolean; events: { kind: string; fromStage: string | null; toStage: string }[] } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
const WITHDRAW = 'mutation ($id: ID!) { withdrawApplication(id: $id) { id stage canWithdraw events { kind fromStage toStage } } }';

describe('the REST application as JSON', () => {
  const post = (who: Learner, jobId: string, body: string, type = 'application/json') =>
    t.fetch(`/api/v1/jobs/${jobId}/applications`, { method: 'POST', body, headers: { cookie: who.cookie, 'content-type': type, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': address() } });

  it('reads the CV choice as written ("none" is NONE), and refuses one it does not know instead of sending the CV on file', async () => {
    const learner = await newLearner({ cv: true });
    const [first, second] = [await newJob(), await newJob()];
    const bogus = await post(learner, first.id, JSON.stringify({ phone: '9876543210', cv: 'BOGUS' }));
    expect(bogus.status).toBe(400);
    expect(await bogus.json()).toMatchObject({ success: false, message: 'Choose the CV on file, a new CV or no CV (cv: ON_FILE, UPLOAD or NONE)', field: 'cv' });
    expect(await t.db.prisma.application.count({ where: { learnerId: learner.id } })).toBe(0);
    const none = await post(learner, first.id, JSON.stringify({ phone: '9876543210', cv: 'none' }));
    expect(none.status).toBe(201);
    expect(((await none.json()) as { application: { cv: unknown } }).application.cv).toBeNull();
    // A phone sent as a JSON number is its digits.
    const numeric = await post(learner, second.id, JSON.stringify({ phone: 9876543210, cvChoice: 'on-file' }));
    expect(numeric.status).toBe(201);
    expect(((await numeric.json()) as { application: { phone: string; cv: { fileName: string } } }).application).toMatchObject({ phone: '+91 98765 43210', cv: { fileName: 'Asha CV.pdf' } });
  });

  it('answers a body that is not JSON as every JSON route does: 400 for broken JSON, 415 for another type', async () => {
    const learner = await newLearner();
    const job = await newJob();
    const broken = await post(learner, job.id, '{"phone":');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { message: string }).message).toBe('Request body must be valid JSON');
    const list = await post(learner, job.id, '[1]');
    expect(((await list.json()) as { message: string }).message).toBe('Request body must be a JSON object');
    expect((await post(learner, job.id, 'phone=9876543210', 'text/plain')).status).toBe(415);
    expect(await t.db.prisma.application.count({ where: { learnerId: learner.id } })).toBe(0);
  });
});

describe('My applications and withdrawing', () => {
  it('lists the learner\'s own applications newest first, page by page, each with its history (staff notes left out)', async () => {
    const learner = await newLearner();
    const jobs = [await newJob(), await newJob(), await newJob()];
    const ids: string[] = [];
    for (const job of jobs) ids.push((await apply(learner, job.id, { phone: '98765 43210', cv: 'NONE' })).data!.applyToJob.id);
    // A staff move and a staff note on the first one (as the pipeline writes them).
    await t.db.prisma.application.update({ where: { id: ids[0] }, data: { stage: 'SHORTLISTED', staffNotes: 'Strong SQL' } });
    await t.db.prisma.applicationEvent.createMany({
      data: [
        { applicationId: ids[0]!, kind: 'stage', fromStage: 'APPLIED', toStage: 'SHORTLISTED', actorName: 'Priya (staff)', createdAt: new Date(Date.now() + 1000) },
        { applicationId: ids[0]!, kind: 'note', actorName: 'Priya (staff)', note: 'Internal: call on Monday', createdAt: new Date(Date.now() + 2000) },
      ],
    });
    await newLearner().then((other) => apply(other, jobs[0]!.id, { phone: '98765 43210', cv: 'NONE' }));

    const first = await call<Mine>(MINE, { first: 2 }, learner);
    expect(first.errors).toBeUndefined();
    expect(first.data!.myApplications.totalCount).toBe(3);
    expect(first.data!.myApplications.edges.map((e) => e.node.id)).toEqual([ids[2], ids[1]]);
    expect(first.data!.myApplications.pageInfo.hasNextPage).toBe(true);
    const second = await call<Mine>(MINE, { first: 2, after: first.data!.myApplications.pageInfo.endCursor }, learner);
    const shortlisted = second.data!.myApplications.edges.map((e) => e.node);
    expect(shortlisted.map((a) => a.id)).toEqual([ids[0]]);
    expect(second.data!.myApplications.pageInfo.hasNextPage).toBe(false);
    expect(shortlisted[0]).toMatchObject({ stage: 'SHORTLISTED', jobOpen: true, events: [{ kind: 'applied', fromStage: null, toStage: 'APPLIED' }, { kind: 'stage', fromStage: 'APPLIED', toStage: 'SHORTLISTED' }] });
    const text = JSON.stringify(second);
    expect(text).not.toContain('Strong SQL');
    expect(text).not.toContain('Internal');
    expect(text).not.toContain('Priya');
  });

  it('withdraws an application (WITHDRAWN, on its history), but not a placed or rejected one, nor twice', async () => {
    const learner = await newLearner();
    const id = (await apply(learner, (await newJob()).id, { phone: '98765 43210', cv: 'NONE' })).data!.applyToJob.id;
    const done = await call<{ withdrawApplication: { stage: string; canWithdraw: boolean; events: { kind: string; fromStage: string; toStage: string }[] } }>(WITHDRAW, { id }, learner);
    expect(done.errors).toBeUndefined();
    expect(done.data!.withdrawApplication).toMatchObject({ stage: 'WITHDRAWN', canWithdraw: false });
    expect(done.data!.withdrawApplication.events.at(-1)).toEqual({ kind: 'withdrawn', fromStage: 'APPLIED', toStage: 'WITHDRAWN' });
    expect((await call(WITHDRAW, { id }, learner)).errors![0]!.extensions!.code).toBe('CONFLICT');
    for (const stage of ['PLACED', 'REJECTED'] as const) {
      const other = (await apply(learner, (await newJob()).id, { phone: '98765 43210', cv: 'NONE' })).data!.applyToJob.id;
      await t.db.prisma.application.update({ where: { id: other }, data: { stage } });
      const refused = await call(WITHDRAW, { id: other }, learner);
      expect(refused.errors![0]).toMatchObject({ message: 'An application that is placed or rejected can no longer be withdrawn', extensions: { code: 'CONFLICT' } });
      expect((await t.db.prisma.application.findUniqueOrThrow({ where: { id: other } })).stage).toBe(stage);
    }
  });

  it('learner A cannot read, withdraw or download anything of learner B\'s, by B\'s ids or guessed ones', async () => {
    const a = await newLearner();
    const b = await newLearner();
    const job = await newJob();
    const res = await applyWithFile(b, job.id, { bytes: PDF, name: 'b.pdf' });
    const bId = ((await res.json()) as { application: { id: string } }).application.id;
    await t.fetch('/graphql', { method: 'POST', json: { query: 'mutation ($j: ID!) { saveJob(jobId: $j) }', variables: { j: job.id } }, headers: { cookie: b.cookie } });
    const before = await t.db.prisma.application.findUniqueOrThrow({ where: { id: bId } });

    for (const id of [bId, `${bId.slice(0, -1)}x`, 'c000000000000000000000000', "' OR 1=1 --", '../../etc/passwd']) {
      expect((await call<{ myApplication: unknown }>('query ($id: ID!) { myApplication(id: $id) { id note } }', { id }, a)).data!.myApplication).toBeNull();
      const withdraw = await call(WITHDRAW, { id }, a);
      expect(withdraw.errors![0]!.extensions!.code).toBe('NOT_FOUND');
      const download = await t.fetch(`/api/v1/account/applications/${encodeURIComponent(id)}/cv`, { headers: { cookie: a.cookie } });
      expect(download.status).toBe(404);
      expect(download.headers.get('content-type')).not.toBe('application/pdf');
    }
    expect((await call<{ myApplicationForJob: unknown }>('query ($j: ID!) { myApplicationForJob(jobId: $j) { id } }', { j: job.id }, a)).data!.myApplicationForJob).toBeNull();
    expect((await call<Mine>(MINE, {}, a)).data!.myApplications.totalCount).toBe(0);
    expect((await call<{ mySavedJobIds: string[] }>('{ mySavedJobIds }', {}, a)).data!.mySavedJobIds).toEqual([]);
    expect((await call<{ unsaveJob: boolean }>('mutation ($j: ID!) { unsaveJob(jobId: $j) }', { j: job.id }, a)).data!.unsaveJob).toBe(false);
    // Anonymous: nothing either.
    expect((await call('query ($id: ID!) { myApplication(id: $id) { id } }', { id: bId }, null)).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    expect((await t.fetch(`/api/v1/account/applications/${bId}/cv`)).status).toBe(401);
    // B's rows are as they were.
    expect(await t.db.prisma.application.findUniqueOrThrow({ where: { id: bId } })).toEqual(before);
    expect(await t.db.prisma.savedJob.count({ where: { learnerId: b.id } })).toBe(1);
    expect((await t.fetch(`/api/v1/account/applications/${bId}/cv`, { headers: { cookie: b.cookie } })).status).toBe(200);
  });
});

describe('the jobs a learner applied to (Apply Now on cards and job pages)', () => {
  const APPLIED = '{ myAppliedJobs { jobId applicationId appliedAt stage } }';
  type AppliedJobs = { myAppliedJobs: { jobId: string; applicationId: string; appliedAt: string; stage: string }[] };

  it('lists the learner\'s own applications to open jobs, newest first, withdrawn ones too (no second application there); nobody else\'s', async () => {
    const learner = await newLearner();
    const [first, second, closing, filled] = [await newJob(), await newJob(), await newJob({ closesAt: new Date(Date.now() + 3600_000) }), await newJob()];
    const ids: string[] = [];
    for (const job of [first, second, closing, filled]) ids.push((await apply(learner, job.id, { phone: '98765 43210', cv: 'NONE' })).data!.applyToJob.id);
    await call(WITHDRAW, { id: ids[0] }, learner);
    // Filled, or past its closing moment: the job shows no Apply Now, so it is not asked about.
    await t.db.prisma.jobPost.update({ where: { id: filled.id }, data: { status: 'FILLED' } });
    await t.db.prisma.jobPost.update({ where: { id: closing.id }, data: { closesAt: new Date(Date.now() - 1000) } });
    const other = await newLearner();
    const othersJob = await newJob();
    await apply(other, othersJob.id, { phone: '98765 43210', cv: 'NONE' });

    const answer = await call<AppliedJobs>(APPLIED, {}, learner);
    expect(answer.errors).toBeUndefined();
    const stored = await t.db.prisma.application.findMany({ where: { id: { in: ids.slice(0, 2) } }, select: { id: true, createdAt: true } });
    const appliedAt = (id: string) => stored.find((a) => a.id === id)!.createdAt.toISOString();
    expect(answer.data!.myAppliedJobs).toEqual([
      { jobId: second.id, applicationId: ids[1], appliedAt: appliedAt(ids[1]!), stage: 'APPLIED' },
      { jobId: first.id, applicationId: ids[0], appliedAt: appliedAt(ids[0]!), stage: 'WITHDRAWN' },
    ]);
    // The withdrawn one cannot be applied to again: the page shows it withdrawn, not Apply Now.
    expect((await apply(learner, first.id, { phone: '98765 43210', cv: 'NONE' })).errors![0]!.message).toBe(TWICE);
    expect((await call<AppliedJobs>(APPLIED, {}, other)).data!.myAppliedJobs.map((a) => a.jobId)).toEqual([othersJob.id]);
  });

  it('answers nobody signed in, and staff, with an empty list rather than a refusal', async () => {
    const learner = await newLearner();
    await apply(learner, (await newJob()).id, { phone: '98765 43210', cv: 'NONE' });
    expect(await call<AppliedJobs>(APPLIED, {}, null)).toEqual({ data: { myAppliedJobs: [] } });
    const staff = await t.fetch('/graphql', { method: 'POST', json: { query: APPLIED }, headers: { authorization: `Bearer ${editor}`, 'x-forwarded-for': address() } });
    expect(await staff.json()).toEqual({ data: { myAppliedJobs: [] } });
  });
});

describe('saved jobs', () => {
  const SAVE = 'mutation ($j: ID!) { saveJob(jobId: $j) }';
  const UNSAVE = 'mutation ($j: ID!) { unsaveJob(jobId: $j) }';
  const SAVED = '{ mySavedJobIds mySavedJobs { savedAt job { id title state } } }';

  it('saves and unsaves; the list is newest first and marks a job that closed since', async () => {
    const learner = await newLearner();
    const [one, two] = [await newJob(), await newJob()];
    expect((await call<{ saveJob: boolean }>(SAVE, { j: one.id }, learner)).data!.saveJob).toBe(true);
    expect((await call<{ saveJob: boolean }>(SAVE, { j: two.id }, learner)).data!.saveJob).toBe(true);
    expect((await call<{ saveJob: boolean }>(SAVE, { j: two.id }, learner)).data!.saveJob).toBe(true);
    await t.db.prisma.jobPost.update({ where: { id: one.id }, data: { status: 'FILLED', filledAt: new Date() } });
    const saved = await call<{ mySavedJobIds: string[]; mySavedJobs: { job: { id: string; state: string } }[] }>(SAVED, {}, learner);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.mySavedJobIds).toEqual([two.id, one.id]);
    expect(saved.data!.mySavedJobs.map((s) => [s.job.id, s.job.state])).toEqual([
      [two.id, 'OPEN'],
      [one.id, 'FILLED'],
    ]);
    expect((await call<{ unsaveJob: boolean }>(UNSAVE, { j: two.id }, learner)).data!.unsaveJob).toBe(false);
    expect((await call<{ mySavedJobIds: string[] }>('{ mySavedJobIds }', {}, learner)).data!.mySavedJobIds).toEqual([one.id]);
  });

  it('a closed or draft job cannot be saved; anonymous visitors and staff cannot save', async () => {
    const learner = await newLearner();
    expect((await call(SAVE, { j: (await newJob({ status: 'FILLED' })).id }, learner)).errors![0]).toMatchObject({ message: CLOSED, extensions: { code: 'CONFLICT' } });
    expect((await call(SAVE, { j: (await newJob({ status: 'DRAFT' })).id }, learner)).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const job = await newJob();
    expect((await call(SAVE, { j: job.id }, null)).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    expect((await call(SAVED, {}, null)).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const asStaff = (await (await t.fetch('/graphql', { method: 'POST', json: { query: SAVE, variables: { j: job.id } }, token: editor })).json()) as GqlAnswer<unknown>;
    expect(asStaff.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    expect(await t.db.prisma.savedJob.count({ where: { jobPostId: job.id } })).toBe(0);
  });
});

describe('privacy', () => {
  it('deleting the account anonymises its applications (counts unchanged) and removes its saved jobs and alerts', async () => {
    const learner = await newLearner({ cv: true });
    const jobs = [await newJob(), await newJob()];
    const ids: string[] = [];
    for (const job of jobs) ids.push((await apply(learner, job.id, { phone: '91234 56789', note: 'My note', cv: 'ON_FILE' })).data!.applyToJob.id);
    await call(WITHDRAW, { id: ids[1] }, learner);
    await call('mutation ($j: ID!) { saveJob(jobId: $j) }', { j: jobs[0]!.id }, learner);
    await t.db.prisma.jobAlert.create({ data: { email: learner.email, learnerId: learner.id, keywords: 'analyst', unsubscribeTokenHash: unique('hash') } });
    // Staff wrote about the learner: a staff note and a stage move's note, both naming the person.
    await t.db.prisma.application.update({ where: { id: ids[0] }, data: { staffNotes: 'Asha was great on the call' } });
    await t.db.prisma.applicationEvent.create({ data: { applicationId: ids[0]!, kind: 'stage', fromStage: 'APPLIED', toStage: 'SHORTLISTED', actorName: 'Placement cell', note: 'Asha knows SQL well' } });
    const countsBefore = await t.db.prisma.application.groupBy({ by: ['stage'], where: { jobPostId: { in: jobs.map((j) => j.id) } }, _count: true });
    const eventsBefore = await t.db.prisma.applicationEvent.count({ where: { applicationId: { in: ids } } });

    const deleted = await call<{ deleteLearnerAccount: boolean }>('mutation { deleteLearnerAccount(confirm: "DELETE") }', {}, learner);
    expect(deleted.errors).toBeUndefined();

    const rows = await t.db.prisma.application.findMany({ where: { id: { in: ids } } });
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ learnerId: null, name: 'Deleted learner', email: '', phone: '', note: '', staffNotes: '', cvFileName: null, cvContentType: null, cvSize: null, cvData: null });
    }
    expect(JSON.stringify(rows)).not.toContain(learner.email);
    const events = await t.db.prisma.applicationEvent.findMany({ where: { applicationId: { in: ids } } });
    expect(events.map((e) => e.note).filter(Boolean)).toEqual([]);
    // The timeline itself stays: who moved what, when.
    expect(events.some((e) => e.kind === 'stage' && e.toStage === 'SHORTLISTED' && e.actorName === 'Placement cell')).toBe(true);
    expect(await t.db.prisma.application.groupBy({ by: ['stage'], where: { jobPostId: { in: jobs.map((j) => j.id) } }, _count: true })).toEqual(countsBefore);
    expect(await t.db.prisma.applicationEvent.count({ where: { applicationId: { in: ids } } })).toBe(eventsBefore);
    expect(await t.db.prisma.savedJob.count({ where: { learnerId: learner.id } })).toBe(0);
    expect(await t.db.prisma.jobAlert.count({ where: { email: learner.email } })).toBe(0);
    // The confirmation mails queued before stay in the outbox (they were sent to the learner); nothing new is queued.
  });

  it('the CV sweep removes the CVs of applications older than the limit only, and doing it twice changes nothing more', async () => {
    const learner = await newLearner({ cv: true });
    const [oldJob, newerJob] = [await newJob(), await newJob()];
    const oldId = (await apply(learner, oldJob.id, { phone: '98765 43210', cv: 'ON_FILE' })).data!.applyToJob.id;
    const newId = (await apply(learner, newerJob.id, { phone: '98765 43210', cv: 'ON_FILE' })).data!.applyToJob.id;
    const now = new Date();
    await t.db.prisma.application.update({ where: { id: oldId }, data: { createdAt: new Date(now.getTime() - 181 * 24 * 3600_000) } });
    await t.db.prisma.application.update({ where: { id: newId }, data: { createdAt: new Date(now.getTime() - 179 * 24 * 3600_000) } });
    expect(await removeOldApplicationCvs(t.db.prisma, 180, now)).toBeGreaterThanOrEqual(1);
    const [oldRow, newRow] = await Promise.all([t.db.prisma.application.findUniqueOrThrow({ where: { id: oldId } }), t.db.prisma.application.findUniqueOrThrow({ where: { id: newId } })]);
    expect(oldRow).toMatchObject({ cvFileName: null, cvContentType: null, cvSize: null, cvData: null, name: 'Asha Patil', stage: 'APPLIED' });
    expect(newRow.cvFileName).toBe('Asha CV.pdf');
    expect(await removeOldApplicationCvs(t.db.prisma, 180, now)).toBe(0);
    expect((await t.db.prisma.application.findUniqueOrThrow({ where: { id: newId } })).cvData).not.toBeNull();
  });
});

describe('Apply Now of a job applied to elsewhere', () => {
  const JOB = 'query ($id: ID!) { jobPost(id: $id) { id title } }';
  const anonymousJob = async (id: string) => {
    const res = await t.fetch('/graphql', { method: 'POST', json: { query: JOB, variables: { id } } });
    return { state: res.headers.get(RESPONSE_CACHE_HEADER), body: await res.json() };
  };
  /** Waits for the database's notifications of a write to have been handled (PGlite answers in-process). */
  const settle = () => new Promise((r) => setTimeout(r, 150));

  it('counts the click and leads to the URL or a mail to the address; staff see the count, nobody else', async () => {
    const byUrl = await newJob({ applyMethod: 'URL', applyUrl: 'https://careers.example.com/jobs/42' });
    const byMail = await newJob({ applyMethod: 'EMAIL', applyEmail: 'jobs@acme.example' });
    const first = await t.fetch(`/jobs/${byUrl.id}/apply-elsewhere`);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('https://careers.example.com/jobs/42');
    expect(first.headers.get('cache-control')).toBe('no-store');
    await t.fetch(`/jobs/${byUrl.id}/apply-elsewhere`);
    const mail = await t.fetch(`/jobs/${byMail.id}/apply-elsewhere`);
    expect(mail.status).toBe(302);
    expect(mail.headers.get('location')).toMatch(/^mailto:jobs@acme\.example\?subject=Application%3A%20/);
    expect((await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: byUrl.id } })).externalApplyClicks).toBe(2);
    // A click is no edit: the job's updatedAt stays.
    expect((await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: byUrl.id } })).updatedAt).toEqual(byUrl.updatedAt);

    const CLICKS = 'query ($id: ID!) { jobPost(id: $id) { id externalApplyClicks } }';
    const staff = (await (await t.fetch('/graphql', { method: 'POST', json: { query: CLICKS, variables: { id: byUrl.id } }, token: editor })).json()) as GqlAnswer<{ jobPost: { externalApplyClicks: number } }>;
    expect(staff.data!.jobPost.externalApplyClicks).toBe(2);
    for (const who of [null, await newLearner()]) {
      const res = await call<{ jobPost: { externalApplyClicks: number | null } }>(CLICKS, { id: byUrl.id }, who);
      expect(res.data!.jobPost.externalApplyClicks).toBeNull();
      expect(res.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    }
  });

  it('counts nothing for a job applied to here, a closed one or a missing one (the job page instead)', async () => {
    for (const job of [await newJob(), await newJob({ applyMethod: 'URL', applyUrl: 'https://x.example/1', status: 'FILLED' }), await newJob({ applyMethod: 'URL', applyUrl: 'https://x.example/2', status: 'DRAFT' })]) {
      const res = await t.fetch(`/jobs/${job.id}/apply-elsewhere`);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/jobs/${job.id}`);
      expect((await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: job.id } })).externalApplyClicks).toBe(0);
    }
    expect((await t.fetch('/jobs/no-such-job/apply-elsewhere')).status).toBe(303);
  });

  it('a click does not empty the cached public answers, an edit still does', async () => {
    const job = await newJob({ applyMethod: 'URL', applyUrl: 'https://careers.example.com/7' });
    // The job's own insert reaches the caches first (PostgreSQL notifies a moment after the commit).
    await settle();
    await anonymousJob(job.id);
    expect((await anonymousJob(job.id)).state).toBe('hit');
    await t.fetch(`/jobs/${job.id}/apply-elsewhere`);
    await settle();
    expect((await anonymousJob(job.id)).state).toBe('hit');
    // Control: an edit of the row made behind the API's back reaches the cache through the trigger.
    await t.db.prisma.$executeRaw`UPDATE "JobPost" SET "title" = ${`Renamed ${job.title}`} WHERE "id" = ${job.id}`;
    await settle();
    const after = await anonymousJob(job.id);
    expect(after.state).not.toBe('hit');
    expect(JSON.stringify(after.body)).toContain(`Renamed ${job.title}`);
  });
});

describe('the application form posted without JavaScript', () => {
  async function post(who: Learner | null, jobId: string, fields: Record<string, string>, file?: { bytes: Buffer; name: string }, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set('cv', file ? new Blob([new Uint8Array(file.bytes)]) : new Blob([]), file?.name ?? '');
    const res = await t.fetch(`/jobs/${jobId}/apply`, { method: 'POST', body: form, headers: { ...(who ? { cookie: who.cookie } : {}), 'x-forwarded-for': address(), ...headers } });
    return { status: res.status, location: res.headers.get('location') };
  }

  it('applies and comes back to the page saying so; each refusal is named in the URL, never what was typed', async () => {
    const learner = await newLearner();
    const job = await newJob();
    const back = (q: string) => ({ status: 303, location: `/jobs/${job.id}/apply?${q}` });
    expect(await post(null, job.id, { phone: '98765 43210', cvChoice: 'NONE' })).toEqual(back('problem=signin'));
    expect(await post(learner, job.id, { phone: '98765 43210', cvChoice: 'NONE' }, undefined, { 'sec-fetch-site': 'cross-site' })).toEqual(back('problem=cross-site'));
    expect(await post(learner, job.id, { phone: '12345', cvChoice: 'NONE' })).toEqual(back('problem=phone'));
    expect(await post(learner, job.id, { phone: '98765 43210', cvChoice: 'ON_FILE' })).toEqual(back('problem=no-cv'));
    expect(await post(learner, job.id, { phone: '98765 43210', cvChoice: 'UPLOAD' })).toEqual(back('problem=cv-missing'));
    expect(await post(learner, job.id, { phone: '98765 43210', cvChoice: 'UPLOAD' }, { bytes: Buffer.from('GIF89a'), name: 'cv.gif' })).toEqual(back('problem=cv-type'));
    expect(await t.db.prisma.application.count({ where: { jobPostId: job.id } })).toBe(0);
    expect(await post(learner, job.id, { phone: '98765 43210', note: 'Secret note', cvChoice: 'UPLOAD' }, { bytes: PDF, name: 'cv.pdf' })).toEqual(back('sent=1'));
    expect(await post(learner, job.id, { phone: '98765 43210', cvChoice: 'NONE' })).toEqual(back('problem=already-applied'));
    const closed = await newJob({ status: 'FILLED' });
    expect((await post(learner, closed.id, { phone: '98765 43210', cvChoice: 'NONE' })).location).toBe(`/jobs/${closed.id}/apply?problem=closed`);
    const row = await t.db.prisma.application.findFirstOrThrow({ where: { jobPostId: job.id } });
    expect(row).toMatchObject({ note: 'Secret note', cvFileName: 'cv.pdf' });
  });
});

describe('back to the form after signing up', () => {
  const SIGN_UP = 'mutation ($i: LearnerSignUpInput!) { learnerSignUp(input: $i) { message } }';
  async function confirmLinkFor(returnTo: string) {
    const email = `${unique('newcomer')}@example.com`;
    const res = await t.fetch('/graphql', { method: 'POST', json: { query: SIGN_UP, variables: { i: { name: 'New Comer', email, phone: '98765 43210', password: 'a-long-learner-password', returnTo } } }, headers: { 'x-forwarded-for': address() } });
    expect(((await res.json()) as GqlAnswer<unknown>).errors).toBeUndefined();
    // The browser that signed up keeps its mark; the link opened there signs in.
    mark = res.headers.getSetCookie().map((c) => c.split(';')[0]!).join('; ');
    const mail = await t.db.prisma.outboxMail.findFirstOrThrow({ where: { to: email, kind: 'learner.confirm' } });
    const url = new URL(/https?:\/\/\S+\/account\/confirm\?\S+/.exec(mail.text)![0]);
    return `${url.pathname}${url.search}`;
  }
  let mark = '';

  it('the mailed confirmation link leads to the application form the learner came from, signed in', async () => {
    const job = await newJob();
    const link = await confirmLinkFor(`/jobs/${job.id}/apply`);
    const res = await t.fetch(link, { headers: { cookie: mark } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/jobs/${job.id}/apply?confirmed=1`);
    expect(res.headers.getSetCookie()[0]).toMatch(/^lc_learner=/);
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/auth/google'])('never leads to another site or the sign-in routes (%s): My account instead', async (returnTo) => {
    const res = await t.fetch(await confirmLinkFor(returnTo));
    expect(res.headers.get('location')).toBe('/account?confirmed=1');
  });
});
