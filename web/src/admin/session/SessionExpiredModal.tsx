// A session that ends while staff are working (the token expired, a password changed on another device, signed out
// in another browser): the page stays as it is, with what was typed, under this dialog; signing in again as the same
// person carries on where they were (Save again), signing in as someone else opens their admin, Sign out leaves.
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { AdminSessionUserFragment } from '../gql/graphql';
import { useAdminLoginForm } from '../login/useAdminLogin';

export interface SessionExpiredModalProps {
  user: AdminSessionUserFragment;
  onSignedIn: (token: string, user: AdminSessionUserFragment) => void;
  onSignOut: () => void;
}

export function SessionExpiredModal({ user, onSignedIn, onSignOut }: SessionExpiredModalProps) {
  const { fetching, username, setUsername, password, setPassword, error, submit } = useAdminLoginForm(onSignedIn, user.username);

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="Your session has ended"
      centered
      zIndex={1000}
    >
      <form onSubmit={submit} aria-label="Sign in again">
        <Stack gap="sm">
          <Text size="sm">Sign in again to carry on: what you were doing stays on this page, not yet saved.</Text>
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <TextInput label="Username" required autoComplete="username" value={username} onChange={(e) => setUsername(e.currentTarget.value)} />
          <PasswordInput label="Password" required autoComplete="current-password" data-autofocus value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          <Group justify="space-between" mt="xs">
            <Button variant="subtle" color="gray" onClick={onSignOut}>
              Sign out
            </Button>
            <Button type="submit" loading={fetching}>
              Sign in
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
