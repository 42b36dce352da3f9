// The four course pages the site started with, as the seed writes them (issue 29): each a published course with its
// path, slug, label, aliases and its content document. Data only: the seed must not import the web app.
import type { CourseContent } from '../../../services/course-content.js';
import { dataScience } from './data-science.js';
import { digitalMarketing } from './digital-marketing.js';
import { fullStack } from './full-stack.js';
import { machineLearning } from './machine-learning.js';

export interface CourseSeed {
  slug: string;
  path: string;
  /** Older addresses that answer 301 to `path` (/courses/<slug> where it differs, as the web's COURSE_ALIASES did). */
  aliases: string[];
  label: string;
  position: number;
  content: CourseContent;
}

/** The seed's courses, with batch dates counted from `now`. */
export function seedCourses(now: Date): CourseSeed[] {
  return [dataScience(now), fullStack(now), machineLearning(now), digitalMarketing(now)];
}
