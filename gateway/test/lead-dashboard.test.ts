// The dashboard's lead charts (issue 30): buckets on the centre's calendar (an IST midnight, a Monday), counts by
// course, source and status, follow-ups per counsellor (an EDITOR sees only their own row), who may read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadSource, LeadStatus } from '../src/generated/prisma/enums.js';
import { dashboardBuckets, leadDashboard } from '../src/services/lead-dashboard.js';
import { createQueryMemo } from '../src/cache/query-memo.js';
import type { ServiceContext } from '../src/services/context.js';
import { startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Tuesday 24 November 2026, 12:00 in Asia/Kolkata: before the real time of any lead another test makes. */
const NOW = new Date('2026-11-24T06:30:00Z');
const iso = (d: Date) => d.toISOString();

let n = 0;
async function lead(createdAt: string | Date, fields: { course?: string; source?: LeadSource; status?: LeadStatus; assigneeId?: string | null; nextFollowUpAt?: Date | null } = {}) {
  n++;
  return t.db.prisma.lead.create({
    data: { name: `Dash Lead ${n}`, email: `dash-${n}@example.com`, designation: 'Analyst', experience: 'Fresher', consent: true, course: 'data-science-ai-ml', ...fields, createdAt: new Date(createdAt) },
  });
}

const asViewer = (id: string, role: 'ADMIN' | 'EDITOR'): Pick<ServiceContext, 'prisma' | 'viewer'> => ({ prisma: t.db.prisma, viewer: { id, username: id, role } });

describe('dashboardBuckets', () => {
  it('WEEK: the last 7 centre days, one per day, the last ending at the end of today (IST)', () => {
    const buckets = dashboardBuckets('WEEK', NOW);
    expect(buckets.map((b) => [iso(b.start), iso(b.end), b.label])).toEqual([
      ['2026-11-17T18:30:00.000Z', '2026-11-18T18:30:00.000Z', 'Wed, 18 Nov'],
      ['2026-11-18T18:30:00.000Z', '2026-11-19T18:30:00.000Z', 'Thu, 19 Nov'],
      ['2026-11-19T18:30:00.000Z', '2026-11-20T18:30:00.000Z', 'Fri, 20 Nov'],
      ['2026-11-20T18:30:00.000Z', '2026-11-21T18:30:00.000Z', 'Sat, 21 Nov'],
      ['2026-11-21T18:30:00.000Z', '2026-11-22T18:30:00.000Z', 'Sun, 22 Nov'],
      ['2026-11-22T18:30:00.000Z', '2026-11-23T18:30:00.000Z', 'Mon, 23 Nov'],
      ['2026-11-23T18:30:00.000Z', '2026-11-24T18:30:00.000Z', 'Tue, 24 Nov'],
    ]);
  });

  it('WEEK just after an IST midnight (18:31 UTC) is already the next day', () => {
    const buckets = dashboardBuckets('WEEK', new Date('2026-11-24T18:31:00Z'));
    expect(buckets.at(-1)!.label).toBe('Wed, 25 Nov');
    expect(iso(buckets.at(-1)!.start)).toBe('2026-11-24T18:30:00.000Z');
  });

  it('DAYS_90: the first week starts on the range\'s first day (short), then Monday-based weeks, the last ending today', () => {
    const buckets = dashboardBuckets('DAYS_90', NOW);
    expect(buckets).toHaveLength(14);
    expect([iso(buckets[0]!.start), iso(buckets[0]!.end), buckets[0]!.label]).toEqual(['2026-08-26T18:30:00.000Z', '2026-08-30T18:30:00.000Z', '27 Aug – 30 Aug']);
    expect([iso(buckets[1]!.start), buckets[1]!.label]).toEqual(['2026-08-30T18:30:00.000Z', '31 Aug – 6 Sept']);
    expect([iso(buckets.at(-1)!.start), iso(buckets.at(-1)!.end), buckets.at(-1)!.label]).toEqual(['2026-11-22T18:30:00.000Z', '2026-11-24T18:30:00.000Z', '23 Nov – 24 Nov']);
    // Contiguous: each bucket starts where the last ended.
    for (let i = 1; i < buckets.length; i++) expect(buckets[i]!.start).toEqual(buckets[i - 1]!.end);
  });

  it('DAYS_30 starting on a Monday has no short first week; on a Monday the last week is that day alone', () => {
    expect(dashboardBuckets('DAYS_30', NOW).map((b) => b.label)).toEqual(['26 Oct – 1 Nov', '2 Nov – 8 Nov', '9 Nov – 15 Nov', '16 Nov – 22 Nov', '23 Nov – 24 Nov']);
    const monday = dashboardBuckets('DAYS_30', new Date('2026-11-23T06:30:00Z'));
    expect(monday.at(-1)!.label).toBe('23 Nov');
    expect(monday[0]!.label).toBe('25 Oct');
  });
});

describe('leadDashboard counts', () => {
  let admin: { id: string };
  beforeAll(async () => {
    admin = await t.createUser('ADMIN');
    // Around an IST midnight that starts a Monday (Sunday 22 → Monday 23 November) and the next (Monday → Tuesday).
    await lead('2026-11-22T18:29:59Z', { course: 'data-science-ai-ml', source: 'GOOGLE' }); // Sun 22, 23:59:59 IST
    await lead('2026-11-22T18:30:00Z', { course: 'data-science-ai-ml', source: 'GOOGLE', status: 'CONTACTED' }); // Mon 23, 00:00 IST
    await lead('2026-11-23T18:29:59Z', { course: 'general', source: 'FACEBOOK', status: 'ENROLLED' }); // Mon 23, 23:59:59 IST
    await lead('2026-11-23T18:30:00Z', { course: 'general', source: 'WEBSITE' }); // Tue 24, 00:00 IST
    await lead('2026-11-24T06:00:00Z', { course: 'data-science-ai-ml', source: 'WEBSITE', status: 'CLOSED' }); // Tue 24, 11:30 IST
    // Before every range, and an older one inside 90 days only.
    await lead('2026-08-26T18:29:59Z', { course: 'general', source: 'REFERRAL' }); // Wed 26 Aug, 23:59:59 IST
    await lead('2026-08-26T18:30:00Z', { course: 'general', source: 'REFERRAL' }); // Thu 27 Aug, 00:00 IST
  });

  it('WEEK: by course and by source per day, the biggest series first, with names; the funnel of the week\'s leads', async () => {
    const d = await leadDashboard(asViewer(admin.id, 'ADMIN'), 'WEEK', NOW);
    expect([iso(d.from), iso(d.to)]).toEqual(['2026-11-17T18:30:00.000Z', '2026-11-24T18:30:00.000Z']);
    expect(d.byCourse).toEqual([
      { key: 'data-science-ai-ml', label: 'Data Science and AI-ML', counts: [0, 0, 0, 0, 1, 1, 1] },
      { key: 'general', label: 'Learning centre (any course)', counts: [0, 0, 0, 0, 0, 1, 1] },
    ]);
    expect(d.bySource).toEqual([
      { key: 'GOOGLE', label: 'Google', counts: [0, 0, 0, 0, 1, 1, 0] },
      { key: 'WEBSITE', label: 'Website', counts: [0, 0, 0, 0, 0, 0, 2] },
      { key: 'FACEBOOK', label: 'Facebook', counts: [0, 0, 0, 0, 0, 1, 0] },
    ]);
    expect(d.statusFunnel).toEqual([
      { status: 'NEW', count: 2 },
      { status: 'CONTACTED', count: 1 },
      { status: 'ENROLLED', count: 1 },
      { status: 'CLOSED', count: 1 },
    ]);
  });

  it('DAYS_30: Monday-based weeks (Sunday 23:59 IST in one, Monday 00:00 IST in the next)', async () => {
    const d = await leadDashboard(asViewer(admin.id, 'ADMIN'), 'DAYS_30', NOW);
    expect(d.byCourse).toEqual([
      { key: 'data-science-ai-ml', label: 'Data Science and AI-ML', counts: [0, 0, 0, 1, 2] },
      { key: 'general', label: 'Learning centre (any course)', counts: [0, 0, 0, 0, 2] },
    ]);
  });

  it('DAYS_90 starts at the range\'s first IST midnight: a lead a second before is not counted', async () => {
    const d = await leadDashboard(asViewer(admin.id, 'ADMIN'), 'DAYS_90', NOW);
    const general = d.byCourse.find((s) => s.key === 'general')!;
    expect(general.counts[0]).toBe(1);
    expect(general.counts.reduce((a, b) => a + b)).toBe(3);
    expect(d.bySource.find((s) => s.key === 'REFERRAL')!.counts).toEqual([1, ...Array(13).fill(0)]);
    expect(d.statusFunnel.reduce((a, s) => a + s.count, 0)).toBe(6);
    expect(d.placementFunnel.map((s) => s.stage)).toEqual(['APPLIED', 'SHORTLISTED', 'INTERVIEW', 'OFFER', 'PLACED', 'REJECTED', 'WITHDRAWN']);
  });
});

const FOLLOW_UPS = `query { leadDashboard(range: WEEK) { range buckets { label } followUps { counsellor { id name } dueToday overdue } placementFunnel { stage count } } }`;

describe('remembered figures (decision 022)', () => {
  const remembering = (id: string) => ({ ...asViewer(id, 'ADMIN'), memo: createQueryMemo() });
  const total = (d: Awaited<ReturnType<typeof leadDashboard>>) => d.statusFunnel.reduce((a, s) => a + s.count, 0);

  it('answers a second read from memory, and reads afresh after any write to the leads, even one this process did not make', async () => {
    const ctx = remembering('memo-admin');
    const first = await leadDashboard(ctx, 'WEEK', NOW);
    expect(await leadDashboard(ctx, 'WEEK', NOW)).toBe(first);
    // A write straight to the database, as another gateway process's would be: the trigger moves the version on.
    await lead('2026-11-24T05:00:00Z', { course: 'machine-learning' });
    const after = await leadDashboard(ctx, 'WEEK', NOW);
    expect(after).not.toBe(first);
    expect(total(after)).toBe(total(first) + 1);
    // A status change (an UPDATE) and a deletion count as writes too.
    const changed = await lead('2026-11-24T05:10:00Z');
    const beforeUpdate = await leadDashboard(ctx, 'WEEK', NOW);
    await t.db.prisma.lead.update({ where: { id: changed.id }, data: { status: 'ENROLLED' } });
    const updated = await leadDashboard(ctx, 'WEEK', NOW);
    expect(updated.statusFunnel.find((s) => s.status === 'ENROLLED')!.count).toBe(beforeUpdate.statusFunnel.find((s) => s.status === 'ENROLLED')!.count + 1);
    await t.db.prisma.lead.delete({ where: { id: changed.id } });
    expect(total(await leadDashboard(ctx, 'WEEK', NOW))).toBe(total(updated) - 1);
  });

  it('reads afresh a minute later without any write (a follow-up becomes overdue as time passes)', async () => {
    const ctx = remembering('memo-admin-2');
    const first = await leadDashboard(ctx, 'WEEK', NOW);
    expect(await leadDashboard(ctx, 'WEEK', new Date(NOW.getTime() + 30_000))).toBe(first);
    expect(await leadDashboard(ctx, 'WEEK', new Date(NOW.getTime() + 60_000))).not.toBe(first);
  });

  it('keeps an editor\'s figures apart from an administrator\'s (their follow-up rows differ)', async () => {
    const memo = createQueryMemo();
    const admin = await leadDashboard({ ...asViewer('memo-admin-3', 'ADMIN'), memo }, 'WEEK', NOW);
    const editor = await leadDashboard({ ...asViewer('memo-editor', 'EDITOR'), memo }, 'WEEK', NOW);
    expect(editor).not.toBe(admin);
    expect(editor.followUps.every((f) => f.counsellor === null || f.counsellor.id === 'memo-editor')).toBe(true);
  });
});

describe('leadDashboard through GraphQL', () => {
  it('follow-ups due today and overdue of open leads per counsellor, then the unassigned ones; an EDITOR gets only their own row and the unassigned', async () => {
    const editorToken = await t.tokenFor('EDITOR');
    const adminToken = await t.tokenFor('ADMIN');
    const editorId = ((await t.gql<{ me: { id: string } }>('{ me { id } }', {}, editorToken)).data!.me.id);
    const other = await t.createUser('EDITOR');
    const now = Date.now();
    // The end of today in Asia/Kolkata, so that "due today" is not tomorrow whatever the hour the test runs.
    const endOfToday = new Date(Math.floor((now + 19_800_000) / 86_400_000) * 86_400_000 + 86_400_000 - 19_800_000);
    const created = new Date(now - 3600_000);
    await lead(created, { assigneeId: editorId, nextFollowUpAt: new Date(now - 60_000) }); // overdue
    await lead(created, { assigneeId: editorId, status: 'CONTACTED', nextFollowUpAt: new Date(now - 86_400_000 * 3) }); // overdue
    await lead(created, { assigneeId: editorId, nextFollowUpAt: new Date(now + 600_000) }); // due today (unless the test runs in the day's last 10 minutes)
    await lead(created, { assigneeId: editorId, nextFollowUpAt: new Date(endOfToday.getTime() + 3600_000) }); // upcoming: not counted
    await lead(created, { assigneeId: editorId, status: 'ENROLLED', nextFollowUpAt: new Date(now - 60_000) }); // not open: not counted
    await lead(created, { assigneeId: editorId }); // none planned
    await lead(created, { assigneeId: other.id, nextFollowUpAt: new Date(now - 60_000) });
    await lead(created, { assigneeId: null, nextFollowUpAt: new Date(now - 60_000) }); // unassigned: its own row
    await lead(created, { assigneeId: null, status: 'CLOSED', nextFollowUpAt: new Date(now - 60_000) }); // not open: not counted

    const dueToday = endOfToday.getTime() - now > 600_000 ? 1 : 0;
    const asEditor = await t.gql<{ leadDashboard: { followUps: { counsellor: { id: string } | null; dueToday: number; overdue: number }[] } }>(FOLLOW_UPS, {}, editorToken);
    expect(asEditor.errors).toBeUndefined();
    // The leads nobody has are anyone's to take: the editor sees them too, last, with no counsellor.
    expect(asEditor.data!.leadDashboard.followUps).toEqual([
      { counsellor: expect.objectContaining({ id: editorId }), dueToday, overdue: 2 },
      { counsellor: null, dueToday: 0, overdue: 1 },
    ]);

    const asAdmin = await t.gql<{ leadDashboard: { buckets: unknown[]; followUps: { counsellor: { id: string; name: string } | null; dueToday: number; overdue: number }[] } }>(FOLLOW_UPS, {}, adminToken);
    expect(asAdmin.errors).toBeUndefined();
    const rows = asAdmin.data!.leadDashboard.followUps;
    expect(rows.find((r) => r.counsellor?.id === editorId)).toMatchObject({ dueToday, overdue: 2 });
    expect(rows.find((r) => r.counsellor?.id === other.id)).toMatchObject({ dueToday: 0, overdue: 1 });
    expect(rows.at(-1)).toEqual({ counsellor: null, dueToday: 0, overdue: 1 });
    // Every staff member has a row (zeros included), by name, then the unassigned one.
    expect(rows.length).toBe((await t.db.prisma.user.count({ where: { role: { in: ['ADMIN', 'EDITOR'] } } })) + 1);
    const names = rows.slice(0, -1).map((r) => r.counsellor!.name);
    expect(names).toEqual([...names].sort());
    expect(asAdmin.data!.leadDashboard.buckets).toHaveLength(7);
  });

  it.each([
    ['USER', 'FORBIDDEN'],
    ['anonymous', 'UNAUTHENTICATED'],
  ] as const)('%s is refused (%s) and reads nothing', async (caller, code) => {
    const token = caller === 'USER' ? await t.tokenFor('USER') : null;
    const res = await t.gql(FOLLOW_UPS, {}, token);
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe(code);
  });

  it('refuses a range that does not exist with GraphQL\'s own validation error (400 for a graphql-response+json client)', async () => {
    const res = await t.fetch('/graphql', { method: 'POST', json: { query: '{ leadDashboard(range: YEAR) { range } }' }, token: await t.tokenFor('ADMIN'), headers: { accept: 'application/graphql-response+json' } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { data?: unknown; errors: { message: string }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]!.message).toBe('Value "YEAR" does not exist in "DashboardRange" enum.');
  });
});
