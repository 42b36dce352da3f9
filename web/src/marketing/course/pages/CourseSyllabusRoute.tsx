// A course's printable syllabus at <course's address>/syllabus (the course's data, redirect or not-found: courseAt.tsx).
import { CourseAt } from '../courseAt';
import { SyllabusPage } from '../../syllabus/SyllabusPage';

export function CourseSyllabusRoutePage() {
  return <CourseAt syllabus>{(page) => <SyllabusPage page={page} />}</CourseAt>;
}
