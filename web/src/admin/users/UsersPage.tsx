// /admin/users (administrators only; SPEC section 2): staff accounts in a table, Add/Edit in a modal, Delete after a
// confirmation. Everything is saved through the API; its refusals (own account, last admin) are shown as it words them.
import { Alert, Badge, Button, Card, Group, Modal, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ResponsiveTable } from '../common/ResponsiveTable';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { focusFirstError } from '../common/focusFirstError';
import { useClient, useMutation, useQuery } from 'urql';
import { notifyDeletedWithUndo } from '../common/undoDelete';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { graphql } from '../gql';
import type { AdminUsersQuery, Role } from '../gql/graphql';
import { errorField, errorMessage } from '../../api/errors';
import { shortId } from '../common/format';
import { PageHeader } from '../common/PageHeader';
import { useAdminUser } from '../session/AdminSession';
import {
  leadsLeftByDeleting,
  newUserValues,
  ROLE_LABELS,
  ROLE_OPTIONS,
  userInputFrom,
  userUpdateFrom,
  userValuesFrom,
  validateUserForm,
  type UserFormValues,
} from './userForm';
import { LoadFailure, Loading } from '../common/LoadState';
import { LIMITS } from '../../../../gateway/src/services/limits';

const AdminUsersQuery = graphql(`
  query AdminUsers {
    users {
      id
      name
      email
      username
      role
      createdAt
      assignedLeadCount
      assignedFollowUpCount
    }
  }
`);

const CreateUserMutation = graphql(`
  mutation AdminCreateUser($input: UserInput!) {
    createUser(input: $input) {
      id
      name
    }
  }
`);

const UpdateUserMutation = graphql(`
  mutation AdminUpdateUser($id: ID!, $input: UserUpdateInput!) {
    updateUser(id: $id, input: $input) {
      id
      name
    }
  }
`);

const DeleteUserMutation = graphql(`
  mutation AdminDeleteUser($id: ID!) {
    deleteUser(id: $id) {
      id
    }
  }
`);

type UserRow = AdminUsersQuery['users'][number];

type FormTarget = { mode: 'add' } | { mode: 'edit'; user: UserRow };

const ROLE_COLORS: Record<Role, string> = { ADMIN: 'blue', EDITOR: 'teal', USER: 'gray' };

export function UsersPage() {
  const me = useAdminUser();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: AdminUsersQuery, requestPolicy: 'cache-and-network' });
  const [target, setTarget] = useState<FormTarget | null>(null);
  const [toDelete, setToDelete] = useState<UserRow | null>(null);
  const [{ fetching: deleting }, deleteUser] = useMutation(DeleteUserMutation);
  const users = data?.users ?? [];
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const client = useClient();
  // The row as the list now has it: the list is read again when the confirmation opens, so its lead counts are current.
  const deleteTarget = toDelete ? (users.find((u) => u.id === toDelete.id) ?? toDelete) : null;
  const askToDelete = (user: UserRow) => {
    setToDelete(user);
    reload();
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await deleteUser({ id: toDelete.id });
    if (result.error) notifications.show({ color: 'red', title: `Could not delete ${toDelete.name}`, message: errorMessage(result.error), autoClose: 8000 });
    else notifyDeletedWithUndo(client, { entity: 'User', id: toDelete.id, title: 'User deleted', message: `${toDelete.name} can no longer sign in.`, restored: `${toDelete.name} is back and can sign in again${deleteTarget?.assignedLeadCount ? ', with the leads nobody took meanwhile' : ''}.`, onRestored: reload });
    setToDelete(null);
    reload();
  };

  return (
    <>
      <PageHeader
        title="User Management"
        description="Staff accounts of the admin area. Editors manage job postings, stories and their comments, course pages, job applications and leads (their own and unassigned ones); admins also manage users, settings, the trash, the audit log and the mail outbox, and merge leads."
        action={<Button onClick={() => setTarget({ mode: 'add' })}>Add User</Button>}
      />
      <Card withBorder radius="md" padding={0}>
        {error && !data && (
          <LoadFailure m="sm" title="Could not load users" message={errorMessage(error)} onRetry={reload} />
        )}
        {fetching && !data && (
          <Loading label="Loading users" />
        )}
        {data && (
          <ResponsiveTable
            label="Users"
            rows={users}
            rowKey={(user) => user.id}
            empty="No accounts."
            columns={[
              { header: 'ID', cell: (user) => <span title={user.id}>{shortId(user.id)}</span>, mono: true, nowrap: true },
              {
                header: 'Name',
                primary: true,
                cell: (user) => (
                  <>
                    {user.name}
                    {user.id === me.id && (
                      <Text span size="xs" c="dimmed" fw={400}>
                        {' '}
                        (you)
                      </Text>
                    )}
                    <Text size="xs" c="dimmed" fw={400} component="span" display="block">
                      {user.username}
                    </Text>
                  </>
                ),
              },
              { header: 'Email', cell: (user) => user.email, wide: true },
              {
                header: 'Role',
                cell: (user) => (
                  <Badge variant="light" color={ROLE_COLORS[user.role]}>
                    {ROLE_LABELS[user.role]}
                  </Badge>
                ),
              },
            ]}
            actions={(user) => (
              <>
                <Button size="xs" variant="light" onClick={() => setTarget({ mode: 'edit', user })} aria-label={`Edit ${user.name}`}>
                  Edit
                </Button>
                <Button size="xs" variant="light" color="red" onClick={() => askToDelete(user)} aria-label={`Delete ${user.name}`}>
                  Delete
                </Button>
              </>
            )}
          />
        )}
      </Card>
      <UserFormModal
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          reload();
        }}
      />
      <ConfirmDeleteModal itemName={deleteTarget ? deleteTarget.name : null} consequence={deleteTarget ? leadsLeftByDeleting(deleteTarget) : null} onCancel={() => setToDelete(null)} onConfirm={confirmDelete} busy={deleting} />
    </>
  );
}

