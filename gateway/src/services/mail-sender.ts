// The outbox's sender: in every gateway process (when SMTP_URL is set), claims due queued mails with a lease, sends
// each through SMTP in the order queued (one recipient's mails one after another) and marks it sent; a failure is
// recorded and retried later, and after the last retry the mail is FAILED (staff can send it again from
// /admin/outbox). A refusal of the server's configuration (sign-in, MAIL FROM) is the server's problem, never the
// mail's. Several processes on one database never send one mail twice: a mail is claimed (FOR UPDATE SKIP LOCKED) by
// one process, which holds it until its lease ends.
import { AsyncResource } from 'node:async_hooks';
import { createTransport, type Transporter } from 'nodemailer';
import type { Database } from '../db/client.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { errorFields, log } from '../log.js';
import { MAIL_QUEUED_CHANNEL } from './mail.js';
import { getSiteSettings } from './settings.js';

/** The waits before the 2nd, 3rd… attempt; one attempt more than there are waits, then the mail is FAILED (about 22 h in all). */
export const RETRY_DELAYS_MS = [10_000, 30_000, 120_000, 600_000, 3_600_000, 3 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000] as const;

/** How long a stop waits for the mail being sent. */
const STOP_WAIT_MS = 10_000;

/** The lastError of a failure that was the server's (unreachable, refused the sign-in), not the mail's. */
export const SERVER_PROBLEM = 'Mail server: ';

export interface MailSenderOptions {
  db: Pick<Database, 'prisma' | 'listen'>;
  /** SMTP_URL (smtp:// or smtps://, user and password in it). */
  smtpUrl: string;
  /** MAIL_FROM; without it the site's name from the settings, at no-reply@ the host of `publicUrl`. */
  from?: string;
  publicUrl: string;
  /** How often the outbox is looked at besides the wake-ups (a commit's NOTIFY): default 3 s. */
  pollMs?: number;
  /** Mails claimed at a time. */
  batchSize?: number;
  /** How long a claim holds a mail; longer than sending a batch can take with the SMTP timeouts below. */
  leaseMs?: number;
  retryDelaysMs?: readonly number[];
}

export interface MailSender {
  /** Look at the outbox now (a mail was just queued or queued again). */
  wake(): void;
  /** Stops looking; waits for the mail being sent, gives back the ones claimed but not sent. */
  stop(): Promise<void>;
}

/** What staff are told about delivery in this process (the sender is per process, like its configuration). */
export interface MailDeliveryStatus {
  configured: boolean;
  /** host:port of the SMTP server (never the user or password). */
  server: string | null;
  /** The sender address mails carry. */
  from: string | null;
}

interface RunningSender {
  server: string;
  senderAddress: () => Promise<string | { name: string; address: string }>;
  wake: () => void;
}

let current: RunningSender | undefined;

/** Whether this process sends mail, through what server and as whom; the outbox page shows it. */
export async function mailDeliveryStatus(): Promise<MailDeliveryStatus> {
  if (!current) return { configured: false, server: null, from: null };
  return { configured: true, server: current.server, from: addressLabel(await current.senderAddress()) };
}

/** Wakes this process's sender, if it has one (the NOTIFY of a commit wakes every process's anyway). */
export function wakeMailSender(): void {
  current?.wake();
}

const addressLabel = (from: string | { name: string; address: string }) => (typeof from === 'string' ? from : `"${from.name.replace(/["\\]/g, '')}" <${from.address}>`);

