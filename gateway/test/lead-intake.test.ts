// Lead intake (issue 30): every enquiry kept with its campaign and the consent text shown; an enquiry with the phone
// number or e-mail of an open lead within the duplicate window joins it; a new lead's source from utm_source; new
// leads given out by the assignment rule (round robin counted in the database, by course, demoted counsellors
// skipped); counsellors mailed through the outbox with a link to the lead, each mail a MAIL entry of its timeline.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import type { LeadAssignmentRule } from '../src/generated/prisma/enums.js';
import { leadConsentText, leadSourceOf } from '../src/services/leads.js';
import { DEFAULT_SITE_SETTINGS } from '../src/services/settings.js';
import { openTestDatabase, startTestApp, type TestApp } from './helpers/app.js';
import { startGateway as startGatewayProcess } from './helpers/gateway-process.js';

const PUBLIC_URL = 'https://www.learning-centre.example';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(() => t.close());

let n = 0;
const address = () => `10.72.${Math.floor(++n / 250)}.${n % 250}`;
/** A mobile number no other test uses: "+91 9xxxx xxxxx" as stored. */
const phone = () => {
  const digits = String(++n).padStart(9, '0');
  return `7${digits.slice(0, 4)} ${digits.slice(4)}`;
};
const stored = (typed: string) => `+91 ${typed.replace(/\D/g, '').slice(-10).replace(/^(\d{5})/, '$1 ')}`;
const SUBMIT = 'mutation ($i: LeadInput!) { submitLead(input: $i) { id created } }';
const enquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Meera Joshi',
  email: `meera${++n}@example.com`,
  phone: phone(),
  designation: 'Tester',
  experience: 'Fresher',
  course: 'general',
  consent: true,
  sourcePage: '/courses/data-science',
  sourceButton: 'Download Syllabus',
  ...overrides,
});
type SubmitAnswer = { data?: { submitLead: { id: string; created: boolean } }; errors?: { message: string; extensions: { code: string; field?: string } }[] };
async function submit(input: Record<string, unknown>, from = address()): Promise<SubmitAnswer> {
  const res = await t.fetch('/graphql', { method: 'POST', json: { query: SUBMIT, variables: { i: input } }, headers: { 'x-forwarded-for': from } });
  return (await res.json()) as SubmitAnswer;
}
const lead = (id: string) => t.db.prisma.lead.findUniqueOrThrow({ where: { id }, include: { submissionLog: { orderBy: { createdAt: 'asc' } } } });

async function setRule(db: Database, rule: LeadAssignmentRule, counsellorIds: string[] = [], courseCounsellors: Record<string, string[]> = {}, windowDays = 30) {
  const data = { leadAssignment: rule, leadCounsellorIds: counsellorIds, leadCourseCounsellors: courseCounsellors, leadDuplicateWindowDays: windowDays };
  await db.prisma.siteSettings.upsert({ where: { id: 1 }, create: { id: 1, ...DEFAULT_SITE_SETTINGS, ...data }, update: data });
}
/** Nobody but these staff users take or get mail of new leads: the others (from other tests) are turned off. */
async function onlyStaff(...ids: string[]) {
  await t.db.prisma.user.updateMany({ where: { id: { notIn: ids } }, data: { notifyNewLeads: false } });
  await t.db.prisma.user.updateMany({ where: { id: { in: ids } }, data: { notifyNewLeads: true } });
}

beforeEach(() => setRule(t.db, 'UNASSIGNED'));

