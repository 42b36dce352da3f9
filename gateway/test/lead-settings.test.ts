// Lead settings (issue 30: the assignment rule, its counsellors, the duplicate window) and each staff member's own
// notification preferences.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../src/services/settings.js';
import { startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
let admin: string;
let editorA: { id: string; username: string };
let editorB: { id: string; username: string };
let learnerUser: { id: string; username: string };
let courseSlug: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('ADMIN');
  editorA = await t.createUser('EDITOR');
  editorB = await t.createUser('EDITOR');
  learnerUser = await t.createUser('USER');
  // The test database starts with the seed's courses.
  courseSlug = (await t.db.prisma.course.findFirstOrThrow({ orderBy: { slug: 'asc' } })).slug;
});
afterAll(() => t.close());

const FIELDS = 'assignment counsellorIds courseCounsellors { course counsellorIds } duplicateWindowDays';
const READ = `{ leadSettings { ${FIELDS} } }`;
const UPDATE = `mutation ($input: LeadSettingsInput!) { updateLeadSettings(input: $input) { ${FIELDS} } }`;

interface Settings {
  assignment: string;
  counsellorIds: string[];
  courseCounsellors: { course: string; counsellorIds: string[] }[];
  duplicateWindowDays: number;
}
const saved = { assignment: 'UNASSIGNED', counsellorIds: [] as string[], courseCounsellors: [] as Settings['courseCounsellors'], duplicateWindowDays: 30 };

async function save(input: Settings, token: string | null = admin) {
  return t.gql<{ updateLeadSettings: Settings }>(UPDATE, { input }, token);
}

