// Tests only: the seed's four course documents as the pages the API gives (gateway/src/db/seed-data/courses), with
// their batches dated from `now`, so that component tests draw what a fresh install shows.
import { seedCourses } from '../../../../gateway/src/db/seed-data/courses';
import { coursePageOf, type CoursePage } from '../../content/types';

export function seedCoursePages(now = new Date()): CoursePage[] {
  return seedCourses(now).map((course) => coursePageOf({ slug: course.slug, path: course.path, label: course.label, content: course.content }));
}

export const coursePages: readonly CoursePage[] = seedCoursePages();

export function courseBySlug(slug: string): CoursePage {
  const page = coursePages.find((p) => p.slug === slug);
  if (!page) throw new Error(`No seed course ${slug}`);
  return page;
}

/** The seed's courses as the navigation list (`publishedCourses { slug path label }`). */
export const seedCourseRoutes = coursePages.map(({ slug, path, courseLabel }) => ({ slug, path, label: courseLabel }));
