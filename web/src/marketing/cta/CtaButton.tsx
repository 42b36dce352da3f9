// A call-to-action button of the marketing pages: opens the lead form (optionally delivering the syllabus after it),
// scrolls to the fee section, or shares the page (Web Share API, or the link copied).
import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../components/reducedMotion';
import type { Cta } from '../../content/types';
import type { LeadCourse } from '../courseRoutes';
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

export function CtaButton({ cta, course, className = 'button button--primary' }: CtaButtonProps) {
  const leadForm = useLeadForm();
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(''), 4000);
    return () => window.clearTimeout(timer);
  }, [status]);

  if (cta.action === 'share') {
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