describe('lead settings', () => {
  it('answers the defaults before anything is saved', async () => {
    const res = await t.gql<{ leadSettings: Settings }>(READ, {}, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data?.leadSettings).toEqual(saved);
  });

  it('saves round robin with two counsellors (in turn order) and reads them back; the site settings keep their details', async () => {
    await t.db.prisma.siteSettings.deleteMany();
    const input = { ...saved, assignment: 'ROUND_ROBIN', counsellorIds: [editorB.id, editorA.id, editorB.id], duplicateWindowDays: 14 };
    const res = await save(input);
    expect(res.errors).toBeUndefined();
    // Named twice is one turn, not two.
    const expected = { ...input, counsellorIds: [editorB.id, editorA.id] };
    expect(res.data?.updateLeadSettings).toEqual(expected);
    expect((await t.gql<{ leadSettings: Settings }>(READ, {}, admin)).data?.leadSettings).toEqual(expected);
    // A first save of lead settings makes the row with the site's default contact details, which stay public.
    const row = await t.db.prisma.siteSettings.findUniqueOrThrow({ where: { id: 1 } });
    expect(row).toMatchObject({ supportEmail: DEFAULT_SITE_SETTINGS.supportEmail, leadAssignment: 'ROUND_ROBIN', leadCounsellorIds: [editorB.id, editorA.id], leadDuplicateWindowDays: 14 });
    // Audited like any settings write.
    const audit = await t.db.prisma.auditEntry.findFirstOrThrow({ where: { entity: 'SiteSettings' }, orderBy: { createdAt: 'desc' } });
    expect(audit).toMatchObject({ entityId: '1', after: expect.objectContaining({ leadAssignment: 'ROUND_ROBIN' }) });
  });

  it("saves by course (a course's counsellors, 'general', and the others' counsellors), stored as { slug: [ids] }, read by slug with 'general' last", async () => {
    const input = {
      assignment: 'BY_COURSE',
      counsellorIds: [editorA.id],
      courseCounsellors: [
        { course: 'general', counsellorIds: [editorA.id, editorB.id] },
        { course: courseSlug, counsellorIds: [editorB.id] },
        // No counsellors: the same as left out.
        { course: 'full-stack-development', counsellorIds: [] },
      ],
      duplicateWindowDays: 365,
    };
    const res = await save(input);
    expect(res.errors).toBeUndefined();
    const expected = { ...input, courseCounsellors: [input.courseCounsellors[1], input.courseCounsellors[0]] };
    expect(res.data?.updateLeadSettings).toEqual(expected);
    expect((await t.gql<{ leadSettings: Settings }>(READ, {}, admin)).data?.leadSettings).toEqual(expected);
    const row = await t.db.prisma.siteSettings.findUniqueOrThrow({ where: { id: 1 } });
    expect(row.leadCourseCounsellors).toEqual({ [courseSlug]: [editorB.id], general: [editorA.id, editorB.id] });
    // BY_COURSE with only the others' counsellors is enough too.
    expect((await save({ ...input, courseCounsellors: [] })).errors).toBeUndefined();
  });

  it.each([
    ['a user who is not staff', () => ({ assignment: 'ROUND_ROBIN', counsellorIds: [editorA.id, learnerUser.id] }), 'Choose counsellors among staff members', 'counsellorIds'],
    ['an unknown user', () => ({ assignment: 'UNASSIGNED', counsellorIds: ['no-such-user'] }), 'Choose counsellors among staff members', 'counsellorIds'],
    ['an empty id', () => ({ assignment: 'UNASSIGNED', counsellorIds: [' '] }), 'Choose counsellors among staff members', 'counsellorIds'],
    [
      "a course's counsellor who is not staff",
      () => ({ assignment: 'BY_COURSE', courseCounsellors: [{ course: 'general', counsellorIds: [editorA.id] }, { course: courseSlug, counsellorIds: [learnerUser.id] }] }),
      'Choose counsellors among staff members',
      'courseCounsellors.1.counsellorIds',
    ],
    ['a course that does not exist', () => ({ assignment: 'BY_COURSE', courseCounsellors: [{ course: 'no-such-course', counsellorIds: [editorA.id] }] }), 'There is no course "no-such-course"', 'courseCounsellors.0.course'],
    [
      'a course listed twice',
      () => ({ assignment: 'BY_COURSE', courseCounsellors: [{ course: courseSlug, counsellorIds: [editorA.id] }, { course: courseSlug, counsellorIds: [editorB.id] }] }),
      'Each course is listed once',
      'courseCounsellors.1.course',
    ],
    ['a window of 0 days', () => ({ duplicateWindowDays: 0 }), 'The duplicate window must be 1 to 365 days', 'duplicateWindowDays'],
    ['a window of 366 days', () => ({ duplicateWindowDays: 366 }), 'The duplicate window must be 1 to 365 days', 'duplicateWindowDays'],
    ['a negative window', () => ({ duplicateWindowDays: -5 }), 'The duplicate window must be 1 to 365 days', 'duplicateWindowDays'],
    ['round robin with nobody', () => ({ assignment: 'ROUND_ROBIN', counsellorIds: [] }), 'Choose at least one counsellor for round robin', 'counsellorIds'],
    [
      'by course with nobody anywhere',
      () => ({ assignment: 'BY_COURSE', counsellorIds: [], courseCounsellors: [{ course: courseSlug, counsellorIds: [] }] }),
      'Choose counsellors for at least one course, or counsellors for the other courses',
      'courseCounsellors',
    ],
  ])('refuses %s with its message and field, and keeps what was saved', async (_name, change, message, field) => {
    const good = { assignment: 'ROUND_ROBIN', counsellorIds: [editorA.id], courseCounsellors: [], duplicateWindowDays: 20 };
    expect((await save(good)).errors).toBeUndefined();
    const res = await save({ ...good, ...change() } as Settings);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(res.data?.updateLeadSettings).toBeUndefined();
    expect((await t.gql<{ leadSettings: Settings }>(READ, {}, admin)).data?.leadSettings).toEqual(good);
  });

  it('refuses a rule that does not exist with GraphQL’s own 400', async () => {
    const res = await t.fetch('/graphql', { method: 'POST', token: admin, json: { query: UPDATE, variables: { input: { ...saved, assignment: 'RANDOM' } } } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { message: string }[] };
    expect(body.errors[0]!.message).toContain('Value "RANDOM" does not exist in "LeadAssignmentRule" enum');
  });

  it('leaves out a counsellor who is no longer staff, so the form can be saved again as it reads', async () => {
    const leaving = await t.createUser('EDITOR');
    const input = { assignment: 'BY_COURSE', counsellorIds: [editorA.id, leaving.id], courseCounsellors: [{ course: courseSlug, counsellorIds: [leaving.id] }], duplicateWindowDays: 30 };
    expect((await save(input)).errors).toBeUndefined();
    await t.db.prisma.user.update({ where: { id: leaving.id }, data: { role: 'USER' } });
    const read = await t.gql<{ leadSettings: Settings }>(READ, {}, admin);
    expect(read.data?.leadSettings).toEqual({ ...input, counsellorIds: [editorA.id], courseCounsellors: [] });
    expect((await save(read.data!.leadSettings)).errors).toBeUndefined();
  });

  it('is for administrators only: EDITOR and USER are refused, anonymous must sign in', async () => {
    const input = { ...saved, assignment: 'UNASSIGNED' };
    for (const role of ['EDITOR', 'USER'] as const) {
      const token = await t.tokenFor(role);
      expect((await t.gql(READ, {}, token)).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      expect((await save(input, token)).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    }
    expect((await t.gql(READ)).errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect((await save(input, null)).errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('notification preferences', () => {
  const ME = '{ me { id notifyNewLeads notifyFollowUps } }';
  const UPDATE_MINE = 'mutation ($newLeads: Boolean, $followUps: Boolean) { updateMyNotifications(newLeads: $newLeads, followUps: $followUps) { id notifyNewLeads notifyFollowUps } }';

  it('are on for a new staff member; each turns off and on by itself, and sticks', async () => {
    const editor = await t.tokenFor('EDITOR');
    const me = await t.gql<{ me: { id: string; notifyNewLeads: boolean; notifyFollowUps: boolean } }>(ME, {}, editor);
    expect(me.data?.me).toMatchObject({ notifyNewLeads: true, notifyFollowUps: true });
    const id = me.data!.me.id;

    const off = await t.gql(UPDATE_MINE, { newLeads: false }, editor);
    expect(off.errors).toBeUndefined();
    expect(off.data?.updateMyNotifications).toEqual({ id, notifyNewLeads: false, notifyFollowUps: true });
    expect((await t.gql(ME, {}, editor)).data?.me).toEqual({ id, notifyNewLeads: false, notifyFollowUps: true });
    expect(await t.db.prisma.user.findUniqueOrThrow({ where: { id }, select: { notifyNewLeads: true, notifyFollowUps: true } })).toEqual({ notifyNewLeads: false, notifyFollowUps: true });

    expect((await t.gql(UPDATE_MINE, { followUps: false, newLeads: null }, editor)).data?.updateMyNotifications).toEqual({ id, notifyNewLeads: false, notifyFollowUps: false });
    expect((await t.gql(UPDATE_MINE, { newLeads: true, followUps: true }, editor)).data?.updateMyNotifications).toEqual({ id, notifyNewLeads: true, notifyFollowUps: true });
    // Each change is in the audit log, by its author.
    const audit = await t.db.prisma.auditEntry.findMany({ where: { entity: 'User', entityId: id }, orderBy: { createdAt: 'asc' } });
    expect(audit.map((a) => a.after)).toEqual([{ notifyNewLeads: false }, { notifyFollowUps: false }, { notifyNewLeads: true, notifyFollowUps: true }]);
  });

  it("are one's own: an administrator reading the staff list sees null for everyone else", async () => {
    const other = await t.createUser('EDITOR');
    await t.db.prisma.user.update({ where: { id: other.id }, data: { notifyNewLeads: false } });
    const res = await t.gql<{ users: { id: string; notifyNewLeads: boolean | null; notifyFollowUps: boolean | null }[] }>('{ me { id } users { id notifyNewLeads notifyFollowUps } }', {}, admin);
    expect(res.errors).toBeUndefined();
    const others = res.data!.users.filter((u) => u.id !== (res.data as unknown as { me: { id: string } }).me.id);
    expect(others.length).toBeGreaterThan(0);
    for (const user of others) expect(user).toMatchObject({ notifyNewLeads: null, notifyFollowUps: null });
    expect(res.data!.users.find((u) => u.id === (res.data as unknown as { me: { id: string } }).me.id)).toMatchObject({ notifyNewLeads: true, notifyFollowUps: true });
  });

  it('empty no public cache when changed (nothing public changes)', async () => {
    const tables: string[] = [];
    const stop = t.contentChanges.subscribe((change) => tables.push(...change.tables));
    try {
      expect((await t.gql(UPDATE_MINE, { followUps: false }, admin)).errors).toBeUndefined();
      expect(tables).toEqual([]);
    } finally {
      stop();
    }
  });

  it('can be changed by signed-in staff only', async () => {
    expect((await t.gql(UPDATE_MINE, { newLeads: false })).errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect((await t.gql(UPDATE_MINE, { newLeads: false }, await t.tokenFor('USER'))).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const res = await t.fetch('/graphql', { method: 'POST', token: admin, json: { query: UPDATE_MINE, variables: { newLeads: 'no' } } });
    expect(res.status).toBe(400);
  });
});
