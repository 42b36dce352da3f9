// A lead's timeline, newest first: every enquiry (course, page, button, the campaign's UTM values, and the consent text
// the visitor agreed to, folded away), note, status change, assignment, follow-up planned or done, mail, merge and
// correction of the contact details (each field from and to), each with its time in IST and who did it; a mail with
// where its outbox mail is now (queued, sent or failed: the entry is written when the mail is queued). Entries are only
// ever added (the API has no way to edit or delete one).
import { Text, Timeline } from '@mantine/core';
import type { ReactNode } from 'react';
import { graphql } from '../gql';
import type { AdminLeadTimelineEntryFragment, FollowUpOutcome, LeadContactField, LeadTimelineKind, MailState } from '../gql/graphql';
import type { CourseRoute } from '../../marketing/courseRoutes';
import { sourcePageLabel } from './leadDisplay';
import { LEAD_STATUS_LABELS } from './leadFilters';
import { centreDateTime } from './leadTime';

graphql(`
  fragment AdminLeadTimelineEntry on LeadTimelineEntry {
    id
    kind
    at
    authorName
    text
    fromStatus
    toStatus
    fromAssignee
    toAssignee
    followUpAt
    outcome
    mailTo
    mailState
    mergedLeadName
    mergedLeadEmail
    contactChanges {
      field
      from
      to
    }
    enquiry {
      id
      at
      course
      courseName
      name
      email
      phone
      sourcePage
      sourceButton
      wantsSyllabus
      utmSource
      utmMedium
      utmCampaign
      utmTerm
      utmContent
      consentText
    }
  }
`);

export const FOLLOW_UP_OUTCOMES: readonly FollowUpOutcome[] = ['REACHED', 'NO_ANSWER', 'CALL_BACK_LATER', 'NOT_INTERESTED', 'WRONG_NUMBER'];
export const FOLLOW_UP_OUTCOME_LABELS: Record<FollowUpOutcome, string> = {
  REACHED: 'Reached',
  NO_ANSWER: 'No answer',
  CALL_BACK_LATER: 'Call back later',
  NOT_INTERESTED: 'Not interested',
  WRONG_NUMBER: 'Wrong number',
};

const KIND_COLORS: Record<LeadTimelineKind, string> = {
  ENQUIRY: 'blue',
  NOTE: 'gray',
  STATUS: 'yellow',
  ASSIGNED: 'grape',
  FOLLOW_UP_SET: 'cyan',
  FOLLOW_UP_DONE: 'teal',
  MAIL: 'indigo',
  MERGED: 'orange',
  CONTACT: 'lime',
};

/** A contact detail's name in a CONTACT entry: "Phone: +91 98220 01103 → +91 98220 01104". */
const CONTACT_FIELD_LABELS: Record<LeadContactField, string> = { NAME: 'Name', EMAIL: 'Email', PHONE: 'Phone', WHATSAPP: 'WhatsApp is fine' };

/** A mail's outbox state in a MAIL entry's heading: "Mail to ravi@example.com (queued)". */
export const MAIL_STATE_WORDS: Record<MailState, string> = {
  QUEUED: 'queued',
  SENT: 'sent',
  FAILED: 'failed',
};

/** The entry's heading in words, e.g. "Status: New → Contacted", "Assigned to Ravi". */
export function timelineTitle(entry: AdminLeadTimelineEntryFragment): string {
  switch (entry.kind) {
    case 'ENQUIRY':
      return entry.enquiry ? `Enquiry: ${entry.enquiry.courseName}` : 'Enquiry';
    case 'NOTE':
      return 'Note';
    case 'STATUS':
      return `Status: ${entry.fromStatus ? `${LEAD_STATUS_LABELS[entry.fromStatus]} → ` : ''}${entry.toStatus ? LEAD_STATUS_LABELS[entry.toStatus] : '?'}`;
    case 'ASSIGNED':
      if (!entry.toAssignee) return entry.fromAssignee ? `Unassigned (was ${entry.fromAssignee})` : 'Unassigned';
      return entry.fromAssignee ? `Reassigned from ${entry.fromAssignee} to ${entry.toAssignee}` : `Assigned to ${entry.toAssignee}`;
    case 'FOLLOW_UP_SET':
      return entry.followUpAt ? `Follow-up planned for ${centreDateTime(entry.followUpAt)}` : 'Follow-up planned';
    case 'FOLLOW_UP_DONE':
      return `Follow-up done: ${entry.outcome ? FOLLOW_UP_OUTCOME_LABELS[entry.outcome] : 'done'}`;
    case 'MAIL': {
      // A MAIL entry is written when the mail is queued in the outbox: whether it went is the outbox's state now.
      const state = entry.mailState ? ` (${MAIL_STATE_WORDS[entry.mailState]})` : '';
      return `${entry.mailTo ? `Mail to ${entry.mailTo}` : 'Mail'}${state}`;
    }
    case 'CONTACT':
      return 'Contact details corrected';
    case 'MERGED':
      return `Merged with the lead of ${[entry.mergedLeadName, entry.mergedLeadEmail && `(${entry.mergedLeadEmail})`].filter(Boolean).join(' ') || 'another lead'}`;
    default:
      return entry.kind;
  }
}

