// Job post revisions (issue 29, item 3): every save of a job that changes an edited field keeps a revision (who,
// when, what changed, in words); staff compare a revision with the job now and restore it as a new revision through
// the job's own update path (checked again, audited, caches emptied), never rewriting the earlier ones.
import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUBLIC_CONTENT_CHANNEL } from '../src/cache/content-changes.js';
import { RESPONSE_CACHE_HEADER } from '../src/cache/graphql-answers.js';
import type { Prisma } from '../src/generated/prisma/client.js';
import { BASELINE_SUMMARY } from '../src/services/job-revision-log.js';
import { SALARY_FORMS_MESSAGE } from '../src/services/salary.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { takeConsoleErrors } from './helpers/fail-on-console-error.js';

let t: TestApp;
let editor: string;
let admin: string;
let editorName: string;
beforeAll(async () => {
  t = await startTestApp();
  editor = await t.tokenFor('EDITOR');
  admin = await t.tokenFor('ADMIN');
  editorName = (await t.db.prisma.user.findUniqueOrThrow({ where: { id: decodeJwt(editor).sub! } })).username;
});
afterAll(() => t.close());

const tag = () => `rv${randomBytes(4).toString('hex')}`;

async function gql<T>(query: string, variables: Record<string, unknown> = {}, token: string | null = editor) {
  const res = await t.gql<T>(query, variables, token);
  takeConsoleErrors();
  return res;
}

const base = { companyname: 'Revision Co', companylogo: '/logos/company-placeholder.svg', location: 'Pune, Maharashtra', salary: '6 LPA', content: '<p>Build things.</p>' };

const CREATE = 'mutation ($input: JobPostInput!) { createJobPost(input: $input) { id } }';
const UPDATE = 'mutation ($id: ID!, $input: JobPostUpdateInput!) { updateJobPost(id: $id, input: $input) { id salary } }';
const LIST = `query ($id: ID!) { jobPostRevisions(jobPostId: $id) { number summary authorId authorName restoredFrom createdAt current } }`;
const CHANGES = `query ($id: ID!, $n: Int!) { jobPostRevisionChanges(jobPostId: $id, number: $n) { revision { number } changes { field label version current } } }`;
const RESTORE = `mutation ($id: ID!, $n: Int!) { restoreJobPostRevision(jobPostId: $id, number: $n) { jobPost { id salary content } revision { number summary restoredFrom authorName } } }`;

type Revision = { number: number; summary: string; authorId: string | null; authorName: string; restoredFrom: number | null; createdAt: string; current: boolean };
type Change = { field: string; label: string; version: string | null; current: string | null };

async function createJob(title: string, extra: Record<string, unknown> = {}) {
  const res = await gql<{ createJobPost: { id: string } }>(CREATE, { input: { ...base, title, ...extra } });
  expect(res.errors).toBeUndefined();
  return res.data!.createJobPost.id;
}
async function update(id: string, input: Record<string, unknown>, token = editor) {
  const res = await gql<{ updateJobPost: { id: string; salary: string } }>(UPDATE, { id, input }, token);
  expect(res.errors).toBeUndefined();
  return res.data!.updateJobPost;
}
async function revisions(id: string, token: string | null = editor) {
  const res = await gql<{ jobPostRevisions: Revision[] }>(LIST, { id }, token);
  expect(res.errors).toBeUndefined();
  return res.data!.jobPostRevisions;
}
const storedRevisions = (jobPostId: string) => t.db.prisma.jobPostRevision.findMany({ where: { jobPostId }, orderBy: { number: 'asc' } });

