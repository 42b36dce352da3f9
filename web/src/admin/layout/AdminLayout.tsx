// The admin frame (SPEC section 2): a sidebar titled with the admin name, links by role, Logout; under 768 px a
// Menu/Close toggle shows the sidebar, and following a link closes it again.
import { AppShell, Badge, Box, Button, Group, NavLink, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { usePhone } from '../common/usePhone';
import { Suspense, useEffect, useState } from 'react';
import { ChangePasswordModal } from '../account/ChangePasswordModal';
import { NotificationsModal } from '../account/NotificationsModal';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { Role } from '../gql/graphql';
import { paths } from '../../routes';
import { useAdminTitle } from '../brand';
import { useAdminSession, useAdminUser } from '../session/AdminSession';
import { Loading } from '../common/LoadState';

interface NavItem {
  to: string;
  label: string;
  roles: readonly Role[];
  /** Also active on pages under it (e.g. the add-story form under Success Stories). */
  nested: boolean;
}

const NAV_ITEMS: NavItem[] = [
  { to: paths.admin.root, label: 'Dashboard', roles: ['ADMIN', 'EDITOR'], nested: false },
  { to: paths.admin.users, label: 'Users', roles: ['ADMIN'], nested: true },
  { to: paths.admin.stories, label: 'Success Stories', roles: ['ADMIN', 'EDITOR'], nested: true },
  { to: paths.admin.courses, label: 'Courses', roles: ['ADMIN', 'EDITOR'], nested: true },
  { to: paths.admin.jobs, label: 'Job Postings', roles: ['ADMIN', 'EDITOR'], nested: true },
  { to: paths.admin.applications, label: 'Applications', roles: ['ADMIN', 'EDITOR'], nested: true },
  { to: paths.admin.leads, label: 'Leads', roles: ['ADMIN', 'EDITOR'], nested: true },
  { to: paths.admin.settings, label: 'Settings', roles: ['ADMIN'], nested: true },
  { to: paths.admin.audit, label: 'Audit log', roles: ['ADMIN'], nested: true },
  { to: paths.admin.trash, label: 'Trash', roles: ['ADMIN'], nested: true },
  { to: paths.admin.outbox, label: 'Outbox', roles: ['ADMIN'], nested: true },
];

const ROLE_LABEL: Record<Role, string> = { ADMIN: 'Admin', EDITOR: 'Editor', USER: 'User' };

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" aria-hidden="true">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

export function AdminLayout() {
  const adminTitle = useAdminTitle();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [editingNotifications, setEditingNotifications] = useState(false);
  const isMobile = usePhone();
  const { signOut } = useAdminSession();
  const user = useAdminUser();
  const location = useLocation();
  const navigate = useNavigate();

  // Escape closes the open mobile menu.
  useEffect(() => {
    if (!opened) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, close]);

  const logout = () => {
    close();
    signOut();
    navigate(paths.admin.login, { replace: true });
  };

  const isActive = (item: NavItem) =>
    location.pathname === item.to || (item.nested && location.pathname.startsWith(`${item.to}/`));

  return (
    <AppShell
      header={{ height: 56, collapsed: !isMobile }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      {/* Off-screen parts are hidden from keyboards and screen readers too, not only moved out of sight. */}
      <AppShell.Header px="sm" inert={!isMobile} style={isMobile ? undefined : { visibility: 'hidden' }}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Text fw={700} truncate component={Link} to={paths.admin.root} c="inherit" td="none" onClick={close}>
            {adminTitle}
          </Text>
          <Button
            variant="default"
            size="sm"
            leftSection={<MenuIcon open={opened} />}
            onClick={toggle}
            aria-expanded={opened}
            aria-controls="admin-sidebar"
            // The site's name (any length, from Settings) gives way, never the button's label.
            style={{ flexShrink: 0 }}
          >
            {opened ? 'Close' : 'Menu'}
          </Button>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        id="admin-sidebar"
        aria-label="Admin"
        component="nav"
        inert={isMobile && !opened}
        style={isMobile && !opened ? { visibility: 'hidden' } : undefined}
      >
        <AppShell.Section px="md" pt="md" pb="sm" visibleFrom="sm">
          <Title order={2} fz="lg">
            <UnstyledButton component={Link} to={paths.admin.root}>
              {adminTitle}
            </UnstyledButton>
          </Title>
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea} px="xs" py={{ base: 'sm', sm: 0 }}>
          <Stack gap={2}>
            {NAV_ITEMS.filter((item) => item.roles.includes(user.role)).map((item) => (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                active={isActive(item)}
                aria-current={isActive(item) ? 'page' : undefined}
                onClick={close}
                fw={500}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              />
            ))}
          </Stack>
        </AppShell.Section>
        <AppShell.Section p="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" mb="sm">
            <Box miw={0}>
              <Text size="sm" fw={600} truncate>
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {user.username}
              </Text>
            </Box>
            <Badge variant="light" color={user.role === 'ADMIN' ? 'blue' : 'teal'}>
              {ROLE_LABEL[user.role]}
            </Badge>
          </Group>
          <Button fullWidth variant="default" mb="xs" onClick={() => { close(); setEditingNotifications(true); }}>
            Notifications
          </Button>
          <Button fullWidth variant="default" mb="xs" onClick={() => { close(); setChangingPassword(true); }}>
            Change password
          </Button>
          <Button fullWidth variant="light" color="red" onClick={logout}>
            Logout
          </Button>
        </AppShell.Section>
      </AppShell.Navbar>

      <ChangePasswordModal opened={changingPassword} onClose={() => setChangingPassword(false)} />
      <NotificationsModal opened={editingNotifications} onClose={() => setEditingNotifications(false)} />
      <AppShell.Main data-admin-main>
        <Box maw={1200} mx="auto">
          {/* The pages are fetched when first opened (AdminApp): the navigation stays while one loads. */}
          <Suspense fallback={<Loading label="Loading the page" />}>
            <Outlet />
          </Suspense>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
