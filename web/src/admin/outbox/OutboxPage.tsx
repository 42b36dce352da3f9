// /admin/outbox (administrators): every mail the site sends, newest first, filtered by state (kept in the URL); a line
// at the top says whether this server sends mail at all (SMTP_URL). A mail opens to be read (its text may hold a
// one-time link, which is why only administrators see it); a queued or failed one can be sent again at once.
import { Alert, Badge, Button, Card, Code, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { dateTime } from '../common/format';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { errorMessage } from '../../api/errors';
import { LoadFailure, Loading } from '../common/LoadState';
import { PageHeader } from '../common/PageHeader';
import { ConnectionPager } from '../common/Pager';
import { ResponsiveTable } from '../common/ResponsiveTable';
import { useCursorPages } from '../common/useCursorPages';
import { graphql } from '../gql';
import type { AdminOutboxQuery, MailState } from '../gql/graphql';

const PAGE_SIZE = 25;

const OutboxQuery = graphql(`
  query AdminOutbox($first: Int!, $after: String, $state: MailState) {
    mailDelivery {
      configured
      server
      from
      queued
      failed
    }
    outboxMails(first: $first, after: $after, state: $state) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          kind
          to
          subject
          state
          attempts
          lastError
          nextAttemptAt
          sentAt
          createdAt
        }
      }
    }
  }
`);

const OutboxMailQuery = graphql(`
  query AdminOutboxMail($id: ID!) {
    outboxMail(id: $id) {
      id
      text
      html
    }
  }
`);

const ResendMailMutation = graphql(`
  mutation AdminResendMail($id: ID!) {
    resendMail(id: $id) {
      id
      state
      attempts
      lastError
      nextAttemptAt
      sentAt
    }
  }
`);

type MailRow = AdminOutboxQuery['outboxMails']['edges'][number]['node'];

export const MAIL_STATE_LABELS: Record<MailState, string> = { QUEUED: 'Queued', SENT: 'Sent', FAILED: 'Failed' };
const MAIL_STATE_COLORS: Record<MailState, string> = { QUEUED: 'yellow', SENT: 'teal', FAILED: 'red' };
/** The filter in the URL: ?state=queued|sent|failed (none: every mail). */
const STATE_PARAMS: Record<string, MailState> = { queued: 'QUEUED', sent: 'SENT', failed: 'FAILED' };

/** Times as every admin screen shows them (IST); — when there is none. */
const when = (value: string | null | undefined) => dateTime(value, '—');

/** An address that may break after its @ (a long one would otherwise widen the table past the screen). */
function BreakableAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 1) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

export function MailStateBadge({ state }: { state: MailState }) {
  return (
    <Badge variant="light" color={MAIL_STATE_COLORS[state]} radius="sm" style={{ flexShrink: 0 }} styles={{ label: { overflow: 'visible' } }}>
      {MAIL_STATE_LABELS[state]}
    </Badge>
  );
}