describe('a revision per save', () => {
  it('create writes version 1; each save that changes fields writes the next, with its author and the fields in words', async () => {
    const id = await createJob(`Analyst ${tag()}`);
    await update(id, { salary: '8 LPA', content: '<p>Build better things.</p>' });
    await update(id, { title: `Senior analyst ${tag()}`, skills: ['SQL', 'Excel'] });
    const list = await revisions(id);
    expect(list.map((r) => [r.number, r.summary, r.authorName, r.restoredFrom, r.current])).toEqual([
      [3, 'Title, Skills', editorName, null, true],
      [2, 'Salary, Description', editorName, null, false],
      [1, 'Created', editorName, null, false],
    ]);
    expect(list.every((r) => r.authorId === decodeJwt(editor).sub)).toBe(true);
    // What a revision keeps: the edited fields as saved (the salary as the parser wrote it).
    const [, second] = await storedRevisions(id);
    expect(second!.content).toMatchObject({ salary: '₹8 LPA', content: '<p>Build better things.</p>', status: 'PUBLISHED', closesAt: null, skills: [] });
  });

  it('a save that changes nothing writes no revision; a status change (close as filled) writes one', async () => {
    const id = await createJob(`Clerk ${tag()}`);
    await update(id, { salary: '6 LPA', content: '<p>Build things.</p>' });
    expect(await storedRevisions(id)).toHaveLength(1);
    const closed = await gql('mutation ($id: ID!) { closeJobPostAsFilled(id: $id) { id } }', { id });
    expect(closed.errors).toBeUndefined();
    expect((await revisions(id)).map((r) => [r.number, r.summary])).toEqual([[2, 'Status'], [1, 'Created']]);
  });

  it('a job saved before revisions were kept gets its earlier state as version 1 at its next save', async () => {
    const before = await t.db.prisma.jobPost.create({ data: { ...base, salary: '₹5 LPA', title: `Legacy ${tag()}` } });
    expect(await revisions(before.id)).toEqual([]);
    await update(before.id, { salary: '7 LPA' });
    const list = await revisions(before.id);
    expect(list.map((r) => [r.number, r.summary, r.authorName, r.authorId])).toEqual([
      [2, 'Salary', editorName, decodeJwt(editor).sub],
      [1, BASELINE_SUMMARY, '', null],
    ]);
    expect(new Date(list[1]!.createdAt).getTime()).toBe(before.updatedAt.getTime());
    expect((await storedRevisions(before.id))[0]!.content).toMatchObject({ salary: '₹5 LPA' });
  });

  it('the REST update writes revisions too', async () => {
    const id = await createJob(`Rest ${tag()}`);
    const res = await t.fetch('/api/v1/job-post/update-job-post', { method: 'PUT', json: { jobPostId: id, location: 'Mumbai' }, token: editor });
    expect(res.status).toBe(200);
    expect((await revisions(id)).map((r) => r.summary)).toEqual(['Location', 'Created']);
  });
});

describe('compare a version with the job now', () => {
  it('answers only the fields that differ, with both values; the description as sanitised HTML on both sides', async () => {
    const id = await createJob(`Compare ${tag()}`, { closesAt: '2099-12-31' });
    await update(id, { salary: '9 LPA', content: '<p>New <strong>text</strong></p>', closesAt: null, skills: ['Go'] });
    const res = await gql<{ jobPostRevisionChanges: { revision: { number: number }; changes: Change[] } }>(CHANGES, { id, n: 1 });
    expect(res.errors).toBeUndefined();
    expect(res.data!.jobPostRevisionChanges).toEqual({
      revision: { number: 1 },
      changes: [
        { field: 'salary', label: 'Salary', version: '₹6 LPA', current: '₹9 LPA' },
        { field: 'content', label: 'Description', version: '<p>Build things.</p>', current: '<p>New <strong>text</strong></p>' },
        { field: 'closesAt', label: 'Closing date', version: '2099-12-31T18:29:59.999Z', current: null },
        { field: 'skills', label: 'Skills', version: null, current: 'Go' },
      ],
    });
    // The newest version is the job as it is: nothing differs.
    const same = await gql<{ jobPostRevisionChanges: { changes: Change[] } }>(CHANGES, { id, n: 2 });
    expect(same.data!.jobPostRevisionChanges.changes).toEqual([]);
    // A revision holding markup the allow-list drops (written before a rule tightened) is shown sanitised.
    await t.db.prisma.jobPostRevision.update({
      where: { jobPostId_number: { jobPostId: id, number: 1 } },
      data: { content: { ...((await storedRevisions(id))[0]!.content as Prisma.JsonObject), content: '<p onclick="x()">Old<script>alert(1)</script></p>' } },
    });
    const unsafe = await gql<{ jobPostRevisionChanges: { changes: Change[] } }>(CHANGES, { id, n: 1 });
    expect(unsafe.data!.jobPostRevisionChanges.changes.find((c) => c.field === 'content')!.version).toBe('<p>Old</p>');
  });

  it('bad version numbers and unknown jobs', async () => {
    const id = await createJob(`Numbers ${tag()}`);
    const zero = await gql(CHANGES, { id, n: 0 });
    expect(zero.errors![0]).toMatchObject({ message: 'A version number is a whole number from 1', extensions: { code: 'BAD_USER_INPUT', field: 'number' } });
    const missing = await gql(CHANGES, { id, n: 99 });
    expect(missing.errors![0]).toMatchObject({ message: 'This version of the job post was not found', extensions: { code: 'NOT_FOUND' } });
    const noJob = await gql(LIST, { id: 'no-such-job' });
    expect(noJob.errors![0]).toMatchObject({ message: 'Job post not found', extensions: { code: 'NOT_FOUND' } });
    const restoreMissing = await gql(RESTORE, { id, n: 5 });
    expect(restoreMissing.errors![0]).toMatchObject({ message: 'This version of the job post was not found', extensions: { code: 'NOT_FOUND' } });
  });
});

