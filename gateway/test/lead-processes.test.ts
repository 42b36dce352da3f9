// The lead form across gateway processes (issue 30, PostgreSQL only: PGlite is one process), beyond what
// lead-intake.test.ts checks one request at a time (the round robin's turns, an address's limit spread over two
// processes): enquiries arriving at the same moment through two real gateways on one database. An address's hourly
// limit counts exactly (10 accepted, the rest refused), two enquiries with one phone number make one lead with two
// enquiries, and the no-script form's POST and the API share one count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { LEAD_LIMITS } from '../src/services/leads.js';
import { openTestDatabase } from './helpers/app.js';
import { startGateway as startGatewayProcess, stopGateways } from './helpers/gateway-process.js';
import { webBuilt, webDistDir } from './helpers/web-dist.js';

const distDir = webDistDir;
const built = webBuilt;
const PUBLIC_URL = 'https://www.lead-processes.example';

async function startGateway(databaseUrl: string): Promise<string> {
  const env = {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'lead-processes-test-secret-long-enough-for-hs256',
    ADMIN_USERNAME: 'processes-admin',
    ADMIN_PASSWORD: 'processes-admin-password',
    PUBLIC_URL,
    // Each test's enquiries come from addresses of their own (X-Forwarded-For), as behind the site's proxy.
    TRUST_PROXY: 'true',
    JOB_ALERT_DIGEST_TIME: 'off',
    FOLLOW_UP_DIGEST_TIME: 'off',
  };
  return (await startGatewayProcess(env)).url;
}

let n = 0;
/** A mobile number and an e-mail no other enquiry of this file uses. */
const person = () => {
  const digits = String(++n).padStart(9, '0');
  return { phone: `8${digits.slice(0, 4)} ${digits.slice(4)}`, email: `visitor${n}@example.com` };
};
const enquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kiran Pawar',
  ...person(),
  designation: 'Analyst',
  experience: 'Fresher',
  course: 'general',
  consent: true,
  sourcePage: '/enquire',
  sourceButton: 'Free Consultation',
  ...overrides,
});
type SubmitAnswer = { data?: { submitLead: { id: string; created: boolean } } | null; errors?: { message: string; extensions: { code: string } }[] };
const SUBMIT = 'mutation ($i: LeadInput!) { submitLead(input: $i) { id created } }';

async function send(base: string, from: string, input: Record<string, unknown>): Promise<SubmitAnswer> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ query: SUBMIT, variables: { i: input } }),
  });
  return (await res.json()) as SubmitAnswer;
}

/** The course page's Free Consultation form sent without JavaScript (a urlencoded POST to the page itself). */
async function postForm(base: string, from: string): Promise<Response> {
  const { phone, email } = person();
  const body = new URLSearchParams({
    leadForm: 'consultation',
    course: 'machine-learning',
    sourceButton: 'Free Consultation: Submit',
    name: 'Asha Patil',
    email,
    phone,
    designation: 'Analyst',
    experience: 'Fresher',
    consent: 'yes',
  });
  return fetch(`${base}/courses/pattern-analying`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': from },
    body,
  });
}

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('enquiries at the same moment through two gateway processes on one PostgreSQL', () => {
  let db: Database;
  let first: string;
  let second: string;
  beforeAll(async () => {
    db = await openTestDatabase();
    const url = (db.target as { url: string }).url;
    [first, second] = await Promise.all([startGateway(url), startGateway(url)]);
  }, 120_000);
  afterAll(async () => {
    stopGateways();
    await db?.close();
  });

  it(`let one address send ${LEAD_LIMITS.perAddressPerHour} in an hour, however many arrive at once and wherever`, { timeout: 60_000 }, async () => {
    const from = '203.0.113.10';
    // Fourteen at once, seven through each process.
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => send(i % 2 ? second : first, from, enquiry())));
    const accepted = answers.filter((a) => a.data?.submitLead?.created);
    const refused = answers.filter((a) => a.errors?.[0]?.extensions.code === 'TOO_MANY_REQUESTS');
    expect(accepted).toHaveLength(LEAD_LIMITS.perAddressPerHour);
    expect(refused).toHaveLength(14 - LEAD_LIMITS.perAddressPerHour);
    expect(refused[0]!.errors![0]!.message).toBe('Too many requests from your network. Please try again in an hour or call us.');
    expect(await db.prisma.leadSubmission.count({ where: { clientAddress: from } })).toBe(LEAD_LIMITS.perAddressPerHour);
    expect(await db.prisma.lead.count({ where: { clientAddress: from } })).toBe(LEAD_LIMITS.perAddressPerHour);
    // Either process goes on refusing.
    for (const base of [first, second]) expect((await send(base, from, enquiry())).errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it('make one lead of two enquiries with one phone number, one through each process', { timeout: 60_000 }, async () => {
    for (let round = 0; round < 3; round++) {
      const { phone } = person();
      const [a, b] = await Promise.all([
        send(first, `198.51.100.${2 * round + 1}`, enquiry({ phone, course: 'machine-learning' })),
        send(second, `198.51.100.${2 * round + 2}`, enquiry({ phone, course: 'digital-marketing' })),
      ]);
      expect([a.errors, b.errors]).toEqual([undefined, undefined]);
      expect(a.data!.submitLead!.id).toBe(b.data!.submitLead!.id);
      expect([a.data!.submitLead!.created, b.data!.submitLead!.created].sort()).toEqual([false, true]);
      const stored = `+91 ${phone.replace(/\D/g, '').replace(/^(\d{5})/, '$1 ')}`;
      const leads = await db.prisma.lead.findMany({ where: { phone: stored }, include: { submissionLog: true } });
      expect(leads).toHaveLength(1);
      expect(leads[0]!.submissionLog.map((s) => s.course).sort()).toEqual(['digital-marketing', 'machine-learning']);
    }
  });

  it.runIf(built)('count the no-script form and the API together', { timeout: 60_000 }, async () => {
    const from = '192.0.2.77';
    for (let i = 0; i < LEAD_LIMITS.perAddressPerHour / 2; i++) {
      expect((await send(i % 2 ? second : first, from, enquiry())).errors).toBeUndefined();
      expect((await postForm(i % 2 ? first : second, from)).status).toBe(200);
    }
    const over = await postForm(first, from);
    expect(over.status).toBe(429);
    expect(await over.text()).toContain('Too many requests from your network');
    expect((await send(second, from, enquiry())).errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(await db.prisma.leadSubmission.count({ where: { clientAddress: from } })).toBe(LEAD_LIMITS.perAddressPerHour);
  });
});
