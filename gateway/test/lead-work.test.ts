// Counsellors' work on leads (issue 30): the timeline, notes, status entries, assignment, follow-ups and their views
// in Asia/Kolkata, merging, who may do what (an editor on another's lead), the timeline never edited, the trash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followUpRange, followUpViewOf, TIMELINE_LIMIT } from '../src/services/lead-work.js';
import { LIMITS } from '../src/services/limits.js';
import { leadOrderFor, leadWhere } from '../src/services/leads.js';
import { schema } from '../src/schema/index.js';
import { startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
let admin: string;
let editor: string;
let editorId: string;
let other: { id: string; token: string };
let learnerId: string;

type Gql<T> = { data?: T; errors?: { message: string; extensions?: { code?: string; field?: string } }[] };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('ADMIN');
  editor = await t.tokenFor('EDITOR');
  editorId = (await t.db.prisma.session.findFirstOrThrow({ where: { user: { role: 'EDITOR' } }, select: { userId: true } })).userId!;
  // A second editor, signed in through the REST login like tokenFor does.
  const second = await t.createUser('EDITOR', { username: 'second-editor' });
  await t.db.prisma.user.update({ where: { id: second.id }, data: { name: 'Meera Second' } });
  const res = await t.fetch('/api/v1/admin/auth/login', { method: 'POST', json: { username: 'second-editor', password: 'correct-horse-battery' }, headers: { 'x-forwarded-for': '10.31.0.9' } });
  other = { id: second.id, token: ((await res.json()) as { data: { accessToken: string } }).data.accessToken };
  learnerId = (await t.createUser('USER')).id;
});
afterAll(() => t.close());

let seq = 0;
async function makeLead(data: { assigneeId?: string | null; nextFollowUpAt?: Date | null; createdAt?: Date; email?: string } = {}) {
  seq++;
  return t.db.prisma.lead.create({
    data: {
      name: `Lead ${seq}`,
      email: data.email ?? `work-${seq}@example.com`,
      phone: `+91 98765 ${String(10000 + seq).slice(-5)}`,
      designation: 'Analyst',
      experience: '1 Year',
      course: 'machine-learning',
      consent: true,
      assigneeId: data.assigneeId ?? null,
      nextFollowUpAt: data.nextFollowUpAt ?? null,
      ...(data.createdAt ? { createdAt: data.createdAt } : {}),
      submissionLog: { create: { clientAddress: '10.9.9.9', course: 'machine-learning', name: `Lead ${seq}`, sourcePage: '/courses/machine-learning', sourceButton: 'Free Consultation', utmSource: 'google', utmCampaign: 'diwali', consentText: 'I agree.', ...(data.createdAt ? { createdAt: data.createdAt } : {}) } },
    },
  });
}

const TIMELINE = `query ($id: ID!) { lead(id: $id) { id status notes enquiryCount assignee { id name } nextFollowUpAt nextFollowUpNote followUpView
  timeline { kind at authorName text fromStatus toStatus fromAssignee toAssignee followUpAt outcome mailTo mailState mergedLeadName mergedLeadEmail
    enquiry { course courseName sourcePage sourceButton utmSource utmCampaign consentText } } } }`;
type Entry = { kind: string; at: string; authorName: string; text: string; fromStatus: string | null; toStatus: string | null; fromAssignee: string | null; toAssignee: string | null; followUpAt: string | null; outcome: string | null; mailTo: string | null; mailState: string | null; mergedLeadName: string | null; mergedLeadEmail: string | null; enquiry: Record<string, string> | null };
type LeadView = { id: string; status: string; notes: string; enquiryCount: number; assignee: { id: string; name: string } | null; nextFollowUpAt: string | null; nextFollowUpNote: string; followUpView: string | null; timeline: Entry[] };
const readLead = async (id: string, token = admin) => (await t.gql<{ lead: LeadView | null }>(TIMELINE, { id }, token)).data?.lead ?? null;

const NOTE = 'mutation ($id: ID!, $text: String!) { addLeadNote(id: $id, text: $text) { id notes } }';
const ASSIGN = 'mutation ($id: ID!, $to: ID) { assignLead(id: $id, assigneeId: $to) { id assignee { id } } }';
const SET = 'mutation ($id: ID!, $at: DateTime!, $note: String) { setLeadFollowUp(id: $id, at: $at, note: $note) { id nextFollowUpAt nextFollowUpNote followUpView } }';
const DONE = 'mutation ($id: ID!, $o: FollowUpOutcome!, $text: String, $nextAt: DateTime) { completeLeadFollowUp(id: $id, outcome: $o, text: $text, nextAt: $nextAt) { id nextFollowUpAt } }';
const MERGE = 'mutation ($keep: ID!, $merge: ID!) { mergeLeads(keepId: $keep, mergeId: $merge) { id enquiryCount } }';

