// How the inbox names where a lead came from: the page (by its course, not its path) and the button pressed.
import type { CourseRoute } from '../../marketing/courseRoutes';
import { paths } from '../../routes';

/** "/courses/data-science" -> "Data Science and AI-ML page"; other paths are shown as they are. */
export function sourcePageLabel(sourcePage: string, courses: readonly CourseRoute[]): string {
  const path = sourcePage.split(/[?#]/)[0]!.replace(/\/+$/, '') || sourcePage;
  if (!path) return '';
  if (path === paths.courses.landing) return 'Learning centre page';
  if (path === paths.enquire) return 'Enquiry page';
  for (const route of courses) {
    if (path === route.path) return `${route.label} page`;
    if (path === paths.syllabus(route.path)) return `${route.label} syllabus`;
  }
  return path;
}

/** The page and the button together, e.g. "Data Science and AI-ML page · Download Syllabus", or "—". */
export function sourceLabel(sourcePage: string, sourceButton: string, courses: readonly CourseRoute[]): string {
  return [sourcePageLabel(sourcePage, courses), sourceButton.trim()].filter(Boolean).join(' · ') || '—';
}
