// The mail outbox end to end, against a real SMTP server started here (smtp-server) and parsed with mailparser: a mail
// queued while the server is down leaves within seconds of it coming up; failures are recorded and retried, then
// FAILED; resendMail queues it again; a rolled-back transaction leaves no mail; staff read the outbox through GraphQL.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { escapeHtml, htmlFromText, queueMail, type MailInput } from '../src/services/mail.js';
import { describeFailure, SERVER_PROBLEM, smtpServerLabel, startMailSender, type MailSender, type MailSenderOptions } from '../src/services/mail-sender.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { freePort, SMTP_USER, smtpUrlFor, startSmtpServer, type TestSmtpServer } from './helpers/smtp.js';

let t: TestApp;
let admin: string;
let sender: MailSender | undefined;
let smtp: TestSmtpServer | undefined;

beforeAll(async () => {
  t = await startTestApp({ publicUrl: 'https://jobs.example.com' });
  admin = await t.tokenFor('ADMIN');
});
afterEach(async () => {
  await sender?.stop();
  sender = undefined;
  await smtp?.close();
  smtp = undefined;
});
afterAll(() => t.close());

const marker = () => `m-${randomBytes(4).toString('hex')}`;

function mailFor(subject: string, overrides: Partial<MailInput> = {}): MailInput {
  return { kind: 'test.notice', to: `${subject}@learners.example`, subject, text: `Hello.\n\nOpen https://jobs.example.com/confirm?token=${subject}.`, html: `<p>Hello <b>${subject}</b></p>`, ...overrides };
}

/** Queues mails as the product does: inside a transaction, committed. */
async function queue(...mails: MailInput[]): Promise<string[]> {
  return t.db.prisma.$transaction(async (tx) => {
    const ids: string[] = [];
    for (const mail of mails) ids.push(await queueMail(tx, mail));
    return ids;
  });
}

const row = (id: string) => t.db.prisma.outboxMail.findUniqueOrThrow({ where: { id } });

/** Polls until `check` returns something truthy; fails after `timeoutMs`. */
async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function start(options: Partial<MailSenderOptions> & { smtpUrl: string }) {
  sender = await startMailSender({ db: t.db, publicUrl: 'https://jobs.example.com', ...options });
  return sender;
}

