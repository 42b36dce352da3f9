import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSULTATION_FIELDS } from '../../content/shared';
import type { ConsultationSection, Cta } from '../../content/types';
import { GraphQLRefusal, renderWithApi, type OperationHandler } from '../../public/testUtils';
import { CtaButton } from '../cta/CtaButton';
import { ConsultationForm } from './ConsultationForm';
import { LeadFormProvider } from './LeadFormProvider';
import { LeadPostProvider, type LeadPostState } from './leadPost';
import { NETWORK_PROBLEM } from './useLeadSubmission';
import { CAMPAIGN_STORAGE_KEY, campaignOf, landingCampaign, rememberLandingCampaign } from './campaign';
import { renderOnServer } from '../../public/testUtils';

/** The lead requests sent (the form also reads the site's name from the site settings). */
const leadCalls = (calls: { operationName: string; variables: Record<string, unknown> }[]) => calls.filter((c) => c.operationName !== 'PortalSiteSettings');

const receipt = (created = true): OperationHandler => () => ({ submitLead: { __typename: 'LeadReceipt', id: 'lead-1', created } });

function renderCta(cta: Cta, handlers: Record<string, OperationHandler> = { SubmitLead: receipt() }, url = '/courses/data-science') {
  return renderWithApi(
    <LeadFormProvider>
      <CtaButton cta={cta} course="data-science-ai-ml" />
    </LeadFormProvider>,
    handlers,
    url,
  );
}

function fill(container: HTMLElement, values: { name?: string; email?: string; designation?: string; experience?: string; phone?: string; whatsapp?: boolean; consent?: boolean }) {
  const form = within(container);
  if (values.name !== undefined) fireEvent.change(form.getByLabelText('Name'), { target: { value: values.name } });
  if (values.email !== undefined) fireEvent.change(form.getByLabelText('Email'), { target: { value: values.email } });
  if (values.designation !== undefined) fireEvent.change(form.getByLabelText('Designation'), { target: { value: values.designation } });
  if (values.experience !== undefined) fireEvent.change(form.getByLabelText('Experience'), { target: { value: values.experience } });
  if (values.phone !== undefined) fireEvent.change(form.getByLabelText(/Mobile number/), { target: { value: values.phone } });
  if (values.whatsapp) fireEvent.click(form.getByLabelText('WhatsApp is fine on this number'));
  if (values.consent) fireEvent.click(form.getByLabelText(/I agree/));
}

