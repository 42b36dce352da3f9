// "Change password" from the sidebar: the current password and a new one (twice). On success every other session of
// the account ends and this browser carries on with the new token the server answers.
import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useMutation } from 'urql';
import { errorField, errorMessage } from '../../api/errors';
import { graphql } from '../gql';
import { useAdminSession, useAdminUser } from '../session/AdminSession';
import { LIMITS } from '../../../../gateway/src/services/limits';

const ChangePasswordMutation = graphql(`
  mutation AdminChangeMyPassword($currentPassword: String!, $newPassword: String!) {
    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      accessToken
    }
  }
`);


export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { signIn } = useAdminSession();
  const user = useAdminUser();
  const [{ fetching }, change] = useMutation(ChangePasswordMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirm: '' },
    validate: {
      currentPassword: (v) => (v ? null : 'Current password is required'),
      newPassword: (v) => (!v ? 'New password is required' : v.length < LIMITS.passwordMin ? `New password must be at least ${LIMITS.passwordMin} characters` : null),
      confirm: (v, values) => (v === values.newPassword ? null : 'The two new passwords differ'),
    },
  });
  const close = () => {
    form.reset();
    setProblem(null);
    onClose();
  };

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    setProblem(null);
    const result = await change({ currentPassword, newPassword });
    const token = result.data?.changeMyPassword.accessToken;
    if (!token) {
      const field = result.error ? errorField(result.error) : null;
      if (field === 'currentPassword' || field === 'newPassword') form.setFieldError(field, errorMessage(result.error!));
      else setProblem(result.error ? errorMessage(result.error) : 'The password could not be changed.');
      return;
    }
    signIn(token, user);
    notifications.show({ color: 'green', title: 'Password changed', message: 'Other devices signed in to this account have been signed out.' });
    close();
  });

  return (
    <Modal opened={opened} onClose={close} title="Change password" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <PasswordInput label="Current password" autoComplete="current-password" required {...form.getInputProps('currentPassword')} data-autofocus />
          <PasswordInput label="New password" description={`At least ${LIMITS.passwordMin} characters`} autoComplete="new-password" required {...form.getInputProps('newPassword')} />
          <PasswordInput label="New password again" autoComplete="new-password" required {...form.getInputProps('confirm')} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close} disabled={fetching}>
              Cancel
            </Button>
            <Button type="submit" loading={fetching}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
