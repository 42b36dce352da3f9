// Content changes: every write the public site shows is announced to this process at once (GraphQL, REST) and by
// the database's triggers (any statement, raw SQL included); writes nobody sees publicly are not. On PostgreSQL a
// second Database (as a second process would have) hears the first one's writes, and a lost listening connection
// comes back with a `reconnect` change.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUBLIC_CONTENT_CHANNEL, startContentChanges, type ContentChange, type ContentChanges } from '../src/cache/content-changes.js';
import { openDatabase } from '../src/db/client.js';
import { takeConsoleErrors, takeLogLines } from './helpers/fail-on-console-error.js';
import { startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
let editor: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  editor = await t.tokenFor('EDITOR');
  admin = await t.tokenFor('ADMIN');
});
afterAll(() => t.close());

const job = { title: 'Announced', companyname: 'Change Ltd', companylogo: 'https://x.example/l.png', location: 'Pune', salary: '1 LPA' };

/** Records what `changes` emits from now on. */
function record(changes: ContentChanges = t.contentChanges) {
  const seen: ContentChange[] = [];
  const stop = changes.subscribe((change) => seen.push(change));
  return { seen, stop, of: (source: ContentChange['source']) => seen.filter((c) => c.source === source) };
}

/** Waits until the database's notification about `table` arrived. */
async function databaseChange(recorder: ReturnType<typeof record>, table: string) {
  await vi.waitFor(() => expect(recorder.of('database').flatMap((c) => c.tables)).toContain(table), { timeout: 5000, interval: 20 });
}

/**
 * Notifications reach a listener in commit order, so once a fence sent after some writes has arrived, anything those
 * writes would have notified has arrived too: what is missing then was never sent.
 */
async function fence(recorder: ReturnType<typeof record>) {
  const marker = `fence-${Math.random().toString(36).slice(2)}`;
  await t.db.prisma.$executeRaw`SELECT pg_notify(${PUBLIC_CONTENT_CHANNEL}, ${marker})`;
  await databaseChange(recorder, marker);
  return recorder.seen.filter((c) => !c.tables.includes(marker));
}

describe('changes this process makes', () => {
  it('a job post created through GraphQL is announced before the response, then by the database', async () => {
    const r = record();
    const res = await t.gql<{ createJobPost: { id: string } }>('mutation ($input: JobPostInput!) { createJobPost(input: $input) { id } }', { input: job }, editor);
    expect(res.errors).toBeUndefined();
    expect(r.of('local')).toHaveLength(1);
    expect(r.of('local')[0]!.tables).toContain('JobPost');
    await databaseChange(r, 'JobPost');
    r.stop();
  });

  it('a job post created through REST is announced before the response, then by the database', async () => {
    const r = record();
    const res = await t.fetch('/api/v1/job-post/create-job-post', { method: 'POST', json: job, token: editor });
    expect(res.status).toBe(201);
    expect(r.of('local')).toHaveLength(1);
    await databaseChange(r, 'JobPost');
    r.stop();
  });

  it('a direct SQL statement is announced by the trigger', async () => {
    const r = record();
    await t.db.prisma.$executeRaw`UPDATE "JobPost" SET "salary" = '2' WHERE "title" = 'Announced'`;
    await databaseChange(r, 'JobPost');
    expect(r.of('local')).toEqual([]);
    r.stop();
  });

  it('a story comment: a visitor posting it is not news; approving and deleting it are', async () => {
    const setup = record();
    const story = await t.db.prisma.story.create({ data: { title: 'Comments', slug: `comments-${Date.now()}`, storyImage: '/s.png' } });
    await databaseChange(setup, 'Story'); // on PostgreSQL it arrives a moment later: not in the way of what follows
    setup.stop();
    const r = record();
    const posted = await t.gql<{ addStoryComment: { id: string } }>(
      'mutation ($storyId: ID!) { addStoryComment(storyId: $storyId, body: "Great story") { id } }',
      { storyId: story.id },
    );
    expect(posted.errors).toBeUndefined();
    expect(await fence(r)).toEqual([]);

    const approved = await t.gql('mutation ($id: ID!) { approveStoryComment(id: $id) { id } }', { id: posted.data!.addStoryComment.id }, editor);
    expect(approved.errors).toBeUndefined();
    expect(r.of('local')).toHaveLength(1);
    await databaseChange(r, 'StoryComment');

    r.seen.length = 0;
    const deleted = await t.gql('mutation ($id: ID!) { deleteStoryComment(id: $id) { id } }', { id: posted.data!.addStoryComment.id }, editor);
    expect(deleted.errors).toBeUndefined();
    expect(r.of('local')).toHaveLength(1);
    await databaseChange(r, 'StoryComment');
    r.stop();
  });

  it('a site settings update is announced', async () => {
    const r = record();
    const res = await t.gql(
      'mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { city } }',
      { input: { supportEmail: 'help@example.com', tollFreeNumber: '1800-000-0000', mobileNumber: '+91 90000 00000', address: 'Somewhere 1', city: 'Pune' } },
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(r.of('local')).toHaveLength(1);
    await databaseChange(r, 'SiteSettings');
    r.stop();
  });

  it('stories written through REST are announced', async () => {
    const r = record();
    const res = await t.fetch('/api/v1/story/create-story', { method: 'POST', json: { title: 'A REST story', storyImage: '/s.png' }, token: editor });
    expect(res.status).toBeLessThan(300);
    expect(r.of('local')).toHaveLength(1);
    await databaseChange(r, 'Story');
    r.stop();
  });

  it('writes the public site does not show, and refused writes, announce nothing', async () => {
    const r = record();
    // A refused sign-in (GraphQL and REST), a lead, a staff account, a refused job post, a failed REST write.
    await t.gql('mutation { adminLogin(username: "nobody", password: "wrong-password") { success } }');
    await t.fetch('/api/v1/admin/auth/login', { method: 'POST', json: { username: 'nobody', password: 'wrong-password' } });
    const lead = await t.gql(
      'mutation ($input: LeadInput!) { submitLead(input: $input) { id } }',
      { input: { name: 'Asha', email: `asha-${Date.now()}@example.com`, phone: '98765 43210', designation: 'Student', experience: '1', course: 'general', consent: true } },
    );
    expect(lead.errors).toBeUndefined();
    const user = await t.gql(
      'mutation ($input: UserInput!) { createUser(input: $input) { id } }',
      { input: { name: 'New Editor', username: `ed-${Date.now()}`, email: `ed-${Date.now()}@example.com`, password: 'a-long-enough-password', role: 'EDITOR' } },
      admin,
    );
    expect(user.errors).toBeUndefined();
    const refused = await t.gql('mutation ($input: JobPostInput!) { createJobPost(input: $input) { id } }', { input: job });
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.fetch('/api/v1/job-post/create-job-post', { method: 'POST', json: { ...job, title: '' }, token: editor })).status).toBe(400);
    expect(await fence(r)).toEqual([]);
    r.stop();
  });

  it('a subscriber that throws is logged on one line and does not stop the others', async () => {
    const stopFailing = t.contentChanges.subscribe(() => {
      throw new Error('cache on fire');
    });
    const r = record();
    t.contentChanges.notifyLocal(['JobPost']);
    expect(r.seen).toEqual([{ tables: ['JobPost'], source: 'local' }]);
    expect(takeConsoleErrors()).toEqual(['content-change listener failed cache on fire']);
    stopFailing();
    r.stop();
  });
});

