import { describe, expect, it } from 'vitest';
import { newUserValues, ROLE_OPTIONS, userUpdateFrom, validateUserForm } from './userForm';

describe('user form rules', () => {
  it('offers User, Editor and Admin, with User by default', () => {
    expect(ROLE_OPTIONS.map((o) => o.label)).toEqual(['User', 'Editor', 'Admin']);
    expect(newUserValues().role).toBe('USER');
  });

  it('requires name and email (a valid one), a username, and a password for new accounts', () => {
    expect(validateUserForm(newUserValues(), true)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      username: 'Username is required',
      password: 'Password is required',
    });
    const valid = { name: 'Rahul', email: 'rahul@example.com', username: 'rahul.s', role: 'EDITOR' as const, password: 'long-enough-1' };
    expect(validateUserForm(valid, true)).toEqual({});
    expect(validateUserForm({ ...valid, email: 'not-an-email' }, true).email).toBe('Enter a valid email address');
    expect(validateUserForm({ ...valid, password: 'short' }, true).password).toBe('Password must be at least 10 characters');
    expect(validateUserForm({ ...valid, username: 'a b' }, true).username).toMatch(/letters, digits/);
  });

  it('keeps the password on edit when it is left empty', () => {
    const values = { name: 'Rahul', email: 'rahul@example.com', username: 'rahul.s', role: 'ADMIN' as const, password: '' };
    expect(validateUserForm(values, false)).toEqual({});
    expect(userUpdateFrom(values)).toEqual({ name: 'Rahul', email: 'rahul@example.com', username: 'rahul.s', role: 'ADMIN' });
    expect(userUpdateFrom({ ...values, password: 'new-password-1' })).toMatchObject({ password: 'new-password-1' });
  });
});
