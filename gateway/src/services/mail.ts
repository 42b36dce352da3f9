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
  /** An optional HTML body; escape everything that comes from users (escapeHtml, or htmlFromText for the text). */
  html?: string | null;
  /** A one-click unsubscribe URL: the mail carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  listUnsubscribeUrl?: string | null;
}

/**
 * The channel a committed queueMail (or a resend) notifies on: PostgreSQL delivers a NOTIFY sent inside a transaction
 * only when it commits, so every gateway's sender wakes at once for a mail that really exists, and never for one
 * rolled back.
 */
export const MAIL_QUEUED_CHANNEL = 'outbox_mail_queued';

/** Text as HTML text: the five characters that could start markup or end an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * A plain-text body as simple HTML: escaped, paragraphs at blank lines, line breaks kept, http(s) links clickable.
 * No styles, images or tracking: the mail reads the same in any client.
 */
export function htmlFromText(text: string): string {
  const linked = (line: string) =>
    escapeHtml(line).replace(/https?:\/\/[^\s<>"']+/g, (url) => {
      // A sentence's full stop or comma after a link is not part of it.
      const [, href, after] = /^(.*?)([.,;:!?)]*)$/.exec(url)!;
      return `<a href="${href}">${href}</a>${after}`;
    });
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${para.split('\n').map(linked).join('<br>\n')}</p>`)
    .join('\n');
}

/** The style around every HTML mail: long words and links wrap on a phone's screen. */
export const HTML_WRAP_STYLE = 'overflow-wrap:anywhere;word-wrap:break-word;word-break:break-word';

/** One line of a header: no line breaks (which would start another header), no surrounding space. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/**
 * Writes a mail to the outbox in the caller's transaction; returns its id. The footer names the site and its address
 * (from the settings), in the text part and, when there is one, the HTML part.
 */
export async function queueMail(tx: Tx, mail: MailInput): Promise<string> {
  const site = await getSiteSettings({ prisma: tx as never });
  const footerLines = [site.siteName, `${site.address}, ${site.city}`, site.supportEmail];
  const text = `${mail.text.replace(/\s+$/, '')}\n\n--\n${footerLines.join('\n')}\n`;
  // Long words and bare links (a 100-character URL) break at the edge of a narrow screen instead of making the whole
  // mail scroll sideways; overflow-wrap for current clients, word-wrap and word-break for older ones.
  const html = mail.html
    ? `<div style="${HTML_WRAP_STYLE}">\n${mail.html}\n<hr>\n<p style="color:#555;font-size:small">${footerLines.map(escapeHtml).join('<br>\n')}</p>\n</div>\n`
    : null;
  const row = await tx.outboxMail.create({
    data: { kind: oneLine(mail.kind), to: oneLine(mail.to), subject: oneLine(mail.subject), text, html, listUnsubscribeUrl: mail.listUnsubscribeUrl ? oneLine(mail.listUnsubscribeUrl) : null },
    select: { id: true },
  });
  await tx.$executeRawUnsafe(`NOTIFY "${MAIL_QUEUED_CHANNEL}"`);
  return row.id;
}
