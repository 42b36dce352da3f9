// The placement cell's pipeline (issue 28, item 3) on a real database: stage moves with their timeline entry, audit
// entry and the learner's mail in the outbox; refused moves and what they leave (nothing); staff notes; the lists, their
// filters and pages; counts for the dashboard; the CV download and the CSV export; a placed application's draft story,
// which nothing public shows until it is published.
import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStage } from '../src/generated/prisma/enums.js';
import { openLearnerSession } from '../src/services/learners.js';
import { STAFF_STAGES } from '../src/services/pipeline.js';
import { STORY_PLACEHOLDER_IMAGE } from '../src/services/stories.js';
import { startTestApp, testJwtSecret, type TestApp } from './helpers/app.js';
import { webBuilt, webDistDir } from './helpers/web-dist.js';

const ORIGIN = 'https://jobs.example.com';
const distDir = webDistDir;

let t: TestApp;
let admin: string;
let editor: string;
let adminUser: { id: string; name: string; username: string };
let job: { id: string; title: string; companyname: string };
const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

beforeAll(async () => {
  // With the web app when it is built: the draft-story checks then include the server-rendered pages.
  t = await startTestApp({ publicUrl: ORIGIN, ...(webBuilt ? { webDistDir: distDir } : {}) });
  admin = await t.tokenFor('ADMIN');
  editor = await t.tokenFor('EDITOR');
  adminUser = await t.db.prisma.user.findUniqueOrThrow({ where: { id: decodeJwt(admin).sub! }, select: { id: true, name: true, username: true } });
  job = await t.db.prisma.jobPost.create({
    data: { title: 'Data Analyst', companyname: 'Sahyadri Analytics', companylogo: '/logos/sahyadri-analytics.svg', location: 'Pune', salary: '6 LPA' },
    select: { id: true, title: true, companyname: true },
  });
});
afterAll(() => t.close());

interface Made {
  id: string;
  learnerId: string | null;
  email: string;
}

/** A learner and their application to `job` (as the learner's side stores it: snapshots and an "applied" event). */
async function makeApplication(options: { stage?: ApplicationStage; anonymised?: boolean; cv?: boolean; name?: string; jobId?: string; createdAt?: Date; note?: string } = {}): Promise<Made> {
  const email = `${unique('learner')}@example.com`;
  const name = options.name ?? 'Asha Patil';
  const learner = options.anonymised ? null : await t.db.prisma.learner.create({ data: { name, email, emailVerifiedAt: new Date() } });
  const target = options.jobId ? await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id: options.jobId } }) : job;
  const application = await t.db.prisma.application.create({
    data: {
      jobPostId: target.id,
      learnerId: learner?.id ?? null,
      jobTitle: target.title,
      companyname: target.companyname,
      name: options.anonymised ? 'Deleted learner' : name,
      email: options.anonymised ? '' : email,
      phone: options.anonymised ? '' : '+919876543210',
      note: options.note ?? 'I have two years of SQL.',
      stage: options.stage ?? 'APPLIED',
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      ...(options.cv ? { cvFileName: 'Asha Patil CV.pdf', cvContentType: 'application/pdf', cvSize: PDF.byteLength, cvData: PDF } : {}),
      events: { create: { kind: 'applied', toStage: 'APPLIED' } },
    },
  });
  return { id: application.id, learnerId: learner?.id ?? null, email };
}

type GqlError = { message: string; extensions?: { code?: string; field?: string } };
const MOVE = `mutation ($id: ID!, $stage: String!, $note: String) {
  moveApplication(id: $id, stage: $stage, note: $note) { id stage stageChangedAt allowedStages timeline { kind fromStage toStage actorName byStaff note } }
}`;
type Moved = { moveApplication: { id: string; stage: string; allowedStages: string[]; timeline: { kind: string; fromStage: string | null; toStage: string | null; actorName: string; byStaff: boolean; note: string }[] } };

async function move(id: string, stage: string, note?: string, token: string | null = admin) {
  return t.gql<Moved>(MOVE, { id, stage, note }, token);
}

/** Everything a move writes besides the application: its events, audit entries and mails. */
async function traces(application: Made) {
  return {
    events: await t.db.prisma.applicationEvent.count({ where: { applicationId: application.id } }),
    audit: await t.db.prisma.auditEntry.count({ where: { entity: 'Application', entityId: application.id } }),
    mails: await t.db.prisma.outboxMail.count({ where: { kind: 'application.stage', to: application.email || '\u0001' } }),
    row: await t.db.prisma.application.findUniqueOrThrow({ where: { id: application.id } }),
  };
}