describe('closing', () => {
  it('a closed instance hears nothing more', async () => {
    const changes = await startContentChanges(t.db);
    const r = record(changes);
    await t.db.prisma.$executeRaw`UPDATE "JobPost" SET "salary" = '5' WHERE "title" = 'Announced'`;
    await databaseChange(r, 'JobPost');
    await changes.close();
    const count = r.seen.length;
    changes.notifyLocal(['JobPost']);
    await fence(record());
    expect(r.seen).toHaveLength(count);
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('PostgreSQL: a second process', () => {
  it('hears the first one’s writes through the database, and not its local announcements', async () => {
    // A Database of its own on the same PostgreSQL database, as another gateway process would open.
    const other = await openDatabase(t.db.target);
    const changes = await startContentChanges(other);
    try {
      const r = record(changes);
      const res = await t.gql('mutation ($input: JobPostInput!) { createJobPost(input: $input) { id } }', { input: { ...job, title: 'Heard elsewhere' } }, editor);
      expect(res.errors).toBeUndefined();
      await databaseChange(r, 'JobPost');
      expect(r.of('local')).toEqual([]);
      // And the other way round: its raw SQL reaches this process.
      const here = record();
      await other.prisma.$executeRaw`UPDATE "SiteSettings" SET "city" = 'Mumbai'`;
      await databaseChange(here, 'SiteSettings');
      here.stop();
    } finally {
      await changes.close();
      await other.close();
    }
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('PostgreSQL: a lost listening connection', () => {
  it('comes back, says so with a reconnect change, and hears writes again', async () => {
    takeLogLines();
    try {
      const r = record();
      const killed = await t.db.prisma.$queryRaw<{ pid: number }[]>`
        SELECT pg_terminate_backend(pid) AS ok, pid FROM pg_stat_activity
        WHERE application_name = 'gateway-listen' AND datname = current_database()`;
      expect(killed.length).toBeGreaterThan(0);
      await vi.waitFor(() => expect(r.of('reconnect')).toHaveLength(1), { timeout: 10_000, interval: 50 });
      expect(r.of('reconnect')[0]!.tables).toEqual(expect.arrayContaining(['JobPost', 'Story', 'StoryComment', 'SiteSettings']));
      const warnings = takeLogLines().filter((l) => l.level === 'warn').map((l) => String(l.msg));
      expect(warnings).toEqual(expect.arrayContaining([expect.stringMatching(/^LISTEN public_content_changed: connection lost/)]));
      await t.db.prisma.$executeRaw`UPDATE "JobPost" SET "salary" = '4' WHERE "title" = 'Announced'`;
      await databaseChange(r, 'JobPost');
      r.stop();
    } finally {
      takeLogLines();
    }
  });
});