/** Waits until every database notification sent so far has arrived, so that none empties a cache later. */
async function settle() {
  const marker = `settle-${Math.random().toString(36).slice(2)}`;
  const seen: string[] = [];
  const stop = t.contentChanges.subscribe((c) => seen.push(...c.tables));
  await t.db.prisma.$executeRaw`SELECT pg_notify(${PUBLIC_CONTENT_CHANNEL}, ${marker})`;
  await vi.waitFor(() => expect(seen).toContain(marker), { timeout: 5000, interval: 20 });
  stop();
}

describe('restore', () => {
  it('saves the old fields as a new version naming the one restored; earlier versions are never changed; audited', async () => {
    const id = await createJob(`Restore ${tag()}`);
    await update(id, { salary: '12 LPA', content: '<p>Changed.</p>' });
    const earlier = await storedRevisions(id);
    const res = await gql<{ restoreJobPostRevision: { jobPost: { salary: string; content: string }; revision: Omit<Revision, 'current' | 'authorId' | 'createdAt'> } }>(RESTORE, { id, n: 1 }, admin);
    expect(res.errors).toBeUndefined();
    const adminName = (await t.db.prisma.user.findUniqueOrThrow({ where: { id: decodeJwt(admin).sub! } })).username;
    expect(res.data!.restoreJobPostRevision).toEqual({
      jobPost: { id, salary: '₹6 LPA', content: '<p>Build things.</p>' },
      revision: { number: 3, summary: 'Restored version 1: Salary, Description', restoredFrom: 1, authorName: adminName },
    });
    const after = await storedRevisions(id);
    expect(after.slice(0, 2)).toEqual(earlier);
    expect(after[2]!.content).toEqual(earlier[0]!.content);
    expect((await revisions(id))[0]).toMatchObject({ number: 3, current: true });
    const audit = await t.db.prisma.auditEntry.findFirstOrThrow({ where: { entity: 'JobPost', entityId: id, action: 'update' }, orderBy: { createdAt: 'desc' } });
    expect(audit.after).toMatchObject({ salary: '₹6 LPA', content: '<p>Build things.</p>' });
    // Restoring the version the job already is changes nothing.
    const again = await gql(RESTORE, { id, n: 3 });
    expect(again.errors![0]).toMatchObject({ message: 'Version 3 cannot be restored: it is the same as the current job', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await storedRevisions(id)).toHaveLength(3);
  });

  it('a version that no longer passes the rules is refused with the field named, and nothing changes', async () => {
    const id = await createJob(`Invalid ${tag()}`, { closesAt: '2099-06-30' });
    await update(id, { salary: '10 LPA', closesAt: null });
    const job = await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id } });
    const first = (await storedRevisions(id))[0]!;
    const content = first.content as Prisma.JsonObject;
    const auditBefore = await t.db.prisma.auditEntry.count({ where: { entityId: id } });

    // Its closing date has passed since it was saved.
    await t.db.prisma.jobPostRevision.update({ where: { id: first.id }, data: { content: { ...content, closesAt: '2025-01-31T18:29:59.999Z' } } });
    const past = await gql(RESTORE, { id, n: 1 });
    expect(past.errors![0]).toMatchObject({
      message: 'Version 1 cannot be restored: its closing date (2025-01-31) has passed; edit the job to give a new one',
      extensions: { code: 'BAD_USER_INPUT', field: 'closesAt' },
    });

    // A salary the parser now refuses.
    await t.db.prisma.jobPostRevision.update({ where: { id: first.id }, data: { content: { ...content, salary: 'Competitive' } } });
    const salary = await gql(RESTORE, { id, n: 1 });
    expect(salary.errors![0]).toMatchObject({ message: `Version 1 cannot be restored: ${SALARY_FORMS_MESSAGE}`, extensions: { code: 'BAD_USER_INPUT', field: 'salary' } });

    // A rule across fields (an application link that the version lacks).
    await t.db.prisma.jobPostRevision.update({ where: { id: first.id }, data: { content: { ...content, applyMethod: 'URL', applyUrl: null } } });
    const apply = await gql(RESTORE, { id, n: 1 });
    expect(apply.errors![0]).toMatchObject({
      message: 'Version 1 cannot be restored: Give the link where candidates apply (https://…), or choose another way to apply',
      extensions: { code: 'BAD_USER_INPUT', field: 'applyUrl' },
    });

    expect(await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id } })).toEqual(job);
    expect(await storedRevisions(id)).toHaveLength(2);
    expect(await t.db.prisma.auditEntry.count({ where: { entityId: id } })).toBe(auditBefore);
  });

  it('empties the public caches like any job edit: the next anonymous read shows the restored salary', async () => {
    const id = await createJob(`Cached ${tag()}`);
    await update(id, { salary: '15 LPA' });
    await settle();
    const PAGE = JSON.stringify({ query: `query { jobPost(id: "${id}") { salary } }` });
    const read = async () => {
      const res = await t.fetch('/graphql', { method: 'POST', body: PAGE, headers: { 'content-type': 'application/json' } });
      return { cache: res.headers.get(RESPONSE_CACHE_HEADER), salary: ((await res.json()) as { data: { jobPost: { salary: string } } }).data.jobPost.salary };
    };
    await read();
    expect(await read()).toEqual({ cache: 'hit', salary: '₹15 LPA' });
    const announced: { source: string; tables: string[] }[] = [];
    const stop = t.contentChanges.subscribe((c) => announced.push({ source: c.source, tables: c.tables }));
    const res = await t.fetch('/graphql', { method: 'POST', json: { query: RESTORE, variables: { id, n: 1 } }, token: editor });
    expect(res.status).toBe(200);
    // Announced by this process before the answer left...
    expect(announced.some((c) => c.source === 'local')).toBe(true);
    expect(await read()).toEqual({ cache: 'miss', salary: '₹6 LPA' });
    // ...and by the database to every process that listens (the JobPost trigger), as for any job edit.
    await vi.waitFor(() => expect(announced).toContainEqual({ source: 'database', tables: ['JobPost'] }), { timeout: 5000, interval: 20 });
    stop();
  });
});