describe('moveApplication', () => {
  it('moves the stage and records who and when on the timeline, in the audit log and in a mail to the learner, at once', async () => {
    const application = await makeApplication();
    const before = Date.now();
    const res = await move(application.id, 'SHORTLISTED', 'Strong SQL test');
    expect(res.errors).toBeUndefined();
    const moved = res.data!.moveApplication;
    expect(moved.stage).toBe('SHORTLISTED');
    expect(moved.allowedStages).toEqual(['APPLIED', 'INTERVIEW', 'OFFER', 'REJECTED']);
    expect(moved.timeline).toEqual([
      { kind: 'applied', fromStage: null, toStage: 'APPLIED', actorName: '', byStaff: false, note: '' },
      { kind: 'stage', fromStage: 'APPLIED', toStage: 'SHORTLISTED', actorName: adminUser.name, byStaff: true, note: 'Strong SQL test' },
    ]);

    const row = await t.db.prisma.application.findUniqueOrThrow({ where: { id: application.id }, include: { events: { where: { kind: 'stage' } } } });
    expect(row.stage).toBe('SHORTLISTED');
    expect(row.stageChangedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.events).toHaveLength(1);
    expect(row.events[0]).toMatchObject({ actorId: adminUser.id, actorName: adminUser.name });
    // The same moment everywhere: the move, its timeline entry.
    expect(row.events[0]!.createdAt.getTime()).toBe(row.stageChangedAt.getTime());

    const audit = await t.db.prisma.auditEntry.findMany({ where: { entity: 'Application', entityId: application.id } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update', actorId: adminUser.id, actorUsername: adminUser.username });
    expect(audit[0]!.before).toMatchObject({ stage: 'APPLIED' });
    expect(audit[0]!.after).toMatchObject({ stage: 'SHORTLISTED', note: 'Strong SQL test' });

    const mails = await t.db.prisma.outboxMail.findMany({ where: { to: application.email } });
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ kind: 'application.stage', state: 'QUEUED', subject: 'Your application for Data Analyst at Sahyadri Analytics: Shortlisted' });
    expect(mail.text).toContain('Hello Asha Patil,');
    expect(mail.text).toContain('Job: Data Analyst at Sahyadri Analytics\nStage: Shortlisted');
    expect(mail.text).toContain(`${ORIGIN}/account/applications`);
    // Plain: no HTML part; and the staff's note is theirs, never the learner's.
    expect(mail.html).toBeNull();
    expect(mail.text).not.toContain('Strong SQL test');
  });

  it("mails the learner's current address and name (they may have changed them since applying)", async () => {
    const application = await makeApplication();
    const newEmail = `${unique('renamed')}@example.com`;
    await t.db.prisma.learner.update({ where: { id: application.learnerId! }, data: { email: newEmail, name: 'Asha P. Kulkarni' } });
    expect((await move(application.id, 'INTERVIEW')).errors).toBeUndefined();
    const mail = await t.db.prisma.outboxMail.findFirstOrThrow({ where: { to: newEmail } });
    expect(mail.subject).toBe('Your application for Data Analyst at Sahyadri Analytics: Interview');
    expect(mail.text).toContain('Hello Asha P. Kulkarni,');
  });

  it('sends no mail for an anonymised application (the account was deleted), but still records the move', async () => {
    const application = await makeApplication({ anonymised: true });
    const mailsBefore = await t.db.prisma.outboxMail.count();
    const res = await move(application.id, 'REJECTED', undefined, editor);
    expect(res.errors).toBeUndefined();
    expect(res.data!.moveApplication.stage).toBe('REJECTED');
    expect(await t.db.prisma.outboxMail.count()).toBe(mailsBefore);
    const after = await traces(application);
    expect(after.events).toBe(2);
    expect(after.audit).toBe(1);
  });

  it('walks the pipeline to a placement: each step one event, one audit entry, one mail', async () => {
    const application = await makeApplication();
    for (const stage of ['SHORTLISTED', 'INTERVIEW', 'OFFER', 'PLACED']) expect((await move(application.id, stage)).errors, stage).toBeUndefined();
    const after = await traces(application);
    expect(after.row.stage).toBe('PLACED');
    expect(after.events).toBe(5);
    expect(after.audit).toBe(4);
    expect(after.mails).toBe(4);
    const subjects = (await t.db.prisma.outboxMail.findMany({ where: { to: application.email }, orderBy: { createdAt: 'asc' } })).map((m) => m.subject.split(': ').at(-1));
    expect(subjects).toEqual(['Shortlisted', 'Interview', 'Offer', 'Placed']);
  });

  describe('refused moves say why and write nothing', () => {
    it.each<[string, ApplicationStage, string, string, RegExp]>([
      ['a stage that does not exist', 'APPLIED', 'HIRED', 'BAD_USER_INPUT', /^There is no stage "HIRED": the stages are APPLIED, SHORTLISTED, INTERVIEW, OFFER, PLACED, REJECTED/],
      ['an empty stage', 'APPLIED', '', 'BAD_USER_INPUT', /the stages are APPLIED, SHORTLISTED, INTERVIEW, OFFER, PLACED, REJECTED/],
      ['a move to WITHDRAWN (the learner\'s)', 'SHORTLISTED', 'WITHDRAWN', 'BAD_USER_INPUT', /^Only the learner can withdraw an application$/],
      ['a move from WITHDRAWN', 'WITHDRAWN', 'SHORTLISTED', 'CONFLICT', /^The learner withdrew this application: it can no longer be moved$/],
      ['a move to the same stage', 'INTERVIEW', 'interview', 'CONFLICT', /^The application is already at Interview$/],
      ['a placement without an offer', 'APPLIED', 'PLACED', 'BAD_USER_INPUT', /^An application at Applied can move to Shortlisted, Interview, Offer or Rejected, not to Placed \(a placement follows an offer: move it to Offer first\)$/],
      ['from placed, anywhere but back to the offer', 'PLACED', 'REJECTED', 'BAD_USER_INPUT', /^An application at Placed can move to Offer, not to Rejected$/],
    ])('%s', async (_label, from, to, code, message) => {
      const application = await makeApplication({ stage: from });
      const before = await traces(application);
      const res = await move(application.id, to);
      expect(res.data ?? null).toBeNull();
      expect(res.errors).toHaveLength(1);
      expect(res.errors![0]!.extensions?.code).toBe(code);
      expect(res.errors![0]!.message).toMatch(message);
      expect(await traces(application)).toEqual(before);
    });

    it('a note over 1000 characters, and an application that does not exist', async () => {
      const application = await makeApplication();
      const before = await traces(application);
      const long = await move(application.id, 'SHORTLISTED', 'x'.repeat(1001));
      expect(long.errors?.[0]).toMatchObject({ message: 'The note must be at most 1000 characters', extensions: { code: 'BAD_USER_INPUT', field: 'note' } });
      expect(await traces(application)).toEqual(before);
      const missing = await move('no-such-application', 'SHORTLISTED');
      expect(missing.errors?.[0]).toMatchObject({ message: 'Application not found', extensions: { code: 'NOT_FOUND' } });
    });

    it('every stage staff choose from is a real stage, and only WITHDRAWN is left out', () => {
      expect([...STAFF_STAGES, 'WITHDRAWN'].sort()).toEqual(['APPLIED', 'INTERVIEW', 'OFFER', 'PLACED', 'REJECTED', 'SHORTLISTED', 'WITHDRAWN']);
    });
  });
});

