// A real SMTP server for a test (smtp-server, on 127.0.0.1), whose received mails are parsed with mailparser: no mock
// of the mail path. `freePort()` gives a port where nothing listens yet, so a test can start with the server down.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = { user: 'mailer', pass: 'mail-secret' };

/** A port on 127.0.0.1 that was free a moment ago (nothing listens on it until a server is started there). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export const smtpUrlFor = (port: number) => `smtp://${SMTP_USER.user}:${SMTP_USER.pass}@127.0.0.1:${port}`;

export interface ReceivedMail {
  parsed: ParsedMail;
  /** The envelope's recipients, as the server was told them. */
  rcptTo: string[];
  /** Who signed in to send it. */
  user: string | undefined;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Answer RCPT TO with this (e.g. '451 Try later' or '550 No such user') instead of accepting; null accepts. */
  refuse(reply: string | null): void;
  /** Answer MAIL FROM with this (e.g. '553 Sender not allowed') instead of accepting; null accepts. */
  refuseSender(reply: string | null): void;
  /**
   * Holds the next mail at the end of DATA (its text received, the server's answer withheld) until `release()`;
   * `started` resolves once that mail's DATA has come in (the sender is then waiting in the middle of sending it).
   */
  holdNext(): { started: Promise<ReceivedMail>; release(): void };
  /** Resolves once `count` mails have arrived (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** Starts an SMTP server that wants SMTP_USER's sign-in (no TLS: plain AUTH allowed, as on a local relay). */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusal: string | null = null;
  let senderRefusal: string | null = null;
  let hold: { started: (mail: ReceivedMail) => void; released: Promise<void> } | null = null;
  const reject = (reply: string) => {
    const [, code, message] = /^(\d{3})\s*(.*)$/.exec(reply)!;
    return Object.assign(new Error(message), { responseCode: Number(code) });
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER.user && auth.password === SMTP_USER.pass) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onMailFrom(_address, _session, callback) {
      if (!senderRefusal) return callback();
      callback(reject(senderRefusal));
    },
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback();
      callback(reject(refusal));
    },
    onData(stream, session, callback) {
      const held = hold;
      hold = null;
      simpleParser(stream).then(
        async (parsed) => {
          const mail = { parsed, rcptTo: session.envelope.rcptTo.map((r) => r.address), user: session.user as string | undefined };
          if (held) {
            held.started(mail);
            await held.released;
          }
          received.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: smtpUrlFor(actual),
    received,
    refuse(reply) {
      refusal = reply;
    },
    refuseSender(reply) {
      senderRefusal = reply;
    },
    holdNext() {
      let release!: () => void;
      let started!: (mail: ReceivedMail) => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const startedPromise = new Promise<ReceivedMail>((resolve) => (started = resolve));
      hold = { started, released };
      return { started: startedPromise, release };
    },
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails within ${timeoutMs} ms, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
