import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, type GraphQLCall } from '../testing';
import { NotificationsModal } from './NotificationsModal';

const me = (notifyNewLeads: boolean, notifyFollowUps: boolean) => ({ __typename: 'User', id: 'admin-1', notifyNewLeads, notifyFollowUps });
const updates = (calls: GraphQLCall[]) => calls.filter((c) => c.operationName === 'AdminUpdateMyNotifications');

describe('Notifications (the staff member’s own mails)', () => {
  it('shows what is saved and saves each switch as soon as it is flipped', async () => {
    const { calls } = renderAdmin(<NotificationsModal opened onClose={() => {}} />, {
      graphql: (call) =>
        call.operationName === 'AdminMyNotifications'
          ? { data: { me: me(true, false) } }
          : { data: { updateMyNotifications: me(!('newLeads' in call.variables) || call.variables.newLeads === true, call.variables.followUps === true) } },
    });
    const newLeads = (await screen.findByRole('switch', { name: /New lead mails/ })) as HTMLInputElement;
    const followUps = screen.getByRole('switch', { name: /Morning follow-up list/ }) as HTMLInputElement;
    expect(newLeads.checked).toBe(true);
    expect(followUps.checked).toBe(false);

    fireEvent.click(newLeads);
    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    expect(updates(calls)[0]!.variables).toEqual({ newLeads: false });
    await waitFor(() => expect((screen.getByRole('switch', { name: /New lead mails/ }) as HTMLInputElement).checked).toBe(false));
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });

  it('puts the switch back and says why when the save is refused', async () => {
    renderAdmin(<NotificationsModal opened onClose={() => {}} />, {
      graphql: (call) =>
        call.operationName === 'AdminMyNotifications'
          ? { data: { me: me(true, true) } }
          : { data: null, errors: [{ message: 'Your role does not allow this action.', extensions: { code: 'FORBIDDEN' } }] },
    });
    fireEvent.click(await screen.findByRole('switch', { name: /Morning follow-up list/ }));
    expect(await screen.findByText('Your role does not allow this action.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('switch', { name: /Morning follow-up list/ }) as HTMLInputElement).checked).toBe(true));
  });
});
