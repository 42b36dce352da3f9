// /admin/register: staff accounts are not self-service; an administrator creates them (Users page).
import { Anchor, Center, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../routes';
import { useAdminTitle } from '../brand';

export function RegisterPage() {
  const adminTitle = useAdminTitle();
  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
        <Text size="sm" c="dimmed" ta="center" mb={4}>
          {adminTitle}
        </Text>
        <Title order={1} ta="center" fz={26} mb="md">
          Admin accounts
        </Title>
        <Text size="sm" mb="sm">
          Accounts for the admin area are created by an administrator. Ask an administrator of the learning centre to add
          you on the Users page; they will give you your username and a first password.
        </Text>
        <Text size="sm" ta="center" mt="lg">
          <Anchor component={Link} to={paths.admin.login}>
            Back to login
          </Anchor>
        </Text>
      </Paper>
    </Center>
  );
}
