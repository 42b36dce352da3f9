// "Notifications" from the sidebar: the signed-in staff member's own mails, each a switch saved as soon as it is
// flipped (a refused or failed save puts the switch back and says why).
import { Alert, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { errorMessage } from '../../api/errors';
import { graphql } from '../gql';

const MyNotificationsQuery = graphql(`
  query AdminMyNotifications {
    me {
      id
      notifyNewLeads
      notifyFollowUps
    }
  }
`);

const UpdateMyNotificationsMutation = graphql(`
  mutation AdminUpdateMyNotifications($newLeads: Boolean, $followUps: Boolean) {
    updateMyNotifications(newLeads: $newLeads, followUps: $followUps) {
      id
      notifyNewLeads
      notifyFollowUps
    }
  }
`);

type Preference = 'newLeads' | 'followUps';

export function NotificationsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Notifications" centered>
      {opened && <NotificationSwitches />}
    </Modal>
  );
}

function NotificationSwitches() {
  const [{ data, fetching, error }, reexecute] = useQuery({ query: MyNotificationsQuery, requestPolicy: 'network-only' });
  const [, update] = useMutation(UpdateMyNotificationsMutation);
  // What the switches show while a save is on its way (the answer then replaces it).
  const [pending, setPending] = useState<Partial<Record<Preference, boolean>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  // The server's answer to the last save: what is stored now.
  const [saved, setSaved] = useState<{ notifyNewLeads?: boolean | null; notifyFollowUps?: boolean | null } | null>(null);
  const me = data?.me;

  const change = async (preference: Preference, on: boolean) => {
    setProblem(null);
    setPending((p) => ({ ...p, [preference]: on }));
    const result = await update({ [preference]: on });
    setPending((p) => {
      const { [preference]: _done, ...rest } = p;
      return rest;
    });
    if (result.error || !result.data) {
      setProblem(result.error ? errorMessage(result.error) : 'The change could not be saved.');
      return;
    }
    setSaved(result.data.updateMyNotifications);
  };

  if (error && !me) {
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
            Try again
          </Button>
        </Group>
      </Stack>
    );
  }
  if (fetching && !me) return <Text size="sm">Loading your notifications…</Text>;
  const newLeads = pending.newLeads ?? saved?.notifyNewLeads ?? me?.notifyNewLeads ?? true;
  const followUps = pending.followUps ?? saved?.notifyFollowUps ?? me?.notifyFollowUps ?? true;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Mails the site sends you. Each change is saved at once.
      </Text>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Switch
        label="New lead mails"
        description="A mail for each new lead or enquiry given to you, and for every one while it is unassigned."
        checked={newLeads}
        disabled={'newLeads' in pending}
        onChange={(event) => void change('newLeads', event.currentTarget.checked)}
      />
      <Switch
        label="Morning follow-up list"
        description="A mail each morning listing the follow-ups due that day."
        checked={followUps}
        disabled={'followUps' in pending}
        onChange={(event) => void change('followUps', event.currentTarget.checked)}
      />
    </Stack>
  );
}
