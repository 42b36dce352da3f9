// Facts about the public site used across its pages.
export const SITE_NAME = 'Learning Centre Pune';

/** The education provider's free courses (an external page). */
export const FREE_COURSES_URL = 'https://www.learnbay.co/free-courses';

/** "Jobs | Learning Centre Pune" */
export function pageTitle(part?: string): string {
  return part ? `${part} | ${SITE_NAME}` : `${SITE_NAME} — Courses, Jobs and Placements`;
}
