// Staff correct a lead's contact details (updateLeadContact): the lead form's rules, a CONTACT entry on the timeline
// with each change, an e-mail or phone of another lead refused (one person: merge), the old details kept among the
// lead's contacts so that an enquiry from them still joins it, who may do it, and an enquiry racing the edit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactOfAnotherLead } from '../src/services/leads.js';
import { startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
let admin: string;
let editor: string;
let editorId: string;
let otherEditor: string;
let learner: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('ADMIN');
  editor = await t.tokenFor('EDITOR');
  editorId = (await t.db.prisma.session.findFirstOrThrow({ where: { user: { role: 'EDITOR' } }, select: { userId: true } })).userId!;
  const second = await t.createUser('EDITOR', { username: 'contact-second' });
  const res = await t.fetch('/api/v1/admin/auth/login', { method: 'POST', json: { username: 'contact-second', password: 'correct-horse-battery' }, headers: { 'x-forwarded-for': '10.33.0.9' } });
  otherEditor = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
  await t.db.prisma.user.update({ where: { id: second.id }, data: { name: 'Second Counsellor' } });
  learner = await t.tokenFor('USER');
});
afterAll(() => t.close());

let n = 0;
/** A mobile number no other lead here has, as stored ("+91 7xxxx xxxxx"). */
const phone = () => {
  const digits = String(++n).padStart(9, '0');
  return `+91 7${digits.slice(0, 4)} ${digits.slice(4)}`;
};
async function makeLead(data: { assigneeId?: string | null; name?: string } = {}) {
  n++;
  const email = `contact-${n}@example.com`;
  const number = phone();
  return t.db.prisma.lead.create({
    data: {
      name: data.name ?? `Lead ${n}`,
      email,
      phone: number,
      designation: 'Analyst',
      experience: '1 Year',
      course: 'general',
      consent: true,
      assigneeId: data.assigneeId ?? null,
      submissionLog: { create: { clientAddress: '10.9.9.9', course: 'general', name: `Lead ${n}`, email, phone: number, consentText: 'I agree.' } },
    },
  });
}

const EDIT = 'mutation ($id: ID!, $i: LeadContactInput!) { updateLeadContact(id: $id, input: $i) { id name email phone whatsapp otherContacts { kind value } } }';
type Edited = { updateLeadContact: { id: string; name: string; email: string; phone: string; whatsapp: boolean; otherContacts: { kind: string; value: string }[] } };
type Answer = { data?: Edited | null; errors?: { message: string; extensions?: { code?: string; field?: string; fields?: { field: string; message: string }[] } }[] };
const edit = (id: string, input: Record<string, unknown>, token: string | null = editor) => t.gql<Edited>(EDIT, { id, i: input }, token) as Promise<Answer>;
const contactEntries = (leadId: string) => t.db.prisma.leadEvent.findMany({ where: { leadId, kind: 'CONTACT' }, orderBy: { createdAt: 'asc' } });
const TIMELINE = 'query ($id: ID!) { lead(id: $id) { timeline { kind authorName contactChanges { field from to } } } }';
type Timeline = { lead: { timeline: { kind: string; authorName: string; contactChanges: { field: string; from: string; to: string }[] | null }[] } };

