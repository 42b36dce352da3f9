// Leads: public submit with validation and rate limit, duplicates joined (more in lead-intake.test.ts), the inbox query, status/notes, CSV.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFileName } from '../src/rest/download.js';
import { csvCell, experienceWords } from '../src/rest/leads.js';
import { centreTime, LEAD_COURSE_NAMES, LEAD_COURSES, LEAD_EXPERIENCE, PHONE_REQUIRED } from '../src/services/leads.js';
import { startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await startTestApp();
  editor = await t.tokenFor('EDITOR');
});
afterAll(() => t.close());

let n = 0;
const address = () => `10.70.0.${++n}`;
const SUBMIT = 'mutation ($i: LeadInput!) { submitLead(input: $i) { id created } }';
const valid = { name: 'Asha Kulkarni', email: 'asha@example.com', designation: 'Analyst', experience: '1 Year', course: 'data-science-ai-ml', consent: true, sourcePage: '/courses/data-science', sourceButton: 'Download Syllabus' };

/** A mobile number of its own for each enquiry (one number joins one open lead), unless the test names one. */
const nextPhone = () => `8${String(++n).padStart(4, '0')} ${String(n).padStart(5, '0')}`;
async function submit(input: Record<string, unknown>, from = address()) {
  const res = await t.fetch('/graphql', { method: 'POST', json: { query: SUBMIT, variables: { i: { phone: nextPhone(), ...input } } }, headers: { 'x-forwarded-for': from } });
  return (await res.json()) as { data?: { submitLead: { id: string; created: boolean } }; errors?: { message: string; extensions: { code: string; field?: string; fields?: { field: string; message: string }[] } }[] };
}

