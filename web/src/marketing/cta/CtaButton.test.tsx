import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Cta, CtaAction } from '../../content/types';
import { renderOnServer, renderWithApi } from '../../public/testUtils';
import type { LeadCourse } from '../courseRoutes';
import { LeadFormProvider } from '../leads/LeadFormProvider';
import { CtaButton, InlineEnquiryContext } from './CtaButton';

/** The call to action as the server draws it (what a visitor without JavaScript keeps). */
function serverCta(cta: Cta, course: LeadCourse, inlineForm: string | null = null): HTMLElement | null {
  const { root } = renderOnServer(
    <LeadFormProvider>
      <InlineEnquiryContext.Provider value={inlineForm}>
        <CtaButton cta={cta} course={course} className="button button--primary" />
      </InlineEnquiryContext.Provider>
    </LeadFormProvider>,
    '/courses/data-science',
  );
  return root.firstElementChild as HTMLElement | null;
}

const cta = (action: CtaAction, label: string): Cta => ({ action, label });

describe('a call to action without JavaScript', () => {
  it.each<[string, Cta, LeadCourse, string | null, string]>([
    ['a lead button on a page without a form of its own: the enquiry page, with the course and the label', cta('lead', 'Apply Now'), 'data-science-ai-ml', null, '/enquire?course=data-science-ai-ml&from=Apply+Now'],
    ['the landing page’s Get Started: the enquiry page about any course', cta('lead', 'Get Started'), 'general', null, '/enquire?course=general&from=Get+Started'],
    ['a lead button on a page with its Free Consultation form: that form', cta('lead', 'APPLY FOR COUNSELLING'), 'machine-learning', 'consultation', '#consultation'],
    ['Download Syllabus: the printable syllabus', cta('syllabus', 'Download Syllabus'), 'digital-marketing', null, '/courses/digital-marketing/syllabus'],
    ['a syllabus button about no course: the enquiry page', cta('syllabus', 'Syllabus'), 'general', null, '/enquire?course=general&from=Syllabus'],
    ['a fee button: the fee section', cta('scrollToFees', 'View Fees'), 'full-stack-development', null, '#course-fee'],
    ['View Plans: the plans', cta('plans', 'View Plans'), 'data-science-ai-ml', null, '#course-plans'],
    ['More Details: the printable syllabus', cta('details', 'More Details'), 'data-science-ai-ml', 'consultation', '/courses/data-science/syllabus'],
  ])('%s', (_what, button, course, inlineForm, href) => {
    const drawn = serverCta(button, course, inlineForm)!;
    expect(drawn.tagName).toBe('A');
    expect(drawn.getAttribute('href')).toBe(href);
    expect(drawn.textContent).toBe(button.label);
    expect(drawn.className).toBe('button button--primary');
  });

  it('leaves Share out (it needs script)', () => {
    expect(serverCta(cta('share', 'Share'), 'digital-marketing')).toBeNull();
  });
});

describe('a call to action once the script runs', () => {
  it('is the button that opens the lead form, as before', async () => {
    renderWithApi(
      <LeadFormProvider>
        <CtaButton cta={cta('lead', 'Get Started')} course="general" />
      </LeadFormProvider>,
      {},
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Get Started' }));
    expect(screen.getByRole('dialog', { name: 'Talk to an academic counsellor' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
