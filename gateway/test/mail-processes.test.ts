// The sender as the gateway runs it (gateway/src/main.ts in a process of its own): a malformed SMTP_URL stops the start
// with a clear message; without SMTP_URL the gateway says once that mail stays queued; and (PostgreSQL) two gateways
// on one database, woken together by every commit, deliver each of 30 mails exactly once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { queueMail } from '../src/services/mail.js';
import { openTestDatabase } from './helpers/app.js';
import { spawnGateway, stopGateways, until, type GatewayProcess } from './helpers/gateway-process.js';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp.js';

const dirs: string[] = [];
let db: Database | undefined;
let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  stopGateways();
  await smtp?.close();
  smtp = undefined;
});
afterAll(async () => {
  await db?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});


/** Starts main.ts with the test's environment plus `env` (a key set to undefined is left out). */
function startGateway(env: Record<string, string | undefined>) {
  return spawnGateway({ JWT_SECRET: 'mail-process-test-secret-long-enough-for-hs256', ...env });
}


describe('configuration', () => {
  it('a malformed SMTP_URL stops the start with a message naming it, never echoing the password', async () => {
    const gateway = startGateway({ SMTP_URL: 'mail.example.com:587 user s3cret-password', DATA_DIR: path.join(tmpdir(), 'unused') });
    expect(await gateway.exited).toBe(1);
    expect(gateway.log()).toContain('SMTP_URL must look like smtp://user:password@mail.example.com:587');
    expect(gateway.log()).not.toContain('s3cret-password');
  });

  it.runIf(process.env.TEST_DB_KIND !== 'postgres')('without SMTP_URL the gateway says once, at start, that mail stays queued', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lc-mail-'));
    dirs.push(dataDir);
    const gateway = startGateway({ SMTP_URL: undefined, MAIL_FROM: undefined, DATABASE_URL: undefined, DATA_DIR: dataDir });
    await gateway.url;
    const lines = gateway.log().split('\n').filter((l) => l.includes('SMTP_URL is not set'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'info', msg: expect.stringContaining('mail stays queued in the outbox (read it at /admin/outbox)') });
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('two gateway processes on one PostgreSQL', () => {
  it('deliver each of 30 mails exactly once', { timeout: 120_000 }, async () => {
    db = await openTestDatabase();
    const databaseUrl = (db.target as { url: string }).url;
    smtp = await startSmtpServer();
    const env = { DATABASE_URL: databaseUrl, SMTP_URL: smtp.url, MAIL_FROM: '"Placement Cell" <placements@learning-centre.example>' };
    // One after the other: the first migrates and seeds.
    const a = startGateway(env);
    await a.url;
    const b = startGateway(env);
    await b.url;
    for (const gateway of [a, b]) await until('the sender to start', () => gateway.log().includes('mail: sending the outbox through'), 10_000);

    // Three commits of ten: each commit wakes both senders at once, which then compete for the same rows.
    const subjects = Array.from({ length: 30 }, (_, i) => `Mail ${String(i + 1).padStart(2, '0')}`);
    const ids: string[] = [];
    for (let i = 0; i < 30; i += 10) {
      await db.prisma.$transaction(async (tx) => {
        for (const subject of subjects.slice(i, i + 10)) ids.push(await queueMail(tx, { kind: 'test.bulk', to: 'learner@learners.example', subject, text: subject }));
      });
    }
    const queuedAt = Date.now();
    await until('every mail to be sent', async () => (await db!.prisma.outboxMail.count({ where: { id: { in: ids }, state: 'SENT' } })) === 30, 30_000);
    expect(Date.now() - queuedAt).toBeLessThan(20_000);
    // Anything sent twice would have arrived by now too.
    await new Promise((r) => setTimeout(r, 1500));

    const received = smtp.received.map((r) => r.parsed.subject).sort();
    expect(received).toEqual(subjects);
    expect(new Set(smtp.received.map((r) => r.parsed.messageId)).size).toBe(30);
    expect(smtp.received[0]!.parsed.from?.value).toEqual([{ name: 'Placement Cell', address: 'placements@learning-centre.example' }]);
    const rows = await db.prisma.outboxMail.findMany({ where: { id: { in: ids } } });
    expect(rows.every((r) => r.attempts === 1 && r.lockedUntil === null && r.sentAt)).toBe(true);
    // The two logs add up to the 30 mails (each process logs the mails it sent). Which process sent how many depends
    // on scheduling (on a loaded machine one may take them all), so that is not asserted; without the lease the
    // same run sends duplicates, which the checks above refuse.
    const sentBy = (g: GatewayProcess) => g.log().split('\n').filter((l) => l.includes('"msg":"mail sent"')).length;
    expect(sentBy(a) + sentBy(b)).toBe(30);
  });
});