describe('the timeline', () => {
  it('shows enquiries and entries newest first, with their details and authors', async () => {
    const lead = await makeLead({ createdAt: new Date(Date.now() - 3 * 3600_000) });
    await t.db.prisma.leadSubmission.create({ data: { leadId: lead.id, clientAddress: 'x', course: 'general', createdAt: new Date(Date.now() - 3600_000), utmSource: 'facebook' } });
    expect((await t.gql(NOTE, { id: lead.id, text: '  Called, asked for fees  ' }, editor)).errors).toBeUndefined();
    await new Promise((r) => setTimeout(r, 5));
    const status = await t.gql('mutation ($id: ID!) { updateLead(id: $id, input: { status: CONTACTED }) { status } }', { id: lead.id }, editor);
    expect(status.data).toEqual({ updateLead: { status: 'CONTACTED' } });
    // The same status again writes no entry.
    await t.gql('mutation ($id: ID!) { updateLead(id: $id, input: { status: CONTACTED }) { status } }', { id: lead.id }, editor);

    const view = (await readLead(lead.id))!;
    expect(view.timeline.map((e) => e.kind)).toEqual(['STATUS', 'NOTE', 'ENQUIRY', 'ENQUIRY']);
    const [st, note, second, first] = view.timeline;
    expect(st).toMatchObject({ fromStatus: 'NEW', toStatus: 'CONTACTED', authorName: 'Test EDITOR' });
    expect(note).toMatchObject({ text: 'Called, asked for fees', authorName: 'Test EDITOR' });
    expect(second!.enquiry).toMatchObject({ course: 'general', courseName: 'Learning centre (any course)', utmSource: 'facebook' });
    expect(first).toMatchObject({ authorName: '', text: '' });
    expect(first!.enquiry).toMatchObject({ course: 'machine-learning', courseName: 'Machine Learning', sourcePage: '/courses/machine-learning', sourceButton: 'Free Consultation', utmSource: 'google', utmCampaign: 'diwali', consentText: 'I agree.' });
    const times = view.timeline.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('adds notes without overwriting, and refuses an empty or too long one', async () => {
    const lead = await makeLead();
    for (const text of ['First call: no answer', 'Second call: interested in weekend batch']) {
      expect((await t.gql(NOTE, { id: lead.id, text }, editor)).errors).toBeUndefined();
    }
    // Older clients' updateLead notes add too.
    await t.gql('mutation ($id: ID!) { updateLead(id: $id, input: { notes: "Third: sent syllabus" }) { id } }', { id: lead.id }, editor);
    const view = (await readLead(lead.id))!;
    expect(view.notes).toBe('Third: sent syllabus');
    expect(view.timeline.filter((e) => e.kind === 'NOTE').map((e) => e.text)).toEqual(['Third: sent syllabus', 'Second call: interested in weekend batch', 'First call: no answer']);

    const empty = await t.gql(NOTE, { id: lead.id, text: '  \u0007 ' }, editor);
    expect(empty.errors?.[0]).toMatchObject({ message: 'Note is required', extensions: { code: 'BAD_USER_INPUT', field: 'text' } });
    const long = await t.gql(NOTE, { id: lead.id, text: 'x'.repeat(5001) }, editor);
    expect(long.errors?.[0]).toMatchObject({ message: 'Note must be at most 5000 characters', extensions: { code: 'BAD_USER_INPUT', field: 'text' } });
    expect((await t.gql(NOTE, { id: 'no-such-lead', text: 'x' }, editor)).errors?.[0]).toMatchObject({ message: 'Lead not found', extensions: { code: 'NOT_FOUND' } });
    expect(await t.db.prisma.leadEvent.count({ where: { leadId: lead.id } })).toBe(3);
    // Each note is audited.
    expect(await t.db.prisma.auditEntry.count({ where: { entity: 'Lead', entityId: lead.id } })).toBeGreaterThanOrEqual(1);
  });

  it('cannot be changed: the database refuses an UPDATE of an entry, and no mutation edits or deletes one', async () => {
    const lead = await makeLead();
    await t.gql(NOTE, { id: lead.id, text: 'Kept as written' }, admin);
    await expect(t.db.prisma.$executeRawUnsafe(`UPDATE "LeadEvent" SET "text" = 'rewritten' WHERE "leadId" = $1`, lead.id)).rejects.toThrow(/cannot be changed/);
    expect((await t.db.prisma.leadEvent.findFirstOrThrow({ where: { leadId: lead.id } })).text).toBe('Kept as written');
    const mutations = Object.keys(schema.getMutationType()!.getFields());
    expect(mutations.filter((m) => /timeline|leadevent|leadnote|enquir/i.test(m))).toEqual(['addLeadNote']);
    expect(mutations.filter((m) => /^(update|edit|delete|remove)(Lead)?(Note|Event|Timeline|Entry)/i.test(m))).toEqual([]);
  });

  it('shows the newest entries only, at most TIMELINE_LIMIT', async () => {
    const lead = await makeLead({ createdAt: new Date(Date.now() - 86400_000) });
    const start = Date.now() - 3600_000;
    await t.db.prisma.leadEvent.createMany({ data: Array.from({ length: TIMELINE_LIMIT + 20 }, (_, i) => ({ leadId: lead.id, kind: 'NOTE' as const, text: `note ${i}`, createdAt: new Date(start + i * 1000) })) });
    const timeline = (await readLead(lead.id))!.timeline;
    expect(timeline).toHaveLength(TIMELINE_LIMIT);
    expect(timeline[0]!.text).toBe(`note ${TIMELINE_LIMIT + 19}`);
    expect(timeline.at(-1)!.text).toBe('note 20');
  });

  it('is answered as null for an unknown lead, and only to staff', async () => {
    expect(await readLead('no-such-lead')).toBeNull();
    const lead = await makeLead();
    const anonymous = await t.gql(TIMELINE, { id: lead.id });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(TIMELINE, { id: lead.id }, await t.tokenFor('USER'))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('assignment', () => {
  it('assigns to staff only, records both names and mails the new counsellor', async () => {
    const lead = await makeLead();
    const notStaff = await t.gql(ASSIGN, { id: lead.id, to: learnerId }, admin);
    expect(notStaff.errors?.[0]).toMatchObject({ message: 'Choose a counsellor (a staff member)', extensions: { code: 'BAD_USER_INPUT', field: 'assigneeId' } });
    const unknown = await t.gql(ASSIGN, { id: lead.id, to: 'nobody' }, admin);
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Choose a counsellor (a staff member)', extensions: { field: 'assigneeId' } });

    expect((await t.gql(ASSIGN, { id: lead.id, to: other.id }, admin)).data).toEqual({ assignLead: { id: lead.id, assignee: { id: other.id } } });
    const mails = await t.db.prisma.outboxMail.findMany({ where: { kind: 'lead.assigned', to: 'second-editor@example.com' } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/admin/leads/${lead.id}`);
    expect((await t.gql(ASSIGN, { id: lead.id, to: null }, admin)).data).toEqual({ assignLead: { id: lead.id, assignee: null } });

    const view = (await readLead(lead.id))!;
    const assigned = view.timeline.filter((e) => e.kind === 'ASSIGNED');
    expect(assigned.map((e) => [e.fromAssignee, e.toAssignee])).toEqual([
      ['Meera Second', null],
      [null, 'Meera Second'],
    ]);
    expect(view.timeline.find((e) => e.kind === 'MAIL')).toMatchObject({ mailTo: 'second-editor@example.com', authorName: '' });
  });

  it('says where each MAIL entry’s outbox mail is now: queued (no SMTP), sent or failed, to every staff reader', async () => {
    const lead = await makeLead();
    expect((await t.gql(ASSIGN, { id: lead.id, to: other.id }, admin)).errors).toBeUndefined();
    const mail = await t.db.prisma.outboxMail.findFirstOrThrow({ where: { kind: 'lead.assigned', text: { contains: lead.id } } });
    const mailEntry = async (token = admin) => (await readLead(lead.id, token))!.timeline.find((e) => e.kind === 'MAIL')!;
    // Nothing sends mail here: it waits in the outbox, and the entry says so rather than "sent".
    expect(mail.state).toBe('QUEUED');
    expect(await mailEntry()).toMatchObject({ mailTo: 'second-editor@example.com', mailState: 'QUEUED' });
    // Every other kind has none.
    expect((await readLead(lead.id))!.timeline.filter((e) => e.kind !== 'MAIL').map((e) => e.mailState)).toEqual(['ASSIGNED', 'ENQUIRY'].map(() => null));
    await t.db.prisma.outboxMail.update({ where: { id: mail.id }, data: { state: 'SENT', sentAt: new Date() } });
    // An editor reads the state too (lead:read), though the outbox itself is for admins.
    expect(await mailEntry(editor)).toMatchObject({ mailState: 'SENT' });
    await t.db.prisma.outboxMail.update({ where: { id: mail.id }, data: { state: 'FAILED', sentAt: null, lastError: 'refused' } });
    expect(await mailEntry()).toMatchObject({ mailState: 'FAILED' });
    // A mail the outbox does not have (an entry without its mail's id, or one no mail has): no state is claimed.
    await t.db.prisma.leadEvent.create({ data: { leadId: lead.id, kind: 'MAIL', text: 'Older entry', detail: { to: 'old@example.com', kind: 'lead.new' }, createdAt: new Date(Date.now() + 1000) } });
    await t.db.prisma.leadEvent.create({ data: { leadId: lead.id, kind: 'MAIL', text: 'Gone', detail: { to: 'gone@example.com', kind: 'lead.new', mailId: 'no-such-mail' }, createdAt: new Date(Date.now() + 2000) } });
    const mails = (await readLead(lead.id))!.timeline.filter((e) => e.kind === 'MAIL');
    expect(mails.map((e) => [e.mailTo, e.mailState])).toEqual([
      ['gone@example.com', null],
      ['old@example.com', null],
      ['second-editor@example.com', 'FAILED'],
    ]);
  });

  it('lets an editor take an unassigned lead and hand their own on, but not touch another counsellor\'s', async () => {
    const lead = await makeLead();
    // Taking it: no mail to oneself.
    expect((await t.gql(ASSIGN, { id: lead.id, to: editorId }, editor)).data?.assignLead).toEqual({ id: lead.id, assignee: { id: editorId } });
    expect(await t.db.prisma.outboxMail.count({ where: { kind: 'lead.assigned', text: { contains: lead.id } } })).toBe(0);
    // The other editor may read it but not work it.
    expect((await readLead(lead.id, other.token))?.assignee?.id).toBe(editorId);
    const before = await t.db.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } });
    const refusals = [
      await t.gql(NOTE, { id: lead.id, text: 'mine now' }, other.token),
      await t.gql(ASSIGN, { id: lead.id, to: other.id }, other.token),
      await t.gql(SET, { id: lead.id, at: new Date(Date.now() + 86400_000).toISOString() }, other.token),
      await t.gql('mutation ($id: ID!) { updateLead(id: $id, input: { status: CLOSED }) { id } }', { id: lead.id }, other.token),
    ];
    for (const res of refusals) expect(res.errors?.[0]).toMatchObject({ message: 'This lead belongs to another counsellor', extensions: { code: 'FORBIDDEN' } });
    expect(await t.db.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).toEqual(before);
    expect(await t.db.prisma.leadEvent.count({ where: { leadId: lead.id, kind: { not: 'ASSIGNED' } } })).toBe(0);
    // Its counsellor hands it on; then it is the other's.
    expect((await t.gql<{ assignLead: { assignee: { id: string } } }>(ASSIGN, { id: lead.id, to: other.id }, editor)).data?.assignLead.assignee).toEqual({ id: other.id });
    expect((await t.gql(NOTE, { id: lead.id, text: 'mine now' }, other.token)).errors).toBeUndefined();
    expect((await t.gql(NOTE, { id: lead.id, text: 'still?' }, editor)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // An admin works any lead.
    expect((await t.gql(NOTE, { id: lead.id, text: 'manager here' }, admin)).errors).toBeUndefined();
  });

  it('lets an editor take a lead whose counsellor is no longer staff (it counts as unassigned)', async () => {
    const former = await t.createUser('EDITOR');
    const lead = await makeLead({ assigneeId: former.id });
    expect((await t.gql(NOTE, { id: lead.id, text: 'not yet' }, editor)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await t.db.prisma.user.update({ where: { id: former.id }, data: { role: 'USER' } });
    expect((await t.gql(ASSIGN, { id: lead.id, to: editorId }, editor)).data?.assignLead).toEqual({ id: lead.id, assignee: { id: editorId } });
  });

  it('gives a lead two editors take at the same moment to one of them; the other is told it is taken', async () => {
    for (let round = 0; round < 5; round++) {
      const lead = await makeLead();
      const answers = await Promise.all([t.gql(ASSIGN, { id: lead.id, to: editorId }, editor), t.gql(ASSIGN, { id: lead.id, to: other.id }, other.token)]);
      const won = answers.filter((a) => !a.errors);
      expect(won, `round ${round}`).toHaveLength(1);
      expect(answers.find((a) => a.errors)?.errors?.[0]).toMatchObject({ message: 'This lead belongs to another counsellor', extensions: { code: 'FORBIDDEN' } });
      expect(await t.db.prisma.leadEvent.count({ where: { leadId: lead.id, kind: 'ASSIGNED' } })).toBe(1);
    }
  });

  it('filters the list by counsellor, unassigned and source, and lists counsellors by name', async () => {
    const mine = await makeLead({ assigneeId: other.id, email: 'filter-mine@example.com' });
    const none = await makeLead({ email: 'filter-none@example.com' });
    await t.db.prisma.lead.update({ where: { id: none.id }, data: { source: 'INSTAGRAM' } });
    const Q = 'query ($a: ID, $u: Boolean, $s: LeadSource) { leads(first: 100, search: "filter-", assigneeId: $a, unassigned: $u, source: $s) { edges { node { id } } } }';
    const ids = async (v: Record<string, unknown>) => (await t.gql<{ leads: { edges: { node: { id: string } }[] } }>(Q, v, editor)).data?.leads.edges.map((e) => e.node.id);
    expect(await ids({ a: other.id })).toEqual([mine.id]);
    expect(await ids({ u: true })).toEqual([none.id]);
    expect(await ids({ s: 'INSTAGRAM' })).toEqual([none.id]);
    const badSource = await t.gql(Q, { s: 'MYSPACE' }, editor);
    expect(badSource.errors?.[0]?.message).toMatch(/LeadSource/);
    const counsellors = (await t.gql<{ counsellors: { id: string; name: string; role: string }[] }>('{ counsellors { id name role } }', {}, editor)).data!.counsellors;
    expect(counsellors.map((c) => c.id)).toContain(other.id);
    expect(counsellors.every((c) => c.role !== 'USER')).toBe(true);
    expect(counsellors.map((c) => c.id)).not.toContain(learnerId);
    const names = counsellors.map((c) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });
});

describe('follow-ups', () => {
  it('puts a time in a view by the centre\'s day (Asia/Kolkata), around its midnight', () => {
    // 23:50 IST on 27 Nov is 18:20 UTC; IST midnight is 18:30 UTC.
    const now = new Date('2026-11-27T18:20:00Z');
    expect(followUpViewOf(new Date('2026-11-27T18:10:00Z'), now)).toBe('OVERDUE');
    expect(followUpViewOf(new Date('2026-11-27T18:29:59Z'), now)).toBe('DUE_TODAY');
    expect(followUpViewOf(new Date('2026-11-27T18:30:00Z'), now)).toBe('UPCOMING');
    expect(followUpViewOf(null, now)).toBeNull();
    // Ten minutes later it is the 28th in India: a 09:00 IST call that day (03:30 UTC) is due today.
    const after = new Date('2026-11-27T18:31:00Z');
    expect(followUpViewOf(new Date('2026-11-28T03:30:00Z'), after)).toBe('DUE_TODAY');
    expect(followUpViewOf(new Date('2026-11-28T03:30:00Z'), now)).toBe('UPCOMING');
    // 00:10 UTC on the 28th is already 05:40 IST on the 28th: the day ends at 18:30 UTC that day, not at UTC midnight.
    expect(followUpRange('DUE_TODAY', new Date('2026-11-28T00:10:00Z'))).toEqual({ gte: new Date('2026-11-28T00:10:00Z'), lt: new Date('2026-11-28T18:30:00Z') });
    expect(followUpRange('UPCOMING', now)).toEqual({ gte: new Date('2026-11-27T18:30:00Z') });
  });

  it('filters the database by view at a fixed clock on either side of IST midnight', async () => {
    const counsellor = await t.createUser('EDITOR');
    const at = (iso: string) => makeLead({ assigneeId: counsellor.id, nextFollowUpAt: new Date(iso) });
    const lateTonight = await at('2031-05-10T18:25:00Z'); // 23:55 IST on the 10th
    const earlyTomorrow = await at('2031-05-10T18:35:00Z'); // 00:05 IST on the 11th
    const earlierToday = await at('2031-05-10T10:00:00Z'); // 15:30 IST on the 10th
    const ids = async (view: 'DUE_TODAY' | 'OVERDUE' | 'UPCOMING', now: Date) =>
      (await t.db.prisma.lead.findMany({ where: { AND: [leadWhere({ followUp: view, assigneeId: counsellor.id }, now)] }, orderBy: leadOrderFor({ followUp: view }), select: { id: true } })).map((l) => l.id);
    const before = new Date('2031-05-10T18:20:00Z'); // 23:50 IST
    expect(await ids('OVERDUE', before)).toEqual([earlierToday.id]);
    expect(await ids('DUE_TODAY', before)).toEqual([lateTonight.id]);
    expect(await ids('UPCOMING', before)).toEqual([earlyTomorrow.id]);
    const after = new Date('2031-05-10T18:31:00Z'); // 00:01 IST on the 11th
    expect(await ids('OVERDUE', after)).toEqual([earlierToday.id, lateTonight.id]);
    expect(await ids('DUE_TODAY', after)).toEqual([earlyTomorrow.id]);
    expect(await ids('UPCOMING', after)).toEqual([]);
  });

  it('sets a follow-up in the future only, lists the views soonest first and counts them', async () => {
    const now = Date.now();
    const endOfToday = new Date(Math.floor((now + 330 * 60_000) / 86400_000) * 86400_000 + 86400_000 - 330 * 60_000).getTime();
    const soon = new Date(now + Math.min(3600_000, (endOfToday - now) / 2));
    const counsellor = await t.createUser('EDITOR');
    const overdue = await makeLead({ assigneeId: counsellor.id, nextFollowUpAt: new Date(now - 3600_000) });
    const today = await makeLead({ assigneeId: counsellor.id });
    const later = await makeLead({ assigneeId: counsellor.id, nextFollowUpAt: new Date(endOfToday + 2 * 86400_000) });
    const laterStill = await makeLead({ assigneeId: counsellor.id, nextFollowUpAt: new Date(endOfToday + 3 * 86400_000) });
    // An enrolled lead's planned call is in no view or count (follow-ups are of open leads, as on the dashboard).
    const enrolled = await makeLead({ assigneeId: counsellor.id, nextFollowUpAt: new Date(now - 7200_000) });
    await t.db.prisma.lead.update({ where: { id: enrolled.id }, data: { status: 'ENROLLED' } });
    expect((await readLead(enrolled.id))?.followUpView).toBeNull();

    const past = await t.gql(SET, { id: today.id, at: new Date(now - 60_000).toISOString() }, admin);
    expect(past.errors?.[0]).toMatchObject({ message: 'Choose a follow-up time in the future', extensions: { code: 'BAD_USER_INPUT', field: 'at' } });
    // GraphQL's own refusal of the variable (the DateTime scalar): 400 for a client that accepts graphql-response+json.
    const unparsable = await t.fetch('/graphql', { method: 'POST', token: admin, headers: { accept: 'application/graphql-response+json' }, json: { query: SET, variables: { id: today.id, at: 'next Tuesday-ish' } } });
    expect(unparsable.status).toBe(400);
    expect(JSON.stringify(await unparsable.json())).toContain('DateTime must be an ISO 8601 date string');
    // The note's limit is the one the counsellor's form takes (LIMITS, shared with the web app): up to it, not past it.
    const tooLong = await t.gql(SET, { id: today.id, at: soon.toISOString(), note: 'x'.repeat(LIMITS.followUpNote + 1) }, admin);
    expect(tooLong.errors?.[0]).toMatchObject({ message: `The follow-up note must be at most ${LIMITS.followUpNote} characters`, extensions: { code: 'BAD_USER_INPUT' } });
    const longest = await t.gql<{ setLeadFollowUp: { nextFollowUpNote: string } }>(SET, { id: today.id, at: soon.toISOString(), note: 'x'.repeat(LIMITS.followUpNote) }, admin);
    expect(longest.data?.setLeadFollowUp.nextFollowUpNote).toHaveLength(LIMITS.followUpNote);
    const set = await t.gql<{ setLeadFollowUp: { nextFollowUpAt: string; nextFollowUpNote: string; followUpView: string } }>(SET, { id: today.id, at: soon.toISOString(), note: 'Call about the EMI' }, admin);
    expect(set.data?.setLeadFollowUp).toEqual({ id: today.id, nextFollowUpAt: soon.toISOString(), nextFollowUpNote: 'Call about the EMI', followUpView: 'DUE_TODAY' });

    const Q = 'query ($a: ID, $f: FollowUpView) { leads(first: 10, assigneeId: $a, followUp: $f) { totalCount edges { node { id followUpView } } } }';
    type Answer = { leads: { totalCount: number; edges: { node: { id: string; followUpView: string } }[] } };
    const view = async (f: string) => (await t.gql<Answer>(Q, { a: counsellor.id, f }, admin)).data!.leads.edges.map((e) => e.node.id);
    expect(await view('OVERDUE')).toEqual([overdue.id]);
    expect(await view('DUE_TODAY')).toEqual([today.id]);
    // Soonest first, though created the other way round.
    expect(await view('UPCOMING')).toEqual([later.id, laterStill.id]);

    const COUNTS = 'query ($a: ID) { followUpCounts(assigneeId: $a) { dueToday overdue upcoming } }';
    expect((await t.gql(COUNTS, { a: counsellor.id }, admin)).data).toEqual({ followUpCounts: { dueToday: 1, overdue: 1, upcoming: 2 } });
    // An editor sees their own counts, not another counsellor's.
    expect((await t.gql(COUNTS, { a: counsellor.id }, editor)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(COUNTS, {}, editor)).errors).toBeUndefined();
    expect((await t.gql(COUNTS, { a: editorId }, editor)).errors).toBeUndefined();
  });

  it('records a follow-up done with its outcome, and clears or moves it', async () => {
    const lead = await makeLead();
    const none = await t.gql(DONE, { id: lead.id, o: 'REACHED' }, editor);
    expect(none.errors?.[0]).toMatchObject({ message: 'This lead has no follow-up planned', extensions: { code: 'BAD_USER_INPUT' } });
    const planned = new Date(Date.now() + 7200_000);
    await t.gql(SET, { id: lead.id, at: planned.toISOString(), note: 'Fee question' }, editor);
    const next = new Date(Date.now() + 3 * 86400_000);
    const pastNext = await t.gql(DONE, { id: lead.id, o: 'NO_ANSWER', nextAt: new Date(Date.now() - 1000).toISOString() }, editor);
    expect(pastNext.errors?.[0]).toMatchObject({ message: 'Choose a follow-up time in the future', extensions: { field: 'nextAt' } });
    expect((await t.gql(DONE, { id: lead.id, o: 'NO_ANSWER', text: 'Rang twice', nextAt: next.toISOString() }, editor)).data).toEqual({ completeLeadFollowUp: { id: lead.id, nextFollowUpAt: next.toISOString() } });
    expect((await t.gql(DONE, { id: lead.id, o: 'REACHED', text: 'Will join the December batch' }, editor)).data).toEqual({ completeLeadFollowUp: { id: lead.id, nextFollowUpAt: null } });
    const badOutcome = await t.gql(DONE, { id: lead.id, o: 'MAYBE' }, editor);
    expect(badOutcome.errors?.[0]?.message).toMatch(/FollowUpOutcome/);

    const view = (await readLead(lead.id))!;
    expect(view.followUpView).toBeNull();
    expect(view.timeline.filter((e) => e.kind.startsWith('FOLLOW_UP')).map((e) => [e.kind, e.outcome, e.followUpAt, e.text])).toEqual([
      ['FOLLOW_UP_DONE', 'REACHED', next.toISOString(), 'Will join the December batch'],
      ['FOLLOW_UP_SET', null, next.toISOString(), ''],
      ['FOLLOW_UP_DONE', 'NO_ANSWER', planned.toISOString(), 'Rang twice'],
      ['FOLLOW_UP_SET', null, planned.toISOString(), 'Fee question'],
    ]);
  });
});

describe('follow-ups on leads nobody has', () => {
  const staffEntries = async (id: string) =>
    (await readLead(id))!.timeline.filter((e) => e.kind !== 'ENQUIRY').map((e) => [e.kind, e.fromAssignee, e.toAssignee, e.authorName]);

  it('gives the lead to whoever plans a call on it, recorded as taking it, in the same write (no mail to them)', async () => {
    const lead = await makeLead();
    const at = new Date(Date.now() + 3 * 86400_000);
    const res = await t.gql<{ setLeadFollowUp: { nextFollowUpAt: string } }>(SET, { id: lead.id, at: at.toISOString(), note: 'Call back about fees' }, editor);
    expect(res.errors).toBeUndefined();
    const view = (await readLead(lead.id))!;
    expect(view.assignee?.id).toBe(editorId);
    expect(await staffEntries(lead.id)).toEqual([
      ['FOLLOW_UP_SET', null, null, 'Test EDITOR'],
      ['ASSIGNED', null, 'Test EDITOR', 'Test EDITOR'],
    ]);
    expect(await t.db.prisma.outboxMail.count({ where: { kind: 'lead.assigned', text: { contains: lead.id } } })).toBe(0);
    // One audit entry of the write, naming the new counsellor.
    const audits = await t.db.prisma.auditEntry.findMany({ where: { entity: 'Lead', entityId: lead.id } });
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ assigneeId: editorId });
    // Now it is theirs: another editor may no longer plan on it.
    expect((await t.gql(SET, { id: lead.id, at: at.toISOString() }, other.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('leaves a lead with a counsellor as it is when an admin plans on it, and takes one whose counsellor is no longer staff', async () => {
    const mine = await makeLead({ assigneeId: other.id });
    const at = new Date(Date.now() + 86400_000).toISOString();
    expect((await t.gql(SET, { id: mine.id, at }, admin)).errors).toBeUndefined();
    expect((await readLead(mine.id))!.assignee?.id).toBe(other.id);
    expect((await staffEntries(mine.id)).map((e) => e[0])).toEqual(['FOLLOW_UP_SET']);

    const former = await t.createUser('EDITOR');
    const left = await makeLead({ assigneeId: former.id });
    await t.db.prisma.user.update({ where: { id: former.id }, data: { role: 'USER', name: 'Former Counsellor' } });
    expect((await t.gql(SET, { id: left.id, at }, editor)).errors).toBeUndefined();
    expect((await readLead(left.id))!.assignee?.id).toBe(editorId);
    expect((await staffEntries(left.id))[1]).toEqual(['ASSIGNED', 'Former Counsellor', 'Test EDITOR', 'Test EDITOR']);
  });

  it('gives it on completing a call with the next one planned; completing without a next call leaves it nobody\'s', async () => {
    // As a counsellor's deletion leaves them: nobody's, with a call planned.
    const planned = new Date(Date.now() - 3600_000);
    const withNext = await makeLead({ nextFollowUpAt: planned });
    const next = new Date(Date.now() + 2 * 86400_000).toISOString();
    expect((await t.gql(DONE, { id: withNext.id, o: 'NO_ANSWER', nextAt: next }, other.token)).errors).toBeUndefined();
    expect((await readLead(withNext.id))!.assignee?.id).toBe(other.id);
    expect((await staffEntries(withNext.id)).map((e) => e[0])).toEqual(['FOLLOW_UP_SET', 'ASSIGNED', 'FOLLOW_UP_DONE']);

    const done = await makeLead({ nextFollowUpAt: planned });
    expect((await t.gql(DONE, { id: done.id, o: 'NOT_INTERESTED' }, other.token)).errors).toBeUndefined();
    expect((await readLead(done.id))!.assignee).toBeNull();
  });

  it('counts the follow-ups of leads nobody has, as the list of them shows them, for an admin and an editor', async () => {
    const now = Date.now();
    await makeLead({ nextFollowUpAt: new Date(now - 3600_000) });
    await makeLead({ nextFollowUpAt: new Date(now + 30 * 86400_000) });
    const COUNTS = 'query ($u: Boolean, $a: ID) { followUpCounts(unassigned: $u, assigneeId: $a) { dueToday overdue upcoming } }';
    const LIST = 'query ($f: FollowUpView) { leads(first: 1, unassigned: true, followUp: $f) { totalCount } }';
    const listed = async (f: string) => (await t.gql<{ leads: { totalCount: number } }>(LIST, { f }, admin)).data!.leads.totalCount;
    const expected = { dueToday: await listed('DUE_TODAY'), overdue: await listed('OVERDUE'), upcoming: await listed('UPCOMING') };
    expect(expected.overdue).toBeGreaterThanOrEqual(1);
    expect(expected.upcoming).toBeGreaterThanOrEqual(1);
    for (const token of [admin, editor]) {
      expect((await t.gql(COUNTS, { u: true }, token)).data).toEqual({ followUpCounts: expected });
      // unassigned wins over assigneeId, as in the leads list.
      expect((await t.gql(COUNTS, { u: true, a: other.id }, token)).data).toEqual({ followUpCounts: expected });
    }
  });
});

describe('merge', () => {
  it('moves the enquiries and timeline to the kept lead, records the merged one and deletes it', async () => {
    const keep = await makeLead({ createdAt: new Date(Date.now() - 86400_000) });
    const merged = await makeLead({ assigneeId: other.id, nextFollowUpAt: new Date(Date.now() + 86400_000) });
    await t.gql(NOTE, { id: merged.id, text: 'Note on the duplicate' }, admin);
    const res = await t.gql(MERGE, { keep: keep.id, merge: merged.id }, admin);
    expect(res.data).toEqual({ mergeLeads: { id: keep.id, enquiryCount: 2 } });
    expect(await t.db.prisma.lead.findUnique({ where: { id: merged.id } })).toBeNull();
    const view = (await readLead(keep.id))!;
    expect(view.timeline.map((e) => e.kind)).toEqual(['MERGED', 'NOTE', 'ENQUIRY', 'ENQUIRY']);
    expect(view.timeline[0]).toMatchObject({ mergedLeadName: merged.name, mergedLeadEmail: merged.email, authorName: 'Test ADMIN' });
    // The kept lead had neither: it takes the merged lead's counsellor and planned call.
    expect(view.assignee?.id).toBe(other.id);
    expect(view.nextFollowUpAt).toBe(merged.nextFollowUpAt!.toISOString());
    const audits = await t.db.prisma.auditEntry.findMany({ where: { entity: 'Lead', entityId: { in: [keep.id, merged.id] } }, select: { action: true, entityId: true } });
    expect(audits).toEqual(expect.arrayContaining([{ action: 'update', entityId: keep.id }, { action: 'delete', entityId: merged.id }]));
  });

  it('refuses itself, a lead in the trash, an unknown lead and an editor, changing nothing', async () => {
    const keep = await makeLead();
    const trashed = await makeLead();
    await t.gql('mutation ($id: ID!) { deleteLead(id: $id) { id } }', { id: trashed.id }, admin);
    const self = await t.gql(MERGE, { keep: keep.id, merge: keep.id }, admin);
    expect(self.errors?.[0]).toMatchObject({ message: 'A lead cannot be merged with itself', extensions: { code: 'BAD_USER_INPUT', field: 'mergeId' } });
    const inTrash = await t.gql(MERGE, { keep: keep.id, merge: trashed.id }, admin);
    expect(inTrash.errors?.[0]).toMatchObject({ message: 'That lead is in the trash: restore it first', extensions: { code: 'BAD_USER_INPUT', field: 'mergeId' } });
    const keptInTrash = await t.gql(MERGE, { keep: trashed.id, merge: keep.id }, admin);
    expect(keptInTrash.errors?.[0]).toMatchObject({ message: 'That lead is in the trash: restore it first', extensions: { field: 'keepId' } });
    const unknown = await t.gql(MERGE, { keep: keep.id, merge: 'no-such-lead' }, admin);
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Lead not found', extensions: { code: 'NOT_FOUND' } });
    const other2 = await makeLead();
    expect((await t.gql(MERGE, { keep: keep.id, merge: other2.id }, editor)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await t.db.prisma.leadSubmission.count({ where: { leadId: keep.id } })).toBe(1);
    expect(await t.db.prisma.lead.findUnique({ where: { id: other2.id } })).not.toBeNull();
  });
});

describe('merged contacts', () => {
  let from = 0;
  const submit = async (input: Record<string, unknown>) => {
    const i = { designation: 'Analyst', experience: '1 Year', course: 'machine-learning', consent: true, ...input };
    const res = await t.fetch('/graphql', { method: 'POST', json: { query: 'mutation ($i: LeadInput!) { submitLead(input: $i) { id created } }', variables: { i } }, headers: { 'x-forwarded-for': `10.44.0.${++from}` } });
    return ((await res.json()) as Gql<{ submitLead: { id: string; created: boolean } }>).data?.submitLead;
  };
  type Contacts = { lead: { email: string; phone: string; otherContacts: { kind: string; value: string; lastUsedAt: string }[] } };
  const contactsOf = async (id: string) => (await t.gql<Contacts>('query ($id: ID!) { lead(id: $id) { email phone otherContacts { kind value lastUsedAt } } }', { id }, editor)).data?.lead;

  it('keeps the merged lead\'s e-mail and phone as the kept lead\'s: its page lists them, and an enquiry with them joins it, for its counsellor', async () => {
    const kept = (await submit({ name: 'Neha Pawar', email: 'neha.pawar@example.com', phone: '98220 01103' }))!;
    await t.db.prisma.lead.update({ where: { id: kept.id }, data: { assigneeId: editorId } });
    const typo = (await submit({ name: 'Neha P.', email: 'neha.p@example.com', phone: '98220 01130' }))!;
    expect(typo.created).toBe(true);
    expect((await contactsOf(kept.id))?.otherContacts).toEqual([]);
    expect((await t.gql(MERGE, { keep: kept.id, merge: typo.id }, admin)).errors).toBeUndefined();
    const typoAt = (await t.db.prisma.leadSubmission.findFirstOrThrow({ where: { email: 'neha.p@example.com' } })).createdAt.toISOString();
    expect(await contactsOf(kept.id)).toEqual({
      email: 'neha.pawar@example.com',
      phone: '+91 98220 01103',
      otherContacts: [
        { kind: 'EMAIL', value: 'neha.p@example.com', lastUsedAt: typoAt },
        { kind: 'PHONE', value: '+91 98220 01130', lastUsedAt: typoAt },
      ],
    });
    // The same details again: the kept lead, not a new one given to someone else.
    expect(await submit({ name: 'Neha P.', email: 'neha.p@example.com', phone: '98220 01130' })).toEqual({ id: kept.id, created: false });
    // Either one alone finds it too.
    expect(await submit({ name: 'Neha', email: 'neha.p@example.com', phone: '98220 01199' })).toEqual({ id: kept.id, created: false });
    expect(await submit({ name: 'Neha', email: 'neha.third@example.com', phone: '982-200-1130' })).toEqual({ id: kept.id, created: false });
    expect((await t.db.prisma.lead.findUniqueOrThrow({ where: { id: kept.id } })).assigneeId).toBe(editorId);
    expect(await t.db.prisma.lead.count({ where: { submissionLog: { some: { email: { startsWith: 'neha.' } } } } })).toBe(1);
  });
});

describe('the trash', () => {
  it('keeps a lead\'s enquiries and timeline, and a restore brings them back as they were', async () => {
    const lead = await makeLead({ assigneeId: other.id });
    await t.gql(NOTE, { id: lead.id, text: 'Before the trash' }, admin);
    await t.gql(ASSIGN, { id: lead.id, to: editorId }, admin);
    const before = (await readLead(lead.id))!;
    expect((await t.gql('mutation ($id: ID!) { deleteLead(id: $id) { id } }', { id: lead.id }, editor)).errors).toBeUndefined();
    expect(await t.db.prisma.leadEvent.count({ where: { leadId: lead.id } })).toBe(0);
    const undo = await t.gql('mutation ($id: ID!) { undoDelete(entity: "Lead", id: $id) { entityId } }', { id: lead.id }, editor);
    expect(undo.errors).toBeUndefined();
    const after = (await readLead(lead.id))!;
    expect(after).toEqual(before);
    // Still append-only after the round trip.
    await expect(t.db.prisma.$executeRawUnsafe(`UPDATE "LeadEvent" SET "authorName" = 'x' WHERE "leadId" = $1`, lead.id)).rejects.toThrow(/cannot be changed/);
  });
});

describe('caches', () => {
  it('stay when a lead is worked on (nothing the public site shows changes)', async () => {
    const lead = await makeLead();
    const other = await makeLead();
    const tables: string[] = [];
    const stop = t.contentChanges.subscribe((change) => tables.push(...change.tables));
    try {
      expect((await t.gql(NOTE, { id: lead.id, text: 'quiet' }, admin)).errors).toBeUndefined();
      expect((await t.gql(ASSIGN, { id: lead.id, to: editorId }, admin)).errors).toBeUndefined();
      expect((await t.gql(SET, { id: lead.id, at: new Date(Date.now() + 86400_000).toISOString() }, admin)).errors).toBeUndefined();
      expect((await t.gql(DONE, { id: lead.id, o: 'REACHED' }, admin)).errors).toBeUndefined();
      expect((await t.gql(MERGE, { keep: lead.id, merge: other.id }, admin)).errors).toBeUndefined();
      expect(tables).toEqual([]);
    } finally {
      stop();
    }
  });
});

describe('the remembered figures of the leads list (decision 022)', () => {
  const LIST = 'query ($search: String) { leads(first: 5, search: $search) { totalCount edges { node { id assignee { id name } } } } }';
  type List = { leads: { totalCount: number; edges: { node: { id: string; assignee: { id: string; name: string } | null } }[] } };
  const list = async (search: string) => (await t.gql<List>(LIST, { search }, admin)).data!.leads;

  it('count again after any write to a lead, from this process or another (a row written straight into the database)', async () => {
    const search = `remembered-${Date.now()}`;
    expect((await list(search)).totalCount).toBe(0);
    // Twice: the second answer is the remembered one.
    expect((await list(search)).totalCount).toBe(0);
    // As another gateway process would: no announcement, only the database's trigger.
    const lead = await makeLead({ email: `${search}@example.com` });
    expect((await list(search)).totalCount).toBe(1);
    await t.db.prisma.lead.update({ where: { id: lead.id }, data: { email: `moved-${lead.id}@example.com` } });
    expect((await list(search)).totalCount).toBe(0);
  });

  it('name the counsellor as they are now, renamed by another process, and still name one who is no longer staff', async () => {
    const search = `assignee-${Date.now()}`;
    const counsellor = await t.createUser('EDITOR', { username: `counsellor-${Date.now()}` });
    await t.db.prisma.user.update({ where: { id: counsellor.id }, data: { name: 'Asha Before' } });
    await makeLead({ email: `${search}@example.com`, assigneeId: counsellor.id });
    expect((await list(search)).edges[0]!.node.assignee).toEqual({ id: counsellor.id, name: 'Asha Before' });
    expect((await list(search)).edges[0]!.node.assignee).toEqual({ id: counsellor.id, name: 'Asha Before' });
    await t.db.prisma.user.update({ where: { id: counsellor.id }, data: { name: 'Asha After' } });
    expect((await list(search)).edges[0]!.node.assignee).toEqual({ id: counsellor.id, name: 'Asha After' });
    await t.db.prisma.user.update({ where: { id: counsellor.id }, data: { role: 'USER' } });
    expect((await list(search)).edges[0]!.node.assignee).toEqual({ id: counsellor.id, name: 'Asha After' });
  });
});