describe('updateApplicationNotes', () => {
  const UPDATE = 'mutation ($id: ID!, $notes: String!) { updateApplicationNotes(id: $id, staffNotes: $notes) { id staffNotes timeline { kind actorName } } }';

  it('saves the notes with who and when on the timeline and the change in the audit log; the same text again records nothing', async () => {
    const application = await makeApplication();
    const res = await t.gql<{ updateApplicationNotes: { staffNotes: string; timeline: { kind: string; actorName: string }[] } }>(UPDATE, { id: application.id, notes: 'Called on Monday.\nPrefers Pune.' }, editor);
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateApplicationNotes.staffNotes).toBe('Called on Monday.\nPrefers Pune.');
    expect(res.data!.updateApplicationNotes.timeline.map((e) => e.kind)).toEqual(['applied', 'note']);
    const audit = await t.db.prisma.auditEntry.findFirstOrThrow({ where: { entity: 'Application', entityId: application.id } });
    expect(audit.before).toEqual({ staffNotes: '' });
    expect(audit.after).toEqual({ staffNotes: 'Called on Monday.\nPrefers Pune.' });
    const before = await traces(application);
    expect((await t.gql(UPDATE, { id: application.id, notes: 'Called on Monday.\nPrefers Pune.' }, editor)).errors).toBeUndefined();
    expect(await traces(application)).toEqual(before);
    // No mail about notes: they are the staff's own.
    expect(before.mails).toBe(0);
  });

  it('refuses notes over 5000 characters', async () => {
    const application = await makeApplication();
    const res = await t.gql(UPDATE, { id: application.id, notes: 'x'.repeat(5001) }, admin);
    expect(res.errors?.[0]).toMatchObject({ message: 'Staff notes must be at most 5000 characters', extensions: { code: 'BAD_USER_INPUT', field: 'staffNotes' } });
    expect((await t.db.prisma.application.findUniqueOrThrow({ where: { id: application.id } })).staffNotes).toBe('');
  });
});

