// The learner's side of applications in the browser: the application form (as the server draws it, for a visitor
// who is not signed in, for a signed-in learner with the CV on file, and the refusals it shows), My applications with
// its history and Withdraw, Save on a job, and Saved jobs with a closed job marked. Where the focus goes when a
// control gives way (a refusal, the answer, Withdraw's steps, the dialog closing), and a session ended elsewhere.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LearnerSessionProvider, useLearnerSession } from '../account/LearnerSession';
import { GraphQLRefusal, renderOnServer, renderWithApi, sampleJob, sampleLearner, type OperationHandler } from '../testUtils';
import { ApplicationForm, type ApplyJob } from './ApplicationForm';
import { ApplyNowLink } from './ApplyNow';
import { ApplyPage } from './ApplyPage';
import { renderRoutes } from '../testUtils';
import { MyApplicationsPage } from './MyApplicationsPage';
import { SavedJobsPage } from './SavedJobsPage';
import { SaveJobButton } from './SaveJobButton';

const JOB: ApplyJob = { id: 'job-1', title: 'Junior Data Analyst', companyname: 'Sahyadri Analytics', state: 'OPEN', applyMethod: 'SITE' };

const LEARNER = sampleLearner({ cv: { __typename: 'LearnerCv', fileName: 'Asha CV.pdf', size: 120_000, uploadedAt: '2025-06-01T10:00:00.000Z' } });

const application = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'MyApplication',
  id: 'a1',
  jobId: 'job-1',
  jobTitle: 'Junior Data Analyst',
  companyname: 'Sahyadri Analytics',
  jobLocation: 'Pune',
  jobOpen: true,
  appliedAt: '2025-06-02T05:00:00.000Z',
  stage: 'APPLIED',
  stageChangedAt: '2025-06-02T05:00:00.000Z',
  note: 'I know SQL.',
  phone: '+91 98765 43210',
  canWithdraw: true,
  cv: { __typename: 'MyApplicationCv', fileName: 'Asha CV.pdf', size: 120_000 },
  events: [{ __typename: 'MyApplicationEvent', id: 'e1', kind: 'applied', fromStage: null, toStage: 'APPLIED', at: '2025-06-02T05:00:00.000Z' }],
  ...overrides,
});

const openLogin = vi.fn();

/** Renders `ui` inside the learner session, signed in as `learner` (or nobody), with the API's answers. */
function renderAs(learner: typeof LEARNER | null, ui: ReactNode, handlers: Record<string, OperationHandler> = {}, url = '/') {
  document.cookie = learner ? 'lc_signed_in=1; path=/' : 'lc_signed_in=; path=/; max-age=0';
  return renderWithApi(<LearnerSessionProvider openLogin={openLogin}>{ui}</LearnerSessionProvider>, { CurrentLearner: () => ({ currentLearner: learner }), ...handlers }, url);
}

beforeEach(() => {
  openLogin.mockReset();
  // Each test is a fresh tab: no draft of another test's form.
  sessionStorage.clear();
});

/** Stands for the login dialog's sign-in: the session asks again who is signed in. */
function SignInAgain() {
  const { refresh } = useLearnerSession();
  return (
    <button type="button" onClick={() => void refresh()}>
      test: sign in again
    </button>
  );
}
afterEach(() => {
  document.cookie = 'lc_signed_in=; path=/; max-age=0';
});

