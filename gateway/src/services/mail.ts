// The one mail module: everything that sends mail calls `queueMail` inside the transaction of the change that caused
// it, so a mail is never lost and never sent for a change that did not happen. The sender (mail-sender.ts) delivers
// the outbox through SMTP when SMTP_URL is set; without it mail stays queued and staff read it at /admin/outbox.
import type { Tx } from './audit.js';
import { getSiteSettings } from './settings.js';

export interface MailInput {
  /** What the mail is for, e.g. "learner.confirm" (staff and tests see it; recipients never do). */
  kind: string;
  to: string;
  subject: string;
  /** The plain-text body (always sent). */
  text: string;
  /** An optional HTML body; escape everything that comes from users. */
  html?: string | null;
}

/** Writes a mail to the outbox in the caller's transaction; returns its id. The footer names the site and its address. */
export async function queueMail(tx: Tx, mail: MailInput): Promise<string> {
  const site = await getSiteSettings({ prisma: tx as never });
  const footer = `\n\n--\n${site.siteName}\n${site.address}, ${site.city}\n${site.supportEmail}`;
  const row = await tx.outboxMail.create({
    data: { kind: mail.kind, to: mail.to, subject: mail.subject, text: `${mail.text}${footer}`, html: mail.html ?? null },
    select: { id: true },
  });
  return row.id;
}
