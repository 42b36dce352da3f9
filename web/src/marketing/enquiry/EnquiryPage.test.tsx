import { seedCourseRoutes } from '../course/seedPages';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSULTATION_FIELDS } from '../../content/shared';
import { renderOnServer, renderRoutes, renderWithApi } from '../../public/testUtils';
import { paths } from '../../routes';
import { LeadFormProvider } from '../leads/LeadFormProvider';
import { LeadPostProvider, type LeadPostState } from '../leads/leadPost';
import { marketingRoutes } from '../routes';
import { EnquiryPage, enquiryOf } from './EnquiryPage';

const URL = '/enquire?course=digital-marketing&from=Apply+Now';

/** The page as the server draws it, optionally answering a plain POST. */
function serverEnquiry(url: string, posted?: LeadPostState) {
  return renderOnServer(
    <LeadPostProvider state={posted}>
      <LeadFormProvider>
        <EnquiryPage />
      </LeadFormProvider>
    </LeadPostProvider>,
    url,
  );
}

const named = (root: ParentNode, name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`);
const labelOf = (root: ParentNode, control: Element | null) => root.querySelector(`label[for="${control?.id}"]`)?.textContent;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the enquiry page without JavaScript', () => {
  it('is a plain form posted to its own address, with the dialog’s fields, the course and the button, kept out of search', () => {
    const { root, record } = serverEnquiry(URL);
    expect(root.querySelector('h1')?.textContent).toBe('Talk to a counsellor about Digital Marketing');
    const form = root.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(URL);
    expect(form.getAttribute('aria-label')).toBe('Talk to a counsellor about Digital Marketing');
    expect([named(form, 'leadForm')?.value, named(form, 'course')?.value, named(form, 'sourceButton')?.value]).toEqual(['consultation', 'digital-marketing', 'Apply Now']);
    // The lead dialog's fields (CONSULTATION_FIELDS, then the mobile number, WhatsApp and consent), each labelled.
    for (const field of CONSULTATION_FIELDS) expect(labelOf(form, named(form, field.name)), field.name).toBe(field.label);
    expect(labelOf(form, named(form, 'phone'))).toBe('Mobile number');
    expect(named(form, 'phone')?.required).toBe(true);
    expect(labelOf(form, named(form, 'whatsapp'))).toBe('WhatsApp is fine on this number');
    expect(named(form, 'consent')?.required).toBe(true);
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Request a call back');
    expect(record.head).toMatchObject({ title: 'Talk to a counsellor about Digital Marketing | Learning Centre Pune', noindex: true });
    expect(root.querySelector(`a[href="${paths.courses.digitalMarketing}"]`)?.textContent).toBe('← Back to Digital Marketing');
  });

  it('reads an unknown course as the general one, and a missing or long button label safely', () => {
    expect(enquiryOf('?course=../../admin&from=Get+Started', seedCourseRoutes)).toEqual({ course: 'general', from: 'Get Started' });
    expect(enquiryOf('', seedCourseRoutes)).toEqual({ course: 'general', from: 'Enquiry page' });
    expect(enquiryOf(`?course=machine-learning&from=${'x'.repeat(300)}`, seedCourseRoutes)).toEqual({ course: 'machine-learning', from: 'x'.repeat(100) });
    expect(enquiryOf('?course=general&from=%20%20Enroll%0A%20Now%20', seedCourseRoutes)).toEqual({ course: 'general', from: 'Enroll Now' });
    const { root } = serverEnquiry('/enquire?course=nonsense&from=Get+Started');
    expect(root.querySelector('h1')?.textContent).toBe('Talk to an academic counsellor');
    expect(named(root, 'course')?.value).toBe('general');
    expect(root.querySelector('form')?.getAttribute('action')).toBe('/enquire?course=general&from=Get+Started');
    expect(root.querySelector(`a[href="${paths.courses.landing}"]`)?.textContent).toBe('← Back to the courses');
  });

  it('answers a post with problems: each beside its field, the values kept, the first field in error focused', () => {
    const posted: LeadPostState = {
      form: 'consultation',
      values: { name: 'Asha Patil', email: 'asha@', phone: '12345', designation: 'Analyst', experience: '2 Years', whatsapp: true, consent: true },
      errors: [
        { field: 'email', message: 'Enter a valid email address' },
        { field: 'phone', message: 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210' },
      ],
    };
    const { root } = serverEnquiry(URL, posted);
    for (const [name, message] of [['email', 'Enter a valid email address'], ['phone', 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210']] as const) {
      const control = named(root, name)!;
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(root.querySelector(`[id="${control.getAttribute('aria-describedby')!.split(' ')[0]}"]`)?.textContent).toBe(message);
    }
    expect([named(root, 'name')?.getAttribute('value'), named(root, 'email')?.getAttribute('value'), named(root, 'phone')?.getAttribute('value')]).toEqual(['Asha Patil', 'asha@', '12345']);
    expect(root.querySelector<HTMLSelectElement>('select[name="experience"] option[selected]')?.value).toBe('2 Years');
    expect(named(root, 'whatsapp')?.hasAttribute('checked')).toBe(true);
    expect(named(root, 'email')?.hasAttribute('autofocus')).toBe(true);
    expect(root.textContent).toContain('Please correct the 2 fields marked below.');
  });

  it('thanks in place of the form when the post stored the lead', () => {
    const thanked: LeadPostState = { form: 'consultation', values: { name: '', email: '', phone: '', designation: '', experience: '', whatsapp: false, consent: false }, errors: [], receipt: { created: true, name: 'Asha Patil' } };
    const { root } = serverEnquiry(URL, thanked);
    expect(root.querySelector('form')).toBeNull();
    expect(root.querySelector('.lead-confirmation')?.textContent).toMatch(/^Thank you, Asha Patil!We have your details\. An academic counsellor will call you within one working day\.$/);
    expect(root.querySelector('.lead-confirmation')?.hasAttribute('autofocus')).toBe(true);
  });
});

describe('the enquiry page with JavaScript', () => {
  it('sends the form through the API with its course and button, and thanks in place', async () => {
    const view = renderWithApi(
      <LeadFormProvider>
        <EnquiryPage />
      </LeadFormProvider>,
      { SubmitLead: () => ({ submitLead: { __typename: 'LeadReceipt', id: 'lead-1', created: true } }) },
      URL,
    );
    const form = screen.getByRole('form', { name: 'Talk to a counsellor about Digital Marketing' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Asha Patil' } });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'asha@example.com' } });
    fireEvent.change(within(form).getByLabelText('Designation'), { target: { value: 'Analyst' } });
    fireEvent.change(within(form).getByLabelText('Experience'), { target: { value: 'Fresher' } });
    fireEvent.change(within(form).getByLabelText(/Mobile number/), { target: { value: '98765 43210' } });
    fireEvent.click(within(form).getByLabelText(/I agree/));
    fireEvent.click(within(form).getByRole('button', { name: 'Request a call back' }));
    expect(await screen.findByText('Thank you, Asha Patil!')).toBeTruthy();
    const sent = view.calls.find((c) => c.operationName === 'SubmitLead');
    expect(sent?.variables.input).toMatchObject({ course: 'digital-marketing', sourceButton: 'Apply Now', wantsSyllabus: false, phone: '98765 43210' });
  });

  it('is a route of the learning-centre pages', async () => {
    renderRoutes([{ path: '/', children: [marketingRoutes] }], '/enquire?course=general&from=Get+Started', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Talk to an academic counsellor' })).toBeTruthy();
  });
});