describe('duplicates joined', () => {
  it('joins an enquiry with the same phone number and another e-mail to the open lead: one lead, two enquiries', async () => {
    const number = phone();
    const first = await submit(enquiry({ phone: number, email: 'first-mail@example.com', name: 'Meera J', course: 'data-science-ai-ml' }));
    expect(first.data?.submitLead.created).toBe(true);
    const second = await submit(
      enquiry({ phone: `+91${number.replace(/\D/g, '')}`, email: 'second-mail@example.com', name: 'Meera Joshi', designation: 'Lead', course: 'machine-learning', sourcePage: '/enquire', sourceButton: 'Apply Now' }),
    );
    expect(second.data?.submitLead).toEqual({ id: first.data!.submitLead.id, created: false });
    const row = await lead(first.data!.submitLead.id);
    // Fresh details, one more enquiry; the lead's course (and e-mail) stay its first's.
    expect(row).toMatchObject({ name: 'Meera Joshi', designation: 'Lead', submissions: 2, course: 'data-science-ai-ml', email: 'first-mail@example.com', phone: stored(number), sourcePage: '/enquire', sourceButton: 'Apply Now' });
    expect(row.submissionLog.map((s) => [s.email, s.course])).toEqual([
      ['first-mail@example.com', 'data-science-ai-ml'],
      ['second-mail@example.com', 'machine-learning'],
    ]);
    expect(await t.db.prisma.lead.count({ where: { phone: stored(number) } })).toBe(1);
  });

  it('joins an enquiry with the same e-mail about another course', async () => {
    const first = await submit(enquiry({ email: 'Same.Mail@example.com', course: 'digital-marketing' }));
    const second = await submit(enquiry({ email: 'same.mail@EXAMPLE.com', course: 'full-stack-development' }));
    expect(second.data?.submitLead).toEqual({ id: first.data!.submitLead.id, created: false });
    expect(await lead(first.data!.submitLead.id)).toMatchObject({ course: 'digital-marketing', submissions: 2 });
  });

  it.each(['CLOSED', 'ENROLLED'] as const)('does not join a %s lead: the enquiry is a new lead', async (status) => {
    const number = phone();
    const first = await submit(enquiry({ phone: number }));
    await t.db.prisma.lead.update({ where: { id: first.data!.submitLead.id }, data: { status } });
    const second = await submit(enquiry({ phone: number }));
    expect(second.data?.submitLead.created).toBe(true);
    expect(second.data?.submitLead.id).not.toBe(first.data!.submitLead.id);
  });

  it('takes a mobile number typed with any grouping (spaces, hyphens, dots, brackets; +91, 91 or 0), stores one form, and joins by it', async () => {
    const cases: [string, string][] = [
      ['9822 009 106', '+91 98220 09106'],
      ['982 200 9107', '+91 98220 09107'],
      ['98-2200-9108', '+91 98220 09108'],
      ['0 98220 09109', '+91 98220 09109'],
      ['(982) 200.9110', '+91 98220 09110'],
    ];
    for (const [typed, asStored] of cases) {
      const res = await submit(enquiry({ phone: typed }));
      expect(res.errors, typed).toBeUndefined();
      expect((await lead(res.data!.submitLead.id)).phone, typed).toBe(asStored);
    }
    // The same number typed another way is the same person.
    const again = await submit(enquiry({ phone: '+91-9822-009-106' }));
    expect(again.data?.submitLead.created).toBe(false);
    expect((await lead(again.data!.submitLead.id)).phone).toBe('+91 98220 09106');
  });

  it('joins an enquiry to the lead by any contact its enquiries sent: the e-mail of a joined enquiry, with a new number', async () => {
    const number = phone();
    const first = await submit(enquiry({ phone: number, email: 'contact-one@example.com' }));
    const second = await submit(enquiry({ phone: number, email: 'contact-two@example.com' }));
    expect(second.data?.submitLead).toEqual({ id: first.data!.submitLead.id, created: false });
    // Neither the lead's phone nor its e-mail (the first's): only the second enquiry had this e-mail.
    const third = await submit(enquiry({ phone: phone(), email: 'contact-two@example.com' }));
    expect(third.data?.submitLead).toEqual({ id: first.data!.submitLead.id, created: false });
    expect(await t.db.prisma.lead.count({ where: { submissionLog: { some: { email: 'contact-two@example.com' } } } })).toBe(1);
  });

  it('joins a CONTACTED lead', async () => {
    const number = phone();
    const first = await submit(enquiry({ phone: number }));
    await t.db.prisma.lead.update({ where: { id: first.data!.submitLead.id }, data: { status: 'CONTACTED' } });
    expect((await submit(enquiry({ phone: number }))).data?.submitLead).toEqual({ id: first.data!.submitLead.id, created: false });
  });

  it('keeps the window of the settings, counted from the last enquiry (a staff edit does not move it)', async () => {
    await setRule(t.db, 'UNASSIGNED', [], {}, 5);
    const number = phone();
    const first = await submit(enquiry({ phone: number }));
    const id = first.data!.submitLead.id;
    await t.db.prisma.lead.update({ where: { id }, data: { createdAt: new Date(Date.now() - 20 * 86400_000), lastSubmittedAt: new Date(Date.now() - 4 * 86400_000) } });
    expect((await submit(enquiry({ phone: number }))).data?.submitLead).toEqual({ id, created: false });
    // Six days after the visitor's last enquiry is outside a 5-day window, though staff changed the lead today.
    await t.db.prisma.lead.update({ where: { id }, data: { lastSubmittedAt: new Date(Date.now() - 6 * 86400_000), status: 'NEW' } });
    const outside = await submit(enquiry({ phone: number }));
    expect(outside.data?.submitLead.created).toBe(true);
    // A wider window joins it again (the newest open lead with that number).
    await setRule(t.db, 'UNASSIGNED', [], {}, 30);
    expect((await submit(enquiry({ phone: number }))).data?.submitLead).toEqual({ id: outside.data!.submitLead.id, created: false });
  });

  it('makes one lead of two enquiries with one phone number sent at the same moment', async () => {
    const number = phone();
    const answers = await Promise.all([submit(enquiry({ phone: number })), submit(enquiry({ phone: number })), submit(enquiry({ phone: number }))]);
    expect(answers.map((a) => a.errors)).toEqual([undefined, undefined, undefined]);
    expect(answers.filter((a) => a.data!.submitLead.created)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.data!.submitLead.id)).size).toBe(1);
    expect(await t.db.prisma.lead.findFirstOrThrow({ where: { phone: stored(number) } })).toMatchObject({ submissions: 3 });
  });
});

