import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../testing';
import { SettingsPage } from './SettingsPage';

const SETTINGS = {
  __typename: 'SiteSettings',
  siteName: 'Learning Centre Pune',
  supportEmail: 'support@example.com',
  tollFreeNumber: '1800-210-2020',
  mobileNumber: '+91 98765 43210',
  city: 'Pune',
  address: 'Office 402',
  facebookUrl: '',
  instagramUrl: '',
  linkedinUrl: '',
  twitterUrl: '',
  youtubeUrl: '',
  placementsFigure: '1,200+',
  highestPackageFigure: '',
  hiringPartnersFigure: '',
  updatedAt: null,
};

describe('Settings', () => {
  it('says when the settings were last saved, in IST with the admin\'s one formatter', async () => {
    renderAdmin(<SettingsPage />, { route: '/admin/settings', graphql: () => ({ data: { siteSettings: { ...SETTINGS, updatedAt: '2026-11-27T19:19:00.000Z' } } }) });
    // 19:19 UTC on 27 Nov is 00:49 on 28 Nov in India, whatever the test machine's zone.
    expect(await screen.findByText('Last saved 28 Nov 2026, 00:49')).toBeTruthy();
  });

  it("shows the server's validation message under the field it names", async () => {
    const { calls } = renderAdmin(<SettingsPage />, {
      route: '/admin/settings',
      graphql: ({ operationName }) =>
        operationName === 'AdminSiteSettings'
          ? { data: { siteSettings: SETTINGS } }
          : { data: null, errors: [{ message: 'City must be at most 120 characters', extensions: { code: 'BAD_USER_INPUT', field: 'city' } }] },
    });
    const city = await screen.findByRole('textbox', { name: /^City/ });
    expect((city as HTMLInputElement).value).toBe('Pune');
    fireEvent.change(city, { target: { value: 'Pimpri-Chinchwad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const message = await screen.findByText('City must be at most 120 characters');
    expect(city.getAttribute('aria-describedby')).toContain(message.id);
    expect(calls.at(-1)!.variables.input).toMatchObject({ city: 'Pimpri-Chinchwad', supportEmail: 'support@example.com', siteName: 'Learning Centre Pune' });
  });

  it('edits the landing page’s headline figures, with the help text, and sends them', async () => {
    const { calls } = renderAdmin(<SettingsPage />, { route: '/admin/settings', graphql: ({ operationName }) => (operationName === 'AdminSiteSettings' ? { data: { siteSettings: SETTINGS } } : { data: { updateSiteSettings: { ...SETTINGS, highestPackageFigure: '₹18 LPA', placementsFigure: '', updatedAt: '2026-11-27T06:00:00.000Z' } } }) });
    const placements = (await screen.findByRole('textbox', { name: 'Placements' })) as HTMLInputElement;
    expect(placements.value).toBe('1,200+');
    expect(screen.getByText(/Shown on the landing page; leave empty to hide\./)).toBeTruthy();
    fireEvent.change(placements, { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Highest package' }), { target: { value: ' ₹18 LPA ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'AdminUpdateSiteSettings')).toHaveLength(1));
    expect(calls.at(-1)!.variables.input).toMatchObject({ placementsFigure: '', highestPackageFigure: '₹18 LPA', hiringPartnersFigure: '' });
  });

  it('checks the fields before sending', async () => {
    const { calls } = renderAdmin(<SettingsPage />, { route: '/admin/settings', graphql: () => ({ data: { siteSettings: SETTINGS } }) });
    const email = await screen.findByRole('textbox', { name: /^Support email/ });
    fireEvent.change(email, { target: { value: 'not an email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a valid support email')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'AdminUpdateSiteSettings')).toEqual([]));
  });
});

/** Whether the browser would ask before closing or reloading the tab. */
function tabCloseAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const question = () => screen.queryByRole('dialog', { name: 'Discard unsaved changes?' });

async function answer(button: 'Keep editing' | 'Discard changes') {
  const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(question()).toBeNull());
}