describe('who may read and restore versions: staff who write jobs (ADMIN, EDITOR)', () => {
  it.each([
    ['anonymous', null, 'UNAUTHENTICATED'],
    ['USER', 'USER', 'FORBIDDEN'],
    ['EDITOR', 'EDITOR', null],
    ['ADMIN', 'ADMIN', null],
  ] as const)('%s', async (_name, role, refused) => {
    const id = await createJob(`Perm ${tag()}`);
    await update(id, { salary: '11 LPA' });
    const token = role ? await t.tokenFor(role) : null;
    const before = await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id } });
    const list = await gql(LIST, { id }, token);
    const changes = await gql(CHANGES, { id, n: 1 }, token);
    const restore = await gql<{ restoreJobPostRevision: { revision: { number: number } } }>(RESTORE, { id, n: 1 }, token);
    if (refused) {
      for (const res of [list, changes, restore]) expect(res.errors![0]!.extensions!.code).toBe(refused);
      expect(await t.db.prisma.jobPost.findUniqueOrThrow({ where: { id } })).toEqual(before);
      expect(await storedRevisions(id)).toHaveLength(2);
    } else {
      for (const res of [list, changes, restore]) expect(res.errors).toBeUndefined();
      expect(restore.data!.restoreJobPostRevision.revision.number).toBe(3);
    }
  });
});

describe('the trash', () => {
  it('a job deleted and restored from the trash keeps its versions', async () => {
    const id = await createJob(`Trashed ${tag()}`);
    await update(id, { salary: '13 LPA' });
    const kept = await storedRevisions(id);
    expect((await gql('mutation ($id: ID!) { deleteJobPost(id: $id) { id } }', { id })).errors).toBeUndefined();
    expect(await storedRevisions(id)).toEqual([]);
    // The trash item holds them; the audit entry of the delete does not repeat them.
    const item = await t.db.prisma.trashItem.findFirstOrThrow({ where: { entity: 'JobPost', entityId: id } });
    expect((item.data as { revisions: unknown[] }).revisions).toHaveLength(2);
    const deleted = await t.db.prisma.auditEntry.findFirstOrThrow({ where: { entity: 'JobPost', entityId: id, action: 'delete' } });
    expect(deleted.before).toMatchObject({ id, salary: '₹13 LPA' });
    expect(deleted.before).not.toHaveProperty('revisions');
    const undo = await gql('mutation ($id: ID!) { undoDelete(entity: "JobPost", id: $id) { entityId } }', { id });
    expect(undo.errors).toBeUndefined();
    expect(await storedRevisions(id)).toEqual(kept);
    // And they still restore.
    const res = await gql<{ restoreJobPostRevision: { jobPost: { salary: string }; revision: { number: number } } }>(RESTORE, { id, n: 1 });
    expect(res.data!.restoreJobPostRevision).toMatchObject({ jobPost: { salary: '₹6 LPA' }, revision: { number: 3 } });
  });
});
