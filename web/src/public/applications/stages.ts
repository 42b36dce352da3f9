// How the learner's pages name an application's stages and the steps of its history.
import type { ApplicationStage } from '../../gql/graphql';

export const STAGE_LABELS: Record<ApplicationStage, string> = {
  APPLIED: 'Applied',
  SHORTLISTED: 'Shortlisted',
  INTERVIEW: 'Interview',
  OFFER: 'Offer',
  PLACED: 'Placed',
  REJECTED: 'Not selected',
  WITHDRAWN: 'Withdrawn',
};

/** One step of the history, in words: "Applied", "Moved to Interview", "Withdrawn by you". */
export function eventText(event: { kind: string; toStage?: ApplicationStage | null }): string {
  if (event.kind === 'applied') return 'Applied';
  if (event.kind === 'withdrawn') return 'Withdrawn by you';
  if (event.toStage) return `Moved to ${STAGE_LABELS[event.toStage]}`;
  return 'Updated';
}

const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const DAY_TIME = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** A day as people in India write it (the centre's time zone, whatever the browser's). */
export const formatDay = (iso: string) => DAY.format(new Date(iso));
export const formatDayTime = (iso: string) => DAY_TIME.format(new Date(iso));
