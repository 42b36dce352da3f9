// The morning follow-up mail as the gateway runs it (gateway/src/main.ts in processes of their own), on PostgreSQL:
// two gateways on one database, both waking at FOLLOW_UP_DIGEST_TIME (a few seconds ahead), queue one mail per
// counsellor between them: one process claims the day's FollowUpDigestRun row, the other finds it taken.
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { formatDigestTime, kolkataDay } from '../src/services/alert-digest.js';
import { FOLLOW_UP_MAIL_KIND } from '../src/services/follow-up-digest.js';
import { openTestDatabase } from './helpers/app.js';
import { spawnGateway, until } from './helpers/gateway-process.js';

let db: Database | undefined;
afterAll(async () => {
  await db?.close();
});

function startGateway(env: Record<string, string>) {
  return spawnGateway({ JWT_SECRET: 'follow-up-process-test-secret-long-enough-for-hs256', JOB_ALERT_DIGEST_TIME: 'off', ...env });
}


describe.runIf(process.env.TEST_DB_KIND === 'postgres')('two gateway processes on one PostgreSQL', () => {
  it('queue one morning follow-up mail per counsellor between them', { timeout: 200_000 }, async () => {
    db = await openTestDatabase();
    const databaseUrl = (db.target as { url: string }).url;
    const now = Date.now();
    // Five counsellors with an overdue call each, one with the mail turned off, one with nothing due.
    const emails: string[] = [];
    for (let i = 0; i < 7; i++) {
      const email = `counsellor-${i}@centre.example`;
      const user = await db.prisma.user.create({ data: { name: `Counsellor ${i}`, username: `counsellor-${i}`, email, role: i % 2 ? 'EDITOR' : 'ADMIN', passwordHash: 'x', notifyFollowUps: i !== 5 } });
      if (i === 6) continue;
      await db.prisma.lead.create({ data: { name: `Lead ${i}`, email: `lead-${i}@example.com`, designation: 'D', experience: '1 Year', course: 'general', consent: true, assigneeId: user.id, nextFollowUpAt: new Date(now - 3600_000) } });
      if (i !== 5) emails.push(email);
    }

    // The morning moment a little ahead (Asia/Kolkata, to the second): both processes are up by then and wake together.
    const moment = new Date(Math.ceil((now + 45_000) / 1000) * 1000);
    const time = new Date(moment.getTime() + 330 * 60_000).toISOString().slice(11, 19);
    const day = kolkataDay(moment);
    // As the gateway logs it (a moment on a whole minute is written without its seconds).
    const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
    const logged = formatDigestTime({ hour, minute, second });
    const env = { DATABASE_URL: databaseUrl, FOLLOW_UP_DIGEST_TIME: time };
    const a = startGateway(env);
    const b = startGateway(env);
    await Promise.all([a.url, b.url]);
    for (const g of [a, b]) await until('the schedule to start', () => g.log().includes(`lead follow-ups: the morning mail goes at ${logged} Asia/Kolkata`), 10_000);
    expect(Date.now()).toBeLessThan(moment.getTime());
    expect(await db.prisma.followUpDigestRun.count()).toBe(0);

    await until('the morning mails', async () => (await db!.prisma.followUpDigestRun.findUnique({ where: { day } }))?.finishedAt != null, moment.getTime() - Date.now() + 60_000);
    // Anything queued twice would be there by now too.
    await new Promise((r) => setTimeout(r, 3000));
    const mails = await db.prisma.outboxMail.findMany({ where: { kind: FOLLOW_UP_MAIL_KIND } });
    expect(mails.map((m) => m.to).sort()).toEqual([...emails].sort());
    expect(await db.prisma.followUpDigestRun.findMany()).toEqual([expect.objectContaining({ day, mails: emails.length })]);
    expect([a, b].filter((g) => g.log().includes(`lead follow-ups for ${day}`))).toHaveLength(1);
  });
});