describe('correcting a lead’s contact details', () => {
  it('stores them by the form’s rules, with one timeline entry of what changed, and keeps the old ones as contacts', async () => {
    const lead = await makeLead();
    const answer = await edit(lead.id, { name: '  Asha Rao ', email: ' Asha.Rao@Example.COM ', phone: '0 98220-01103', whatsapp: true });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.updateLeadContact).toMatchObject({ name: 'Asha Rao', email: 'asha.rao@example.com', phone: '+91 98220 01103', whatsapp: true });
    // The address and number it came with are still its contacts (its enquiry holds them).
    expect(answer.data!.updateLeadContact.otherContacts.map((c) => c.value).sort()).toEqual([lead.email, lead.phone].sort());
    const timeline = (await t.gql<Timeline>(TIMELINE, { id: lead.id }, editor)).data!.lead.timeline;
    expect(timeline[0]).toEqual({
      kind: 'CONTACT',
      authorName: 'Test EDITOR',
      contactChanges: [
        { field: 'NAME', from: lead.name, to: 'Asha Rao' },
        { field: 'EMAIL', from: lead.email, to: 'asha.rao@example.com' },
        { field: 'PHONE', from: lead.phone, to: '+91 98220 01103' },
        { field: 'WHATSAPP', from: 'no', to: 'yes' },
      ],
    });
    // The phone's digits follow (the search by digits finds the new number).
    expect((await t.db.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).phoneDigits).toBe('9822001103');
    // Audited as every change of a lead.
    expect(await t.db.prisma.auditEntry.count({ where: { entity: 'Lead', entityId: lead.id, action: 'update' } })).toBe(1);

    // The same details again (typed another way) change nothing and add no entry; a field left out stays.
    expect((await edit(lead.id, { phone: '+91 98220 01103', email: 'asha.rao@example.com' })).errors).toBeUndefined();
    expect((await edit(lead.id, { whatsapp: false })).data!.updateLeadContact).toMatchObject({ name: 'Asha Rao', phone: '+91 98220 01103', whatsapp: false });
    expect(await contactEntries(lead.id)).toHaveLength(2);
  });

  it('refuses bad input field by field and writes nothing', async () => {
    const lead = await makeLead();
    const answer = await edit(lead.id, { name: '   ', email: 'not-an-address', phone: '12345' });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(answer.errors![0]!.extensions!.fields!.map((f) => f.field)).toEqual(['name', 'email', 'phone']);
    expect(answer.errors![0]!.extensions!.fields!.find((f) => f.field === 'email')!.message).toBe('Enter a valid email address');
    expect((await edit(lead.id, { name: 'x'.repeat(201) })).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    expect((await edit(lead.id, { phone: '' })).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'phone' });
    expect((await edit('no-such-lead', { name: 'Asha' })).errors?.[0]).toMatchObject({ message: 'Lead not found', extensions: { code: 'NOT_FOUND' } });
    const after = await t.db.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } });
    expect({ name: after.name, email: after.email, phone: after.phone }).toEqual({ name: lead.name, email: lead.email, phone: lead.phone });
    expect(await contactEntries(lead.id)).toHaveLength(0);
  });

  it('refuses an e-mail or phone number another lead holds, its own or an enquiry’s (one person: merge them)', async () => {
    const lead = await makeLead();
    const other = await makeLead({ name: 'Ravi Kulkarni' });
    const email = await edit(lead.id, { email: other.email.toUpperCase(), name: 'Renamed' });
    expect(email.errors?.[0]).toMatchObject({ message: contactOfAnotherLead('Ravi Kulkarni', 'e-mail address'), extensions: { code: 'CONFLICT', field: 'email' } });
    // A number only one of the other lead's enquiries sent (it joined from another phone).
    const enquiryPhone = phone();
    await t.db.prisma.leadSubmission.create({ data: { leadId: other.id, clientAddress: '10.9.9.8', course: 'general', name: 'Ravi', email: other.email, phone: enquiryPhone, consentText: 'I agree.' } });
    const number = await edit(lead.id, { phone: enquiryPhone.replace('+91 ', '') });
    expect(number.errors?.[0]).toMatchObject({ message: contactOfAnotherLead('Ravi Kulkarni', 'phone number'), extensions: { code: 'CONFLICT', field: 'phone' } });
    // Nothing of either save was written (the name sent with the refused e-mail neither).
    expect((await t.db.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).name).toBe(lead.name);
    expect(await contactEntries(lead.id)).toHaveLength(0);
  });

  it('is lead:work: staff on their own or an unassigned lead, not a learner, nobody signed out, not another counsellor’s', async () => {
    const mine = await makeLead({ assigneeId: editorId });
    expect((await edit(mine.id, { name: 'Signed out' }, null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await edit(mine.id, { name: 'A learner' }, learner)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await edit(mine.id, { name: 'Not theirs' }, otherEditor)).errors?.[0]).toMatchObject({ message: 'This lead belongs to another counsellor', extensions: { code: 'FORBIDDEN' } });
    expect(await contactEntries(mine.id)).toHaveLength(0);
    expect((await edit(mine.id, { name: 'By the counsellor' })).data?.updateLeadContact.name).toBe('By the counsellor');
    expect((await edit(mine.id, { name: 'By an admin' }, admin)).data?.updateLeadContact.name).toBe('By an admin');
  });

  it('an enquiry from the old or the new details joins the corrected lead, and does not undo the correction', async () => {
    const lead = await makeLead();
    const newPhone = phone();
    expect((await edit(lead.id, { name: 'Asha Rao', email: `new-${n}@example.com`, phone: newPhone })).errors).toBeUndefined();
    const SUBMIT = 'mutation ($i: LeadInput!) { submitLead(input: $i) { id created } }';
    const base = { name: 'Asha', designation: 'Analyst', experience: '1 Year', course: 'general', consent: true };
    const anotherPhone = phone();
    for (const [i, contact] of [{ email: lead.email, phone: anotherPhone }, { email: `third-${n}@example.com`, phone: newPhone }].entries()) {
      const res = await t.fetch('/graphql', { method: 'POST', json: { query: SUBMIT, variables: { i: { ...base, ...contact } } }, headers: { 'x-forwarded-for': `10.34.0.${i + 1}` } });
      expect([i, ((await res.json()) as { data: { submitLead: unknown } }).data.submitLead]).toEqual([i, { id: lead.id, created: false }]);
    }
    // The counsellor's name and number stay (an enquiry's fresh details replace only what staff did not correct,
    // here the designation); the enquiry's other number is among the lead's contacts.
    const after = (await edit(lead.id, {})).data!.updateLeadContact;
    expect(after).toMatchObject({ name: 'Asha Rao', phone: newPhone });
    expect(after.otherContacts.map((c) => c.value)).toContain(anotherPhone);
  });

  it('and an enquiry sent at the same moment never leave two leads holding one number', async () => {
    const SUBMIT = 'mutation ($i: LeadInput!) { submitLead(input: $i) { id created } }';
    for (let round = 0; round < 6; round++) {
      const lead = await makeLead();
      const number = phone();
      const enquiry = { name: 'Racer', email: `racer-${n}@example.com`, phone: number, designation: 'Analyst', experience: '1 Year', course: 'general', consent: true };
      const [edited, submitted] = await Promise.all([
        edit(lead.id, { phone: number }),
        t.fetch('/graphql', { method: 'POST', json: { query: SUBMIT, variables: { i: enquiry } }, headers: { 'x-forwarded-for': `10.35.0.${round + 1}` } }).then((r) => r.json() as Promise<{ data?: { submitLead: { id: string; created: boolean } } }>),
      ]);
      expect(submitted.data?.submitLead).toBeTruthy();
      // Either the correction came first (the enquiry joined the lead) or the enquiry did (its new lead holds the
      // number, and the correction is refused): never both.
      if (edited.errors) {
        expect(edited.errors[0]!.extensions?.code).toBe('CONFLICT');
        expect(submitted.data!.submitLead.created).toBe(true);
      } else {
        expect(submitted.data!.submitLead).toEqual({ id: lead.id, created: false });
      }
      expect(await t.db.prisma.lead.count({ where: { phone: number } })).toBe(1);
    }
  });
});
