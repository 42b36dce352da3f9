import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import type { AdminOutboxQuery } from '../gql/graphql';
import { renderAdmin, type GraphQLCall, type GraphQLHandler } from '../testing';
import { OutboxPage } from './OutboxPage';

type Mail = AdminOutboxQuery['outboxMails']['edges'][number]['node'];

function mail(overrides: Partial<Mail> = {}): Mail & { __typename: 'OutboxMail' } {
  return {
    __typename: 'OutboxMail',
    id: 'mail-1',
    kind: 'learner.reset',
    to: 'asha@example.com',
    subject: 'Reset your password',
    state: 'FAILED',
    attempts: 9,
    lastError: 'Mail server: could not be reached (connect ECONNREFUSED 10.0.0.5:587)',
    nextAttemptAt: '2026-03-14T10:00:00.000Z',
    sentAt: null,
    createdAt: '2026-03-14T09:30:00.000Z',
    ...overrides,
  };
}

const MAILS = [
  mail(),
  mail({ id: 'mail-2', kind: 'learner.confirm', to: 'rahul@example.com', subject: 'Confirm your e-mail address', state: 'SENT', attempts: 1, lastError: null, sentAt: '2026-03-13T09:31:00.000Z', createdAt: '2026-03-13T09:30:00.000Z' }),
];

const delivery = (configured: boolean) => ({
  __typename: 'MailDelivery',
  configured,
  server: configured ? 'smtp.example.com:587' : null,
  from: configured ? '"Learning Centre Pune" <no-reply@jobs.example.com>' : null,
  queued: 0,
  failed: 1,
});

function outbox({ configured = false, mails = MAILS }: { configured?: boolean; mails?: Mail[] } = {}): GraphQLHandler {
  return ({ operationName, variables }) => {
    if (operationName === 'AdminOutbox') {
      return {
        data: {
          mailDelivery: delivery(configured),
          outboxMails: { __typename: 'OutboxMailConnection', totalCount: mails.length, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null }, edges: mails.map((node) => ({ __typename: 'OutboxMailEdge', node })) },
        },
      };
    }
    if (operationName === 'AdminOutboxMail') {
      return { data: { outboxMail: { __typename: 'OutboxMail', id: variables.id, text: 'Open https://jobs.example.com/reset?token=abc to choose a new password.\n\n--\nLearning Centre Pune', html: '<p>…</p>' } } };
    }
    if (operationName === 'AdminResendMail') {
      return { data: { resendMail: { __typename: 'OutboxMail', id: variables.id, state: 'QUEUED', attempts: 9, lastError: 'x', nextAttemptAt: '2026-03-14T10:00:00.000Z', sentAt: null } } };
    }
    return { data: null };
  };
}

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderOutbox(route = '/admin/outbox', graphql: GraphQLHandler = outbox()) {
  return renderAdmin(
    <>
      <OutboxPage />
      <Location />
    </>,
    { route, path: '/admin/outbox', graphql },
  );
}

const outboxQueries = (calls: GraphQLCall[]) => calls.filter((c) => c.operationName === 'AdminOutbox');

afterEach(() => {
  notifications.clean();
});

