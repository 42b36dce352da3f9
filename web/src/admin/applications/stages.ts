// The stages of an application as the admin shows them: words, colours, the pipeline's order.
import type { ApplicationStage } from '../gql/graphql';

/** In the pipeline's order; WITHDRAWN (the learner's own move) last. */
export const APPLICATION_STAGES: readonly ApplicationStage[] = ['APPLIED', 'SHORTLISTED', 'INTERVIEW', 'OFFER', 'PLACED', 'REJECTED', 'WITHDRAWN'];

export const STAGE_LABELS: Record<ApplicationStage, string> = {
  APPLIED: 'Applied',
  SHORTLISTED: 'Shortlisted',
  INTERVIEW: 'Interview',
  OFFER: 'Offer',
  PLACED: 'Placed',
  REJECTED: 'Rejected',
  WITHDRAWN: 'Withdrawn',
};

export const STAGE_COLORS: Record<ApplicationStage, string> = {
  APPLIED: 'blue',
  SHORTLISTED: 'cyan',
  INTERVIEW: 'violet',
  OFFER: 'orange',
  PLACED: 'green',
  REJECTED: 'red',
  WITHDRAWN: 'gray',
};

export function isApplicationStage(value: string): value is ApplicationStage {
  return (APPLICATION_STAGES as readonly string[]).includes(value);
}