/** The line at the top: does this server send mail, through what, and what waits. */
function DeliveryLine({ delivery }: { delivery: AdminOutboxQuery['mailDelivery'] }) {
  const counts = `${delivery.queued} queued · ${delivery.failed} failed`;
  if (delivery.configured) {
    return (
      <Alert color="teal" variant="light" mb="md" title="Mail is sent through SMTP" data-testid="mail-delivery">
        <Text size="sm">
          Mail goes through {delivery.server} as {delivery.from}; a queued mail leaves within seconds, and failures are tried again for about a day before a mail is marked failed. {counts}.
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" mb="md" title="SMTP is not configured: no mail is sent" data-testid="mail-delivery">
      <Text size="sm">
        SMTP_URL is not set on this server, so mail stays queued here and nothing is lost. Open a mail to read it; once SMTP_URL is set and the server restarted, every queued mail is sent. {counts}.
      </Text>
    </Alert>
  );
}

/**
 * Whether "Send again" means anything for a mail: a failed one, or a queued one waiting for a later try. A queued mail
 * that is due is being sent (or about to be) by a gateway: sending it "again" would do nothing but race that send,
 * and the server refuses it while the send holds the mail.
 */
export function canSendAgain(mail: Pick<MailRow, 'state' | 'nextAttemptAt'>, now = Date.now()): boolean {
  return mail.state === 'FAILED' || (mail.state === 'QUEUED' && new Date(mail.nextAttemptAt).getTime() > now);
}

/** One mail, read in full: its text as sent (a one-time link in it works for whoever follows it first). */
function MailModal({ mail, onClose, onResend, resending }: { mail: MailRow | null; onClose: () => void; onResend: (mail: MailRow) => void; resending: boolean }) {
  const [{ data, fetching, error }] = useQuery({ query: OutboxMailQuery, variables: { id: mail?.id ?? '' }, pause: !mail, requestPolicy: 'network-only' });
  const body = data?.outboxMail;
  return (
    <Modal opened={!!mail} onClose={onClose} title={mail?.subject ?? ''} size="lg">
      {mail && (
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <MailStateBadge state={mail.state} />
            <Text size="sm" c="dimmed">
              {mail.kind}
            </Text>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <b>To:</b> {mail.to}
          </Text>
          <Text size="sm">
            <b>Queued:</b> {when(mail.createdAt)}
            {mail.sentAt ? (
              <>
                {' · '}
                <b>Sent:</b> {when(mail.sentAt)}
              </>
            ) : null}
            {' · '}
            <b>Attempts:</b> {mail.attempts}
          </Text>
          {mail.lastError && (
            <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
              <b>Last error:</b> {mail.lastError}
            </Text>
          )}
          {error && <LoadFailure title="Could not load the mail" message={errorMessage(error)} />}
          {fetching && !body && <Loading label="Loading the mail" />}
          {body && (
            <>
              <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '50vh', overflowY: 'auto' }} aria-label="Text of the mail">
                {body.text}
              </Code>
              {body.html && (
                <Text size="xs" c="dimmed">
                  The mail also has an HTML part with the same content.
                </Text>
              )}
            </>
          )}
          {data && !body && <Text size="sm">This mail no longer exists.</Text>}
          <Group justify="flex-end" gap="xs">
            {canSendAgain(mail) && (
              <Button variant="light" loading={resending} onClick={() => onResend(mail)}>
                Send again
              </Button>
            )}
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

export function OutboxPage() {
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state') ?? '';
  const state = STATE_PARAMS[stateParam] ?? null;
  const pages = useCursorPages();
  const { reset } = pages;
  useEffect(() => reset(), [state, reset]);
  const [reading, setReading] = useState<MailRow | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const [{ data, fetching, error }, reexecute] = useQuery({
    query: OutboxQuery,
    variables: { first: PAGE_SIZE, after: pages.after, state },
    requestPolicy: 'cache-and-network',
  });
  const [, resendMail] = useMutation(ResendMailMutation);
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const connection = data?.outboxMails;
  const rows = connection?.edges.map((e) => e.node) ?? [];

  const onResend = async (mail: MailRow) => {
    setBusyId(mail.id);
    const result = await resendMail({ id: mail.id }, { additionalTypenames: ['OutboxMail', 'MailDelivery'] });
    setBusyId(null);
    if (result.error) {
      notifications.show({ color: 'red', title: 'Could not send the mail again', message: errorMessage(result.error) });
      return;
    }
    const configured = data?.mailDelivery.configured;
    notifications.show({
      color: 'green',
      title: 'Mail queued again',
      message: configured
        ? `“${mail.subject}” to ${mail.to} will be sent within seconds.`
        : `“${mail.subject}” to ${mail.to} is queued; it is sent once SMTP_URL is set on the server.`,
    });
    setReading(null);
    reload();
  };

  return (
    <>
      <PageHeader
        title="Outbox"
        description="Every mail the site sends, written here first. Mails may hold one-time links: do not pass them on."
        action={
          <Button variant="default" onClick={reload} loading={fetching && !!data}>
            Refresh
          </Button>
        }
      />
      {data && <DeliveryLine delivery={data.mailDelivery} />}
      <Group mb="md">
        <SegmentedControl
          aria-label="State"
          value={state ? stateParam : 'all'}
          onChange={(value) => setParams(value === 'all' ? {} : { state: value })}
          data={[
            { value: 'all', label: 'All' },
            { value: 'queued', label: 'Queued' },
            { value: 'failed', label: 'Failed' },
            { value: 'sent', label: 'Sent' },
          ]}
        />
      </Group>
      <Card withBorder radius="md" padding={0}>
        {error && !data && <LoadFailure m="sm" title="Could not load the outbox" message={errorMessage(error)} onRetry={reload} />}
        {fetching && !data && <Loading label="Loading the outbox" />}
        {data && (
          <ResponsiveTable
            label="Outbox"
            rows={rows}
            rowKey={(row) => row.id}
            empty={state ? `No ${MAIL_STATE_LABELS[state].toLowerCase()} mail.` : 'No mail yet.'}
            columns={[
              {
                header: 'Subject',
                primary: true,
                maxWidth: 280,
                cell: (row) => (
                  <Stack gap={0}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {row.subject}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.kind}
                    </Text>
                  </Stack>
                ),
              },
              { header: 'To', cell: (row) => <BreakableAddress address={row.to} />, maxWidth: 240 },
              { header: 'State', cell: (row) => <MailStateBadge state={row.state} />, nowrap: true },
              { header: 'Attempts', cell: (row) => String(row.attempts), nowrap: true },
              {
                header: 'Last error',
                wide: true,
                maxWidth: 260,
                // Two lines at most here (the whole error is in the mail's own view and in the title).
                cell: (row) =>
                  row.lastError ? (
                    <Text size="xs" c="red" lineClamp={2} title={row.lastError}>
                      {row.lastError}
                    </Text>
                  ) : (
                    '—'
                  ),
              },
              {
                header: 'Queued / sent',
                nowrap: true,
                cell: (row) => (
                  <Stack gap={0}>
                    <Text size="xs">{when(row.createdAt)}</Text>
                    <Text size="xs" c="dimmed">
                      {row.sentAt
                        ? `sent ${when(row.sentAt)}`
                        : row.state === 'QUEUED' && data?.mailDelivery.configured && !canSendAgain(row)
                          ? 'due now: being sent'
                          : row.state === 'QUEUED' && row.attempts > 0
                            ? `next try ${when(row.nextAttemptAt)}`
                            : 'not sent'}
                    </Text>
                  </Stack>
                ),
              },
            ]}
            actions={(row) => (
              <Stack gap={4} align="stretch">
                <Button size="xs" variant="light" onClick={() => setReading(row)} aria-label={`Read: ${row.subject} to ${row.to}`}>
                  Read
                </Button>
                {canSendAgain(row) && (
                  <Button size="xs" variant="subtle" px={6} loading={busyId === row.id} onClick={() => void onResend(row)} aria-label={`Send again: ${row.subject} to ${row.to}`}>
                    Send again
                  </Button>
                )}
              </Stack>
            )}
          />
        )}
      </Card>
      {connection && <ConnectionPager pages={pages} connection={connection} pageSize={PAGE_SIZE} noun="mails" />}
      <MailModal mail={reading} onClose={() => setReading(null)} onResend={(mail) => void onResend(mail)} resending={!!reading && busyId === reading.id} />
    </>
  );
}