describe('submitLead', () => {
  it('stores a lead with its course, page, button, consent and time, without a token', async () => {
    const res = await submit({ ...valid, email: 'Store.Me@Example.com', phone: '098765 43210', wantsSyllabus: true });
    expect(res.data?.submitLead.created).toBe(true);
    const row = await t.db.prisma.lead.findUniqueOrThrow({ where: { id: res.data!.submitLead.id } });
    expect(row).toMatchObject({ email: 'store.me@example.com', phone: '+91 98765 43210', course: 'data-science-ai-ml', sourcePage: '/courses/data-science', sourceButton: 'Download Syllabus', consent: true, wantsSyllabus: true, whatsapp: false, experience: '1 Year', status: 'NEW' });
    expect(row.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stores the experience in words (the four choices, and "1" and "2" as older forms sent them) and the WhatsApp choice', async () => {
    const cases = [['Fresher', 'Fresher'], ['1 Year', '1 Year'], ['2 Years', '2 Years'], ['3+ years', '3+ years'], ['1', '1 Year'], ['2', '2 Years']] as const;
    for (const [sent, stored] of cases) {
      const res = await submit({ ...valid, email: `words-${n}@example.com`, experience: sent, whatsapp: true, phone: '+91 70123 45678' });
      expect(await t.db.prisma.lead.findUniqueOrThrow({ where: { id: res.data!.submitLead.id } }), sent).toMatchObject({ experience: stored, whatsapp: true, phone: '+91 70123 45678' });
    }
  });

  it('names every problem at once, each with its field, the first as the message', async () => {
    const before = await t.db.prisma.lead.count();
    const res = await submit({ ...valid, name: ' ', email: 'nope', phone: '', experience: '', consent: false });
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]).toMatchObject({ message: 'Name is required', extensions: { code: 'BAD_USER_INPUT', field: 'name' } });
    expect(res.errors?.[0]?.extensions.fields).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'phone', message: PHONE_REQUIRED },
      { field: 'experience', message: 'Choose your experience' },
      { field: 'consent', message: 'Please agree to be contacted' },
    ]);
    expect(await t.db.prisma.lead.count()).toBe(before);
  });

  it.each([
    [{ name: '' }, 'Name is required', 'name'],
    [{ email: 'nope' }, 'Enter a valid email address', 'email'],
    [{ designation: ' ' }, 'Designation is required', 'designation'],
    [{ experience: '' }, 'Choose your experience', 'experience'],
    [{ experience: '7' }, 'Choose your experience', 'experience'],
    [{ phone: '12345' }, 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210', 'phone'],
    [{ phone: '+1 415 555 0100' }, 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210', 'phone'],
    [{ phone: '' }, PHONE_REQUIRED, 'phone'],
    [{ phone: '   ' }, PHONE_REQUIRED, 'phone'],
    [{ phone: '58765 43210' }, 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210', 'phone'],
    // Ten digits, but not a mobile's first digit: the message says what is wrong with it.
    [{ phone: '+91 12345 67890' }, 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210', 'phone'],
    [{ experience: '3' }, 'Choose your experience', 'experience'],
    [{ consent: false }, 'Please agree to be contacted', 'consent'],
    [{ course: 'astrology' }, 'Unknown course', 'course'],
  ])('refuses %o with "%s" and stores nothing', async (change, message, field) => {
    const before = await t.db.prisma.lead.count();
    const res = await submit({ ...valid, email: `refused-${n}@example.com`, ...change });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await t.db.prisma.lead.count()).toBe(before);
  });

  it('joins a repeat from the same e-mail, for any course, to the open lead within the duplicate window (30 days by default)', async () => {
    const first = await submit({ ...valid, email: 'repeat@example.com', designation: 'Student' });
    const second = await submit({ ...valid, email: 'REPEAT@example.com', designation: 'Graduate', wantsSyllabus: true });
    expect(second.data?.submitLead).toEqual({ id: first.data!.submitLead.id, created: false });
    expect(await t.db.prisma.lead.count({ where: { email: 'repeat@example.com' } })).toBe(1);
    expect(await t.db.prisma.lead.findUniqueOrThrow({ where: { id: first.data!.submitLead.id } })).toMatchObject({ designation: 'Graduate', submissions: 2, wantsSyllabus: true });

    const otherCourse = await submit({ ...valid, email: 'repeat@example.com', course: 'digital-marketing' });
    expect(otherCourse.data?.submitLead).toEqual({ id: first.data!.submitLead.id, created: false });

    // A lead first sent 40 days ago and repeated 20 days ago is still open for a repeat now...
    const id = first.data!.submitLead.id;
    await t.db.prisma.lead.update({ where: { id }, data: { createdAt: new Date(Date.now() - 40 * 86400_000), lastSubmittedAt: new Date(Date.now() - 20 * 86400_000) } });
    expect((await submit({ ...valid, email: 'repeat@example.com' })).data?.submitLead).toEqual({ id, created: false });
    // ...and a staff change today does not keep it open: 31 days after the visitor's last enquiry is a new lead.
    await t.db.prisma.lead.update({ where: { id }, data: { lastSubmittedAt: new Date(Date.now() - 31 * 86400_000), status: 'CONTACTED' } });
    expect((await submit({ ...valid, email: 'repeat@example.com' })).data?.submitLead.created).toBe(true);
    expect(await t.db.prisma.leadSubmission.count({ where: { leadId: id } })).toBe(4);
  });

  it('limits one address to 10 submissions an hour', async () => {
    const from = address();
    for (let i = 0; i < 10; i++) expect((await submit({ ...valid, email: `burst${i}@example.com` }, from)).errors).toBeUndefined();
    expect((await submit({ ...valid, email: 'burst-x@example.com' }, from)).errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it('counts repeats towards the hourly limit, though they update one lead', async () => {
    const from = address();
    for (let i = 0; i < 10; i++) expect((await submit({ ...valid, email: 'same-again@example.com' }, from)).errors).toBeUndefined();
    const refused = await submit({ ...valid, email: 'same-again@example.com' }, from);
    expect(refused.errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(await t.db.prisma.lead.findFirstOrThrow({ where: { email: 'same-again@example.com' } })).toMatchObject({ submissions: 10 });
  });
});

describe('leads inbox', () => {
  const QUERY = `query ($first: Int, $after: String, $search: String, $course: String, $status: LeadStatus, $from: DateTime, $to: DateTime) {
    leads(first: $first, after: $after, search: $search, course: $course, status: $status, from: $from, to: $to) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { id email course status notes createdAt } } } }`;

  it('lists newest first with filters by search, course, status and dates, for ADMIN and EDITOR only', async () => {
    const mk = (email: string, course: string, status: 'NEW' | 'CONTACTED', daysAgo: number) =>
      t.db.prisma.lead.create({ data: { name: 'X', email, designation: 'D', experience: '1', course, consent: true, status, createdAt: new Date(Date.now() - daysAgo * 86400_000) } });
    await mk('inbox-a@example.com', 'machine-learning', 'NEW', 30);
    await mk('inbox-b@example.com', 'machine-learning', 'CONTACTED', 3);
    await mk('inbox-c@example.com', 'full-stack-development', 'CONTACTED', 1);

    type Answer = { leads: { totalCount: number; edges: { node: { email: string; createdAt: string } }[] } };
    const all = await t.gql<Answer>(QUERY, { first: 100, search: 'inbox-' }, editor);
    expect(all.data?.leads.edges.map((e) => e.node.email)).toEqual(['inbox-c@example.com', 'inbox-b@example.com', 'inbox-a@example.com']);
    const ml = await t.gql<Answer>(QUERY, { first: 100, search: 'inbox-', course: 'machine-learning', status: 'CONTACTED' }, editor);
    expect(ml.data?.leads.edges.map((e) => e.node.email)).toEqual(['inbox-b@example.com']);
    const recent = await t.gql<Answer>(QUERY, { search: 'inbox-', from: new Date(Date.now() - 7 * 86400_000).toISOString() }, editor);
    expect(recent.data?.leads.totalCount).toBe(2);

    expect((await t.gql(QUERY, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(QUERY, {}, await t.tokenFor('USER'))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('finds a phone number however it is typed', async () => {
    await t.db.prisma.lead.create({ data: { name: 'P', email: 'phone-search@example.com', phone: '+91 91234 56780', designation: 'D', experience: '1', course: 'general', consent: true } });
    type Answer = { leads: { edges: { node: { email: string } }[] } };
    for (const search of ['9123456780', '+91 9123456780', '091234 56780', '91234 56780', '91234']) {
      const res = await t.gql<Answer>(QUERY, { search }, editor);
      expect(res.data?.leads.edges.map((e) => e.node.email), search).toEqual(['phone-search@example.com']);
    }
  });

  it('finds a phone number, or part of one, typed with any grouping, by its digits', async () => {
    await t.db.prisma.lead.create({ data: { name: 'Q', email: 'grouping-search@example.com', phone: '+91 98220 01103', designation: 'D', experience: '1', course: 'general', consent: true } });
    type Answer = { leads: { edges: { node: { email: string } }[] } };
    const found = async (search: string) => (await t.gql<Answer>(QUERY, { search }, editor)).data?.leads.edges.map((e) => e.node.email);
    for (const search of ['98220 01103', '9822001103', '01103', '98220011', '2001103', '982 200 1103', '9822 001 103', '982-200-1103', '(982) 200.1103', '0 98220 01103', '+91 98220', '+91-98220-011', '91 98220 01103']) {
      expect(await found(search), search).toEqual(['grouping-search@example.com']);
    }
    // The country code is not one of the number's own digits; another number is not found.
    for (const search of ['1982', '98220 01104', '9822 001 104']) expect(await found(search), search).toEqual([]);
  });

  it('saves status and notes', async () => {
    const lead = await t.db.prisma.lead.create({ data: { name: 'N', email: 'notes@example.com', designation: 'D', experience: '2', course: 'general', consent: true } });
    const res = await t.gql('mutation ($id: ID!) { updateLead(id: $id, input: { status: ENROLLED, notes: "Paid the fee" }) { status notes } }', { id: lead.id }, editor);
    expect(res.data).toEqual({ updateLead: { status: 'ENROLLED', notes: 'Paid the fee' } });
    const unknown = await t.gql('mutation { updateLead(id: "nope", input: { notes: "x" }) { id } }', {}, editor);
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Lead not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('CSV export', () => {
  it('streams the filtered leads, all pages of them, as CSV with formula cells defused', async () => {
    const course = 'digital-marketing';
    const data = Array.from({ length: 1203 }, (_, i) => ({
      name: i === 0 ? '=HYPERLINK("http://evil")' : `Bulk ${i}`,
      email: `bulk${i}@csv.example`,
      designation: 'Marketer, "senior"',
      experience: '1',
      course,
      consent: true,
      createdAt: new Date(Date.now() - i * 1000),
    }));
    await t.db.prisma.lead.createMany({ data });
    const res = await t.fetch(`/api/v1/leads/export.csv?course=${course}&search=csv.example`, { token: editor });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-(\d{4}-\d{2}-\d{2})\.csv"; filename\*=UTF-8''leads-\1\.csv$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    // Named by the centre's day: at 20:00 UTC it is already the next day in India.
    expect(exportFileName('leads', new Date('2026-11-27T20:00:00Z'))).toBe('leads-2026-11-28.csv');
    expect(exportFileName('leads', new Date('2026-11-27T18:29:59Z'))).toBe('leads-2026-11-27.csv');
    const lines = (await res.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'createdAt (IST),name,email,phone,whatsapp,designation,experience,course,status,source,campaign,assignee,nextFollowUpAt (IST),latest note,sourcePage,sourceButton,wantsSyllabus,enquiries,updatedAt (IST)',
    );
    expect(lines).toHaveLength(1 + 1203);
    expect(lines[1]).toContain(`'=HYPERLINK(""http://evil"")`);
    expect(lines[1]).toContain('"Marketer, ""senior"""');
    expect(lines.slice(1).every((l) => l.includes('@csv.example'))).toBe(true);
    expect(lines.slice(1).every((l) => l.includes(',Digital Marketing,') && !l.includes('digital-marketing'))).toBe(true);
  });

  it('writes times on the centre’s clock (IST, "2026-11-23 18:05") and course names instead of slugs', async () => {
    const createdAt = new Date('2026-11-23T12:35:59.999Z'); // 18:05 in Pune
    const updatedAt = new Date('2026-12-31T18:30:00.000Z'); // already the next day and year there
    const cases = [
      ['data-science-ai-ml', 'Data Science and AI-ML'],
      ['full-stack-development', 'Full Stack Development'],
      ['machine-learning', 'Machine Learning'],
      ['digital-marketing', 'Digital Marketing'],
      ['general', 'Learning centre (any course)'],
    ] as const;
    await t.db.prisma.lead.createMany({
      data: cases.map(([course], i) => ({ name: `Clock ${i}`, email: `clock${i}@ist.example`, designation: 'Analyst', experience: '1', course, consent: true, createdAt, updatedAt })),
    });
    const read = async (query: string) => {
      const res = await t.fetch(`/api/v1/leads/export.csv?${query}`, { token: editor });
      const [header, ...rows] = (await res.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((l) => l.split(','));
      return rows.map((row) => Object.fromEntries(row.map((cell, i) => [header![i], cell])));
    };
    const rows = await read('search=ist.example');
    expect(rows).toHaveLength(cases.length);
    for (const row of rows) {
      expect(row['createdAt (IST)']).toBe('2026-11-23 18:05');
      expect(row['updatedAt (IST)']).toBe('2027-01-01 00:00');
    }
    expect(rows.map((r) => r.course).sort()).toEqual(cases.map(([, name]) => name).sort());
    // The filter still takes the slug; the file names the course.
    for (const [course, name] of cases) expect((await read(`search=ist.example&course=${course}`)).map((r) => r.course), course).toEqual([name]);
    expect(centreTime(new Date('2026-03-14T00:00:00Z'))).toBe('2026-03-14 05:30');
  });

  it('has the list\'s filters (source, counsellor, unassigned, follow-up view) and writes counsellor, source, campaign, next follow-up (IST), enquiries and the latest note', async () => {
    const counsellor = await t.db.prisma.user.create({ data: { name: 'Kavya Counsellor', username: 'csv-counsellor', email: 'csv-counsellor@example.com', role: 'EDITOR', passwordHash: 'x' } });
    const base = { designation: 'Analyst', experience: '1', course: 'general', consent: true };
    const now = Date.now();
    const mine = await t.db.prisma.lead.create({
      data: { ...base, name: 'Mine', email: 'mine@work.example', assigneeId: counsellor.id, source: 'GOOGLE', campaign: 'diwali', submissions: 3, nextFollowUpAt: new Date('2099-01-01T04:30:00Z') },
    });
    await t.db.prisma.leadEvent.createMany({
      data: [
        { leadId: mine.id, kind: 'NOTE', text: 'older note', createdAt: new Date(now - 60_000) },
        { leadId: mine.id, kind: 'NOTE', text: 'newest note', createdAt: new Date(now) },
      ],
    });
    await t.db.prisma.lead.create({ data: { ...base, name: 'Nobody', email: 'nobody@work.example', source: 'INSTAGRAM', nextFollowUpAt: new Date(now - 3600_000) } });
    const read = async (query: string) => {
      const res = await t.fetch(`/api/v1/leads/export.csv?search=work.example&${query}`, { token: editor });
      expect(res.status, query).toBe(200);
      const [header, ...rows] = (await res.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((l) => l.split(','));
      return rows.map((row) => Object.fromEntries(row.map((cell, i) => [header![i], cell])));
    };
    const [row] = await read(`assigneeId=${counsellor.id}`);
    expect(row).toMatchObject({ name: 'Mine', assignee: 'Kavya Counsellor', source: 'GOOGLE', campaign: 'diwali', 'nextFollowUpAt (IST)': '2099-01-01 10:00', enquiries: '3', 'latest note': 'newest note' });
    expect((await read('unassigned=true')).map((r) => r.name)).toEqual(['Nobody']);
    expect((await read('source=INSTAGRAM')).map((r) => r.name)).toEqual(['Nobody']);
    expect((await read('followUp=OVERDUE')).map((r) => r.name)).toEqual(['Nobody']);
    expect((await read('followUp=UPCOMING')).map((r) => r.name)).toEqual(['Mine']);
    expect((await read('unassigned=true')).map((r) => [r.assignee, r['nextFollowUpAt (IST)'], r['latest note']])).toEqual([['', centreTime(new Date(now - 3600_000)), '']]);
    for (const [query, message] of [
      ['source=MYSPACE', 'Source must be one of WEBSITE, GOOGLE, FACEBOOK, INSTAGRAM, LINKEDIN, YOUTUBE, WHATSAPP, EMAIL, REFERRAL, OTHER'],
      ['followUp=SOMEDAY', 'Follow-up view must be DUE_TODAY, OVERDUE, UPCOMING'],
      ['unassigned=yes', '"unassigned" must be true or false'],
    ]) {
      const res = await t.fetch(`/api/v1/leads/export.csv?${query}`, { token: editor });
      expect(res.status, query).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
  });

  it('needs an ADMIN or EDITOR token and valid filters', async () => {
    expect((await t.fetch('/api/v1/leads/export.csv')).status).toBe(401);
    expect((await t.fetch('/api/v1/leads/export.csv', { token: await t.tokenFor('USER') })).status).toBe(403);
    const bad = await t.fetch('/api/v1/leads/export.csv?from=yesterday', { token: editor });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('"from" must be a date such as 2026-11-01');
    // Names every plain object has (toString, constructor...) are not statuses either.
    for (const status of ['toString', 'constructor', 'nope']) {
      const res = await t.fetch(`/api/v1/leads/export.csv?status=${status}`, { token: editor });
      expect(res.status, status).toBe(400);
      expect((await res.json()).message).toBe('Status must be NEW, CONTACTED, ENROLLED or CLOSED');
    }
  });

  it('defuses every formula-looking cell, but leaves phone numbers as they are', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('+cmd|/C calc!A0')).toBe("'+cmd|/C calc!A0");
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('+91')).toBe("'+91");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('plain')).toBe('plain');
    // Issue 26: a phone number is not a formula, and comes out as stored.
    expect(csvCell('+91 98765 43210')).toBe('+91 98765 43210');
    expect(csvCell('+44 (20) 7946-0958')).toBe('+44 (20) 7946-0958');
  });

  it('writes experience in words, for what the form stores now and what it stored before (issue 26)', async () => {
    // Whatever the form offers now, each stored value reads as words, never a bare number.
    for (const value of LEAD_EXPERIENCE) expect(experienceWords(value), value).not.toMatch(/^\d+$/);
    expect(['0', '1', '2', '3', 'Fresher', '1 Year', '2 Years', '3+ years'].map(experienceWords)).toEqual(['Fresher', '1 Year', '2 Years', '3+ years', 'Fresher', '1 Year', '2 Years', '3+ years']);
    const stored = ['1', '2', ...LEAD_EXPERIENCE];
    await t.db.prisma.lead.createMany({
      data: stored.map((experience, i) => ({ name: `Years ${i}`, email: `years${i}@exp.example`, phone: '+91 98765 43210', designation: 'Analyst', experience, course: 'general', consent: true })),
    });
    const res = await t.fetch('/api/v1/leads/export.csv?search=exp.example', { token: editor });
    const [header, ...rows] = (await res.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((l) => l.split(','));
    const byName = Object.fromEntries(rows.map((row) => [row[header!.indexOf('name')], row]));
    stored.forEach((value, i) => {
      const row = byName[`Years ${i}`]!;
      expect(row[header!.indexOf('experience')], value).toBe(experienceWords(value));
      expect(row[header!.indexOf('phone')]).toBe('+91 98765 43210');
    });
    expect(rows).toHaveLength(stored.length);
  });
});
