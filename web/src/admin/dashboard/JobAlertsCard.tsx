// The dashboard's job-alerts card (ADMIN, EDITOR): how many alerts are on (and how many their learners paused), when the
// daily digest runs and last ran, and "Send job alerts now" (every alert with new jobs since its last digest gets its
// mail; a notification says how many).
// That mails subscribers who cannot be un-mailed, so it asks first, saying how many alerts are on.
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { errorMessage } from '../../api/errors';
import { dateTime } from '../common/format';
import { graphql } from '../gql';

const JobAlertDigestStatusQuery = graphql(`
  query JobAlertDigestStatus {
    jobAlertDigestStatus {
      dailyTime
      activeAlerts
      pausedAlerts
      lastDailyRun {
        id
        day
        startedAt
        finishedAt
        mails
      }
      lastRun {
        id
        startedAt
        finishedAt
        mails
        startedBy
      }
    }
  }
`);

const RunJobAlertDigestMutation = graphql(`
  mutation RunJobAlertDigest {
    runJobAlertDigest {
      mails
      alerts
      run {
        id
        finishedAt
      }
    }
  }
`);

const when = (iso: string) => dateTime(iso);

const mailsText = (n: number) => `${n} digest mail${n === 1 ? '' : 's'}`;

export function JobAlertsCard() {
  const [{ data, error }, refetch] = useQuery({ query: JobAlertDigestStatusQuery, requestPolicy: 'cache-and-network' });
  const [{ fetching }, run] = useMutation(RunJobAlertDigestMutation);
  const status = data?.jobAlertDigestStatus;
  const daily = status?.lastDailyRun;
  const [asking, setAsking] = useState(false);

  // The question stays open, its button busy, until the run is done: the keyboard focus then returns to "Send job
  // alerts now" (enabled again), never to a button that went busy.
  const sendNow = async () => {
    const result = await run({});
    setAsking(false);
    if (result.error || !result.data) {
      notifications.show({ color: 'red', title: 'Could not send job alerts', message: result.error ? errorMessage(result.error) : 'Please try again.' });
      return;
    }
    const { mails, alerts } = result.data.runJobAlertDigest;
    notifications.show({
      color: 'green',
      title: mails ? `Queued ${mailsText(mails)}` : 'No new jobs to send',
      message: mails
        ? `${mails} of ${alerts} alert${alerts === 1 ? '' : 's'} had new jobs; the mails leave through the outbox within moments.`
        : `None of the ${alerts} alert${alerts === 1 ? '' : 's'} had new jobs since its last digest.`,
    });
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="job-alerts-card">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Title order={2} fz="lg">
            Job alerts
          </Title>
          {error && !status ? (
            <Text size="sm" c="red">
              {errorMessage(error)}
            </Text>
          ) : status ? (
            <>
              <Text size="sm">
                {status.activeAlerts.toLocaleString()} active alert{status.activeAlerts === 1 ? '' : 's'}
                {status.pausedAlerts > 0 && `, ${status.pausedAlerts.toLocaleString()} paused by their learner${status.pausedAlerts === 1 ? '' : 's'}`}.{' '}
                {status.dailyTime ? `The daily digest goes out at ${status.dailyTime} (India time).` : 'No daily digest is scheduled on this server (JOB_ALERT_DIGEST_TIME=off).'}
              </Text>
              <Text size="sm" c="dimmed" data-testid="job-alerts-last-run">
                {daily
                  ? `Daily run last ran ${when(daily.startedAt)}${daily.finishedAt ? `: ${mailsText(daily.mails)}` : ' (still running)'}.`
                  : 'The daily run has not run yet.'}
                {status.lastRun && status.lastRun.id !== daily?.id && ` Last sent by hand ${when(status.lastRun.startedAt)} by ${status.lastRun.startedBy}: ${mailsText(status.lastRun.mails)}.`}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              Loading…
            </Text>
          )}
        </Stack>
        <Button onClick={() => setAsking(true)} variant="light">
          Send job alerts now
        </Button>
      </Group>
      <Modal opened={asking} onClose={fetching ? () => {} : () => setAsking(false)} title="Send job alerts now?" centered>
        <Stack gap="md">
          <Text size="sm">
            {status
              ? `Each of the ${status.activeAlerts.toLocaleString()} active alert${status.activeAlerts === 1 ? '' : 's'} with new jobs since its last digest is mailed now, without waiting for the daily digest.`
              : 'Each active alert with new jobs since its last digest is mailed now, without waiting for the daily digest.'}{' '}
            Mails cannot be called back once queued.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)} disabled={fetching} data-autofocus>
              Cancel
            </Button>
            <Button onClick={() => void sendNow()} loading={fetching}>
              Send now
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
