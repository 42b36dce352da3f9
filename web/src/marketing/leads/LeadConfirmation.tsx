// What a visitor sees after a lead form: thanks, what happens next, and the syllabus when that was asked for.
import { Link } from 'react-router-dom';
import { paths } from '../../routes';
import { COURSE_ROUTES, type LeadCourse } from '../courseRoutes';
import type { LeadReceipt } from './useLeadSubmission';

interface LeadConfirmationProps {
  receipt: LeadReceipt;
  course: LeadCourse;
  wantsSyllabus?: boolean;
  onSyllabusOpen?: () => void;
}

export function LeadConfirmation({ receipt, course, wantsSyllabus, onSyllabusOpen }: LeadConfirmationProps) {
  const route = COURSE_ROUTES.find((r) => r.slug === course);
  return (
    <div className="lead-confirmation" role="status">
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
