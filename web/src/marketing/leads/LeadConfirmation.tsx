// What a visitor sees after a lead form: thanks, what happens next, and the syllabus when that was asked for.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../routes';
import { usePublishedCourses, type LeadCourse } from '../courseRoutes';
import type { LeadReceipt } from './useLeadSubmission';

interface LeadConfirmationProps {
  receipt: LeadReceipt;
  course: LeadCourse;
  wantsSyllabus?: boolean;
  onSyllabusOpen?: () => void;
  /** Focus the thanks when they appear (where the form they replace had the focus). */
  takeFocus?: boolean;
}

export function LeadConfirmation({ receipt, course, wantsSyllabus, onSyllabusOpen, takeFocus }: LeadConfirmationProps) {
  const route = usePublishedCourses().find((r) => r.slug === course);
  const box = useRef<HTMLDivElement>(null);
  // `autofocus` serves the server's page without script; React itself focuses only form controls that have it.
  useEffect(() => {
    if (takeFocus) box.current?.focus();
  }, [takeFocus]);
  return (
    <div ref={box} className="lead-confirmation" role="status" tabIndex={takeFocus ? -1 : undefined} autoFocus={takeFocus || undefined}>
      <p className="lead-confirmation__title">Thank you{receipt.name ? `, ${receipt.name}` : ''}!</p>
      <p>
        {receipt.created
          ? 'We have your details. An academic counsellor will call you within one working day.'
          : 'We already had your request from today, so we updated it with these details. A counsellor will be in touch soon.'}
      </p>
      {wantsSyllabus && route && (
        <p>
          <Link className="button button--accent" to={paths.syllabus(route.path)} onClick={onSyllabusOpen}>
            Open the {route.label} syllabus
          </Link>
        </p>
      )}
    </div>
  );
}