describe('the lists', () => {
  let otherJob: { id: string };
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    otherJob = await t.db.prisma.jobPost.create({ data: { title: 'Java Developer', companyname: 'Deccan Softworks', companylogo: '/logos/x.svg', location: 'Pune', salary: '5 LPA' } });
    const days = (n: number) => new Date(Date.UTC(2025, 0, 1 + n, 6));
    ids.a = (await makeApplication({ jobId: otherJob.id, createdAt: days(0), name: 'Ravi One' })).id;
    ids.b = (await makeApplication({ jobId: otherJob.id, createdAt: days(1), name: 'Ravi Two', stage: 'SHORTLISTED' })).id;
    ids.c = (await makeApplication({ jobId: otherJob.id, createdAt: days(2), name: 'Ravi Three', stage: 'SHORTLISTED' })).id;
    ids.d = (await makeApplication({ jobId: otherJob.id, createdAt: days(3), name: 'Ravi Four', stage: 'REJECTED' })).id;
    ids.e = (await makeApplication({ jobId: otherJob.id, createdAt: days(4), name: 'Ravi Five' })).id;
  });
  const LIST = `query ($job: ID, $stage: ApplicationStage, $from: DateTime, $to: DateTime, $first: Int, $after: String) {
    pipelineApplications(jobPostId: $job, stage: $stage, from: $from, to: $to, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { id name stage jobTitle cv { fileName } } }
    }
  }`;
  type List = { pipelineApplications: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: { id: string; name: string; stage: string } }[] } };
  const names = (res: { data?: List }) => res.data!.pipelineApplications.edges.map((e) => e.node.name);

  it("a job's applicants, newest first, in cursor pages", async () => {
    const first = await t.gql<List>(LIST, { job: otherJob.id, first: 2 }, editor);
    expect(first.errors).toBeUndefined();
    expect(first.data!.pipelineApplications.totalCount).toBe(5);
    expect(names(first)).toEqual(['Ravi Five', 'Ravi Four']);
    expect(first.data!.pipelineApplications.pageInfo.hasNextPage).toBe(true);
    const second = await t.gql<List>(LIST, { job: otherJob.id, first: 2, after: first.data!.pipelineApplications.pageInfo.endCursor }, editor);
    expect(names(second)).toEqual(['Ravi Three', 'Ravi Two']);
    const other = await t.gql(LIST, { job: otherJob.id, after: 'not-a-cursor' }, editor);
    expect(other.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'after' } });
  });

  it('filters by stage and by the day applied', async () => {
    expect(names(await t.gql<List>(LIST, { job: otherJob.id, stage: 'SHORTLISTED' }, editor))).toEqual(['Ravi Three', 'Ravi Two']);
    expect(names(await t.gql<List>(LIST, { job: otherJob.id, from: '2025-01-02T00:00:00.000Z', to: '2025-01-04T23:59:59.999Z' }, editor))).toEqual(['Ravi Four', 'Ravi Three', 'Ravi Two']);
    const all = await t.gql<List>(LIST, { stage: 'REJECTED', from: '2025-01-01T00:00:00.000Z', to: '2025-01-31T00:00:00.000Z' }, editor);
    expect(names(all)).toEqual(['Ravi Four']);
    const reversed = await t.gql(LIST, { from: '2025-02-01T00:00:00.000Z', to: '2025-01-01T00:00:00.000Z' }, editor);
    expect(reversed.errors?.[0]).toMatchObject({ message: 'The "from" date must be before the "to" date', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('finds applicants by part of a name or e-mail (any case), or a whole phone number typed any way; the export takes the same search', async () => {
    const searchJob = await t.db.prisma.jobPost.create({ data: { title: 'BI Analyst', companyname: 'Mula Capital', companylogo: '/logos/x.svg', location: 'Pune', salary: '5 LPA' } });
    const kavya = await makeApplication({ jobId: searchJob.id, name: 'Kavya Deshpande' });
    const rohan = await makeApplication({ jobId: searchJob.id, name: 'Rohan Kulkarni' });
    await t.db.prisma.application.update({ where: { id: kavya.id }, data: { phone: '+91 98220 01103' } });
    await t.db.prisma.application.update({ where: { id: rohan.id }, data: { phone: '+91 70000 12345', email: 'rohan.k@mail.example' } });
    const SEARCH = `query ($job: ID, $search: String) { pipelineApplications(jobPostId: $job, search: $search) { totalCount edges { node { name } } } }`;
    const found = async (search: string | null) => {
      const res = await t.gql<List>(SEARCH, { job: searchJob.id, search }, editor);
      expect(res.errors, search ?? 'null').toBeUndefined();
      return names(res);
    };
    expect(await found('deshp')).toEqual(['Kavya Deshpande']);
    expect(await found('KULKARNI')).toEqual(['Rohan Kulkarni']);
    expect(await found('rohan.k@mail')).toEqual(['Rohan Kulkarni']);
    for (const phone of ['9822001103', '0 98220 01103', '982-200-1103', '+91 98220 01103', '98220 01103']) expect(await found(phone), phone).toEqual(['Kavya Deshpande']);
    expect(await found('nobody here')).toEqual([]);
    // Empty, blank or control characters only: no search at all.
    for (const none of [null, '', '   ', '\u0000']) expect(await found(none)).toEqual(['Rohan Kulkarni', 'Kavya Deshpande']);
    // A search of 5 000 characters is cut to the search box's 200, not refused; a number where text belongs is refused
    // by GraphQL itself.
    expect(await found('kavya'.repeat(1000))).toEqual([]);
    const wrongType = await t.gql(SEARCH, { job: searchJob.id, search: 12 }, editor);
    expect(wrongType.errors?.[0]?.message).toMatch(/String/);
    // Staff only, as the list.
    const anonymous = await t.gql(SEARCH, { job: searchJob.id, search: 'kavya' }, null);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const res = await t.fetch(`/api/v1/applications/export.csv?job=${searchJob.id}&search=${encodeURIComponent('982 200 1103')}`, { token: editor });
    expect(res.status).toBe(200);
    const lines = (await res.text()).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Kavya Deshpande');
  });

  it('one application with its details, or null for an id that names none', async () => {
    const res = await t.gql<{ pipelineApplication: { id: string; jobPost: { id: string }; story: null; anonymised: boolean } | null; none: null }>(
      'query ($id: ID!) { pipelineApplication(id: $id) { id anonymised jobPost { id } story { id } } none: pipelineApplication(id: "nope") { id } }',
      { id: ids.c },
      editor,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ pipelineApplication: { id: ids.c, anonymised: false, jobPost: { id: otherJob.id }, story: null }, none: null });
  });

  it('counts per stage for a job, for everything (the dashboard with its placements), and per job', async () => {
    const counts = await t.gql<{ applicationStageCounts: { stage: string; count: number }[] }>('query ($job: ID) { applicationStageCounts(jobPostId: $job) { stage count } }', { job: otherJob.id }, editor);
    expect(counts.data!.applicationStageCounts).toEqual([
      { stage: 'APPLIED', count: 2 },
      { stage: 'SHORTLISTED', count: 2 },
      { stage: 'INTERVIEW', count: 0 },
      { stage: 'OFFER', count: 0 },
      { stage: 'PLACED', count: 0 },
      { stage: 'REJECTED', count: 1 },
      { stage: 'WITHDRAWN', count: 0 },
    ]);
    const dashboard = await t.gql<{ adminDashboard: { applicationsByStage: { stage: string; count: number }[]; placements: number } }>('{ adminDashboard { applicationsByStage { stage count } placements } }', {}, editor);
    expect(dashboard.errors).toBeUndefined();
    for (const stage of ['APPLIED', 'SHORTLISTED', 'INTERVIEW', 'OFFER', 'PLACED', 'REJECTED', 'WITHDRAWN'] as const) {
      expect(dashboard.data!.adminDashboard.applicationsByStage.find((c) => c.stage === stage)?.count, stage).toBe(await t.db.prisma.application.count({ where: { stage } }));
    }
    expect(dashboard.data!.adminDashboard.placements).toBe(await t.db.prisma.application.count({ where: { stage: 'PLACED' } }));
    const placed = await makeApplication({ stage: 'PLACED' });
    const again = await t.gql<{ adminDashboard: { placements: number } }>('{ adminDashboard { placements } }', {}, editor);
    expect(again.data!.adminDashboard.placements).toBe(dashboard.data!.adminDashboard.placements + 1);
    await t.db.prisma.application.delete({ where: { id: placed.id } });

    const jobs = await t.gql<{ pipelineJobs: { jobPostId: string; title: string; applicationCount: number }[]; jobPost: { applicationCount: number } }>(
      'query ($job: ID!) { pipelineJobs { jobPostId title applicationCount } jobPost(id: $job) { applicationCount } }',
      { job: otherJob.id },
      editor,
    );
    expect(jobs.data!.pipelineJobs).toContainEqual({ jobPostId: otherJob.id, title: 'Java Developer', applicationCount: 5 });
    expect(jobs.data!.jobPost.applicationCount).toBe(5);
  });

  it("a job's applicant count is staff's only", async () => {
    const res = await t.gql<{ jobPost: { id: string; applicationCount: number } | null }>('query ($job: ID!) { jobPost(id: $job) { id applicationCount } }', { job: otherJob.id });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.data?.jobPost ?? null).toBeNull();
  });
});