describe('delivery', () => {
  it('a mail queued while the SMTP server is down is delivered within 10 s of it coming up; attempts and the error are recorded meanwhile', async () => {
    const port = await freePort();
    // The second attempt comes quickly, the third only after a minute: only noticing the server is back delivers in time.
    await start({ smtpUrl: smtpUrlFor(port), retryDelaysMs: [300, 60_000, 60_000] });
    const subject = marker();
    const [id] = await queue(mailFor(subject));

    const waiting = await until('two failed attempts', async () => {
      const mail = await row(id!);
      return mail.attempts >= 2 && mail;
    });
    expect(waiting.state).toBe('QUEUED');
    expect(waiting.attempts).toBe(2);
    expect(waiting.lastError).toMatch(new RegExp(`^${SERVER_PROBLEM}could not be reached \\(.*ECONNREFUSED`));
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(waiting.sentAt).toBeNull();

    smtp = await startSmtpServer(port);
    const upAt = Date.now();
    const sent = await until('the mail to be sent', async () => {
      const mail = await row(id!);
      return mail.state === 'SENT' && mail;
    }, 10_000);
    expect(Date.now() - upAt).toBeLessThan(10_000);
    expect(sent.attempts).toBe(3);
    expect(sent.lastError).toBeNull();
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.lockedUntil).toBeNull();

    const [received] = await smtp.waitFor(1);
    expect(smtp.received).toHaveLength(1);
    const mail = received!.parsed;
    expect(received!.user).toBe(SMTP_USER.user);
    expect(received!.rcptTo).toEqual([`${subject}@learners.example`]);
    expect(mail.subject).toBe(subject);
    expect(mail.from?.value).toEqual([{ name: 'Learning Centre Pune', address: 'no-reply@jobs.example.com' }]);
    expect(mail.messageId).toBe(`<outbox.${id}@jobs.example.com>`);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    // The text part always, the site's name and address at its foot; the HTML part as queued, with the same foot.
    expect(mail.text).toContain(`Open https://jobs.example.com/confirm?token=${subject}.`);
    expect(mail.text).toContain('--\nLearning Centre Pune\nOffice 402, Pune IT Park, Shivajinagar, Pune, Maharashtra\nsupport@learning-centre.example');
    expect(mail.html).toContain(`<p>Hello <b>${subject}</b></p>`);
    expect(mail.html).toContain('Learning Centre Pune<br>');
    // No tracking: no images, no rewritten links.
    expect(String(mail.html)).not.toMatch(/<img|utm_/i);
  });

  it('a queued mail leaves at once when SMTP is up (the commit wakes the sender; no waiting for a poll)', async () => {
    smtp = await startSmtpServer();
    await start({ smtpUrl: smtp.url, pollMs: 60_000 });
    const before = smtp.received.length;
    const queuedAt = Date.now();
    const [id] = await queue(mailFor(marker(), { html: null }));
    await until('the mail to be sent', async () => (await row(id!)).state === 'SENT', 5_000);
    expect(Date.now() - queuedAt).toBeLessThan(5_000);
    await smtp.waitFor(before + 1);
    // A mail without HTML goes as text only.
    expect(smtp.received.at(-1)!.parsed.html).toBe(false);
  });

  it('a mail with a one-click unsubscribe URL carries List-Unsubscribe and List-Unsubscribe-Post; others carry neither', async () => {
    smtp = await startSmtpServer();
    await start({ smtpUrl: smtp.url });
    const before = smtp.received.length;
    await queue(mailFor(marker(), { listUnsubscribeUrl: 'https://site.example/alerts/unsubscribe?token=abc' }), mailFor(marker()));
    const mails = await smtp.waitFor(before + 2);
    // mailparser reads the List-* headers into one "list" header; the raw lines are in headerLines.
    const raw = (m: (typeof mails)[number], name: string) => m.parsed.headerLines.find((h) => h.key === name)?.line;
    const withLink = mails.slice(before).find((m) => raw(m, 'list-unsubscribe'));
    const without = mails.slice(before).find((m) => !raw(m, 'list-unsubscribe'));
    expect(raw(withLink!, 'list-unsubscribe')).toBe('List-Unsubscribe: <https://site.example/alerts/unsubscribe?token=abc>');
    expect(raw(withLink!, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(without).toBeDefined();
    expect(raw(without!, 'list-unsubscribe-post')).toBeUndefined();
  });

  it('after the last retry a mail is FAILED; resendMail queues it again (attempts kept) and it is delivered', async () => {
    const port = await freePort();
    await start({ smtpUrl: smtpUrlFor(port), retryDelaysMs: [100, 100] });
    const subject = marker();
    const [id] = await queue(mailFor(subject));
    const failed = await until('the mail to fail', async () => {
      const mail = await row(id!);
      return mail.state === 'FAILED' && mail;
    });
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toMatch(/^Mail server: could not be reached/);

    // The server is back, but a FAILED mail waits for a person.
    smtp = await startSmtpServer(port);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await row(id!)).state).toBe('FAILED');
    expect(smtp.received).toHaveLength(0);

    const res = await t.gql<{ resendMail: { id: string; state: string; attempts: number } }>('mutation ($id: ID!) { resendMail(id: $id) { id state attempts } }', { id }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data!.resendMail).toEqual({ id, state: 'QUEUED', attempts: 3 });
    const sent = await until('the mail to be sent again', async () => {
      const mail = await row(id!);
      return mail.state === 'SENT' && mail;
    }, 10_000);
    expect(sent.attempts).toBe(4);
    const [received] = await smtp.waitFor(1);
    expect(received!.parsed.subject).toBe(subject);

    // The resend is in the audit log: who, which mail, the state it left (never the body).
    const entry = await t.db.prisma.auditEntry.findFirstOrThrow({ where: { entity: 'OutboxMail', entityId: id!, action: 'resend' } });
    expect(entry.before).toMatchObject({ state: 'FAILED' });
    expect(entry.after).toMatchObject({ state: 'QUEUED' });
    expect(JSON.stringify(entry)).not.toContain(subject);

    // A sent mail cannot be sent again.
    const again = await t.gql('mutation ($id: ID!) { resendMail(id: $id) { id } }', { id }, admin);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(smtp.received).toHaveLength(1);
  });

  it('a refusal for good (550) fails the mail at once; a temporary one (451) is retried', async () => {
    smtp = await startSmtpServer();
    await start({ smtpUrl: smtp.url, retryDelaysMs: [200, 200, 200] });
    smtp.refuse('550 No such user here');
    const [gone] = await queue(mailFor(marker()));
    const refused = await until('the refusal', async () => {
      const mail = await row(gone!);
      return mail.state === 'FAILED' && mail;
    });
    expect(refused.attempts).toBe(1);
    expect(refused.lastError).toMatch(/^Refused by the mail server: .*550 No such user here/);

    smtp.refuse('451 Try again later');
    const [later] = await queue(mailFor(marker()));
    await until('a temporary refusal', async () => (await row(later!)).attempts >= 1);
    expect((await row(later!)).lastError).toMatch(/^Not sent: .*451 Try again later/);
    smtp.refuse(null);
    const sent = await until('the retry to be sent', async () => {
      const mail = await row(later!);
      return mail.state === 'SENT' && mail;
    });
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(smtp.received.map((r) => r.parsed.messageId)).toEqual([`<outbox.${later}@jobs.example.com>`]);
  });

  it('a wrong SMTP password is the server\'s problem: the mail waits, and its error names the sign-in, never the password', async () => {
    smtp = await startSmtpServer();
    await start({ smtpUrl: `smtp://${SMTP_USER.user}:wrong@127.0.0.1:${smtp.port}`, retryDelaysMs: [60_000] });
    const [id] = await queue(mailFor(marker()));
    const waiting = await until('the failed sign-in', async () => {
      const mail = await row(id!);
      return mail.attempts === 1 && mail;
    });
    expect(waiting.state).toBe('QUEUED');
    expect(waiting.lastError).toMatch(/^Mail server: refused the sign-in/);
    expect(waiting.lastError).not.toContain('wrong');
    expect(smtp.received).toHaveLength(0);
  });
});

