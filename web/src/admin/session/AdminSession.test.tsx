// A session that ends while staff are working keeps the page and what was typed: a dialog asks to sign in again,
// and the same person carries on (found by an editor audit: Save sent them to the login page and the form was lost).
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useMutation } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../api/client';
import { TEST_ADMIN } from '../testing';
import { AdminSessionProvider, useAdminSession } from './AdminSession';

type Body = { operationName?: string; query: string; variables?: Record<string, unknown> };
const UNAUTHENTICATED = { errors: [{ message: 'Your session has ended. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } }] };

/** The fake gateway: the token in force, and what each operation answers with it. */
function serve(valid: { token: string }) {
  const calls: { operationName: string; token: string | null; variables: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Body;
    const token = new Headers(init?.headers).get('authorization')?.replace(/^Bearer /, '') ?? null;
    calls.push({ operationName: body.operationName ?? '', token, variables: body.variables ?? {} });
    const answer =
      body.operationName === 'AdminLogin'
        ? body.variables?.password === 'right-password'
          ? { data: { adminLogin: { success: true, message: 'Login successful', accessToken: 'new-token', user: TEST_ADMIN } } }
          : { data: { adminLogin: { success: false, message: 'Invalid username or password', accessToken: null, user: null } } }
        : token !== valid.token
          ? UNAUTHENTICATED
          : body.operationName === 'AdminMe'
            ? { data: { me: TEST_ADMIN } }
            : { data: { saveDraft: true } };
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

/** A page with a form: what is typed lives in its state, as in the admin's editors. */
function DraftPage() {
  const { status } = useAdminSession();
  const [text, setText] = useState('');
  const [{ data }, save] = useMutation<{ saveDraft: boolean }>('mutation SaveDraft($text: String!) { saveDraft(text: $text) }');
  if (status !== 'signedIn') return <p>{status}</p>;
  return (
    <div>
      <label>
        Draft
        <input value={text} onChange={(e) => setText(e.currentTarget.value)} />
      </label>
      <button type="button" onClick={() => void save({ text })}>
        Save
      </button>
      {data?.saveDraft && <p>Saved</p>}
    </div>
  );
}

function renderSession() {
  return render(
    <MantineProvider>
      <AdminSessionProvider>
        <DraftPage />
      </AdminSessionProvider>
    </MantineProvider>,
  );
}

beforeEach(() => localStorage.setItem(ADMIN_TOKEN_KEY, 'old-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a session that ends while signed in', () => {
  it('keeps the page and what was typed under a sign-in dialog; the same person signs in again and saves', async () => {
    const valid = { token: 'old-token' };
    const calls = serve(valid);
    renderSession();
    const draft = (await screen.findByLabelText('Draft')) as HTMLInputElement;
    fireEvent.change(draft, { target: { value: 'A description half written' } });

    valid.token = 'new-token'; // the old token is ended elsewhere
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Your session has ended' })).toBeTruthy();
    expect((screen.getByLabelText('Draft') as HTMLInputElement).value).toBe('A description half written');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe(TEST_ADMIN.username);

    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid username or password')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your session has ended' })).toBeNull());
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('new-token');
    expect((screen.getByLabelText('Draft') as HTMLInputElement).value).toBe('A description half written');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(calls.filter((c) => c.operationName === 'SaveDraft').map((c) => [c.token, c.variables.text])).toEqual([
      ['old-token', 'A description half written'],
      ['new-token', 'A description half written'],
    ]);
  });

  it('signs out from the dialog when asked', async () => {
    const valid = { token: 'old-token' };
    serve(valid);
    renderSession();
    await screen.findByLabelText('Draft');
    valid.token = 'ended';
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('signedOut')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Your session has ended' })).toBeNull();
  });
});
