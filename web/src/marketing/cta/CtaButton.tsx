// A call-to-action button of the marketing pages: opens the lead form (optionally delivering the syllabus after it),
// scrolls to the fee section, opens the fee section's plans, leads to the printable syllabus, or shares the page (Web
// Share API, or the link copied). The lead form is a dialog that needs script: the server's HTML, which a visitor
// without JavaScript keeps, has a link instead (see noScriptHref), and the button replaces it once the page is live.
import { createContext, useContext, useEffect, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { prefersReducedMotion } from '../../components/reducedMotion';
import { useScriptReady } from '../../components/useScriptReady';
import type { Cta } from '../../content/types';
import { paths } from '../../routes';
import { courseRoute, usePublishedCourses, type LeadCourse } from '../courseRoutes';
import { useLeadForm } from '../leads/LeadFormProvider';
import { shareMessage, sharePage } from './share';
import './cta.css';

export interface CtaButtonProps {
  cta: Cta;
  course: LeadCourse;
  /** Extra classes, e.g. 'button button--primary button--large' (defaults to a primary button). */
  className?: string;
}

/** The fee section's anchor on every course page (SPEC: `course-fee`). */
export const FEE_SECTION_ID = 'course-fee';

/** Scrolls to the fee section and moves focus there; false when the page has none. */
export function scrollToFees(): boolean {
  const section = document.getElementById(FEE_SECTION_ID);
  if (!section) return false;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${FEE_SECTION_ID}`);
  return true;
}

/** The fee section's plans (inside its <details>): View Plans links here. */
export const PLANS_ID = 'course-plans';

/**
 * Opens the plans' <details>, scrolls to it and moves focus to the plans; false when the page has none. Without
 * script the link's own fragment navigation does the same (Chromium opens a closed <details> to show its target).
 */
export function openPlans(): boolean {
  const plans = document.getElementById(PLANS_ID);
  if (!plans) return false;
  const details = plans.closest('details');
  if (details) details.open = true;
  (details ?? plans).scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  plans.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${PLANS_ID}`);
  return true;
}

/**
 * The id of the page's own enquiry form (a course page's Free Consultation section), where a lead button leads
 * without script; null where the page has none (the enquiry page is used instead).
 */
export const InlineEnquiryContext = createContext<string | null>(null);

/** The address of the course page a button is on (its syllabus is there + /syllabus); null off a course page, where
 * the published courses' list names the course's address. Also set for a draft staff preview. */
export const CoursePathContext = createContext<string | null>(null);

/**
 * Where a call to action leads without script: Download Syllabus to the printable syllabus (it is public; the form in
 * front of it is an offer, not a gate), fees to the fee section, and a lead button to the page's own enquiry form,
 * else to the enquiry page with the course and the button's label (stored with the lead, as the dialog does).
 */
export function noScriptHref(cta: Cta, course: LeadCourse, inlineForm: string | null, coursePath?: string): string {
  if (cta.action === 'syllabus' && coursePath) return paths.syllabus(coursePath);
  if (cta.action === 'scrollToFees') return `#${FEE_SECTION_ID}`;
  return inlineForm ? `#${inlineForm}` : paths.enquiry(course, cta.label);
}

export function CtaButton({ cta, course, className = 'button button--primary' }: CtaButtonProps) {
  const leadForm = useLeadForm();
  const scriptReady = useScriptReady();
  const inlineForm = useContext(InlineEnquiryContext);
  const courses = usePublishedCourses();
  const pagePath = useContext(CoursePathContext);
  const coursePath = course === 'general' ? undefined : (pagePath ?? courseRoute(courses, course)?.path);
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(''), 4000);
    return () => window.clearTimeout(timer);
  }, [status]);

  if (cta.action === 'share') {
    // Sharing needs script (and the browser's own Share or Copy Link does the same without it).
    if (!scriptReady) return null;
    return (
      <span className="cta-share">
        <button
          type="button"
          className={`${className} cta-share__button`}
          aria-label={`${cta.label} this page`}
          onClick={async () => {
            const url = window.location.href.split('#')[0]!;
            setStatus(shareMessage(await sharePage(document.title, url), url));
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <circle cx="18" cy="5" r="3" fill="currentColor" />
            <circle cx="6" cy="12" r="3" fill="currentColor" />
            <circle cx="18" cy="19" r="3" fill="currentColor" />
            <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <span className="cta-share__status" role="status">
          {status}
        </span>
      </span>
    );
  }

  // More Details is the course's printable syllabus, without a form.
  if (cta.action === 'details' && coursePath) {
    return (
      <Link to={paths.syllabus(coursePath)} className={className}>
        {cta.label}
      </Link>
    );
  }
  // View Plans is a link to the plans, which script turns into a smooth scroll with the focus moved there.
  if (cta.action === 'plans') {
    const showPlans = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      if (openPlans() || scrollToFees()) return;
      leadForm.open({ course, sourceButton: cta.label });
    };
    return (
      <a href={`#${PLANS_ID}`} className={className} onClick={showPlans}>
        {cta.label}
      </a>
    );
  }

  if (!scriptReady) {
    return (
      <a href={noScriptHref(cta, course, inlineForm, coursePath)} className={className}>
        {cta.label}
      </a>
    );
  }

  const onClick = () => {
    if (cta.action === 'scrollToFees' && scrollToFees()) return;
    leadForm.open({ course, sourceButton: cta.label, wantsSyllabus: cta.action === 'syllabus' });
  };
  return (
    <button type="button" className={className} onClick={onClick}>
      {cta.label}
    </button>
  );
}