describe('order (issue: a rejected application\'s last mail said "interview")', () => {
  // Mails left queued by the tests before would be sent here too.
  beforeEach(() => t.db.prisma.outboxMail.deleteMany({}));

  it('mails leave in the order they were queued, whatever order the claim\'s UPDATE … RETURNING gives them in', async () => {
    smtp = await startSmtpServer();
    const subjects = [marker(), marker(), marker(), marker()];
    const ids: string[] = [];
    // One transaction each, as four changes one after another would queue them (each to its own recipient, so that
    // only the order of the claimed batch is at stake).
    for (const subject of subjects) ids.push(...(await queue(mailFor(subject))));
    // Rewritten last first, so that the rows lie in the table in the reverse order (an UPDATE writes a new row
    // version): RETURNING then gives them back newest first.
    for (const id of [...ids].reverse()) await t.db.prisma.outboxMail.update({ where: { id }, data: { updatedAt: new Date() } });
    await start({ smtpUrl: smtp.url, batchSize: 5 });
    const received = await smtp.waitFor(4);
    expect(received.map((r) => r.parsed.subject)).toEqual(subjects);
  });

  it('mails to one recipient leave one after another in the order queued, even with two senders (two processes) at work', async () => {
    smtp = await startSmtpServer();
    await start({ smtpUrl: smtp.url });
    const to = `${marker()}@learners.example`;
    const [interview, rejected, other] = [`interview-${marker()}`, `rejected-${marker()}`, `other-${marker()}`];
    // The first sender is in the middle of sending "interview" (the server holds its DATA)…
    const held = smtp.holdNext();
    await queue(mailFor(interview, { to }));
    await held.started;
    // …when a second process's sender starts, and "rejected" is queued to the same learner, then a mail to someone else.
    const second = await startMailSender({ db: t.db, publicUrl: 'https://jobs.example.com', smtpUrl: smtp.url });
    try {
      await queue(mailFor(rejected, { to }));
      const [otherId] = await queue(mailFor(other));
      // The second sender sends the other mail (queued after "rejected") but not "rejected" while "interview" is sent.
      await until('the other mail to be sent', async () => (await row(otherId!)).state === 'SENT');
      expect(smtp.received.map((r) => r.parsed.subject)).toEqual([other]);
      held.release();
      await smtp.waitFor(3);
      expect(smtp.received.map((r) => r.parsed.subject)).toEqual([other, interview, rejected]);
    } finally {
      held.release();
      await second.stop();
    }
  });
});

