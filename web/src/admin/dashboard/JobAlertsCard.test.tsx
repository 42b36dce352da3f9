import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../testing';
import { JobAlertsCard } from './JobAlertsCard';

const status = (lastDailyRun: unknown, pausedAlerts = 0) => ({
  data: {
    jobAlertDigestStatus: {
      __typename: 'JobAlertDigestStatus',
      dailyTime: '08:00',
      activeAlerts: 42,
      pausedAlerts,
      lastDailyRun,
      lastRun: lastDailyRun,
    },
  },
});

describe('JobAlertsCard', () => {
  it('says when the daily digest runs and last ran, and sends the alerts now with a notification of the count', async () => {
    const daily = { __typename: 'JobAlertDigestRun', id: 'r1', day: '2026-11-27', startedAt: '2026-11-27T02:30:00.000Z', finishedAt: '2026-11-27T02:30:04.000Z', mails: 17, startedBy: 'schedule (pid 1)' };
    let runs = 0;
    const { calls } = renderAdmin(<JobAlertsCard />, {
      graphql: (call) =>
        call.operationName === 'RunJobAlertDigest'
          ? (runs++, { data: { runJobAlertDigest: { __typename: 'JobAlertDigestResult', mails: 3, alerts: 40, run: { __typename: 'JobAlertDigestRun', id: 'r2', finishedAt: '2026-11-27T06:00:00.000Z' } } } })
          : status(daily),
    });
    expect(await screen.findByText(/42 active alerts\. The daily digest goes out at 08:00 \(India time\)\./)).toBeTruthy();
    expect(screen.getByTestId('job-alerts-last-run').textContent).toBe('Daily run last ran 27 Nov 2026, 08:00: 17 digest mails.');
    fireEvent.click(screen.getByRole('button', { name: 'Send job alerts now' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Send job alerts now?' })).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Queued 3 digest mails')).toBeTruthy();
    expect(screen.getByText('3 of 40 alerts had new jobs; the mails leave through the outbox within moments.')).toBeTruthy();
    expect(runs).toBe(1);
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'JobAlertDigestStatus').length).toBeGreaterThan(1));
  });

  it('says so when the daily run has not run yet and nothing was new', async () => {
    renderAdmin(<JobAlertsCard />, {
      graphql: (call) =>
        call.operationName === 'RunJobAlertDigest'
          ? { data: { runJobAlertDigest: { __typename: 'JobAlertDigestResult', mails: 0, alerts: 1, run: { __typename: 'JobAlertDigestRun', id: 'r3', finishedAt: '2026-11-27T06:00:00.000Z' } } } }
          : status(null),
    });
    expect(await screen.findByText('The daily run has not run yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send job alerts now' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Send job alerts now?' })).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('No new jobs to send')).toBeTruthy();
    expect(screen.getByText('None of the 1 alert had new jobs since its last digest.')).toBeTruthy();
  });

  it('asks before mailing every subscriber, saying how many alerts are on; Cancel sends nothing', async () => {
    let runs = 0;
    renderAdmin(<JobAlertsCard />, {
      graphql: (call) =>
        call.operationName === 'RunJobAlertDigest'
          ? (runs++, { data: { runJobAlertDigest: { __typename: 'JobAlertDigestResult', mails: 5, alerts: 42, run: { __typename: 'JobAlertDigestRun', id: 'r4', finishedAt: '2026-11-27T06:00:00.000Z' } } } })
          : status(null),
    });
    const button = await screen.findByRole('button', { name: 'Send job alerts now' });
    await screen.findByText(/42 active alerts\./);
    fireEvent.click(button);
    let dialog = await screen.findByRole('dialog', { name: 'Send job alerts now?' });
    expect(dialog.textContent).toContain('Each of the 42 active alerts with new jobs since its last digest is mailed now, without waiting for the daily digest. Mails cannot be called back once queued.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send job alerts now?' })).toBeNull());
    await new Promise((r) => setTimeout(r, 50));
    expect(runs).toBe(0);

    fireEvent.click(button);
    dialog = await screen.findByRole('dialog', { name: 'Send job alerts now?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Queued 5 digest mails')).toBeTruthy();
    expect(runs).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send job alerts now?' })).toBeNull());
  });

  it('counts the alerts their learners paused apart from the active ones (which are the ones mailed)', async () => {
    renderAdmin(<JobAlertsCard />, { graphql: () => status(null, 3) });
    expect(await screen.findByText(/^42 active alerts, 3 paused by their learners\. The daily digest goes out at 08:00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send job alerts now' }));
    expect((await screen.findByRole('dialog', { name: 'Send job alerts now?' })).textContent).toContain('Each of the 42 active alerts with new jobs');
  });
});