describe('the CV download', () => {
  it('answers the CV as an attachment, never cached, for staff', async () => {
    const application = await makeApplication({ cv: true });
    for (const token of [admin, editor]) {
      const res = await t.fetch(`/api/v1/applications/${application.id}/cv`, { token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Asha Patil CV.pdf"; filename*=UTF-8''Asha%20Patil%20CV.pdf`);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
    }
  });

  it('refuses a learner (even the one who sent it), USER and anonymous callers; 404 without a CV or an application', async () => {
    const application = await makeApplication({ cv: true });
    const cookies: string[] = [];
    await openLearnerSession({ prisma: t.db.prisma, auth: { jwtSecret: testJwtSecret, jwtExpiresIn: '8h' }, clientAddress: 'test', responseCookies: cookies }, application.learnerId!);
    const cookie = cookies[0]!.split(';')[0]!;
    const asLearner = await t.fetch(`/api/v1/applications/${application.id}/cv`, { headers: { cookie } });
    expect(asLearner.status).toBe(401);
    expect(await asLearner.json()).toEqual({ success: false, message: expect.any(String) });
    expect((await t.fetch(`/api/v1/applications/${application.id}/cv`)).status).toBe(401);
    expect((await t.fetch(`/api/v1/applications/${application.id}/cv`, { token: await t.tokenFor('USER') })).status).toBe(403);
    const without = await makeApplication();
    const none = await t.fetch(`/api/v1/applications/${without.id}/cv`, { token: admin });
    expect(none.status).toBe(404);
    expect(((await none.json()) as { message: string }).message).toMatch(/^This application has no CV/);
    expect((await t.fetch('/api/v1/applications/no-such-id/cv', { token: admin })).status).toBe(404);
  });
});

describe('the CSV export', () => {
  let csvJob: { id: string };
  beforeAll(async () => {
    csvJob = await t.db.prisma.jobPost.create({ data: { title: 'SEO Specialist', companyname: 'Konkan Labs', companylogo: '/logos/x.svg', location: 'Pune', salary: '4 LPA' } });
    await makeApplication({ jobId: csvJob.id, name: '=HYPERLINK("http://evil.example","Click")', createdAt: new Date('2025-03-01T18:45:00.000Z'), note: '+1 line one,\n"quoted"', cv: true });
    await makeApplication({ jobId: csvJob.id, name: 'Meera Shah', stage: 'OFFER', createdAt: new Date('2025-03-05T04:00:00.000Z') });
  });
  const csv = async (query: string, token: string | null = editor) => {
    const res = await t.fetch(`/api/v1/applications/export.csv${query}`, { token });
    // Kept whole: res.text() would drop the byte-order mark a spreadsheet needs.
    return { res, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()) };
  };

  it('streams the filtered applications with IST times, stage words and formulas defused', async () => {
    const sentAt = new Date();
    const { res, text } = await csv(`?job=${csvJob.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="applications-(\d{4}-\d{2}-\d{2})\.csv"; filename\*=UTF-8''applications-\1\.csv$/);
    // Named by the centre's day, as its times are written (the same rule as the leads export's): the IST day when the
    // request went or when it came back (midnight may fall between).
    const istDay = (at: Date) => `applications-${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at)}.csv`;
    expect([istDay(sentAt), istDay(new Date())]).toContain(res.headers.get('content-disposition')!.match(/filename="([^"]+)"/)![1]);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('applied (IST),job,company,name,email,phone,stage,stage since (IST),note,staff notes,CV,application id,job id');
    // Newest first: Meera (5 March), then the hostile name (1 March 18:45 UTC = 2 March 00:15 IST).
    expect(lines[1]).toMatch(/^2025-03-05 09:30,SEO Specialist,Konkan Labs,Meera Shah,.*,\+919876543210,Offer,/);
    expect(text).toContain(`2025-03-02 00:15,SEO Specialist,Konkan Labs,"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).toContain(`"'+1 line one,\n""quoted"""`);
    expect(text).toContain(',Asha Patil CV.pdf,');
    expect(lines.filter(Boolean)).toHaveLength(3);
  });

  it('filters by stage and dates; a bad stage or date is a 400 naming what is allowed, before any file', async () => {
    const offers = await csv(`?job=${csvJob.id}&stage=OFFER`);
    expect(offers.text.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(offers.text).toContain('Meera Shah');
    const early = await csv(`?job=${csvJob.id}&from=2025-03-01&to=2025-03-03`);
    expect(early.text).not.toContain('Meera Shah');
    expect(early.text).toContain('HYPERLINK');
    const badStage = await csv('?stage=HIRED');
    expect(badStage.res.status).toBe(400);
    expect(JSON.parse(badStage.text).message).toMatch(/the stages are APPLIED, SHORTLISTED, INTERVIEW, OFFER, PLACED, REJECTED/);
    const badDate = await csv('?from=yesterday');
    expect(badDate.res.status).toBe(400);
    expect(JSON.parse(badDate.text).message).toBe('"from" must be a date such as 2026-11-01');
  });

  it('is for staff only', async () => {
    expect((await csv('', null)).res.status).toBe(401);
    expect((await csv('', await t.tokenFor('USER'))).res.status).toBe(403);
  });
});

describe('a placed application becomes a draft story, public nowhere until published', () => {
  const MAKE = 'mutation ($id: ID!) { createStoryFromApplication(id: $id) { id title slug studentName companyName role storyImage published applicationId } }';
  type Made = { createStoryFromApplication: { id: string; title: string; slug: string; studentName: string; companyName: string; role: string; storyImage: string; published: boolean; applicationId: string } };

  it('refuses an application that is not placed, or anonymised', async () => {
    const offered = await makeApplication({ stage: 'OFFER' });
    const before = await t.db.prisma.story.count();
    const res = await t.gql(MAKE, { id: offered.id }, editor);
    expect(res.errors?.[0]).toMatchObject({ message: 'Only a placed application becomes a story; this one is at Offer', extensions: { code: 'CONFLICT' } });
    const gone = await makeApplication({ stage: 'PLACED', anonymised: true });
    const anonymous = await t.gql(MAKE, { id: gone.id }, editor);
    expect(anonymous.errors?.[0]).toMatchObject({ message: 'The learner deleted their account: no story can name them', extensions: { code: 'CONFLICT' } });
    expect(await t.db.prisma.story.count()).toBe(before);
  });

  it('prefills a draft, once; only staff read it; publishing puts it on the site', async () => {
    const application = await makeApplication({ name: 'Kavya Shinde' });
    for (const stage of ['OFFER', 'PLACED']) expect((await move(application.id, stage)).errors).toBeUndefined();
    const res = await t.gql<Made>(MAKE, { id: application.id }, editor);
    expect(res.errors).toBeUndefined();
    const story = res.data!.createStoryFromApplication;
    expect(story).toMatchObject({
      title: 'Kavya Shinde joins Sahyadri Analytics as Data Analyst',
      studentName: 'Kavya Shinde',
      companyName: 'Sahyadri Analytics',
      role: 'Data Analyst',
      storyImage: STORY_PLACEHOLDER_IMAGE,
      published: false,
      applicationId: application.id,
    });
    expect(story.slug).toMatch(/^kavya-shinde-joins-sahyadri-analytics(-[0-9a-f]{6})?$/);
    const audit = await t.db.prisma.auditEntry.findFirstOrThrow({ where: { entity: 'Story', entityId: story.id } });
    expect(audit).toMatchObject({ action: 'create' });

    // Once: a second click names the first story.
    const again = await t.gql(MAKE, { id: application.id }, editor);
    expect(again.errors?.[0]).toMatchObject({ message: `A story was already made from this application: “${story.title}”`, extensions: { code: 'CONFLICT' } });
    // The application links to it.
    const linked = await t.gql<{ pipelineApplication: { story: { id: string; published: boolean } } }>('query ($id: ID!) { pipelineApplication(id: $id) { story { id published } } }', { id: application.id }, editor);
    expect(linked.data!.pipelineApplication.story).toEqual({ id: story.id, published: false });

    await expectPublic(story, false);

    // Staff see the draft: in the list with drafts, and by id or slug.
    const staff = await t.gql<{ stories: { edges: { node: { id: string; published: boolean } }[] }; byId: { id: string } | null; bySlug: { id: string } | null }>(
      'query ($id: ID!, $slug: String!) { stories(first: 100, includeDrafts: true) { edges { node { id published } } } byId: story(id: $id) { id } bySlug: story(slug: $slug) { id } }',
      { id: story.id, slug: story.slug },
      editor,
    );
    expect(staff.errors).toBeUndefined();
    expect(staff.data!.stories.edges.map((e) => e.node)).toContainEqual({ id: story.id, published: false });
    expect(staff.data!.byId).toEqual({ id: story.id });
    expect(staff.data!.bySlug).toEqual({ id: story.id });

    const published = await t.gql<{ publishStory: { id: string; published: boolean } }>('mutation ($id: ID!) { publishStory(id: $id) { id published } }', { id: story.id }, editor);
    expect(published.data!.publishStory).toEqual({ id: story.id, published: true });
    expect(await t.db.prisma.auditEntry.count({ where: { entity: 'Story', entityId: story.id, action: 'update' } })).toBe(1);
    await expectPublic(story, true);
  });

  it('asking for drafts is for staff who write stories only', async () => {
    const anonymous = await t.gql('{ stories(first: 5, includeDrafts: true) { totalCount } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const user = await t.gql('{ stories(first: 5, includeDrafts: true) { totalCount } }', {}, await t.tokenFor('USER'));
    expect(user.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  /** What the public site shows of `story`: nothing while it is a draft; everywhere once published. */
  async function expectPublic(story: { id: string; slug: string; title: string }, shown: boolean) {
    const reads = await t.gql<{ stories: { totalCount: number; edges: { node: { id: string } }[] }; byId: { id: string } | null; bySlug: { id: string } | null }>(
      'query ($id: ID!, $slug: String!) { stories(first: 100) { totalCount edges { node { id } } } byId: story(id: $id) { id } bySlug: story(slug: $slug) { id } }',
      { id: story.id, slug: story.slug },
    );
    expect(reads.errors).toBeUndefined();
    expect(reads.data!.stories.edges.some((e) => e.node.id === story.id)).toBe(shown);
    expect(reads.data!.stories.totalCount).toBe(await t.db.prisma.story.count({ where: { published: true } }));
    expect(reads.data!.byId).toEqual(shown ? { id: story.id } : null);
    expect(reads.data!.bySlug).toEqual(shown ? { id: story.id } : null);
    const comment = await t.gql<{ addStoryComment: { id: string } }>('mutation ($id: ID!) { addStoryComment(storyId: $id, body: "Well done!") { id } }', { id: story.id });
    if (shown) expect(comment.errors).toBeUndefined();
    else expect(comment.errors?.[0]).toMatchObject({ message: 'Story not found', extensions: { code: 'NOT_FOUND' } });
    // Published, the story's own page is in the sitemap; a draft is not.
    const sitemap = await (await t.fetch('/sitemap.xml')).text();
    expect(sitemap.includes(`/success-stories?story=${story.slug}</loc>`)).toBe(shown);
    if (webBuilt) {
      for (const url of ['/success-stories', `/success-stories?story=${story.slug}`, '/', '/courses/learnbay']) {
        const html = await (await t.fetch(url)).text();
        // Published, it is on the placements pages and in the landing page's carousels (issue 29); a draft nowhere.
        const expectShown = shown && url !== '/';
        expect(html.includes(story.title) || html.includes(story.slug), `${url} shows the story`).toBe(expectShown);
      }
    }
  }
});

describe('the caches', () => {
  it('a stage move, staff notes and a draft story leave the public caches alone; publishing the story empties them', async () => {
    const local: string[] = [];
    const stop = t.contentChanges.subscribe((change) => {
      if (change.source === 'local') local.push(change.tables.join(','));
    });
    try {
      const application = await makeApplication();
      for (const stage of ['OFFER', 'PLACED']) expect((await move(application.id, stage)).errors).toBeUndefined();
      expect((await t.gql('mutation ($id: ID!) { updateApplicationNotes(id: $id, staffNotes: "Joined") { id } }', { id: application.id }, editor)).errors).toBeUndefined();
      const made = await t.gql<{ createStoryFromApplication: { id: string } }>('mutation ($id: ID!) { createStoryFromApplication(id: $id) { id } }', { id: application.id }, editor);
      expect(made.errors).toBeUndefined();
      expect(local).toEqual([]);
      expect((await t.gql('mutation ($id: ID!) { publishStory(id: $id) { id } }', { id: made.data!.createStoryFromApplication.id }, editor)).errors).toBeUndefined();
      expect(local.length).toBeGreaterThan(0);
    } finally {
      stop();
    }
  });
});

describe('ids that cannot name a job', () => {
  it('match nothing, in the list, the counts and the export, without an error', async () => {
    const odd = `\u0007${'x'.repeat(250)}`;
    const list = await t.gql<{ pipelineApplications: { totalCount: number } }>('query ($job: ID) { pipelineApplications(first: 5, jobPostId: $job) { totalCount } }', { job: odd }, editor);
    expect(list.errors).toBeUndefined();
    expect(list.data!.pipelineApplications.totalCount).toBe(0);
    const counts = await t.gql<{ applicationStageCounts: { count: number }[] }>('query ($job: ID) { applicationStageCounts(jobPostId: $job) { count } }', { job: odd }, editor);
    expect(counts.data!.applicationStageCounts.every((c) => c.count === 0)).toBe(true);
    const csv = await t.fetch(`/api/v1/applications/export.csv?job=${encodeURIComponent(odd)}`, { token: editor });
    expect(csv.status).toBe(200);
    expect((await csv.text()).split('\r\n').filter(Boolean)).toHaveLength(1);
  });
});