describe('a refusal of the configuration is the server\'s problem, not the mail\'s', () => {
  // Mails left queued by the tests before would be sent here too.
  beforeEach(() => t.db.prisma.outboxMail.deleteMany({}));

  it('530 (SMTP_URL without a sign-in, the server wants one) keeps the mail queued as "Mail server: wants a sign-in"; a probe does not hurry it; a restart with the sign-in sends it', async () => {
    smtp = await startSmtpServer();
    await start({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, retryDelaysMs: [60_000, 60_000], pollMs: 100 });
    const [id] = await queue(mailFor(marker()));
    const waiting = await until('the refusal', async () => {
      const mail = await row(id!);
      return mail.attempts === 1 && mail;
    });
    expect(waiting.state).toBe('QUEUED');
    expect(waiting.lastError).toMatch(/^Mail server: wants a sign-in \(put the user and password in SMTP_URL; .*530/);
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // The server answers a probe (connect, greeting; no sign-in is asked for): that must not send the mail again at
    // once. A later mail, due a second after it is queued, is tried only after the passes its commit and the polls
    // start (each with its probe) have run.
    const later = await t.db.prisma.$transaction(async (tx) => {
      const laterId = await queueMail(tx, mailFor(marker()));
      await tx.outboxMail.update({ where: { id: laterId }, data: { nextAttemptAt: new Date(Date.now() + 1000) } });
      return laterId;
    });
    await until('the later mail\'s attempt', async () => (await row(later)).attempts === 1);
    expect((await row(id!)).attempts).toBe(1);
    expect(smtp.received).toHaveLength(0);

    // SMTP_URL corrected and the gateway restarted: the waiting mails leave at once, whatever their backoff said.
    await sender!.stop();
    await start({ smtpUrl: smtp.url, pollMs: 60_000 });
    const sent = await until('the mail to be sent', async () => {
      const mail = await row(id!);
      return mail.state === 'SENT' && mail;
    });
    expect(sent.attempts).toBe(2);
    await smtp.waitFor(2);
  });

  it('a refusal of MAIL_FROM (553 at MAIL FROM) keeps the mail queued as "Mail server: refused the sender address"; it is sent once MAIL_FROM is accepted', async () => {
    smtp = await startSmtpServer();
    smtp.refuseSender('553 Sender address not allowed');
    await start({ smtpUrl: smtp.url, from: 'nobody@elsewhere.example', retryDelaysMs: [60_000] });
    const [id] = await queue(mailFor(marker()));
    const waiting = await until('the refusal', async () => {
      const mail = await row(id!);
      return mail.attempts === 1 && mail;
    });
    expect(waiting.state).toBe('QUEUED');
    expect(waiting.lastError).toMatch(/^Mail server: refused the sender address \(MAIL_FROM\) \(.*553 Sender address not allowed/);
    smtp.refuseSender(null);
    await sender!.stop();
    await start({ smtpUrl: smtp.url, pollMs: 60_000 });
    await until('the mail to be sent', async () => (await row(id!)).state === 'SENT');
    const [received] = await smtp.waitFor(1);
    expect(received!.parsed.messageId).toBe(`<outbox.${id}@jobs.example.com>`);
  });

  it('describeFailure: EHLO and MAIL FROM refusals are the server\'s; RCPT TO and DATA refusals are the mail\'s', () => {
    const smtpError = (message: string, code: string, command: string, responseCode: number) => Object.assign(new Error(message), { code, command, responseCode, permanent: responseCode >= 500 });
    expect(describeFailure(smtpError('Mail command failed: 550 5.7.1 Sender rejected', 'EENVELOPE', 'MAIL FROM', 550))).toMatchObject({ permanent: false, server: true, message: expect.stringMatching(/^Mail server: refused the sender address/) });
    expect(describeFailure(smtpError('Server terminates connection: 554 go away', 'EPROTOCOL', 'EHLO', 554))).toMatchObject({ permanent: false, server: true });
    expect(describeFailure(smtpError("Can't send mail - all recipients were rejected: 550 No such user", 'EENVELOPE', 'RCPT TO', 550))).toMatchObject({ permanent: true, server: false, message: expect.stringMatching(/^Refused by the mail server/) });
    expect(describeFailure(smtpError('Message failed: 554 Spam', 'EMESSAGE', 'DATA', 554))).toMatchObject({ permanent: true, server: false });
    expect(describeFailure(smtpError('Message size larger than allowed 1000', 'EMESSAGE', 'MAIL FROM', 0))).toMatchObject({ server: false });
  });
});

describe('send again', () => {
  // Mails left queued by the tests before would be sent here too.
  beforeEach(() => t.db.prisma.outboxMail.deleteMany({}));

  it('is refused (CONFLICT) for a mail being sent right now, which then arrives once', async () => {
    smtp = await startSmtpServer();
    await start({ smtpUrl: smtp.url });
    const held = smtp.holdNext();
    const [id] = await queue(mailFor(marker()));
    await held.started;
    try {
      const res = await t.gql('mutation ($id: ID!) { resendMail(id: $id) { id } }', { id }, admin);
      expect(res.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^This mail is being sent right now/), extensions: { code: 'CONFLICT' } });
      expect((await row(id!)).lockedUntil).not.toBeNull();
    } finally {
      held.release();
    }
    const sent = await until('the mail to be sent', async () => {
      const mail = await row(id!);
      return mail.state === 'SENT' && mail;
    });
    expect(sent.attempts).toBe(1);
    // Nothing is queued that could send it again: one copy.
    expect(await t.db.prisma.outboxMail.count({ where: { state: 'QUEUED' } })).toBe(0);
    expect(smtp.received.map((r) => r.parsed.messageId)).toEqual([`<outbox.${id}@jobs.example.com>`]);
    expect(await t.db.prisma.auditEntry.count({ where: { entity: 'OutboxMail', entityId: id!, action: 'resend' } })).toBe(0);
  });
});