/** host:port as staff may read it, with the default port of the scheme. */
export function smtpServerLabel(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? '465' : '587')}`;
}

interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  listUnsubscribeUrl: string | null;
  attempts: number;
}

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  permanent?: boolean;
  response?: string;
}

/** Failures of the server or the way to it (not of one mail): every mail would fail the same way. */
const SERVER_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EREQUIRETLS', 'EPROTOCOL', 'EAUTH', 'ENOAUTH', 'EOAUTH2', 'EPROXY']);

/**
 * Commands whose refusal is the server's configuration (or ours: SMTP_URL, MAIL_FROM), never the mail's: the greeting,
 * EHLO/HELO, STARTTLS, the sign-in and the sender address (MAIL FROM) are the same for every mail.
 */
const SERVER_COMMANDS = /^(CONN|GREETING|EHLO|HELO|LHLO|STARTTLS|AUTH|MAIL FROM)\b/;

/** Server problems a probe (connect, greeting, sign-in: `verify()`) can tell are over; the others it cannot see. */
export const PROBED_PROBLEMS = [`${SERVER_PROBLEM}could not be reached`, `${SERVER_PROBLEM}refused the sign-in`] as const;

/** What staff read as the mail's last error, and whether trying again could help. */
export function describeFailure(err: unknown): { message: string; permanent: boolean; server: boolean } {
  const e = (err ?? {}) as SmtpError & { command?: string };
  const detail = (e.message || String(err)).replace(/\s+/g, ' ').trim().slice(0, 500);
  if (e.code && SERVER_CODES.has(e.code)) {
    const what = e.code === 'EAUTH' || e.code === 'ENOAUTH' ? 'refused the sign-in' : 'could not be reached';
    return { message: `${SERVER_PROBLEM}${what} (${detail})`, permanent: false, server: true };
  }
  // "530 Authentication required" (SMTP_URL without a user and password, at MAIL FROM or RCPT TO): the server wants a
  // sign-in this gateway does not make. Waits like an outage; fixed in SMTP_URL (a restart sends the mails at once).
  if (e.responseCode === 530) return { message: `${SERVER_PROBLEM}wants a sign-in (put the user and password in SMTP_URL; ${detail})`, permanent: false, server: true };
  // A refusal of the sender address (MAIL_FROM), EHLO or the like: every mail would be refused alike until the
  // configuration changes, so it is not the mail's fault and the mail waits (a 5xx here never fails it at once).
  if (e.code !== 'EMESSAGE' && e.command && SERVER_COMMANDS.test(e.command)) {
    const what = e.command.startsWith('MAIL FROM') ? 'refused the sender address (MAIL_FROM)' : `refused ${e.command}`;
    return { message: `${SERVER_PROBLEM}${what} (${detail})`, permanent: false, server: true };
  }
  // A 5xx for the recipient or the message: the same mail would be refused again.
  if (e.permanent === true) return { message: `Refused by the mail server: ${detail}`, permanent: true, server: false };
  return { message: `Not sent: ${detail}`, permanent: false, server: false };
}

/** Starts the sender; it runs until stop(). Logs one line saying where mail goes. */
export async function startMailSender(options: MailSenderOptions): Promise<MailSender> {
  const prisma: PrismaClient = options.db.prisma;
  const pollMs = options.pollMs ?? 3000;
  const batchSize = options.batchSize ?? 5;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const maxAttempts = retryDelays.length + 1;
  const publicHost = new URL(options.publicUrl).hostname;
  const server = smtpServerLabel(options.smtpUrl);
  // Bounded waits, so that a batch always ends well inside its lease (5 × about 90 s at worst, against 10 min).
  const transporter: Transporter = createTransport({ url: options.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 });

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const senderAddress = async (): Promise<string | { name: string; address: string }> => {
    if (options.from) return options.from;
    const site = await getSiteSettings({ prisma });
    return { name: site.siteName, address: `no-reply@${publicHost}` };
  };

  /**
   * Due mails for this process, held until the lease ends; none that another process holds. In the order they were
   * queued (the order of RETURNING is not the subquery's, so the claimed rows are ordered again). Mails to one
   * recipient leave one after another in the order they were queued, even across processes: a mail is not claimed
   * while an earlier one to the same address is due or being sent (a mail being sent is due); one waiting for a retry
   * does not hold the later ones back.
   */
  const claim = async (leaseEnd: Date): Promise<ClaimedMail[]> => {
    const now = new Date();
    return prisma.$queryRaw<ClaimedMail[]>`
      WITH claimed AS (
        UPDATE "OutboxMail" SET "lockedUntil" = ${leaseEnd}, "updatedAt" = ${now}
        WHERE "id" IN (
          SELECT m."id" FROM "OutboxMail" m
          WHERE m."state" = 'QUEUED' AND m."nextAttemptAt" <= ${now} AND (m."lockedUntil" IS NULL OR m."lockedUntil" < ${now})
            AND NOT EXISTS (
              SELECT 1 FROM "OutboxMail" e
              WHERE e."state" = 'QUEUED' AND e."nextAttemptAt" <= ${now} AND lower(e."to") = lower(m."to")
                AND (e."createdAt", e."id") < (m."createdAt", m."id")
            )
          ORDER BY m."nextAttemptAt", m."createdAt", m."id"
          LIMIT ${batchSize}
          FOR UPDATE OF m SKIP LOCKED
        )
        RETURNING "id", "to", "subject", "text", "html", "listUnsubscribeUrl", "attempts", "nextAttemptAt", "createdAt"
      )
      SELECT "id", "to", "subject", "text", "html", "listUnsubscribeUrl", "attempts" FROM claimed
      ORDER BY "nextAttemptAt", "createdAt", "id"`;
  };

  /** Claimed mails not sent after all (stopping, or the lease running short) go back at once. */
  const release = async (mails: ClaimedMail[], leaseEnd: Date) => {
    if (!mails.length) return;
    await prisma.outboxMail.updateMany({ where: { id: { in: mails.map((m) => m.id) }, lockedUntil: leaseEnd }, data: { lockedUntil: null } });
  };

  const deliver = async (mail: ClaimedMail, leaseEnd: Date, from: Awaited<ReturnType<typeof senderAddress>>) => {
    const attempts = mail.attempts + 1;
    // Only while the claim is still ours: a claim that ran out may be another process's now.
    const ours = { id: mail.id, lockedUntil: leaseEnd };
    try {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        // The same Message-ID on every attempt: a copy sent twice (a crash between the server's OK and the mark
        // below) is recognisably one mail.
        messageId: `<outbox.${mail.id}@${publicHost}>`,
        headers: {
          'Auto-Submitted': 'auto-generated',
          ...(mail.listUnsubscribeUrl ? { 'List-Unsubscribe': `<${mail.listUnsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
        },
      });
    } catch (err) {
      const failure = describeFailure(err);
      const failed = failure.permanent || attempts >= maxAttempts;
      const data = failed
        ? { state: 'FAILED' as const, attempts, lastError: failure.message, lockedUntil: null }
        : { attempts, lastError: failure.message, lockedUntil: null, nextAttemptAt: new Date(Date.now() + retryDelays[attempts - 1]!) };
      await prisma.outboxMail.updateMany({ where: ours, data });
      log.warn({ mailId: mail.id, attempts, failed, error: failure.message }, failed ? 'mail failed for good' : 'mail not sent; trying again later');
      return failure;
    }
    const marked = await prisma.outboxMail.updateMany({ where: ours, data: { state: 'SENT', sentAt: new Date(), attempts, lastError: null, lockedUntil: null } });
    if (!marked.count) log.error({ mailId: mail.id }, 'a mail was sent after its claim ran out: it may be sent twice');
    else log.info({ mailId: mail.id, attempts }, 'mail sent');
    return null;
  };

  /**
   * Mails waiting because the server could not be reached are tried at once when it answers again (rather than at
   * the end of their backoff, up to hours later): a probe (connect, greeting, sign-in, no mail) each pass while any wait.
   */
  const retryWhenServerIsBack = async () => {
    const now = new Date();
    // Only problems the probe can see: a server that refuses MAIL_FROM answers a probe well and would refuse again.
    const where = { state: 'QUEUED' as const, nextAttemptAt: { gt: now }, OR: PROBED_PROBLEMS.map((p) => ({ lastError: { startsWith: p } })) };
    const waiting = await prisma.outboxMail.findFirst({ where, select: { id: true } });
    if (!waiting) return;
    try {
      await transporter.verify();
    } catch {
      return; // still unreachable: the mails keep their backoff
    }
    const { count } = await prisma.outboxMail.updateMany({ where, data: { nextAttemptAt: now } });
    if (count) log.info({ mails: count }, 'the mail server answers again: sending the mails that waited for it');
  };

  const pass = async () => {
    do {
      again = false;
      await retryWhenServerIsBack();
      // Read once there is something to send (the site name may have changed since the last pass).
      let from: Awaited<ReturnType<typeof senderAddress>> | undefined;
      for (;;) {
        if (stopped) return;
        const leaseEnd = new Date(Date.now() + leaseMs);
        const mails = await claim(leaseEnd);
        if (!mails.length) break;
        try {
          from ??= await senderAddress();
        } catch (err) {
          await release(mails, leaseEnd);
          throw err;
        }
        let serverDown = false;
        for (const [i, mail] of mails.entries()) {
          // Stopping, the server gone, or too little of the lease left to send another safely: give the rest back.
          if (stopped || serverDown || Date.now() > leaseEnd.getTime() - leaseMs / 4) {
            await release(mails.slice(i), leaseEnd);
            break;
          }
          const failure = await deliver(mail, leaseEnd, from);
          serverDown = !!failure?.server;
        }
        // With the server down the rest would only fail too; they are tried again at the next pass.
        if (serverDown) break;
      }
    } while (again && !stopped);
  };

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  };

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    running = pass()
      .catch((err: unknown) => log.error(errorFields(err, true), 'the mail sender failed; trying again shortly'))
      .finally(() => {
        running = undefined;
        schedule(pollMs);
      });
  }

  // Woken from inside a request (a resend; PGlite delivers its NOTIFY there too), a pass still runs in the sender's own
  // context, so its log lines are not filed under whichever request happened to wake it.
  const wake = AsyncResource.bind(() => run());
  // Listening first, so that no mail committed from here on waits for a poll.
  const unlisten = options.db.listen ? await options.db.listen(MAIL_QUEUED_CHANNEL, wake) : undefined;
  const sender: RunningSender = { server, senderAddress, wake };
  current = sender;
  const fromLabel = addressLabel(await senderAddress());
  log.info({ server, from: fromLabel }, `mail: sending the outbox through ${server} as ${fromLabel}`);
  // A start may bring a corrected SMTP_URL or MAIL_FROM: mails that waited for the server are tried at once.
  const { count: waited } = await prisma.outboxMail.updateMany({
    where: { state: 'QUEUED', nextAttemptAt: { gt: new Date() }, lastError: { startsWith: SERVER_PROBLEM } },
    data: { nextAttemptAt: new Date() },
  });
  if (waited) log.info({ mails: waited }, 'mail: trying at once the mails that waited for the mail server');
  run();

  return {
    wake,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer) clearTimeout(timer);
      if (current === sender) current = undefined;
      await unlisten?.().catch(() => undefined);
      // A mail cut mid-send keeps its claim and is sent again when the claim runs out (it may then arrive twice).
      let cut: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (cut = setTimeout(resolve, STOP_WAIT_MS)))]);
      clearTimeout(cut);
      transporter.close();
    },
  };
}

/** The line a gateway without SMTP_URL logs at start. */
export const NO_SMTP_NOTICE = 'mail: SMTP_URL is not set, so nothing is sent; mail stays queued in the outbox (read it at /admin/outbox)';
