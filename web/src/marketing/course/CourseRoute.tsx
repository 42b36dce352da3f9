// A course page's route: its content (loaded with this chunk) drawn by the shared course page.
import { courseBySlug, type CourseSlug } from '../../content';
import { CoursePageView } from './CoursePageView';

export function CourseRoute({ slug }: { slug: CourseSlug }) {
  return <CoursePageView page={courseBySlug(slug)} />;
}