describe('the application form', () => {
  it('is drawn by the server as a plain multipart form posted to the job’s application page, with nothing personal', () => {
    const { root } = renderOnServer(<ApplicationForm job={JOB} />);
    const form = root.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/jobs/job-1/apply');
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect([...form.querySelectorAll('input[name="cvChoice"]')].map((i) => i.getAttribute('value'))).toEqual(['ON_FILE', 'UPLOAD', 'NONE']);
    expect(form.querySelector('input[type="file"][name="cv"]')).not.toBeNull();
    expect(form.querySelector('input[name="phone"]')!.getAttribute('value') ?? '').toBe('');
    expect(form.querySelector('textarea[name="note"]')!.getAttribute('maxlength')).toBe('1000');
  });

  it('says what the form posted without script came to (?sent, ?problem)', () => {
    expect(renderOnServer(<ApplicationForm job={JOB} posted={{ sent: true, problem: null }} />).root.textContent).toMatch(/Your application is sent/);
    const refused = renderOnServer(<ApplicationForm job={JOB} posted={{ sent: false, problem: 'already-applied' }} />).root;
    expect(refused.querySelector('[role="alert"]')!.textContent).toBe('You have already applied to this job');
    const phone = renderOnServer(<ApplicationForm job={JOB} posted={{ sent: false, problem: 'phone' }} />).root;
    expect(phone.textContent).toMatch('Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9');
  });

  it('a closed job shows no form', () => {
    const { root } = renderOnServer(<ApplicationForm job={{ ...JOB, state: 'FILLED' }} />);
    expect(root.querySelector('form')).toBeNull();
    expect(root.textContent).toMatch('This job is no longer accepting applications');
  });

  it('asks a visitor who is not signed in to sign in or sign up, coming back to this form', async () => {
    renderAs(null, <ApplicationForm job={JOB} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(openLogin).toHaveBeenCalledWith('signup', { reason: 'Sign in or sign up to apply for Junior Data Analyst at Sahyadri Analytics.', returnTo: '/jobs/job-1/apply' });
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });

  it('asks a learner whose address is not confirmed to confirm it first', async () => {
    renderAs({ ...LEARNER, emailVerified: false }, <ApplicationForm job={JOB} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Confirm your e-mail address first/);
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });

  it('a signed-in learner applies with the CV on file and the profile’s phone, then sees it sent', async () => {
    let applied: ReturnType<typeof application> | null = null;
    const { calls } = renderAs(LEARNER, <ApplicationForm job={JOB} />, {
      MyApplicationForJob: () => ({ myApplicationForJob: applied }),
      ApplyToJob: () => ({ applyToJob: (applied = application()) }),
    });
    const send = await screen.findByRole('button', { name: 'Send application' });
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('+91 98765 43210');
    const onFile = screen.getByRole('radio', { name: /The CV on my account: Asha CV.pdf/ }) as HTMLInputElement;
    expect(onFile.checked).toBe(true);
    fireEvent.change(screen.getByLabelText('A short note (optional)'), { target: { value: 'I know SQL.' } });
    send.focus();
    fireEvent.click(send);
    const sent = await screen.findByRole('status');
    expect(sent.textContent).toMatch(/Your application is sent with Asha CV.pdf/);
    // The answer takes the place, and the focus, of the form (not the page's <body>, outside the dialog).
    await waitFor(() => expect(document.activeElement).toBe(sent));
    expect(calls.find((c) => c.operationName === 'ApplyToJob')!.variables).toEqual({ jobId: 'job-1', input: { phone: '+91 98765 43210', note: 'I know SQL.', cv: 'ON_FILE' } });
    expect(screen.getByRole('link', { name: 'My applications' }).getAttribute('href')).toBe('/account/applications');
  });

  it('shows a problem beside its field, and a closed job instead of the form when the job closed meanwhile', async () => {
    let answer: unknown = new GraphQLRefusal('Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210', 'BAD_USER_INPUT', { field: 'phone', fields: [{ field: 'phone', message: 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210' }] });
    renderAs(LEARNER, <ApplicationForm job={JOB} />, { MyApplicationForJob: () => ({ myApplicationForJob: null }), ApplyToJob: () => answer });
    fireEvent.click(await screen.findByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210')).toBeTruthy();
    answer = new GraphQLRefusal('This job is no longer accepting applications', 'CONFLICT');
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect((await screen.findByRole('status')).textContent).toBe('This job is no longer accepting applications.');
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });

  it('a refused phone number takes the focus to its field, and is announced', async () => {
    renderAs(LEARNER, <ApplicationForm job={JOB} />, {
      MyApplicationForJob: () => ({ myApplicationForJob: null }),
      ApplyToJob: () => new GraphQLRefusal('Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210', 'BAD_USER_INPUT', { field: 'phone', fields: [{ field: 'phone', message: 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210' }] }),
    });
    const send = await screen.findByRole('button', { name: 'Send application' });
    fireEvent.click(screen.getByRole('radio', { name: 'No CV for now' }));
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '555' } });
    send.focus();
    fireEvent.click(send);
    const phone = screen.getByLabelText('Mobile number');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(screen.getByRole('alert').textContent).toBe('Please correct the field marked below.');
    expect(phone.getAttribute('aria-describedby')).toMatch(/problem/);
  });

  it('a CV not chosen takes the focus to the file field, and is announced each time', async () => {
    renderAs({ ...LEARNER, cv: null } as unknown as typeof LEARNER, <ApplicationForm job={JOB} />, { MyApplicationForJob: () => ({ myApplicationForJob: null }) });
    const send = await screen.findByRole('button', { name: 'Send application' });
    send.focus();
    fireEvent.click(send);
    const file = screen.getByLabelText('CV file');
    await waitFor(() => expect(document.activeElement).toBe(file));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please correct the field marked below.');
    expect(document.getElementById(file.getAttribute('aria-describedby')!)!.textContent).toBe('Choose a CV to upload');
    send.focus();
    fireEvent.click(send);
    await waitFor(() => expect(document.activeElement).toBe(file));
    // Drawn anew, so that a screen reader says it again.
    expect(screen.getByRole('alert')).not.toBe(alert);
  });

  it('a learner signed out in another tab: the refusal makes the session ask again, the form offers to sign in and keeps what was typed, to send once signed in again', async () => {
    let signedIn = true;
    let answer: unknown = new GraphQLRefusal('Sign in to your learner account to do this.', 'UNAUTHENTICATED');
    const { calls } = renderAs(
      LEARNER,
      <>
        <ApplicationForm job={JOB} />
        <SignInAgain />
      </>,
      {
        CurrentLearner: () => ({ currentLearner: signedIn ? LEARNER : null }),
        MyApplicationForJob: () => ({ myApplicationForJob: null }),
        ApplyToJob: () => answer,
      },
    );
    const send = await screen.findByRole('button', { name: 'Send application' });
    fireEvent.change(screen.getByLabelText('A short note (optional)'), { target: { value: 'I can join in June.' } });
    signedIn = false;
    send.focus();
    fireEvent.click(send);
    const said = await screen.findByText(/You are no longer signed in/);
    await waitFor(() => expect(document.activeElement).toBe(said));
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(calls.filter((c) => c.operationName === 'CurrentLearner')).toHaveLength(2);
    // The form stays as it was typed; sending it now asks to sign in first.
    expect((screen.getByLabelText('A short note (optional)') as HTMLTextAreaElement).value).toBe('I can join in June.');
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(openLogin).toHaveBeenCalledWith('signin', expect.objectContaining({ returnTo: '/jobs/job-1/apply' }));
    expect(calls.filter((c) => c.operationName === 'ApplyToJob')).toHaveLength(1);
    // Signed in again (the login dialog refreshes the session): a status says so and takes the focus; the note is there.
    signedIn = true;
    answer = { applyToJob: { __typename: 'Application', id: 'a1' } };
    fireEvent.click(screen.getByRole('button', { name: 'test: sign in again' }));
    const status = await screen.findByText(/You are signed in again as Asha Patil/);
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.queryByText(/You are no longer signed in/)).toBeNull();
    expect((screen.getByLabelText('A short note (optional)') as HTMLTextAreaElement).value).toBe('I can join in June.');
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'ApplyToJob')).toHaveLength(2));
    expect(calls.filter((c) => c.operationName === 'ApplyToJob')[1]!.variables).toMatchObject({ input: { note: 'I can join in June.' } });
  });

  it('a refusal UNAUTHENTICATED about something else asks once more, and keeps the learner signed in', async () => {
    const { calls } = renderAs(LEARNER, <ApplicationForm job={JOB} />, {
      MyApplicationForJob: () => ({ myApplicationForJob: null }),
      ApplyToJob: () => new GraphQLRefusal('This preview link has expired', 'UNAUTHENTICATED'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'CurrentLearner')).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This preview link has expired');
    expect(screen.getByRole('button', { name: 'Send application' })).toBeTruthy();
  });

  it('an upload answered 401 (signed out in another tab) makes the session ask again', async () => {
    let signedIn = true;
    const rest = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success: false, message: 'Sign in to your learner account to do this.' }, { status: 401 }));
    try {
      renderAs({ ...LEARNER, cv: null } as unknown as typeof LEARNER, <ApplicationForm job={JOB} />, {
        CurrentLearner: () => ({ currentLearner: signedIn ? { ...LEARNER, cv: null } : null }),
        MyApplicationForJob: () => ({ myApplicationForJob: null }),
      });
      const send = await screen.findByRole('button', { name: 'Send application' });
      fireEvent.change(screen.getByLabelText('CV file'), { target: { files: [new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })] } });
      signedIn = false;
      fireEvent.click(send);
      expect(await screen.findByText(/You are no longer signed in/)).toBeTruthy();
      expect(rest).toHaveBeenCalledWith('/api/v1/jobs/job-1/applications', expect.objectContaining({ method: 'POST' }));
    } finally {
      rest.mockRestore();
    }
  });

  it('an application already sent shows its day and stage instead of the form', async () => {
    renderAs(LEARNER, <ApplicationForm job={JOB} />, { MyApplicationForJob: () => ({ myApplicationForJob: application({ stage: 'SHORTLISTED' }) }) });
    expect((await screen.findByText(/You applied on/)).textContent).toMatch(/You applied on 2 Jun 2025\. Stage: Shortlisted/);
  });

  it('a new CV must be chosen before sending, and at most 5 MB', async () => {
    const { calls } = renderAs({ ...LEARNER, cv: null } as unknown as typeof LEARNER, <ApplicationForm job={JOB} />, { MyApplicationForJob: () => ({ myApplicationForJob: null }) });
    const send = await screen.findByRole('button', { name: 'Send application' });
    expect((screen.getByRole('radio', { name: /A new CV/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: /The CV on my account/ })).toBeNull();
    fireEvent.click(send);
    expect(await screen.findByText('Choose a CV to upload')).toBeTruthy();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('CV file'), { target: { files: [big] } });
    fireEvent.click(send);
    expect(await screen.findByText('A CV must be at most 5 MB')).toBeTruthy();
    expect(calls.filter((c) => c.operationName === 'ApplyToJob')).toHaveLength(0);
  });
});