describe('queueMail is part of the caller\'s transaction', () => {
  it('a transaction that rolls back leaves no mail, and nothing is sent', async () => {
    smtp = await startSmtpServer();
    await start({ smtpUrl: smtp.url });
    const subject = marker();
    await expect(
      t.db.prisma.$transaction(async (tx) => {
        await queueMail(tx, mailFor(subject));
        // The mail is there inside the transaction…
        expect(await tx.outboxMail.count({ where: { subject } })).toBe(1);
        throw new Error('the change that caused the mail failed');
      }),
    ).rejects.toThrow('the change that caused the mail failed');
    // …and gone with it.
    expect(await t.db.prisma.outboxMail.count({ where: { subject } })).toBe(0);
    // A mail committed afterwards is sent, and is the only one.
    const [id] = await queue(mailFor(marker()));
    await until('the committed mail', async () => (await row(id!)).state === 'SENT');
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.map((r) => r.parsed.subject)).not.toContain(subject);
  });

  it('line breaks cannot reach the headers', async () => {
    const [id] = await queue(mailFor(marker(), { subject: 'Hello\r\nBcc: someone@evil.example', to: 'a@example.com\nb@example.com' }));
    const mail = await row(id!);
    expect(mail.subject).toBe('Hello Bcc: someone@evil.example');
    expect(mail.to).toBe('a@example.com b@example.com');
  });
});