function UserFormModal({ target, onClose, onSaved }: { target: FormTarget | null; onClose: () => void; onSaved: () => void }) {
  const fullScreen = useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
  return (
    <Modal opened={target !== null} onClose={onClose} title={target?.mode === 'edit' ? 'Edit User' : 'Add User'} size="lg" fullScreen={fullScreen} styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}>
      {target && (
        <UserForm
          key={target.mode === 'edit' ? target.user.id : 'new'}
          userId={target.mode === 'edit' ? target.user.id : null}
          initialValues={target.mode === 'edit' ? userValuesFrom(target.user) : newUserValues()}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

function UserForm({ userId, initialValues, onCancel, onSaved }: { userId: string | null; initialValues: UserFormValues; onCancel: () => void; onSaved: () => void }) {
  const isNew = userId === null;
  const form = useForm<UserFormValues>({ mode: 'controlled', initialValues, validate: (values) => validateUserForm(values, isNew) });
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [, createUser] = useMutation(CreateUserMutation);
  const [, updateUser] = useMutation(UpdateUserMutation);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    setSaving(true);
    try {
      const result = isNew ? await createUser({ input: userInputFrom(values) }) : await updateUser({ id: userId, input: userUpdateFrom(values) });
      if (result.error) {
        const field = errorField(result.error);
        if (field && field in values) form.setFieldError(field, errorMessage(result.error));
        else setAlert(errorMessage(result.error));
        return;
      }
      notifications.show({ color: 'green', title: isNew ? 'User added' : 'User updated', message: `${values.name.trim()} was saved.` });
      onSaved();
    } catch (err) {
      setAlert(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  }, (errors) => focusFirstError(formRef.current, errors));

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={isNew ? 'Add user' : 'Edit user'}>
      <Stack gap="md">
        {alert && (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm" fw={500}>
              {alert}
            </Text>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="Name" required autoComplete="off" maxLength={LIMITS.name} data-autofocus {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" required autoComplete="off" maxLength={LIMITS.email} {...form.getInputProps('email')} />
          <TextInput label="Username" description="Used to sign in" required autoComplete="off" maxLength={LIMITS.username} {...form.getInputProps('username')} />
          <Select label="Role" data={ROLE_OPTIONS} allowDeselect={false} required comboboxProps={{ withinPortal: true }} {...form.getInputProps('role')} />
        </SimpleGrid>
        <PasswordInput
          label={isNew ? 'Password' : 'New password'}
          description={isNew ? `At least ${LIMITS.passwordMin} characters` : `Leave empty to keep the current password (at least ${LIMITS.passwordMin} characters)`}
          required={isNew}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        {form.values.role === 'USER' && (
          <Text size="xs" c="dimmed">
            User accounts cannot sign in to the admin area.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
