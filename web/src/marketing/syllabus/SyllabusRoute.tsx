// A course's printable syllabus route.
import { courseBySlug, type CourseSlug } from '../../content';
import { SyllabusPage } from './SyllabusPage';

export function SyllabusRoute({ slug }: { slug: CourseSlug }) {
  return <SyllabusPage page={courseBySlug(slug)} />;
}
