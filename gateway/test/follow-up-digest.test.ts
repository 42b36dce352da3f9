// The counsellors' morning follow-up mail (issue 30): one mail per counsellor with anything overdue or due today (the
// centre's day), none for who has nothing due or turned it off, open leads only, once a day however often it is run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { claimFollowUpDigest, FOLLOW_UP_MAIL_KIND, runFollowUpDigestOnce, sendFollowUpDigests } from '../src/services/follow-up-digest.js';
import { startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// 23:50 in India on 15 January 2030 (18:20 UTC): the centre's day ends ten minutes later, at 18:30 UTC.
const NOW = new Date('2030-01-15T18:20:00Z');
const publicUrl = 'https://centre.example';

async function counsellor(name: string, data: { notifyFollowUps?: boolean; role?: 'ADMIN' | 'EDITOR' | 'USER' } = {}) {
  const user = await t.createUser(data.role ?? 'EDITOR');
  return t.db.prisma.user.update({ where: { id: user.id }, data: { name, notifyFollowUps: data.notifyFollowUps ?? true }, select: { id: true, email: true, name: true } });
}

let n = 0;
function lead(assigneeId: string | null, at: Date | null, extra: { name?: string; status?: 'NEW' | 'CONTACTED' | 'ENROLLED' | 'CLOSED'; note?: string } = {}) {
  n++;
  return t.db.prisma.lead.create({
    data: {
      name: extra.name ?? `Lead ${n}`,
      email: `digest-${n}@example.com`,
      designation: 'Analyst',
      experience: '1 Year',
      course: 'machine-learning',
      consent: true,
      assigneeId,
      nextFollowUpAt: at,
      nextFollowUpNote: extra.note ?? '',
      status: extra.status ?? 'NEW',
    },
  });
}

const mailsTo = (email: string) => t.db.prisma.outboxMail.findMany({ where: { kind: FOLLOW_UP_MAIL_KIND, to: email } });

describe('the morning follow-up mail', () => {
  it('mails each counsellor their overdue and today\'s calls of open leads, and nobody with nothing due or the mail off', async () => {
    const asha = await counsellor('Asha Counsellor');
    const quiet = await counsellor('Quiet Counsellor');
    const off = await counsellor('Off Counsellor', { notifyFollowUps: false });
    const overdue = await lead(asha.id, new Date('2030-01-14T05:00:00Z'), { name: 'Ravi Overdue', note: 'Send the fee plan' });
    const today = await lead(asha.id, new Date('2030-01-15T18:25:00Z'), { name: 'Sita Today' });
    // 00:05 on the 16th in India: tomorrow, not today.
    await lead(asha.id, new Date('2030-01-15T18:35:00Z'), { name: 'Tomorrow Tanvi' });
    await lead(asha.id, new Date('2030-01-14T05:00:00Z'), { name: 'Closed Kiran', status: 'CLOSED' });
    await lead(quiet.id, new Date('2030-01-20T05:00:00Z'));
    await lead(off.id, new Date('2030-01-14T05:00:00Z'));

    const result = await sendFollowUpDigests({ prisma: t.db.prisma, publicUrl }, NOW);
    expect(result.mails).toBe(1);
    expect(await mailsTo(quiet.email)).toHaveLength(0);
    expect(await mailsTo(off.email)).toHaveLength(0);
    const [mail] = await mailsTo(asha.email);
    expect(mail!.subject).toBe('Your follow-ups today: 1 due, 1 overdue');
    expect(mail!.text).toContain('Good morning Asha Counsellor');
    expect(mail!.text).toMatch(/Overdue \(1\):\s+1\. Ravi Overdue, Machine Learning, 14 Jan(uary)?, 10:30\sam IST\n {3}Send the fee plan\n {3}https:\/\/centre\.example\/admin\/leads\//);
    expect(mail!.text).toContain(`${publicUrl}/admin/leads/${overdue.id}`);
    expect(mail!.text).toMatch(/Due today \(1\):\s+1\. Sita Today, Machine Learning, 15 Jan(uary)?, 11:55\spm IST/);
    expect(mail!.text).toContain(`${publicUrl}/admin/leads/${today.id}`);
    expect(mail!.text).toContain(`${publicUrl}/admin/leads?assignee=${asha.id}&followUp=overdue`);
    for (const absent of ['Tomorrow Tanvi', 'Closed Kiran', 'nobody has']) expect(mail!.text).not.toContain(absent);
    expect(mail!.html).toContain('<a href="https://centre.example/admin/leads/');
  });

  it('lists the calls of leads nobody has to every counsellor with the mail on, as a new lead nobody has is told to all', async () => {
    // 12:00 in India on 10 June 2030; the day ends at 18:30 UTC.
    const now = new Date('2030-06-10T06:30:00Z');
    const own = await counsellor('Asha Own');
    const admin = await counsellor('Anil Admin', { role: 'ADMIN' });
    const off = await counsellor('Off Again', { notifyFollowUps: false });
    const notStaff = await counsellor('Not Staff', { role: 'USER' });
    await lead(own.id, new Date('2030-06-10T04:00:00Z'), { name: 'Own Overdue' });
    const nobodyOverdue = await lead(null, new Date('2030-06-09T05:00:00Z'), { name: 'Nobody Nikhil', note: 'Left by a deleted counsellor' });
    await lead(null, new Date('2030-06-10T10:00:00Z'), { name: 'Nobody Today' });
    await lead(null, new Date('2030-06-10T18:35:00Z'), { name: 'Nobody Tomorrow' });
    await lead(null, new Date('2030-06-09T05:00:00Z'), { name: 'Nobody Closed', status: 'CLOSED' });

    await sendFollowUpDigests({ prisma: t.db.prisma, publicUrl }, now);
    expect(await mailsTo(off.email)).toHaveLength(0);
    expect(await mailsTo(notStaff.email)).toHaveLength(0);

    // Nothing of their own: a mail of the unassigned calls alone.
    const [adminMail] = await mailsTo(admin.email);
    expect(adminMail!.subject).toBe('Follow-ups of unassigned leads today: 1 due, 1 overdue');
    expect(adminMail!.text).not.toContain('The calls you planned');
    expect(adminMail!.text).toMatch(/nobody has yet[^\n]*\n\nOverdue \(1\):\s+1\. Nobody Nikhil, Machine Learning, 9 Jun(e)?, 10:30\sam IST\n {3}Left by a deleted counsellor/);
    expect(adminMail!.text).toContain(`${publicUrl}/admin/leads/${nobodyOverdue.id}`);
    expect(adminMail!.text).toMatch(/Due today \(1\):\s+1\. Nobody Today/);
    expect(adminMail!.text).toContain(`${publicUrl}/admin/leads?assignee=unassigned&followUp=overdue`);
    expect(adminMail!.text).toContain(`${publicUrl}/admin/leads?assignee=unassigned&followUp=due-today`);
    for (const absent of ['Nobody Tomorrow', 'Nobody Closed', 'Own Overdue']) expect(adminMail!.text).not.toContain(absent);

    // Their own calls first, then the unassigned ones.
    const [ownMail] = await mailsTo(own.email);
    expect(ownMail!.subject).toBe('Your follow-ups today: 1 overdue; unassigned leads: 1 due, 1 overdue');
    expect(ownMail!.text.indexOf('Own Overdue')).toBeGreaterThan(0);
    expect(ownMail!.text.indexOf('Nobody Nikhil')).toBeGreaterThan(ownMail!.text.indexOf('Own Overdue'));
    expect(ownMail!.text).toContain(`${publicUrl}/admin/leads?assignee=${own.id}&followUp=overdue`);
  });

  it('goes once a day: the day\'s run is claimed by one insert, a second run that day sends nothing', async () => {
    const meera = await counsellor('Meera Once');
    await lead(meera.id, new Date('2030-03-01T03:00:00Z'));
    const now = new Date('2030-03-01T03:31:00Z'); // 09:01 in India
    const first = await runFollowUpDigestOnce({ prisma: t.db.prisma, publicUrl }, now);
    expect(first?.mails).toBeGreaterThanOrEqual(1);
    expect(await runFollowUpDigestOnce({ prisma: t.db.prisma, publicUrl }, new Date(now.getTime() + 60_000))).toBeNull();
    expect(await mailsTo(meera.email)).toHaveLength(1);
    expect(await t.db.prisma.followUpDigestRun.findUnique({ where: { day: '2030-03-01' } })).toMatchObject({ mails: first!.mails, finishedAt: expect.any(Date) });
    // A run whose process died (started over an hour ago, never finished) may be taken over; a live one may not.
    await t.db.prisma.followUpDigestRun.create({ data: { day: '2030-03-02', startedAt: new Date('2030-03-02T03:30:00Z') } });
    expect(await claimFollowUpDigest(t.db.prisma, '2030-03-02', new Date('2030-03-02T03:50:00Z'))).toBe(false);
    expect(await claimFollowUpDigest(t.db.prisma, '2030-03-02', new Date('2030-03-02T05:00:00Z'))).toBe(true);
  });

  it('runs at FOLLOW_UP_DIGEST_TIME (09:00 by default, Asia/Kolkata), or not at all with off', () => {
    const env = { JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(env).leadFollowUps.digestTime).toEqual({ hour: 9, minute: 0, second: 0 });
    expect(loadConfig({ ...env, FOLLOW_UP_DIGEST_TIME: '07:45' }).leadFollowUps.digestTime).toEqual({ hour: 7, minute: 45, second: 0 });
    expect(loadConfig({ ...env, FOLLOW_UP_DIGEST_TIME: 'off' }).leadFollowUps.digestTime).toBeNull();
    expect(() => loadConfig({ ...env, FOLLOW_UP_DIGEST_TIME: '25:00' })).toThrow('FOLLOW_UP_DIGEST_TIME must be HH:MM (24-hour, Asia/Kolkata), e.g. 09:00, or off');
  });
});