describe('what an enquiry keeps', () => {
  it('stores its campaign (control characters dropped, trimmed) with the page, button and course', async () => {
    const sent = await submit(
      enquiry({ utmSource: ' google\u0000 ', utmMedium: 'c\u0007pc', utmCampaign: 'diwali\n-2026\t', utmTerm: 'data science course', utmContent: 'ad\u009b-1', wantsSyllabus: true }),
    );
    const row = await lead(sent.data!.submitLead.id);
    expect(row.submissionLog[0]).toMatchObject({
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'diwali-2026',
      utmTerm: 'data science course',
      utmContent: 'ad-1',
      sourcePage: '/courses/data-science',
      sourceButton: 'Download Syllabus',
      course: 'general',
      wantsSyllabus: true,
    });
    expect(row).toMatchObject({ source: 'GOOGLE', campaign: 'diwali-2026' });
  });

  it('stores the name, designation, page and button as one line each: a "name" cannot add paragraphs to the counsellors\' mails', async () => {
    const sent = await submit(
      enquiry({
        name: 'Ravi\r\n\r\nURGENT: the lead was moved. Open it: https://evil.example/x\n\n',
        designation: 'Tester\u2028Manager',
        sourcePage: '/courses\n/data-science',
        sourceButton: 'Enquire\tNow',
      }),
    );
    const row = await lead(sent.data!.submitLead.id);
    expect(row).toMatchObject({ name: 'Ravi URGENT: the lead was moved. Open it: https://evil.example/x', designation: 'Tester Manager' });
    expect(row.submissionLog[0]).toMatchObject({ name: 'Ravi URGENT: the lead was moved. Open it: https://evil.example/x', sourcePage: '/courses /data-science', sourceButton: 'Enquire Now' });
  });

  it.each([
    ['utmSource', 'utm_source must be at most 200 characters'],
    ['utmMedium', 'utm_medium must be at most 200 characters'],
    ['utmCampaign', 'utm_campaign must be at most 200 characters'],
    ['utmTerm', 'utm_term must be at most 200 characters'],
    ['utmContent', 'utm_content must be at most 200 characters'],
  ])('refuses %s of 201 characters with "%s" and stores nothing', async (field, message) => {
    const before = await t.db.prisma.leadSubmission.count();
    const ok = await submit(enquiry({ [field]: 'x'.repeat(200) }));
    expect(ok.errors).toBeUndefined();
    const refused = await submit(enquiry({ [field]: 'x'.repeat(201) }));
    expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await t.db.prisma.leadSubmission.count()).toBe(before + 1);
  });

  it('reads the source from utm_source', () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'WEBSITE'],
      ['', 'WEBSITE'],
      ['  ', 'WEBSITE'],
      ['Google', 'GOOGLE'],
      ['adwords', 'GOOGLE'],
      ['gclid', 'GOOGLE'],
      ['google-ads', 'GOOGLE'],
      ['facebook', 'FACEBOOK'],
      ['fb', 'FACEBOOK'],
      ['meta', 'FACEBOOK'],
      ['l.facebook.com', 'FACEBOOK'],
      ['instagram', 'INSTAGRAM'],
      ['IG', 'INSTAGRAM'],
      ['linkedin', 'LINKEDIN'],
      ['youtube', 'YOUTUBE'],
      ['yt', 'YOUTUBE'],
      ['whatsapp', 'WHATSAPP'],
      ['wa', 'WHATSAPP'],
      ['email', 'EMAIL'],
      ['newsletter', 'EMAIL'],
      ['mail', 'EMAIL'],
      ['referral', 'REFERRAL'],
      ['quora', 'OTHER'],
      ['bing', 'OTHER'],
    ];
    for (const [utm, source] of cases) expect(leadSourceOf(utm), String(utm)).toBe(source);
  });

  it('keeps the source and campaign of the first enquiry when another joins', async () => {
    const number = phone();
    const first = await submit(enquiry({ phone: number }));
    await submit(enquiry({ phone: number, utmSource: 'facebook', utmCampaign: 'later' }));
    const row = await lead(first.data!.submitLead.id);
    expect(row).toMatchObject({ source: 'WEBSITE', campaign: '' });
    expect(row.submissionLog.map((s) => s.utmSource)).toEqual(['', 'facebook']);
  });

  it('stores the consent text the site shows (siteSettings.leadConsentText), never one the client sends', async () => {
    const settings = await t.gql<{ siteSettings: { siteName: string; leadConsentText: string } }>('{ siteSettings { siteName leadConsentText } }');
    const shown = settings.data!.siteSettings.leadConsentText;
    expect(shown).toBe(leadConsentText(settings.data!.siteSettings.siteName));
    expect(shown).toBe(`I agree that ${settings.data!.siteSettings.siteName} may contact me by phone, email or WhatsApp about its courses. We never share your details.`);
    const refused = await submit({ ...enquiry(), consentText: 'I agree to nothing' });
    // The input has no such field: GraphQL refuses it before anything is stored.
    expect(refused.errors?.[0]?.message).toContain('consentText');
    const sent = await submit(enquiry());
    expect((await lead(sent.data!.submitLead.id)).submissionLog[0]!.consentText).toBe(shown);
  });
});

