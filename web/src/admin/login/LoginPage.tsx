// /admin/login (SPEC sections 2 and 8): Username and Password (both required), the server's message in red above
// the form when it refuses, the error's message when the request fails, "Loading..." while busy.
import { Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../routes';
import { useAdminTitle } from '../brand';
import { useAdminSession } from '../session/AdminSession';
import { useAdminLoginForm } from './useAdminLogin';

export function LoginPage() {
  const adminTitle = useAdminTitle();
  const { signIn } = useAdminSession();
  // Signed in, the guard leaves this page.
  const { fetching, username, setUsername, password, setPassword, error, submit } = useAdminLoginForm(signIn);

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
