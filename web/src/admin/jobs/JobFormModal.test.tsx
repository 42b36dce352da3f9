import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAdmin, type GraphQLHandler } from '../testing';
import { JobFormModal, type JobFormTarget } from './JobFormModal';

function renderModal(target: JobFormTarget, graphql: GraphQLHandler = () => ({ data: null })) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const view = renderAdmin(<JobFormModal target={target} onClose={onClose} onSaved={onSaved} />, { graphql });
  return { ...view, onSaved, onClose };
}

const dialog = () => screen.getByRole('dialog');
const field = (name: string) => within(dialog()).getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillRequired() {
  fireEvent.change(field('Job title'), { target: { value: 'Data Analyst' } });
  fireEvent.change(field('Company name'), { target: { value: 'Acme' } });
  fireEvent.change(field('Location'), { target: { value: 'Pune' } });
  fireEvent.change(field('Salary'), { target: { value: '6.5 LPA' } });
  // The description editor is loaded lazily; wait for it so that nothing updates after the test.
  await within(dialog()).findByRole('toolbar', { name: 'Description formatting' });
}

// Mantine, Slate and the lazily loaded editor take a while to load the first time on a busy machine.
beforeAll(() => import('../../components/editor/RichTextEditor'), 30_000);

describe('Add Job / Edit Job', () => {
  it('is titled Add Job with Save Job, and refuses to save with required fields empty', async () => {
    const { calls } = renderModal({ mode: 'add' });
    expect(within(dialog()).getByText('Add Job')).toBeTruthy();
    await within(dialog()).findByRole('toolbar', { name: 'Description formatting' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Job' }));
    expect(await within(dialog()).findByText('Please fill out all required fields')).toBeTruthy();
    expect(within(dialog()).getByText('Job title is required')).toBeTruthy();
    expect(field('Job title').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal as \"Failed to save job: …\" and keeps what was typed", async () => {
    const { onSaved } = renderModal({ mode: 'add' }, () => ({
      data: null,
      errors: [{ message: 'Company logo must be an http(s) URL or a path on this site', extensions: { code: 'BAD_USER_INPUT', field: 'companylogo' } }],
    }));
    await fillRequired();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Job' }));
    expect(await within(dialog()).findByText('Failed to save job: Company logo must be an http(s) URL or a path on this site')).toBeTruthy();
    expect((field('Job title') as HTMLInputElement).value).toBe('Data Analyst');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a salary the server cannot read beside the Salary field, naming the accepted forms, and keeps what was typed (issue 26)', async () => {
    const message = 'Salary must be lakhs a year (6.5 LPA, 4–6 LPA), rupees a month (₹35,000 / month, ₹30,000–40,000 / month), rupees a year (₹6,00,000 / year, or a plain 600000), or "Not disclosed"';
    const { onSaved } = renderModal({ mode: 'add' }, () => ({ data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field: 'salary' } }] }));
    await fillRequired();
    fireEvent.change(field('Salary'), { target: { value: '6.5' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Job' }));
    await waitFor(() => expect(field('Salary').getAttribute('aria-invalid')).toBe('true'));
    const describedBy = field('Salary').getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(message);
    expect((field('Salary') as HTMLInputElement).value).toBe('6.5');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a failed request as "Error saving job: …"', async () => {
    renderModal({ mode: 'add' }, () => new TypeError('Failed to fetch'));
    await fillRequired();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Job' }));
    expect(await within(dialog()).findByText(/^Error saving job: /)).toBeTruthy();
  });

  it('sends the salary as typed (6.5 stays 6.5) and reports success', async () => {
    const { onSaved, calls } = renderModal({ mode: 'add' }, () => ({ data: { createJobPost: { __typename: 'JobPost', id: 'j1', title: 'Data Analyst' } } }));
    await fillRequired();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Job' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]!.variables.input).toMatchObject({ title: 'Data Analyst', salary: '6.5 LPA', companylogo: expect.stringMatching(/placeholder/) });
  });

  it('in edit mode shows the ID and Update Job, filled in from the server', async () => {
    renderModal({ mode: 'edit', id: 'job-123' }, ({ operationName }) => {
      expect(operationName).toBe('AdminJobPostForEdit');
      return {
        data: {
          jobPost: {
            __typename: 'JobPost',
            id: 'job-123',
            title: 'ML Engineer',
            companyname: 'Konkan AI',
            companylogo: '/logos/konkan.svg',
            location: 'Baner',
            salary: '₹10 LPA',
            category: 'TECHNOLOGY',
            employmentType: 'FULL_TIME',
            content: '<p>Train <strong>models</strong></p>',
          },
        },
      };
    });
    expect(await within(dialog()).findByText('job-123')).toBeTruthy();
    expect(within(dialog()).getByText('Edit Job')).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'Update Job' })).toBeTruthy();
    expect((field('Job title') as HTMLInputElement).value).toBe('ML Engineer');
    expect((field('Salary') as HTMLInputElement).value).toBe('₹10 LPA');
    const editor = await within(dialog()).findByRole('textbox', { name: 'Description' });
    expect(editor.querySelector('strong')?.textContent).toBe('models');
  });

  it('refuses to edit a job without an ID', async () => {
    const { calls } = renderModal({ mode: 'edit', id: null });
    await fillRequired();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Job' }));
    expect(await within(dialog()).findByText('Error: Cannot edit job without ID')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows the placeholder when the logo cannot be loaded', async () => {
    renderModal({ mode: 'add' });
    await within(dialog()).findByRole('toolbar', { name: 'Description formatting' });
    fireEvent.change(field('Company logo URL'), { target: { value: 'https://broken.example/logo.png' } });
    const preview = within(dialog()).getByTestId('logo-preview') as HTMLImageElement;
    await waitFor(() => expect(preview.getAttribute('src')).toBe('https://broken.example/logo.png'));
    fireEvent.error(preview);
    await waitFor(() => expect(preview.getAttribute('src')).toBe('/logos/company-placeholder.svg'));
    expect(within(dialog()).getByText(/could not be loaded/)).toBeTruthy();
  });
});

describe('Add Job / Edit Job: status, closing date, experience, skills, how to apply (issue 27)', () => {
  it('sends the new fields: experience, skills, the application link, the status and the closing day', async () => {
    const { onSaved, calls } = renderModal({ mode: 'add' }, () => ({ data: { createJobPost: { __typename: 'JobPost', id: 'j1', title: 'Data Analyst' } } }));
    await fillRequired();
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /^Experience from/ }), { target: { value: '1' } });
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /^Experience up to/ }), { target: { value: '3' } });
    const skills = within(dialog()).getByLabelText(/^Skills/);
    // Pasted as one text with commas, which the field splits into skills.
    fireEvent.paste(skills, { clipboardData: { getData: () => 'SQL, Excel' } });
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'At a link' }));
    fireEvent.change(await within(dialog()).findByRole('textbox', { name: /^Application link/ }), { target: { value: 'https://careers.example.com/42' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Closing date/), { target: { value: '2099-12-31' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Job' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]!.variables.input).toMatchObject({
      experienceMin: 1,
      experienceMax: 3,
      skills: ['SQL', 'Excel'],
      applyMethod: 'URL',
      applyUrl: 'https://careers.example.com/42',
      applyEmail: null,
      closesAt: '2099-12-31',
      status: 'PUBLISHED',
    });
  });

  it('warns that a closing day already past closes the job once saved', async () => {
    renderModal({ mode: 'add' });
    await within(dialog()).findByRole('toolbar', { name: 'Description formatting' });
    expect(within(dialog()).queryByTestId('closing-date-past')).toBeNull();
    fireEvent.change(within(dialog()).getByLabelText(/^Closing date/), { target: { value: '2020-01-01' } });
    expect(await within(dialog()).findByTestId('closing-date-past')).toBeTruthy();
  });

  it("shows the server's refusal of an application e-mail beside its field", async () => {
    const message = 'Application e-mail must be a valid address such as jobs@example.com';
    renderModal({ mode: 'add' }, () => ({ data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field: 'applyEmail' } }] }));
    await fillRequired();
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'By e-mail' }));
    const email = await within(dialog()).findByRole('textbox', { name: /^Application e-mail/ });
    fireEvent.change(email, { target: { value: 'hr@' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Job' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog()).getAllByText(message).length).toBeGreaterThan(0);
  });

  it('edits a stored job: its closing day in India, and an untouched closing date is not sent again', async () => {
    const { calls } = renderModal({ mode: 'edit', id: 'job-9' }, ({ operationName }) =>
      operationName === 'AdminJobPostForEdit'
        ? {
            data: {
              jobPost: {
                __typename: 'JobPost',
                id: 'job-9',
                title: 'ML Engineer',
                companyname: 'Konkan AI',
                companylogo: '/logos/konkan.svg',
                location: 'Baner',
                salary: '₹10 LPA',
                category: null,
                employmentType: 'FULL_TIME',
                content: '<p>x</p>',
                status: 'PUBLISHED',
                closesAt: '2026-12-31T18:29:59.999Z',
                experienceMin: 2,
                experienceMax: null,
                skills: ['Python'],
                applyMethod: 'EMAIL',
                applyUrl: null,
                applyEmail: 'jobs@konkan.example',
              },
            },
          }
        : { data: { updateJobPost: { __typename: 'JobPost', id: 'job-9', title: 'ML Engineer' } } },
    );
    expect(await within(dialog()).findByDisplayValue('2026-12-31')).toBeTruthy();
    expect((within(dialog()).getByRole('textbox', { name: /^Application e-mail/ }) as HTMLInputElement).value).toBe('jobs@konkan.example');
    await within(dialog()).findByRole('toolbar', { name: 'Description formatting' });
    fireEvent.change(field('Job title'), { target: { value: 'ML Engineer II' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Job' }));
    await waitFor(() => expect(calls.some((c) => c.operationName === 'AdminUpdateJobPost')).toBe(true));
    const input = calls.find((c) => c.operationName === 'AdminUpdateJobPost')!.variables.input as Record<string, unknown>;
    expect('closesAt' in input).toBe(false);
    expect(input).toMatchObject({ title: 'ML Engineer II', experienceMin: 2, experienceMax: null, skills: ['Python'], applyMethod: 'EMAIL', applyEmail: 'jobs@konkan.example' });
  });
});

describe('Edit Job when someone else saved the job meanwhile', () => {
  const stored = (version: number, title: string) => ({
    data: {
      jobPost: {
        __typename: 'JobPost',
        id: 'job-7',
        title,
        companyname: 'Konkan AI',
        companylogo: '/logos/konkan.svg',
        location: 'Pune',
        salary: '₹10 LPA',
        category: null,
        employmentType: 'FULL_TIME',
        content: '<p>x</p>',
        status: 'PUBLISHED',
        closesAt: null,
        experienceMin: null,
        experienceMax: null,
        skills: [],
        applyMethod: 'SITE',
        applyUrl: null,
        applyEmail: null,
        version,
      },
    },
  });
  const CONFLICT = 'Someone else saved this job while you were editing it. Nothing of yours was saved: reload to see their change, then make yours again.';

  it('sends the version the form was loaded at; a CONFLICT shows the message, keeps what was typed, and Reload loads the newer version', async () => {
    let loads = 0;
    const { calls, onSaved } = renderModal({ mode: 'edit', id: 'job-7' }, ({ operationName }) => {
      if (operationName === 'AdminJobPostForEdit') return (loads += 1) === 1 ? stored(3, 'Data Analyst') : stored(4, 'Senior Data Analyst');
      return { data: null, errors: [{ message: CONFLICT, extensions: { code: 'CONFLICT' } }] };
    });
    await within(dialog()).findByRole('toolbar', { name: 'Description formatting' });
    fireEvent.change(field('Salary'), { target: { value: '12 LPA' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Job' }));
    const alert = await within(dialog()).findByTestId('save-conflict');
    expect(alert.textContent).toContain(CONFLICT);
    expect(calls.find((c) => c.operationName === 'AdminUpdateJobPost')!.variables.baseVersion).toBe(3);
    expect((field('Salary') as HTMLInputElement).value).toBe('12 LPA');
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.click(within(alert).getByRole('button', { name: 'Reload the newer version' }));
    await waitFor(() => expect((field('Job title') as HTMLInputElement).value).toBe('Senior Data Analyst'));
    expect(within(dialog()).queryByTestId('save-conflict')).toBeNull();
    await within(dialog()).findByRole('toolbar', { name: 'Description formatting' });
    fireEvent.change(field('Salary'), { target: { value: '12 LPA' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Job' }));
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'AdminUpdateJobPost')).toHaveLength(2));
    expect(calls.filter((c) => c.operationName === 'AdminUpdateJobPost')[1]!.variables.baseVersion).toBe(4);
  });
});

/** The modal as the Job Postings page uses it: it closes when closed or saved. */
function JobsPageHarness({ initial, onClose, onSaved }: { initial: JobFormTarget; onClose: () => void; onSaved: () => void }) {
  const [target, setTarget] = useState<JobFormTarget | null>(initial);
  return (
    <JobFormModal
      target={target}
      onClose={() => {
        onClose();
        setTarget(null);
      }}
      onSaved={() => {
        onSaved();
        setTarget(null);
      }}
    />
  );
}

function renderHarness(graphql: GraphQLHandler = () => ({ data: null }), initial: JobFormTarget = { mode: 'add' }) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const view = renderAdmin(<JobsPageHarness initial={initial} onClose={onClose} onSaved={onSaved} />, { graphql, otherRoutes: { '/admin/leads': <p>Leads page</p> } });
  return { ...view, onClose, onSaved };
}

const jobDialog = () => screen.getByRole('dialog', { name: 'Add Job' });
const question = () => screen.queryByRole('dialog', { name: 'Discard unsaved changes?' });
const titleField = () => within(jobDialog()).getByRole('textbox', { name: /^Job title/ });

/** Whether the browser would ask before closing or reloading the tab. */
function tabCloseAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function answer(button: 'Keep editing' | 'Discard changes') {
  const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(question()).toBeNull());
}

describe('Add Job / Edit Job with unsaved changes', () => {
  it('closes without asking when nothing changed (Escape, close button, Cancel, a click outside)', async () => {
    for (const close of ['escape', 'close button', 'cancel', 'outside'] as const) {
      const { onClose, unmount } = renderHarness();
      await within(jobDialog()).findByRole('toolbar', { name: 'Description formatting' });
      expect(tabCloseAsks()).toBe(false);
      if (close === 'escape') fireEvent.keyDown(titleField(), { key: 'Escape' });
      if (close === 'close button') fireEvent.click(within(jobDialog()).getByRole('button', { name: 'Close' }));
      if (close === 'cancel') fireEvent.click(within(jobDialog()).getByRole('button', { name: 'Cancel' }));
      if (close === 'outside') fireEvent.click(document.querySelector('.mantine-Modal-overlay')!);
      await waitFor(() => expect(onClose, close).toHaveBeenCalledTimes(1));
      expect(question(), close).toBeNull();
      unmount();
    }
  });

  it('asks "Discard unsaved changes?" on Escape, the close button, Cancel and a click outside; Keep editing keeps what was typed', async () => {
    const { onClose } = renderHarness();
    await within(jobDialog()).findByRole('toolbar', { name: 'Description formatting' });
    fireEvent.change(titleField(), { target: { value: 'Data Analyst' } });
    expect(tabCloseAsks()).toBe(true);

    fireEvent.keyDown(titleField(), { key: 'Escape' });
    await answer('Keep editing');
    fireEvent.click(within(jobDialog()).getByRole('button', { name: 'Close' }));
    await answer('Keep editing');
    fireEvent.click(within(jobDialog()).getByRole('button', { name: 'Cancel' }));
    await answer('Keep editing');
    fireEvent.click(document.querySelector('.mantine-Modal-overlay')!);
    await answer('Keep editing');
    expect(onClose).not.toHaveBeenCalled();
    expect((titleField() as HTMLInputElement).value).toBe('Data Analyst');

    // Escape while the question is open answers it, and leaves the form open.
    fireEvent.keyDown(titleField(), { key: 'Escape' });
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Keep editing' }), { key: 'Escape' });
    await waitFor(() => expect(question()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(jobDialog()).toBeTruthy();

    fireEvent.click(within(jobDialog()).getByRole('button', { name: 'Cancel' }));
    await answer('Discard changes');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Job' })).toBeNull());
    expect(tabCloseAsks()).toBe(false);
  });

  it('does not ask once a change is undone', async () => {
    const { onClose } = renderHarness();
    await within(jobDialog()).findByRole('toolbar', { name: 'Description formatting' });
    fireEvent.change(titleField(), { target: { value: 'Data Analyst' } });
    fireEvent.change(titleField(), { target: { value: '' } });
    fireEvent.click(within(jobDialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(question()).toBeNull();
  });

  it('asks before leaving the page with changes (a link, Back), and leaves when told to discard them', async () => {
    const { router } = renderHarness();
    await within(jobDialog()).findByRole('toolbar', { name: 'Description formatting' });
    fireEvent.change(titleField(), { target: { value: 'Data Analyst' } });
    await act(() => router.navigate('/admin/leads'));
    await answer('Keep editing');
    expect(router.state.location.pathname).toBe('/admin');
    expect((titleField() as HTMLInputElement).value).toBe('Data Analyst');
    await act(() => router.navigate('/admin/leads'));
    await answer('Discard changes');
    await screen.findByText('Leads page');
    expect(router.state.location.pathname).toBe('/admin/leads');
  });

  it('does not ask after a successful save', async () => {
    const { onSaved, onClose, router } = renderHarness(() => ({ data: { createJobPost: { __typename: 'JobPost', id: 'j1', title: 'Data Analyst' } } }));
    await fillRequired();
    expect(tabCloseAsks()).toBe(true);
    fireEvent.click(within(jobDialog()).getByRole('button', { name: 'Save Job' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Job' })).toBeNull());
    expect(question()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(tabCloseAsks()).toBe(false);
    await act(() => router.navigate('/admin/leads'));
    await screen.findByText('Leads page');
    expect(question()).toBeNull();
  });

  it('in edit mode asks only after a change to the loaded job', async () => {
    const job = { __typename: 'JobPost', id: 'job-123', title: 'ML Engineer', companyname: 'Konkan AI', companylogo: '/logos/konkan.svg', location: 'Baner', salary: '1000000', category: 'TECHNOLOGY', employmentType: 'FULL_TIME', content: '<p>Train models</p>' };
    const { onClose } = renderHarness(() => ({ data: { jobPost: job } }), { mode: 'edit', id: 'job-123' });
    const dialog = () => screen.getByRole('dialog', { name: 'Edit Job' });
    await within(dialog()).findByRole('textbox', { name: 'Description' });
    expect(tabCloseAsks()).toBe(false);
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /^Location/ }), { target: { value: 'Kharadi' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await answer('Discard changes');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
