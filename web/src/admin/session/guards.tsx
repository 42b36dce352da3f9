// Route guards (SPEC section 2): signed-out visitors go to the login page, signed-in admins away from it, and
// "Loading" shows while the server checks the token. Roles narrow some pages further (SPEC section 6).
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import type { Role } from '../gql/graphql';
import { paths } from '../../routes';
import { useAdminSession } from './AdminSession';

export function SessionLoading() {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" aria-hidden="true" />
        <Text c="dimmed">Loading</Text>
      </Stack>
    </Center>
  );
}

function SessionUnreachable() {
  const { problem, retry, signOut } = useAdminSession();
  return (
    <Center mih="60vh" p="md">
      <Alert color="red" title="Cannot reach the server" maw={420} role="alert">
        <Text size="sm" mb="sm">
          Your sign-in could not be checked: {problem}
        </Text>
        <Stack gap="xs" align="flex-start">
          <Button size="xs" onClick={retry}>
            Try again
          </Button>
          <Button size="xs" variant="subtle" onClick={signOut}>
            Sign in again
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}

/** Where a visitor sent to the login page wanted to go (an admin page other than login/register), if anywhere. */
export function returnPathFrom(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith(`${paths.admin.root}`)) return null;
  if (from.startsWith(paths.admin.login) || from.startsWith(paths.admin.register)) return null;
  return from;
}

export function RequireSignedIn({ roles, children }: { roles?: readonly Role[]; children: ReactNode }) {
  const { status, user } = useAdminSession();
  const location = useLocation();
  if (status === 'checking') return <SessionLoading />;
  if (status === 'unreachable') return <SessionUnreachable />;
  if (status === 'signedOut' || !user) {
    return <Navigate to={paths.admin.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (roles && !roles.includes(user.role)) return <NotAllowed />;
  return <>{children}</>;
}

export function RequireSignedOut({ children }: { children: ReactNode }) {
  const { status } = useAdminSession();
  const location = useLocation();
  if (status === 'checking') return <SessionLoading />;
  if (status === 'signedIn') return <Navigate to={returnPathFrom(location.state) ?? paths.admin.root} replace />;
  return <>{children}</>;
}

export function NotAllowed() {
  return (
    <Alert color="yellow" title="Not available to your role" maw={560} role="alert">
      <Text size="sm" mb="sm">
        This page is for administrators. Editors can manage job postings, success stories and leads.
      </Text>
      <Button component={Link} to={paths.admin.root} size="xs" variant="light">
        Go to the dashboard
      </Button>
    </Alert>
  );
}