/** Who wrote it: a staff member's name, else the visitor (an enquiry) or the site (mail, automatic assignment). */
export function timelineAuthor(entry: Pick<AdminLeadTimelineEntryFragment, 'kind' | 'authorName'>): string {
  if (entry.authorName) return entry.authorName;
  return entry.kind === 'ENQUIRY' ? 'the visitor' : 'the site';
}

function Line({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}

function Enquiry({ enquiry, courses }: { enquiry: NonNullable<AdminLeadTimelineEntryFragment['enquiry']>; courses: readonly CourseRoute[] }) {
  const utm = (
    [
      ['utm_source', enquiry.utmSource],
      ['utm_medium', enquiry.utmMedium],
      ['utm_campaign', enquiry.utmCampaign],
      ['utm_term', enquiry.utmTerm],
      ['utm_content', enquiry.utmContent],
    ] as const
  ).filter(([, value]) => value);
  const page = enquiry.sourcePage ? sourcePageLabel(enquiry.sourcePage, courses) : '';
  return (
    <>
      <Line>{[enquiry.name, enquiry.email, enquiry.phone].filter(Boolean).join(' · ')}</Line>
      {(page || enquiry.sourceButton || enquiry.wantsSyllabus) && (
        <Text size="sm" c="dimmed" title={enquiry.sourcePage || undefined}>
          {[page && `From ${page}`, enquiry.sourceButton && `“${enquiry.sourceButton}”`, enquiry.wantsSyllabus && 'asked for the syllabus'].filter(Boolean).join(' · ')}
        </Text>
      )}
      {utm.length > 0 && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Campaign: {utm.map(([key, value]) => `${key}=${value}`).join(' · ')}
        </Text>
      )}
      {enquiry.consentText && (
        <details className="lead-consent">
          <summary>
            <Text size="sm" component="span" c="dimmed">
              Consent given
            </Text>
          </summary>
          <Text size="sm" mt={4}>
            {enquiry.consentText}
          </Text>
        </details>
      )}
    </>
  );
}

export function LeadTimeline({ entries, courses }: { entries: readonly AdminLeadTimelineEntryFragment[]; courses: readonly CourseRoute[] }) {
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing on the timeline yet.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={14} lineWidth={2} aria-label="Timeline, newest first" role="list">
      {entries.map((entry) => (
        <Timeline.Item
          key={entry.id}
          role="listitem"
          color={KIND_COLORS[entry.kind]}
          data-kind={entry.kind}
          title={
            <Text fw={600} size="sm" component="h3" m={0} style={{ overflowWrap: 'anywhere' }}>
              {timelineTitle(entry)}
            </Text>
          }
        >
          <Text size="xs" c="dimmed" mb={4}>
            <time dateTime={entry.at}>{centreDateTime(entry.at)}</time> · {timelineAuthor(entry)}
          </Text>
          {entry.kind === 'ENQUIRY' && entry.enquiry && <Enquiry enquiry={entry.enquiry} courses={courses} />}
          {entry.contactChanges?.map((change) => (
            <Line key={change.field}>
              {CONTACT_FIELD_LABELS[change.field]}: {change.from || '—'} → {change.to || '—'}
            </Line>
          ))}
          {entry.text && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {entry.text}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
