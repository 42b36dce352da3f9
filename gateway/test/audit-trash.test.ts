// The audit log (every staff write leaves one entry with its diff; nobody can edit it; retention) and the trash
// (deletes are restorable, the public site never shows trashed rows, purge after its days, 409 on a taken unique).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from './helpers/app.js';
import { takeConsoleErrors } from './helpers/fail-on-console-error.js';

let t: TestApp;
let admin: string;
let editor: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('ADMIN');
  editor = await t.tokenFor('EDITOR');
});
afterAll(() => t.close());

type Entry = { action: string; entity: string; entityId: string; actorUsername: string; before: string | null; after: string | null; clientAddress: string };
const ENTRY_FIELDS = 'action entity entityId actorUsername before after clientAddress';

async function gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, token: string | null = admin) {
  const res = await t.gql<T>(query, variables, token);
  // Refused operations may be logged by Yoga; expected here.
  takeConsoleErrors();
  return res;
}

async function entriesFor(entityId: string): Promise<Entry[]> {
  const res = await gql<{ auditLog: { edges: { node: Entry }[] } }>(`query ($id: String) { auditLog(first: 50, entityId: $id) { edges { node { ${ENTRY_FIELDS} } } } }`, { id: entityId });
  expect(res.errors).toBeUndefined();
  return res.data!.auditLog.edges.map((e) => e.node).reverse();
}
const parsed = (json: string | null) => (json === null ? null : (JSON.parse(json) as Record<string, unknown>));

const JOB = { title: 'Audited Analyst', companyname: 'Audit Co', companylogo: 'https://x.example/l.png', location: 'Pune', salary: '500000' };
const createJob = async (title = JOB.title) =>
  (await gql<{ createJobPost: { id: string } }>('mutation ($i: JobPostInput!) { createJobPost(input: $i) { id } }', { i: { ...JOB, title } }, editor)).data!.createJobPost.id;