describe('assignment by rule', () => {
  it('leaves a new lead unassigned under UNASSIGNED', async () => {
    const sent = await submit(enquiry());
    expect((await lead(sent.data!.submitLead.id)).assigneeId).toBeNull();
    expect(await t.db.prisma.leadEvent.count({ where: { leadId: sent.data!.submitLead.id, kind: 'ASSIGNED' } })).toBe(0);
  });

  it('gives new leads in turn among the counsellors (A, B, A, B), each with an ASSIGNED entry by the site; a joined enquiry keeps its counsellor', async () => {
    const a = await t.createUser('EDITOR');
    const b = await t.createUser('ADMIN');
    await t.db.prisma.leadAssignmentTurn.deleteMany({ where: { pool: '' } });
    await setRule(t.db, 'ROUND_ROBIN', [a.id, b.id]);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await submit(enquiry())).data!.submitLead.id);
    const assignees = await Promise.all(ids.map(async (id) => (await lead(id)).assigneeId));
    expect(assignees).toEqual([a.id, b.id, a.id, b.id]);
    const event = await t.db.prisma.leadEvent.findFirstOrThrow({ where: { leadId: ids[0], kind: 'ASSIGNED' } });
    expect(event).toMatchObject({ authorId: null, authorName: '', detail: { from: null, to: { id: a.id, name: 'Test EDITOR' } } });
    // An enquiry joining the first lead leaves it with A and takes no turn.
    const first = await lead(ids[0]!);
    expect((await submit(enquiry({ phone: first.phone }))).data?.submitLead).toEqual({ id: ids[0], created: false });
    expect((await lead(ids[0]!)).assigneeId).toBe(a.id);
    expect(await t.db.prisma.leadEvent.count({ where: { leadId: ids[0], kind: 'ASSIGNED' } })).toBe(1);
    expect((await lead((await submit(enquiry())).data!.submitLead.id)).assigneeId).toBe(a.id);
  });

  it('skips a counsellor who is no longer staff', async () => {
    const a = await t.createUser('EDITOR');
    const b = await t.createUser('EDITOR');
    await setRule(t.db, 'ROUND_ROBIN', [a.id, b.id]);
    await t.db.prisma.user.update({ where: { id: a.id }, data: { role: 'USER' } });
    for (let i = 0; i < 3; i++) expect((await lead((await submit(enquiry())).data!.submitLead.id)).assigneeId).toBe(b.id);
    // With nobody left who is staff, a new lead stays unassigned.
    await t.db.prisma.user.update({ where: { id: b.id }, data: { role: 'USER' } });
    expect((await lead((await submit(enquiry())).data!.submitLead.id)).assigneeId).toBeNull();
  });

  it('gives a course\'s leads in turn among its own counsellors under BY_COURSE, others by the round robin, else none', async () => {
    const [c1, c2, general] = [await t.createUser('EDITOR'), await t.createUser('EDITOR'), await t.createUser('EDITOR')];
    await t.db.prisma.leadAssignmentTurn.deleteMany({ where: { pool: { in: ['', 'machine-learning'] } } });
    await setRule(t.db, 'BY_COURSE', [general.id], { 'machine-learning': [c1.id, c2.id] });
    const course = async (slug: string) => (await lead((await submit(enquiry({ course: slug }))).data!.submitLead.id)).assigneeId;
    expect([await course('machine-learning'), await course('machine-learning'), await course('machine-learning')]).toEqual([c1.id, c2.id, c1.id]);
    expect(await course('digital-marketing')).toBe(general.id);
    expect((await t.db.prisma.leadAssignmentTurn.findUniqueOrThrow({ where: { pool: 'machine-learning' } })).turn).toBe(3);
    await setRule(t.db, 'BY_COURSE', [], { 'machine-learning': [c1.id] });
    expect(await course('digital-marketing')).toBeNull();
  });
});

