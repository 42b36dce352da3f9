// The enquiry form as a page of its own (/enquire?course=…&from=…): where a lead button leads without JavaScript on a
// page that has no form of its own (the landing page, the course pages without a Free Consultation section). The same
// fields as the lead dialog, in a plain form posted to this page's own URL: the gateway (http/lead-form.ts) stores the
// lead and answers with this page, thanked, or with every problem beside its field and the values kept. With script
// the same form submits through the API without leaving the page. Kept out of search engines and the sitemap.
import { Link, useLocation } from 'react-router-dom';
import { usePageMeta } from '../../components/usePageMeta';
import { CONSULTATION_FIELDS } from '../../content/shared';
import { paths } from '../../routes';
import { pageTitle } from '../../public/site';
import { useSiteSettings } from '../../public/siteSettings';
import { usePublishedCourses, type CourseRoute, type LeadCourse } from '../courseRoutes';
import { LeadConfirmation } from '../leads/LeadConfirmation';
import { LeadFields } from '../leads/LeadFields';
import { CALL_BACK_INTRO, CALL_BACK_SUBMIT, leadFormTitle } from '../leads/LeadFormProvider';
import { CampaignHiddenFields } from '../leads/campaign';
import { CONSULTATION_FORM_ID, LEAD_POST_FIELDS, useLeadPost } from '../leads/leadPost';
import { useLeadSubmission } from '../leads/useLeadSubmission';
import '../leads/leads.css';
import './enquiry.css';

/** The button label stored with the lead when the address names none. */
export const ENQUIRY_PAGE_SOURCE = 'Enquiry page';
/** The service keeps at most this much of a button's label. */
const MAX_SOURCE_LENGTH = 100;

/** The course and button an enquiry page's address names; a course it does not know is the general one. */
export function enquiryOf(search: string, courses: readonly CourseRoute[]): { course: LeadCourse; from: string } {
  const query = new URLSearchParams(search);
  const course = courses.find((route) => route.slug === query.get('course'))?.slug ?? 'general';
  const from = (query.get('from') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_SOURCE_LENGTH) || ENQUIRY_PAGE_SOURCE;
  return { course, from };
}

export function EnquiryPage() {
  const { search } = useLocation();
  const courses = usePublishedCourses();
  const { course, from } = enquiryOf(search, courses);
  const { siteName } = useSiteSettings();
  const title = leadFormTitle({ course }, courses);
  usePageMeta(pageTitle(siteName, title), 'Leave your details and an academic counsellor calls you back, free of charge.', { noindex: true });
  const posted = useLeadPost(CONSULTATION_FORM_ID);
  const form = useLeadSubmission({ course, sourceButton: from }, posted);
  const route = courses.find((r) => r.slug === course);
  const back = route ? { to: route.path, label: `Back to ${route.label}` } : { to: paths.courses.landing, label: 'Back to the courses' };
  return (
    <section className="section enquiry" aria-labelledby="enquiry-title">
      <p className="enquiry__back">
        <Link to={back.to}>← {back.label}</Link>
      </p>
      <div className="enquiry__card">
        <h1 id="enquiry-title" className="enquiry__title">
          {title}
        </h1>
        {form.receipt ? (
          <LeadConfirmation receipt={form.receipt} course={course} takeFocus />
        ) : (
          // Posted to this page's own address (its course and button, never what the visitor typed); no fragment,
          // which would stop `autofocus` on the answer from bringing the thanks or the first problem into view.
          <form className="lead-form enquiry__form" aria-label={title} method="post" action={paths.enquiry(course, from)} onSubmit={form.onSubmit}>
            <p className="lead-form__intro">{CALL_BACK_INTRO}</p>
            <input type="hidden" name={LEAD_POST_FIELDS.form} value={CONSULTATION_FORM_ID} />
            <input type="hidden" name={LEAD_POST_FIELDS.course} value={course} />
            <input type="hidden" name={LEAD_POST_FIELDS.sourceButton} value={from} />
            <CampaignHiddenFields form={CONSULTATION_FORM_ID} />
            <LeadFields form={form} fields={CONSULTATION_FIELDS} submitLabel={CALL_BACK_SUBMIT} />
          </form>
        )}
      </div>
    </section>
  );
}
