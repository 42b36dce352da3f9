// Signing in to /admin, for the login page and for the dialog that signs in again after a session ended: the
// mutation, and the one reading of its answer (the server's refusal, an account that may not use the admin area).
import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { errorMessage } from '../../api/errors';
import { graphql } from '../gql';
import type { AdminSessionUserFragment } from '../gql/graphql';
import { STAFF_ROLES } from '../session/AdminSession';

const AdminLoginMutation = graphql(`
  mutation AdminLogin($username: String!, $password: String!) {
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

export type AdminLoginResult = { token: string; user: AdminSessionUserFragment } | { error: string };

/** The login mutation: `login` answers the new token and user, or the message to show. */
export function useAdminLogin(): { fetching: boolean; login: (username: string, password: string) => Promise<AdminLoginResult> } {
  const [{ fetching }, run] = useMutation(AdminLoginMutation);
  const login = async (username: string, password: string): Promise<AdminLoginResult> => {
    const result = await run({ username: username.trim(), password });
    if (result.error) return { error: errorMessage(result.error) };
    const answer = result.data?.adminLogin;
    if (!answer) return { error: 'The server gave no answer. Please try again.' };
    if (!answer.success || !answer.accessToken || !answer.user) return { error: answer.message || 'Login failed' };
    if (!STAFF_ROLES.includes(answer.user.role)) return { error: 'This account cannot use the admin area.' };
    return { token: answer.accessToken, user: answer.user };
  };
  return { fetching, login };
}

/**
 * The sign-in form's state for the login page and the session-ended dialog: what is typed, the message to show, and
 * `submit`, which signs in and hands the token and user on (the password is cleared then).
 */
export function useAdminLoginForm(onSignedIn: (token: string, user: AdminSessionUserFragment) => void, initialUsername = '') {
  const { fetching, login } = useAdminLogin();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const result = await login(username, password);
    if ('error' in result) return setError(result.error);
    setPassword('');
    onSignedIn(result.token, result.user);
  };
  return { fetching, username, setUsername, password, setPassword, error, submit };
}