describe('Settings with unsaved changes', () => {
  const otherRoutes = { '/admin': <p>Dashboard</p> };

  it('leaves without asking when nothing changed', async () => {
    const { router } = renderAdmin(<SettingsPage />, { route: '/admin/settings', otherRoutes, graphql: () => ({ data: { siteSettings: SETTINGS } }) });
    await screen.findByRole('textbox', { name: /^City/ });
    expect(tabCloseAsks()).toBe(false);
    await act(() => router.navigate('/admin'));
    await screen.findByText('Dashboard');
    expect(question()).toBeNull();
  });

  it('asks before leaving with changes, and before the tab closes; Discard changes leaves', async () => {
    const { router } = renderAdmin(<SettingsPage />, { route: '/admin/settings', otherRoutes, graphql: () => ({ data: { siteSettings: SETTINGS } }) });
    const city = await screen.findByRole('textbox', { name: /^City/ });
    fireEvent.change(city, { target: { value: 'Pimpri-Chinchwad' } });
    expect(tabCloseAsks()).toBe(true);
    await act(() => router.navigate('/admin'));
    await answer('Keep editing');
    expect(router.state.location.pathname).toBe('/admin/settings');
    expect((screen.getByRole('textbox', { name: /^City/ }) as HTMLInputElement).value).toBe('Pimpri-Chinchwad');
    await act(() => router.navigate('/admin'));
    await answer('Discard changes');
    await screen.findByText('Dashboard');
    expect(tabCloseAsks()).toBe(false);
  });

  it('does not ask once the changes are discarded with the form’s own button', async () => {
    const { router } = renderAdmin(<SettingsPage />, { route: '/admin/settings', otherRoutes, graphql: () => ({ data: { siteSettings: SETTINGS } }) });
    const city = await screen.findByRole('textbox', { name: /^City/ });
    fireEvent.change(city, { target: { value: 'Pimpri-Chinchwad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect((city as HTMLInputElement).value).toBe('Pune'));
    expect(tabCloseAsks()).toBe(false);
    await act(() => router.navigate('/admin'));
    await screen.findByText('Dashboard');
    expect(question()).toBeNull();
  });

  it('does not ask after a successful save', async () => {
    const saved = { ...SETTINGS, city: 'Pimpri-Chinchwad', updatedAt: '2026-03-14T10:00:00.000Z' };
    let current: typeof SETTINGS | typeof saved = SETTINGS;
    const { router } = renderAdmin(<SettingsPage />, {
      route: '/admin/settings',
      otherRoutes,
      graphql: ({ operationName }) => {
        if (operationName === 'AdminSiteSettings') return { data: { siteSettings: current } };
        current = saved;
        return { data: { updateSiteSettings: saved } };
      },
    });
    const city = await screen.findByRole('textbox', { name: /^City/ });
    fireEvent.change(city, { target: { value: 'Pimpri-Chinchwad' } });
    expect(tabCloseAsks()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved');
    await waitFor(() => expect(tabCloseAsks()).toBe(false));
    await act(() => router.navigate('/admin'));
    await screen.findByText('Dashboard');
    expect(question()).toBeNull();
  });
});

describe('Settings someone else saved while they were being edited', () => {
  const CONFLICT = 'Someone else saved the site settings while you were editing them. Nothing of yours was saved: reload to see their change, then make yours again.';
  const LOADED = { ...SETTINGS, updatedAt: '2026-11-27T06:00:00.000Z' };
  const THEIRS = { ...SETTINGS, address: 'Office 9, New Address', updatedAt: '2026-11-27T07:00:00.000Z' };

  it('sends when the form was loaded; a CONFLICT shows the message and keeps what was typed; Reload loads theirs; a save moves the base on', async () => {
    let current = LOADED;
    let conflictNext = true;
    const { calls } = renderAdmin(<SettingsPage />, {
      route: '/admin/settings',
      graphql: ({ operationName, variables }) => {
        if (operationName === 'AdminSiteSettings') return { data: { siteSettings: current } };
        if (conflictNext) {
          conflictNext = false;
          current = THEIRS;
          return { data: null, errors: [{ message: CONFLICT, extensions: { code: 'CONFLICT' } }] };
        }
        current = { ...current, ...(variables.input as object), __typename: 'SiteSettings', updatedAt: '2026-11-27T08:00:00.000Z' };
        return { data: { updateSiteSettings: current } };
      },
    });
    const figure = await screen.findByRole('textbox', { name: /^Placements/ });
    fireEvent.change(figure, { target: { value: '1,300+' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByTestId('save-conflict');
    expect(alert.textContent).toContain(CONFLICT);
    expect(calls.find((c) => c.operationName === 'AdminUpdateSiteSettings')!.variables.baseUpdatedAt).toBe(LOADED.updatedAt);
    expect((screen.getByRole('textbox', { name: /^Placements/ }) as HTMLInputElement).value).toBe('1,300+');

    fireEvent.click(within(alert).getByRole('button', { name: 'Reload the newer version' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^Address/ }) as HTMLTextAreaElement).value).toBe('Office 9, New Address'));
    expect(screen.queryByTestId('save-conflict')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /^Placements/ }), { target: { value: '1,300+' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved');
    const saves = () => calls.filter((c) => c.operationName === 'AdminUpdateSiteSettings');
    expect(saves()[1]!.variables.baseUpdatedAt).toBe(THEIRS.updatedAt);

    // The next save names the version this one made.
    fireEvent.change(screen.getByRole('textbox', { name: /^Placements/ }), { target: { value: '1,400+' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saves()).toHaveLength(3));
    expect(saves()[2]!.variables.baseUpdatedAt).toBe('2026-11-27T08:00:00.000Z');
  });
});
