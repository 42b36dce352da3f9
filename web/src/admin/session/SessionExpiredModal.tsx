// A session that ends while staff are working (the token expired, a password changed on another device, signed out
// in another browser): the page stays as it is, with what was typed, under this dialog; signing in again as the same
// person carries on where they were (Save again), signing in as someone else opens their admin, Sign out leaves.
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { errorMessage } from '../../api/errors';
import { graphql } from '../gql';
import type { AdminSessionUserFragment } from '../gql/graphql';

const SignInAgainMutation = graphql(`
  mutation AdminSignInAgain($username: String!, $password: String!) {
    adminLogin(username: $username, password: $password) {
      success
      message
      accessToken
      user {
        ...AdminSessionUser
      }
    }
  }
`);

export interface SessionExpiredModalProps {
  user: AdminSessionUserFragment;
  /** Whether an account of this role may use the admin area. */
  mayEnter: (user: AdminSessionUserFragment) => boolean;
  onSignedIn: (token: string, user: AdminSessionUserFragment) => void;
  onSignOut: () => void;
}

export function SessionExpiredModal({ user, mayEnter, onSignedIn, onSignOut }: SessionExpiredModalProps) {
  const [{ fetching }, login] = useMutation(SignInAgainMutation);
  const [username, setUsername] = useState(user.username);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const result = await login({ username: username.trim(), password });
    if (result.error) return setError(errorMessage(result.error));
    const answer = result.data?.adminLogin;
    if (!answer?.success || !answer.accessToken || !answer.user) return setError(answer?.message || 'Login failed');
    if (!mayEnter(answer.user)) return setError('This account cannot use the admin area.');
    setPassword('');
    onSignedIn(answer.accessToken, answer.user);
  };

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
