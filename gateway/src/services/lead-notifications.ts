// Counsellors told of their leads by mail, through the outbox in the transaction of the change: a new lead, a new
// enquiry on an existing one, or a lead given to them. The mail goes to the lead's counsellor, or to every staff user
// while it is unassigned, except to those who turned these mails off (User.notifyNewLeads); each mail queued is a MAIL
// entry on the lead's timeline.
import type { Prisma } from '../generated/prisma/client.js';
import type { Tx } from './audit.js';
import { findStaffUser, STAFF_ROLES, type Counsellor } from './lead-assignment.js';
import { LEAD_SOURCE_LABELS, leadCourseName } from './leads.js';
import { htmlFromText, queueMail } from './mail.js';

export type LeadNotificationKind = 'new-lead' | 'enquiry' | 'assigned';

/** The outbox kind of each notification (staff see it in /admin/outbox). */
export const LEAD_MAIL_KINDS: Readonly<Record<LeadNotificationKind, string>> = {
  'new-lead': 'lead.new',
  enquiry: 'lead.enquiry',
  assigned: 'lead.assigned',
};

/** Where a lead is worked in /admin: every notification links there. */
export function leadAdminUrl(publicUrl: string | undefined, leadId: string): string {
  return `${(publicUrl ?? 'http://localhost:4000').replace(/\/+$/, '')}/admin/leads/${encodeURIComponent(leadId)}`;
}

/**
 * Who hears about a lead nobody has: every staff user, each by their own choice for that kind of mail (notifyNewLeads
 * for a new lead or enquiry, notifyFollowUps for the morning list of follow-ups due). The one rule for both: a lead
 * nobody has is everybody's to take, so nobody may be left out of hearing of it but by their own choice.
 */
export function toldOfUnassignedLeads(choice: 'notifyNewLeads' | 'notifyFollowUps'): Prisma.UserWhereInput {
  return { role: { in: [...STAFF_ROLES] }, [choice]: true };
}

export interface LeadNotification {
  leadId: string;
  kind: LeadNotificationKind;
  /** PUBLIC_URL (ServiceContext.publicUrl), for the link to the lead. */
  publicUrl?: string;
  /** Someone not to mail: the staff member who made the change (they know). */
  exceptUserId?: string | null;
}

/**
 * Queues the notification of a lead's change in the caller's transaction and returns the ids of the mails queued.
 * The subject names only the course (from the site's own data): what the visitor typed (their name) goes in the body,
 * never in a header.
 */
export async function notifyLeadCounsellors(tx: Tx, notice: LeadNotification): Promise<string[]> {
  const lead = await tx.lead.findUnique({
    where: { id: notice.leadId },
    include: { submissionLog: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 1 } },
  });
  if (!lead) return [];
  // A lead whose counsellor is no longer staff is as good as unassigned: everyone is told, or nobody would be.
  const assignee = lead.assigneeId ? await findStaffUser(tx, lead.assigneeId) : null;
  // Being given a lead is news only to its counsellor; while unassigned there is nobody to tell.
  if (notice.kind === 'assigned' && !assignee) return [];
  const recipients: Counsellor[] = await tx.user.findMany({
    where: {
      ...(assignee ? { id: assignee.id, notifyNewLeads: true } : toldOfUnassignedLeads('notifyNewLeads')),
      ...(notice.exceptUserId ? { NOT: { id: notice.exceptUserId } } : {}),
    },
    select: { id: true, name: true, email: true, notifyNewLeads: true },
    orderBy: { createdAt: 'asc' },
  });
  if (recipients.length === 0) return [];

  const enquiry = lead.submissionLog[0];
  const slugs = [...new Set([lead.course, enquiry?.course].filter((c): c is string => !!c))];
  const labels = new Map((await tx.course.findMany({ where: { slug: { in: slugs } }, select: { slug: true, label: true } })).map((c) => [c.slug, c.label]));
  const courseName = leadCourseName(lead.course, labels);
  // A joined enquiry may be about another course than the lead's first: its subject names what was asked now.
  const enquiryCourseName = enquiry?.course ? leadCourseName(enquiry.course, labels) : courseName;
  const subject =
    notice.kind === 'new-lead' ? `New lead: ${courseName}` : notice.kind === 'enquiry' ? `New enquiry on a lead: ${enquiryCourseName}` : `A lead was given to you: ${courseName}`;
  const opening =
    notice.kind === 'new-lead'
      ? assignee
        ? 'A new lead was given to you.'
        : 'A new lead came in and nobody has it yet: take it from the leads inbox.'
      : notice.kind === 'enquiry'
        ? `A lead${assignee ? ' of yours' : ' nobody has yet'} sent another enquiry (${lead.submissions} in all).`
        : 'A lead was given to you.';
  const campaign = enquiry?.utmCampaign || lead.campaign;
  const lines = [
    opening,
    '',
    `Name: ${lead.name}`,
    `Course: ${courseName}${enquiry && enquiry.course && enquiry.course !== lead.course ? ` (this enquiry: ${enquiryCourseName})` : ''}`,
    `Phone: ${lead.phone}${lead.whatsapp ? ' (WhatsApp is fine)' : ''}`,
    `E-mail: ${lead.email}`,
    `Source: ${LEAD_SOURCE_LABELS[lead.source]}${campaign ? `, campaign ${campaign}` : ''}`,
    ...(enquiry ? [`Page: ${enquiry.sourcePage || '(not known)'}`, `Button: ${enquiry.sourceButton || '(not known)'}`] : []),
    ...(enquiry?.wantsSyllabus ? ['They asked for the syllabus.'] : []),
    '',
    `Open the lead: ${leadAdminUrl(notice.publicUrl, lead.id)}`,
    '',
    'You get these mails because of your notification settings in /admin; you can turn them off there.',
  ];
  const text = lines.join('\n');
  const mailKind = LEAD_MAIL_KINDS[notice.kind];
  const ids: string[] = [];
  for (const user of recipients) {
    const mailId = await queueMail(tx, { kind: mailKind, to: user.email, subject, text, html: htmlFromText(text) });
    await tx.leadEvent.create({ data: { leadId: lead.id, kind: 'MAIL', authorName: '', text: subject, detail: { to: user.email, kind: mailKind, mailId } } });
    ids.push(mailId);
  }
  return ids;
}