describe('Outbox', () => {
  it('lists the mails with their state, attempts, last error and times, and says SMTP is not configured', async () => {
    renderOutbox();
    const table = await screen.findByRole('table', { name: 'Outbox' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Subject', 'To', 'State', 'Attempts', 'Last error', 'Queued / sent', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    const first = within(rows[0]!).getAllByRole('cell').map((c) => c.textContent);
    expect(first.slice(0, 5)).toEqual(['Reset your passwordlearner.reset', 'asha@example.com', 'Failed', '9', 'Mail server: could not be reached (connect ECONNREFUSED 10.0.0.5:587)']);
    expect(first[5]).toContain('not sent');
    // Times in IST with the admin's one formatter, whatever the test machine's zone (09:30 UTC is 15:00 in India).
    expect(first[5]).toContain('14 Mar 2026, 15:00');
    const second = within(rows[1]!).getAllByRole('cell').map((c) => c.textContent);
    expect(second.slice(0, 5)).toEqual(['Confirm your e-mail addresslearner.confirm', 'rahul@example.com', 'Sent', '1', '—']);
    expect(second[5]).toContain('sent 13 Mar 2026, 15:01');
    // A sent mail cannot be sent again; a failed one can.
    expect(within(rows[0]!).getByRole('button', { name: 'Send again: Reset your password to asha@example.com' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: /Send again/ })).toBeNull();

    const line = screen.getByTestId('mail-delivery');
    expect(line.textContent).toContain('SMTP is not configured: no mail is sent');
    expect(line.textContent).toContain('mail stays queued here');
    expect(line.textContent).toContain('0 queued · 1 failed');
  });

  it('offers no "Send again" for a queued mail that is due (a gateway is sending it); a queued mail waiting for a retry can be hurried', async () => {
    const due = mail({ id: 'mail-3', subject: 'Your application moved', to: 'priya@example.com', state: 'QUEUED', attempts: 0, lastError: null, nextAttemptAt: new Date(Date.now() - 60_000).toISOString() });
    const waiting = mail({ id: 'mail-4', subject: 'Confirm your job alert', to: 'meera@example.com', state: 'QUEUED', attempts: 2, nextAttemptAt: new Date(Date.now() + 3_600_000).toISOString() });
    renderOutbox('/admin/outbox', outbox({ configured: true, mails: [due, waiting] }));
    const table = await screen.findByRole('table', { name: 'Outbox' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getAllByRole('cell')[5]!.textContent).toContain('due now: being sent');
    expect(within(rows[0]!).queryByRole('button', { name: /Send again/ })).toBeNull();
    expect(within(rows[1]!).getAllByRole('cell')[5]!.textContent).toContain('next try');
    expect(within(rows[1]!).getByRole('button', { name: 'Send again: Confirm your job alert to meera@example.com' })).toBeTruthy();
    // Nor in the mail's own view.
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Read: Your application moved to priya@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your application moved' });
    expect(within(dialog).queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('says where mail goes when SMTP is configured', async () => {
    renderOutbox('/admin/outbox', outbox({ configured: true }));
    const line = await screen.findByTestId('mail-delivery');
    expect(line.textContent).toContain('Mail is sent through SMTP');
    expect(line.textContent).toContain('Mail goes through smtp.example.com:587 as "Learning Centre Pune" <no-reply@jobs.example.com>');
  });

  it('takes the state filter from the URL and writes it back', async () => {
    const { calls } = renderOutbox('/admin/outbox?state=failed');
    await screen.findByRole('table', { name: 'Outbox' });
    expect(outboxQueries(calls).at(-1)!.variables).toEqual({ first: 25, after: null, state: 'FAILED' });
    expect((screen.getByRole('radio', { name: 'Failed' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Sent' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?state=sent'));
    await waitFor(() => expect(outboxQueries(calls).at(-1)!.variables).toMatchObject({ state: 'SENT' }));
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(''));
    await waitFor(() => expect(outboxQueries(calls).at(-1)!.variables).toMatchObject({ state: null }));
  });

  it('opens a mail to read its text', async () => {
    const { calls } = renderOutbox();
    await screen.findByRole('table', { name: 'Outbox' });
    fireEvent.click(screen.getByRole('button', { name: 'Read: Reset your password to asha@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    const text = await within(dialog).findByLabelText('Text of the mail');
    expect(text.textContent).toBe('Open https://jobs.example.com/reset?token=abc to choose a new password.\n\n--\nLearning Centre Pune');
    expect(within(dialog).getByText('The mail also has an HTML part with the same content.')).toBeTruthy();
    expect(dialog.textContent).toContain('Mail server: could not be reached');
    expect(calls.find((c) => c.operationName === 'AdminOutboxMail')!.variables).toEqual({ id: 'mail-1' });
  });

  it('sends a failed mail again and says when it will leave', async () => {
    const { calls } = renderOutbox();
    await screen.findByRole('table', { name: 'Outbox' });
    const before = outboxQueries(calls).length;
    fireEvent.click(screen.getByRole('button', { name: 'Send again: Reset your password to asha@example.com' }));
    expect(await screen.findByText('Mail queued again')).toBeTruthy();
    expect(screen.getByText('“Reset your password” to asha@example.com is queued; it is sent once SMTP_URL is set on the server.')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminResendMail')!.variables).toEqual({ id: 'mail-1' });
    // The list is read again, to show the new state.
    await waitFor(() => expect(outboxQueries(calls).length).toBeGreaterThan(before));
  });

  it('shows the server\'s refusal when a mail cannot be sent again', async () => {
    const refuse: GraphQLHandler = (call) =>
      call.operationName === 'AdminResendMail'
        ? { data: null, errors: [{ message: 'This mail has been sent already; only a queued or failed mail can be sent again.', extensions: { code: 'CONFLICT' } }] }
        : outbox()(call);
    renderOutbox('/admin/outbox', refuse);
    await screen.findByRole('table', { name: 'Outbox' });
    fireEvent.click(screen.getByRole('button', { name: 'Send again: Reset your password to asha@example.com' }));
    expect(await screen.findByText('Could not send the mail again')).toBeTruthy();
    expect(screen.getByText('This mail has been sent already; only a queued or failed mail can be sent again.')).toBeTruthy();
  });
});