describe('counsellors told by mail', () => {
  const mailsTo = (leadId: string) =>
    t.db.prisma.leadEvent.findMany({ where: { leadId, kind: 'MAIL' }, orderBy: { createdAt: 'asc' } }).then((events) =>
      events.map((e) => e.detail as { to: string; kind: string; mailId: string }),
    );

  it('mails a new lead to its counsellor with the link to it, and writes a MAIL entry', async () => {
    const address = `counsellor-a-${++n}@example.com`;
    const a = await t.createUser('EDITOR', { email: address });
    await onlyStaff(a.id);
    await setRule(t.db, 'ROUND_ROBIN', [a.id]);
    const sent = await submit(
      enquiry({ name: 'Kiran </b>Rao', course: 'machine-learning', utmSource: 'facebook', utmCampaign: 'monsoon', sourceButton: 'Free Consultation: Submit' }),
    );
    const id = sent.data!.submitLead.id;
    const [detail, ...others] = await mailsTo(id);
    expect(others).toEqual([]);
    expect(detail).toMatchObject({ to: address, kind: 'lead.new' });
    const mail = await t.db.prisma.outboxMail.findUniqueOrThrow({ where: { id: detail!.mailId } });
    expect(mail).toMatchObject({ kind: 'lead.new', to: detail!.to, subject: 'New lead: Machine Learning' });
    // The visitor's words are in the body only, never a header; HTML escaped.
    expect(mail.subject).not.toContain('Kiran');
    expect(mail.text).toContain('Name: Kiran </b>Rao');
    expect(mail.text).toContain('Source: Facebook, campaign monsoon');
    expect(mail.text).toContain('Page: /courses/data-science');
    expect(mail.text).toContain('Button: Free Consultation: Submit');
    expect(mail.text).toContain(`${PUBLIC_URL}/admin/leads/${id}`);
    expect(mail.html).toContain('Kiran &lt;/b&gt;Rao');
    expect(mail.html).toContain(`<a href="${PUBLIC_URL}/admin/leads/${id}">`);
    const entry = await t.db.prisma.leadEvent.findFirstOrThrow({ where: { leadId: id, kind: 'MAIL' } });
    expect(entry).toMatchObject({ authorId: null, authorName: '', text: 'New lead: Machine Learning' });
  });

  it('mails every staff user while a lead is unassigned, except one who turned it off, and a new enquiry as lead.enquiry', async () => {
    const a = await t.createUser('EDITOR');
    const b = await t.createUser('ADMIN');
    const off = await t.createUser('EDITOR');
    const learnerLike = await t.createUser('USER');
    await onlyStaff(a.id, b.id, off.id, learnerLike.id);
    await t.db.prisma.user.update({ where: { id: off.id }, data: { notifyNewLeads: false } });
    const number = phone();
    const sent = await submit(enquiry({ phone: number }));
    const id = sent.data!.submitLead.id;
    const emails = async (ids: string[]) => (await t.db.prisma.user.findMany({ where: { id: { in: ids } }, select: { email: true } })).map((u) => u.email).sort();
    expect((await mailsTo(id)).map((m) => m.to).sort()).toEqual(await emails([a.id, b.id]));
    expect(new Set((await mailsTo(id)).map((m) => m.kind))).toEqual(new Set(['lead.new']));

    await submit(enquiry({ phone: number, course: 'digital-marketing' }));
    const enquiryMails = (await mailsTo(id)).filter((m) => m.kind === 'lead.enquiry');
    expect(enquiryMails.map((m) => m.to).sort()).toEqual(await emails([a.id, b.id]));
    const mail = await t.db.prisma.outboxMail.findUniqueOrThrow({ where: { id: enquiryMails[0]!.mailId } });
    // The subject names what was asked now; the body names the lead's first course too.
    expect(mail.subject).toBe('New enquiry on a lead: Digital Marketing');
    expect(mail.text).toContain('(2 in all)');
    expect(mail.text).toContain('Course: Learning centre (any course) (this enquiry: Digital Marketing)');
  });

  it('mails every staff user about an enquiry on a lead whose counsellor is no longer staff', async () => {
    const a = await t.createUser('EDITOR');
    const b = await t.createUser('ADMIN');
    await onlyStaff(a.id, b.id);
    await setRule(t.db, 'ROUND_ROBIN', [a.id]);
    const number = phone();
    const id = (await submit(enquiry({ phone: number }))).data!.submitLead.id;
    await t.db.prisma.user.update({ where: { id: a.id }, data: { role: 'USER' } });
    await submit(enquiry({ phone: number }));
    const emails = (await t.db.prisma.user.findMany({ where: { id: { in: [a.id, b.id] } }, select: { id: true, email: true } })).reduce<Record<string, string>>((m, u) => ({ ...m, [u.id]: u.email }), {});
    expect((await mailsTo(id)).map((m) => [m.kind, m.to])).toEqual([
      ['lead.new', emails[a.id]],
      ['lead.enquiry', emails[b.id]],
    ]);
  });

  it('mails nobody when the counsellor turned it off (the lead is still given to them)', async () => {
    const a = await t.createUser('EDITOR');
    await onlyStaff(a.id);
    await t.db.prisma.user.update({ where: { id: a.id }, data: { notifyNewLeads: false } });
    await setRule(t.db, 'ROUND_ROBIN', [a.id]);
    const id = (await submit(enquiry())).data!.submitLead.id;
    expect((await lead(id)).assigneeId).toBe(a.id);
    expect(await mailsTo(id)).toEqual([]);
  });
});

