import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, testSession } from '../testing';
import { RequireSignedIn, RequireSignedOut, returnPathFrom } from './guards';

const otherRoutes = { '/admin/login': <p>login page</p>, '/admin': <p>dashboard</p>, '/admin/job-posting': <p>jobs page</p> };

describe('route guards', () => {
  it('shows Loading while the session is checked', () => {
    renderAdmin(<RequireSignedIn>secret</RequireSignedIn>, { route: '/admin/users', session: testSession({ status: 'checking', user: null }) });
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('sends a signed-out visitor to the login page', () => {
    renderAdmin(<RequireSignedIn>secret</RequireSignedIn>, { route: '/admin/users', session: testSession({ status: 'signedOut', user: null }), otherRoutes });
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('keeps pages of another role closed', () => {
    renderAdmin(<RequireSignedIn roles={['ADMIN']}>secret</RequireSignedIn>, {
      route: '/admin/users',
      session: testSession({ user: { id: 'e', name: 'Ed', username: 'ed', email: 'ed@example.com', role: 'EDITOR' } }),
    });
    expect(screen.getByText('Not available to your role')).toBeTruthy();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('sends a signed-in admin from login to the dashboard, or back to where they were going', () => {
    renderAdmin(<RequireSignedOut>login form</RequireSignedOut>, { route: '/admin/login', otherRoutes: { '/admin': <p>dashboard</p> } });
    expect(screen.getByText('dashboard')).toBeTruthy();
  });

  it('only returns to admin pages other than login and register', () => {
    expect(returnPathFrom({ from: '/admin/job-posting?x=1' })).toBe('/admin/job-posting?x=1');
    expect(returnPathFrom({ from: '/admin/login' })).toBeNull();
    expect(returnPathFrom({ from: '/admin/register' })).toBeNull();
    expect(returnPathFrom({ from: 'https://evil.example/admin' })).toBeNull();
    expect(returnPathFrom({ from: '/jobs' })).toBeNull();
    expect(returnPathFrom(null)).toBeNull();
  });
});
