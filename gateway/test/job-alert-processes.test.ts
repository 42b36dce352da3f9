// The daily job-alert digest as the gateway runs it (gateway/src/main.ts in processes of their own), on PostgreSQL:
// two gateways on one database, both waking at the configured moment (JOB_ALERT_DIGEST_TIME, a few seconds ahead),
// send one digest per alert between them: one process claims the day's DigestRun row, the other finds it taken.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { formatDigestTime, kolkataDay } from '../src/services/alert-digest.js';
import { unsubscribeTokenOf } from '../src/services/alerts.js';
import { openTestDatabase } from './helpers/app.js';
import { spawnGateway, until } from './helpers/gateway-process.js';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp.js';

const JWT_SECRET = 'job-alert-process-test-secret-long-enough-for-hs256';
let db: Database | undefined;
let smtp: TestSmtpServer | undefined;
afterAll(async () => {
  await smtp?.close();
  await db?.close();
});

function startGateway(env: Record<string, string>) {
  const gateway = spawnGateway({ JWT_SECRET, ...env });
  return { ...gateway, pid: gateway.child.pid };
}


describe.runIf(process.env.TEST_DB_KIND === 'postgres')('two gateway processes on one PostgreSQL', () => {
  it('send one daily digest per alert between them', { timeout: 200_000 }, async () => {
    db = await openTestDatabase();
    const databaseUrl = (db.target as { url: string }).url;
    smtp = await startSmtpServer();
    const now = Date.now();
    // Confirmed alerts, each with a job new since its last digest.
    const emails = Array.from({ length: 8 }, (_, i) => `daily-${i}@learners.example`);
    for (const email of emails) {
      const id = randomUUID();
      await db.prisma.jobAlert.create({
        data: { id, email, keywords: 'lighthouse', confirmedAt: new Date(now - 3600_000), lastDigestAt: new Date(now - 3600_000), unsubscribeTokenHash: createHash('sha256').update(unsubscribeTokenOf(new TextEncoder().encode(JWT_SECRET), id)).digest('hex') },
      });
    }
    await db.prisma.jobPost.create({ data: { title: 'Lighthouse keeper', companyname: 'Coast Co', companylogo: 'https://cdn.example.com/c.png', location: 'Pune', salary: '₹4 LPA', createdAt: new Date(now - 1800_000) } });

    // The daily moment a little ahead (Asia/Kolkata, to the second): both processes are up by then and wake together.
    const moment = new Date(Math.ceil((now + 60_000) / 1000) * 1000);
    const time = new Date(moment.getTime() + 330 * 60_000).toISOString().slice(11, 19);
    const day = kolkataDay(moment);
    // As the gateway logs it (a moment on a whole minute is written without its seconds).
    const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
    const logged = formatDigestTime({ hour, minute, second });
    const env = { DATABASE_URL: databaseUrl, SMTP_URL: smtp.url, JOB_ALERT_DIGEST_TIME: time };
    const a = startGateway(env);
    const b = startGateway(env);
    const [, bUrl] = await Promise.all([a.url, b.url]);
    for (const g of [a, b]) await until('the schedule to start', () => g.log().includes(`job alerts: the daily digest runs at ${logged} Asia/Kolkata`), 10_000);
    expect(Date.now()).toBeLessThan(moment.getTime());
    expect(await db.prisma.digestRun.count()).toBe(0);

    await smtp.waitFor(emails.length, moment.getTime() - Date.now() + 60_000);
    // Anything sent twice would have arrived by now too.
    await new Promise((r) => setTimeout(r, 3000));
    const digests = smtp.received.filter((m) => m.parsed.subject === '1 new job for your job alert');
    expect(digests.map((m) => m.rcptTo[0]).sort()).toEqual([...emails].sort());
    const header = (mail: (typeof digests)[number], name: string) => mail.parsed.headerLines.find((h) => h.key === name)?.line;
    for (const mail of digests) {
      expect(mail.parsed.text).toContain('Lighthouse keeper');
      expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    }
    // The one-click unsubscribe of a mail works on either gateway (the token is an HMAC under the shared secret).
    const link = new URL(/<([^>]+)>/.exec(header(digests[0]!, 'list-unsubscribe')!)![1]!);
    const oneClick = () => fetch(`${bUrl}${link.pathname}${link.search}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect((await oneClick()).status).toBe(200);
    expect(await db.prisma.jobAlert.count({ where: { email: digests[0]!.rcptTo[0], unsubscribedAt: { not: null } } })).toBe(1);
    // One run for the day, claimed by one of the two; the other logged none.
    const runs = await db.prisma.digestRun.findMany();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ day, mails: emails.length, finishedAt: expect.any(Date) });
    expect([`schedule (pid ${a.pid})`, `schedule (pid ${b.pid})`]).toContain(runs[0]!.startedBy);
    const ran = [a, b].filter((g) => g.log().includes(`job alert digest for ${day}`));
    expect(ran).toHaveLength(1);
    // The sent digests moved every alert on.
    expect(await db.prisma.jobAlert.count({ where: { lastDigestAt: { lt: new Date(now) } } })).toBe(0);
  });
});