// Two real gateway processes on one PostgreSQL database: the round robin's turns and the lead form's hourly limit are
// counted in the database, so they hold whichever process answers.
async function startGateway(databaseUrl: string): Promise<string> {
  const env = { DATABASE_URL: databaseUrl, JWT_SECRET: 'lead-intake-test-secret-long-enough-for-hs256', ADMIN_USERNAME: 'intake-admin', ADMIN_PASSWORD: 'intake-admin-password' };
  return (await startGatewayProcess(env)).url;
}

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('two gateway processes on one PostgreSQL', () => {
  let db: Database | undefined;
  afterAll(() => db?.close());

  it('give new leads in turn (A, B, A, B) whichever process takes them, and share the hourly limit of an address', { timeout: 120_000 }, async () => {
    db = await openTestDatabase();
    const url = (db.target as { url: string }).url;
    const first = await startGateway(url);
    const second = await startGateway(url);
    const staff = async (name: string) =>
      db!.prisma.user.create({ data: { name, username: `${name.toLowerCase()}-${Date.now()}`, email: `${name.toLowerCase()}-${Date.now()}@example.com`, role: 'EDITOR', passwordHash: 'x' }, select: { id: true } });
    const a = await staff('Anita');
    const b = await staff('Bharat');
    await setRule(db, 'ROUND_ROBIN', [a.id, b.id]);
    const send = async (base: string, input: Record<string, unknown>) => {
      const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: SUBMIT, variables: { i: input } }) });
      return (await res.json()) as SubmitAnswer;
    };
    // Two at a time, one through each process: four leads, two each, in turn.
    const answers = [...(await Promise.all([send(first, enquiry()), send(second, enquiry())])), ...(await Promise.all([send(second, enquiry()), send(first, enquiry())]))];
    expect(answers.map((x) => x.errors)).toEqual([undefined, undefined, undefined, undefined]);
    const leads = await db.prisma.lead.findMany({ orderBy: { createdAt: 'asc' }, include: { events: { where: { kind: 'ASSIGNED' } } } });
    expect(leads).toHaveLength(4);
    const byTurn = leads.map((l) => l.assigneeId);
    expect(byTurn.filter((id) => id === a.id)).toHaveLength(2);
    expect(byTurn.filter((id) => id === b.id)).toHaveLength(2);
    expect((await db.prisma.leadAssignmentTurn.findUniqueOrThrow({ where: { pool: '' } })).turn).toBe(4);
    // One after the other, the turns alternate exactly.
    const next = [(await send(first, enquiry())).data!.submitLead.id, (await send(second, enquiry())).data!.submitLead.id];
    const nextAssignees = await Promise.all(next.map(async (id) => (await db!.prisma.lead.findUniqueOrThrow({ where: { id } })).assigneeId));
    expect(nextAssignees).toEqual([a.id, b.id]);

    // Both processes see the same address (127.0.0.1): six enquiries so far, four more are allowed, spread over both,
    // then either refuses.
    for (const base of [first, second, first, second]) expect((await send(base, enquiry())).errors).toBeUndefined();
    expect((await send(first, enquiry())).errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect((await send(second, enquiry())).errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(await db.prisma.leadSubmission.count()).toBe(10);
  });
});