describe('the audit log', () => {
  it('records a create, an update (only the changed fields) and a delete, through GraphQL and REST, with actor and address', async () => {
    const id = await createJob();
    const updated = await t.fetch('/api/v1/job-post/update-job-post', { method: 'PUT', json: { jobPostId: id, title: 'Renamed Analyst' }, token: editor, headers: { 'x-forwarded-for': '10.99.0.7' } });
    expect(updated.status).toBe(200);
    // An update that changes nothing leaves no entry.
    await t.fetch('/api/v1/job-post/update-job-post', { method: 'PUT', json: { jobPostId: id, title: 'Renamed Analyst' }, token: editor });
    const deleted = await t.fetch('/api/v1/job-post/delete-job-post', { method: 'DELETE', json: { jobPostId: id }, token: editor });
    expect(deleted.status).toBe(200);

    const entries = await entriesFor(id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    const [created, changed, removed] = entries as [Entry, Entry, Entry];
    const editorName = (await t.gql<{ me: { username: string } }>('{ me { username } }', {}, editor)).data!.me.username;
    for (const entry of entries) expect(entry).toMatchObject({ entity: 'JobPost', entityId: id, actorUsername: editorName });
    expect(created.before).toBeNull();
    expect(parsed(created.after)).toMatchObject({ title: 'Audited Analyst', companyname: 'Audit Co' });
    expect(parsed(changed.before)).toEqual({ title: 'Audited Analyst' });
    expect(parsed(changed.after)).toEqual({ title: 'Renamed Analyst' });
    expect(changed.clientAddress).toBe('10.99.0.7');
    expect(parsed(removed.before)).toMatchObject({ title: 'Renamed Analyst' });
    expect(removed.after).toBeNull();
  });

  it('records writes to users (never a password), settings, comments and leads', async () => {
    const created = await gql<{ createUser: { id: string } }>('mutation ($i: UserInput!) { createUser(input: $i) { id } }', {
      i: { name: 'Audit Person', email: `audit-${Date.now()}@example.com`, username: `audit-${Date.now()}`, role: 'EDITOR', password: TEST_PASSWORD },
    });
    const userId = created.data!.createUser.id;
    await gql('mutation ($id: ID!) { updateUser(id: $id, input: { password: "another-long-password" }) { id } }', { id: userId });
    const userEntries = await entriesFor(userId);
    expect(userEntries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(parsed(userEntries[0]!.after)).toMatchObject({ passwordHash: '[secret]', name: 'Audit Person' });
    expect(parsed(userEntries[1]!.after)).toEqual({ passwordHash: '[changed]' });
    for (const e of userEntries) expect(`${e.before}${e.after}`).not.toMatch(/argon2/);

    for (const city of ['Pune, MH', 'Pune, Maharashtra']) {
      await gql('mutation ($c: String!) { updateSiteSettings(input: { city: $c, supportEmail: "help@centre.example", tollFreeNumber: "1800-000-0000", mobileNumber: "+91 98765 43210", address: "Office 1" }) { city } }', { c: city });
    }
    const settings = await entriesFor('1');
    // The first save creates the row; the second changes only the city.
    expect(settings.map((e) => e.action)).toEqual(['create', 'update']);
    expect([parsed(settings[1]!.before), parsed(settings[1]!.after)]).toEqual([{ city: 'Pune, MH' }, { city: 'Pune, Maharashtra' }]);

    const story = await t.db.prisma.story.create({ data: { title: 'Audit story', slug: `audit-${Date.now()}`, storyImage: '/s.png' } });
    const comment = await t.db.prisma.storyComment.create({ data: { storyId: story.id, body: 'Nice' } });
    await gql('mutation ($id: ID!) { approveStoryComment(id: $id) { id } }', { id: comment.id }, editor);
    const [approval] = await entriesFor(comment.id);
    expect(approval!.action).toBe('approve');
    // Only what the approval changed (issue 26): not the id, body or story that stayed the same.
    expect(parsed(approval!.before)).toEqual({ status: 'PENDING', approvedAt: null });
    expect(Object.keys(parsed(approval!.after)!).sort()).toEqual(['approvedAt', 'status']);
    expect(parsed(approval!.after)).toMatchObject({ status: 'APPROVED' });

    const lead = await t.db.prisma.lead.create({ data: { name: 'L', email: 'l@example.com', designation: 'x', experience: '1', course: 'general', consent: true } });
    await gql('mutation ($id: ID!) { updateLead(id: $id, input: { status: CONTACTED }) { id } }', { id: lead.id }, editor);
    expect((await entriesFor(lead.id)).map((e) => [e.action, parsed(e.after)])).toEqual([['update', { status: 'CONTACTED' }]]);
  });

  it('cannot be edited: there is no operation for it, and the database refuses an UPDATE', async () => {
    const id = await createJob('Immutable');
    const mutations = (await gql<{ __schema: { mutationType: { fields: { name: string }[] } } }>('{ __schema { mutationType { fields { name } } } }')).data!.__schema.mutationType.fields.map((f) => f.name);
    expect(mutations.filter((name) => /audit/i.test(name))).toEqual([]);
    await expect(t.db.prisma.$executeRaw`UPDATE "AuditEntry" SET "actorUsername" = 'someone-else' WHERE "entityId" = ${id}`).rejects.toThrow(/audit log cannot be changed/);
    expect((await entriesFor(id))[0]!.actorUsername).not.toBe('someone-else');
  });

  it('is for administrators only, and refuses garbage filters with 400s', async () => {
    expect((await gql('{ auditLog(first: 1) { totalCount } }', {}, editor)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql('{ auditLog(first: 1) { totalCount } }', {}, null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const args of ['entity: "Nope"', 'action: "drop table"', 'from: "not a date"', 'to: "-200000-01-01"', 'from: "2026-02-01", to: "2026-01-01"', `actor: "${'x'.repeat(80)}"`]) {
      const res = await gql(`{ auditLog(first: 1, ${args}) { totalCount } }`);
      expect(res.errors?.[0]?.extensions?.code, args).toBe('BAD_USER_INPUT');
    }
    const res = await t.fetch(`/graphql?query=${encodeURIComponent('{ auditLog(first: 1, entity: "Nope") { totalCount } }')}`, { headers: { authorization: `Bearer ${admin}`, 'x-graphql-yoga-csrf': '1' } });
    expect(res.status).toBeLessThan(500);
    takeConsoleErrors();
  });

  it(`keeps entries for the retention period only`, async () => {
    const id = await createJob('Old news');
    await t.db.prisma.$executeRawUnsafe(`ALTER TABLE "AuditEntry" DISABLE TRIGGER "AuditEntry_append_only"`);
    try {
      await t.db.prisma.$executeRaw`UPDATE "AuditEntry" SET "createdAt" = now() - interval '400 days' WHERE "entityId" = ${id}`;
    } finally {
      await t.db.prisma.$executeRawUnsafe(`ALTER TABLE "AuditEntry" ENABLE TRIGGER "AuditEntry_append_only"`);
    }
    expect(await entriesFor(id)).toEqual([]);
    expect(await t.db.prisma.auditEntry.count({ where: { entityId: id } })).toBe(0);
  });
});

describe('the trash', () => {
  const publicJob = async (id: string) => (await gql<{ jobPost: { id: string } | null }>('query ($id: ID!) { jobPost(id: $id) { id } }', { id }, null)).data!.jobPost;
  const undo = (entity: string, id: string, token = editor) =>
    gql<{ undoDelete: { entity: string; entityId: string } }>('mutation ($e: String!, $id: ID!) { undoDelete(entity: $e, id: $id) { entity entityId } }', { e: entity, id }, token);

  it('a deleted job disappears from the public site, comes back with Undo (same id), and is gone for good after its days', async () => {
    const id = await createJob('Trash Me Analyst');
    expect(await publicJob(id)).toEqual({ id });
    await gql('mutation ($id: ID!) { deleteJobPost(id: $id) { id } }', { id }, editor);
    expect(await publicJob(id)).toBeNull();
    const list = (await (await t.fetch('/api/v1/job-post/get-jobposts?search=trash')).json()) as { jobs: { _id: string }[] };
    expect(list.jobs.map((j) => j._id)).not.toContain(id);

    expect((await undo('JobPost', id)).data).toEqual({ undoDelete: { entity: 'JobPost', entityId: id } });
    expect(await publicJob(id)).toEqual({ id });
    expect((await entriesFor(id)).map((e) => e.action)).toEqual(['create', 'delete', 'restore']);

    // Deleted again, then its days pass: the trash forgets it, and there is nothing to undo.
    await gql('mutation ($id: ID!) { deleteJobPost(id: $id) { id } }', { id }, editor);
    await t.db.prisma.trashItem.updateMany({ where: { entityId: id }, data: { purgeAfter: new Date(Date.now() - 1000) } });
    const trash = await gql<{ trash: { edges: { node: { entityId: string } }[] } }>('{ trash(first: 100) { edges { node { entityId } } } }');
    expect(trash.data!.trash.edges.map((e) => e.node.entityId)).not.toContain(id);
    expect(await t.db.prisma.trashItem.count({ where: { entityId: id } })).toBe(0);
    expect((await undo('JobPost', id)).errors?.[0]).toMatchObject({ message: 'Nothing to restore: it was restored or purged already', extensions: { code: 'NOT_FOUND' } });
  });

  it('a story comes back with its comments; a lead with its submissions', async () => {
    const story = await t.db.prisma.story.create({ data: { title: 'Trashed story', slug: `trashed-${Date.now()}`, storyImage: '/s.png', comments: { create: [{ body: 'One', status: 'APPROVED' }, { body: 'Two' }] } } });
    await gql('mutation ($id: ID!) { deleteStory(id: $id) { id } }', { id: story.id }, editor);
    expect(await t.db.prisma.storyComment.count({ where: { storyId: story.id } })).toBe(0);
    expect((await undo('Story', story.id)).errors).toBeUndefined();
    expect((await t.db.prisma.storyComment.findMany({ where: { storyId: story.id }, orderBy: { body: 'asc' } })).map((c) => [c.body, c.status])).toEqual([['One', 'APPROVED'], ['Two', 'PENDING']]);

    const lead = await t.db.prisma.lead.create({ data: { name: 'Trash Lead', email: 'tl@example.com', designation: 'x', experience: '1', course: 'general', consent: true, submissionLog: { create: [{ clientAddress: '1.2.3.4' }] } } });
    expect((await gql('mutation ($id: ID!) { deleteLead(id: $id) { id } }', { id: lead.id }, editor)).errors).toBeUndefined();
    expect(await t.db.prisma.lead.count({ where: { id: lead.id } })).toBe(0);
    expect((await undo('Lead', lead.id)).errors).toBeUndefined();
    expect(await t.db.prisma.leadSubmission.count({ where: { leadId: lead.id } })).toBe(1);
  });

  it('restoring a user whose username was taken meanwhile answers 409 and restores nothing', async () => {
    const user = await t.createUser('EDITOR');
    await gql('mutation ($id: ID!) { deleteUser(id: $id) { id } }', { id: user.id });
    await t.createUser('EDITOR', { username: user.username, email: `other-${Date.now()}@example.com` });
    const item = await t.db.prisma.trashItem.findFirstOrThrow({ where: { entityId: user.id } });
    const res = await gql('mutation ($id: ID!) { restoreTrashItem(id: $id) { entityId } }', { id: item.id });
    expect(res.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Cannot restore: its username is now used by another record/), extensions: { code: 'CONFLICT' } });
    expect(await t.db.prisma.user.count({ where: { id: user.id } })).toBe(0);
    expect(await t.db.prisma.trashItem.count({ where: { id: item.id } })).toBe(1);
  });

  it('deleting a counsellor says so on each of their leads; restoring them gives back those still nobody\'s', async () => {
    const user = await t.createUser('EDITOR');
    await t.db.prisma.user.update({ where: { id: user.id }, data: { name: 'Nikhil Counsellor' } });
    const makeLead = (name: string, data: { status?: 'NEW' | 'CLOSED'; nextFollowUpAt?: Date } = {}) =>
      t.db.prisma.lead.create({ data: { name, email: `${name.replace(/ /g, '.').toLowerCase()}@example.com`, designation: 'x', experience: '1', course: 'general', consent: true, assigneeId: user.id, ...data } });
    const kept = await makeLead('Kept Lead', { nextFollowUpAt: new Date(Date.now() + 3600_000) });
    const taken = await makeLead('Taken Lead');
    const closed = await makeLead('Closed Lead', { status: 'CLOSED' });
    const other = await t.createUser('EDITOR');

    // The confirmation asks the server what would become nobody's: open leads and their planned calls (ADMIN only).
    const HELD = '{ users { id assignedLeadCount assignedFollowUpCount } }';
    const held = (await gql<{ users: { id: string; assignedLeadCount: number; assignedFollowUpCount: number }[] }>(HELD)).data!.users;
    expect(held.find((u) => u.id === user.id)).toEqual({ id: user.id, assignedLeadCount: 2, assignedFollowUpCount: 1 });
    expect(held.find((u) => u.id === other.id)).toEqual({ id: other.id, assignedLeadCount: 0, assignedFollowUpCount: 0 });
    expect((await gql<{ me: Record<string, unknown> }>('{ me { assignedLeadCount assignedFollowUpCount } }', {}, editor)).data!.me).toEqual({ assignedLeadCount: null, assignedFollowUpCount: null });

    expect((await gql('mutation ($id: ID!) { deleteUser(id: $id) { id } }', { id: user.id })).errors).toBeUndefined();
    const assignedEntries = (leadId: string) =>
      t.db.prisma.leadEvent.findMany({ where: { leadId, kind: 'ASSIGNED' }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { authorName: true, authorId: true, detail: true } });
    for (const lead of [kept, taken, closed]) {
      expect((await t.db.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).assigneeId).toBeNull();
      expect(await assignedEntries(lead.id)).toEqual([{ authorName: 'Test ADMIN', authorId: expect.any(String), detail: { from: { id: user.id, name: 'Nikhil Counsellor' }, to: null } }]);
    }
    // The audit entry of the delete holds the user, not the leads (the trash item keeps them).
    const deleteEntry = (await entriesFor(user.id)).find((e) => e.action === 'delete')!;
    expect(Object.keys(parsed(deleteEntry.before)!)).not.toContain('assignedLeads');

    // Meanwhile another counsellor takes one.
    expect((await gql('mutation ($id: ID!, $to: ID) { assignLead(id: $id, assigneeId: $to) { id } }', { id: taken.id, to: other.id })).errors).toBeUndefined();
    const item = await t.db.prisma.trashItem.findFirstOrThrow({ where: { entityId: user.id } });
    expect((await gql('mutation ($id: ID!) { restoreTrashItem(id: $id) { entityId } }', { id: item.id })).errors).toBeUndefined();
    const assignees = async () => (await t.db.prisma.lead.findMany({ where: { id: { in: [kept.id, taken.id, closed.id] } }, orderBy: { name: 'asc' }, select: { name: true, assigneeId: true } }));
    expect(await assignees()).toEqual([
      { name: 'Closed Lead', assigneeId: user.id },
      { name: 'Kept Lead', assigneeId: user.id },
      { name: 'Taken Lead', assigneeId: other.id },
    ]);
    expect((await assignedEntries(kept.id)).at(-1)).toEqual({ authorName: 'Test ADMIN', authorId: expect.any(String), detail: { from: null, to: { id: user.id, name: 'Nikhil Counsellor' } } });
    expect(await assignedEntries(taken.id)).toHaveLength(2);
  });

  it('a counsellor restored while an editor takes one of their former leads: the lead has one counsellor, its timeline one entry per change (PostgreSQL: two writers)', async () => {
    const taker = await t.createUser('EDITOR');
    const takerToken = (await (await t.fetch('/api/v1/admin/auth/login', { method: 'POST', json: { username: taker.username, password: TEST_PASSWORD }, headers: { 'x-forwarded-for': '10.44.0.1' } })).json()) as { data: { accessToken: string } };
    for (let round = 0; round < 3; round++) {
      const user = await t.createUser('EDITOR');
      const lead = await t.db.prisma.lead.create({ data: { name: `Race ${round}`, email: `race-${round}-${user.id}@example.com`, designation: 'x', experience: '1', course: 'general', consent: true, assigneeId: user.id } });
      expect((await gql('mutation ($id: ID!) { deleteUser(id: $id) { id } }', { id: user.id })).errors).toBeUndefined();
      const item = await t.db.prisma.trashItem.findFirstOrThrow({ where: { entityId: user.id } });
      const [restored, took] = await Promise.all([
        gql('mutation ($id: ID!) { restoreTrashItem(id: $id) { entityId } }', { id: item.id }),
        gql('mutation ($id: ID!, $to: ID) { assignLead(id: $id, assigneeId: $to) { id } }', { id: lead.id, to: taker.id }, takerToken.data.accessToken),
      ]);
      expect(restored.errors, `round ${round}: ${JSON.stringify(restored.errors)}`).toBeUndefined();
      const now = await t.db.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } });
      const entries = await t.db.prisma.leadEvent.findMany({ where: { leadId: lead.id, kind: 'ASSIGNED' }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { detail: true } });
      const last = entries.at(-1)!.detail as { to: { id: string } | null };
      // Whoever came second found the lead as the first left it: the editor was refused a restored counsellor's lead,
      // or the restore skipped the lead the editor had taken.
      if (took.errors) expect(took.errors[0]!.message).toBe('This lead belongs to another counsellor');
      expect(now.assigneeId).toBe(took.errors ? user.id : taker.id);
      expect(last.to?.id).toBe(now.assigneeId);
      expect(entries).toHaveLength(2);
    }
  });

  it('purging deletes the item for good and is audited; the page and purge are for administrators', async () => {
    const id = await createJob('Purge Me');
    await gql('mutation ($id: ID!) { deleteJobPost(id: $id) { id } }', { id }, editor);
    const item = await t.db.prisma.trashItem.findFirstOrThrow({ where: { entityId: id } });
    expect((await gql('{ trash(first: 1) { totalCount } }', {}, editor)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql('mutation ($id: ID!) { purgeTrashItem(id: $id) { entityId } }', { id: item.id }, editor)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql('mutation ($id: ID!) { purgeTrashItem(id: $id) { entityId } }', { id: item.id })).data).toEqual({ purgeTrashItem: { entityId: id } });
    expect(await t.db.prisma.trashItem.count({ where: { id: item.id } })).toBe(0);
    expect((await entriesFor(id)).map((e) => e.action)).toEqual(['create', 'delete', 'purge']);
  });

  it('an undo gives a job back to its applicants and to the learners who saved it', async () => {
    const id = await createJob('Applied And Saved');
    const learner = await t.db.prisma.learner.create({ data: { name: 'Trash Learner', email: `trash-learner-${Date.now()}@example.com`, emailVerifiedAt: new Date() } });
    const application = await t.db.prisma.application.create({ data: { jobPostId: id, learnerId: learner.id, jobTitle: 'Applied And Saved', companyname: 'Audit Co', name: 'Trash Learner', email: learner.email, phone: '+91 98765 43210' } });
    await t.db.prisma.savedJob.create({ data: { learnerId: learner.id, jobPostId: id } });
    const deleted = await gql<{ deleteJobPost: Record<string, unknown> }>('mutation ($id: ID!) { deleteJobPost(id: $id) { id title } }', { id }, editor);
    expect(deleted.data).toEqual({ deleteJobPost: { id, title: 'Applied And Saved' } });
    expect((await t.db.prisma.application.findUniqueOrThrow({ where: { id: application.id } })).jobPostId).toBeNull();
    expect(await t.db.prisma.savedJob.count({ where: { learnerId: learner.id } })).toBe(0);
    // The audit entry holds the job, not the links (they are the trash item's).
    const deleteEntry = (await entriesFor(id)).find((e) => e.action === 'delete')!;
    expect(Object.keys(parsed(deleteEntry.before)!)).not.toContain('applications');

    expect((await undo('JobPost', id)).errors).toBeUndefined();
    expect((await t.db.prisma.application.findUniqueOrThrow({ where: { id: application.id } })).jobPostId).toBe(id);
    expect(await t.db.prisma.savedJob.findMany({ where: { learnerId: learner.id }, select: { jobPostId: true } })).toEqual([{ jobPostId: id }]);

    // A learner deleted while the job was in the trash: the job still comes back, without their save.
    await gql('mutation ($id: ID!) { deleteJobPost(id: $id) { id } }', { id }, editor);
    await t.db.prisma.learner.delete({ where: { id: learner.id } });
    expect((await undo('JobPost', id)).errors).toBeUndefined();
    expect(await t.db.prisma.savedJob.count({ where: { jobPostId: id } })).toBe(0);
  });

  it('one row deleted several times at once is deleted once: the other requests find nothing (PostgreSQL: two writers)', async () => {
    const id = await createJob('Deleted At Once');
    const answers = await Promise.all(Array.from({ length: 4 }, () => gql('mutation ($id: ID!) { deleteJobPost(id: $id) { id } }', { id }, editor)));
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(answers.filter((a) => a.errors).map((a) => [a.errors![0]!.extensions?.code, a.errors![0]!.message])).toEqual(Array(3).fill(['NOT_FOUND', 'Job post not found']));
    expect(await t.db.prisma.trashItem.count({ where: { entityId: id } })).toBe(1);
    expect((await entriesFor(id)).map((e) => e.action)).toEqual(['create', 'delete']);
  });

  it('one trash item restored and purged at once: one of them happens, the others say there is nothing to restore', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await createJob(`Restored At Once ${round}`);
      await gql('mutation ($id: ID!) { deleteJobPost(id: $id) { id } }', { id }, editor);
      const item = await t.db.prisma.trashItem.findFirstOrThrow({ where: { entityId: id } });
      const answers = await Promise.all([
        gql('mutation ($id: ID!) { restoreTrashItem(id: $id) { entityId } }', { id: item.id }),
        undo('JobPost', id),
        gql('mutation ($id: ID!) { purgeTrashItem(id: $id) { entityId } }', { id: item.id }),
        gql('mutation ($id: ID!) { restoreTrashItem(id: $id) { entityId } }', { id: item.id }),
      ]);
      expect(answers.filter((a) => !a.errors)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.errors)) expect(refused.errors![0]).toMatchObject({ message: 'Nothing to restore: it was restored or purged already', extensions: { code: 'NOT_FOUND' } });
      expect(await t.db.prisma.trashItem.count({ where: { id: item.id } })).toBe(0);
      expect(await t.db.prisma.jobPost.count({ where: { id } })).toBe(answers[2]!.errors ? 1 : 0);
    }
  });

  it('an enquiry sent while its lead is being deleted is never lost: it is in the trash with the lead, or a new lead', async () => {
    const SUBMIT = 'mutation ($i: LeadInput!) { submitLead(input: $i) { id created } }';
    for (let round = 0; round < 6; round++) {
      const email = `race-${round}-${Date.now()}@example.com`;
      const phone = `98${String(round).padStart(2, '0')}${String(Date.now()).slice(-6)}`;
      const input = { name: 'Race Lead', email, phone, designation: 'Tester', experience: 'Fresher', course: 'general', consent: true };
      const send = () => t.fetch('/graphql', { method: 'POST', json: { query: SUBMIT, variables: { i: input } }, headers: { 'x-forwarded-for': `10.77.${round}.1` } }).then((r) => r.json() as Promise<{ data?: { submitLead: { id: string; created: boolean } }; errors?: unknown[] }>);
      const first = await send();
      const leadId = first.data!.submitLead.id;
      const [deleted, second] = await Promise.all([gql('mutation ($id: ID!) { deleteLead(id: $id) { id } }', { id: leadId }), send()]);
      expect(deleted.errors).toBeUndefined();
      expect(second.errors).toBeUndefined();
      expect((await undo('Lead', leadId, admin)).errors).toBeUndefined();
      // Both enquiries are somewhere: the restored lead's two, or its one and a new lead's one.
      const enquiries = await t.db.prisma.leadSubmission.findMany({ where: { email }, select: { leadId: true } });
      expect(enquiries).toHaveLength(2);
      if (second.data!.submitLead.created) expect(second.data!.submitLead.id).not.toBe(leadId);
      else expect(enquiries.map((e) => e.leadId)).toEqual([leadId, leadId]);
    }
  });

  it('undo needs the right to delete that kind of row; garbage answers 400 or 404, never 500', async () => {
    const user = await t.createUser('EDITOR');
    await gql('mutation ($id: ID!) { deleteUser(id: $id) { id } }', { id: user.id });
    expect((await undo('User', user.id, editor)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await undo('Nope', 'x')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await undo('JobPost', 'x\u0000y')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql('{ trash(first: 1, entity: "Nope") { totalCount } }')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql('mutation { restoreTrashItem(id: "\\u0000") { entityId } }')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
