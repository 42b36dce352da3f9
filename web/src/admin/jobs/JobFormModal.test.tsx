import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  fireEvent.change(field('Salary'), { target: { value: '500000' } });
  // The description editor is loaded lazily; wait for it so that nothing updates after the test.
  await within(dialog()).findByRole('toolbar', { name: 'Description formatting' });
}

// Mantine, Slate and the lazily loaded editor take a while to load the first time on a busy machine.
beforeAll(() => import('../../components/editor/RichTextEditor'), 30_000);

describe('Add Job / Edit Job', { timeout: 20_000 }, () => {
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

  it('shows a failed request as "Error saving job: …"', async () => {
    renderModal({ mode: 'add' }, () => new TypeError('Failed to fetch'));
    await fillRequired();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Job' }));
    expect(await within(dialog()).findByText(/^Error saving job: /)).toBeTruthy();
  });

  it('sends the salary as a string and reports success', async () => {
    const { onSaved, calls } = renderModal({ mode: 'add' }, () => ({ data: { createJobPost: { __typename: 'JobPost', id: 'j1', title: 'Data Analyst' } } }));
    await fillRequired();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Job' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]!.variables.input).toMatchObject({ title: 'Data Analyst', salary: '500000', companylogo: expect.stringMatching(/placeholder/) });
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
            salary: '1000000',
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
    await waitFor(() => expect(preview.getAttribute('src')).toBe('https://broken.example/logo.png'), { timeout: 2000 });
    fireEvent.error(preview);
    await waitFor(() => expect(preview.getAttribute('src')).toBe('/logos/company-placeholder.svg'));
    expect(within(dialog()).getByText(/could not be loaded/)).toBeTruthy();
  });
});