describe('My applications', () => {
  it('lists each application with its stage and history, and withdraws one after asking', async () => {
    let current = application({
      stage: 'INTERVIEW',
      events: [
        { __typename: 'MyApplicationEvent', id: 'e1', kind: 'applied', fromStage: null, toStage: 'APPLIED', at: '2025-06-02T05:00:00.000Z' },
        { __typename: 'MyApplicationEvent', id: 'e2', kind: 'stage', fromStage: 'APPLIED', toStage: 'INTERVIEW', at: '2025-06-04T05:00:00.000Z' },
      ],
    });
    const { calls } = renderAs(LEARNER, <MyApplicationsPage />, {
      MyApplications: () => ({ myApplications: { __typename: 'Conn', totalCount: 1, edges: [{ __typename: 'Edge', node: current }], pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c1' } } }),
      WithdrawApplication: () => ({
        withdrawApplication: (current = application({ stage: 'WITHDRAWN', canWithdraw: false, events: [...current.events, { __typename: 'MyApplicationEvent', id: 'e3', kind: 'withdrawn', fromStage: 'INTERVIEW', toStage: 'WITHDRAWN', at: '2025-06-05T05:00:00.000Z' }] })),
      }),
    });
    const card = await screen.findByRole('article', { name: 'Junior Data Analyst' });
    expect(within(card).getByText('Interview')).toBeTruthy();
    expect(within(card).getByText('Applied')).toBeTruthy();
    expect(within(card).getByText('Moved to Interview')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Asha CV.pdf' }).getAttribute('href')).toBe('/api/v1/account/applications/a1/cv');
    fireEvent.click(within(card).getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, withdraw it' }));
    expect(await within(card).findByText('Withdrawn by you')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'WithdrawApplication')!.variables).toEqual({ id: 'a1' });
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('each step of Withdraw takes the focus: the question, Withdraw again, the refusal (announced), the stage once withdrawn', async () => {
    let answer: unknown = new GraphQLRefusal('This application can no longer be withdrawn', 'CONFLICT');
    renderAs(LEARNER, <MyApplicationsPage />, {
      MyApplications: () => ({ myApplications: { __typename: 'Conn', totalCount: 1, edges: [{ __typename: 'Edge', node: application() }], pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c1' } } }),
      WithdrawApplication: () => answer,
    });
    const card = await screen.findByRole('article', { name: 'Junior Data Analyst' });
    const withdraw = within(card).getByRole('button', { name: 'Withdraw' });
    withdraw.focus();
    fireEvent.click(withdraw);
    await waitFor(() => expect(document.activeElement!.textContent).toMatch(/^Withdraw this application\?/));
    fireEvent.click(within(card).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Withdraw' })));
    fireEvent.click(within(card).getByRole('button', { name: 'Withdraw' }));
    const yes = within(card).getByRole('button', { name: 'Yes, withdraw it' });
    yes.focus();
    fireEvent.click(yes);
    const alert = await within(card).findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.textContent).toBe('This application can no longer be withdrawn');
    answer = { withdrawApplication: application({ stage: 'WITHDRAWN', canWithdraw: false }) };
    yes.focus();
    fireEvent.click(yes);
    await waitFor(() => expect(document.activeElement!.textContent).toBe('Stage: Withdrawn'));
    expect(card.contains(document.activeElement)).toBe(true);
  });

  it('asks a visitor who is not signed in to sign in, and asks the API nothing', async () => {
    const { calls } = renderAs(null, <MyApplicationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(openLogin).toHaveBeenCalledWith('signin');
    expect(calls.map((c) => c.operationName).filter((name) => name !== 'PortalSiteSettings')).toEqual([]);
  });

  it('a failed check of who is signed in offers no Login but Try again; signing in from the prompt moves the focus to a status', async () => {
    let answer: () => unknown = () => {
      throw new TypeError('Failed to fetch');
    };
    renderAs(
      LEARNER,
      <>
        <MyApplicationsPage />
        <SignInAgain />
      </>,
      { CurrentLearner: () => answer(), MyApplications: () => ({ myApplications: { __typename: 'ApplicationConnection', totalCount: 0, edges: [], pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null } } }) },
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be reached/);
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    // Nobody signed in after all: now the prompt.
    answer = () => ({ currentLearner: null });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const login = await screen.findByRole('button', { name: 'Login' });
    login.focus();
    answer = () => ({ currentLearner: LEARNER });
    fireEvent.click(screen.getByRole('button', { name: 'test: sign in again' }));
    const status = await screen.findByText('You are signed in as Asha Patil.');
    await waitFor(() => expect(document.activeElement).toBe(status));
  });
});

describe('Apply Now', () => {
  it('gives the focus back to Apply Now once its dialog is closed (the dialog is gone, the browser cannot)', async () => {
    renderAs(LEARNER, <ApplyNowLink job={{ ...JOB, applyMethod: 'SITE' }}>Apply Now</ApplyNowLink>, { MyApplicationForJob: () => ({ myApplicationForJob: null }) });
    const apply = screen.getByRole('link', { name: 'Apply Now' });
    apply.focus();
    fireEvent.click(apply);
    const close = await screen.findByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close' })).toBeNull());
    expect(document.activeElement).toBe(apply);
  });
});

describe('Apply Now once the learner applied', () => {
  const SITE_JOB = { ...JOB, applyMethod: 'SITE' as const };
  const appliedJob = (overrides: Record<string, unknown> = {}) => ({ __typename: 'MyAppliedJob', jobId: 'job-1', applicationId: 'a1', appliedAt: '2025-06-02T05:00:00.000Z', stage: 'APPLIED', ...overrides });

  it('the server’s HTML is Apply Now for everyone; the signed-in learner who applied then sees the day, and a link to the application', async () => {
    const { root } = renderOnServer(
      <LearnerSessionProvider openLogin={openLogin}>
        <ApplyNowLink job={SITE_JOB}>Apply Now</ApplyNowLink>
      </LearnerSessionProvider>,
      '/',
      { MyAppliedJobs: () => ({ myAppliedJobs: [appliedJob()] }) },
    );
    expect(root.querySelector('a')!.textContent).toBe('Apply Now');
    expect(root.textContent).not.toMatch(/Applied/);

    const { calls } = renderAs(
      LEARNER,
      <>
        <ApplyNowLink job={SITE_JOB}>Apply Now</ApplyNowLink>
        <ApplyNowLink job={SITE_JOB} label="Apply Now: Junior Data Analyst at Sahyadri Analytics">Apply Now</ApplyNowLink>
        <ApplyNowLink job={{ ...SITE_JOB, id: 'job-2' }}>Apply Now</ApplyNowLink>
      </>,
      { MyAppliedJobs: () => ({ myAppliedJobs: [appliedJob()] }) },
    );
    const view = await screen.findByRole('link', { name: 'View application' });
    expect(view.getAttribute('href')).toBe('/account/applications');
    expect(view.parentElement!.textContent).toBe('Applied on 2 Jun 2025 · View application');
    // On a card (labelled): the link names its job.
    expect(screen.getByRole('link', { name: 'View your application: Junior Data Analyst at Sahyadri Analytics' })).toBeTruthy();
    // Another job still offers Apply Now; one request answered every one of them.
    expect(screen.getAllByRole('link', { name: 'Apply Now' })).toHaveLength(1);
    expect(calls.filter((c) => c.operationName === 'MyAppliedJobs')).toHaveLength(1);
  });

  it('a withdrawn application says so (the job cannot be applied to again), and nobody signed in asks nothing', async () => {
    renderAs(LEARNER, <ApplyNowLink job={SITE_JOB}>Apply Now</ApplyNowLink>, { MyAppliedJobs: () => ({ myAppliedJobs: [appliedJob({ stage: 'WITHDRAWN' })] }) });
    expect((await screen.findByRole('link', { name: 'View application' })).parentElement!.textContent).toBe('Application withdrawn · View application');
    expect(screen.queryByRole('link', { name: 'Apply Now' })).toBeNull();
  });

  it('nobody signed in: Apply Now, and no question asked', async () => {
    const { calls } = renderAs(null, <ApplyNowLink job={SITE_JOB}>Apply Now</ApplyNowLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Apply Now' }));
    await waitFor(() => expect(openLogin).toHaveBeenCalled());
    expect(calls.map((c) => c.operationName)).not.toContain('MyAppliedJobs');
  });

  it('sent from the dialog: every Apply Now of the page becomes Applied at once, and the focus comes back to the link to the application', async () => {
    let applied: ReturnType<typeof application> | null = null;
    renderAs(
      LEARNER,
      <>
        <ApplyNowLink job={SITE_JOB}>Apply Now</ApplyNowLink>
        <ApplyNowLink job={SITE_JOB} label="Apply Now: Junior Data Analyst at Sahyadri Analytics">Apply Now</ApplyNowLink>
      </>,
      {
        MyAppliedJobs: () => ({ myAppliedJobs: applied ? [appliedJob()] : [] }),
        MyApplicationForJob: () => ({ myApplicationForJob: applied }),
        ApplyToJob: () => ({ applyToJob: (applied = application()) }),
      },
    );
    const apply = screen.getAllByRole('link', { name: 'Apply Now' })[0]!;
    apply.focus();
    fireEvent.click(apply);
    fireEvent.click(await screen.findByRole('button', { name: 'Send application' }));
    await screen.findByText(/Your application is sent/);
    // Behind the dialog, without a reload.
    await waitFor(() => expect(screen.queryAllByRole('link', { name: /^Apply Now/ })).toHaveLength(0));
    expect(screen.getAllByRole('link', { name: /View (your )?application/ }).map((a) => a.parentElement!.textContent)).toEqual(['Applied on 2 Jun 2025 · View application', 'Applied on 2 Jun 2025 · View application']);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'View application' }));
  });
});

describe('the application form keeps what was typed', () => {
  const KEY = 'application-draft:l1:job-1';

  it('reloaded (or opened again), the form has the note, phone and CV choice typed, for the same learner only; sending drops it', async () => {
    let applied: ReturnType<typeof application> | null = null;
    const handlers = { MyApplicationForJob: () => ({ myApplicationForJob: applied }), ApplyToJob: () => ({ applyToJob: (applied = application()) }) };
    const first = renderAs(LEARNER, <ApplicationForm job={JOB} />, handlers);
    await screen.findByRole('button', { name: 'Send application' });
    fireEvent.change(screen.getByLabelText('A short note (optional)'), { target: { value: 'I can join in June.' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '91234 56789' } });
    fireEvent.click(screen.getByRole('radio', { name: 'No CV for now' }));
    first.unmount();

    // Another learner on the same computer: an empty form.
    const other = renderAs({ ...LEARNER, id: 'l2', name: 'Ravi Kumar' }, <ApplicationForm job={JOB} />, handlers);
    await screen.findByRole('button', { name: 'Send application' });
    expect((screen.getByLabelText('A short note (optional)') as HTMLTextAreaElement).value).toBe('');
    other.unmount();

    const { calls } = renderAs(LEARNER, <ApplicationForm job={JOB} />, handlers);
    await screen.findByRole('button', { name: 'Send application' });
    expect((screen.getByLabelText('A short note (optional)') as HTMLTextAreaElement).value).toBe('I can join in June.');
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('91234 56789');
    expect((screen.getByRole('radio', { name: 'No CV for now' }) as HTMLInputElement).checked).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual({ phone: '91234 56789', note: 'I can join in June.', cv: 'NONE' });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByText(/Your application is sent/);
    expect(calls.find((c) => c.operationName === 'ApplyToJob')!.variables).toEqual({ jobId: 'job-1', input: { phone: '91234 56789', note: 'I can join in June.', cv: 'NONE' } });
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('reloading the application page keeps the note', async () => {
    const routes = [{ path: '/jobs/:id/apply', element: <LearnerSessionProvider openLogin={openLogin}><ApplyPage /></LearnerSessionProvider> }];
    const handlers = {
      CurrentLearner: () => ({ currentLearner: LEARNER }),
      PortalApplyJob: () => ({ jobPost: { ...sampleJob(), state: 'OPEN', applyMethod: 'SITE' } }),
      MyApplicationForJob: () => ({ myApplicationForJob: null }),
    };
    document.cookie = 'lc_signed_in=1; path=/';
    const page = renderRoutes(routes, '/jobs/job-1/apply', handlers);
    // The learner's own form (not the one drawn for visitors without script).
    await screen.findByText(/Applying as/);
    fireEvent.change(screen.getByLabelText('A short note (optional)'), { target: { value: 'Free from 1 July.' } });
    page.unmount();
    renderRoutes(routes, '/jobs/job-1/apply', handlers);
    await screen.findByText(/Applying as/);
    expect((screen.getByLabelText('A short note (optional)') as HTMLTextAreaElement).value).toBe('Free from 1 July.');
  });

  it('Discard empties the form and forgets it; a form as found keeps nothing', async () => {
    renderAs(LEARNER, <ApplicationForm job={JOB} />, { MyApplicationForJob: () => ({ myApplicationForJob: null }) });
    await screen.findByRole('button', { name: 'Send application' });
    expect(screen.queryByRole('button', { name: 'Discard what I typed' })).toBeNull();
    fireEvent.change(screen.getByLabelText('A short note (optional)'), { target: { value: 'Hello' } });
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Discard what I typed' }));
    const note = screen.getByLabelText('A short note (optional)') as HTMLTextAreaElement;
    expect(note.value).toBe('');
    expect(sessionStorage.getItem(KEY)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(screen.queryByRole('button', { name: 'Discard what I typed' })).toBeNull();
    // Typed, then taken back to how it was: nothing kept.
    fireEvent.change(note, { target: { value: 'x' } });
    fireEvent.change(note, { target: { value: '' } });
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});

describe('saved jobs', () => {
  it('Save is in the server’s HTML (hydration moves nothing), disabled until the page’s script runs', async () => {
    const { root } = renderOnServer(
      <LearnerSessionProvider openLogin={openLogin}>
        <SaveJobButton jobId="job-1" jobTitle="Junior Data Analyst" />
      </LearnerSessionProvider>,
    );
    const drawn = root.querySelector('button')!;
    expect(drawn.getAttribute('aria-label')).toBe('Save: Junior Data Analyst');
    expect(drawn.getAttribute('aria-pressed')).toBe('false');
    expect(drawn.disabled).toBe(true);
    renderAs(null, <SaveJobButton jobId="job-1" jobTitle="Junior Data Analyst" />);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save: Junior Data Analyst' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('a job page’s Save and Apply Now are one row of the same height, a gap between them, at every width', () => {
    const css = readFileSync(path.resolve(import.meta.dirname, '../jobs/jobs.css'), 'utf8');
    const actions = css.match(/\.job-hero__actions \{([^}]*)\}/)![1]!;
    expect(actions).toMatch(/display: flex;/);
    expect(actions).toMatch(/align-items: center;/);
    expect(actions).toMatch(/gap: (0\.\d*[1-9]|[1-9])/);
  });

  it('Save asks a visitor to sign in first; a learner saves and unsaves', async () => {
    // The server's HTML has the button disabled: it is clicked once the script has made it work.
    const enabledSave = async () => {
      const save = (await screen.findByRole('button', { name: 'Save: Junior Data Analyst' })) as HTMLButtonElement;
      await waitFor(() => expect(save.disabled).toBe(false));
      return save;
    };
    const anonymous = renderAs(null, <SaveJobButton jobId="job-1" jobTitle="Junior Data Analyst" />);
    fireEvent.click(await enabledSave());
    expect(openLogin).toHaveBeenCalledWith('signin', expect.objectContaining({ reason: expect.stringMatching(/save jobs/) }));
    anonymous.unmount();

    let saved: string[] = [];
    const { calls } = renderAs(LEARNER, <SaveJobButton jobId="job-1" jobTitle="Junior Data Analyst" />, {
      MySavedJobIds: () => ({ mySavedJobIds: saved }),
      SaveJob: () => ((saved = ['job-1']), { saveJob: true }),
      UnsaveJob: () => ((saved = []), { unsaveJob: false }),
    });
    await waitFor(() => expect(calls.some((c) => c.operationName === 'MySavedJobIds')).toBe(true));
    fireEvent.click(await enabledSave());
    const button = (await screen.findByRole('button', { name: 'Saved: Junior Data Analyst' })) as HTMLButtonElement;
    expect(button.getAttribute('aria-pressed')).toBe('true');
    // Shown at once, and busy (aria-disabled, clicks ignored, the focus kept) until the save is answered.
    await waitFor(() => expect(button.hasAttribute('aria-disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save: Junior Data Analyst' }).getAttribute('aria-pressed')).toBe('false'));
    expect(calls.filter((c) => ['SaveJob', 'UnsaveJob'].includes(c.operationName)).map((c) => c.operationName)).toEqual(['SaveJob', 'UnsaveJob']);
  });

  it('a save refused because the session ended elsewhere opens the login modal, and saves once signed in again', async () => {
    let signedIn = true;
    let saved: string[] = [];
    const { calls } = renderAs(
      LEARNER,
      <>
        <SaveJobButton jobId="job-1" jobTitle="Junior Data Analyst" />
        <SignInAgain />
      </>,
      {
        CurrentLearner: () => ({ currentLearner: signedIn ? LEARNER : null }),
        MySavedJobIds: () => ({ mySavedJobIds: saved }),
        SaveJob: () => (signedIn ? ((saved = ['job-1']), { saveJob: true }) : new GraphQLRefusal('Sign in to your learner account to do this.', 'UNAUTHENTICATED')),
      },
    );
    const save = (await screen.findByRole('button', { name: 'Save: Junior Data Analyst' })) as HTMLButtonElement;
    await waitFor(() => expect(calls.some((c) => c.operationName === 'MySavedJobIds')).toBe(true));
    await waitFor(() => expect(save.disabled).toBe(false));
    signedIn = false;
    fireEvent.click(save);
    await waitFor(() => expect(openLogin).toHaveBeenCalledWith('signin', { reason: 'Sign in or sign up to save jobs and find them again under Saved jobs.' }));
    expect(screen.getByRole('button', { name: 'Save: Junior Data Analyst' }).getAttribute('aria-pressed')).toBe('false');
    // Signed in again from the modal: the save is done.
    signedIn = true;
    fireEvent.click(screen.getByRole('button', { name: 'test: sign in again' }));
    expect(await screen.findByRole('button', { name: 'Saved: Junior Data Analyst' })).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'SaveJob')).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Saved jobs lists them newest first and marks a closed one Closed', async () => {
    renderAs(LEARNER, <SavedJobsPage />, {
      MySavedJobs: () => ({
        mySavedJobs: [
          { __typename: 'SavedJob', savedAt: '2025-06-04T05:00:00.000Z', job: { ...sampleJob({ id: 'job-2', title: 'BI Developer' }), state: 'OPEN' } },
          { __typename: 'SavedJob', savedAt: '2025-06-03T05:00:00.000Z', job: { ...sampleJob(), state: 'FILLED' } },
        ],
      }),
      MySavedJobIds: () => ({ mySavedJobIds: ['job-2', 'job-1'] }),
    });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['BI Developer', 'Junior Data Analyst']);
    expect(within(cards[1]!).getByText('Closed')).toBeTruthy();
    expect(within(cards[1]!).queryByRole('link', { name: /^Apply Now/ })).toBeNull();
    expect(within(cards[0]!).getByRole('link', { name: /^Apply Now/ })).toBeTruthy();
    expect(screen.getByText(/2 saved jobs, 1 of them closed/)).toBeTruthy();
  });

  it('Save keeps the focus while its request is under way (a disabled button would drop it to the page’s <body>)', async () => {
    let saved: string[] = [];
    renderAs(LEARNER, <SaveJobButton jobId="job-1" jobTitle="Junior Data Analyst" />, {
      MySavedJobIds: () => ({ mySavedJobIds: saved }),
      SaveJob: () => ((saved = ['job-1']), { saveJob: true }),
    });
    const save = (await screen.findByRole('button', { name: 'Save: Junior Data Analyst' })) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    save.focus();
    fireEvent.click(save);
    // Under way: busy, clicks ignored, but not disabled.
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(save.disabled).toBe(false);
    await waitFor(() => expect(save.hasAttribute('aria-disabled')).toBe(false));
    expect(document.activeElement).toBe(save);
  });

  it('Saved jobs: unsaving one changes the count at once (its card stays, to save it again)', async () => {
    let ids = ['job-2', 'job-1'];
    renderAs(LEARNER, <SavedJobsPage />, {
      MySavedJobs: () => ({
        mySavedJobs: [
          { __typename: 'SavedJob', savedAt: '2025-06-04T05:00:00.000Z', job: { ...sampleJob({ id: 'job-2', title: 'BI Developer' }), state: 'OPEN' } },
          { __typename: 'SavedJob', savedAt: '2025-06-03T05:00:00.000Z', job: { ...sampleJob(), state: 'OPEN' } },
        ],
      }),
      MySavedJobIds: () => ({ mySavedJobIds: ids }),
      UnsaveJob: ({ jobId }) => ((ids = ids.filter((id) => id !== jobId)), { unsaveJob: true }),
    });
    expect(await screen.findByText('2 saved jobs.')).toBeTruthy();
    const saved = await screen.findByRole('button', { name: 'Saved: BI Developer' });
    await waitFor(() => expect((saved as HTMLButtonElement).disabled).toBe(false));
    saved.focus();
    fireEvent.click(saved);
    expect(await screen.findByText('1 saved job.')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save: BI Developer' }));
  });
});

describe('the application page', () => {
  it('after confirming the address and sending the application, no longer says the form is below', async () => {
    let applied: ReturnType<typeof application> | null = null;
    document.cookie = 'lc_signed_in=1; path=/';
    const { calls } = renderRoutes(
      [{ path: '/jobs/:id/apply', element: <LearnerSessionProvider openLogin={openLogin}><ApplyPage /></LearnerSessionProvider> }],
      '/jobs/job-1/apply?confirmed=1',
      {
        CurrentLearner: () => ({ currentLearner: LEARNER }),
        PortalApplyJob: () => ({ jobPost: { ...sampleJob(), state: 'OPEN', applyMethod: 'SITE' } }),
        MyApplicationForJob: () => ({ myApplicationForJob: applied }),
        ApplyToJob: () => ({ applyToJob: (applied = application()) }),
      },
    );
    expect(await screen.findByText(/Your e-mail address is confirmed\. Welcome, Asha Patil! Your application form is below\./)).toBeTruthy();
    // The learner's own form (not the one drawn for visitors without script).
    await screen.findByText(/Applying as/);
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByText(/Your application is sent/);
    expect(calls.filter((c) => c.operationName === 'ApplyToJob')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(/Your application form is below/)).toBeNull());
    expect(screen.getByText('Your e-mail address is confirmed. Welcome, Asha Patil!')).toBeTruthy();
  });
});

describe('tap targets on phones', () => {
  const css = (file: string) => readFileSync(path.resolve(import.meta.dirname, file), 'utf8');
  /** The rules for `selector` inside the phone-width media query of a stylesheet. */
  const phoneRule = (text: string, selector: string) => {
    const media = text.split('@media (max-width: 40rem), (pointer: coarse)').slice(1).join('');
    return media.match(new RegExp(`${selector.replace(/[.*]/g, (c) => `\\${c}`)} \\{([^}]*)\\}`))?.[1] ?? '';
  };
  it('Save, Apply Now (.button--small), the account tabs, text buttons and the dialog’s × are at least 44 px tall', () => {
    expect(phoneRule(css('applications.css'), '.save-job__button')).toMatch(/min-height: 2\.75rem/);
    expect(phoneRule(css('applications.css'), '.site .account-nav a')).toMatch(/min-height: 2\.75rem/);
    expect(phoneRule(css('../../styles.css'), '.button--small')).toMatch(/min-height: 2\.75rem/);
    expect(phoneRule(css('../../styles.css'), '.link-button')).toMatch(/min-height: 2\.75rem/);
    expect(phoneRule(css('../../components/modal.css'), '.modal__close')).toMatch(/width: 2\.75rem; height: 2\.75rem/);
  });
});