const valid = { name: 'Asha Patil', email: 'asha@example.com', designation: 'Analyst', experience: '1 Year', phone: '98765 43210', consent: true };

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('the lead form behind a call to action', () => {
  it('opens for Download Syllabus, stores the lead with the course, page and button, then delivers the syllabus', async () => {
    const view = renderCta({ label: 'Download Syllabus', action: 'syllabus' });
    fireEvent.click(screen.getByRole('button', { name: 'Download Syllabus' }));
    const form = screen.getByRole('form', { name: 'Get the Data Science and AI-ML syllabus' });
    fill(form, { ...valid, whatsapp: true });
    fireEvent.click(within(form).getByRole('button', { name: 'Get the syllabus' }));
    const link = await screen.findByRole('link', { name: 'Open the Data Science and AI-ML syllabus' });
    expect(link.getAttribute('href')).toBe('/courses/data-science/syllabus');
    expect(leadCalls(view.calls)).toEqual([
      {
        operationName: 'SubmitLead',
        variables: {
          input: {
            name: 'Asha Patil',
            email: 'asha@example.com',
            designation: 'Analyst',
            experience: '1 Year',
            phone: '98765 43210',
            whatsapp: true,
            consent: true,
            course: 'data-science-ai-ml',
            sourcePage: window.location.pathname,
            sourceButton: 'Download Syllabus',
            wantsSyllabus: true,
          },
        },
      },
    ]);
    expect(screen.getByText(/An academic counsellor will call you within one working day/)).toBeTruthy();
  });

  it('asks the browser to require every consultation field, the email type and the consent', () => {
    renderCta({ label: 'Apply Now', action: 'lead' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    const form = screen.getByRole('form', { name: 'Talk to a counsellor about Data Science and AI-ML' });
    for (const label of ['Name', 'Email', 'Designation', 'Experience']) expect((within(form).getByLabelText(label) as HTMLInputElement).required).toBe(true);
    expect(within(form).getByLabelText('Email').getAttribute('type')).toBe('email');
    // A call back is promised, so the number is asked for; WhatsApp is a choice.
    expect((within(form).getByLabelText(/Mobile number/) as HTMLInputElement).required).toBe(true);
    expect((within(form).getByLabelText('WhatsApp is fine on this number') as HTMLInputElement).required).toBe(false);
    expect((within(form).getByLabelText(/I agree/) as HTMLInputElement).required).toBe(true);
    expect(within(form).getAllByRole('option').map((o) => [o.textContent, o.getAttribute('value')])).toEqual([
      ['Select', ''],
      ['Fresher', 'Fresher'],
      ['1 Year', '1 Year'],
      ['2 Years', '2 Years'],
      ['3+ years', '3+ years'],
    ]);
  });

  it('shows the server message under the field it names and keeps what was typed', async () => {
    renderCta({ label: 'Apply Now', action: 'lead' }, {
      SubmitLead: () => new GraphQLRefusal('Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210', 'BAD_USER_INPUT', { field: 'phone' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    const form = screen.getByRole('form');
    fill(form, { ...valid, phone: '12345' });
    fireEvent.click(within(form).getByRole('button', { name: 'Request a call back' }));
    const message = await within(form).findByText('Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210');
    const phone = within(form).getByLabelText(/Mobile number/) as HTMLInputElement;
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toContain(message.id);
    expect(phone.value).toBe('12345');
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Asha Patil');
    // Correcting the field clears its message.
    fireEvent.change(phone, { target: { value: '9876543210' } });
    expect(within(form).queryByText('Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210')).toBeNull();
  });

  it('shows every server message at once, each beside its field, and moves the focus to the first', async () => {
    const fields = [
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'phone', message: 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210' },
      { field: 'consent', message: 'Please agree to be contacted' },
    ];
    renderCta({ label: 'Apply Now', action: 'lead' }, {
      SubmitLead: () => new GraphQLRefusal('Enter a valid email address', 'BAD_USER_INPUT', { field: 'email', fields }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    const form = screen.getByRole('form');
    fill(form, { ...valid, email: 'asha@example', phone: '12345' });
    fireEvent.click(within(form).getByRole('button', { name: 'Request a call back' }));
    await within(form).findByText('Please agree to be contacted');
    for (const [label, { message }] of [[/^Email/, fields[0]!], [/Mobile number/, fields[1]!], [/I agree/, fields[2]!]] as const) {
      const input = within(form).getByLabelText(label);
      const shown = within(form).getByText(message);
      expect(input.getAttribute('aria-invalid'), message).toBe('true');
      expect(input.getAttribute('aria-describedby'), message).toContain(shown.id);
    }
    expect(within(form).getByText('Please correct the 3 fields marked below.')).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Email')));
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Asha Patil');
  });

  it('says so when the request cannot be sent, and when a repeat updated the earlier request', async () => {
    renderCta({ label: 'Apply Now', action: 'lead' }, { SubmitLead: () => { throw new Error('offline'); } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    fill(screen.getByRole('form'), valid);
    fireEvent.click(screen.getByRole('button', { name: 'Request a call back' }));
    expect(await screen.findByText(NETWORK_PROBLEM)).toBeTruthy();

    document.body.innerHTML = '';
    renderCta({ label: 'Apply Now', action: 'lead' }, { SubmitLead: receipt(false) });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    fill(screen.getByRole('form'), valid);
    fireEvent.click(screen.getByRole('button', { name: 'Request a call back' }));
    expect(await screen.findByText(/we updated it with these details/)).toBeTruthy();
  });

  it('starts a fresh form for each button', async () => {
    renderWithApi(
      <LeadFormProvider>
        <CtaButton cta={{ label: 'Apply Now', action: 'lead' }} course="machine-learning" />
        <CtaButton cta={{ label: 'Download Syllabus', action: 'syllabus' }} course="machine-learning" />
      </LeadFormProvider>,
      { SubmitLead: receipt() },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    fill(screen.getByRole('form'), { name: 'Ravi' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download Syllabus' }));
    const form = screen.getByRole('form', { name: 'Get the Machine Learning syllabus' });
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('scrolls to the fee section for View Plans, and opens the lead form where a page has none', () => {
    const section = document.createElement('section');
    section.id = 'course-fee';
    const scroll = vi.fn();
    section.scrollIntoView = scroll;
    document.body.append(section);
    renderCta({ label: 'View Plans', action: 'scrollToFees' });
    fireEvent.click(screen.getByRole('button', { name: 'View Plans' }));
    expect(scroll).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(section);
    expect(screen.queryByRole('form')).toBeNull();

    section.remove();
    fireEvent.click(screen.getByRole('button', { name: 'View Plans' }));
    expect(screen.getByRole('form', { name: 'Talk to a counsellor about Data Science and AI-ML' })).toBeTruthy();
  });

  it('copies the link when the browser cannot share, and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    renderCta({ label: 'Share', action: 'share' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share this page' })));
    expect(writeText).toHaveBeenCalledWith(window.location.href.split('#')[0]);
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });
});

describe('the Free Consultation form', () => {
  const section: ConsultationSection = { kind: 'consultation', heading: 'Free Consultation', text: '', fields: CONSULTATION_FIELDS, submitLabel: 'Submit' };

  it('stores a lead for the page course and confirms in place', async () => {
    const view = renderWithApi(<ConsultationForm course="machine-learning" section={section} />, { SubmitLead: receipt() });
    const form = screen.getByRole('form', { name: 'Free Consultation' });
    fill(form, { ...valid, experience: '3+ years' });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you, Asha Patil!')).toBeTruthy();
    // The thanks replace the form and take its focus.
    expect(document.activeElement).toBe(screen.getByRole('status'));
    expect(leadCalls(view.calls)[0]!.variables.input).toMatchObject({ course: 'machine-learning', experience: '3+ years', phone: '98765 43210', whatsapp: false, sourceButton: 'Free Consultation: Submit', wantsSyllabus: false });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is a plain form posted to its own page, which the gateway can read without JavaScript', () => {
    renderWithApi(<ConsultationForm course="machine-learning" section={section} />, {}, '/courses/pattern-analying');
    const form = screen.getByRole('form', { name: 'Free Consultation' }) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/courses/pattern-analying');
    const named = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`);
    expect([named('leadForm')?.value, named('course')?.value, named('sourceButton')?.value]).toEqual(['consultation', 'machine-learning', 'Free Consultation: Submit']);
    for (const name of ['name', 'email', 'phone', 'designation', 'experience', 'whatsapp', 'consent']) expect(named(name), name).not.toBeNull();
    expect([named('whatsapp')?.value, named('consent')?.value]).toEqual(['yes', 'yes']);
  });

  it('draws the answer to a plain POST: every problem beside its field, the values kept, the first field focused', () => {
    const posted: LeadPostState = {
      form: 'consultation',
      values: { name: 'Asha Patil', email: 'asha@', phone: '12345', designation: '', experience: 'Fresher', whatsapp: true, consent: true },
      errors: [
        { field: 'email', message: 'Enter a valid email address' },
        { field: 'phone', message: 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210' },
        { field: 'designation', message: 'Designation is required' },
      ],
    };
    renderWithApi(
      <LeadPostProvider state={posted}>
        <ConsultationForm course="machine-learning" section={section} />
      </LeadPostProvider>,
      {},
    );
    const form = screen.getByRole('form', { name: 'Free Consultation' });
    for (const [label, message] of [[/^Email/, 'Enter a valid email address'], [/Mobile number/, 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210'], ['Designation', 'Designation is required']] as const) {
      const input = within(form).getByLabelText(label);
      expect(input.getAttribute('aria-invalid'), message).toBe('true');
      expect(input.getAttribute('aria-describedby'), message).toContain(within(form).getByText(message).id);
    }
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Asha Patil');
    expect((within(form).getByLabelText(/Mobile number/) as HTMLInputElement).value).toBe('12345');
    expect((within(form).getByLabelText('Experience') as HTMLSelectElement).value).toBe('Fresher');
    expect((within(form).getByLabelText('WhatsApp is fine on this number') as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Email/));
  });

  it('thanks in place of the form when the plain POST stored the lead, and ignores the answer to another form', () => {
    const thanked: LeadPostState = { form: 'consultation', values: { name: '', email: '', phone: '', designation: '', experience: '', whatsapp: false, consent: false }, errors: [], receipt: { created: true, name: 'Asha Patil' } };
    renderWithApi(
      <LeadPostProvider state={thanked}>
        <ConsultationForm course="machine-learning" section={section} />
      </LeadPostProvider>,
      {},
    );
    expect(screen.getByText('Thank you, Asha Patil!')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('status'));
    document.body.innerHTML = '';
    renderWithApi(
      <LeadPostProvider state={{ ...thanked, form: 'another' }}>
        <ConsultationForm course="machine-learning" section={section} />
      </LeadPostProvider>,
      {},
    );
    expect(screen.getByRole('form', { name: 'Free Consultation' })).toBeTruthy();
  });
});

describe('the consent text and the campaign of the visit', () => {
  const section: ConsultationSection = { kind: 'consultation', heading: 'Free Consultation', text: '', fields: CONSULTATION_FIELDS, submitLabel: 'Submit' };
  // Words the web could not make up from the site's name: only the server's text shows them.
  const consent = 'I agree that Pune Skills Hub may call or mail me about its courses (the server\'s words).';

  it('shows the consent text the server gives (siteSettings.leadConsentText), which is what it stores', async () => {
    renderWithApi(<ConsultationForm course="machine-learning" section={section} />, {
      PortalSiteSettings: () => ({ siteSettings: { __typename: 'SiteSettings', siteName: 'Pune Skills Hub', leadConsentText: consent } }),
    });
    const form = screen.getByRole('form', { name: 'Free Consultation' });
    expect(await within(form).findByLabelText(consent)).toBeTruthy();
  });

  it('remembers the utm_* values of the first page of the visit only, cleaned and cut to 200 characters', () => {
    rememberLandingCampaign(`?utm_source=%20google%00&utm_medium=cpc&utm_campaign=${'d'.repeat(250)}&utm_term=&other=x`);
    rememberLandingCampaign('?utm_source=facebook&utm_campaign=later');
    expect(landingCampaign()).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'd'.repeat(200) });
    // A first page without a campaign is remembered as none: a later page's utm_* does not count.
    sessionStorage.clear();
    rememberLandingCampaign('');
    rememberLandingCampaign('?utm_source=facebook');
    expect(landingCampaign()).toEqual({});
    expect(sessionStorage.getItem(CAMPAIGN_STORAGE_KEY)).toBe('{}');
  });

  it('sends the landing page\'s campaign with a lead from the dialog, pages later', async () => {
    rememberLandingCampaign('?utm_source=google&utm_medium=cpc&utm_campaign=diwali-2026&utm_term=data%20science&utm_content=ad-1');
    const view = renderCta({ label: 'Apply Now', action: 'lead' }, { SubmitLead: receipt() }, '/courses/data-science');
    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    const form = screen.getByRole('form', { name: 'Talk to a counsellor about Data Science and AI-ML' });
    fill(form, valid);
    fireEvent.click(within(form).getByRole('button', { name: 'Request a call back' }));
    await screen.findByText('Thank you, Asha Patil!');
    expect(leadCalls(view.calls)[0]!.variables.input).toMatchObject({ utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'diwali-2026', utmTerm: 'data science', utmContent: 'ad-1' });
  });

  it('sends it from the Free Consultation form too', async () => {
    rememberLandingCampaign('?utm_source=newsletter&utm_campaign=november');
    const view = renderWithApi(<ConsultationForm course="machine-learning" section={section} />, { SubmitLead: receipt() }, '/courses/pattern-analying');
    const form = screen.getByRole('form', { name: 'Free Consultation' });
    fill(form, valid);
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await screen.findByText('Thank you, Asha Patil!');
    const input = leadCalls(view.calls)[0]!.variables.input as Record<string, unknown>;
    expect(input).toMatchObject({ utmSource: 'newsletter', utmCampaign: 'november' });
    expect(input).not.toHaveProperty('utmMedium');
  });

  it('carries the page\'s utm_* values as hidden fields of the form sent without JavaScript', () => {
    const { root } = renderOnServer(<ConsultationForm course="machine-learning" section={section} />, '/courses/pattern-analying?utm_source=fb&utm_campaign=monsoon%0A');
    const form = root.querySelector('form')!;
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => [i.name, i.value]);
    expect(hidden).toEqual([
      ['leadForm', 'consultation'],
      ['course', 'machine-learning'],
      ['sourceButton', 'Free Consultation: Submit'],
      ['utm_source', 'fb'],
      ['utm_campaign', 'monsoon'],
    ]);
    expect(form.getAttribute('action')).toBe('/courses/pattern-analying');
  });

  it('carries them again on the page that answers a plain POST with problems', () => {
    const posted: LeadPostState = {
      form: 'consultation',
      values: { name: '', email: '', phone: '', designation: '', experience: '', whatsapp: false, consent: false },
      errors: [{ field: 'name', message: 'Name is required' }],
      campaign: { utm_source: 'google', utm_term: 'ml course' },
    };
    const { root } = renderOnServer(
      <LeadPostProvider state={posted}>
        <ConsultationForm course="machine-learning" section={section} />
      </LeadPostProvider>,
      '/courses/pattern-analying',
    );
    expect(root.querySelector<HTMLInputElement>('input[name="utm_source"]')?.value).toBe('google');
    expect(root.querySelector<HTMLInputElement>('input[name="utm_term"]')?.value).toBe('ml course');
    expect(campaignOf('?utm_medium=%01')).toEqual({});
  });
});
