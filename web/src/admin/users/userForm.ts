// The user form's values and rules (SPEC section 5: name and email required, email of type email, role User,
// Editor or Admin with User by default; plus the username and password the API needs).
import type { Role, UserInput, UserUpdateInput } from '../gql/graphql';
import { LIMITS } from '../../../../gateway/src/services/limits';

export const ROLE_OPTIONS: { value: Role; label: string }[] = [
  { value: 'USER', label: 'User' },
  { value: 'EDITOR', label: 'Editor' },
  { value: 'ADMIN', label: 'Admin' },
];
export const ROLE_LABELS: Record<Role, string> = { USER: 'User', EDITOR: 'Editor', ADMIN: 'Admin' };


export interface UserFormValues {
  name: string;
  email: string;
  username: string;
  role: Role;
  password: string;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

export function newUserValues(): UserFormValues {
  return { name: '', email: '', username: '', role: 'USER', password: '' };
}

export function userValuesFrom(user: { name: string; email: string; username: string; role: Role }): UserFormValues {
  return { name: user.name, email: user.email, username: user.username, role: user.role, password: '' };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[a-zA-Z0-9._-]{3,64}$/;

/** `isNew`: a new account needs a password; on edit an empty password keeps the current one. */
export function validateUserForm(values: UserFormValues, isNew: boolean): UserFormErrors {
  const errors: UserFormErrors = {};
  if (values.name.trim() === '') errors.name = 'Name is required';
  if (values.email.trim() === '') errors.email = 'Email is required';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Enter a valid email address';
  if (values.username.trim() === '') errors.username = 'Username is required';
  else if (!USERNAME.test(values.username.trim())) errors.username = 'Use 3 to 64 letters, digits, dots, dashes or underscores';
  if (isNew && values.password === '') errors.password = 'Password is required';
  else if (values.password !== '' && values.password.length < LIMITS.passwordMin) errors.password = `Password must be at least ${LIMITS.passwordMin} characters`;
  return errors;
}

export function userInputFrom(values: UserFormValues): UserInput {
  return { name: values.name.trim(), email: values.email.trim(), username: values.username.trim(), role: values.role, password: values.password };
}

export function userUpdateFrom(values: UserFormValues): UserUpdateInput {
  const { password, ...rest } = userInputFrom(values);
  return password === '' ? rest : { ...rest, password };
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/**
 * What deleting a staff user does to their leads, said in the delete confirmation (null: they have no open lead).
 * The counts are the server's (User.assignedLeadCount, assignedFollowUpCount).
 */
export function leadsLeftByDeleting(user: { name: string; assignedLeadCount?: number | null; assignedFollowUpCount?: number | null }): string | null {
  const leads = user.assignedLeadCount ?? 0;
  if (leads === 0) return null;
  const followUps = user.assignedFollowUpCount ?? 0;
  const planned = followUps ? ` (${count(followUps, 'with a follow-up planned', 'with follow-ups planned')})` : '';
  return (
    `${user.name} has ${count(leads, 'open lead', 'open leads')}${planned}: ${leads === 1 ? 'it' : 'they'} will become unassigned, as each lead's timeline will say. ` +
    `Restoring ${user.name} from the trash gives back those nobody has taken meanwhile.`
  );
}