describe('the outbox through GraphQL (ADMIN)', () => {
  const LIST = `query ($first: Int, $after: String, $state: MailState) {
    outboxMails(first: $first, after: $after, state: $state) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id subject state attempts lastError sentAt createdAt } }
    }
  }`;
  type List = { outboxMails: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: { id: string; subject: string; state: string } }[] } };

  it('lists mails newest first, filtered by state, page by page; mailDelivery says SMTP is not configured without a sender', async () => {
    await t.db.prisma.outboxMail.deleteMany({});
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(...(await queue(mailFor(`list-${i}`))));
    await t.db.prisma.outboxMail.update({ where: { id: ids[1]! }, data: { state: 'FAILED', attempts: 9, lastError: 'Mail server: could not be reached' } });
    await t.db.prisma.outboxMail.update({ where: { id: ids[2]! }, data: { state: 'SENT', sentAt: new Date() } });

    const first = await t.gql<List>(LIST, { first: 3 }, admin);
    expect(first.errors).toBeUndefined();
    expect(first.data!.outboxMails.totalCount).toBe(5);
    expect(first.data!.outboxMails.edges.map((e) => e.node.subject)).toEqual(['list-4', 'list-3', 'list-2']);
    expect(first.data!.outboxMails.pageInfo.hasNextPage).toBe(true);
    const second = await t.gql<List>(LIST, { first: 3, after: first.data!.outboxMails.pageInfo.endCursor }, admin);
    expect(second.data!.outboxMails.edges.map((e) => e.node.subject)).toEqual(['list-1', 'list-0']);

    const failed = await t.gql<List>(LIST, { state: 'FAILED' }, admin);
    expect(failed.data!.outboxMails.edges.map((e) => e.node.id)).toEqual([ids[1]]);
    expect(failed.data!.outboxMails.totalCount).toBe(1);

    const bad = await t.gql(LIST, { after: 'not-a-cursor' }, admin);
    expect(bad.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Invalid cursor/), extensions: { code: 'BAD_USER_INPUT', field: 'after' } });

    const one = await t.gql<{ outboxMail: { text: string; html: string | null; kind: string } | null; missing: null }>(
      'query ($id: ID!) { outboxMail(id: $id) { text html kind } missing: outboxMail(id: "no-such-mail") { id } }',
      { id: ids[0] },
      admin,
    );
    expect(one.errors).toBeUndefined();
    expect(one.data!.outboxMail).toMatchObject({ kind: 'test.notice', text: expect.stringContaining('token=list-0') });
    expect(one.data!.missing).toBeNull();

    const delivery = await t.gql<{ mailDelivery: unknown }>('{ mailDelivery { configured server from queued failed } }', {}, admin);
    expect(delivery.data!.mailDelivery).toEqual({ configured: false, server: null, from: null, queued: 3, failed: 1 });
  });

  it('mailDelivery names the server (never its password) and the sender while a sender runs', async () => {
    smtp = await startSmtpServer();
    await start({ smtpUrl: smtp.url });
    const delivery = await t.gql<{ mailDelivery: { configured: boolean; server: string; from: string } }>('{ mailDelivery { configured server from } }', {}, admin);
    expect(delivery.data!.mailDelivery).toEqual({ configured: true, server: `127.0.0.1:${smtp.port}`, from: '"Learning Centre Pune" <no-reply@jobs.example.com>' });
    expect(JSON.stringify(delivery)).not.toContain(SMTP_USER.pass);
  });

  it('resendMail of an unknown mail is NOT_FOUND', async () => {
    const res = await t.gql('mutation { resendMail(id: "no-such-mail") { id } }', {}, admin);
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('configuration', () => {
  const base = { JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256' };

  it.each([
    ['smtp://mailer:p%40ss@mail.example.com:587', 'mail.example.com:587'],
    ['smtps://mailer:secret@mail.example.com', 'mail.example.com:465'],
    ['smtp://localhost:1025', 'localhost:1025'],
  ])('SMTP_URL %s is accepted (server %s)', (url, server) => {
    expect(loadConfig({ ...base, SMTP_URL: url }).mail.smtpUrl).toBe(url);
    expect(smtpServerLabel(url)).toBe(server);
  });

  it.each(['mail.example.com:587', 'http://mail.example.com', 'smtp://', 'smtp://mail.example.com/path', 'smtp://user:pa ss word@'])('SMTP_URL %s is refused with a clear message', (url) => {
    expect(() => loadConfig({ ...base, SMTP_URL: url })).toThrow(/SMTP_URL must look like smtp:\/\/user:password@mail\.example\.com:587/);
  });

  it('without SMTP_URL there is no server; MAIL_FROM is an address with or without a name', () => {
    expect(loadConfig(base).mail).toEqual({ smtpUrl: undefined, from: undefined });
    expect(loadConfig({ ...base, MAIL_FROM: '"Learning Centre" <no-reply@example.com>' }).mail.from).toBe('"Learning Centre" <no-reply@example.com>');
    expect(loadConfig({ ...base, MAIL_FROM: 'no-reply@example.com' }).mail.from).toBe('no-reply@example.com');
    expect(() => loadConfig({ ...base, MAIL_FROM: 'Learning Centre' })).toThrow(/MAIL_FROM must be an address/);
  });
});

describe('HTML helpers', () => {
  it('an HTML mail is wrapped in a style that breaks long bare links at a narrow screen\'s edge (no sideways scrolling at 375 px)', async () => {
    const url = `https://jobs.example.com/admin/leads/${'c'.repeat(25)}?from=follow-up-digest&token=${'x'.repeat(60)}`;
    const [id] = await queue(mailFor(marker(), { html: htmlFromText(`Open it:\n${url}`) }));
    const { html } = await row(id!);
    expect(html).toMatch(/^<div style="overflow-wrap:anywhere;word-wrap:break-word;word-break:break-word">\n/);
    // The body and the footer both inside it.
    expect(html).toContain(`<a href="${escapeHtml(url)}">`);
    expect(html).toMatch(/<hr>\n<p style="color:#555;font-size:small">Learning Centre Pune<br>[\s\S]*<\/p>\n<\/div>\n$/);
    // A text-only mail stays text only.
    const [plain] = await queue(mailFor(marker(), { html: null }));
    expect((await row(plain!)).html).toBeNull();
  });

  it('escape what users wrote and turn a text into plain paragraphs with links', () => {
    expect(escapeHtml(`<script>"Tom's" & co</script>`)).toBe('&lt;script&gt;&quot;Tom&#39;s&quot; &amp; co&lt;/script&gt;');
    expect(htmlFromText('Hello <Asha>,\n\nConfirm at https://jobs.example.com/c?t=a&b=1.\nThanks')).toBe(
      '<p>Hello &lt;Asha&gt;,</p>\n<p>Confirm at <a href="https://jobs.example.com/c?t=a&amp;b=1">https://jobs.example.com/c?t=a&amp;b=1</a>.<br>\nThanks</p>',
    );
  });
});
