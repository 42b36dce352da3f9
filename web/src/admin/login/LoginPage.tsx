// /admin/login (SPEC sections 2 and 8): Username and Password (both required), the server's message in red above
// the form when it refuses, the error's message when the request fails, "Loading..." while busy.
import { Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from 'urql';
import { graphql } from '../gql';
import { paths } from '../../routes';
import { errorMessage } from '../../api/errors';
import { useAdminTitle } from '../brand';
import { STAFF_ROLES, useAdminSession } from '../session/AdminSession';

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

export function LoginPage() {
  const adminTitle = useAdminTitle();
  const { signIn } = useAdminSession();
  const [{ fetching }, login] = useMutation(AdminLoginMutation);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const result = await login({ username: username.trim(), password });
    if (result.error) return setError(errorMessage(result.error));
    const answer = result.data?.adminLogin;
    if (!answer) return setError('The server gave no answer. Please try again.');
    if (!answer.success || !answer.accessToken || !answer.user) return setError(answer.message || 'Login failed');
    if (!STAFF_ROLES.includes(answer.user.role)) return setError('This account cannot use the admin area.');
    setPassword('');
    signIn(answer.accessToken, answer.user); // the guard then leaves this page
  };

  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={400}>
        <Text size="sm" c="dimmed" ta="center" mb={4}>
          {adminTitle}
        </Text>
        <Title order={1} ta="center" fz={26} mb="lg">
          Admin Login
        </Title>
        {error && (
          <Text c="red" size="sm" mb="md" role="alert" data-testid="login-error">
            {error}
          </Text>
        )}
        <form onSubmit={submit} aria-label="Admin login">
          <Stack gap="md">
            <TextInput
              label="Username"
              name="username"
              autoComplete="username"
              required
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
              data-autofocus
              autoFocus
            />
            <PasswordInput
              label="Password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <Button type="submit" fullWidth disabled={fetching}>
              {fetching ? 'Loading...' : 'Login'}
            </Button>
          </Stack>
        </form>
        <Text size="sm" ta="center" mt="lg">
          No account?{' '}
          <Anchor component={Link} to={paths.admin.register}>
            How to get one
          </Anchor>
        </Text>
      </Paper>
    </Center>
  );
}
