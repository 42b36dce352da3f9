import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LearnerSessionProvider } from '../account/LearnerSession';
import { categoryBySlug } from '../jobs/format';
import { GraphQLRefusal, renderOnServer, renderWithApi, sampleLearner } from '../testUtils';
import { JobAlertBox } from './JobAlertBox';
import { JobAlertStatusPage } from './JobAlertStatusPage';
import { MyJobAlertsCard } from './MyJobAlertsCard';

const technology = categoryBySlug('technology');
const learner = sampleLearner({ name: 'Asha', phone: '' });

afterEach(() => {
  document.cookie = 'lc_signed_in=; max-age=0; path=/';
});

describe('JobAlertBox', () => {
  it('is drawn by the server as a plain form posting the search and an e-mail to /alerts/subscribe', () => {
    const { root } = renderOnServer(<JobAlertBox q="data analyst" category={technology} location="Pune" />, '/jobs?q=data+analyst');
    const box = root.querySelector('details.alert-box')!;
    expect(box.querySelector('summary')!.textContent).toBe('Get these jobs by e-mail');
    expect(box.textContent).toContain('New jobs for “data analyst” in Technology in Pune');
    const form = box.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/alerts/subscribe');
    const fields = Object.fromEntries([...form.querySelectorAll('input')].map((i) => [i.name, i.type === 'hidden' ? i.value : i.type]));
    expect(fields).toEqual({ q: 'data analyst', category: 'TECHNOLOGY', location: 'Pune', email: 'email' });
  });

  it('with script, a visitor subscribes through the API and reads the answer in place; a refusal is shown by its field', async () => {
    let answer: unknown = new GraphQLRefusal('Enter a valid e-mail address', 'BAD_USER_INPUT', { field: 'email' });
    const { calls } = renderWithApi(<JobAlertBox q="" category={undefined} location="Mumbai" otherFilters />, {
      SubscribeJobAlert: () => answer,
    });
    expect(screen.getByText(/Job type and salary are not part of alerts/)).toBeTruthy();
    expect(screen.getByText('in Mumbai')).toBeTruthy();
    const email = screen.getByLabelText(/Your e-mail/);
    fireEvent.change(email, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me these jobs' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    answer = { subscribeJobAlert: { __typename: 'JobAlertSubscribed', message: 'Check your inbox at a@example.com: open the link we sent.', alert: null } };
    fireEvent.change(email, { target: { value: 'a@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me these jobs' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Check your inbox at a@example.com: open the link we sent.');
    expect(calls.filter((c) => c.operationName === 'SubscribeJobAlert').at(-1)!.variables).toEqual({ input: { keywords: null, category: null, location: 'Mumbai', email: 'a@example.com' } });
  });

  it('a signed-in learner subscribes with one click, to their own address', async () => {
    document.cookie = 'lc_signed_in=1; path=/';
    const { calls } = renderWithApi(
      <LearnerSessionProvider openLogin={() => undefined}>
        <JobAlertBox q="react" category={undefined} location="" />
      </LearnerSessionProvider>,
      {
        CurrentLearner: () => ({ currentLearner: learner }),
        SubscribeJobAlert: () => ({ subscribeJobAlert: { __typename: 'JobAlertSubscribed', message: 'Job alert saved.', alert: { __typename: 'JobAlert', id: 'a1' } } }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'E-mail me these jobs at asha@example.com' }));
    expect(await screen.findByText('Job alert saved.')).toBeTruthy();
    expect(screen.queryByLabelText(/Your e-mail/)).toBeNull();
    expect(calls.find((c) => c.operationName === 'SubscribeJobAlert')!.variables).toEqual({ input: { keywords: 'react', category: null, location: null } });
  });
});

describe('JobAlertBox’s focus', () => {
  it('a refused address takes the focus to its field (announced); the answer takes the focus of the form it replaces', async () => {
    let answer: unknown = new GraphQLRefusal('Enter a valid e-mail address', 'BAD_USER_INPUT', { field: 'email' });
    renderWithApi(<JobAlertBox q="react" category={undefined} location="" />, { SubscribeJobAlert: () => answer });
    const email = screen.getByLabelText(/Your e-mail/);
    const send = screen.getByRole('button', { name: 'Send me these jobs' });
    send.focus();
    fireEvent.click(send);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.getByRole('alert').textContent).toBe('Please correct the field marked below.');
    answer = { subscribeJobAlert: { __typename: 'JobAlertSubscribed', message: 'Check your inbox at a@example.com: open the link we sent.', alert: null } };
    send.focus();
    fireEvent.click(send);
    const status = await screen.findByRole('status');
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it('a learner’s refused click focuses the announced message; the answer takes the place and focus of the button', async () => {
    document.cookie = 'lc_signed_in=1; path=/';
    let answer: unknown = new GraphQLRefusal('Confirm your e-mail address first', 'FORBIDDEN');
    renderWithApi(
      <LearnerSessionProvider openLogin={() => undefined}>
        <JobAlertBox q="react" category={undefined} location="" />
      </LearnerSessionProvider>,
      { CurrentLearner: () => ({ currentLearner: learner }), SubscribeJobAlert: () => answer },
    );
    const button = await screen.findByRole('button', { name: 'E-mail me these jobs at asha@example.com' });
    button.focus();
    fireEvent.click(button);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.textContent).toBe('Confirm your e-mail address first');
    answer = { subscribeJobAlert: { __typename: 'JobAlertSubscribed', message: 'Job alert saved.', alert: { __typename: 'JobAlert', id: 'a1' } } };
    button.focus();
    fireEvent.click(button);
    const status = await screen.findByRole('status');
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.queryByRole('button', { name: /E-mail me these jobs/ })).toBeNull();
  });
});

describe('JobAlertStatusPage', () => {
  const page = (url: string) => renderOnServer(<JobAlertStatusPage />, url);

  it.each([
    ['/alerts?result=confirmed&q=data&category=technology&location=Pune', 'Your job alert is on', 'new jobs for “data” in Technology in Pune', 'See these jobs', '/jobs?q=data&category=technology&location=Pune'],
    ['/alerts?result=unsubscribed&q=data', 'You are unsubscribed', 'no more mails for this job alert for “data”', 'Set up this alert again', '/jobs?q=data'],
    ['/alerts?result=unsubscribe-used', 'You are already unsubscribed', 'used already', 'Go to the jobs page', '/jobs'],
    ['/alerts?result=unsubscribe-invalid', 'This unsubscribe link is not valid', 'whole link', 'See the jobs', '/jobs'],
    ['/alerts?result=confirm-expired', 'This confirmation link has expired', '24 hours', 'Go to the jobs page', '/jobs'],
    ['/alerts?result=confirm-used', 'This job alert is already confirmed', 'the alert is on', 'See the jobs', '/jobs'],
    ['/alerts?result=confirm-invalid', 'This confirmation link is not valid', 'whole link', 'Go to the jobs page', '/jobs'],
    ['/alerts?result=sent', 'Check your inbox', 'confirm your job alert', 'See the jobs', '/jobs'],
    ['/alerts?result=throttled', 'Your job alert was not started', 'try again in an hour', 'Go to the jobs page', '/jobs'],
  ])('%s says what happened, noindex', (url, title, text, action, href) => {
    const { root, record } = page(url);
    expect(root.querySelector('h1')!.textContent).toBe(title);
    expect(root.textContent).toContain(text);
    const link = [...root.querySelectorAll('a')].find((a) => a.textContent === action)!;
    expect(link.getAttribute('href')).toBe(href);
    expect(record.head.noindex).toBe(true);
  });
});

describe('MyJobAlertsCard', () => {
  it('lists the learner’s alerts and removes one', async () => {
    let alerts = [
      { __typename: 'JobAlert', id: 'a1', email: 'asha@example.com', keywords: 'data', category: 'TECHNOLOGY', location: 'Pune', createdAt: '2026-11-20T10:00:00.000Z' },
      { __typename: 'JobAlert', id: 'a2', email: 'asha@example.com', keywords: '', category: null, location: '', createdAt: '2026-11-21T10:00:00.000Z' },
    ];
    const { calls } = renderWithApi(<MyJobAlertsCard />, {
      MyJobAlerts: () => ({ myJobAlerts: alerts }),
      DeleteJobAlert: ({ id }) => {
        alerts = alerts.filter((a) => a.id !== id);
        return { deleteJobAlert: true };
      },
    });
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('link', { name: '“data” in Technology in Pune' }).getAttribute('href')).toBe('/jobs?q=data&category=technology&location=Pune');
    expect(within(list).getByRole('link', { name: 'every new job' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the job alert for “data” in Technology in Pune' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '“data” in Technology in Pune' })).toBeNull());
    expect(screen.getByText('Job alert removed.')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'DeleteJobAlert')!.variables).toEqual({ id: 'a1' });
  });

  it('each removal’s answer takes the focus (its Remove is gone with the alert), and a refusal its announced message', async () => {
    let alerts = [
      { __typename: 'JobAlert', id: 'a1', email: 'asha@example.com', keywords: 'data', category: null, location: '', createdAt: '2026-11-20T10:00:00.000Z' },
      { __typename: 'JobAlert', id: 'a2', email: 'asha@example.com', keywords: 'python', category: null, location: '', createdAt: '2026-11-21T10:00:00.000Z' },
      { __typename: 'JobAlert', id: 'a3', email: 'asha@example.com', keywords: 'excel', category: null, location: '', createdAt: '2026-11-22T10:00:00.000Z' },
    ];
    let refuse = false;
    renderWithApi(<MyJobAlertsCard />, {
      MyJobAlerts: () => ({ myJobAlerts: alerts }),
      DeleteJobAlert: ({ id }) => {
        if (refuse) return new GraphQLRefusal('This job alert could not be removed', 'INTERNAL');
        alerts = alerts.filter((a) => a.id !== id);
        return { deleteJobAlert: true };
      },
    });
    const first = await screen.findByRole('button', { name: 'Remove the job alert for “data”' });
    first.focus();
    fireEvent.click(first);
    const removed = await screen.findByRole('status');
    expect(removed.textContent).toBe('Job alert removed.');
    await waitFor(() => expect(document.activeElement).toBe(removed));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove the job alert for “data”' })).toBeNull());
    const second = screen.getByRole('button', { name: 'Remove the job alert for “python”' });
    // Not disabled while a removal is under way: a disabled button would drop the focus to the page's <body>.
    second.focus();
    fireEvent.click(second);
    expect(second.hasAttribute('disabled')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove the job alert for “python”' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toHaveProperty('textContent', 'Job alert removed.'));
    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Remove the job alert for “excel”' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This job alert could not be removed');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  const editable = () => [
    { __typename: 'JobAlert', id: 'a1', email: 'asha@example.com', keywords: 'data', category: 'TECHNOLOGY', location: 'Pune', createdAt: '2026-11-20T10:00:00.000Z' },
    { __typename: 'JobAlert', id: 'a2', email: 'asha@example.com', keywords: 'python', category: null, location: '', createdAt: '2026-11-21T10:00:00.000Z' },
  ];
  const places = () => ({ jobLocations: [{ __typename: 'JobLocationCount', location: 'Mumbai' }, { __typename: 'JobLocationCount', location: 'Pune' }] });

  it('Edit opens the alert’s search as a form in place (its first field focused); saving sends the new search, and the answer takes the focus', async () => {
    let alerts = editable();
    const { calls } = renderWithApi(<MyJobAlertsCard />, {
      MyJobAlerts: () => ({ myJobAlerts: alerts }),
      JobAlertLocations: places,
      UpdateJobAlert: ({ id, input }) => {
        const { keywords, category, location } = input as { keywords: string; category: string | null; location: string };
        alerts = alerts.map((a) => (a.id === id ? { ...a, keywords: keywords.trim(), category, location } : a));
        return { updateJobAlert: alerts.find((a) => a.id === id)! };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the job alert for “data” in Technology in Pune' }));
    const form = screen.getByRole('form', { name: 'Edit the job alert for “data” in Technology in Pune' });
    const keywords = within(form).getByLabelText('Keywords') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(keywords));
    expect(keywords.value).toBe('data');
    expect(keywords.maxLength).toBe(200);
    const category = within(form).getByLabelText('Category') as HTMLSelectElement;
    expect(category.value).toBe('TECHNOLOGY');
    const location = within(form).getByLabelText(/Location/) as HTMLInputElement;
    expect(location.value).toBe('Pune');
    expect(location.maxLength).toBe(100);
    // The places jobs name are suggested; any other may be typed.
    await waitFor(() => expect([...form.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'))).toEqual(['Mumbai', 'Pune']));
    // The other alert keeps its buttons.
    expect(screen.getByRole('button', { name: 'Edit the job alert for “python”' })).toBeTruthy();

    fireEvent.change(keywords, { target: { value: 'data analyst' } });
    fireEvent.change(category, { target: { value: '' } });
    fireEvent.change(location, { target: { value: 'Nashik' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save alert' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Job alert changed: we will mail you new jobs for “data analyst” in Nashik.');
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.queryByRole('form')).toBeNull();
    expect(calls.find((c) => c.operationName === 'UpdateJobAlert')!.variables).toEqual({ id: 'a1', input: { keywords: 'data analyst', category: null, location: 'Nashik' } });
    await waitFor(() => expect(screen.getByRole('link', { name: '“data analyst” in Nashik' }).getAttribute('href')).toBe('/jobs?q=data+analyst&location=Nashik'));
  });

  it('a refused field is marked by its field, which takes the focus (announced); another alert’s search, its message; Cancel gives the focus back to Edit', async () => {
    let answer: unknown = new GraphQLRefusal('Location must be at most 100 characters', 'BAD_USER_INPUT', { field: 'location' });
    const { calls } = renderWithApi(<MyJobAlertsCard />, { MyJobAlerts: () => ({ myJobAlerts: editable() }), JobAlertLocations: places, UpdateJobAlert: () => answer });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the job alert for “python”' }));
    const form = screen.getByRole('form', { name: 'Edit the job alert for “python”' });
    const location = within(form).getByLabelText(/Location/);
    const save = within(form).getByRole('button', { name: 'Save alert' });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(document.activeElement).toBe(location));
    expect(location.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(location.getAttribute('aria-describedby')!)!.textContent).toBe('Location must be at most 100 characters');
    expect(within(form).getByRole('alert').textContent).toBe('Please correct the field marked below.');

    answer = new GraphQLRefusal('You already have a job alert for “data” in Pune: choose another search, or remove this alert.', 'CONFLICT');
    fireEvent.change(within(form).getByLabelText('Keywords'), { target: { value: 'data' } });
    fireEvent.change(location, { target: { value: 'Pune' } });
    save.focus();
    fireEvent.click(save);
    const conflict = await within(form).findByText(/You already have a job alert/);
    expect(conflict.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(document.activeElement).toBe(conflict));
    expect(location.hasAttribute('aria-invalid')).toBe(false);
    expect(calls.filter((c) => c.operationName === 'UpdateJobAlert')).toHaveLength(2);

    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit the job alert for “python”' })));
    // Nothing changed: the list is as it was.
    expect(screen.getByRole('link', { name: '“python”' })).toBeTruthy();
  });

  it('Pause sends the mutation, its button disabled until the answer; the alert then shows Paused and Resume, which resumes it', async () => {
    let alerts = editable().map((a) => ({ ...a, paused: false }));
    let answer: (() => void) | undefined;
    const { calls } = renderWithApi(<MyJobAlertsCard />, {
      MyJobAlerts: () => ({ myJobAlerts: alerts }),
      // Answers when the test says so: the request is under way until then.
      SetJobAlertPaused: ({ id, paused }) =>
        new Promise((resolve) => {
          answer = () => {
            alerts = alerts.map((a) => (a.id === id ? { ...a, paused: paused as boolean } : a));
            resolve({ setJobAlertPaused: { __typename: 'JobAlert', id, paused } });
          };
        }),
    });
    const pause = await screen.findByRole('button', { name: 'Pause the job alert for “data” in Technology in Pune' });
    expect(pause.textContent).toBe('Pause');
    expect(screen.queryByText('Paused')).toBeNull();
    fireEvent.click(pause);
    await waitFor(() => expect(answer).toBeDefined());
    expect(pause.hasAttribute('disabled')).toBe(true);
    // Only that alert's button waits.
    expect(screen.getByRole('button', { name: 'Pause the job alert for “python”' }).hasAttribute('disabled')).toBe(false);
    answer!();
    const paused = await screen.findByRole('status');
    expect(paused.textContent).toBe('Job alert paused: no mails for “data” in Technology in Pune until you resume it.');
    await waitFor(() => expect(document.activeElement).toBe(paused));
    const resume = await screen.findByRole('button', { name: 'Resume the job alert for “data” in Technology in Pune' });
    expect(resume.textContent).toBe('Resume');
    expect(resume.hasAttribute('disabled')).toBe(false);
    expect(within(resume.closest('li')!).getByText('Paused').className).toBe('badge badge--paused');
    expect(screen.getAllByText('Paused')).toHaveLength(1);
    expect(screen.getByText(/Paused alerts are mailed nothing until you resume them\./)).toBeTruthy();
    expect(calls.filter((c) => c.operationName === 'SetJobAlertPaused').map((c) => c.variables)).toEqual([{ id: 'a1', paused: true }]);

    answer = undefined;
    fireEvent.click(resume);
    await waitFor(() => expect(answer).toBeDefined());
    expect(resume.hasAttribute('disabled')).toBe(true);
    answer!();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Job alert resumed: we will mail you new jobs for “data” in Technology in Pune posted from now on.'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pause the job alert for “data” in Technology in Pune' }).hasAttribute('disabled')).toBe(false));
    expect(screen.queryByText('Paused')).toBeNull();
    expect(calls.filter((c) => c.operationName === 'SetJobAlertPaused').at(-1)!.variables).toEqual({ id: 'a1', paused: false });
  });

  it('a refused Pause is shown and takes the focus like a refused removal; the alert stays as it was', async () => {
    renderWithApi(<MyJobAlertsCard />, {
      MyJobAlerts: () => ({ myJobAlerts: editable().map((a) => ({ ...a, paused: false })) }),
      SetJobAlertPaused: () => new GraphQLRefusal('Job alert not found', 'NOT_FOUND'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pause the job alert for “python”' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Job alert not found');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    const pause = screen.getByRole('button', { name: 'Pause the job alert for “python”' });
    expect(pause.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('Paused')).toBeNull();
  });
});
